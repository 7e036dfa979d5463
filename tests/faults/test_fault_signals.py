"""A signal that comes where Python cannot raise still ends the run.

Python runs a signal's handler between two instructions of the main
thread, wherever it is: inside an object's ``__del__`` (z3py's objects have
one, and a solver run frees thousands) or a weak reference's callback, an
exception cannot propagate, and Python only reports it to
``sys.unraisablehook``. Before, the interruption raised there was lost:
``rulespec check`` answered a SIGTERM with its whole table and exit 0 (seen
in a full test run, ``test_sigterm_ends_a_check_without_workers_quietly``).
Each case here makes the signal come at exactly such a place, in a process
of its own that watches for signals as the command line does
(``checker.interrupts.watch``).
"""

from __future__ import annotations

import subprocess
import sys
import textwrap

import pytest
from faultkit import ROOT

from tests.hardening.inputs import sigint_at_default

WHERE = {
    "a finalizer": """
        class Dropped:
            def __del__(self):
                signal.raise_signal(SIGNAL)  # its handler runs here, in __del__

        Dropped()
    """,
    "a weak reference's callback": """
        class Target:
            pass

        target = Target()
        ref = weakref.ref(target, lambda gone: signal.raise_signal(SIGNAL))
        del target
    """,
}

RUN = """
import signal, sys, time, weakref
from checker import interrupts

SIGNAL = signal.{name}
interrupts.watch()
try:
{where}
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline:
        time.sleep(0.01)
    print("went on")
except KeyboardInterrupt as stopped:
    print(type(stopped).__name__, interrupts.STATUS)
"""


def _python(script: str) -> subprocess.CompletedProcess:
    """``script`` in a Python of its own, with Ctrl-C at its default as from a terminal."""
    return subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, cwd=ROOT, timeout=60,
                          preexec_fn=sigint_at_default)


@pytest.mark.parametrize("where", sorted(WHERE))
@pytest.mark.parametrize(
    ("name", "raised"), [("SIGTERM", "Terminated 143"), ("SIGINT", "KeyboardInterrupt 130")]
)
def test_a_signal_where_python_cannot_raise_still_interrupts(where, name, raised):
    run = _python(RUN.format(name=name, where=textwrap.indent(textwrap.dedent(WHERE[where]), "    ")))
    assert (run.returncode, run.stdout, run.stderr) == (0, raised + "\n", "")


COMMAND = """
import signal, sys, time
import z3
from checker import cli
import checker.commands.editions as command

class Dropped:
    def __del__(self):
        signal.raise_signal(signal.{name})

def work(args):
    Dropped()  # the signal comes as this is freed; Z3 is asked right after
    x = z3.Int("x")
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline:
        solver = z3.Solver()
        solver.add(z3.simplify(x + 1 > 2))
        solver.check()
    print("went on")
    return 0

command.run = work
sys.argv = ["rulespec", "editions"]
sys.exit(cli.main())
"""


@pytest.mark.parametrize(
    ("name", "status", "said"), [("SIGTERM", 143, "terminated"), ("SIGINT", 130, "interrupted")]
)
def test_the_command_line_reports_a_signal_that_came_in_a_finalizer_once(name, status, said):
    """The signal interrupts Z3 at once, from another thread: the Z3 of the
    lowest supported release keeps that for its next call, which fails
    "canceled" before the signal is raised again (seen as "internal error",
    exit 3, in the lowest releases' CI pass); newer ones answer the next
    call. Either way the run ends as interrupted, said once."""
    run = _python(COMMAND.format(name=name))
    assert (run.returncode, run.stdout, run.stderr) == (status, "", f"rulespec: {said}\n")


WORKER_STARTING = """
import os, signal, time
from checker import interrupts, isolated
interrupts.watch()
try:
    with isolated._ctrl_c_held_back():
        os.kill(os.getpid(), signal.SIGINT)  # the group's Ctrl-C, while a worker starts
        time.sleep(0.2)
    time.sleep(2)
    print("went on")
except KeyboardInterrupt:
    print("interrupted")
"""


def test_a_ctrl_c_while_a_worker_starts_is_not_lost():
    """The parent once ignored Ctrl-C while it started a worker, and a Ctrl-C
    in that instant was dropped: ``diff --all`` went on as if none had come."""
    run = _python(WORKER_STARTING)
    assert (run.returncode, run.stdout, run.stderr) == (0, "interrupted\n", "")


def test_a_worker_started_with_ctrl_c_held_back_ignores_it_and_no_longer_holds_it():
    from fault_tasks import ctrl_c_in_worker

    from checker.isolated import run_isolated

    # Two workers: the first one's start also starts multiprocessing's resource tracker.
    assert run_isolated(ctrl_c_in_worker, [0, 1]) == [(False, True), (False, True)]
