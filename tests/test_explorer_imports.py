"""The explorer page (docs/explorer.md) runs the loader, ``spec`` and both
reference simulators in Pyodide, where Z3 does not exist: playing a turn of
each module, a combined turn too, through the page's glue, and drawing an
outcome's derivation (a combined turn's on the City and the score track)
must import no Z3 and no encoding (a fresh interpreter, as tests/test_cli_startup.py does)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GLUE = ROOT / "docs" / "_static" / "explorer" / "py"
SOLVER = ("z3", "checker.solver", "checker.robbers.encoding", "checker.count_king_robber.encoding",
          "checker.combined.encoding", "checker.robbers.invariants", "checker.diffs", "multiprocessing")

PLAY = f"""
import json, sys
sys.path.insert(0, {str(GLUE)!r})
import bridge
for name, edition, companion in [("c1-example-1", "c1-hig-2013", ""), ("ckr-heretic-qa", "ckr-hig-2017", ""),
                                 ("ckr-robbers-entry", "ckr-hig-2017", "c3-2021")]:
    text = open({str(ROOT / "examples")!r} + "/" + name + ".json").read()
    result = json.loads(bridge.enumerate_one(text, edition, companion))
    assert result["outcomes"], (name, result)
    shown = json.loads(bridge.frames(text, json.dumps(result["outcomes"][0]), edition, companion))["frames"]
    assert len(shown) == len(result["outcomes"][0]["derivation"]["steps"]) + 1, name
    assert ('class="rulespec-track' in shown[-1]["svg"]) == (name != "ckr-heretic-qa"), name
print("\\n".join(sys.modules))
"""


def test_the_explorer_plays_both_modules_without_z3():
    loaded = set(subprocess.run([sys.executable, "-c", PLAY], capture_output=True, text=True, check=True,
                                cwd=ROOT).stdout.split())
    assert "checker.robbers.reference" in loaded and "checker.count_king_robber.reference" in loaded
    assert sorted(m for m in SOLVER if m in loaded) == []


def test_the_explorer_answers_bad_input_with_the_loaders_line():
    code = (f"import sys; sys.path.insert(0, {str(GLUE)!r}); import bridge; "
            "print(bridge.check('{\"players\": [\"red\", \"blue\"], \"active\": \"green\", \"markers\": "
            "{\"red\": {\"meeple\": 0}, \"blue\": {\"meeple\": 0}}, \"turn\": []}'))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT).stdout
    assert '"path": "$.active"' in out and "green" in out


def test_a_turn_past_the_simulators_limits_says_so():
    code = (f"import sys; sys.path.insert(0, {str(GLUE)!r}); import bridge; "
            f"print(bridge.enumerate_one(open({str(ROOT / 'examples' / 'c1-example-1.json')!r}).read(), 'c1-hig-2013', '', 2))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT).stdout
    assert out.startswith('{"limit": ') and "outcomes" not in out
