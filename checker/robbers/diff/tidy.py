"""A smaller concrete witness, each change confirmed by plain enumeration.

The symbolic shrinking (``checker.robbers.diff.shrink``) may run out of steps
before it settles a witness: the witness then reads "a courier on space 31,
three events of 39 points" where one event of 1 point would do. Plain
enumeration of one small scenario takes milliseconds, so this tries smaller
variants one by one, in the order of the shrinking's measures (a courier
left out, a scoring step left out, an event left out, the place-robbers
step left out, a robber back in its owner's supply; then smaller numbers:
every position shifted down together, keeping robbers beside their markers;
every point value 1 or -1 at once; one position alone; one point value
nearer to zero, same sign) and keeps a change only when the two rule sets
still allow different outcomes. It never adds anything, never drops a player
or the game end, and every number stays within the bound (positions of the
track, points non-zero with their sign), so the witness stays in its shape
and the bound.

Its cost is bounded by counts, so the result is deterministic: at most
``MAX_TRIES`` variants (each two enumerations, a few hundredths of a second
on a small witness), at most ``MAX_OUTCOMES`` outcomes enumerated by all of
them together, and a variant with more outcomes than the witness in hand is
given up when it passes that count (a witness on which the sides allow 354
outcomes took 1.6 s to enumerate, and 24 variants of it 38 s: measured
2026-11-22).
"""

from __future__ import annotations

from dataclasses import replace

from checker.errors import LimitReached
from checker.robbers.encoding.enumerate import enumerate_outcomes
from checker.robbers.model import COURIER, PLACE, SCORE

MAX_TRIES = 24
MAX_OUTCOMES = 600


def differs(scenario, rules_a, rules_b) -> bool:
    return set(enumerate_outcomes(scenario, rules_a)) != set(enumerate_outcomes(scenario, rules_b))


class _Budget:
    """Tries and enumerated outcomes left; the witness in hand, and the most
    outcomes either rule set allows on it."""

    def __init__(self, scenario, rules_a, rules_b, tries: int, outcomes: int) -> None:
        self.rules = (rules_a, rules_b)
        self.tries, self.outcomes = tries, outcomes
        self.best = scenario
        self.most = max(len(enumerate_outcomes(scenario, r)) for r in self.rules)

    def try_(self, scenario) -> bool:
        """Keep ``scenario`` if the rule sets differ on it and neither allows
        more outcomes on it than on the witness in hand (within the budget)."""
        self.tries -= 1
        sides = []
        for rules in self.rules:
            cap = min(self.most, self.outcomes)
            try:
                sides.append(set(enumerate_outcomes(scenario, rules, max_outcomes=cap)))
            except LimitReached:
                self.outcomes -= cap + 1
                return False
            self.outcomes -= len(sides[-1])
        if sides[0] == sides[1]:
            return False
        self.best, self.most = scenario, max(len(s) for s in sides)
        return True

    def spent(self) -> bool:
        return self.tries <= 0 or self.outcomes <= 0


def tidy(scenario, rules_a, rules_b, max_tries: int = MAX_TRIES, max_outcomes: int = MAX_OUTCOMES):
    """A scenario no larger than ``scenario`` on which the rule sets still
    differ (``scenario`` itself if no change keeps the difference)."""
    budget = _Budget(scenario, rules_a, rules_b, max_tries, max_outcomes)
    changed = True
    while changed and not budget.spent():
        changed = False
        for candidate in _candidates(budget.best):
            if budget.spent():
                break
            if budget.try_(candidate):
                changed = True
                break
    return budget.best


def _candidates(sc):
    """Smaller variants of ``sc``: less structure first, then smaller numbers."""
    yield from _fewer(sc)
    yield from _smaller(sc)


def _fewer(sc):
    """``sc`` with one thing left out, in the order of the shrinking's
    measures (couriers, rounds, events), then the place-robbers step and
    robbers on the track."""
    for p, kinds in sc.markers.items():
        if COURIER in kinds:
            yield replace(sc, markers={**sc.markers, p: {k: v for k, v in kinds.items() if k != COURIER}})
    scoring = [i for i, step in enumerate(sc.turn) if step.kind == SCORE]
    for i in scoring:
        yield replace(sc, turn=sc.turn[:i] + sc.turn[i + 1 :])
    for i in scoring:
        step = sc.turn[i]
        if len(step.events) > 1:
            for j in range(len(step.events)):
                events = step.events[:j] + step.events[j + 1 :]
                yield replace(sc, turn=sc.turn[:i] + (replace(step, events=events),) + sc.turn[i + 1 :])
    for i, step in enumerate(sc.turn):
        if step.kind == PLACE:
            yield replace(sc, turn=sc.turn[:i] + sc.turn[i + 1 :])
    for p, r in sc.robbers.items():
        if r is not None:
            yield replace(sc, robbers={**sc.robbers, p: None})


def _smaller(sc):
    """``sc`` with smaller numbers, most shrinking first."""
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
