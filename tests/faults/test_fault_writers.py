"""One writer at a time, and a place that cannot be written is refused
before the work, in one line with exit 2 (never 3, "a bug of ours").

Issue 33: two ``oracle --out D`` at once both ran, and one said "wrote 1,697
vectors" while 291 were missing; a read-only, full or invalid ``--out`` was
exit 3 after the whole generation; ``diff`` called a path that is a file
"File exists"; ``diff --all --out`` truncated the catalogue in place.
"""

from __future__ import annotations

import subprocess
import sys
import time

import pytest
from faultkit import ORACLE, ROOT, leftovers, rulespec, snapshot

from checker import atomic

#: Every comparison of the catalogue: minutes of work that a refusal must not start.
DIFF_ALL = ["diff", "--all", "--timeout", "60"]


def test_two_oracles_at_once_one_refuses(tmp_path, generated, complete):
    out, holding = tmp_path / "suite", tmp_path / "holding"
    first = rulespec(*ORACLE, "--out", out, plan=f"hold:{holding}", generated=generated, wait=False)
    try:
        deadline = time.monotonic() + 60
        while not holding.exists():
            assert first.poll() is None and time.monotonic() < deadline, first.communicate()
            time.sleep(0.05)
        second = rulespec(*ORACLE, "--out", out, generated=generated)
        assert second.returncode == 2
        assert second.stderr == (f"rulespec: cannot write {out}: another rulespec (process {first.pid}) is writing it; "
                                 "wait for it to end or stop it\n")
        holding.unlink()
        _, err = first.communicate(timeout=60)
    finally:
        if first.poll() is None:
            first.kill()
            first.communicate()
    assert first.returncode == 0, err
    assert snapshot(out) == complete
    assert leftovers(out) == []


def test_diff_all_refuses_a_second_writer_of_the_catalogue_before_comparing(tmp_path):
    catalogue = tmp_path / "catalogue"
    catalogue.mkdir()
    (catalogue / "contradictions.json").write_text("{}\n")
    with atomic.locked(catalogue / "contradictions.json"):
        started = time.monotonic()
        refused = rulespec(*DIFF_ALL, "--out", catalogue)
    assert time.monotonic() - started < 30
    assert refused.returncode == 2
    assert refused.stderr.startswith(f"rulespec: cannot write {catalogue / 'contradictions.json'}: another rulespec (process ")
    assert refused.stderr.count("\n") == 1
    assert snapshot(catalogue) == {"contradictions.json": b"{}\n"}


@pytest.mark.parametrize("script", ["benchmarks/run.py", "peers/jcloisterzone/results.py"])
def test_the_benchmark_and_jcloisterzone_records_have_one_writer(tmp_path, script):
    """Refused before the work (35 minutes of benchmarks; a JDK build and a suite)."""
    record = tmp_path / "results.json"
    with atomic.locked(record):
        refused = subprocess.run([sys.executable, str(ROOT / script), "--out", str(record)],
                                 capture_output=True, text=True, timeout=120, cwd=ROOT)
    assert refused.returncode == 2
    assert refused.stderr.startswith(f"{script.rsplit('/', 1)[1]}: cannot write {record}: another rulespec (process ")
    assert refused.stderr.count("\n") == 1
    assert not record.exists()


def test_a_file_where_the_folder_belongs_is_refused_before_the_work(tmp_path):
    path = tmp_path / "a-file"
    path.write_text("keep\n")
    for args, message in [
        (["oracle", "--out", path], f"rulespec: --out {path}: not a directory\n"),
        (["oracle", "--out", path / "suite"], f"rulespec: cannot write {path / 'suite'}: {path} is a file, not a folder\n"),
        ([*DIFF_ALL, "--out", path], f"rulespec: cannot write {path}: it is a file, not a folder\n"),
        ([*DIFF_ALL, "--out", path / "sub"],
         f"rulespec: cannot write {path / 'sub' / 'contradictions.json'}: {path / 'sub'} is a file, not a folder\n"),
    ]:
        started = time.monotonic()
        refused = rulespec(*args)  # the whole suite or catalogue: minutes, were it started
        assert time.monotonic() - started < 30, args
        assert (refused.returncode, refused.stderr) == (2, message), args
    assert path.read_text() == "keep\n"


