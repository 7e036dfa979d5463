"""Every derivation of every outcome of a turn, from the reference simulator.

The simulator (simulate.py) keeps sets of states, so choice sequences that
end alike are followed once; here each state carries the set of step lists
that reach it (steps.py builds them from the same choices), and the outcomes
are grouped at the end. The outcome set is the simulator's own (a test holds
them equal).

Canonical order of the derivations of one outcome: fewest steps first, then
by the steps' JSON text; the first is the one shown, and ``count`` says how
many distinct ones there are.
"""

from __future__ import annotations

import json

from checker import expansions
from checker.count_king_robber.model import SCORE, Outcome, Scenario
from checker.count_king_robber.reference import steps as told
from checker.count_king_robber.reference.game_end import redeployed_final_scorings
from checker.count_king_robber.reference.score_step import completes, entries, may_enter, redeployed_scorings
from checker.count_king_robber.reference.simulate import outcome_of, start_state
from checker.count_king_robber.reference.validate import check
from checker.derivations import Derivation
from checker.states import DEFAULT_MAX_STATES

#: Past this many step lists for one state the search stops (LimitReached).
MAX_PATHS = 20000


def scoring_steps(state, after, step, per_feature, added, scenario, rules) -> list:
    """The steps of one way a scoring goes, before any entry: redeployments,
    challenges, the features scored, the tiles that change hands (the
    combined turn's derivation reuses them)."""
    feats, players = step.features, scenario.players
    return (told.redeploys(feats, added, rules, False, players) + told.challenges(feats, rules, False, players)
            + told.scores(feats, added, per_feature, rules, completes(step, rules), players)
            + told.tiles_taken((state.king, state.baron), (after.king, after.baron), rules))


def entry_steps(state, after, step, per_feature, scenario, rules, robbed=None):
    """(state after the entry, its steps) for each entry the rules allow
    after a scoring, staying out included. ``robbed``: what robbing gave each
    player in this scoring, with The Robbers in play."""
    allowed = may_enter(state, step, per_feature, scenario, rules, robbed)
    options = list(entries(state, after, step, per_feature, scenario, rules, robbed))
    # "may enter and does not" only where a figure could have entered: with
    # no figure in supply the condition is met but nothing can enter (issue 45).
    could = any(len(entered.placed) > len(after.placed) for entered in options)
    for entered in options:
        if len(entered.placed) > len(after.placed):
            player, district, figure = entered.placed[-1]
            tail = told.entered(player, figure, district, after.count, entered.count, rules)
        else:
            tail = told.stayed_out(scenario.active, rules) if allowed and could else []
        yield entered, tail


def final_steps(step, per_feature, bonus, added, scenario, rules) -> list:
    """The steps of one way the final scoring goes."""
    feats, players = step.features, scenario.players
    return (told.redeploys(feats, added, rules, True, players) + told.challenges(feats, rules, True, players)
            + told.scores(feats, added, per_feature, rules, False, players, final=True)
            + told.bonuses(bonus, rules, scenario.city))


def _score(state, step, scenario, rules):
    for after, per_feature, added, _losers in redeployed_scorings(state, step, scenario, rules):
        common = scoring_steps(state, after, step, per_feature, added, scenario, rules)
        for entered, tail in entry_steps(state, after, step, per_feature, scenario, rules):
            yield entered, tuple(common + tail)


def _final(state, step, scenario, rules):
    for after, per_feature, bonus, added in redeployed_final_scorings(state, step, scenario, rules):
        yield after, tuple(final_steps(step, per_feature, bonus, added, scenario, rules))


def _key(steps) -> tuple:
    return len(steps), json.dumps([s.to_json() for s in steps], sort_keys=True)


def derivations(scenario: Scenario, rules, max_states: int = DEFAULT_MAX_STATES,
                bound: int | None = None) -> dict[Outcome, list[Derivation]]:
    """outcome -> its derivations in canonical order, each with ``count`` the
    number of them. A combined turn (The Robbers in play) asks the combined
    turn's reference for its ``derivations`` hook (the first ``bound`` of
    each outcome; a Count, King & Robber turn alone gives all of them) and
    gives {} without one.
    :class:`~checker.errors.LimitReached` past ``max_states`` states, as the
    simulator, or past ``MAX_PATHS`` derivations of one state."""
    turn = expansions.companion_turn(scenario)
    if turn is not None:
        hook = getattr(turn.part("reference"), "derivations", None)
        return hook(scenario, rules, max_states, bound) if hook is not None else {}
    check(scenario)
    from checker.errors import LimitReached

    paths = {start_state(scenario): {()}}
    for step in scenario.turn:
        play = _score if step.kind == SCORE else _final
        nxt: dict = {}
        for state, seqs in paths.items():
            for after, added in play(state, step, scenario, rules):
                bucket = nxt.setdefault(after, set())
                bucket.update(seq + added for seq in seqs)
                if len(bucket) > MAX_PATHS:
                    raise LimitReached(f"more than {MAX_PATHS} derivations reach one state")
                if len(nxt) > max_states:
                    raise LimitReached(f"the reference simulator's search holds more than {max_states} states")
        paths = nxt
    grouped: dict[Outcome, set] = {}
    for state, seqs in paths.items():
        grouped.setdefault(outcome_of(state, scenario), set()).update(seqs)
    out = {}
    for outcome, seqs in grouped.items():
        ordered = sorted(seqs, key=_key)
        out[outcome] = [Derivation(s, len(ordered)) for s in ordered]
    return out


def derivation_of(scenario: Scenario, rules, outcome: Outcome, every: bool = False):
    """The first derivation of ``outcome`` (None when the reference does not
    reach it), or with ``every`` all of them (a list, empty if none)."""
    found = derivations(scenario, rules).get(outcome, [])
    return found if every else (found[0] if found else None)


def with_derivations(scenario: Scenario, rules, outcomes, every: bool = False, bound: int = 50) -> list:
    """``outcomes`` (of either reading), each with its first derivation and,
    with ``every``, the next ones up to ``bound`` in all (the commands'
    ``Expansion.explain`` hook, as The Robbers' reference gives it); an
    outcome the reference does not reach is returned as it is."""
    from dataclasses import replace

    found = derivations(scenario, rules, bound=bound if every else 1)
    out = []
    for outcome in outcomes:
        mine = found.get(outcome)
        if not mine:
            out.append(outcome)
            continue
        out.append(replace(outcome, derivation=mine[0], others=tuple(mine[1:bound]) if every else None))
    return out
