"""``diff --all --out D`` never leaves the catalogue truncated, nor half new.

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


@pytest.mark.parametrize("plan, left", [
    ("replace:1", "old"),  # both new files written and synced, the journal not yet in place: not committed
    ("replace:2", "new"),  # the journal in place (the commit), no file renamed yet
    ("replace:3", "new"),  # the JSON renamed, the Markdown not yet: before, one new and one old were left
])
def test_a_killed_catalogue_write_leaves_the_old_pair_or_the_new_pair(tmp_path, plan, left):
    """Issue 46, item 6: the JSON and the Markdown are one unit. Killed at
    any point of the write, the folder as a reader sees it (``settle``, what
    the docs build and the next writer call first) holds the old pair or the
    new pair, never one of each."""
    from checker import atomic

    out = tmp_path / "catalogue"
    out.mkdir()
    for name, data in OLD.items():
        (out / name).write_bytes(data)
    complete = rulespec("diff", "--all", "--out", tmp_path / "complete", catalogue=COMMITTED)
    assert complete.returncode == 0, complete.stderr
    new = snapshot(tmp_path / "complete")
    killed = rulespec("diff", "--all", "--out", out, plan=plan, catalogue=COMMITTED)
    assert killed.returncode == -9, killed.stderr
    getattr(atomic, "settle", lambda target: None)(out / "contradictions.json")  # (none before the journal, to see this fail)
    files = {name: data for name, data in snapshot(out).items() if not name.startswith(".")}  # a killed writer's leftovers beside
    assert files == (OLD if left == "old" else new)
    json.loads(files["contradictions.json"])  # whole, so a --module run can read it
    again = rulespec("diff", "--all", "--out", out, catalogue=COMMITTED)
    assert again.returncode == 0, again.stderr
    assert snapshot(out) == new
    assert leftovers(out / "contradictions.json") == leftovers(out / "contradictions.md") == []


def test_the_next_writer_finishes_a_committed_write_before_anything_else(tmp_path):
    """Killed after the commit, the next run (here a --module run, which
    reads the catalogue it keeps entries of) finds the new pair, not the old
    JSON beside the new Markdown."""
    out = tmp_path / "catalogue"
    out.mkdir()
    for name, data in OLD.items():
        (out / name).write_bytes(data)
    killed = rulespec("diff", "--all", "--out", out, plan="replace:3", catalogue=COMMITTED)
    assert killed.returncode == -9, killed.stderr
    assert (out / ".contradictions.json.commit").is_file()
    again = rulespec("diff", "--all", "--out", out, catalogue=COMMITTED)
    assert again.returncode == 0, again.stderr
    assert sorted(p.name for p in out.iterdir()) == ["contradictions.json", "contradictions.md"]
    assert (out / "contradictions.json").read_bytes() == COMMITTED.read_bytes()
