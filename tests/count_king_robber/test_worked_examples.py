"""Count, King & Robber: situations the rules page describes (its Q&As,
footnotes and rule sentences). Both readings, the Z3 encoding and the
reference simulator, must give exactly the outcome sets written out by hand in
tests/count_king_robber/expected (never produced by the code under test).

An expected file holds the outcome set of one scenario under the editions it
lists (with the default readings, or the ``interpretations`` it names); an
entry may be a reference with a month or a reading
(``ckr-c1-2008+final-redeploy=may``). Where the editions disagree, one
scenario has one expected file per edition group.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import spec
from checker.count_king_robber import enumerate_outcomes, load_scenario, simulate
from checker.count_king_robber.model import Outcome

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "examples"
EXPECTED = sorted((ROOT / "tests" / "count_king_robber" / "expected").glob("ckr-*.json"))
EDITIONS = {"ckr-hig-2017", "ckr-zmg-2017", "ckr-c1-2008"}


def cases():
    """(expected file, edition, The Robbers' edition or None): a file with
    ``with-robbers`` holds for each of those Robbers editions in play."""
    for path in EXPECTED:
        doc = json.loads(path.read_text(encoding="utf-8"))
        for edition in doc["editions"]:
            for robbers in doc.get("with-robbers", [None]):
                suffix = f" with {robbers}" if robbers else ""
                yield pytest.param(path, edition, robbers, id=f"{path.stem}[{edition}{suffix}]")


def load(path: Path):
    doc = json.loads(path.read_text(encoding="utf-8"))
    scenario = load_scenario(str(EXAMPLES / doc["scenario"]))
    expected = {Outcome.from_json(o, scenario.players) for o in doc["outcomes"]}
    assert len(expected) == len(doc["outcomes"]), "an expected outcome is listed twice"
    return doc, scenario, expected


def describe(outcomes, scenario) -> str:
    if not outcomes:
        return "  (none)"
    return "\n".join(
        "  " + json.dumps(o.to_json(scenario.players), sort_keys=True) for o in sorted(outcomes, key=Outcome.sort_key)
    )


def test_every_expected_file_names_an_existing_scenario_and_known_editions():
    assert len(EXPECTED) >= 10
    scenarios = set()
    for path in EXPECTED:
        doc = json.loads(path.read_text(encoding="utf-8"))
        assert (EXAMPLES / doc["scenario"]).is_file(), f"{path.name}: no scenario examples/{doc['scenario']}"
        assert doc["editions"], f"{path.name}: lists no edition"
        assert {spec.split_reference(ref)[0] for ref in doc["editions"]} <= EDITIONS, f"{path.name}: unknown edition"
        assert doc["outcomes"], f"{path.name}: an empty outcome set"
        scenarios.add(doc["scenario"])
    assert len(scenarios) >= 10


def test_every_ckr_example_has_an_expected_file():
    named = {json.loads(p.read_text(encoding="utf-8"))["scenario"] for p in EXPECTED}
    examples = {p.name for p in EXAMPLES.glob("ckr-*.json")}
    assert examples - named == set(), "scenarios without expected outcomes"


def test_edition_groups_of_one_scenario_do_not_overlap():
    """Where a scenario is split by edition, each edition and reading is in one file only."""
    seen: dict = {}
    for path in EXPECTED:
        doc = json.loads(path.read_text(encoding="utf-8"))
        readings = json.dumps(doc.get("interpretations") or {}, sort_keys=True)
        for edition in doc["editions"]:
            key = (doc["scenario"], edition, readings, tuple(doc.get("with-robbers", ())))
            assert key not in seen, f"{path.name} and {seen.get(key)} both claim {key}"
            seen[key] = path.name


READINGS = [pytest.param(enumerate_outcomes, id="z3"), pytest.param(simulate, id="simulator")]


@pytest.mark.parametrize("reading", READINGS)
@pytest.mark.parametrize("path, edition, robbers", list(cases()))
def test_each_reading_matches_the_hand_written_outcomes(path, edition, robbers, reading):
    doc, scenario, expected = load(path)
    rules = spec.parse_reference(edition, doc.get("interpretations"))
    assert (robbers is not None) == (scenario.robbers is not None), f"{path.name}: 'with-robbers' iff the scenario has 'robbers'"
    if robbers is not None:
        rules = rules.with_companion(spec.resolve(robbers))
    got = set(reading(scenario, rules))
    missing, extra = expected - got, got - expected
    assert not missing and not extra, (
        f"{path.name} under {edition}:\nmissing:\n{describe(missing, scenario)}\nextra:\n{describe(extra, scenario)}"
    )
