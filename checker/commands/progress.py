"""What a long run says while it works and when it ends.

On a terminal, a run of more than a moment shows one self-erasing line on
stderr with what it is doing and the time so far (:class:`Activity`); it
never shows when stderr is not a terminal, so piped and captured output
stay the same on every run. Off a terminal, a run given a ``notice``
(``enumerate``, ``judge``) that is still working after ``NOTICE_AFTER``
seconds says so in one line on stderr, and in one more when it ends: a
200-event turn used to print nothing for minutes when stdout was piped. A
quick run prints neither, so its output is the same on every run. Every
long command ends with one summary line
(:func:`summary`): on stdout after a report for people, on stderr when
stdout is a document (``--json``, ``--markdown``), so a script that pipes
the document still sees how the run went.
"""

from __future__ import annotations

import os
import sys
import threading
import time

#: Seconds a run with a notice works, off a terminal, before it says what it is
#: doing. ``RULESPEC_NOTICE_AFTER`` overrides it: 0 says it at once, "never"
#: not at all (the test suite's default, so that no test's output depends on
#: how loaded the machine is).
NOTICE_AFTER = 3.0


def notice_after() -> float:
    value = os.environ.get("RULESPEC_NOTICE_AFTER", "").strip()
    if value == "never":
        return float("inf")
    try:
        return float(value) if value else NOTICE_AFTER
    except ValueError:
        return NOTICE_AFTER


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
    works), only on a terminal. ``update(text)`` says what is being done.

    ``notice`` ("rulespec enumerate: enumerating ... (time limit 60 s)"):
    off a terminal, the line printed once the run has worked for
    :func:`notice_after` seconds, followed at the end by one saying how long
    it took."""

    def __init__(self, what: str, notice: str | None = None) -> None:
        self.what = what
        self.started = time.monotonic()
        self.status = None
        self.line = _Elapsed(self.started)
        self.notice, self.noticed = notice, False
        self.timer: threading.Timer | None = None
        self.lock = threading.Lock()

    def _say_notice(self) -> None:
        with self.lock:
            if self.notice and not self.noticed:
                print(self.notice, file=sys.stderr, flush=True)
                self.noticed = True

    def __enter__(self) -> "Activity":
        if sys.stderr.isatty():
            from rich.console import Console

            self.line.text = f"{self.what}..."
            self.status = Console(stderr=True).status(self.line)
            self.status.__enter__()
        elif self.notice:
            delay = notice_after()
            if delay <= 0:
                self._say_notice()
            elif delay != float("inf"):
                self.timer = threading.Timer(delay, self._say_notice)
                self.timer.daemon = True
                self.timer.start()
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
        if self.timer is not None:
            self.timer.cancel()
            self.timer = None
        with self.lock:
            # Ctrl-C ends in its own one line ("rulespec: interrupted"), nothing before it.
            if self.noticed and not (exc and exc[0] is not None and issubclass(exc[0], KeyboardInterrupt)):
                command = self.notice.partition(":")[0]
                how = "stopped" if exc and exc[0] is not None else "done"
                print(f"{command}: {how} {took(self.seconds())}", file=sys.stderr, flush=True)
            self.noticed = False


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
