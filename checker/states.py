"""What every reference simulator shares: a bounded set of states.

A simulator plays every combination of the players' choices and keeps the
distinct situations as a set; a turn with many choices (six players each
placing a robber beside one of ten markers) can make that set exhaust
memory, so each simulator builds its sets through :func:`collect`, which
stops at a limit with :class:`~checker.errors.LimitReached` (an "unknown",
never a wrong answer).
"""

from __future__ import annotations

from typing import Iterable

from checker.errors import LimitReached

# States the search may hold at once before it gives up (LimitReached). A
# state costs a few hundred bytes, so this is a few hundred MB at most. Six
# players who must each place a robber next to one of ten markers already make
# 10**6 placements: without a bound, such a turn exhausts memory.
DEFAULT_MAX_STATES = 300_000


def collect(items: Iterable, max_states: int) -> set:
    """The set of ``items``; :class:`LimitReached` as soon as it holds more
    than ``max_states``."""
    found: set = set()
    for item in items:
        found.add(item)
        if len(found) > max_states:
            raise LimitReached(f"the reference simulator's search holds more than {max_states} states")
    return found
