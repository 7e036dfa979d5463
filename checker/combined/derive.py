"""Derivations of a combined turn (issue 28): Count, King & Robber's steps
and The Robbers' steps, interleaved in the order the combined reference
(reference.py) plays them, from the same choices.

Order of the steps of one derivation (docs/ckr-turn-model.md, "With The
Robbers"):

- a ``place-robbers`` step: The Robbers' ``place-robber`` steps;
- a ``score`` step: Count, King & Robber's steps of the scoring
  (``redeploy``, ``challenge``, ``score``, ``tile``), then The Robbers'
  steps of the round those points make (``score`` with its ``marker``,
  ``move``, ``trigger``, ``drag``, ``theft``, ``return``, ``rogue``,
  ``follow``), then the entry into the City of Carcassonne (``enter``,
  ``count``, ``stay-out``), which may depend on what robbing gave;
- ``game-end``: The Robbers' end bonuses and returns, Count, King &
  Robber's final scoring (``redeploy``, ``challenge``, ``score``,
  ``bonus``), then The Robbers' steps of the final round.

Both modules have a ``score`` kind: Count, King & Robber's (a feature
scored) has ``feature_kind``, The Robbers' (an event on the track) has
``marker``. The steps are built by the modules' own step builders
(``checker.count_king_robber.reference.derive``, The Robbers'
``reference.derive`` and ``derivation_steps``); this module only joins them.

Canonical order and count: the choices in the order the turn makes them;
Count, King & Robber's ways a scoring goes in the order its reference lists
them (distinct step lists only), The Robbers' choices in their own canonical
order (``checker.robbers.reference.derive``). ``count`` is the number of
distinct choice sequences that reach the outcome.
"""

from __future__ import annotations

import copy
from dataclasses import replace

from checker.combined.link import robbers_scenario
from checker.combined.joining import listed as _listed
from checker.combined.joining import robbed as _robbed
from checker.combined.joining import settled as _settled
from checker.count_king_robber.model import GAME_END, PLACE, SCORE, Scenario
from checker.count_king_robber.reference import derive as ckr
from checker.count_king_robber.reference.game_end import redeployed_final_scorings
from checker.count_king_robber.reference.score_step import redeployed_scorings
from checker.count_king_robber.reference.simulate import start_state
from checker.count_king_robber.reference.validate import check
from checker.derivations import Derivation
from checker.robbers.model import Step as RobbersStep
from checker.robbers.reference import derive as rob
from checker.robbers.reference.context import Context
from checker.robbers.reference.resolution import resolutions
from checker.states import DEFAULT_MAX_STATES

_START = rob.Trail((((), ()),), 1)


def _round_context(ctx: Context, index: int, source: str, events) -> tuple[Context, bool]:
    """``ctx`` as The Robbers' derivation reads round ``index`` once its
    events are known (a combined turn's scorers are choices): the round's
    events in the scenario, and its window closes (``Context.round_closes``)."""
    closes, at_end = ctx.round_closes(index, len(events))
    view = copy.copy(ctx)
    turn = list(ctx.scenario.turn)
    turn[index] = RobbersStep(SCORE, source, events)
    view.scenario = replace(ctx.scenario, turn=tuple(turn))
    view.closes = closes
    return view, at_end


def _round(ctx: Context, index: int, source: str, events, state, bound: int) -> dict:
    """The Robbers' round from ``state``: end state -> Trail of its steps."""
    view, at_end = _round_context(ctx, index, source, events)
    out = rob._Frontier(bound, ctx.max_states)
    rob._round(view, index, {state: _START}, out)
    if not (at_end and not events):
        return out.items
    resolved = rob._Frontier(bound, ctx.max_states)
    for s, trail in out.items.items():
        for final, facts in resolutions(view, s):
            made = () if facts is None else rob._resolution_steps(view, s, final, facts)
            resolved.add(final, trail, lambda p, made=made: (p[0] + made, p[1]))
    return resolved.items


def _joined(parent: rob.Trail, before: tuple, sub: rob.Trail, after: tuple, bound: int) -> rob.Trail:
    """``parent``'s paths, then ``before``, each of ``sub``'s paths, then ``after``."""
    paths = tuple((p[0] + before + q[0] + after, ()) for p in parent.paths for q in sub.paths)[:bound]
    return rob.Trail(paths, parent.count * sub.count)


