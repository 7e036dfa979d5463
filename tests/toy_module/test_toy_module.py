"""The shape of a rules module, proved on a tiny one: the toll bridge of this
folder (``__init__.py`` states its one rule) registers itself at run time
and every command plays it, with nothing outside this folder knowing it
(docs/adding-a-module.md is the guide). The expected results are worked out
by hand from the rule: an event of 3 or more points by anyone but the
bridge's owner costs its scorer 1 point paid to the owner, or half the
points (rounded down); toll-2025 has no toll."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import spec
from checker import expansions
from checker.cli import main

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
REGISTRATION = "tests.toy_module.expansion"
EXAMPLE = HERE / "examples" / "toll-bridge.json"


@pytest.fixture(scope="module", autouse=True)
def toll_bridge():
    expansions.register(REGISTRATION)
    yield expansions.EXPANSIONS["toll-bridge"]
    expansions.unregister(REGISTRATION)
    assert "toll-bridge" not in expansions.EXPANSIONS and "toll-2024" not in spec.EDITIONS


def run(capsys, *argv) -> tuple[int, str]:
    code = main([str(a) for a in argv])
    return code, capsys.readouterr().out


def test_the_module_has_every_part_and_its_rules_are_in_spec(toll_bridge):
    assert expansions.missing(toll_bridge) == []
    assert list(spec.module_editions("toll-bridge")) == ["toll-2024", "toll-2025"]
    assert [c.id for c in spec.resolve("toll-2024").clauses] == ["toll-on-crossing"]
    assert spec.resolve("toll-2025").clauses == ()


def test_enumerate_plays_the_worked_example(capsys):
    """Red's 4 crosses Blue's bridge (pay: red +3, blue +1; or keep half:
    red +2); red's 2 is too small; Blue owns the bridge (+6)."""
    code, out = run(capsys, "enumerate", EXAMPLE, "--edition", "toll-2024", "--json")
    assert code == 0
    assert json.loads(out)["outcomes"] == [{"scores": {"red": 14, "blue": 11}}, {"scores": {"red": 15, "blue": 12}}]
    code, out = run(capsys, "enumerate", EXAMPLE, "--edition", "toll-2025", "--json")
    assert json.loads(out)["outcomes"] == [{"scores": {"red": 16, "blue": 11}}]


def test_judge_names_the_toll_and_the_nearest_outcomes(capsys, tmp_path):
    claim = tmp_path / "free.json"
    claim.write_text(json.dumps({"scores": {"red": 16, "blue": 11}}))
    code, out = run(capsys, "judge", EXAMPLE, claim, "--edition", "toll-2024", "--json")
    doc = json.loads(out)
    assert code == 1 and doc["broken_clauses"] == ["toll-on-crossing"]
    # both legal outcomes are 2 points away; ties come in canonical order
    assert doc["nearest"] == [{"scores": {"red": 14, "blue": 11}}, {"scores": {"red": 15, "blue": 12}}]
    code, out = run(capsys, "judge", EXAMPLE, claim, "--edition", "toll-2025")
    assert code == 0 and "Legal under toll-2025" in out and "the claimed outcome is the only legal outcome" in out


def test_check_proves_both_invariants_of_both_editions_in_worker_processes(capsys):
    """Two editions with different clauses: each is proved in a process of
    its own, which must register the module again."""
    code, out = run(capsys, "check", "--all", "--module", "toll-bridge", "--json")
    doc = json.loads(out)
    assert code == 0
    assert doc["scope"] == {"players": [2, 3], "events": [1, 2], "points": [1, 9], "scores": [0, 30]}
    assert [(r["edition"], r["invariant"], r["status"]) for r in doc["results"]] == [
        (e, i, "holds") for e in ("toll-2024", "toll-2025") for i in ("toll-scores-never-fall", "toll-at-most-what-is-scored")]


