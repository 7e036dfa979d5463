"""Errors a user can cause, reported as one line and exit status 2, and the
limits a search may reach (exit status 1, "unknown")."""

from __future__ import annotations


class InputError(ValueError):
    """Bad input: names the file and the JSON path at fault.

    ``str(error)`` is the one line the CLI prints, e.g.
    ``scenario.json: $.markers.red.meeple: must be 0 or more, got -3``.
    """

    def __init__(self, file: str, path: str, message: str) -> None:
        self.file = file
        self.path = path
        self.message = message
        super().__init__(f"{file}: {path}: {message}")


class InputWarning(UserWarning):
    """Input that is valid but most likely not what was meant (a feature
    label one letter off a known feature, "raod"): the CLI prints it as one
    line on stderr, "rulespec: warning: FILE: PATH: message", and goes on."""


#: Outcomes ``enumerate`` lists before it stops (``--max-outcomes``).
DEFAULT_MAX_OUTCOMES = 100_000


class LimitReached(RuntimeError):
    """A search stopped at a limit (time, outcomes or states): its result is incomplete.

    Raised by the Z3 enumeration (``--max-outcomes``, ``--timeout``) and by the
    reference simulator (``max_states``); the CLI reports it with exit 1.
    ``found``: the outcomes an enumeration had found when it stopped (in no
    particular order; empty when it found none or is not an enumeration), which
    ``enumerate`` shows under a heading that says they are not all.
    """

    def __init__(self, message: str = "", found=()) -> None:
        super().__init__(message)
        self.found = tuple(found)


class WorkerDied(RuntimeError):
    """A worker process (``checker.isolated``) ended without returning its
    task's result: killed by the out-of-memory killer or by hand. An internal
    failure (exit status 3), reported as one line naming the task."""
