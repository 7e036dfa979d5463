"""Worker pools survive their workers, and a signal ends the whole tree.

Issue 33: a worker killed by the out-of-memory killer left ``check --all`` and
``diff --all`` waiting forever at 0 % CPU (``multiprocessing.Pool`` never
notices a lost task); SIGTERM was not handled (``oracle``'s workers lived on
after their parent, ``check``'s printed a BrokenPipe traceback); Ctrl-C
sometimes printed the workers' tracebacks. Each test runs the real command
and signals it or one of its workers.
"""

from __future__ import annotations

import os
import signal
import time

import pytest
from faultkit import (
    gone_within,
    rulespec,
    sigint_ignored,
    snapshot,
    stopped_if_failing,
    wait_for_cpu,
    wait_for_workers,
    workers_of,
)

from checker.errors import WorkerDied
from checker.isolated import imap, run_isolated
from fault_tasks import fail_at_two, pid_of_worker, square_or_die

CHECK_ALL = ["check", "--all", "--jobs", "2"]


def test_a_dead_worker_names_its_task_and_ends_the_pool():
    started = time.monotonic()
    with pytest.raises(WorkerDied) as caught:
        run_isolated(square_or_die, [1, 2, 3, 4, 5], jobs=2, name=lambda n: f"square number {n}")
    assert time.monotonic() - started < 30
    assert "killed by SIGKILL, as the out-of-memory killer does" in str(caught.value)
    assert "while it ran square number 3" in str(caught.value)
    assert workers_of(os.getpid()) == []


def test_results_come_in_order_and_fresh_means_a_process_per_task():
    assert run_isolated(square_or_die, [5, 4, 2, 1], jobs=2) == [25, 16, 4, 1]
    assert len(set(run_isolated(pid_of_worker, [1, 2, 3], jobs=2))) == 3
    assert len(set(imap(pid_of_worker, [1, 2, 3, 4], jobs=2, fresh=False))) <= 2
    assert workers_of(os.getpid()) == []


def test_a_task_s_error_reaches_the_caller_and_the_workers_end():
    with pytest.raises(ValueError, match="two is refused"):
        list(imap(fail_at_two, [1, 2, 3, 4], jobs=2, fresh=False))
    assert workers_of(os.getpid()) == []


def _kill_a_worker(run, which: int):
    """SIGKILL ``run``'s worker number ``which`` (as the out-of-memory killer
    would) and return its workers, stdout and stderr, asserting it ended promptly."""
    with stopped_if_failing(run):
        workers = wait_for_workers(run, 2)
        os.kill(workers[which], signal.SIGKILL)
        killed = time.monotonic()
        out, err = run.communicate(timeout=30)
    assert time.monotonic() - killed < 20  # a hang waits forever; a loaded machine may take a few seconds
    return workers, out, err


def test_a_killed_worker_ends_check_all_within_seconds():
    run = rulespec(*CHECK_ALL, wait=False)
    workers, out, err = _kill_a_worker(run, 0)
    assert run.returncode == 3
    lines = err.splitlines()
    assert len(lines) == 1, err
    assert lines[0].startswith("rulespec: a worker process died (killed by SIGKILL, as the out-of-memory killer does) "
                               "while it ran the proofs under ")
    assert gone_within(workers, 5)


@pytest.mark.parametrize("how, status, word", [("SIGTERM", 143, "terminated"), ("SIGINT", 130, "interrupted")])
def test_a_signal_ends_check_all_and_its_workers_without_a_traceback(how, status, word):
    """SIGTERM to the parent (``kill``); SIGINT to the whole process group,
    as a terminal's Ctrl-C reaches every process of the command."""
    run = rulespec(*CHECK_ALL, wait=False, start_new_session=True)
    with stopped_if_failing(run):
        workers = wait_for_workers(run, 2)
        if how == "SIGTERM":
            os.kill(run.pid, signal.SIGTERM)
        else:
            os.killpg(run.pid, signal.SIGINT)
        out, err = run.communicate(timeout=30)
    assert (run.returncode, err) == (status, f"rulespec: {word}\n")
    assert gone_within(workers, 5)


