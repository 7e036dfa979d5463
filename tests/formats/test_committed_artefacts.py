"""The committed documents conform to their published schemas: the
contradiction catalogue and the invariant verdicts (docs/catalogue/), the
conformance suite's index, and the worked examples' scenarios."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from checker.loading import published

ROOT = Path(__file__).resolve().parents[2]
CATALOGUE = ROOT / "docs" / "catalogue"


def read(path: Path):
    return json.loads(path.read_text(encoding="utf-8"))


@pytest.mark.parametrize("file, name", [
    ("contradictions.json", "contradictions"),
    ("invariants.json", "check-result"),
    ("conformance-index.json", "suite-index"),
])
def test_the_catalogue(file, name):
    assert published.problems(name, read(CATALOGUE / file)) == []


@pytest.mark.parametrize("path", sorted((ROOT / "examples" / "outcomes").glob("*.json")), ids=lambda p: p.name)
def test_the_sample_outcomes_for_judge(path):
    assert published.problems("outcome", read(path)) == []


@pytest.mark.parametrize("path", sorted((ROOT / "examples").glob("*.json")), ids=lambda p: p.name)
def test_the_examples_scenarios(path):
    doc = read(path)
    name = "ckr-scenario" if doc.get("expansion") == "count-king-robber" else "scenario"
    assert published.problems(name, doc) == []
