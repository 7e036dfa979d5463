"""Shrinking a witness: each measure from its floor, the floor tried first,
never below what is known to have no witness, within the step budget.

A stand-in search answers "a witness exists with this measure at most m"
for m at or above a hidden smallest value, and "none" below it, so the
tries the shrinking makes can be read off.
"""

from __future__ import annotations

import z3

from checker.diffs.search import DIFFERENT, SAME, UNKNOWN
from checker.robbers.diff.shrink import shrink


class Model:
    def __init__(self, values: dict) -> None:
        self.values = values

    def eval(self, term, model_completion=True):
        return z3.IntVal(self.values[str(term)])


class Search:
    """Witnesses exist exactly when every measure is at least its smallest."""

    def __init__(self, smallest: dict, steps_per_try: int = 1, unknown_below: dict | None = None) -> None:
        self.smallest, self.cost, self.unknown_below = smallest, steps_per_try, unknown_below or {}
        self.steps_used = 0
        self.tries = []  # (measure, at most)

    def guard(self, condition):
        return condition

    def run(self, assumptions, steps=None):
        self.steps_used += self.cost
        bounds = {}
        for c in assumptions:
            if z3.is_le(c) or z3.is_eq(c):
                name, value = str(c.arg(0)), c.arg(1).as_long()
                bounds[name] = min(bounds.get(name, value), value)
                if z3.is_le(c) and c is assumptions[-1]:
                    self.tries.append((name, value))
        if any(bounds[n] < self.unknown_below.get(n, -1) for n in bounds):
            return UNKNOWN, None
        if any(bounds[n] < self.smallest[n] for n in bounds):
            return SAME, None
        return DIFFERENT, Model({n: max(self.smallest[n], min(bounds.get(n, 99), 5)) for n in self.smallest})


class Sym:
    def __init__(self, names) -> None:
        self.names = names

    def measures(self):
        return [(n, z3.Int(n)) for n in self.names]


def test_each_measure_starts_at_its_floor_and_tries_it_first():
    search = Search({"rounds": 1, "events": 2})
    model, minimal = shrink(search, Sym(["rounds", "events"]), Model({"rounds": 2, "events": 6}), [], 10, 100)
    assert minimal and model.values == {"rounds": 1, "events": 2}
    # rounds: 0 first (none), then 1; events: never below the rounds (1),
    # so 1 first (none), then halving up to 2.
    assert search.tries[0] == ("rounds", 0)
    events = [m for n, m in search.tries if n == "events"]
    assert events[0] == 1 and min(events) >= 1


def test_a_floor_known_from_elsewhere_is_never_tried_below():
    search = Search({"rounds": 2, "events": 2})

    def floor(name, settled):
        return 2 if name == "rounds" else 0

    model, minimal = shrink(search, Sym(["rounds", "events"]), Model({"rounds": 2, "events": 5}), [], 10, 100, floor)
    assert minimal and model.values == {"rounds": 2, "events": 2}
    assert all(m >= 2 for _, m in search.tries) and ("events", 2) == search.tries[0]


def test_an_undecided_try_or_a_spent_budget_is_not_the_smallest():
    undecided = Search({"rounds": 0, "events": 1}, unknown_below={"events": 3})
    _, minimal = shrink(undecided, Sym(["rounds", "events"]), Model({"rounds": 1, "events": 4}), [], 10, 100)
    assert not minimal
    spent = Search({"rounds": 0, "events": 1}, steps_per_try=10)
    _, minimal = shrink(spent, Sym(["rounds", "events"]), Model({"rounds": 1, "events": 6}), [], 10, 15)
    assert not minimal and spent.steps_used <= 20