def _by_hand(scenario: dict, toll: bool) -> list[dict]:
    """Every outcome of a scenario by the rule as stated, for the diff's witness."""
    outcomes = [dict(scenario["scores"])]
    for event in scenario["turn"]:
        player, points, owner = event["player"], event["points"], scenario["owner"]
        crossing = toll and owner not in (None, player) and points >= 3
        options = [(points - 1, 1), (points // 2, 0)] if crossing else [(points, 0)]
        outcomes = [{**o, player: o[player] + gain, **({owner: o[owner] + paid} if crossing else {})}
                    for o in outcomes for gain, paid in options]
    return [{"scores": o} for o in outcomes]


def _set(outcomes) -> set:
    return {json.dumps(o, sort_keys=True) for o in outcomes}


def test_diff_finds_the_smallest_crossing(capsys):
    code, out = run(capsys, "diff", "toll-2024", "toll-2025", "--json")
    doc = json.loads(out)
    assert code == 1 and doc["status"] == "different" and doc["clauses"] == ["toll-on-crossing"]
    scenario = doc["witness"]["scenario"]
    assert len(scenario["players"]) == 2 and len(scenario["turn"]) == 1  # the smallest shape
    event = scenario["turn"][0]
    assert event["points"] >= 3 and event["player"] != scenario["owner"] is not None
    tolled, free = _by_hand(scenario, True), _by_hand(scenario, False)
    assert _set(doc["witness"]["only_in_a"]) == _set(o for o in tolled if o not in free)
    assert _set(doc["witness"]["only_in_b"]) == _set(o for o in free if o not in tolled)
    code, out = run(capsys, "diff", "toll-2025", "toll-2025")
    assert code == 0 and "No difference: toll-2025 and toll-2025 allow the same outcomes" in out


def test_the_catalogue_ends_with_a_summary_line(capsys):
    """diff --all ends with one line saying what it found: after the table,
    or on stderr when stdout is the JSON document."""
    code = main(["diff", "--all", "--module", "toll-bridge"])
    out, err = capsys.readouterr()
    assert code == 0 and err == ""
    assert out.splitlines()[-1].startswith("1 comparison: 1 differ, in ")
    code = main(["diff", "--all", "--module", "toll-bridge", "--json"])
    out, err = capsys.readouterr()
    assert code == 0 and len(json.loads(out)["comparisons"]) == 1
    assert err.startswith("rulespec diff: 1 comparison: 1 differ, in ") and err.count("\n") == 1


def test_oracle_writes_a_suite_with_the_toll_covered(capsys, tmp_path):
    """The suite's workers (two processes) register the module again."""
    code, out = run(capsys, "oracle", "--out", tmp_path / "suite", "--module", "toll-bridge", "--json")
    assert code == 0
    index = json.loads((tmp_path / "suite" / "index.json").read_text())
    assert list(index["editions"]) == ["toll-2024", "toll-2025"]
    assert {"toll-scenario", "toll-outcome", "vector"} <= set(index["schemas"])  # with every module's
    assert (tmp_path / "suite" / "schemas" / "toll-scenario.schema.json").read_text() == (
        HERE / "schemas" / "toll-scenario.schema.json").read_text()
    (vid,) = index["coverage"]["toll-2024"]["toll-on-crossing"]
    vector = json.loads((tmp_path / "suite" / "vectors" / f"{vid}.json").read_text())
    crossings = [e for e in vector["scenario"]["turn"] if e["points"] >= 3 and e["player"] != vector["scenario"]["owner"]]
    assert crossings and vector["scenario"]["owner"] is not None
    assert _set(vector["outcomes"]) == _set(_by_hand(vector["scenario"], True))
    example = json.loads((tmp_path / "suite" / "vectors" / "toll-2024" / "example-toll-bridge.json").read_text())
    assert example["outcomes"] == [{"scores": {"red": 14, "blue": 11}}, {"scores": {"red": 15, "blue": 12}}]
    assert not index["findings"] and index["counts"]["by_module"] == {"toll-bridge": index["counts"]["vectors"]}


@settings(max_examples=60, deadline=None)
@given(data=st.data(), edition=st.sampled_from(["toll-2024", "toll-2025"]))
def test_the_two_readings_agree(data, edition):
    from tests.toy_module.encoding import enumerate_outcomes
    from tests.toy_module.reference import simulate
    from tests.toy_module.strategies import scenarios

    scenario = data.draw(scenarios())
    rules = spec.resolve(edition)
    assert enumerate_outcomes(scenario, rules) == simulate(scenario, rules)


def test_nothing_outside_this_folder_names_the_module():
    """Adding the module changed no file outside this folder: only the guide
    and the architecture page (which point at it) name it."""
    allowed = {ROOT / "docs" / "adding-a-module.md", ROOT / "docs" / "architecture.md"}
    pattern = re.compile(r"toy_module|toll-bridge|toll-on-crossing")
    naming = [p for folder in ("checker", "spec", "docs", "tests", "benchmarks", "examples")
              for p in (ROOT / folder).rglob("*") if p.suffix in (".py", ".md", ".rst", ".json")
              and HERE not in p.parents and p not in allowed and "_build" not in p.parts
              and pattern.search(p.read_text(encoding="utf-8", errors="replace"))]
    assert naming == []


def test_the_guide_names_every_part_and_shows_the_registration():
    from checker.parts import PARTS

    guide = (ROOT / "docs" / "adding-a-module.md").read_text(encoding="utf-8")
    assert [p for p in PARTS if f"| `{p}` |" not in guide] == []
    assert "../tests/toy_module/expansion.py" in guide and REGISTRATION in guide
