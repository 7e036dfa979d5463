"""The committed index of the default conformance suite
(docs/catalogue/conformance-index.json, shown in the clause index) matches
the current clauses. The slow test regenerates the suite and compares."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import spec
from checker.cli import main
from checker.conformance.exemptions import EXEMPT, exemption

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
    """Every clause of both rules modules, except the clauses exempt from
    coverage (checker/conformance/exemptions.py), which have none."""
    covered = {c for by_clause in committed["coverage"].values() for c, ids in by_clause.items() if ids}
    expected = set(spec.CLAUSES) - set(EXEMPT)
    assert covered == expected, (sorted(expected - covered), sorted(covered - expected), REGENERATE)


def test_the_exempt_clauses_are_exactly_those_without_a_vector(committed):
    """The exemption list is a decision on record, not a gap: each exempt
    clause is still a clause of the topic it is exempt for, is listed under
    "exempt" (with the reason) in every configuration where it is in force,
    and never under "uncovered"."""
    for clause, topic in EXEMPT.items():
        assert clause in spec.CLAUSES and spec.CLAUSES[clause].topic == topic, clause
    listed = set()
    for name, config in committed["configurations"].items():
        for clause in config["clauses"]:
            if clause in EXEMPT:
                assert config["exempt"].get(clause) == exemption(clause), (name, clause, REGENERATE)
                listed.add(clause)
        assert set(config.get("exempt", {})) <= set(EXEMPT), name
        assert committed["exempt"].get(name, {}) == config.get("exempt", {}), name
    assert listed == set(EXEMPT)


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
    assert main(["oracle", "--out", str(tmp_path / "suite")]) == 0
    assert json.loads((tmp_path / "suite" / "index.json").read_text(encoding="utf-8")) == committed


def test_every_clause_of_every_configuration_is_load_bearing(committed):
    """The generator keeps a coverage vector only if dropping its clause
    changes the vector's outcome set (test_oracle_suite re-checks that by
    plain enumeration); so a clause with a vector in a configuration is
    load-bearing there, and none may be uncovered (the exempt clauses aside)."""
    for name, config in committed["configurations"].items():
        edition = config["edition"]
        for clause in config["clauses"]:
            if clause in EXEMPT:
                continue
            vectors = [v for v in committed["coverage"][edition].get(clause, []) if v.startswith(name + "/")]
            assert vectors, (name, clause, config["uncovered"].get(clause) if config["uncovered"] else None)
        assert not config["uncovered"], (name, config["uncovered"])
