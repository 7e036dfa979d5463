"""Timing helpers for the benchmarks: CPU time in-process, wall time and
peak memory of a whole command.

CPU time (``time.process_time``) is used in-process because the machine is
shared: another process's load slows the wall clock, not this process's CPU
time. A whole command is measured by wall time and by its maximum resident
set size, its own processes' alone (see ``program``).
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


#: Additions in ``speed``'s loop.
SPEED_LOOP = 1_000_000


def load_average() -> list[float] | None:
    """The 1, 5 and 15 minute load averages (None where the system has none).
    Two figures a run records per section, at its start and end: CPU-time
    ratios hold up under load, wall times do not, and whoever compares two
    runs needs to know which ran on a busy machine."""
    try:
        return [round(x, 2) for x in os.getloadavg()]
    except (AttributeError, OSError):
        return None


def speed() -> float:
    """CPU seconds of a fixed pure-Python loop: how fast this machine ran
    Python at that moment. The machine is shared and its speed varies from
    hour to hour even in CPU time (a closing note of 2026-11-27 found a loop
    of 10**7 additions taking 1.68 s in a slow hour), so two runs' absolute
    times are compared through it."""
    started = time.process_time()
    total = 0
    for i in range(SPEED_LOOP):
        total += i
    return round(time.process_time() - started, 4)


def command(argv: list[str], cwd: str | None = None) -> dict:
    """Run ``rulespec ARGV`` (as ``python -m checker``): exit status, wall seconds, peak MiB."""
    return dict(program([sys.executable, "-m", "checker", *argv], cwd), argv=["rulespec", *argv])


# A process started from this one reports at least this one's peak resident
# size: Linux keeps, across exec, the larger of the peak before it (this
# process's memory, 250 MiB once the in-process enumeration sections have
# run) and after. So a small launcher starts the command, times it, and
# reports the peak of its children: the command's own, or the launcher's
# 14 MiB if that is more (measured
# 2026-11-27: check --all gave 249.6 MiB through os.wait4 here, 126 MiB
# through the launcher and through GNU time).
_LAUNCHER = """
import os, resource, subprocess, sys, time
started = time.perf_counter()
code = subprocess.call(sys.argv[2:], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
seconds = time.perf_counter() - started
peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
os.write(int(sys.argv[1]), f"{code} {seconds!r} {peak}".encode())
"""


def program(argv: list[str], cwd: str | None = None) -> dict:
    """Run any program: exit status (minus the signal's number if one ended
    it), wall seconds, peak MiB of the program and its own children."""
    read, write = os.pipe()
    try:
        subprocess.run([sys.executable, "-c", _LAUNCHER, str(write), *argv], cwd=cwd, pass_fds=(write,), check=True)
    finally:
        os.close(write)
    with os.fdopen(read) as pipe:
        code, seconds, peak = pipe.read().split()
    return {"argv": argv, "exit": int(code), "seconds": float(seconds),
            "peak_mib": int(peak) / 1024}  # ru_maxrss is in KiB on Linux
