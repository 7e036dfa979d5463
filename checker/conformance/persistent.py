"""A persistent engine for ``rulespec conform --persistent``: started once
(once per job) and kept alive across the vectors, instead of once per vector.

An engine in a language whose start-up costs more than its work (a JVM
with JCloisterZone takes a few tenths of a second to start and answer its
first vector; each further vector, a few milliseconds) reads one
request per line on stdin, the same JSON document the one-shot protocol
sends plus an ``"id"`` (a number, new for each request), and answers each
with one line of JSON on stdout, the same document it would print: one
outcome, ``{"outcomes": [...]}``, ``{"skipped": reason}`` or
``{"error": reason}``. Lines are UTF-8 and a request never holds a newline.

Answers are matched to requests by the id. An engine that copies the
request's ``"id"`` into its answer is matched exactly: a line with another
request's id is a late answer and set aside, and once the engine has echoed
an id, a line without one is a stray (a debugging print) and set aside too,
so a stray line costs nothing. An engine that does not echo ids is read as
before, one line per request; a line that is not JSON is that vector's answer
(an error) and shows the engine out of step with its requests, so it is
stopped and the next vector starts a new one: a stray line costs the one
vector it lands on, never the vectors after it. (Dropping the lines already
waiting when the next request goes out, as before, depended on whether the
engine's next line had arrived yet: under load a stray line cost three
vectors in one run and one in the next.)

If the engine does not answer within the time limit it is killed (its whole
process group) and the vector is "timed out"; if it exits, the vector is an
error with its exit status (0 included: "exited with status 0 before
answering"); a line longer than an answer may be is an error and the engine
is killed; each time, the next vector starts a new engine. Its stderr is read
continuously (so that it never blocks on a full pipe) and its last lines are
shown with an error.
"""

from __future__ import annotations

import collections
import json
import queue
import subprocess
import threading
import time

from checker.conformance import engine_process
from checker.conformance.engine_process import MAX_ANSWER, Reply

_EOF = object()
_OVERFLOW = object()
#: Stray lines quoted in a timeout's reason.
QUOTED = 2


class PersistentEngine:
    """One engine process answering one request per line. Not thread-safe:
    each job has its own (see :class:`EnginePool`)."""

    def __init__(self, command: str):
        self.command = command
        self.proc = None
        self.answers: queue.Queue = queue.Queue()
        self.stderr: collections.deque = collections.deque(maxlen=20)
        self.echoes = False  # the engine has copied a request's id into an answer
        self.next_id = 0

    def _start(self) -> None:
        self.answers = queue.Queue()
        self.stderr = collections.deque(maxlen=20)
        self.echoes = False
        self.proc = engine_process.start(self.command)
        threading.Thread(target=self._read_stdout, args=(self.proc, self.answers), daemon=True).start()
        threading.Thread(target=self._read_stderr, args=(self.proc, self.stderr), daemon=True).start()

    @staticmethod
    def _read_stdout(proc, answers) -> None:
        try:
            while True:
                line = proc.stdout.readline(MAX_ANSWER + 1)
                if not line:
                    break
                if len(line) > MAX_ANSWER:
                    answers.put(_OVERFLOW)
                    engine_process.kill_group(proc.pid)
                    return
                answers.put(line.decode("utf-8", errors="replace"))
        except (OSError, ValueError):
            pass
        answers.put(_EOF)

    @staticmethod
    def _read_stderr(proc, lines) -> None:
        try:
            for line in proc.stderr:
                text = line.decode("utf-8", errors="replace").rstrip("\n")
                if text.strip():
                    lines.append(text[:1000])
        except (OSError, ValueError):
            pass

    def ask(self, payload: str, timeout: float | None) -> tuple[int | None, str, str]:
        """The older form of :meth:`request`, for callers that write the
        line themselves (no id): (status, answer, stderr), status None when a
        limit stopped the engine."""
        reply = self._exchange(payload, None, timeout)
        return reply.status, reply.out, reply.err

    def request(self, request: dict, timeout: float | None) -> Reply:
        """The engine's answer to ``request`` (sent with a new ``"id"``), as
        :func:`engine_process.run_once` gives it: status 0 and the answer
        line, a problem (timeout, too long), or the exit status of an engine
        that stopped before answering."""
        self.next_id += 1
        line = json.dumps({**request, "id": self.next_id}, sort_keys=True)
        return self._exchange(line, self.next_id, timeout)

    def _exchange(self, line: str, wanted: int | None, timeout: float | None) -> Reply:
        if self.proc is None or self.proc.poll() is not None:
            self._start()
        try:
            self.proc.stdin.write((line + "\n").encode("utf-8"))
            self.proc.stdin.flush()
        except (BrokenPipeError, OSError, ValueError):
            return self._stopped(wanted)
        strays: list[str] = []
        deadline = None if timeout is None else time.monotonic() + timeout
        while True:
            left = None if deadline is None else max(0.0, deadline - time.monotonic())
            try:
                line = self.answers.get(timeout=left)
            except queue.Empty:
                self.close(kill=True)
                return Reply(None, "", self._err(), f"timed out after {timeout:g} s" + _strays(strays), wanted)
            if line is _EOF:
                return self._stopped(wanted)
            if line is _OVERFLOW:
                self.close(kill=True)
                return Reply(None, "", self._err(), f"printed a line longer than {MAX_ANSWER:,} bytes (the limit of an answer); stopped", wanted)
            echoed = None if wanted is None else _echoed_id(line)
            if echoed is not None and echoed == wanted:
                self.echoes = True
                return Reply(0, line, "", None, wanted)
            if wanted is not None and (echoed is not None or (self.echoes and line.strip())):
                strays.append(line)  # a late answer to an earlier request, or a stray line
                continue
            if not line.strip():
                continue
            if not self.echoes and not _is_json(line):
                self.close(kill=True)  # out of step: whatever it prints next belongs to no request
            return Reply(0, line, "", None, wanted)

    def _err(self) -> str:
        return "\n".join(self.stderr)

    def _stopped(self, wanted: int) -> Reply:
        """The engine ended before answering: its exit status, as it was."""
        proc, self.proc = self.proc, None
        try:
            status = proc.wait(timeout=5)
        except subprocess.TimeoutExpired:
            engine_process.kill_group(proc.pid)
            status = proc.wait()
        engine_process.unregister(proc.pid)
        engine_process.kill_group(proc.pid)  # anything it left behind
        if engine_process.STOPPING.is_set():
            raise engine_process.Stopped()
        return Reply(status, "", self._err(), f"exited with status {status} before answering", wanted)

    def close(self, kill: bool = False) -> None:
        """Ends the engine: closing stdin asks it to stop; killing its process group makes sure."""
        proc, self.proc = self.proc, None
        if proc is None:
            return
        if not kill:
            try:
                proc.stdin.close()
                proc.wait(timeout=10)
            except (OSError, subprocess.TimeoutExpired):
                pass
        engine_process.kill_group(proc.pid)
        proc.wait()
        engine_process.unregister(proc.pid)