def test_sigterm_ends_oracle_s_workers_and_leaves_its_folder_as_it_was(tmp_path):
    out = tmp_path / "suite"
    run = rulespec("oracle", "--out", out, "--edition", "c1-hig-2013", "--jobs", "2", wait=False)
    with stopped_if_failing(run):
        workers = wait_for_workers(run, 2)
        os.kill(run.pid, signal.SIGTERM)
        _, err = run.communicate(timeout=30)
    assert (run.returncode, err) == (143, "rulespec: terminated\n")
    assert gone_within(workers, 5)
    assert snapshot(out) is None
    assert list(tmp_path.iterdir()) == []


def test_workers_end_themselves_when_their_parent_is_killed():
    run = rulespec(*CHECK_ALL, wait=False)
    with stopped_if_failing(run):
        workers = wait_for_workers(run, 2)
        os.kill(run.pid, signal.SIGKILL)
        run.communicate(timeout=30)
    assert gone_within(workers, 5)


def test_ctrl_c_during_diff_all_prints_no_worker_traceback(tmp_path):
    """Ctrl-C reaches every process of the group; the workers used to print
    their own KeyboardInterrupt tracebacks. The catalogue is not written."""
    out = tmp_path / "catalogue"
    run = rulespec("diff", "--all", "--jobs", "2", "--out", out, wait=False, start_new_session=True)
    with stopped_if_failing(run):
        workers = wait_for_workers(run, 2)
        os.killpg(run.pid, signal.SIGINT)
        _, err = run.communicate(timeout=30)
    assert (run.returncode, err) == (130, "rulespec: interrupted\n")
    assert gone_within(workers, 5)
    assert snapshot(out) == {}


def test_sigterm_ends_a_check_without_workers_quietly():
    run = rulespec("check", "--edition", "c1-hig-2013", "--jobs", "1", wait=False)
    with stopped_if_failing(run):
        wait_for_cpu(run, 2)  # into the proofs (about 6 CPU-seconds of work)
        os.kill(run.pid, signal.SIGTERM)
        out, err = run.communicate(timeout=30)
    assert (run.returncode, err, out) == (143, "rulespec: terminated\n", "")


def test_a_background_run_ignores_ctrl_c_and_ends_on_sigterm():
    """Started with SIGINT ignored, as a script's background job is
    (``rulespec check --all &``): a Ctrl-C to the process group changes
    nothing, as the shell meant, and ``kill`` still ends the run and its
    workers cleanly (before, it ended at once, without a word or its own
    clean-up: exit -15)."""
    run = rulespec(*CHECK_ALL, wait=False, start_new_session=True, preexec_fn=sigint_ignored)
    with stopped_if_failing(run):
        workers = wait_for_workers(run, 2)
        os.killpg(run.pid, signal.SIGINT)
        time.sleep(2)
        assert run.poll() is None, run.communicate()
        os.kill(run.pid, signal.SIGTERM)
        out, err = run.communicate(timeout=30)
    assert (run.returncode, err) == (143, "rulespec: terminated\n")
    assert gone_within(workers, 5)


def test_a_killed_worker_ends_oracle_naming_its_search_and_leaves_no_folder(tmp_path):
    out = tmp_path / "suite"
    run = rulespec("oracle", "--out", out, "--edition", "c1-hig-2013", "--jobs", "2", wait=False)
    workers, _, err = _kill_a_worker(run, 1)
    assert run.returncode == 3
    assert err.count("\n") == 1 and err.startswith("rulespec: a worker process died (killed by SIGKILL")
    assert " while it ran the search for " in err and " under c1-hig-2013" in err
    assert gone_within(workers, 5)
    assert list(tmp_path.iterdir()) == []
