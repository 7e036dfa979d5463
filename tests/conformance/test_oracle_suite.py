"""The suite ``rulespec oracle`` writes: coverage, reproducibility, the
published schemas, and agreement of the two readings on every vector."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from jsonschema import Draft202012Validator
from referencing import Registry, Resource

import spec
from checker.conformance.combined import companion_from_json
from checker.conformance.search import Search
from checker.conformance.worked import example_files, example_vectors
from checker.expansions import EXPANSIONS
from checker.loading import scenario_from_json
from checker.robbers.model import Outcome
from tests.conformance.conftest import ARGV, HASH_SEED

ROOT = Path(__file__).resolve().parents[2]
#: The Robbers' edition the suite plays its combined coverage vectors under.
COMPANION_EDITION = "c3.1-2025"
EDITIONS = ["c1-hig-2013", "c3.1-2025", "ckr-hig-2017"]  # as conftest.OPTIONS


def files(directory: Path) -> dict[str, bytes]:
    return {str(p.relative_to(directory)): p.read_bytes() for p in sorted(directory.rglob("*")) if p.is_file()}


def test_the_layout_has_vectors_an_index_and_the_schemas(small_suite):
    out, vectors, index = small_suite
    assert (out / "index.json").is_file()
    assert sorted(p.name for p in (out / "schemas").iterdir()) == [
        "ckr-outcome.schema.json",
        "ckr-scenario.schema.json",
        "outcome.schema.json",
        "scenario.schema.json",
        "vector.schema.json",
    ]
    for vid in vectors:
        assert (out / "vectors" / f"{vid}.json").is_file()
    assert index["counts"]["vectors"] == len(vectors)
    assert set(index["editions"]) == set(EDITIONS)
    assert index["generator"]["seed"] == 7 and index["generator"]["version"]


def test_regenerating_gives_byte_identical_files(small_suite, tmp_path):
    """Same seed, another process under another PYTHONHASHSEED, one job
    instead of two: not one byte differs."""
    out, _, _ = small_suite
    done = subprocess.run([sys.executable, "-m", "checker", "oracle", "--out", str(tmp_path / "again"), *ARGV, "--jobs", "1"],
                          capture_output=True, text=True, cwd=ROOT, timeout=900,
                          env=dict(os.environ, PYTHONHASHSEED=str(int(HASH_SEED) + 4242)))
    assert done.returncode == 0, done.stderr[-3000:]
    assert files(tmp_path / "again") == files(out)


def vector_rules(doc: dict) -> spec.Rules:
    """The rules a vector names, with The Robbers' as companion when it has ``with_robbers``."""
    rules = spec.resolve(doc["edition"], as_of=doc.get("as_of"), interpretations=doc["interpretations"])
    return rules.with_companion(companion_from_json(doc["with_robbers"])) if doc.get("with_robbers") else rules


@pytest.mark.parametrize("edition", EDITIONS)
def test_every_clause_has_a_sensitive_vector(small_suite, edition):
    """Each clause in force, the combined turn's included: a vector whose
    outcomes change without it (or, for robbing-gain-ignored, which the
    encoding's neutral frame already says, under the other reading),
    re-checked here by plain enumeration."""
    _, vectors, index = small_suite
    config = index["configurations"][edition]
    for clause in config["clauses"]:
        ids = index["coverage"][edition][clause]
        if clause in config["equivalent"]:
            assert not ids  # proved to change nothing here: test_an_equivalent_clause_changes_nothing
            continue
        assert ids, f"{clause}: {config.get('uncovered', {}).get(clause)}"
        doc = vectors[ids[0]]
        assert doc["clauses"][0] == clause
        rules = vector_rules(doc)
        enumerate_outcomes = EXPANSIONS[rules.module].enumerate
        contrast, reason = Search(rules, 0).contrast(clause)
        assert reason is None and contrast.companion == rules.companion
        scenario = scenario_from_json(doc["scenario"])
        assert enumerate_outcomes(scenario, rules) != enumerate_outcomes(scenario, contrast), clause
    assert config["coverage"], edition


