"""The time limit of one enumeration, from the encoding's first term to the
solver's last answer.

Building the encoding is Python work that no solver timeout sees: a turn of
1,000 one-point events spent ten minutes and gigabytes in its ``If`` trees
(issue 46) before the solver, and with it the limit, was first asked. So a
:class:`Deadline` is also the *building* deadline while its ``building()``
block runs, and the builders (the turn's walk, ``folding``'s tree walks, the
assertions) call :func:`stop_if_past` as they go: past the limit the run ends
with the same "unknown" as a search that ran out, never later than one small
step of building after it.
"""

from __future__ import annotations

import contextlib
import math
import time

import z3

from checker.errors import LimitReached

#: The deadline of the encoding being built, if any (one at a time: a
#: process builds one encoding at once).
_BUILDING = None


class Deadline:
    """A time limit for a whole enumeration, not for each solver call: a turn
    with a million outcomes makes a million quick calls, and a per-call limit
    would never stop it. Each call gets what is left."""

    def __init__(self, seconds: float | None):
        self.seconds = getattr(seconds, "limit", seconds)  # a TimeLeft's messages name the whole limit
        self.end = None if seconds is None else time.monotonic() + seconds

    @contextlib.contextmanager
    def building(self):
        """The block in which the encoding is built: :func:`stop_if_past`
        reads this deadline."""
        global _BUILDING
        outer, _BUILDING = _BUILDING, self
        try:
            yield self
        finally:
            _BUILDING = outer

    def stopped(self, reason: str) -> bool:
        """Whether the solver's "unknown" (for ``reason``) is this limit's
        doing: Z3 reports its timer as "canceled", as it does a Ctrl-C."""
        return self.end is not None and reason in ("canceled", "timeout") and time.monotonic() >= self.end - 0.01

    def arm(self, solver: z3.Solver, found=()) -> None:
        """Give ``solver``'s next call the time left, or stop (with the
        outcomes ``found`` so far) if none is."""
        if self.end is None:
            return
        left = self.end - time.monotonic()
        if left <= 0:
            raise self.ran_out(len(found), found)
        solver.set("timeout", max(1, math.ceil(left * 1000)))

    def ran_out(self, count: int, found=()) -> LimitReached:
        return LimitReached(f"the time limit of {self.seconds:g} s ran out after {count} outcomes (raise --timeout)", found)


class TimeLeft(float):
    """What is left of a command's time limit ``limit`` (seconds) that began
    at ``started`` (``time.monotonic()``; None: now), before its input was loaded: a
    number of seconds to whatever takes a timeout, and the whole limit to a
    :class:`Deadline`'s messages."""

    limit: float

    def __new__(cls, limit: float, started: float | None) -> TimeLeft:
        spent = 0.0 if started is None else time.monotonic() - started
        left = super().__new__(cls, max(limit - spent, 0.001))
        left.limit = limit
        return left


def stop_if_past() -> None:
    """Raise :class:`LimitReached` if the encoding being built is past its
    deadline: the same "unknown" as a search's, after 0 outcomes (none is
    sought yet). Cheap enough to call per tree node."""
    deadline = _BUILDING
    if deadline is not None and deadline.end is not None and time.monotonic() >= deadline.end:
        raise deadline.ran_out(0)
