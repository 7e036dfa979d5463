"""The smallest counterexample of an invariant on one shape, searched from the small sizes up.

The smallest witness is the least by ``SymbolicScenario.measures``, in order:
a second placement step, couriers, rounds, events, points, robbers,
positions. Shrinking a witness found anywhere in the shape, one tightening
query over the whole shape at a time, took most of ``check --all``: about
43 s of the 60 s of ``robber-shares-space`` in each C1 edition (2026-11-25).

Here the counts come first and upward, up to those of the witness found
first: for each number of later placement steps and couriers, each number
of rounds in order (one query), and where that has a witness, each number
of events in order, each on a skeleton with only that many rounds (without
a game end) and events a round: a 1-round, 3-event skeleton answers in
under a second where the whole shape takes several. The first size with a
witness is the smallest, as each answer "none" before it proves that no
witness has that size. Points, robbers and
positions are then shrunk on that skeleton, as before.

Witnesses that tie on every measure (the same turn with the players' roles
swapped, say) are then told apart by a canonical order, so that a run
prints the same witness every time (issue 29): each of the scenario's own
variables, in the order of their names, is made as small as the witness
allows (false before true), one after the other (``canonical``).

A query that reaches the time limit proves nothing: the search goes on
upward, and the witness comes back marked as perhaps not the smallest
(``Smallest.exact``), which the verdict's note says.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

import z3

from checker.robbers.encoding.turn import TurnEncoding
from checker.robbers.symbolic.bound import Bound
from checker.robbers.symbolic.shape import Shape, SymbolicScenario
from checker.solver import new_solver

#: The measures fixed by the upward search; the rest are shrunk afterwards.
COUNTS = ("placements", "markers", "rounds", "events")


@dataclass
class Smallest:
    sym: SymbolicScenario
    model: z3.ModelRef
    exact: bool  # False when a query reached the time limit: a smaller witness may exist


def check(solver: z3.Solver) -> z3.CheckSatResult:
    """One query of the search (a seam: tests make it reach the time limit)."""
    return solver.check()


def shrink(solver, measures) -> tuple[z3.ModelRef, bool]:
    """Tighten each measure in turn (``solver`` is satisfiable on entry): the
    last model, and whether every tightening was answered (no time limit)."""
    model, exact = solver.model(), True
    for _, term in measures:
        best = model.eval(term, model_completion=True).as_long()
        low = 0
        while low < best:
            mid = (low + best) // 2
            solver.push()
            solver.add(term <= mid)
            verdict = check(solver)
            if verdict == z3.sat:
                model = solver.model()
                best = model.eval(term, model_completion=True).as_long()
            else:
                exact = exact and verdict == z3.unsat
                low = mid + 1
            solver.pop()
        solver.add(term == best)
        if check(solver) != z3.sat:  # only if the solver gave up on the tightened query
            return model, False
        model = solver.model()
    return model, exact


class _Search:
    """Fresh solvers for one shape, rule set and invariant, each with its size
    asserted with the rest (a query under ``push`` measured about 3 times slower)."""

    def __init__(self, shape: Shape, labels, rules, violation_of, timeout_ms) -> None:
        self.shape, self.labels, self.rules = shape, labels, rules
        self.violation_of, self.timeout_ms = violation_of, timeout_ms

    def solver(self, bound: Bound, counts: dict):
        sym = SymbolicScenario(self.shape, bound, self.labels)
        enc = TurnEncoding(sym.skeleton, self.rules, terms=sym.terms, name="t")
        measures = dict(sym.measures())
        solver = new_solver(self.timeout_ms)
        solver.add(*sym.domain, *enc.constraints, self.violation_of(enc))
        solver.add(*[measures[name] == value for name, value in counts.items() if name in measures])
        return sym, solver


def smallest_witness(shape, bound, labels, rules, violation_of, timeout_ms, found_sym, found_model) -> Smallest:
    """The smallest witness on ``shape`` within ``bound``, given one witness
    (``found_model`` of ``found_sym``, the whole shape) that bounds the search."""
    found = {name: found_model.eval(term, model_completion=True).as_long() for name, term in found_sym.measures()}
    search, exact = _Search(shape, labels, rules, violation_of, timeout_ms), True
    couriers = shape.players if bound.couriers else 0
    pairs = [(p, m) for p in range(2 if found_sym.later_placements else 1) for m in range(couriers + 1)]
    for p, m in [pair for pair in pairs if pair <= (found.get("placements", 0), found["markers"])]:
        whole = bound if p else replace(bound, second_placement=False)
        for rounds in range(whole.rounds + 1):
            counts = {"placements": p, "markers": m, "rounds": rounds}
            if rounds:  # one query for the number of rounds, then each number of events
                verdict = check(search.solver(_skeleton(shape, whole, rounds, rounds * whole.events), counts)[1])
                exact = exact and verdict != z3.unknown
                if verdict == z3.unsat:
                    continue
            for events in range(rounds, rounds * whole.events + 1):
                sym, solver = search.solver(_skeleton(shape, whole, rounds, events), dict(counts, events=events))
                verdict = check(solver)
                if verdict == z3.sat:
                    model, shrunk = shrink(solver, [(n, t) for n, t in sym.measures() if n not in COUNTS])
                    return Smallest(sym, canonical(solver, sym, model, bound), exact and shrunk)
                exact = exact and verdict == z3.unsat
    # Every size reached the time limit: the witness found first, shrunk as far as the limit allows.
    solver = search.solver(found_sym.bound, {})[1]
    if check(solver) != z3.sat:
        return Smallest(found_sym, found_model, False)
    model, _ = shrink(solver, found_sym.measures())
    return Smallest(found_sym, model, False)


def canonical(solver, sym: SymbolicScenario, model: z3.ModelRef, bound: Bound) -> z3.ModelRef:
    """The least witness among those that tie: each scenario variable (those
    of ``sym.domain``, not the players' choices), by name, fixed to its
    smallest value that still has a witness. ``solver`` holds the measures
    fixed by ``shrink``; a query past the time limit leaves the value as is."""
    from z3.z3util import get_vars

    names = {}
    for formula in sym.domain:
        for var in get_vars(formula):
            names.setdefault(str(var), var)
    low = min(bound.min_points, -1) - bound.track
    for _, var in sorted(names.items()):
        value = model.eval(var, model_completion=True)
        if z3.is_bool(var):
            if z3.is_true(value):
                solver.push()
                solver.add(z3.Not(var))
                if check(solver) == z3.sat:
                    model, value = solver.model(), z3.BoolVal(False)
                solver.pop()
            solver.add(var == value)
            continue
        best, floor = value.as_long(), low
        while floor < best:
            mid = (floor + best) // 2
            solver.push()
            solver.add(var <= mid)
            if check(solver) == z3.sat:
                model = solver.model()
                best = model.eval(var, model_completion=True).as_long()
            else:
                floor = mid + 1
            solver.pop()
        solver.add(var == best)
    return model if check(solver) != z3.sat else solver.model()


def _skeleton(shape: Shape, bound: Bound, rounds: int, events: int) -> Bound:
    """The smallest bound whose skeleton holds every turn of that size on ``shape``.

    Without a game end the skeleton's unused rounds are dropped (a witness's
    empty rounds read as no rounds); with one, which round is before the end
    matters, so only the events a round are cut.
    """
    per_round = max(1, min(bound.events, events - rounds + 1))
    if shape.game_end:
        return replace(bound, events=per_round)
    return replace(bound, rounds=max(1, rounds), events=per_round)
