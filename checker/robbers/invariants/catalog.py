"""The invariants: statements about every turn within a bound (the safety
ones also for every turn, by induction: ``checker.robbers.induction``).

Each invariant has a stable id, a statement in words, the clauses it rests on
(dropping one of them should be able to break it) and its *violation*: a Z3
formula over a turn encoding that holds exactly when the turn breaks the
statement. ``check`` proves an invariant by showing that no scenario of the
bound and no choice of the players satisfies the violation. The one
exception is ``never-dead-end``, which says that some choice always exists
(``violation`` is None; see ``liveness``).

Two invariants speak of a robber's placements, since a robber that has
stolen is in supply and may be placed again in the same turn (a double
turn, whose second tile brings robbers too): their violations read the turn
step by step (``_history``: the robbers' places and the steal records as
each step ends).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Callable

import z3

from checker.robbers.encoding.logic import FALSE, conj
from checker.robbers.encoding.turn import SUPPLY
from checker.robbers.model import PLACE
from checker.solver.capi import negation, same
from checker.solver.folding import compare


@dataclass(frozen=True)
class Invariant:
    """``assumes``: what the invariant takes for granted of the turn's start
    (an inductive invariant holds at the end if it held at the start).
    ``scope_cap``: the largest bound the invariant is proved within, when
    its proof cannot reach the one asked for (the verdict's scope says so).
    Without a cap, the bound asked for with its double turns (``bound_for``)."""

    id: str
    statement: str
    rests_on: tuple[str, ...]
    violation: Callable | None
    assumes: Callable | None = None
    scope_cap: Callable | None = None

    def bound_for(self, bound):
        """The bound this invariant is proved within, given the one asked for:
        its own cap, or else the bound with double turns (a second placement
        step), which a safety invariant must survive too."""
        return bound.with_second_placement() if self.scope_cap is None else self.scope_cap(bound)


def _liveness_cap(bound):
    # The "for every scenario, some choice" search converges within 2 players
    # and 1 round of 3 events on every edition: 0.4-1.9 CPU s with policies
    # (liveness, policies; 9-12 s before, 2026-11-26, loaded machine). Under
    # c1-rgg, 2 rounds of 2 events now hold in 11 s, but 3 players (1 round
    # of 3 events) are still undecided after 53 s, and the default bound
    # after 33 s.
    return replace(bound, max_players=min(bound.max_players, 2), min_players=min(bound.min_players, 2),
                   rounds=min(bound.rounds, 1), events=min(bound.events, 3))


def _sharing_cap(bound):
    # robber-shares-space holds in the 1st edition under issue 29's rules
    # (a marker's every first departure fires the robber), and proving that
    # it holds is a search with no witness to stop it early: within 2
    # players and 1 round of 3 events, with a double turn, it takes 6 s
    # (c1-hig-2013, measured 2026-11-26); with 3 players, or 2 rounds of 2
    # events, each query runs past the 60 s limit, and the whole default
    # bound past 40 minutes. Its violations (C2/C3, a message point) are
    # 2 players and 1 event.
    return replace(bound.with_second_placement(), max_players=min(bound.max_players, 2),
                   min_players=min(bound.min_players, 2), rounds=min(bound.rounds, 1), events=min(bound.events, 3))


def _any(terms) -> z3.BoolRef:
    terms = [t for t in terms if not z3.is_false(t)]
    return z3.Or(*terms) if terms else FALSE


def _records(enc):
    return enc.resolver.records


def _self_robbery(enc):
    return _any(r.candidate.take for r in _records(enc) if r.candidate.robber == r.candidate.victim)


def _robbed_points_trigger(enc):
    return _any(r.candidate.take for r in _records(enc) if r.candidate.origin == "rogue")


def _history(enc):
    """The turn step by step: (whether the step is a placement, each robber's
    place before and after it, its steal records). A step encoding of the
    proofs by induction (no steps of its own) is one step that is no placement."""
    records, before, done, out = _records(enc), dict(enc.terms.robbers), 0, []
    for i, step in enumerate(enc.scenario.turn):
        after, upto = enc.robbers_after_step[i], enc.records_after_step[i]
        out.append((step.kind == PLACE, before, after, records[done:upto]))
        before, done = after, upto
    if done < len(records) or not out:
        out.append((False, before, dict(enc.robber), records[done:]))
    return out


def _placed(before, after, robber):
    """A place-robbers step put ``robber`` on a space (from supply, or moved): a new placement."""
    return FALSE if same(before[robber], after[robber]) else compare(after[robber], before[robber], "!=")


def _since_placed(enc):
    """For each step and robber: the takes of the step, and whether the robber
    had already stolen since it was last placed when the step began."""
    stolen = {p: FALSE for p in enc.scenario.players}
    for is_place, before, after, records in _history(enc):
        if is_place:
            stolen = {p: conj(s, negation(_placed(before, after, p))) for p, s in stolen.items()}
            continue
        takes = {p: [r.candidate.take for r in records if r.candidate.robber == p] for p in stolen}
        yield takes, dict(stolen), after
        stolen = {p: _any([stolen[p], *takes[p]]) for p in stolen}


def _second_thefts(enc) -> list:
    """A robber that takes two thefts of one placement, or takes one after it has stolen."""
    out = []
    for takes, stolen, _ in _since_placed(enc):
        for p, mine in takes.items():
            if len(mine) > 1:
                out.append(z3.Not(z3.AtMost(*mine, 1)))
            if mine and not z3.is_false(stolen[p]):
                out.append(conj(stolen[p], _any(mine)))
    return out


def _one_trigger(enc):
    out = [conj(r.candidate.take, z3.Not(r.candidate.first_departure)) for r in _records(enc)]
    return _any(out + _second_thefts(enc))


def _retroactive(enc):
    """A robber fired by a (forward) movement that did not start on the space where it
    stood when the movement began (``robber_space``: at the slot with
    movement-per-feature, at the marker's first counted slot with
    movement-per-turn)."""
    return _any(conj(c.fired, compare(c.displacement, 0, ">"), compare(c.robber_space, c.start, "!="))
                for c in enc.fired_log if c.origin == "movement" and not z3.is_false(c.fired))


def _spent(enc):
    """A triggered robber moved by its owner, or a second theft of one placement."""
    out = [conj(trig[p], compare(after[p], before[p], "!="))
           for trig, before, after in enc.placements for p in trig if not z3.is_false(trig[p])]
    return _any(out + _second_thefts(enc))


def _half_rounded_up(enc):
    return _any(
        conj(r.candidate.take, r.amount != z3.If(r.base > 0, (r.base + 1) / 2, 0)) for r in _records(enc)
    )


def _victim_keeps(enc):
    return _any(conj(r.candidate.take, r.loss != 0) for r in _records(enc))


def _robber_returns(enc):
    out = []
    for takes, stolen, after in _since_placed(enc):
        for p, mine in takes.items():
            thief = _any([stolen[p], *mine])
            if not z3.is_false(thief):
                out.append(conj(thief, compare(after[p], SUPPLY, "!=")))
    return _any(out)


def _alone(enc, scores, robbers):
    """For each player: their robber is on the track with no other player's marker."""
    return [conj(robbers[p] != SUPPLY, z3.Not(enc.hosts(p, robbers[p], scores))) for p in enc.scenario.players]


def _robber_shares(enc):
    return _any(_alone(enc, enc.score, enc.robber))


def _robbers_shared_at_start(enc):
    return z3.Not(_any(_alone(enc, enc.terms.scores, enc.terms.robbers)))


INVARIANTS = (
    Invariant(
        "no-self-robbery",
        "No robber ever steals from a marker of its own owner.",
        ("no-self-robbery",),
        _self_robbery,
    ),
    Invariant(
        "robbed-points-never-trigger",
        "Points gained by robbing never trigger a robber.",
        ("rogue-points-no-trigger",),
        _robbed_points_trigger,
    ),
    Invariant(
        "one-trigger-per-first-movement",
        "Each robber steals at most once per placement (a thief goes back to supply; placed again in the same turn, "
        "as in a double turn, it is a new placement), and only on a marker's first movement away from its space in "
        "the window (a round in C1, the turn in C3).",
        ("first-movement-only", "robber-chooses-among-markers", "thief-robber-returns", "movement-per-turn"),
        _one_trigger,
    ),
    Invariant(
        "no-retroactive-theft",
        "A robber is triggered only by a movement that starts on the space where the robber stands when the "
        "movement begins: a robber placed on a space a marker has already left never robs that marker's movement.",
        ("trigger-on-departure", "movement-per-turn"),
        _retroactive,
    ),
    Invariant(
        "triggered-robber-spent",
        "A triggered robber is spent: it steals at most once per placement, and its owner never moves it while its "
        "theft is waiting (neither on to a later, larger score nor away to cancel it).",
        ("triggered-robber-stays", "robber-chooses-among-markers", "thief-robber-returns"),
        _spent,
    ),
    Invariant(
        "steal-half-rounded-up",
        "A steal is half the triggering amount, rounded up.",
        ("steal-half-rounded-up",),
        _half_rounded_up,
    ),
    Invariant(
        "victim-keeps-points",
        "The robbed player keeps all of their points.",
        ("victim-keeps-points",),
        _victim_keeps,
    ),
    Invariant(
        "thief-returns-to-supply",
        "A robber that steals goes back to its owner's supply at once and stays there until it is placed again "
        "(a later place-robbers step of the same turn, as in a double turn, may place it anew).",
        ("thief-robber-returns",),
        _robber_returns,
    ),
    Invariant(
        "robber-shares-space",
        "If every robber on the track shares its space with a marker of another player when the turn starts, so does every robber when it ends. "
        "Not inductive: decided within a smaller scope than the others (at most 2 players and 1 scoring round of 3 events, "
        "with a double turn), which its verdict states.",
        ("target-shares-another-players-marker", "thief-robber-returns", "backward-robber-follows", "rogue-robber-follows"),
        _robber_shares,
        _robbers_shared_at_start,
        scope_cap=_sharing_cap,
    ),
    Invariant(
        "never-dead-end",
        "Every scenario has at least one legal outcome: the rules never leave a player without a legal move. "
        "Proved within a smaller scope than the others (at most 2 players and 1 scoring round of 3 events), "
        "which its verdict states.",
        (),
        None,
        scope_cap=_liveness_cap,
    ),
)

BY_ID = {i.id: i for i in INVARIANTS}
