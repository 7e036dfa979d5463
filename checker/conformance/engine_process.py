"""Running an engine once, as ``rulespec conform`` does without
``--persistent``: the request on stdin, the answer read from stdout, within
a time limit and a size limit, whatever the engine and its children do.

An engine is somebody else's program, so nothing it does may hang or sink
the run. Each engine runs in a process group of its own (a new session), so
that the time limit, the size limit and Ctrl-C end the engine *and*
everything it started: a child that inherited stdout and lives on would
otherwise keep the pipe open and ``communicate()`` would wait for it (an
engine that left a ``sleep 120`` behind held ``--timeout 3`` for 120 s).
Output is read in chunks by threads, so that a full pipe never blocks the
engine and more than :data:`MAX_ANSWER` bytes is cut off with a clear error
instead of buffered (an engine printing 1 GiB once took 3 GB).

Every live group is registered, so :func:`stop_all` (Ctrl-C in ``conform``)
kills them all and refuses to start new ones.
"""

from __future__ import annotations

import os
import signal
import subprocess
import threading
import time
from dataclasses import dataclass

from checker.loading import MAX_BYTES

#: The most an engine may print for one vector: the size of the largest
#: document rulespec reads (5 MB), far above the largest vector's outcome set.
MAX_ANSWER = MAX_BYTES
#: What is kept of an engine's stderr: its end, where the error usually is.
STDERR_KEPT = 64 * 1024
#: How long a finished engine's leftover children may keep its pipes open.
GRACE = 0.5

_LIVE: set[int] = set()
_LOCK = threading.Lock()
STOPPING = threading.Event()


class Stopped(Exception):
    """``conform`` is stopping (Ctrl-C): no engine is started any more."""


@dataclass
class Reply:
    """What one run of the engine gave: ``status`` its exit status (None
    when it was stopped by a limit), ``out`` its answer text, ``err`` the end
    of its stderr, ``problem`` the limit it hit in words ("timed out after
    3 s", "printed more than ..."), ``request_id`` the id the request
    carried when the answer may echo it."""

    status: int | None
    out: str
    err: str
    problem: str | None = None
    request_id: int | None = None


def register(pid: int) -> None:
    with _LOCK:
        if STOPPING.is_set():
            kill_group(pid)
            raise Stopped()
        _LIVE.add(pid)


def unregister(pid: int) -> None:
    with _LOCK:
        _LIVE.discard(pid)


def kill_group(pid: int) -> None:
    """SIGKILL to the process group ``pid`` leads (the engine and its children)."""
    try:
        os.killpg(pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass


def stop_all() -> None:
    """Kills every engine still running and lets no new one start."""
    STOPPING.set()
    with _LOCK:
        for pid in list(_LIVE):
            kill_group(pid)


def start(command: str) -> subprocess.Popen:
    """The engine started in a session of its own, registered, pipes in bytes."""
    if STOPPING.is_set():
        raise Stopped()
    proc = subprocess.Popen(command, shell=True, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, start_new_session=True)
    register(proc.pid)
    return proc


class Capped:
    """Reads one stream to its end in a thread, keeping at most ``limit``
    bytes (``keep_end``: the last ones, for stderr) and saying when more came."""

    def __init__(self, stream, limit: int, keep_end: bool = False, on_overflow=None):
        self.chunks: list[bytes] = []
        self.size = 0
        self.overflow = False
        self.limit, self.keep_end, self.on_overflow = limit, keep_end, on_overflow
        self.thread = threading.Thread(target=self._read, args=(stream,), daemon=True)
        self.thread.start()

    def _read(self, stream) -> None:
        try:
            while True:
                chunk = os.read(stream.fileno(), 65536)
                if not chunk:
                    return
                self.chunks.append(chunk)
                self.size += len(chunk)
                if self.size > self.limit:
                    if self.keep_end:
                        data = b"".join(self.chunks)[-self.limit:]
                        self.chunks, self.size = [data], len(data)
                    else:
                        self.overflow = True
                        if self.on_overflow:
                            self.on_overflow()
                        return
        except (OSError, ValueError):
            return

    def text(self) -> str:
        return b"".join(self.chunks)[: self.limit].decode("utf-8", errors="replace")


def _feed(proc, payload: bytes) -> None:
    try:
        proc.stdin.write(payload)
        proc.stdin.close()
    except (BrokenPipeError, OSError, ValueError):
        pass  # the engine did not read its request: its exit status says why


def run_once(command: str, payload: str, timeout: float | None) -> Reply:
    """Runs ``command`` on ``payload`` and waits at most ``timeout`` seconds
    for it and for its output, then kills its process group."""
    deadline = None if timeout is None else time.monotonic() + timeout
    proc = start(command)
    out = err = None
    try:
        out = Capped(proc.stdout, MAX_ANSWER, on_overflow=lambda: kill_group(proc.pid))
        err = Capped(proc.stderr, STDERR_KEPT, keep_end=True)
        threading.Thread(target=_feed, args=(proc, payload.encode("utf-8")), daemon=True).start()
        try:
            status = proc.wait(None if deadline is None else max(0.0, deadline - time.monotonic()))
        except subprocess.TimeoutExpired:
            kill_group(proc.pid)
            proc.wait()
            return _reply(None, out, err, f"timed out after {timeout:g} s")
        # The engine has ended; a child it left behind may still hold the pipes.
        out.thread.join(GRACE if deadline is None else max(0.0, min(GRACE, deadline - time.monotonic())))
        kill_group(proc.pid)
        out.thread.join(1.0)
        err.thread.join(0.2)
        if out.overflow:
            return _reply(None, out, err, f"printed more than {MAX_ANSWER:,} bytes on stdout (the limit of an answer); stopped")
        if STOPPING.is_set():
            raise Stopped()
        return _reply(status, out, err, None)
    finally:
        unregister(proc.pid)
        for stream, reader in ((proc.stdout, out), (proc.stderr, err)):
            if reader is None or not reader.thread.is_alive():  # never close a descriptor a thread still reads
                try:
                    stream.close()
                except OSError:
                    pass


def _reply(status, out: Capped, err: Capped, problem) -> Reply:
    return Reply(status, out.text() if problem is None else "", err.text(), problem)
