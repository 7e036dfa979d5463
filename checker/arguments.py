"""The command line's argument types and its usage error, shared by the
commands and by the options a rules module adds (its bound, for ``check``
and ``diff``)."""

from __future__ import annotations

import argparse
import math
import os


class UsageError(ValueError):
    """Bad usage the parser cannot see (exit status 2)."""


def positive_seconds(text: str) -> float:
    """An argparse type: a finite number of seconds above 0."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of seconds") from None
    if not math.isfinite(value) or value <= 0:
        raise argparse.ArgumentTypeError(f"{text!r}: want a number of seconds above 0")
    return value


def positive_count(text: str) -> int:
    """An argparse type: a whole number of 1 or more."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"{text!r}: want 1 or more")
    return value


def machine_cpus() -> int:
    """The CPUs this process may run on (its affinity, as ``taskset`` or a
    container sets it), at least 1."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # not on Linux
        return os.cpu_count() or 1


#: What every ``--jobs`` help says of its limit.
JOBS_CAP = "never more than the machine's CPUs"


def job_count(text: str) -> int:
    """An argparse type for ``--jobs``: a whole number of 1 or more, capped
    at the machine's CPUs. More processes than CPUs only share them: no run
    is faster, each holds its own memory (``oracle --jobs 1000`` started 183
    processes and took 6 GB), and every result is the same for any N."""
    return min(positive_count(text), machine_cpus())


#: ``--memory``'s default, in MiB: far above what a real turn or proof needs
#: (a few hundred MiB), below what makes a common machine swap.
DEFAULT_MEMORY_MIB = 4096
#: Below this much memory Python and Z3 cannot even start their work.
MIN_MEMORY_MIB = 256


def memory_mib(text: str) -> int:
    """An argparse type: a memory limit in MiB, at least ``MIN_MEMORY_MIB``."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number of MiB") from None
    if value < MIN_MEMORY_MIB:
        raise argparse.ArgumentTypeError(f"{text!r}: want {MIN_MEMORY_MIB} MiB or more")
    return value


def add_memory_option(parser) -> None:
    """``--memory MIB``: the limit of each process of the run (``checker.solver.memory``)."""
    parser.add_argument(
        "--memory", type=memory_mib, default=DEFAULT_MEMORY_MIB, metavar="MIB",
        help=f"memory limit of each process of the run, in MiB (default {DEFAULT_MEMORY_MIB}, at least "
             f"{MIN_MEMORY_MIB}): past it the answer is 'unknown', exit status 1, instead of swapping")
