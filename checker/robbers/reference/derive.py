"""Derivations from the reference simulator: the turn as played to each outcome.

The same search as :func:`~checker.robbers.reference.simulate.simulate`, over
the same rule functions (placement, rounds, resolution, game end), with a
trail beside every state: ``state -> Trail(paths, count)``. Equal states
still merge (the search stays as small as the simulator's); merging keeps the
first path(s) and adds the counts, so ``count`` is the number of distinct
choice sequences that reach the state.

**Canonical order** (which derivation is "the first"): the players' choices
in the order the turn makes them, each choice's options in this order: a
robber stays where it is (or in supply) before it is placed, spaces from low
to high; a scoring slot takes the scorer's events by points from low to high,
equal points in the listed order, and the markers in the scenario's order
(meeple before courier); a thief's options by victim marker, amount and the
marker that receives the points; robbers dragged back or following rogue
points follow before they stay. The first path inserted for a state is the
first in that order, because the frontier is walked in insertion order.

The steps themselves are made in ``checker.robbers.derivation_steps``.
"""

from __future__ import annotations

from dataclasses import replace
from typing import NamedTuple

from checker.derivations import Derivation, Step
from checker.errors import LimitReached
from checker.robbers import derivation_steps as steps
from checker.robbers.model import GAME_END, PLACE, SCORE, Outcome, Scenario
from checker.robbers.reference.at_once import steal_at_once
from checker.robbers.reference.context import Context, State
from checker.robbers.reference.game_end import endings
from checker.robbers.reference.placement import _options, _with, deciders
from checker.robbers.reference.resolution import resolutions
from checker.robbers.reference.rounds import apply_slot
from checker.robbers.reference.simulate import _check_turn, _outcomes
from checker.states import DEFAULT_MAX_STATES

#: How many derivations ``--derivations all`` lists per outcome at most.
ALL_BOUND = 50


class Trail(NamedTuple):
    """``paths``: the first derivations (steps, and the current round's used event indices); ``count``: all of them."""

    paths: tuple[tuple[tuple[Step, ...], tuple[int, ...]], ...]
    count: int


class _Frontier:
    """States (or state keys) to trails, merging equal keys; bounded like the simulator's sets."""

    def __init__(self, bound: int, max_states: int) -> None:
        self.bound, self.max_states, self.items = bound, max_states, {}

    def add(self, key, parent: Trail, extend, multiplicity: int = 1) -> None:
        """Add ``key`` reached from ``parent``; ``extend(path)`` is the path one step on (called only if kept)."""
        old = self.items.get(key)
        count = parent.count * multiplicity
        if old is not None and len(old.paths) >= self.bound:
            self.items[key] = Trail(old.paths, old.count + count)
            return
        room = self.bound - (len(old.paths) if old else 0)
        new = tuple(extend(p) for p in parent.paths[:room])
        self.items[key] = Trail(old.paths + new, old.count + count) if old else Trail(new, count)
        if len(self.items) > self.max_states:
            raise LimitReached(f"the reference simulator's search holds more than {self.max_states} states")


def _placements(ctx: Context, index: int, frontier: dict, out: _Frontier) -> None:
    for state, trail in frontier.items():
        local = {state: trail}
        for player, may, must, move in deciders(ctx, state):
            step = _Frontier(out.bound, out.max_states)
            for s, t in local.items():
                for where in _options(ctx, s, player, may, must, move):
                    before = s.robbers[player]
                    made = ()
                    if where != before:
                        beside = sorted({ctx.owner[m] for m in range(len(ctx.markers)) if ctx.visible[m]
                                         and ctx.owner[m] != player and ctx.space(s.scores[m]) == where})
                        made = (steps.placement(ctx, player, before, where, steps.permission(ctx, player, before),
                                                beside, index),)
                    step.add(_with(s, player, where), t, lambda p, made=made: (p[0] + made, p[1]))
            local = step.items
        for s, t in local.items():
            out.add(s, Trail(t.paths, 1), lambda p: p, t.count)


def _slot_steps(ctx, index, j, event, state, after, marker, choices):
    made = [steps.scoring(ctx, index, event, j, marker, choices),
            steps.movement(ctx, index, marker, state.scores[marker], after.scores[marker])]
    if after.window is not None and not ctx.per_turn:
        old = state.window.fired if state.window else frozenset()
        for robber, m, disp in sorted(after.window.fired - old):
            made.append(steps.trigger(ctx, robber, m, ctx.space(state.scores[m]), disp, index, j))
    for r, (a, b) in enumerate(zip(state.robbers, after.robbers)):
        if a != b:
            made.append(steps.drag(ctx, r, marker, a, b))
    return tuple(made)


