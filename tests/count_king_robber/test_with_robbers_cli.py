"""Count, King & Robber with The Robbers from the command line: the
``--with-robbers`` option, the combined scenario's checks, and judge naming
the robbing-gains clause (docs/ckr-turn-model.md, "With The Robbers")."""

from __future__ import annotations

import copy
import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SCENARIO = ROOT / "examples" / "ckr-robbers-entry.json"
EXPECTED = ROOT / "tests" / "count_king_robber" / "expected"


def rulespec(*args):
    return subprocess.run([sys.executable, "-m", "checker", *map(str, args)], capture_output=True, text=True, cwd=ROOT)


def write(tmp_path, name, doc) -> Path:
    path = tmp_path / name
    path.write_text(json.dumps(doc), encoding="utf-8")
    return path


@pytest.mark.parametrize("reading, count", [("features-only", 17), ("robbing-counts", 1)])
def test_enumerate_with_robbers_gives_each_readings_outcomes(reading, count):
    run = rulespec("enumerate", SCENARIO, "--edition", f"ckr-hig-2017+robbing-gains={reading}", "--with-robbers", "c3-2021", "--json")
    assert run.returncode == 0, run.stderr
    doc = json.loads(run.stdout)
    assert doc["with_robbers"]["edition"] == "c3-2021"
    assert len(doc["outcomes"]) == count
    assert all(o["robbers"]["steals"] == [{"thief": "red", "victim": "blue", "marker": "meeple", "points": 2}] for o in doc["outcomes"])


def test_judge_names_the_robbing_gains_clause(tmp_path):
    entry = json.loads((EXPECTED / "ckr-robbers-entry-features-only.json").read_text())["outcomes"][1]
    assert entry["placed"] is not None
    claim = write(tmp_path, "claim.json", entry)
    legal = rulespec("judge", SCENARIO, claim, "--edition", "ckr-hig-2017", "--with-robbers", "c3-2021", "--json")
    assert legal.returncode == 0, legal.stderr
    illegal = rulespec("judge", SCENARIO, claim, "--edition", "ckr-hig-2017+robbing-gains=robbing-counts",
                       "--with-robbers", "c3-2021", "--json")
    assert illegal.returncode == 1, illegal.stderr
    assert json.loads(illegal.stdout)["broken_clauses"] == ["robbing-gain-counts"]


def _scenario():
    return json.loads(SCENARIO.read_text(encoding="utf-8"))


def _changed(change):
    doc = _scenario()
    change(doc)
    return doc


BAD = [
    ("no --with-robbers", _scenario(), [], "$.robbers: The Robbers are in play"),
    ("scores disagree", _changed(lambda d: d.update(scores={"red": 9})), ["--with-robbers", "c3-2021"], "$.scores.red:"),
    ("robber off the track", _changed(lambda d: d["robbers"]["robbers"].update(red=50)), ["--with-robbers", "c3-2021"], "$.robbers.robbers.red:"),
    ("unknown marker owner", _changed(lambda d: d["robbers"]["markers"].update(grey={"meeple": 1})), ["--with-robbers", "c3-2021"], "$.robbers.markers"),
    ("placement without robbers", _changed(lambda d: (d.pop("robbers"), d["turn"].insert(0, {"step": "place-robbers"}))),
     [], "$.turn[0].step:"),
    ("a CKR edition as companion", _scenario(), ["--with-robbers", "ckr-zmg-2017"], "companion belongs to another module"),
]


@pytest.mark.parametrize("label, doc, extra, message", BAD, ids=[b[0] for b in BAD])
def test_bad_combined_input_is_one_line_and_exit_2(tmp_path, label, doc, extra, message):
    path = write(tmp_path, "scenario.json", copy.deepcopy(doc))
    run = rulespec("enumerate", path, "--edition", "ckr-hig-2017", *extra)
    assert run.returncode == 2, (label, run.stdout, run.stderr)
    assert "Traceback" not in run.stderr
    assert len(run.stderr.strip().splitlines()) == 1
    assert message in run.stderr, run.stderr


def test_with_robbers_on_a_scenario_without_robbers_is_refused():
    run = rulespec("enumerate", ROOT / "examples" / "ckr-heretic-qa.json", "--edition", "ckr-hig-2017", "--with-robbers", "c3-2021")
    assert run.returncode == 2 and "no 'robbers'" in run.stderr
