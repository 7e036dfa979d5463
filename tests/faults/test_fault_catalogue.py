"""``diff --all --out D`` never leaves the catalogue truncated.

Issue 33: the catalogue was written in place (``open(..., "w")``), so a run
interrupted during the write left ``contradictions.json`` empty or invalid,
and a later ``--module`` run, which reads it, refused to run. The
comparisons are replaced by the committed catalogue (``FAULTS_CATALOGUE``),
so the test kills the writing, not minutes of solving.
"""

from __future__ import annotations

import json

import pytest
from faultkit import ROOT, leftovers, rulespec, snapshot

COMMITTED = ROOT / "docs" / "catalogue" / "contradictions.json"
OLD = {"contradictions.json": b'{"comparisons": [], "old": true}\n', "contradictions.md": b"# old\n"}


@pytest.mark.parametrize("plan, json_left, markdown_left", [
    ("replace:1", "old", "old"),  # both new files written and synced, none in place yet
    ("replace:2", "new", "old"),  # the JSON in place, the Markdown the next rename
])
def test_a_killed_catalogue_write_leaves_whole_files(tmp_path, plan, json_left, markdown_left):
    out = tmp_path / "catalogue"
    out.mkdir()
    for name, data in OLD.items():
        (out / name).write_bytes(data)
    complete = rulespec("diff", "--all", "--out", tmp_path / "complete", catalogue=COMMITTED)
    assert complete.returncode == 0, complete.stderr
    new = snapshot(tmp_path / "complete")
    killed = rulespec("diff", "--all", "--out", out, plan=plan, catalogue=COMMITTED)
    assert killed.returncode == -9, killed.stderr
    files = {name: data for name, data in snapshot(out).items() if not name.startswith(".")}  # a killed writer's leftovers beside
    expected = {"contradictions.json": (OLD if json_left == "old" else new)["contradictions.json"],
                "contradictions.md": (OLD if markdown_left == "old" else new)["contradictions.md"]}
    assert files == expected
    json.loads(files["contradictions.json"])  # whole, so a --module run can read it
    again = rulespec("diff", "--all", "--out", out, catalogue=COMMITTED)
    assert again.returncode == 0, again.stderr
    assert snapshot(out) == new
    assert leftovers(out / "contradictions.json") == leftovers(out / "contradictions.md") == []
