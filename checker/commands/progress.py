"""What a long run says while it works and when it ends.

On a terminal, a run of more than a moment shows one self-erasing line on
stderr with what it is doing and the time so far (:class:`Activity`); it
never shows when stderr is not a terminal, so piped and captured output
stay the same on every run. Every long command ends with one summary line
(:func:`summary`): on stdout after a report for people, on stderr when
stdout is a document (``--json``, ``--markdown``), so a script that pipes
the document still sees how the run went.
"""

from __future__ import annotations

import sys
import time


class _Elapsed:
    """A status text with the seconds so far, measured each time it is drawn."""

    def __init__(self, started: float) -> None:
        self.started = started
        self.text = ""

    def __rich__(self):
        from rich.text import Text

        # One line, cut at the terminal's edge: a wrapped status line would be redrawn as many.
        return Text(f"{self.text} ({time.monotonic() - self.started:.0f} s)", no_wrap=True, overflow="ellipsis")


class Activity:
    """A self-erasing line on stderr: "check: proving c1-hig-2013 (12 s)",
    redrawn while the work runs (the seconds keep counting while the solver
    works), only on a terminal. ``update(text)`` says what is being done."""

    def __init__(self, what: str) -> None:
        self.what = what
        self.started = time.monotonic()
        self.status = None
        self.line = _Elapsed(self.started)

    def __enter__(self) -> "Activity":
        if sys.stderr.isatty():
            from rich.console import Console

            self.line.text = f"{self.what}..."
            self.status = Console(stderr=True).status(self.line)
            self.status.__enter__()
        return self

    def update(self, text: str | None) -> None:
        if self.status is not None and text:
            self.line.text = f"{self.what}: {text}"
            self.status.update(self.line)

    __call__ = update

    def seconds(self) -> float:
        return time.monotonic() - self.started

    def __exit__(self, *exc) -> None:
        if self.status is not None:
            self.status.__exit__(*exc)
            self.status = None


_CURRENT: list = []  # the status line show_progress keeps, if one is shown


def show_progress(message: str | None) -> None:
    """The status line as a function: the first message starts one (with
    its seconds counting), the next ones replace its text, ``None`` ends
    it; only on a terminal. "check: 3/8 rule sets proved (12 s)"."""
    if message is None:
        while _CURRENT:
            _CURRENT.pop().__exit__(None, None, None)
        return
    if not _CURRENT:
        command, _, _ = message.partition(":")
        _CURRENT.append(Activity(command).__enter__())
    what = _CURRENT[0].what
    _CURRENT[0].update(message.removeprefix(what + ": "))


class OutcomeCount(Activity):
    """An enumeration's line: "enumerating: 1,200 outcomes so far (4 s)"; a
    call with the count found so far (every 25th is drawn)."""

    def __call__(self, count: int) -> None:
        if count % 25 == 0:
            self.update(f"{count:,} outcomes so far")


def summary(command: str, text: str, document: bool) -> None:
    """The run's last line: ``text`` on stdout after a report for people, or
    "rulespec COMMAND: text" on stderr when stdout holds a document."""
    if document:
        print(f"rulespec {command}: {text}", file=sys.stderr, flush=True)
    else:
        print(text, flush=True)


def took(seconds: float) -> str:
    """"in 12.3 s", "in 2 min 05 s"."""
    if seconds < 60:
        return f"in {seconds:.1f} s"
    minutes, rest = divmod(round(seconds), 60)
    return f"in {minutes} min {rest:02d} s"
