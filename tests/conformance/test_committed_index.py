"""The committed index of the default conformance suite
(docs/catalogue/conformance-index.json, shown in the clause index) matches
the current clauses. The slow test regenerates the suite and compares."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

import spec
from checker.cli import main

PATH = Path(__file__).resolve().parents[2] / "docs" / "catalogue" / "conformance-index.json"
REGENERATE = "regenerate with: rulespec oracle --out DIR, then copy DIR/index.json to docs/catalogue/conformance-index.json"


@pytest.fixture(scope="module")
def committed() -> dict:
    return json.loads(PATH.read_text(encoding="utf-8"))


def test_each_configuration_lists_the_clauses_now_in_force(committed):
    for name, config in committed["configurations"].items():
        assert set(config["clauses"]) == set(spec.parse_reference(name).clause_ids), (name, REGENERATE)


def test_each_vector_exercises_a_clause_in_force_in_its_configuration(committed):
    for by_clause in committed["coverage"].values():
        for clause_id, ids in by_clause.items():
            for vector in ids:
                config = vector.rsplit("/", 1)[0]
                assert clause_id in committed["configurations"][config]["clauses"], (vector, REGENERATE)


def test_every_clause_has_a_vector(committed):
    """Every clause of both rules modules, the combined turn's robbing-gain
    clauses included, has a vector, and no clause is listed as exempt."""
    covered = {c for by_clause in committed["coverage"].values() for c, ids in by_clause.items() if ids}
    assert covered == set(spec.CLAUSES), (sorted(set(spec.CLAUSES) - covered), REGENERATE)
    assert "exempt" not in committed, REGENERATE


@pytest.mark.parametrize("edition", spec.module_editions("count-king-robber"))
@pytest.mark.parametrize("reading, clause", [("features-only", "robbing-gain-ignored"), ("robbing-counts", "robbing-gain-counts")])
def test_each_ckr_edition_and_robbing_gains_reading_has_a_combined_vector(committed, edition, reading, clause):
    """Under each Count, King & Robber edition and each robbing-gains
    reading, the robbing-gain clause in force has a coverage vector, and the
    combined worked example of that reading is there too."""
    label = edition if reading == "features-only" else f"{edition}+robbing-gains={reading}"
    config = committed["configurations"][label]
    assert clause in config["clauses"]
    assert config["coverage"][clause], (label, clause, REGENERATE)
    assert f"{label}/example-ckr-robbers-entry-{reading}" in config["vectors"], REGENERATE


def test_the_count_king_robber_editions_and_readings_are_covered(committed):
    """Every edition of Count, King & Robber, with every non-default reading
    of its open questions, is a configuration of the committed suite."""
    for edition in spec.module_editions("count-king-robber"):
        assert edition in committed["editions"], (edition, REGENERATE)
        for key in spec.edition_interpretations(edition):
            interp = spec.INTERPRETATIONS[key]
            for value in interp.options:
                if value != interp.default:
                    assert f"{edition}+{key}={value}" in committed["configurations"], (edition, key, value, REGENERATE)


@pytest.mark.slow
def test_regenerating_the_suite_gives_the_committed_index(tmp_path, committed):
    """Byte for byte: a stale line of the committed index fails (CI runs it, .ci/run).
    ``RULESPEC_SUITE=DIR``: the suite ``rulespec oracle --out DIR`` wrote
    already from this checkout (CI writes it once, for the packaged suite too)."""
    given = os.environ.get("RULESPEC_SUITE")
    suite = Path(given) if given else tmp_path / "suite"
    if not given:
        assert main(["oracle", "--out", str(suite)]) == 0
    assert (suite / "index.json").is_file(), f"RULESPEC_SUITE={suite} holds no suite (no index.json)"
    assert (suite / "index.json").read_bytes() == PATH.read_bytes(), REGENERATE


def test_every_clause_of_every_configuration_is_load_bearing(committed):
    """The generator keeps a coverage vector only if dropping its clause
    changes the vector's outcome set (test_oracle_suite re-checks that by
    plain enumeration); so a clause with a vector in a configuration is
    load-bearing there, and none may be uncovered: a clause without a vector
    must be one proved to change nothing there (``equivalent``, with the
    proof's bound: tests/conformance/test_oracle_suite.py replays such a
    clause's turns by the reference simulator)."""
    for name, config in committed["configurations"].items():
        edition = config["edition"]
        for clause in config["clauses"]:
            vectors = [v for v in committed["coverage"][edition].get(clause, []) if v.startswith(name + "/")]
            if clause in config["equivalent"]:
                assert not vectors and "changes no outcome" in config["equivalent"][clause], (name, clause)
                continue
            assert vectors, (name, clause, config["uncovered"].get(clause) if config["uncovered"] else None)
        assert not config["uncovered"], (name, config["uncovered"])
