"""``diff``: the smallest scenario on which two rule sets allow different
outcomes, re-checked by plain enumeration, or "no difference within the bound".

Shapes are searched smallest first (players, then with or without the game
end), those the differing clauses can show on before the others
(``needs``), each first among its small witnesses (no couriers, one scoring
round: ``tiers``) and then whole, each direction within a fixed number of
solver steps before any gets more (``hunt``); the time limit is only a
ceiling (``checker.diffs.ceiling``). The witness is shrunk
within its tier by markers, rounds, events, the size of the points and
robbers, from the floors the smaller tiers proved, and tidied by plain
enumeration when the shrinking runs out of steps. Two rule sets with the
same clauses are the same rules: no search is needed to say so.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field

from checker.diffs.ceiling import Ceiling, TimeLimit
from checker.diffs.search import DIFFERENT, SAME, UNKNOWN
from checker.robbers.diff.hunt import PROBE_STEPS, SHRINK_STEPS, Hunt
from checker.robbers.diff.needs import split_shapes
from checker.robbers.diff.shrink import shrink
from checker.robbers.diff.tidy import tidy
from checker.robbers.encoding.enumerate import enumerate_outcomes
from checker.robbers.symbolic.bound import Bound
from checker.robbers.symbolic.shape import shapes


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


def _hunt(hunt: Hunt, able, unable, budget):
    """The first witness: the shapes able to show the difference, then the
    others, each group by steps first (``first_pass``), then, when no budget
    of steps is set, by shares of the second pass's steps (``second_pass``)."""
    for group in (able, unable):
        found = hunt.first_pass(group)
        if not found and budget is None:
            found = hunt.second_pass(group, later=len(unable) * 2 if group is able else 0)
        if found:
            return found
    return None


def _shrunk(found, hunt: Hunt, budget):
    """(the witness shrunk within its steps, whether known to be the
    smallest), the time limit a ceiling (:class:`TimeLimit` past it)."""
    shape, _, side, model, search = found
    shrink_steps = SHRINK_STEPS if budget is None else min(SHRINK_STEPS, budget // 2)
    shrunk = shrink(search, search.sym, model, [search.sides[side].selector], PROBE_STEPS, shrink_steps,
                    hunt.floor(shape, side))
    hunt.limit.check()
    return shrunk


def diff(rules_a, rules_b, bound: Bound, timeout: float | None = None, progress=None,
         budget: int | None = None) -> DiffResult:
    """Where ``rules_a`` and ``rules_b`` part, within ``bound``; with
    ``budget``, within that many Z3 steps of the first pass and no second
    pass (a topic's witness search: the same witness on every run)."""
    started = time.perf_counter()
    result = DiffResult(rules_a.label(), rules_b.label(), SAME, bound.scope(), clause_difference(rules_a, rules_b))
    if not result.clauses:
        result.note = "the two rule sets have the same clauses, so no scenario can tell them apart"
        return result
    ceiling = Ceiling(timeout)
    every = shapes(bound)
    able, unable, why = split_shapes(every, rules_a, rules_b)
    hunt = Hunt(rules_a, rules_b, bound, ceiling, progress, budget)
    try:
        found = _hunt(hunt, able, unable, budget)
        if found:
            model, minimal = _shrunk(found, hunt, budget)
    except TimeLimit:
        result.status = UNKNOWN
        result.note = ceiling.note()
        return result
    for shape in every:
        if hunt.searched(shape):
            result.shapes.append((shape.label(), hunt.status(shape)))
            result.strategies += hunt.strategies(shape)
    if found:
        shape, tier, side, _, search = found
        floor = hunt.floor(shape, side)
        size = {name: model.eval(term, model_completion=True).as_long() for name, term in search.sym.measures()}
        minimal = minimal and tier.holds_smallest(size["markers"], floor("markers", {}))
        other_decided = hunt.settled(shape, 1 - side, size["markers"], size["rounds"])
        result.status = DIFFERENT
        scenario = search.sym.decode(model)
        if not minimal:  # shrinking left the witness unsettled: make it smaller by checked steps
            scenario = tidy(scenario, rules_a, rules_b)
        result.witness = concrete_difference(scenario, rules_a, rules_b)
        smaller = every[: every.index(shape)]
        undecided = [s.label() for s in smaller if hunt.searched(s) and hunt.status(s) != SAME]
        unsearched = [s.label() for s in smaller if not hunt.searched(s)]
        notes = []
        if undecided:
            notes.append("smaller shapes were left undecided within the search's budget: " + "; ".join(undecided))
        if unsearched:
            notes.append(f"smaller shapes were not searched ({why}): " + "; ".join(unsearched) if why
                         else "smaller shapes were not searched (the search's step limit): " + "; ".join(unsearched))
        if not minimal:
            notes.append("a shrinking step reached its budget: a smaller witness may exist")
        if not other_decided:
            own, other = (result.a, result.b) if side == 0 else (result.b, result.a)
            notes.append(f"the witness is the smallest found of outcomes only {own} allows; whether a smaller scenario "
                         f"has outcomes only {other} allows was left undecided")
        result.note = "".join(f"{n[0].upper()}{n[1:]}. " for n in notes).strip()
    else:
        undecided = [s.label() for s in every if hunt.status(s) != SAME]
        if undecided:
            result.status = UNKNOWN
            limit = f"its limit of {budget:,} solver steps" if budget is not None else "its limits of solver steps"
            result.note = f"the solver reached {limit} on: " + "; ".join(undecided)
    result.seconds = time.perf_counter() - started
    return result