def _is_json(line: str) -> bool:
    """Whether the line is one JSON document (numbers read as text, so that
    no number can fail the test; the answer's reader judges them)."""
    return _peek(line) is not _UNREADABLE


#: What :func:`_peek` gives for a line that is not JSON.
_UNREADABLE = object()


def _peek(line: str):
    """The line's JSON document, numbers read as text, or ``_UNREADABLE``.
    Nesting deeper than Python's recursion allows is unreadable here, not a
    RecursionError; the answer's reader (``answers.parse``) names the limit."""
    try:
        return json.loads(line, parse_int=str, parse_float=str, parse_constant=str)
    except (ValueError, RecursionError):
        return _UNREADABLE


def _echoed_id(line: str):
    """The ``"id"`` a line's JSON object carries, or None. Integers are read
    as text, so that no number in an answer can fail this peek."""
    doc = _peek(line)
    if isinstance(doc, dict) and isinstance(doc.get("id"), str) and doc["id"].isdigit() and len(doc["id"]) < 20:
        return int(doc["id"])
    return None


def _strays(strays: list[str]) -> str:
    if not strays:
        return ""
    quoted = "; ".join(repr(s.strip()[:80]) for s in strays[:QUOTED])
    return f" (set aside {len(strays)} line(s) without this request's id: {quoted})"


class EnginePool:
    """Persistent engines shared by the threads that ask: each request takes
    an idle engine (or starts one) and gives it back, so at most one engine
    per job runs and the engine that answered the handshake plays vectors
    too. All are closed at the end."""

    def __init__(self, command: str):
        self.command = command
        self.idle: list[PersistentEngine] = []
        self.engines: list[PersistentEngine] = []
        self.lock = threading.Lock()

    def _take(self) -> PersistentEngine:
        with self.lock:
            if self.idle:
                return self.idle.pop()
            engine = PersistentEngine(self.command)
            self.engines.append(engine)
            return engine

    def _give_back(self, engine: PersistentEngine) -> None:
        with self.lock:
            self.idle.append(engine)

    def ask(self, payload: str, timeout: float | None) -> tuple[int | None, str, str]:
        engine = self._take()
        try:
            return engine.ask(payload, timeout)
        finally:
            self._give_back(engine)

    def request(self, request: dict, timeout: float | None) -> Reply:
        engine = self._take()
        try:
            return engine.request(request, timeout)
        finally:
            self._give_back(engine)

    def close(self) -> None:
        for engine in self.engines:
            engine.close(kill=engine_process.STOPPING.is_set())

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()
