"""A machine a thousand times overloaded, as a diff's process sees it
(issue 46, item 8), for the tests that a diff's document does not change
under load: its wall clock runs a thousand times faster than the work,
while the processor time the process uses is the real one (load does not
stretch it)."""

from __future__ import annotations

import time


class Overloaded:
    """The ``time`` module as a process on a machine ``FACTOR`` times overloaded sees it."""

    FACTOR = 1000

    def __init__(self) -> None:
        self.start = time.monotonic()
        self.perf_counter, self.process_time = time.perf_counter, time.process_time
        self._monotonic, self._time = time.monotonic, time.time

    def monotonic(self) -> float:
        return self.start + (self._monotonic() - self.start) * self.FACTOR

    def time(self) -> float:
        """The wall clock's date, running as fast as ``monotonic``."""
        return self._time() + (self.monotonic() - self.start) - (self._monotonic() - self.start)

    def everywhere(self) -> None:
        """The ``time`` module's own wall clocks replaced, in this process:
        every module that reads ``time.monotonic()`` or ``time.time()`` sees
        the overloaded clock, whether it reads it today or not."""
        time.monotonic, time.time = self.monotonic, self.time