def _resolution_steps(ctx: Context, state: State, final: State, facts, at_once: bool = False) -> tuple[Step, ...]:
    """``at_once``: the thefts of robbers that steal right after their movement (resolve-at-once)."""
    fired, choices, stolen, placement, scores = facts
    made = []
    if ctx.per_turn:
        for robber, m, disp in sorted(fired):
            if state.robbers[robber] is not None:
                made.append(steps.trigger(ctx, robber, m, ctx.space(state.window.start[m]), disp, None, None))
    for robber, (victim, amount, into, base) in choices:
        candidates = len({m for r, m, _ in fired if r == robber})
        made.append(steps.theft(ctx, robber, victim, base, amount, into, candidates, at_once))
        if ctx.thief_returns:
            made.append(steps.returned(ctx, robber, state.robbers[robber], "theft"))
    for r, (a, b) in enumerate(zip(stolen, placement)):
        if a != b:
            movers = [m for m, d in enumerate(state.window.disp) if d < 0 and ctx.space(scores[m]) == b
                      and ctx.space(state.window.start[m]) == a and ctx.owner[m] != r and ctx.visible[m]]
            made.append(steps.drag(ctx, r, movers[0] if movers else None, a, b))
    for m, (a, b) in enumerate(zip(scores, final.scores)):
        if a != b:
            made.append(steps.rogue(ctx, m, a, b))
    for r, (a, b) in enumerate(zip(placement, final.robbers)):
        if a != b:
            followed = [m for m in range(len(scores)) if final.scores[m] != scores[m]
                        and ctx.space(scores[m]) == a and ctx.space(final.scores[m]) == b]
            made.append(steps.follow(ctx, r, followed[0], a, b))
    return tuple(made)


def _round(ctx: Context, index: int, frontier: dict, out: _Frontier) -> None:
    events = ctx.scenario.turn[index].events
    players = [ctx.pindex[e.player] for e in events]
    counted = index in ctx.counted
    remaining0 = tuple(tuple(sorted(e.points for e in events if ctx.pindex[e.player] == p))
                       for p in range(len(ctx.players)))
    cur = {(s, remaining0): Trail(tuple((p[0], ()) for p in t.paths), t.count) for s, t in frontier.items()}
    for j, player in enumerate(players):
        nxt = _Frontier(out.bound, out.max_states)
        for (state, remaining), trail in cur.items():
            mine = remaining[player]
            picks = sorted(set(mine)) if ctx.choose_order else [events[j].points]
            for points in picks:
                left = list(mine)
                left.remove(points)
                rest = remaining[:player] + (tuple(left),) + remaining[player + 1:]
                equal = mine.count(points) if ctx.choose_order else 1
                for k in range(equal):
                    for marker in ctx.scorer_markers(player):
                        for after in apply_slot(ctx, state, marker, points, counted):
                            for final, facts, alone in steal_at_once(ctx, state, after, marker):
                                def extend(path, state=state, after=after, points=points, k=k, marker=marker,
                                           final=final, facts=facts, alone=alone):
                                    if ctx.choose_order:
                                        event = [i for i, e in enumerate(events) if players[i] == player
                                                 and e.points == points and i not in path[1]][k]
                                    else:
                                        event = j
                                    made = _slot_steps(ctx, index, j, event, state, after, marker, len(mine))
                                    if facts is not None:
                                        made += _resolution_steps(ctx, alone, final, facts, at_once=True)
                                    return path[0] + made, path[1] + (event,)
                                nxt.add((final, rest), trail, extend)
        cur = nxt.items
        if (index, j) in ctx.closes:
            res = _Frontier(out.bound, out.max_states)
            for (state, rest), trail in cur.items():
                for final, facts in resolutions(ctx, state):
                    made = () if facts is None else _resolution_steps(ctx, state, final, facts)
                    res.add((final, rest), trail, lambda p, made=made: (p[0] + made, p[1]))
            cur = res.items
    for (state, _), trail in cur.items():
        out.add(state, Trail(tuple((p[0], ()) for p in trail.paths), 1), lambda p: p, trail.count)


def _game_end(ctx: Context, frontier: dict, out: _Frontier) -> None:
    for state, trail in frontier.items():
        for after, bonuses in endings(ctx, state):
            made = []
            for player, marker in bonuses:
                made.append(steps.end_bonus(ctx, player, marker, state.scores[marker], after.scores[marker]
                                            - state.scores[marker]))
                made.append(steps.returned(ctx, player, state.robbers[player], "game-end"))
            out.add(after, trail, lambda p, made=tuple(made): (p[0] + made, p[1]))


def derive(scenario: Scenario, rules, bound: int = 1, max_states: int = DEFAULT_MAX_STATES
           ) -> dict[Outcome, tuple[Derivation, ...]]:
    """Every outcome with its first ``bound`` derivations in the canonical
    order (each carries the ``count`` of all derivations of the outcome)."""
    _check_turn(scenario)
    ctx = Context(scenario, rules, max_states)
    frontier = {ctx.initial_state(): Trail((((), ()),), 1)}
    for index, step in enumerate(scenario.turn):
        out = _Frontier(bound, max_states)
        if step.kind == PLACE:
            _placements(ctx, index, frontier, out)
        elif step.kind == SCORE:
            _round(ctx, index, frontier, out)
        elif step.kind == GAME_END:
            _game_end(ctx, frontier, out)
        frontier = out.items
    return {o: tuple(Derivation(p[0], t.count) for p in t.paths) for o, t in zip(_outcomes(ctx, frontier), frontier.values())}


def with_derivations(scenario: Scenario, rules, outcomes, every: bool = False, bound: int = ALL_BOUND,
                     max_states: int = DEFAULT_MAX_STATES) -> list:
    """``outcomes`` (of either reading), each with its first derivation and,
    with ``every``, the next ones up to ``bound`` in all; an outcome the
    derivations do not reach is returned as it is."""
    derived = derive(scenario, rules, bound if every else 1, max_states)
    out = []
    for outcome in outcomes:
        found = derived.get(outcome)
        if not found:
            out.append(outcome)
            continue
        out.append(replace(outcome, derivation=found[0], others=tuple(found[1:]) if every else None))
    return out
