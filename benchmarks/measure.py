"""Timing helpers for the benchmarks: CPU time in-process, wall time and
peak memory of a whole command.

CPU time (``time.process_time``) is used in-process because the machine is
shared: another process's load slows the wall clock, not this process's CPU
time. A whole command is measured by wall time and by the child's maximum
resident set size, read from ``os.wait4`` (the child alone, not the
benchmark's own memory).
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import time


def median_cpu(task, repeat: int = 5) -> float:
    """Median CPU seconds of ``task()`` over ``repeat`` runs."""
    times = []
    for _ in range(repeat):
        started = time.process_time()
        task()
        times.append(time.process_time() - started)
    return statistics.median(times)


def cpu(task):
    """(result, CPU seconds) of one ``task()``."""
    started = time.process_time()
    result = task()
    return result, time.process_time() - started


def command(argv: list[str], cwd: str | None = None) -> dict:
    """Run ``rulespec ARGV`` (as ``python -m checker``): exit status, wall seconds, peak MiB."""
    return dict(program([sys.executable, "-m", "checker", *argv], cwd), argv=["rulespec", *argv])


def program(argv: list[str], cwd: str | None = None) -> dict:
    """Run any program: exit status, wall seconds, peak MiB."""
    started = time.perf_counter()
    proc = subprocess.Popen(argv, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(proc.pid, 0)
    return {"argv": argv, "exit": os.waitstatus_to_exitcode(status), "seconds": time.perf_counter() - started,
            "peak_mib": usage.ru_maxrss / 1024}  # ru_maxrss is in KiB on Linux
