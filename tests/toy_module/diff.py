"""Where two toll-bridge rule sets part: the shared difference search
(``checker.diffs.search``) shape by shape, the witness replayed by plain
enumeration."""

from __future__ import annotations

import time

from checker.diffs.search import DIFFERENT, SAME, UNKNOWN, DifferenceSearch
from tests.toy_module.encoding import TollEncoding, enumerate_outcomes
from tests.toy_module.symbolic import shapes

SMALLEST = "fewest players and events, then the smallest points and scores"


def _search(sym, rules_a, rules_b, deadline) -> DifferenceSearch:
    a = TollEncoding(sym.skeleton, rules_a, scores=sym.scores, points=sym.points, name="a")
    b = TollEncoding(sym.skeleton, rules_b, scores=sym.scores, points=sym.points, name="b")
    vector = lambda enc: [enc.score[p] for p in sym.skeleton.players]  # noqa: E731
    learner = lambda enc, model: [(c, model.eval(c, model_completion=True)) for c in enc.choices]  # noqa: E731
    return DifferenceSearch(sym, a, b, deadline, vector=vector, pin=lambda s, m: s.pins(m), learner=learner)


def diff_document(rules_a, rules_b, bound, timeout, progress=None, companions=None) -> dict:
    clauses = sorted(rules_a.clause_ids ^ rules_b.clause_ids)
    doc = {"a": rules_a.label(), "b": rules_b.label(), "same": True, "status": SAME, "scope": bound.scope(),
           "witness": None, "clauses": clauses, "note": ""}
    if not clauses:
        doc["note"] = "the two rule sets have the same clauses"
        return doc
    deadline = time.monotonic() + (60.0 if timeout is None else timeout)
    for sym in shapes(bound):
        search = _search(sym, rules_a, rules_b, deadline)
        status, model = search.run()
        if status == UNKNOWN:
            doc.update(same=False, status=UNKNOWN, note=f"undecided within the time limit on the shape {sym.label}")
            return doc
        if status == DIFFERENT:
            model, _ = search.shrink(model, sym.measures())
            doc.update(same=False, status=DIFFERENT, note=f"found on the shape {sym.label}",
                       witness=_witness(sym.decode(model), rules_a, rules_b))
            return doc
    return doc


def _witness(scenario, rules_a, rules_b) -> dict:
    in_a, in_b = enumerate_outcomes(scenario, rules_a), enumerate_outcomes(scenario, rules_b)
    players = scenario.players
    return {"scenario": scenario.to_json(),
            "only_in_a": [o.to_json(players) for o in in_a if o not in set(in_b)],
            "only_in_b": [o.to_json(players) for o in in_b if o not in set(in_a)],
            "outcomes_in_a": len(in_a), "outcomes_in_b": len(in_b)}


def scope_text(doc: dict, bound) -> str:
    return bound.describe()


def print_witness(doc: dict, out) -> None:
    from tests.toy_module.describe import outcome_json_text, scenario_text

    witness = doc["witness"]
    out.print("Smallest scenario: " + scenario_text(witness["scenario"]))
    for side, key in ((doc["a"], "only_in_a"), (doc["b"], "only_in_b")):
        for o in witness[key]:
            out.print(f"only {side}: " + outcome_json_text(o, witness["scenario"]["players"]))


def catalogue_title(bound) -> str:
    return f"The Toll Bridge within: {bound.describe()}"


def catalogue_scope_text(scope: dict) -> str:
    return f"{scope['players'][0]} to {scope['players'][1]} players, up to {scope['events'][1]} events"


def catalogue_scenario_line(doc: dict) -> str:
    return "Scenario:"
