"""``oracle --out D`` killed at any moment leaves D as it was or complete.

Issue 33: the old writer deleted ``vectors/`` and ``schemas/``, wrote the
new vectors and replaced ``index.json`` last, so a kill in between left an
old index over new vectors (``conform`` then passed an engine on 145 vectors
of a folder of 1,697). Each test here kills a real ``rulespec oracle`` with
SIGKILL (nothing of ours runs after it, as with the out-of-memory killer) at
one moment of the write, then looks at D file by file.
"""

from __future__ import annotations

import json

import pytest
from faultkit import ORACLE, leftovers, oracle_in_process, rulespec, snapshot

#: A suite as an earlier run (another seed, another version) left it: what a
#: killed run must leave untouched.
OLD = {
    "index.json": b'{"format": "rulespec-conformance-suite", "old": true}\n',
    "vectors/c1-hig-2013/old-0001.json": b'{"id": "c1-hig-2013/old-0001"}\n',
    "schemas/vector.schema.json": b"{}\n",
}


def old_suite(folder):
    for name, data in OLD.items():
        (folder / name).parent.mkdir(parents=True, exist_ok=True)
        (folder / name).write_bytes(data)


def count_writes(complete: dict) -> int:
    return len(complete)


@pytest.mark.parametrize("plan, left", [
    ("search", "old"),      # during the search: nothing written yet
    ("write:1", "old"),     # about to write the first vector
    ("write:2", "old"),     # one vector written
    ("write:20", "old"),    # most vectors written
    ("write:last", "old"),  # every vector and schema written, the index next
    ("swap", "old"),        # the new suite complete beside the old one
    ("swapped", "new"),     # swapped in, the old one not yet removed
])
def test_a_killed_oracle_leaves_the_old_suite_or_the_complete_new_one(tmp_path, generated, complete, plan, left, monkeypatch):
    out = tmp_path / "suite"
    old_suite(out)
    plan = plan.replace("last", str(count_writes(complete)))
    killed = rulespec(*ORACLE, "--out", out, plan=plan, generated=generated)
    assert killed.returncode == -9, killed.stderr
    assert snapshot(out) == (OLD if left == "old" else complete)
    # The next run replaces it and clears what the killed one left beside it.
    oracle_in_process(out, generated, monkeypatch)
    assert snapshot(out) == complete
    assert leftovers(out) == []


def test_a_first_run_killed_leaves_no_folder_and_the_next_one_writes_it(tmp_path, generated, complete, monkeypatch):
    out = tmp_path / "suite"
    killed = rulespec(*ORACLE, "--out", out, plan="write:5", generated=generated)
    assert killed.returncode == -9
    assert snapshot(out) is None  # not a folder conform would read as a suite
    oracle_in_process(out, generated, monkeypatch)
    assert snapshot(out) == complete
    assert leftovers(out) == []


def test_the_partial_folder_an_older_killed_run_left_is_replaced_as_conform_advises(tmp_path, generated, complete, monkeypatch):
    """Vectors and schemas without an index: what the writer before this one
    left when killed. ``conform`` tells to run ``oracle --out D``, which
    refused it ("not empty and holds no suite")."""
    out = tmp_path / "suite"
    old_suite(out)
    (out / "index.json").unlink()
    oracle_in_process(out, generated, monkeypatch)
    assert snapshot(out) == complete


def test_a_folder_of_something_else_is_still_refused_before_the_search(tmp_path, generated):
    out = tmp_path / "notes"
    out.mkdir()
    (out / "todo.txt").write_text("mine\n")
    refused = rulespec(*ORACLE, "--out", out, plan="search", generated=generated)  # the search would SIGKILL
    assert refused.returncode == 2
    assert refused.stderr == f"rulespec: --out {out}: directory is not empty and holds no suite (index.json); refusing to write into it\n"
    assert snapshot(out) == {"todo.txt": b"mine\n"}


@pytest.mark.parametrize("renames, left", [(1, None), (2, "new")])
def test_without_an_atomic_exchange_the_next_writer_repairs_a_swap_cut_in_two(tmp_path, generated, complete, renames, left):
    """Where the file system has no RENAME_EXCHANGE the old folder is moved
    aside, then the new one in: killed between the two, D is missing for a
    moment, and whoever takes the lock next puts the old one back."""
    from checker import atomic

    out = tmp_path / "suite"
    old_suite(out)
    killed = rulespec(*ORACLE, "--out", out, plan=f"rename:{renames}", generated=generated)
    assert killed.returncode == -9
    assert snapshot(out) == (None if left is None else complete)
    with atomic.locked(out):
        pass
    assert snapshot(out) == (OLD if left is None else complete)
    assert leftovers(out) == []


def test_the_index_names_only_vectors_that_are_there(tmp_path, generated):
    out = tmp_path / "suite"
    old_suite(out)
    done = rulespec(*ORACLE, "--out", out, generated=generated)
    assert done.returncode == 0, done.stderr
    index = json.loads((out / "index.json").read_text())
    named = {f"vectors/{vid}.json" for e in index["editions"].values() for vid in e["vectors"]}
    on_disk = {p.relative_to(out).as_posix() for p in (out / "vectors").rglob("*.json")}
    assert named == on_disk and "vectors/c1-hig-2013/old-0001.json" not in on_disk
