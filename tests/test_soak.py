"""The soak runner (tests/soak.py): its reading of Hypothesis's statistics,
its selection of test ids, its command line, and one real run."""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

import spec
from tests import soak
from tests.hardening.inputs import sigint_at_default

pytestmark = pytest.mark.reads_tool_output

ROOT = Path(__file__).resolve().parent.parent

# What `--hypothesis-show-statistics` printed for a test that failed (Hypothesis 6).
FAILED = """\
tests/x.py::test_x:

  - during reuse phase (0.00 seconds):
    - Typical runtimes: < 1ms, of which < 1ms in data generation
    - 0 passing examples, 1 failing examples, 0 invalid examples
    - Found 1 distinct error in this phase

  - during generate phase (0.02 seconds):
    - Typical runtimes: < 1ms, of which < 1ms in data generation
    - 12 passing examples, 2 failing examples, 3 invalid examples

  - during shrink phase (0.01 seconds):
    - Typical runtimes: < 1ms, of which < 1ms in data generation
    - 4 passing examples, 5 failing examples, 0 invalid examples
    - Tried 9 shrinks of which 5 were successful

  - Stopped because nothing left to do
"""


# The same run as Hypothesis 6.170 and later word it ("test cases").
FAILED_6_170 = """\
tests/x.py::test_x:

  - during reuse phase (0.00 seconds):
    - Typical runtimes: < 1ms, of which < 1ms in data generation
    - 0 passing, 1 failing, and 0 invalid test cases
    - Found 1 distinct error in this phase

  - during generate phase (0.02 seconds):
    - Typical runtimes: ~ 0-1 ms, of which < 1ms in data generation
    - 12 passing, 2 failing, and 3 invalid test cases

  - during shrink phase (0.01 seconds):
    - Typical runtimes: < 1ms, of which < 1ms in data generation
    - 4 passing, 5 failing, and 0 invalid test cases
    - Tried 9 shrinks of which 5 were successful

  - Stopped because nothing left to do
"""


@pytest.mark.parametrize("text", [FAILED, FAILED_6_170], ids=["examples", "test-cases"])
def test_statistics_add_up_every_phase_and_keep_the_stop_reason(text):
    assert soak.statistics(text) == {"passing": 16, "failing": 8, "invalid": 3, "stopped": "nothing left to do"}


def test_statistics_read_singular_counts():
    text = "    - 1 passing example, 1 failing example, 1 invalid example\n"
    assert soak.statistics(text)["passing"] == 1
    text = "    - 1 passing, 1 failing, and 1 invalid test case\n"
    assert soak.statistics(text)["invalid"] == 1


# What Hypothesis 6.170 printed for tests/test_differential.py's
# c1-rgg+rogue-split=turn-order under the dev profile: the newer wording.
PASSED_NEWER = """\
tests/test_differential.py::test_readings_agree_for_every_reading[c1-rgg+rogue-split=turn-order]:

  - during generate phase (1.30 seconds):
    - Typical runtimes: ~ 0-54 ms, of which ~ 0-1 ms in data generation
    - 50 passing, 0 failing, and 16 invalid test cases
    - Events:
      * 18.18%, gave up because: failed to satisfy assume() in assert_same (line 49)

  - Stopped because settings.max_examples=50
"""


def test_statistics_read_the_newer_wording_too():
    assert soak.statistics(PASSED_NEWER) == {"passing": 50, "failing": 0, "invalid": 16, "stopped": "settings.max_examples=50"}


def test_statistics_of_a_run_without_them_are_unknown():
    assert soak.statistics("ERROR: file or directory not found") == {
        "passing": None, "failing": None, "invalid": None, "stopped": None}


def test_selection_keeps_order_and_refuses_text_no_id_contains():
    ids = ["a::t[c1-rgg]", "a::t[c3-2021]", "b::t[ckr-c1-2008]"]
    assert soak.select(ids, []) == ids
    assert soak.select(ids, ["c1-", "c3"]) == ids
    assert soak.select(ids, ["ckr"]) == ["b::t[ckr-c1-2008]"]
    with pytest.raises(soak.Usage, match="'c9'"):
        soak.select(ids, ["ckr", "c9"])


def test_a_row_passes_only_with_exit_0_and_no_failing_example():
    row = {"exit": 0, "failing": 0}
    assert soak.passed(row)
    assert not soak.passed({**row, "exit": 1})
    assert not soak.passed({**row, "failing": 1})
    assert not soak.passed({**row, "failing": None})


def _soak(*args):
    return subprocess.run([sys.executable, "-m", "tests.soak", *args], cwd=ROOT, capture_output=True, text=True,
                          timeout=600, check=False)


def test_the_list_holds_every_edition_of_both_modules_and_the_dated_readings():
    out = _soak("--list")
    assert out.returncode == 0, out.stderr
    ids = out.stdout.splitlines()
    for edition in spec.module_editions("robbers"):
        assert f"tests/test_differential.py::test_readings_agree_for_every_edition[{edition}]" in ids
    for edition in spec.module_editions("count-king-robber"):
        assert f"tests/count_king_robber/test_differential.py::test_readings_agree_for_every_edition[{edition}]" in ids
        assert any(f"test_readings_agree_with_the_robbers[{edition}-" in i for i in ids)
    assert "tests/test_differential.py::test_readings_agree_for_every_reading[c1-devir-2012@2013-01]" in ids
    assert len(ids) == len(set(ids))


