"""Ctrl-C during a solver call: an interruption, never an "unknown" answer.

Z3 catches SIGINT while it searches and answers "unknown", reason
"canceled", which is also what its timer and its step limit answer. Left
to Z3, a Ctrl-C during ``rulespec check`` became an "unknown" verdict for one
invariant and the run went on with the next.

The command line therefore takes SIGINT away from Z3 (``ctrl_c`` off on the
checker's solvers, see ``new_solver``) and watches for it itself: Python's
C handler writes the signal to a pipe, a thread reading the pipe interrupts
Z3, and when the solver call returns our handler raises KeyboardInterrupt.
``rulespec`` ends with "interrupted", exit 130.

SIGTERM (``kill``, a CI's time limit, a service manager) is handled the same
way and raises :class:`Terminated`: the run unwinds, its worker processes are
ended (:mod:`checker.isolated`) and no half-written output is left
(:mod:`checker.atomic`); ``rulespec`` ends with "terminated", exit 143.

A signal can come while Python runs a finalizer (``__del__``, z3py's
objects have one) or a weak reference's callback, where an exception cannot
propagate: Python reports it to ``sys.unraisablehook`` and goes on. Raised
there, the interruption was lost and the run ended normally (seen once as
``check`` answering SIGTERM with its whole table and exit 0). The signal is
therefore noted when it comes (:data:`INTERRUPTED`, :data:`STATUS`), but
its exception is never raised inside a finalizer, and one swallowed
anywhere else is raised again: in both cases the signal is sent once more a
moment later, until the exception is raised where the run can unwind or
the command line has reported the interruption (:func:`settle`).

Library users who do not call :func:`watch` keep Z3's behaviour; the
enumeration still turns a "canceled" that no time limit explains into
KeyboardInterrupt (``collect_outcomes``).
"""

from __future__ import annotations

import os
import signal
import sys
import threading

#: Whether this process watches for SIGINT itself (then Z3 must not).
WATCHING = False
#: Whether SIGINT or SIGTERM has come.
INTERRUPTED = False
#: The exit status of the signal that came first: 130 (SIGINT) or 143 (SIGTERM).
STATUS = 130
#: Whether the interruption's exception is on its way up (raised once only).
_RAISED = False
#: Whether the command line has reported the interruption: nothing more to raise.
_SETTLED = False


class Terminated(KeyboardInterrupt):
    """SIGTERM: unwinds like Ctrl-C, so every ``finally`` runs; exit 143."""


def watch() -> None:
    """Interrupt Z3 on SIGINT and SIGTERM from now on (main thread only; once).

    A process started with SIGINT ignored (a background job of a script:
    ``rulespec oracle --out suite &``) keeps ignoring it, as the shell meant,
    but still ends cleanly on SIGTERM ("terminated", exit 143, every
    ``finally`` run); before, such a run had neither handler, and ``kill``
    ended it at once without a word or its own clean-up."""
    global WATCHING
    if WATCHING or threading.current_thread() is not threading.main_thread():
        return
    ctrl_c = signal.getsignal(signal.SIGINT)
    if ctrl_c is not signal.default_int_handler and ctrl_c is not signal.SIG_IGN:
        return  # someone else handles Ctrl-C here
    read, write = os.pipe()
    os.set_blocking(write, False)
    signal.set_wakeup_fd(write)
    if ctrl_c is signal.default_int_handler:
        signal.signal(signal.SIGINT, _on_signal)
    signal.signal(signal.SIGTERM, _on_signal)
    sys.unraisablehook = _quiet_once_interrupted
    threading.Thread(target=_interrupt_z3_on_sigint, args=(read,), name="rulespec-sigint", daemon=True).start()
    WATCHING = True


def interruption() -> KeyboardInterrupt:
    """The exception that ends the run for the signal that came, counted as
    raised (for Z3's "canceled" answer: the signal interrupted a query)."""
    global _RAISED
    _RAISED = True
    return Terminated() if STATUS == 143 else KeyboardInterrupt()


def settle() -> bool:
    """The interruption is reported: raise nothing more. Whether it already
    was (never, in a process that does not watch: a test's calls of the
    command line each report their own)."""
    global _SETTLED
    settled, _SETTLED = _SETTLED, WATCHING
    return settled


def _on_signal(signum, frame) -> None:
    """SIGINT's and SIGTERM's handler: note the signal, then raise its
    exception once, where the run can unwind."""
    global INTERRUPTED, STATUS
    if _RAISED or _SETTLED:
        return  # already unwinding: let the cleanup (ending the workers) finish
    if not INTERRUPTED:
        INTERRUPTED, STATUS = True, 143 if signum == signal.SIGTERM else 130
    if _in_finalizer(frame):
        _deliver_again(signum)  # raised here, Python would only report it and go on
        return
    raise interruption()


def _in_finalizer(frame) -> bool:
    while frame is not None:
        if frame.f_code.co_name == "__del__":
            return True
        frame = frame.f_back
    return False


def _deliver_again(signum) -> None:
    """Send ``signum`` to this process again shortly, from another thread, so
    that the main thread has left the place that could not raise."""
    timer = threading.Timer(0.005, os.kill, (os.getpid(), signum))
    timer.daemon = True
    timer.start()


def _quiet_once_interrupted(unraisable) -> None:
    """Our own interruption swallowed where Python cannot raise (a weak
    reference's callback, say) is raised again. Otherwise: a
    KeyboardInterrupt can land inside a z3py constructor, whose object then
    fails in ``__del__``: after Ctrl-C that is noise, not news."""
    global _RAISED
    if INTERRUPTED and not _SETTLED and isinstance(unraisable.exc_value, KeyboardInterrupt):
        _RAISED = False
        _deliver_again(signal.SIGTERM if STATUS == 143 else signal.SIGINT)
        return
    if not INTERRUPTED:
        sys.__unraisablehook__(unraisable)


def _interrupt_z3_on_sigint(read: int) -> None:
    while True:
        if {signal.SIGINT, signal.SIGTERM} & set(os.read(read, 64)):
            z3 = sys.modules.get("z3")
            if z3 is not None:
                z3.main_ctx().interrupt()
