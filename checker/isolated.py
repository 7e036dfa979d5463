"""Independent solver tasks in worker processes, ``jobs`` at a time, that
end when a worker dies and leave no worker behind.

Z3's answers depend on everything built before in the same process (the
order of its internal term ids), so a witness found after other queries may
differ from the one found alone. Running every task of ``check --all`` and
``diff --all`` in a process of its own (``fresh``) makes each result the one
the task gives on its own: the same on every run and for every ``--jobs``
value. The suite's searches (``oracle``) reuse their workers instead.

The pool is our own, not ``multiprocessing.Pool``: that one waits forever
for the result of a worker the out-of-memory killer took, and
``concurrent.futures`` cannot say which task was lost. Here the parent
waits on each worker's pipe and on its process at once: a worker that ends
without an answer raises :class:`WorkerDied` naming its task, and whatever
ends the parent's loop (that, Ctrl-C, SIGTERM, a task's error) stops every
worker before it returns. Workers ignore Ctrl-C, which the terminal sends
to them too (the parent ends them, without a traceback each; it is held
back while they start, ``_ctrl_c_held_back``), and end
themselves if the parent dies without ending them (SIGKILL).

A worker that neither answers nor dies (stopped by SIGSTOP, or frozen) is
seen by its heartbeat: a thread of the worker counts up a number in shared
memory twice a second, which no busy task holds back (Z3's calls release
the GIL), and the parent, which looks at least once a second, reports a
worker whose count has not moved for ``FROZEN_AFTER`` seconds as it reports
a dead one (a stopped worker held ``check --all`` for as long as it stayed
stopped: 150 s in issue 46). The seconds are the parent's own running time:
a parent stopped with its workers (Ctrl-Z, then ``fg``) finds every count
still once it runs again, and gives them the time to beat again first.
"""

from __future__ import annotations

import contextlib
import multiprocessing
import os
import pickle
import signal
import threading
import time
from collections import deque
from multiprocessing import resource_tracker
from multiprocessing.connection import wait

from checker import expansions, interrupts
from checker.errors import WorkerDied

__all__ = ["WorkerDied", "Workers", "imap", "run_isolated"]

#: Seconds without a heartbeat after which a busy worker is reported as frozen.
FROZEN_AFTER = 10.0
_BEAT = 0.5  # seconds between a worker's heartbeats
_LOOK = 1.0  # seconds the parent waits for an answer before it looks at the heartbeats


def run_isolated(task, items: list, jobs: int = 1, progress=None, name=None) -> list:
    """``[task(item) for item in items]``, each call in a new process, in order.

    ``task`` must be a module-level function and ``items`` picklable.
    ``progress(done, total)`` is called as results arrive; ``name(item)``
    names a task in the error when its worker dies. Every process registers
    the rules modules this one registered at run time.
    """
    results = []
    for result in imap(task, items, jobs, fresh=True, name=name):
        results.append(result)
        if progress is not None:
            progress(len(results), len(items))
    return results


def imap(task, items, jobs: int = 1, fresh: bool = True, name=None):
    """The results of ``task`` over ``items``, in order, as they come; with
    ``fresh`` each task has a process of its own, else ``jobs`` processes
    serve every task."""
    with Workers(task, jobs, fresh, name) as workers:
        yield from workers.imap(items)


class Workers:
    """``jobs`` worker processes for ``task``, kept across several
    :meth:`imap` calls (the suite's phases) unless ``fresh``; all of them
    ended when the block ends, politely only when it ends normally."""

    def __init__(self, task, jobs: int = 1, fresh: bool = True, name=None) -> None:
        self.jobs, self.fresh, self.name = max(1, jobs), fresh, name or _name
        self.context = multiprocessing.get_context("spawn")
        self.setup = (task, expansions.added(), os.getpid(), fresh)
        self.started: list = []
        self.idle: list = []

    def __enter__(self) -> Workers:
        return self

    def __exit__(self, kind, error, trace) -> None:
        _stop(self.started, graceful=kind is None)

    def imap(self, items):
        items = list(items)
        pending, busy, done = deque(range(len(items))), {}, {}
        emitted = 0
        pulse = _Pulse()
        while emitted < len(items):
            while pending and (self.idle or len(busy) < self.jobs):
                worker = self.idle.pop() if self.idle else _start(self.context, self.setup, self.started)
                index = pending.popleft()
                worker[1].send((index, items[index]))
                busy[worker] = index
            wait([w[1] for w in busy] + [w[0].sentinel for w in busy], _LOOK)
            frozen = pulse.frozen(busy)
            if frozen is not None:
                raise WorkerDied(f"a worker process stopped answering (no sign of life for {FROZEN_AFTER:g} s: "
                                 f"stopped or frozen) while it ran {self.name(items[busy[frozen]])}; "
                                 "the run is abandoned")
            for worker in list(busy):
                answer = _answer(worker)
                if answer is None:
                    if worker[0].is_alive():
                        continue
                    raise WorkerDied(_death(worker[0], self.name(items[busy[worker]])))
                ok, value = answer
                if not ok:
                    raise value
                done[busy.pop(worker)] = value
                if not self.fresh:
                    self.idle.append(worker)
            while emitted in done:
                yield done.pop(emitted)
                emitted += 1