def _robbers_only(ctx, frontier, out, play) -> None:
    """A step only The Robbers play (placing robbers): ``play(frontier, out)`` per pair."""
    for (ckr_state, state), trail in frontier.items():
        mine = rob._Frontier(out.bound, ctx.max_states)
        play({state: _START}, mine)
        for after, sub in mine.items.items():
            out.add((ckr_state, after), _joined(trail, (), sub, (), out.bound), lambda p: p)


def _ckr_ways(ways):
    """Count, King & Robber's ways a scoring goes, each distinct step list once."""
    seen = set()
    for way in ways:
        key = (way[0], tuple(tuple(sorted(g.items())) for g in way[1]), way[-1])
        if key not in seen:
            seen.add(key)
            yield way


def _score(ctx, scenario, rules, index, step, frontier, out) -> None:
    for (state, robbers), trail in frontier.items():
        ways = ((after, per_feature, tuple(ckr.scoring_steps(state, after, step, per_feature, added, scenario, rules)))
                for after, per_feature, added, _ in redeployed_scorings(state, step, scenario, rules))
        for after, per_feature, told in _ckr_ways(ways):
            gained = {(j, p): n for j, g in enumerate(per_feature) for p, n in g.items()}
            events = _listed(scenario, index, gained)
            for rob_after, sub in _round(ctx, index, step.source, events, robbers, out.bound).items():
                robbed = _robbed(ctx, robbers, rob_after, per_feature)
                for entered, tail in ckr.entry_steps(state, after, step, per_feature, scenario, rules, robbed):
                    out.add((entered, rob_after), _joined(trail, told, sub, tuple(tail), out.bound), lambda p: p)


def _final(ctx, scenario, rules, index, step, frontier, out) -> None:
    for (state, robbers), trail in frontier.items():
        ended = rob._Frontier(out.bound, ctx.max_states)
        rob._game_end(ctx, {robbers: _START}, ended)
        for rob_ended, end in ended.items.items():
            for after, per_feature, bonus, added in redeployed_final_scorings(state, step, scenario, rules):
                gained = {(j, p): n for j, g in enumerate(per_feature) for p, n in g.items()}
                gained.update({(tile, holder): n for tile, (holder, n) in bonus.items()})
                told = tuple(ckr.final_steps(step, per_feature, bonus, added, scenario, rules))
                events = _listed(scenario, index + 1, gained)
                first = _joined(trail, (), end, told, out.bound)
                for rob_after, sub in _round(ctx, index + 1, "features", events, rob_ended, out.bound).items():
                    out.add((after, rob_after), _joined(first, (), sub, (), out.bound), lambda p: p)


def derive(scenario: Scenario, rules, bound: int = rob.ALL_BOUND, max_states: int = DEFAULT_MAX_STATES) -> dict:
    """Every outcome of the combined turn -> its first ``bound`` derivations
    in the canonical order, each carrying the ``count`` of all of them."""
    if rules.companion is None:
        raise ValueError("a turn with The Robbers needs their rules (Rules.companion)")
    check(scenario)
    ctx = Context(robbers_scenario(scenario), rules.companion, max_states)
    frontier = {(start_state(scenario), ctx.initial_state()): _START}
    for index, step in enumerate(scenario.turn):
        out = rob._Frontier(bound, max_states)
        if step.kind == PLACE:
            _robbers_only(ctx, frontier, out, lambda f, o, index=index: rob._placements(ctx, index, f, o))
        elif step.kind == SCORE:
            _score(ctx, scenario, rules, index, step, frontier, out)
        elif step.kind == GAME_END:
            _final(ctx, scenario, rules, index, step, frontier, out)
        frontier = out.items
    grouped: dict = {}
    for (state, robbers), trail in frontier.items():
        outcome = _settled(ctx, scenario, state, robbers)
        old = grouped.get(outcome)
        if old is None:
            grouped[outcome] = trail
        else:
            grouped[outcome] = rob.Trail((old.paths + trail.paths)[:bound], old.count + trail.count)
    return {o: [Derivation(p[0], t.count) for p in t.paths] for o, t in grouped.items()}


def derivations(scenario: Scenario, rules, max_states: int = DEFAULT_MAX_STATES, bound: int | None = None) -> dict:
    """outcome -> its derivations (Count, King & Robber's ``derivations``
    hook for a combined turn), the first ``bound`` in canonical order
    (``ALL_BOUND`` when None)."""
    return derive(scenario, rules, rob.ALL_BOUND if bound is None else bound, max_states)
