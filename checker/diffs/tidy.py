"""Smaller numbers for a concrete witness, each change confirmed by plain
enumeration.

The symbolic shrinking (``checker.diffs.shrink``) settles the structure of a
witness (players, rounds, events) but may run out of steps before its
numbers: a witness then reads "a marker on space 31, an event of 39 points"
where 1 and 2 would do. Plain enumeration of one small scenario takes a few
milliseconds, so this tries smaller numbers one by one (every position
shifted down together, keeping robbers beside their markers; every point
value 1 or -1 at once; one position alone; one point value nearer to zero,
same sign) and keeps a change only when the two rule
sets still allow different outcomes. It never adds an event, a round or a
player, and every number stays within the bound (positions of the track,
points non-zero with their sign), so the witness stays in the shape and the
bound. At most ``MAX_TRIES`` changes are tried (each two enumerations,
0.1-0.3 s on three players): the result is deterministic.
"""

from __future__ import annotations

from dataclasses import replace

from checker.encoding.enumerate import enumerate_outcomes

MAX_TRIES = 24


def differs(scenario, rules_a, rules_b) -> bool:
    return set(enumerate_outcomes(scenario, rules_a)) != set(enumerate_outcomes(scenario, rules_b))


def tidy(scenario, rules_a, rules_b, max_tries: int = MAX_TRIES):
    """A scenario with numbers no larger than ``scenario``'s on which the
    rule sets still differ (``scenario`` itself if no change keeps it)."""
    tries = 0
    changed = True
    while changed and tries < max_tries:
        changed = False
        for candidate in _candidates(scenario):
            if tries >= max_tries:
                break
            tries += 1
            if differs(candidate, rules_a, rules_b):
                scenario, changed = candidate, True
                break
    return scenario


def _candidates(sc):
    """Smaller variants of ``sc``, most shrinking first."""
    spaces = [v for kinds in sc.markers.values() for v in kinds.values()] + [r for r in sc.robbers.values() if r is not None]
    low = min(spaces) if spaces else 0
    for shift in (low, low // 2, 1):
        if 0 < shift <= low:
            yield _shift(sc, shift)
    ones = _all_points_one(sc)
    if ones != sc:
        yield ones
    for p, kinds in sc.markers.items():
        for kind, v in kinds.items():
            for smaller in (0, v // 2):
                if smaller < v:
                    yield replace(sc, markers={**sc.markers, p: {**kinds, kind: smaller}})
    for p, r in sc.robbers.items():
        for smaller in (0, (r or 0) // 2):
            if r is not None and smaller < r:
                yield replace(sc, robbers={**sc.robbers, p: smaller})
    for i, step in enumerate(sc.turn):
        for j, event in enumerate(step.events):
            size = abs(event.points)
            sign = 1 if event.points > 0 else -1
            for smaller in (1, size // 2, size - 1):
                if 0 < smaller < size:
                    yield _with_points(sc, i, j, sign * smaller)


def _all_points_one(sc):
    turn = tuple(replace(s, events=tuple(replace(e, points=1 if e.points > 0 else -1) for e in s.events)) for s in sc.turn)
    return replace(sc, turn=turn)


def _shift(sc, d: int):
    markers = {p: {k: v - d for k, v in kinds.items()} for p, kinds in sc.markers.items()}
    robbers = {p: None if r is None else r - d for p, r in sc.robbers.items()}
    return replace(sc, markers=markers, robbers=robbers)


def _with_points(sc, i: int, j: int, points: int):
    step = sc.turn[i]
    events = step.events[:j] + (replace(step.events[j], points=points),) + step.events[j + 1 :]
    return replace(sc, turn=sc.turn[:i] + (replace(step, events=events),) + sc.turn[i + 1 :])