class _Pulse:
    """The parent's view of its busy workers' heartbeats."""

    def __init__(self) -> None:
        self.seen: dict = {}  # worker -> (its last count, the parent's time when it changed)
        self.last = time.monotonic()

    def frozen(self, busy):
        """A busy worker whose count has not moved for ``FROZEN_AFTER`` s, or None."""
        now = time.monotonic()
        if now - self.last > 3 * _LOOK:  # the parent itself did not run: no one is late
            self.seen.clear()
        self.last = now
        for worker in busy:
            count = worker[0].beats.value
            before = self.seen.get(worker)
            if before is None or before[0] != count:
                self.seen[worker] = (count, now)
            elif now - before[1] >= FROZEN_AFTER:
                return worker
        return None


def _start(context, setup, started: list):
    mine, theirs = context.Pipe()
    beats = context.RawValue("Q", 0)
    process = context.Process(target=_serve, args=(theirs, beats, *setup), daemon=True)
    with _ctrl_c_held_back():
        process.start()
    theirs.close()
    process.beats = beats  # read by the parent's _Pulse
    worker = (process, mine)
    started.append(worker)
    return worker


@contextlib.contextmanager
def _ctrl_c_held_back():
    """Start a worker with Ctrl-C held back: a blocked signal stays blocked
    across exec, so a Ctrl-C to the process group while the worker's Python
    is still starting waits until ``_serve`` ignores it. Otherwise it stopped
    the worker inside ``import site`` with a "Fatal Python error" and a
    traceback on the terminal (seen once in a full test run,
    ``test_ctrl_c_during_diff_all_prints_no_worker_traceback``).

    The parent blocks it, from the main thread, only for the instant of the
    start, and a Ctrl-C that comes then is delivered when the block ends.
    The parent once ignored it instead, which made the worker start ignoring
    it too, but a Ctrl-C in that instant was lost: with ``diff --all``
    starting a worker for each comparison, the same test once saw the run go
    on as if nothing had come (2026-11-27)."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    # Started first, if need be: the start of multiprocessing's resource
    # tracker, which a spawned worker's start makes once, unblocks SIGINT.
    resource_tracker.ensure_running()
    previous = signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, previous)


def _answer(worker):
    """(ok, value) when the worker has answered, else None (it is busy or dead)."""
    conn = worker[1]
    try:
        if not conn.poll():
            return None
        return conn.recv()
    except (EOFError, OSError):
        return None


def _death(process, what: str) -> str:
    process.join(1)
    code = process.exitcode
    if code is not None and code < 0:
        try:
            how = f"killed by {signal.Signals(-code).name}"
        except ValueError:
            how = f"killed by signal {-code}"
        if code == -signal.SIGKILL:
            how += ", as the out-of-memory killer does"
    else:
        how = f"exit status {code}"
    return f"a worker process died ({how}) while it ran {what}; the run is abandoned"


def _stop(started: list, graceful: bool) -> None:
    """End every worker: politely after a complete run, else SIGTERM, then SIGKILL."""
    for process, conn in started:
        if process.is_alive():
            try:
                if graceful:
                    conn.send(None)
                else:
                    process.terminate()
            except OSError:
                process.terminate()
    deadline = time.monotonic() + 2
    for process, conn in started:
        process.join(max(0.0, deadline - time.monotonic()))
        if process.is_alive():
            process.kill()
            process.join()
        conn.close()


def _name(item) -> str:
    if isinstance(item, tuple):
        words = [str(x) for x in item if isinstance(x, str)]
        if words:
            return "the task " + " ".join(words[:3])
    return f"the task {item!r}"[:200]


def _serve(conn, beats, task, added, parent: int, fresh: bool) -> None:
    """A worker: answer ``(index, item)`` messages until told to stop (``None``)."""
    threading.Thread(target=_beat, args=(beats,), name="rulespec-heartbeat", daemon=True).start()
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # the parent handles Ctrl-C and ends us
    signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})  # held back while we started
    interrupts.WATCHING = True  # so Z3 does not take SIGINT back during a query
    threading.Thread(target=_orphaned, args=(parent,), name="rulespec-parent", daemon=True).start()
    expansions.restore(added)
    while True:
        try:
            message = conn.recv()
        except (EOFError, OSError):
            return
        if message is None:
            return
        _, item = message
        try:
            answer = (True, task(item))
        except BaseException as error:  # noqa: BLE001 - given to the parent, which raises it
            answer = (False, _portable(error))
        try:
            conn.send(answer)
        except (OSError, pickle.PicklingError):
            return
        if fresh:
            return


def _portable(error: BaseException) -> BaseException:
    try:
        pickle.loads(pickle.dumps(error))
        return error
    except Exception:  # noqa: BLE001 - an exception that does not pickle
        return RuntimeError(f"{type(error).__name__}: {error}")


def _beat(beats) -> None:
    """Count up ``beats`` twice a second, for as long as this worker runs."""
    while True:
        beats.value += 1
        time.sleep(_BEAT)


def _orphaned(parent: int) -> None:
    """End this worker, quietly, once its parent is gone (killed without ending us)."""
    while os.getppid() == parent:
        time.sleep(0.5)
    os._exit(1)
