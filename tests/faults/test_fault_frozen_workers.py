"""A stopped worker ends the run as a dead one does, not after it resumes.

Issue 46: SIGSTOP to a worker of ``check --all --jobs 2`` held the run for
as long as the worker stayed stopped (150 s observed; the run takes 15-26 s):
the parent waited on the worker's pipe and on its death, and a stopped
process gives neither. Each worker now beats a heartbeat
(``checker.isolated``); one that stays silent for ``FROZEN_AFTER`` seconds
is reported with its task, exit status 3, and ended.
"""

from __future__ import annotations

import contextlib
import os
import signal
import time

import pytest
from faultkit import gone_within, rulespec, stopped_if_failing, wait_for_workers, workers_of

from checker import isolated
from checker.errors import WorkerDied
from fault_tasks import square_or_stop


def test_a_stopped_worker_names_its_task_and_ends_the_pool(monkeypatch):
    monkeypatch.setattr(isolated, "FROZEN_AFTER", 3.0)
    started = time.monotonic()
    with pytest.raises(WorkerDied) as caught:
        isolated.run_isolated(square_or_stop, [1, 2, 3, 4, 5], jobs=2, name=lambda n: f"square number {n}")
    assert time.monotonic() - started < 40
    assert str(caught.value) == ("a worker process stopped answering (no sign of life for 3 s: stopped or frozen) "
                                 "while it ran square number 3; the run is abandoned")
    assert workers_of(os.getpid()) == []


def test_a_stopped_worker_ends_check_all_promptly():
    run = rulespec("check", "--all", "--jobs", "2", wait=False)
    with stopped_if_failing(run):
        workers = wait_for_workers(run, 2)
        os.kill(workers[0], signal.SIGSTOP)
        stopped = time.monotonic()
        try:
            out, err = run.communicate(timeout=90)
        finally:
            for pid in workers:  # a failing run must not leave a stopped process behind
                with contextlib.suppress(ProcessLookupError):
                    os.kill(pid, signal.SIGCONT)
    assert time.monotonic() - stopped < isolated.FROZEN_AFTER + 30  # a hang is as long as the stop
    assert run.returncode == 3, err
    lines = err.splitlines()
    assert len(lines) == 1, err
    assert lines[0].startswith("rulespec: a worker process stopped answering (no sign of life for 10 s: stopped or "
                               "frozen) while it ran the proofs under "), lines[0]
    assert lines[0].endswith("; the run is abandoned")
    assert gone_within(workers, 5)
