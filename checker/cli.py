"""``rulespec``: the command line. One module per subcommand in
``checker/commands``; this module only dispatches and turns user errors into
one line on stderr and exit status 2."""

from __future__ import annotations

import argparse
import os
import sys
import time
import warnings

import spec
from checker import interrupts
from checker.commands import COMMANDS
from checker.commands.common import UsageError, show_progress
from checker.errors import LimitReached
from checker.errors import InputError, InputWarning, WorkerDied

DESCRIPTION = """\
A checked reference specification of two Carcassonne rules modules: the
mini-expansion The Robbers, and the scoring side of Count, King & Robber.
Every edition's rules are clauses traced to their sources; Z3 enumerates every
legal outcome of a turn. Exit status: 0 success, 1 a finding (an illegal
outcome) or a limit reached (unknown), 2 bad input or usage, 3 an internal
error."""


class OneLineParser(argparse.ArgumentParser):
    """argparse, but a usage error is one line on stderr and exit status 2."""

    def error(self, message: str):
        raise UsageError(f"{message} (see '{self.prog} --help')")


def version_line() -> str:
    """``rulespec 0.1.0 (Z3 4.15.4, Python 3.11.7)``: what a bug report needs.
    Read from the installed metadata, so it costs no Z3 import."""
    from importlib.metadata import PackageNotFoundError, version

    def installed(name: str) -> str:
        try:
            return version(name)
        except PackageNotFoundError:
            return "not installed"

    python = ".".join(str(n) for n in sys.version_info[:3])
    return f"rulespec {installed('rulespec')} (Z3 {installed('z3-solver')}, Python {python})"


def build_parser() -> argparse.ArgumentParser:
    parser = OneLineParser(
        prog="rulespec", description=DESCRIPTION, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--version", action="version", version=version_line(),
                        help="print rulespec's version (and Z3's and Python's) and exit")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=OneLineParser)
    sub.required = True
    for module in COMMANDS:
        module.add_parser(sub)
    return parser


def main(argv=None) -> int:
    """The ``rulespec`` program; ``argv`` given, a call from Python (tests),
    which leaves the process's Ctrl-C handling alone."""
    try:
        return _run(argv)
    except KeyboardInterrupt:  # came while an error, or the interruption itself, was being reported
        return _interrupted()


def _run(argv) -> int:
    parser = build_parser()
    if not (sys.argv[1:] if argv is None else argv):  # bare "rulespec": what it can do, as a usage error
        parser.print_help(sys.stderr)
        return 2
    try:
        args = parser.parse_args(argv)
        args.started = _process_start() if argv is None else time.monotonic()  # where --timeout counts from
        if argv is None:
            interrupts.watch()
            if getattr(args, "memory", None):  # a test calling main() keeps its own process unlimited
                from checker.solver.memory import limit_memory

                limit_memory(args.memory)
        with warnings.catch_warnings():
            warnings.simplefilter("always", InputWarning)
            warnings.showwarning = _warning_line
            return args.run(args)
    except (InputError, spec.SpecError, UsageError) as error:
        print(f"rulespec: {error}", file=sys.stderr)
        return 2
    except LimitReached as error:
        print(f"rulespec: unknown: {error}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        return _interrupted()
    except BrokenPipeError:  # the reader went away (| head): nothing more to say, and no one to say it to
        _quiet_stdout()
        return 0
    except WorkerDied as error:  # an internal failure, though not a bug of ours: no traceback helps
        if interrupts.INTERRUPTED:
            return _interrupted()
        print(f"rulespec: {error}", file=sys.stderr)
        return 3
    except Exception as error:  # a bug of ours: one line, the traceback on request
        if interrupts.INTERRUPTED:  # Z3 interrupted mid-call fails with "canceled"
            return _interrupted()
        if (limit := _memory_limit(error)) is not None:
            print(f"rulespec: unknown: {limit}", file=sys.stderr)
            return 1
        if os.environ.get("RULESPEC_DEBUG"):
            raise
        print(f"rulespec: internal error: {type(error).__name__}: {error} (set RULESPEC_DEBUG=1 for the traceback)", file=sys.stderr)
        return 3
    finally:
        show_progress(None)  # a status line a run left on the terminal ends, the cursor back


def _warning_line(message, category, filename, lineno, file=None, line=None) -> None:
    """``warnings.showwarning`` for a run: a warning about the input as one
    line on stderr, others as Python prints them (its ``file`` is where
    ``showwarning`` would write, which ``formatwarning`` does not take)."""
    if issubclass(category, InputWarning):
        print(f"rulespec: warning: {message}", file=sys.stderr)
    else:
        text = warnings.formatwarning(message, category, filename, lineno, line)
        print(text, end="", file=sys.stderr if file is None else file)


def _process_start() -> float:
    """When this process started, on ``time.monotonic()``'s clock, so that
    a command's time limit covers the interpreter's own start and imports
    (seconds, on a loaded machine); now, where ``/proc`` cannot say."""
    now = time.monotonic()
    try:
        ticks = int(open("/proc/self/stat", encoding="ascii").read().rsplit(")", 1)[1].split()[19])
        age = time.clock_gettime(time.CLOCK_BOOTTIME) - ticks / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError, AttributeError):
        return now
    return now - age if 0 <= age < 60 else now  # else a clock not to be trusted (a time namespace, say)


def _memory_limit(error: Exception):
    """The "unknown" of ``--memory`` when ``error`` is its doing, else None."""
    if "checker.solver.memory" not in sys.modules:  # no limit was set
        return None
    return sys.modules["checker.solver.memory"].out_of_memory(error)


def _interrupted() -> int:
    """Ctrl-C (exit 130) or SIGTERM (143), whichever came first; said once."""
    if not interrupts.settle():
        print("rulespec: " + ("terminated" if interrupts.STATUS == 143 else "interrupted"), file=sys.stderr)
    return interrupts.STATUS


def _quiet_stdout() -> None:
    """Point stdout at /dev/null, so the interpreter's last flush does not
    print a BrokenPipeError of its own."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError):
        pass


if __name__ == "__main__":
    sys.exit(main())
