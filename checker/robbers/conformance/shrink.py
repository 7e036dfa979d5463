"""The Robbers' shrinking moves: fewer players, steps and events, no couriers
or robbers a scenario does not need, smaller numbers; the greedy loop that
applies them is ``checker.conformance.shrink``. Every simplification makes
:func:`size` strictly smaller, so the loop ends.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

from checker.conformance.shrink import Moves
from checker.robbers.model import COURIER, GAME_END, PLACE, SCORE, Event, Scenario, Step


def size(s: Scenario) -> tuple:
    """What "smaller" means, most important first."""
    events = [e for step in s.turn for e in step.events]
    return (
        len(s.players),
        len(s.turn),
        len(events),
        sum(1 for p in s.players if COURIER in s.markers[p]),
        sum(1 for p in s.players if s.robbers.get(p) is not None),
        sum(1 for step in s.turn if step.kind == SCORE and step.source != "features"),
        sum(abs(e.points) for e in events),
        sum(v for kinds in s.markers.values() for v in kinds.values()) + sum(v or 0 for v in s.robbers.values()),
        s.players.index(s.active),
    )


def _without_player(s: Scenario, gone: str) -> Scenario:
    players = tuple(p for p in s.players if p != gone)
    steps = []
    for step in s.turn:
        if step.kind == SCORE:
            events = tuple(e for e in step.events if e.player != gone)
            if not events:
                continue
            step = replace(step, events=events)
        steps.append(step)
    return replace(
        s,
        players=players,
        active=s.active if s.active != gone else players[0],
        markers={p: s.markers[p] for p in players},
        robbers={p: s.robbers.get(p) for p in players},
        turn=tuple(steps),
    )


def _with_step(s: Scenario, i: int, step: Step | None) -> Scenario:
    turn = list(s.turn)
    if step is None:
        del turn[i]
    else:
        turn[i] = step
    return replace(s, turn=tuple(turn))


def _with_marker(s: Scenario, player: str, kind: str, value: int | None) -> Scenario:
    kinds = dict(s.markers[player])
    if value is None:
        del kinds[kind]
    else:
        kinds[kind] = value
    return replace(s, markers={**s.markers, player: kinds})


def _smaller_points(x: int) -> list[int]:
    sign = 1 if x > 0 else -1
    out = [sign, sign * (abs(x) // 2), x - sign]
    return [v for i, v in enumerate(out) if v != 0 and abs(v) < abs(x) and v not in out[:i]]


def _shifted(s: Scenario, d: int) -> Scenario:
    """Every marker and robber ``d`` spaces back: the same coincidences, smaller numbers."""
    return replace(
        s,
        markers={p: {k: v - d for k, v in kinds.items()} for p, kinds in s.markers.items()},
        robbers={p: (None if v is None else (v - d) % s.track) for p, v in s.robbers.items()},
    )


def simplifications(s: Scenario) -> Iterator[Scenario]:
    """Candidate simplifications, the biggest first."""
    if len(s.players) > 2:
        for p in reversed(s.players):
            yield _without_player(s, p)
    if len(s.turn) > 1:
        for i in range(len(s.turn)):
            yield _with_step(s, i, None)
    for i, step in enumerate(s.turn):
        if step.kind == SCORE and len(step.events) > 1:
            for j in range(len(step.events)):
                yield _with_step(s, i, replace(step, events=step.events[:j] + step.events[j + 1 :]))
    for p in s.players:
        if COURIER in s.markers[p]:
            yield _with_marker(s, p, COURIER, None)
    for p in s.players:
        if s.robbers.get(p) is not None:
            yield replace(s, robbers={**s.robbers, p: None})
    for i, step in enumerate(s.turn):
        if step.kind == SCORE and step.source != "features":
            yield _with_step(s, i, replace(step, source="features"))
    for i, step in enumerate(s.turn):
        for j, e in enumerate(step.events):
            for x in _smaller_points(e.points):
                events = step.events[:j] + (replace(e, points=x),) + step.events[j + 1 :]
                yield _with_step(s, i, replace(step, events=events))
    values = [v for kinds in s.markers.values() for v in kinds.values()]
    low = min(values)
    if low > 0:
        yield _shifted(s, low)
        if low > 10:
            yield _shifted(s, low - 10)
    for p in s.players:
        for k, v in s.markers[p].items():
            if v >= s.track:
                yield _with_marker(s, p, k, v - s.track)
            if v > 0:
                yield _with_marker(s, p, k, 0)
    if s.active != s.players[0]:
        yield replace(s, active=s.players[0])


def tidy(s: Scenario) -> Scenario:
    """Feature labels numbered in order (step.event), as the generator writes them."""
    turn = []
    for i, step in enumerate(s.turn):
        if step.kind == SCORE:
            step = replace(step, events=tuple(Event(e.player, e.points, f"f{i}.{j}") for j, e in enumerate(step.events)))
        turn.append(step)
    return replace(s, turn=tuple(turn))


def valid(s: Scenario) -> bool:
    kinds = [step.kind for step in s.turn]
    if not kinds or kinds.count(GAME_END) > 1:
        return False
    if GAME_END in kinds and PLACE in kinds[kinds.index(GAME_END) :]:
        return False
    return all(v >= 0 for kinds_ in s.markers.values() for v in kinds_.values())


ROBBERS = Moves(simplifications, size, valid, tidy)