def test_a_read_only_place_is_refused_before_the_work(tmpfs):
    place = tmpfs("ro,size=64k")
    for args, target in [(["oracle", "--out", place / "suite"], place / "suite"),
                         ([*DIFF_ALL, "--out", place / "catalogue"], place / "catalogue" / "contradictions.json")]:
        started = time.monotonic()
        refused = rulespec(*args)
        assert time.monotonic() - started < 30, args
        assert refused.returncode == 2, refused.stderr
        assert refused.stderr == f"rulespec: cannot write {target}: Read-only file system\n"


def test_a_full_disk_is_one_line_and_leaves_the_old_suite(tmpfs, generated, complete):
    place = tmpfs("size=64k")
    out = place / "suite"
    out.mkdir()
    (out / "index.json").write_text('{"old": true}\n')
    assert sum(len(b) for b in complete.values()) > 64 * 1024  # the new suite cannot fit
    full = rulespec(*ORACLE, "--out", out, generated=generated)
    assert full.returncode == 2
    assert full.stderr == f"rulespec: cannot write {out}: No space left on device\n"
    assert snapshot(out) == {"index.json": b'{"old": true}\n'}
    assert leftovers(out) == []


def test_a_file_is_replaced_whole_or_not_at_all_on_a_full_disk(tmpfs):
    place = tmpfs("size=64k")
    target = place / "contradictions.json"
    target.write_text('{"comparisons": []}\n')
    try:
        atomic.write_text(target, "x" * (128 * 1024))
    except atomic.OutputError as error:
        assert str(error) == f"cannot write {target}: No space left on device"
    else:
        raise AssertionError("128 KiB fitted on a 64 KiB file system")
    assert target.read_text() == '{"comparisons": []}\n'
    assert sorted(p.name for p in place.iterdir()) == ["contradictions.json"]


def test_the_current_folder_and_a_link_to_a_folder_are_replaced_in_place(tmp_path, monkeypatch):
    """``--out .`` has no name to put a folder beside; a link's folder is
    what a user means, and the link stays a link."""
    real, link = tmp_path / "real", tmp_path / "link"
    real.mkdir()
    (real / "old.txt").write_text("old\n")
    link.symlink_to(real)
    for target in (link, "."):
        if target == ".":
            monkeypatch.chdir(real)
        with atomic.folder(target) as building:
            (building / "new.txt").write_text(f"new through {target}\n")
        assert sorted(p.name for p in real.iterdir()) == ["new.txt"]
        assert (real / "new.txt").read_text() == f"new through {target}\n"
        assert link.is_symlink()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["link", "real"]


def test_two_files_replaced_together_change_neither_on_a_full_disk(tmpfs):
    place = tmpfs("size=64k")
    small, large = place / "contradictions.json", place / "contradictions.md"
    small.write_text("old json\n")
    large.write_text("old markdown\n")
    try:
        atomic.write_texts({small: "new json\n", large: "y" * (128 * 1024)})
    except atomic.OutputError as error:
        assert str(error) == f"cannot write {large}: No space left on device"
    else:
        raise AssertionError("128 KiB fitted on a 64 KiB file system")
    assert (small.read_text(), large.read_text()) == ("old json\n", "old markdown\n")
    assert sorted(p.name for p in place.iterdir()) == ["contradictions.json", "contradictions.md"]
    atomic.write_texts({small: "new json\n", large: "new markdown\n"})
    assert (small.read_text(), large.read_text()) == ("new json\n", "new markdown\n")