def test_the_robbing_gain_vector_is_a_combined_turn_and_flips_the_reading(small_suite):
    """robbing-gain-ignored only matters with The Robbers on the score track:
    its vector has a ``robbers`` section and the fixed companion edition, and
    the other reading (robbed points count) gives other outcomes."""
    _, vectors, index = small_suite
    (vid,) = index["coverage"]["ckr-hig-2017"]["robbing-gain-ignored"]
    doc = vectors[vid]
    assert "robbers" in doc["scenario"] and doc["with_robbers"]["edition"] == COMPANION_EDITION
    assert "robbing-gains=robbing-counts" in doc["description"] and COMPANION_EDITION in doc["description"]
    scenario = scenario_from_json(doc["scenario"])
    enumerate_outcomes = EXPANSIONS["count-king-robber"].enumerate
    companion = companion_from_json(doc["with_robbers"])
    other = spec.resolve("ckr-hig-2017", interpretations={"robbing-gains": "robbing-counts"}).with_companion(companion)
    assert enumerate_outcomes(scenario, vector_rules(doc)) != enumerate_outcomes(scenario, other)
    for v in vectors.values():
        if v["scenario"].get("expansion") == "count-king-robber":
            assert ("robbers" in v["scenario"]) == ("with_robbers" in v), v["id"]


def test_an_equivalent_clause_changes_nothing(small_suite):
    """A clause the suite calls equivalent (no vector; proved by induction
    over the steps of a turn, or by Z3's difference search within a bound,
    that dropping it changes no outcome) changes nothing for the reference
    simulator either, on the
    turns where it would act: the double turn of examples/spent-robber-
    double-turn.json (Blue's robber fired by Red's first movement, then the
    builder's second tile), played at every start of the track's first
    spaces. In c1-hig-2013 triggered-robber-stays is such a clause: its
    windows resolve at each round's end, before any place-robbers step
    (resolve-per-round, 5/2013); under the per-turn windows of
    c1-hig-2012@2013-01 it has a vector (the issue's example b)."""
    from checker.loading import load_scenario
    from checker.robbers.reference import simulate

    _, _, index = small_suite
    equivalent = {(label, c) for label, config in index["configurations"].items() for c in config["equivalent"]}
    assert ("c1-hig-2013", "triggered-robber-stays") in equivalent
    base = load_scenario(str(ROOT / "examples" / "spent-robber-double-turn.json")).to_json()
    for label, clause in sorted(equivalent):
        rules = spec.parse_reference(label)
        if rules.module != "robbers":
            continue
        dropped = spec.parse_reference(f"{label}~{clause}")
        for shift in range(0, 5):
            doc = dict(base, markers={p: {k: v + shift for k, v in m.items()} for p, m in base["markers"].items()},
                       robbers={p: None if v is None else v + shift for p, v in base["robbers"].items()})
            scenario = scenario_from_json(doc, "<shifted>")
            assert simulate(scenario, rules) == simulate(scenario, dropped), (label, clause, shift)


def test_no_clause_is_left_uncovered(small_suite):
    """Every clause gets a vector (the combined turn's too), so none may be
    reported uncovered; the index has no list of exempt clauses any more."""
    _, _, index = small_suite
    assert {c for clauses in index["uncovered"].values() for c in clauses} == set()
    assert "exempt" not in index and all("exempt" not in c for c in index["configurations"].values())


def test_every_vector_validates_against_the_published_schema(small_suite):
    out, _, _ = small_suite
    schemas = {p.name: json.loads(p.read_text()) for p in (out / "schemas").iterdir()}
    registry = Registry().with_resources((s["$id"], Resource.from_contents(s)) for s in schemas.values())
    validator = Draft202012Validator(schemas["vector.schema.json"], registry=registry)
    for path in sorted((out / "vectors").rglob("*.json")):
        doc = json.loads(path.read_text())
        errors = list(validator.iter_errors(doc))
        assert not errors, f"{path}: {errors[0].message}"
        assert path.relative_to(out / "vectors").as_posix() == doc["id"] + ".json"


