"""The committed verdicts (docs/catalogue/invariants.json, shown on the
invariants page) are complete and their counterexamples still hold.

Regenerating them takes minutes (``rulespec check --all --json``), so these
tests re-check the committed document against the current clauses instead.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import spec
from checker.loading import scenario_from_json
from checker.robbers.encoding import enumerate_outcomes
from checker.robbers.induction.verdicts import induction_scope, prove_by_induction
from checker.robbers.invariants import INVARIANTS
from checker.robbers.invariants.prove import concrete_witness
from checker.robbers.model import Outcome
from checker.robbers.symbolic import Bound

PATH = Path(__file__).resolve().parents[2] / "docs" / "catalogue" / "invariants.json"
REGENERATE = "regenerate with: rulespec check --all --json > docs/catalogue/invariants.json"


@pytest.fixture(scope="module")
def committed() -> dict:
    return json.loads(PATH.read_text(encoding="utf-8"))


def test_every_edition_and_invariant_has_a_verdict_at_the_default_bound(committed):
    pairs = [(r["edition"], r["invariant"]) for r in committed["results"]]
    assert pairs == [(e, i.id) for e in spec.module_editions("robbers") for i in INVARIANTS], REGENERATE
    assert committed["scope"] == Bound().scope(), REGENERATE
    assert committed["induction_scope"] == induction_scope(Bound()), REGENERATE
    scopes = {i.id: i.bound_for(Bound()).scope() for i in INVARIANTS}
    for r in committed["results"]:
        if r["method"] == "induction":  # proved for every turn; the bound is its cross-check
            assert r["scope"] == committed["induction_scope"], REGENERATE
            assert r["cross_check"]["scope"] == scopes[r["invariant"]], REGENERATE
        else:
            assert r["method"] == "bounded" and r["scope"] == scopes[r["invariant"]], REGENERATE
    assert {r["status"] for r in committed["results"]} <= {"holds", "violated", "unknown"}


@pytest.mark.parametrize("edition", ["c1-hig-2013", "c3.1-2025"])
def test_the_committed_strengthenings_are_the_ones_the_code_finds(committed, edition):
    ids = [i.id for i in INVARIANTS if i.violation is not None]
    found = prove_by_induction(spec.parse_reference(edition), ids, Bound())
    for r in committed["results"]:
        if r["edition"] != edition or r["invariant"] not in found:
            continue
        mine = found[r["invariant"]]
        assert (r["method"] == "induction") == (mine.status == "inductive"), (r["invariant"], REGENERATE)
        if r["method"] == "induction":
            assert [x["id"] for x in r["strengthening"]] == mine.strengthening, (r["invariant"], REGENERATE)


def test_every_committed_counterexample_is_reproduced_by_plain_enumeration(committed):
    invariants = {i.id: i for i in INVARIANTS}
    for r in committed["results"]:
        example = r["counterexample"]
        if r["status"] != "violated":
            assert example is None
            continue
        rules = spec.parse_reference(r["edition"])
        scenario = scenario_from_json(example["scenario"], "invariants.json")
        outcomes = enumerate_outcomes(scenario, rules)
        if example["outcome"] is None:  # never-dead-end: no legal outcome at all
            assert outcomes == [], (r["edition"], r["invariant"], REGENERATE)
            continue
        assert Outcome.from_json(example["outcome"]) in outcomes, (r["edition"], r["invariant"], REGENERATE)
        concrete_witness(scenario, rules, invariants[r["invariant"]])  # raises if the violation is gone
