"""``diff``: the smallest scenario on which two rule sets allow different
outcomes, re-checked by plain enumeration, or "no difference within the bound".

Shapes are searched smallest first (players, then with or without the game
end); inside a shape the witness is shrunk by markers, rounds, events, the
size of the points and robbers. Two rule sets with the same clauses are the
same rules: no search is needed to say so.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field

from checker.diffs.search import DIFFERENT, SAME, UNKNOWN, DifferenceSearch
from checker.encoding.enumerate import enumerate_outcomes
from checker.encoding.turn import TurnEncoding
from checker.symbolic.bound import Bound
from checker.symbolic.shape import SymbolicScenario, shapes, source_classes


class InconsistentDifference(RuntimeError):
    """A symbolic witness on which plain enumeration finds the same outcomes: a bug."""


@dataclass
class DiffResult:
    a: str
    b: str
    status: str  # "same", "different" or "unknown"
    scope: dict
    clauses: list
    witness: dict | None = None
    seconds: float = 0.0
    note: str = ""
    strategies: int = 0
    shapes: list = field(default_factory=list)

    @property
    def same(self) -> bool:
        return self.status == SAME

    def to_json(self) -> dict:
        """formats.md's ``diff --json`` document, plus ``status`` and ``note`` (no timings: same input, same bytes)."""
        return {
            "a": self.a,
            "b": self.b,
            "same": self.same,
            "status": self.status,
            "scope": self.scope,
            "witness": self.witness,
            "clauses": self.clauses,
            "note": self.note,
        }


def clause_difference(rules_a, rules_b) -> list[str]:
    """The clauses in force in exactly one of the two rule sets, sorted."""
    return sorted(rules_a.clause_ids ^ rules_b.clause_ids)


def concrete_difference(scenario, rules_a, rules_b) -> dict:
    """The witness as plain enumeration sees it: the outcomes only one side allows."""
    outcomes_a = enumerate_outcomes(scenario, rules_a)
    outcomes_b = enumerate_outcomes(scenario, rules_b)
    in_a, in_b = set(outcomes_a), set(outcomes_b)
    only_a = [o for o in outcomes_a if o not in in_b]
    only_b = [o for o in outcomes_b if o not in in_a]
    if not only_a and not only_b:
        raise InconsistentDifference(f"enumeration finds the same outcomes under both rule sets on {scenario.to_json()}")
    players = scenario.players
    return {
        "scenario": scenario.to_json(),
        "only_in_a": [o.to_json(players) for o in only_a],
        "only_in_b": [o.to_json(players) for o in only_b],
        "outcomes_in_a": len(outcomes_a),
        "outcomes_in_b": len(outcomes_b),
    }


def diff(rules_a, rules_b, bound: Bound, timeout: float | None = None, progress=None) -> DiffResult:
    """Where ``rules_a`` and ``rules_b`` part, within ``bound``."""
    started = time.perf_counter()
    result = DiffResult(rules_a.label(), rules_b.label(), SAME, bound.scope(), clause_difference(rules_a, rules_b))
    if not result.clauses:
        result.note = "the two rule sets have the same clauses, so no scenario can tell them apart"
        return result
    deadline = None if timeout is None else time.monotonic() + timeout
    labels = source_classes([rules_a, rules_b])
    undecided = []
    todo = shapes(bound)
    for n, shape in enumerate(todo):
        now = time.monotonic()
        if deadline is not None and now >= deadline:
            undecided.append(shape.label())
            continue
        if progress:
            progress(f"{result.a} vs {result.b}: {shape.label()}")
        # Each shape gets an equal share of the time left, so an undecided
        # small shape does not keep a larger one from showing a witness.
        share = None if deadline is None else now + (deadline - now) / (len(todo) - n)
        sym = SymbolicScenario(shape, bound, labels)
        enc_a = TurnEncoding(sym.skeleton, rules_a, terms=sym.terms, name="a")
        enc_b = TurnEncoding(sym.skeleton, rules_b, terms=sym.terms, name="b")
        search = DifferenceSearch(sym, enc_a, enc_b, share)
        status, model = search.run()
        if status == DIFFERENT:
            model, minimal = search.shrink(model, sym.measures())
            result.status = DIFFERENT
            result.witness = concrete_difference(sym.decode(model), rules_a, rules_b)
            notes = []
            if undecided:
                notes.append("smaller shapes were left undecided by the time limit: " + "; ".join(undecided))
            if not minimal:
                notes.append("a shrinking step reached its time limit: a smaller witness may exist")
            result.note = " ".join(notes)
        elif status == UNKNOWN:
            undecided.append(shape.label())
        result.strategies += sum(s.strategies for s in search.sides)
        result.shapes.append((shape.label(), status))
        if status == DIFFERENT:
            break
    if result.status != DIFFERENT and undecided:
        result.status = UNKNOWN
        result.note = "the solver reached its time limit on: " + "; ".join(undecided)
    result.seconds = time.perf_counter() - started
    return result
