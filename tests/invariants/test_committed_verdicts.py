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
from checker.robbers.induction.houdini import StepSystem
from checker.robbers.induction.lemmas import LEMMAS, PROPERTIES
from checker.robbers.induction.verdicts import PLAYERS, induction_scope
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
def test_every_committed_strengthening_is_inductive(committed, edition):
    """The claim, checked, not the search rerun: each invariant proved by
    induction, with the lemmas its committed strengthening lists (and no
    other), holds in every start state and is preserved by every kind of
    step, for every number of players the proof covers. A strengthening
    missing a lemma it needs fails; so does a verdict "induction" for an
    invariant that is not inductive with it."""
    rules = spec.parse_reference(edition)
    lemmas = {lemma.id: lemma for lemma in LEMMAS} | PROPERTIES
    proved = [r for r in committed["results"] if r["edition"] == edition and r["method"] == "induction"]
    assert proved, (edition, "no verdict by induction: the test checks nothing")
    for r in proved:
        claimed = [lemmas[x["id"]] for x in r["strengthening"]] + [PROPERTIES[r["invariant"]]]
        for n in range(PLAYERS[0], PLAYERS[1] + 1):
            system = StepSystem(rules, n, Bound().track, "anywhere", claimed)
            alive, why = system.initiation()
            assert not why and set(alive) == {c.id for c in claimed}, (r["invariant"], n, "a start state breaks", REGENERATE)
            alive, broken, why = system.consecution(alive)
            assert not why and not broken, (r["invariant"], n, [b.lemma for b in broken], REGENERATE)


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


def test_a_strengthening_without_a_lemma_it_needs_is_not_inductive():
    """The check above can fail: no-self-robbery under C1 without
    pending-not-own (a pending theft is never by the marker's owner's robber)
    is broken by a step, for 2 players."""
    rules = spec.parse_reference("c1-hig-2013")
    lemmas = {lemma.id: lemma for lemma in LEMMAS}
    system = StepSystem(rules, 2, Bound().track, "anywhere",
                        [lemmas["counted-round-has-window"], lemmas["no-overflow"], PROPERTIES["no-self-robbery"]])
    alive, _ = system.initiation()
    _, broken, _ = system.consecution(alive)
    assert [b.lemma for b in broken] == ["no-self-robbery"]
