"""Z3 terms freed at the same moments on every run.

Z3 numbers its terms as they are made and reuses the numbers of freed ones;
its search then depends on those numbers. Terms held in reference cycles are
freed by Python's cyclic garbage collector, which runs when enough objects
have been allocated, and what it finds then depended on the process's memory
layout: the same topic witness search (``rulespec diff c1-zmg-bb4 c2-2017``)
gave three different witnesses in three runs, and one witness on every run
with the collector off. With it off the search is also faster (a diff took
6.7 s instead of 10.7 s) and no larger (139 MB either way, measured
2026-11-26): the terms' wrappers are freed by reference counting, and the
few cycles wait for the end of the block.
"""

from __future__ import annotations

import gc
from contextlib import contextmanager

__all__ = ["steady_terms"]


@contextmanager
def steady_terms():
    """No automatic cyclic collection inside the block; one collection at its end."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()
        gc.collect()