@pytest.mark.parametrize("args, message", [
    (["--only", "no-such-edition"], "no differential test id contains 'no-such-edition'"),
    (["--jobs", "0"], "--jobs: '0': want 1 or more"),
    (["--profile", "forever"], "--profile: invalid choice"),
    (["--progress", "-1"], "--progress: '-1': want a number of seconds above 0"),
    (["--progress", "often"], "--progress: 'often' is not a number of seconds"),
])
def test_bad_arguments_exit_2_with_one_line(args, message):
    out = _soak(*args)
    assert out.returncode == 2
    assert message in out.stderr
    assert "Traceback" not in out.stderr


def test_a_log_dir_that_is_a_file_is_refused(tmp_path):
    (tmp_path / "f").write_text("x")
    out = _soak("--log-dir", str(tmp_path / "f"), "--list")
    assert out.returncode == 2
    assert "not a directory" in out.stderr


def test_one_reading_runs_and_its_row_is_reused(tmp_path):
    test_id = "tests/test_differential.py::test_readings_agree_for_every_reading[c1-rgg+rogue-split=turn-order]"
    args = ["--profile", "dev", "--only", "test_readings_agree_for_every_reading[c1-rgg+rogue-split=turn-order]",
            "--log-dir", str(tmp_path), "--json"]
    first = _soak(*args, "--progress", "0.5")
    assert first.returncode == 0, first.stderr
    assert re.search(r"soak: still running c1-rgg\+rogue-split=turn-order \(\d+ s\)", first.stderr), first.stderr
    [row] = json.loads(first.stdout)
    # the dev profile gives a reading 50 examples (tests/profiles.py)
    assert (row["id"], row["passing"], row["failing"], row["exit"]) == (test_id, 50, 0, 0)
    assert row["stopped"] == "settings.max_examples=50"
    assert (row["profile"], row["seed"]) == ("dev", soak.SEED)
    assert "passed" in (tmp_path / f"{soak._file_name(test_id)}.log").read_text()

    again = _soak(*args)
    assert again.returncode == 0, again.stderr
    assert "1 with rows from an earlier run, 0 to run" in again.stderr
    assert json.loads(again.stdout) == [row]


def test_a_failing_test_gives_a_failing_row(tmp_path):
    test_file = tmp_path / "test_fails.py"
    test_file.write_text(
        "from hypothesis import given, settings, strategies as st\n\n"
        "@settings(database=None)\n@given(st.integers())\ndef test_small(n):\n    assert n < 10\n")
    row = soak.Runner("dev", soak.SEED, 0, None).run(f"{test_file}::test_small")
    assert row["exit"] == 1
    assert row["failing"] >= 1
    assert not soak.passed(row)


def _children_with(marker: str) -> list[int]:
    """Pids of running processes whose command line holds ``marker``."""
    pids = []
    for entry in Path("/proc").iterdir():
        try:
            if entry.name.isdigit() and marker.encode() in (entry / "cmdline").read_bytes():
                pids.append(int(entry.name))
        except OSError:
            pass
    return pids


@pytest.mark.skipif(not Path("/proc/self/cmdline").exists(), reason="finds the children through /proc")
@pytest.mark.parametrize("signum, status", [(signal.SIGINT, 130), (signal.SIGTERM, 143)], ids=["SIGINT", "SIGTERM"])
def test_a_signal_stops_the_running_tests_and_saves_no_row(tmp_path, signum, status):
    seed = f"{os.getpid()}{signum:02d}"  # this test's children alone carry it
    runner = subprocess.Popen(
        [sys.executable, "-m", "tests.soak", "--profile", "long", "--seed", seed, "--only", "ckr-hig-2017",
         "--jobs", "2", "--log-dir", str(tmp_path)],
        cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        # ignored SIGINT, inherited from a background test run, the soak would
        # rightly go on ignoring
        preexec_fn=sigint_at_default)
    marker = f"--hypothesis-seed={seed}"
    try:
        deadline = time.monotonic() + 120
        while len(_children_with(marker)) < 2 and time.monotonic() < deadline:
            time.sleep(0.2)
        assert len(_children_with(marker)) == 2, "two tests should be running"
        runner.send_signal(signum)
        _, err = runner.communicate(timeout=60)
        assert runner.returncode == status, err
        assert "interrupted; the running tests were stopped" in err
        assert "Traceback" not in err
        assert list(tmp_path.glob("*.json")) == []
        deadline = time.monotonic() + 30
        while _children_with(marker) and time.monotonic() < deadline:
            time.sleep(0.2)
        assert _children_with(marker) == []
    finally:
        runner.kill()
        for pid in _children_with(marker):  # left behind only if the test failed
            os.kill(pid, signal.SIGKILL)