def test_the_vector_schema_takes_each_module_s_outcomes_and_not_the_other_s(small_suite):
    """The schema picks the outcome schema by the scenario's expansion: a
    Count, King & Robber vector with a Robbers outcome (or the reverse) is
    invalid, as is a Count, King & Robber scenario missing its King."""
    out, vectors, _ = small_suite
    schemas = {p.name: json.loads(p.read_text()) for p in (out / "schemas").iterdir()}
    registry = Registry().with_resources((s["$id"], Resource.from_contents(s)) for s in schemas.values())
    validator = Draft202012Validator(schemas["vector.schema.json"], registry=registry)
    ckr = next(d for d in vectors.values() if d["edition"] == "ckr-hig-2017")
    robbers = next(d for d in vectors.values() if d["edition"] == "c1-hig-2013")
    assert validator.is_valid(ckr) and validator.is_valid(robbers)
    assert not validator.is_valid({**ckr, "outcomes": robbers["outcomes"]})
    assert not validator.is_valid({**robbers, "outcomes": ckr["outcomes"]})
    broken = json.loads(json.dumps(ckr))
    broken["outcomes"][0].pop("king")
    assert not validator.is_valid(broken)


def test_outcomes_are_canonical_and_agree_with_the_simulator(small_suite):
    _, vectors, _ = small_suite
    for doc in vectors.values():
        scenario = scenario_from_json(doc["scenario"])
        module = EXPANSIONS[scenario.expansion]
        outcomes = [module.outcome_from_json(o, scenario, doc["id"]) for o in doc["outcomes"]]
        assert outcomes == sorted(set(outcomes), key=lambda o: o.sort_key()), doc["id"]
        assert module.simulate(scenario, vector_rules(doc)) == outcomes, doc["id"]
        assert doc["outcomes"] == [o.to_json(scenario.players) for o in outcomes]


def test_the_ckr_vectors_are_count_king_robber_scenarios(small_suite):
    _, vectors, index = small_suite
    ckr = [d for d in vectors.values() if d["edition"] == "ckr-hig-2017"]
    assert ckr and all(d["scenario"]["expansion"] == "count-king-robber" for d in ckr)
    assert {d["kind"] for d in ckr} == {"coverage", "theme"}
    # its themes are the four on entry into the city, one each (--themes 1), each
    # listed in the coverage of the entry clause it separates
    themes = sorted(d["id"] for d in ckr if d["kind"] == "theme")
    assert themes == [f"ckr-hig-2017/theme-entry-{t}-0001" for t in ("barn", "earlier-scoring", "field-connection", "several-features")]
    coverage = index["configurations"]["ckr-hig-2017"]["coverage"]
    assert set(themes) <= set(coverage["entry-feature-phase-only"] + coverage["entry-nothing-from-any-feature"])
    assert index["configurations"]["ckr-hig-2017"]["module"] == "count-king-robber"
    assert index["counts"]["by_module"] == {"robbers": len(vectors) - len(ckr), "count-king-robber": len(ckr)}


def test_the_themes_are_there(small_suite):
    _, vectors, _ = small_suite
    tags = {vid.split("/")[1].rsplit("-", 1)[0] for vid in vectors if "/theme-" in vid}
    assert {"theme-odd-points", "theme-even-points", "theme-track-wrap", "theme-courier", "theme-game-end"} <= tags


def test_a_worked_example_becomes_a_vector_with_its_hand_written_outcomes():
    path = next(p for p in example_files(ROOT) if p.stem == "c1-example-1")
    found, findings = example_vectors(str(path), ["c1-hig-2013", "c3.1-2025"], 0)
    assert not findings
    assert list(found) == ["c1-hig-2013"]  # the file lists no C3 edition
    expected = {Outcome.from_json(o) for o in json.loads(path.read_text())["outcomes"]}
    assert set(found["c1-hig-2013"].outcomes) == expected


