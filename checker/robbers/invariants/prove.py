"""Proving the invariants of one rule set over every scenario of a bound.

One solver per shape (``checker.robbers.symbolic``) holds the bound and the turn's
constraints; each invariant is one query under ``push``: unsatisfiable means
it holds for every scenario of that shape. Shapes are tried smallest first,
so a counterexample has the fewest players; the smallest one on its shape
(markers, rounds, events, points, robbers) is then searched from the small
sizes up (``smallest``), decoded into a concrete scenario and re-checked on
the plain concrete encoding before it is shown. A search that reached the
time limit says so in the verdict's note.

Before the query over a whole shape without a game end, each invariant is
asked on that shape's one-round skeleton (``_probe``): a turn of one round
is a turn of the shape too, so a witness there is a witness of the shape,
and a one-round query answers in a fraction of the whole one. The
documented violation of ``robber-shares-space`` (three events in one round)
took 16 s of the 28 s of ``check --edition c1-hig-2013`` over the whole
2-player shape, and reached the 60 s limit on a loaded machine, where the
one-round skeleton answered in 12 s (2026-11-26, the two side by side). An invariant that
holds costs one more small encoding per shape and queries of a few
milliseconds. The smallest witness is searched from the small sizes up
either way, so it is the same whichever witness bounds the search.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field, replace

import z3

from checker.robbers.encoding.enumerate import Projection
from checker.robbers.encoding.turn import TurnEncoding
from checker.robbers.invariants.catalog import INVARIANTS, Invariant
from checker.robbers.invariants.liveness import find_dead_end
from checker.robbers.invariants.smallest import smallest_witness
from checker.robbers.symbolic.bound import Bound
from checker.robbers.symbolic.shape import SymbolicScenario, shapes, source_classes
from checker.solver import milliseconds, new_solver


#: The note of a violation whose search for the smallest witness reached the time limit.
NOT_SMALLEST = ("the counterexample may not be the smallest: a query of the search for the smallest "
                "reached the time limit")


class InconsistentWitness(RuntimeError):
    """A symbolic counterexample that the concrete encoding does not reproduce: a bug."""


@dataclass
class Verdict:
    edition: str
    invariant: str
    status: str  # "holds", "violated" or "unknown"
    scope: dict
    counterexample: dict | None = None
    seconds: float = 0.0
    note: str = ""
    rests_on: tuple = field(default=())
    method: str = "bounded"  # or "induction" (checker.robbers.induction): how ``status`` was established
    details: dict = field(default_factory=dict)  # the method's own fields (docs: invariants page)

    def to_json(self) -> dict:
        return {
            "edition": self.edition,
            "invariant": self.invariant,
            "status": self.status,
            "scope": self.scope,
            "counterexample": self.counterexample,
            "note": self.note,
            "method": self.method,
            **self.details,
        }


def violation_of(inv: Invariant, enc):
    if inv.assumes is None:
        return inv.violation(enc)
    return z3.And(inv.assumes(enc), inv.violation(enc))


def concrete_witness(scenario, rules, inv: Invariant) -> dict:
    """The counterexample re-checked on the concrete encoding, with an outcome that shows it."""
    enc = TurnEncoding(scenario, rules)
    solver = new_solver()
    projection = Projection(enc)
    solver.add(*enc.constraints, *projection.constraints)
    solver.add(violation_of(inv, enc))
    if solver.check() != z3.sat:
        raise InconsistentWitness(f"the concrete encoding does not reproduce the counterexample {scenario.to_json()}")
    outcome = projection.outcome(projection.values(solver))
    return {"scenario": scenario.to_json(), "outcome": outcome.to_json(scenario.players)}


def prove(rules, bound: Bound, invariants=INVARIANTS, timeout: float | None = None, progress=None) -> list[Verdict]:
    """A verdict for each invariant under ``rules`` within ``bound`` (or the
    smaller bound an invariant caps it to, see ``Invariant.scope_cap``)."""
    verdicts = {}
    for scope, members in bound_groups(bound, invariants).items():
        for v in prove_group(rules, bound, scope, members, timeout, progress):
            verdicts[v.invariant] = v
    return [verdicts[i.id] for i in invariants]


def bound_groups(bound: Bound, invariants) -> dict[Bound, list]:
    """The invariants by the bound each is searched within, in catalogue order.

    The groups share nothing but the rule set, so each may be searched in a
    process of its own (``check`` with two jobs does)."""
    groups: dict[Bound, list] = {}
    for inv in invariants:
        groups.setdefault(inv.bound_for(bound), []).append(inv)
    return groups


def prove_group(rules, bound: Bound, scope: Bound, members, timeout: float | None = None,
                progress=None) -> list[Verdict]:
    """The verdicts of ``members``, the invariants searched within ``scope`` (one of ``bound_groups``)."""
    verdicts = _prove_within(rules, scope, members, timeout, progress)
    for v in verdicts:
        if scope != bound.with_second_placement():  # a cap, not only the double turns
            v.note = f"within the invariant's own scope: {scope.describe()}" + (f"; {v.note}" if v.note else "")
    return verdicts


def _prove_within(rules, bound: Bound, invariants, timeout: float | None, progress) -> list[Verdict]:
    labels = source_classes([rules])
    timeout_ms = milliseconds(timeout)
    label = rules.label()
    verdicts = {i.id: Verdict(label, i.id, "holds", bound.scope(), rests_on=i.rests_on) for i in invariants}
    undecided: dict[str, list] = {i.id: [] for i in invariants}
    for shape in shapes(bound):
        pending = [i for i in invariants if verdicts[i.id].status != "violated"]
        if not pending:
            break
        probed = _probe(shape, bound, labels, rules, pending, timeout_ms)
        sym = enc = solver = None
        for inv in pending:
            if sym is None and (inv.violation is None or inv.id not in probed):
                sym = SymbolicScenario(shape, bound, labels)
                enc = TurnEncoding(sym.skeleton, rules, terms=sym.terms, name="t")
                solver = new_solver(timeout_ms)
                solver.add(*sym.domain, *enc.constraints)
            started = time.perf_counter()
            if progress:
                progress(f"{label}: {inv.id} ({shape.label()})")
            if inv.violation is None:
                # One time limit for the whole counterexample-guided search, not per shape.
                budget = None if timeout is None else max(0.0, timeout - verdicts[inv.id].seconds)
                status, scenario, why = ("unknown", None, "time limit") if budget == 0.0 else find_dead_end(sym, enc, rules, budget)
                if status == "violated":
                    verdicts[inv.id].status = "violated"
                    verdicts[inv.id].counterexample = {"scenario": scenario.to_json(), "outcome": None}
                elif status == "unknown":
                    undecided[inv.id].append(shape.label() + ("" if why == "time limit" else f" ({why})"))
            elif inv.id in probed:
                _violated(verdicts[inv.id], shape, bound, labels, rules, inv, timeout_ms, *probed[inv.id])
            else:
                solver.push()
                solver.add(violation_of(inv, enc))
                verdict = solver.check()
                if verdict == z3.sat:
                    _violated(verdicts[inv.id], shape, bound, labels, rules, inv, timeout_ms, sym, solver.model())
                elif verdict == z3.unknown:
                    undecided[inv.id].append(shape.label())
                solver.pop()
            verdicts[inv.id].seconds += time.perf_counter() - started
    for inv in invariants:
        v = verdicts[inv.id]
        if v.status == "holds" and undecided[inv.id]:
            v.status = "unknown"
            v.note = "undecided within the limits on: " + "; ".join(undecided[inv.id])
    return [verdicts[i.id] for i in invariants]


def _probe(shape, bound: Bound, labels, rules, invariants, timeout_ms) -> dict:
    """{invariant id: (symbolic scenario, model)} for each of ``invariants``
    with a witness on the one-round skeleton of ``shape`` (none with a game
    end, where every round of the bound matters; none for a one-round bound)."""
    safety = [inv for inv in invariants if inv.violation is not None]
    if shape.game_end or bound.rounds == 1 or not safety:
        return {}
    sym = SymbolicScenario(shape, replace(bound, rounds=1, second_placement=False), labels)
    enc = TurnEncoding(sym.skeleton, rules, terms=sym.terms, name="t")
    solver = new_solver(timeout_ms)
    solver.add(*sym.domain, *enc.constraints)
    found = {}
    for inv in safety:
        solver.push()
        solver.add(violation_of(inv, enc))
        if solver.check() == z3.sat:
            found[inv.id] = (sym, solver.model())
        solver.pop()
    return found


def _violated(verdict: Verdict, shape, bound, labels, rules, inv, timeout_ms, sym, model) -> None:
    """Record the smallest witness on ``shape``, bounded by ``model`` of ``sym``."""
    found = smallest_witness(shape, bound, labels, rules, lambda e, i=inv: violation_of(i, e), timeout_ms, sym, model)
    verdict.status = "violated"
    verdict.counterexample = concrete_witness(found.sym.decode(found.model), rules, inv)
    if not found.exact:
        verdict.note = NOT_SMALLEST
