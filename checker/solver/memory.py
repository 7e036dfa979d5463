"""The memory limit of a run (``--memory``): past it the run ends with the
honest "unknown" (exit status 1) naming the limit, instead of swapping.

The limit is the process's address space (``RLIMIT_AS``), not a watch on
its resident size. Every allocation past it fails where it is made, in
Python (``MemoryError``) as in Z3, whose allocator raises "out of memory"
through its API (tried: a 400 MiB limit, then Z3 terms made until one does
not fit, ends in ``Z3Exception: out of memory`` in 6 s, the process intact);
a watcher would need a thread that samples, lets a fast allocation overshoot
between samples, and could stop Z3 only through an interrupt that reads as
Ctrl-C. The limit is inherited by the worker processes a run spawns, so it
holds for each process of a run, not for their sum (``--help`` says so).
Address space is more than the memory used: about 50 MiB at rest, and each
thread reserves some 70 MiB more (its stack and its allocation arena), so a
run stops somewhat before its resident size reaches the limit: early, never
late.
"""

from __future__ import annotations

import resource

from checker.errors import LimitReached

#: The limit set for this run, in MiB (None: none set, as in a test calling ``main``).
_LIMIT: int | None = None


def limit_memory(mib: int) -> None:
    """Limit this process, and the workers it starts, to ``mib`` MiB of
    address space (or the hard limit the system set, if lower)."""
    global _LIMIT
    _, hard = resource.getrlimit(resource.RLIMIT_AS)
    want = mib * 1024 * 1024
    if hard != resource.RLIM_INFINITY:
        want = min(want, hard)
    resource.setrlimit(resource.RLIMIT_AS, (want, hard))
    _LIMIT = mib


def out_of_memory(error: BaseException) -> LimitReached | None:
    """The "unknown" for ``error`` when it is the memory limit's doing:
    Python's ``MemoryError`` or Z3's "out of memory" (raised here or in a
    worker, whose error the parent raises again); None otherwise."""
    if _LIMIT is None:
        return None
    z3_out = type(error).__name__ == "Z3Exception" and "out of memory" in str(error)
    if isinstance(error, MemoryError) or z3_out:
        return LimitReached(f"the memory limit of {_LIMIT} MiB was reached (raise --memory)")
    return None
