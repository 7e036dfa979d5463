"""The sources' worked examples: both readings must give exactly the outcome
sets written out by hand in tests/worked_examples/expected (never produced by
the code under test)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import spec
from checker.loading import load_scenario
from checker.robbers.encoding import enumerate_outcomes
from checker.robbers.model import Outcome
from checker.robbers.reference import simulate

ROOT = Path(__file__).resolve().parent.parent
EXPECTED = sorted((ROOT / "tests" / "worked_examples" / "expected").glob("*.json"))


def cases():
    for path in EXPECTED:
        doc = json.loads(path.read_text())
        for edition in doc["editions"]:
            yield pytest.param(path, edition, id=f"{path.stem}[{edition}]")


def load(path: Path):
    doc = json.loads(path.read_text())
    scenario = load_scenario(str(ROOT / "examples" / doc["scenario"]))
    expected = {Outcome.from_json(o) for o in doc["outcomes"]}
    assert len(expected) == len(doc["outcomes"]), "an expected outcome is listed twice"
    return doc, scenario, expected


def describe(outcomes, scenario) -> str:
    return "\n".join(json.dumps(o.to_json(scenario.players), sort_keys=True) for o in sorted(outcomes, key=Outcome.sort_key))


def test_every_source_example_has_a_fixture():
    names = {p.stem for p in EXPECTED}
    assert {"c1-example-1", "c1-example-2", "c1-example-3", "c1-example-4", "c3-qa-14-to-26"} <= names
    assert len(names) >= 14


READINGS = [pytest.param(enumerate_outcomes, id="z3"), pytest.param(simulate, id="simulator")]


@pytest.mark.parametrize("reading", READINGS)
@pytest.mark.parametrize("path, edition", list(cases()))
def test_each_reading_matches_the_hand_written_outcomes(path, edition, reading):
    doc, scenario, expected = load(path)
    got = set(reading(scenario, spec.resolve(edition, interpretations=doc.get("interpretations") or None)))
    missing, extra = expected - got, got - expected
    assert not missing and not extra, f"missing:\n{describe(missing, scenario)}\nextra:\n{describe(extra, scenario)}"


def test_c1_example_1_is_not_a_c3_outcome_set():
    """The per-feature theft of C1 example 1 differs under C3's per-turn rule."""
    doc, scenario, expected = load(ROOT / "tests" / "worked_examples" / "expected" / "c1-example-1.json")
    assert set(enumerate_outcomes(scenario, spec.resolve("c3.1-2025"))) != expected
