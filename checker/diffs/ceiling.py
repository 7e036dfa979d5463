"""A diff's time limit as a ceiling, counted in processor time.

Every decision of a diff that changes which witness it finds, or how far it
shrinks it, is taken by Z3's resource steps (``rlimit``), which do not depend
on the machine's load: the same command writes the same bytes on an idle
machine and on a loaded one (issue 46, item 8: under load the catalogue's
witnesses changed when a wall-clock limit cut a run its steps had not ended).
The time limit only ends a diff that would take too long, and then the
answer is "unknown", never another witness. It is counted in the processor
time the process has used, which load does not stretch as it does the wall
clock's, and looked at between solver runs (a run is bounded by its steps).
"""

from __future__ import annotations

import time

__all__ = ["Ceiling", "TimeLimit"]


class TimeLimit(Exception):
    """The time limit passed while only steps may decide: the diff's answer is "unknown"."""


class Ceiling:
    """``seconds`` of processor time from now (None: no limit)."""

    def __init__(self, seconds: float | None) -> None:
        self.seconds = seconds
        self.end = None if seconds is None else time.process_time() + seconds

    @classmethod
    def of(cls, limit: "Ceiling | float | None") -> "Ceiling":
        """``limit`` itself when it is a ceiling already (one comparison's
        searches and replays share it), else a new one of ``limit`` seconds."""
        return limit if isinstance(limit, Ceiling) else cls(limit)

    def passed(self) -> bool:
        return self.end is not None and time.process_time() >= self.end

    def check(self) -> None:
        """:class:`TimeLimit` when the processor time is past the limit."""
        if self.passed():
            raise TimeLimit()

    def note(self) -> str:
        """The diff's note when the limit was reached: a limit, not an answer."""
        return (f"the time limit of {self.seconds:g} s (of processor time) ran out before the search's steps "
                "could decide (a limit, not an answer: raise --timeout)")