@pytest.mark.parametrize(
    "stem, label",
    [
        ("ckr-footnote-13-free", "ckr-hig-2017"),
        ("ckr-footnote-13-clockwise", "ckr-hig-2017+count-variant=clockwise"),
        ("ckr-footnote-12-c1-may", None),  # for ckr-c1-2008 only
    ],
)
def test_a_ckr_worked_example_goes_to_the_configuration_of_its_reading(stem, label):
    path = next(p for p in example_files(ROOT) if p.stem == stem)
    found, findings = example_vectors(str(path), ["ckr-hig-2017"], 0)
    assert not findings
    assert list(found) == ([label] if label else [])
    if label:
        doc = json.loads(path.read_text())
        scenario = found[label].scenario
        expected = {EXPANSIONS["count-king-robber"].outcome_from_json(o, scenario) for o in doc["outcomes"]}
        assert set(found[label].outcomes) == expected and found[label].kind == "worked-example"


@pytest.mark.parametrize("reading", ["features-only", "robbing-counts"])
def test_the_combined_turn_examples_are_vectors_of_each_edition_with_their_first_robbers_edition(reading):
    """ckr-robbers-entry under each Count, King & Robber edition its file
    lists, in the configuration of its reading, played with the first Robbers
    edition the file lists, with the hand-written outcomes (robbers side included)."""
    path = next(p for p in example_files(ROOT) if p.stem == f"ckr-robbers-entry-{reading}")
    doc = json.loads(path.read_text())
    found, findings = example_vectors(str(path), list(spec.module_editions("count-king-robber")), 0)
    assert not findings
    suffix = "" if reading == "features-only" else "+robbing-gains=robbing-counts"
    assert sorted(found) == sorted(f"{e}{suffix}" for e in doc["editions"])
    for vector in found.values():
        assert vector.companion["with_robbers"]["edition"] == doc["with-robbers"][0] and vector.kind == "worked-example"
        expected = {EXPANSIONS["count-king-robber"].outcome_from_json(o, vector.scenario) for o in doc["outcomes"]}
        assert set(vector.outcomes) == expected and all(o.robbers is not None for o in vector.outcomes)


def test_the_human_report_shows_the_coverage_table(small_suite, capsys):
    from checker.commands.oracle import report

    out, _, index = small_suite
    report(index, out, 1.0)
    text = capsys.readouterr().out
    assert "coverage" in text and "no-self-robbery" in text and "c3.1-2025" in text
    assert "rogue-split-owner-chooses" in text and "without a sensitive vector" not in text
    assert "ckr-hig-2017" in text and "count-blocks-district" in text and "robbing-gain-ignored" in text and "exempt" not in text


def test_oracle_refuses_to_write_into_a_directory_that_is_not_a_suite(tmp_path, capsys):
    from checker.cli import main

    (tmp_path / "precious.txt").write_text("keep me")
    assert main(["oracle", "--out", str(tmp_path)]) == 2
    assert "refusing" in capsys.readouterr().err
    assert (tmp_path / "precious.txt").read_text() == "keep me"


def test_module_and_edition_selection():
    from checker.conformance.generate import check_editions

    ckr = ["ckr-hig-2017", "ckr-zmg-2017", "ckr-c1-2008"]
    assert check_editions(None, ["count-king-robber"]) == ckr
    assert check_editions(None)[-3:] == ckr and "c1-hig-2013" in check_editions(None)
    assert check_editions(["ckr-c1-2008", "c3.1-2025"]) == ["c3.1-2025", "ckr-c1-2008"]  # registry order


@pytest.mark.parametrize(
    "argv, message",
    [
        (["--edition", "ckr-nope"], "unknown edition 'ckr-nope'"),
        (["--module", "robbers", "--edition", "ckr-hig-2017"], "is a count-king-robber edition"),
        (["--module", "nope"], "invalid choice: 'nope'"),
    ],
)
def test_bad_selection_is_one_line_and_status_2(tmp_path, capsys, argv, message):
    from checker.cli import main

    assert main(["oracle", "--out", str(tmp_path / "suite"), *argv]) == 2
    out, err = capsys.readouterr()
    assert not out and len(err.strip().splitlines()) == 1 and message in err
    assert not (tmp_path / "suite").exists()
