"""The smallest Count, King & Robber scenario on which two rule sets allow
different outcomes, by a counterexample-guided search over the shapes of
``symbolic`` (smallest first).

For one shape, an outer solver proposes a scenario and an outcome reachable
under A that no strategy of B learned so far reaches; an inner solver, on that
concrete scenario, looks for B's choices reaching the same outcome. None: the
scenario is a witness. Found: B's choices are learned as a strategy and the
outer solver must avoid them. Both directions are searched; every witness is
replayed by plain enumeration under both rule sets before it is reported.
"""

from __future__ import annotations

import time

import z3

from checker.count_king_robber.encoding import CkrEncoding, enumerate_outcomes
from checker.count_king_robber.model import DISTRICTS, FIGURES
from checker.count_king_robber.symbolic import CkrBound, shapes
from checker.encoding.enumerate import new_solver

MAX_STRATEGIES = 200


def outcome_terms(enc: CkrEncoding) -> list:
    """The outcome as terms of equal length under any rules: entries are
    counted per (district, figure) rather than per chance to enter."""
    p = enc.players
    terms = [enc.score[x] for x in p] + [enc.count]
    terms += [enc.district[(d, x, f)] for d in DISTRICTS for x in p for f in FIGURES]
    terms += [enc.returned[(x, f)] for x in p for f in FIGURES]
    for m, d in enumerate(DISTRICTS):
        for k, f in enumerate(FIGURES):
            terms.append(z3.Sum([z3.If(z3.And(pl.enters, pl.district == m, pl.figure == k), 1, 0) for pl in enc.placements] or [z3.IntVal(0)]))
    for tile in ("king", "robber-baron"):
        terms += list(enc.holders[tile])
    return terms


def _search(sym, rules_a, rules_b, deadline: float):
    """A scenario of ``sym`` with an outcome only A allows, "none", or "unknown"."""
    a = CkrEncoding(sym.skeleton, rules_a, terms=sym.terms, name="a")
    b = CkrEncoding(sym.skeleton, rules_b, terms=sym.terms, name="b")
    out_a, out_b = outcome_terms(a), outcome_terms(b)
    outer = new_solver()
    outer.add(*a.constraints)
    b_facts = z3.And(*b.constraints)
    for _ in range(MAX_STRATEGIES):
        left = deadline - time.monotonic()
        if left <= 0:
            return "unknown", None
        outer.set("timeout", max(1, int(left * 1000)))
        verdict = outer.check()
        if verdict == z3.unsat:
            return "none", None
        if verdict == z3.unknown:
            return "unknown", None
        model = outer.model()
        scenario = sym.decode(model)
        values = [model.eval(t, model_completion=True) for t in out_a]
        # Pin the whole scenario, flags included, so B answers for the scenario A proposed.
        pins = [v == model.eval(v, model_completion=True) for v in sym.variables()]
        inner = new_solver(max(1, int((deadline - time.monotonic()) * 1000)))
        inner.add(*pins, b_facts, *[t == v for t, v in zip(out_b, values)])
        verdict = inner.check()
        if verdict == z3.unsat:
            return "found", scenario
        if verdict == z3.unknown:
            return "unknown", None
        strategy = [(c, inner.model().eval(c, model_completion=True)) for c in b.choices]
        fixed = z3.substitute(z3.And(b_facts, *[t == s for t, s in zip(out_b, out_a)]), *strategy) if strategy else z3.And(b_facts, *[t == s for t, s in zip(out_b, out_a)])
        outer.add(z3.Not(fixed))
    return "unknown", None


def ckr_diff(rules_a, rules_b, bound: CkrBound | None = None, timeout: float = 60.0) -> dict:
    """A diff document (formats.md's ``diff --json`` fields plus ``status`` and ``note``)."""
    bound = bound or CkrBound()
    clauses = sorted(rules_a.clause_ids ^ rules_b.clause_ids)
    doc = {"a": rules_a.label(), "b": rules_b.label(), "same": True, "status": "same", "scope": bound.scope(),
           "witness": None, "clauses": clauses, "note": ""}
    if not clauses:
        doc["note"] = "the two rule sets have the same clauses"
        return doc
    deadline = time.monotonic() + timeout
    undecided = []
    for sym in shapes(bound):
        for first, second, side in ((rules_a, rules_b, "a"), (rules_b, rules_a, "b")):
            status, scenario = _search(sym, first, second, deadline)
            if status == "unknown":
                undecided.append(sym.label)
            if status == "found":
                return _witness(doc, scenario, rules_a, rules_b)
    if undecided:
        doc.update(same=False, status="unknown", note="undecided within the time limit on: " + "; ".join(dict.fromkeys(undecided)))
    else:
        doc["note"] = "no difference on any shape of the bound"
    return doc


class InconsistentDifference(AssertionError):
    """The search reported a scenario on which plain enumeration finds no difference."""


def _witness(doc, scenario, rules_a, rules_b) -> dict:
    in_a, in_b = set(enumerate_outcomes(scenario, rules_a)), set(enumerate_outcomes(scenario, rules_b))
    if in_a == in_b:
        raise InconsistentDifference(f"{doc['a']} vs {doc['b']}: the witness allows the same outcomes under both")
    players = scenario.players
    order = lambda o: o.sort_key()  # noqa: E731
    doc.update(
        same=False,
        status="different",
        witness={
            "scenario": scenario.to_json(),
            "only_in_a": [o.to_json(players) for o in sorted(in_a - in_b, key=order)],
            "only_in_b": [o.to_json(players) for o in sorted(in_b - in_a, key=order)],
            "outcomes_in_a": len(in_a),
            "outcomes_in_b": len(in_b),
        },
    )
    return doc
