"""A persistent engine for ``rulespec conform --persistent``: started once
(once per job) and kept alive across the vectors, instead of once per vector.

An engine in a language whose start-up costs more than its work (a JVM
with JCloisterZone takes a few tenths of a second to start and answer its
first vector; each further vector, a few milliseconds) reads one
request per line on stdin, the same JSON document the one-shot protocol
sends, and answers each with one line of JSON on stdout, the same document it
would print: one outcome, ``{"outcomes": [...]}``, ``{"skipped": reason}`` or
``{"error": reason}``. Lines are UTF-8 and a request never holds a newline.

If the engine does not answer within the time limit it is killed (its whole
process group) and the vector is "timed out"; if it exits, the vector is an
error with its exit status; either way the next vector starts a new one.
Its stderr is read continuously (so that it never blocks on a full pipe) and
the last line shown with an error.
"""

from __future__ import annotations

import collections
import os
import queue
import signal
import subprocess
import threading

_EOF = object()


class PersistentEngine:
    """One engine process answering one request per line. Not thread-safe:
    each job has its own (see :class:`EnginePool`)."""

    def __init__(self, command: str):
        self.command = command
        self.proc: subprocess.Popen | None = None
        self.answers: queue.Queue = queue.Queue()
        self.stderr: collections.deque = collections.deque(maxlen=20)

    def _start(self) -> None:
        self.answers = queue.Queue()
        self.stderr = collections.deque(maxlen=20)
        self.proc = subprocess.Popen(
            self.command,
            shell=True,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            encoding="utf-8",
            bufsize=1,
            start_new_session=True,
        )
        threading.Thread(target=self._read_stdout, args=(self.proc, self.answers), daemon=True).start()
        threading.Thread(target=self._read_stderr, args=(self.proc, self.stderr), daemon=True).start()

    @staticmethod
    def _read_stdout(proc, answers) -> None:
        for line in proc.stdout:
            answers.put(line)
        answers.put(_EOF)

    @staticmethod
    def _read_stderr(proc, lines) -> None:
        for line in proc.stderr:
            if line.strip():
                lines.append(line.rstrip("\n"))

    def ask(self, payload: str, timeout: float | None) -> tuple[int | None, str, str]:
        """(status, answer, stderr) as :func:`checker.conformance.harness.run_engine`
        gives them: status 0 and the answer line, None on timeout, or the exit
        status of an engine that stopped before answering."""
        if self.proc is None or self.proc.poll() is not None:
            self._start()
        try:
            self.proc.stdin.write(payload + "\n")
            self.proc.stdin.flush()
        except (BrokenPipeError, OSError):
            return self._stopped()
        try:
            answer = self.answers.get(timeout=timeout)
        except queue.Empty:
            self.close(kill=True)
            return None, "", "\n".join(self.stderr)
        if answer is _EOF:
            return self._stopped()
        return 0, answer, ""

    def _stopped(self) -> tuple[int | None, str, str]:
        """The engine ended before answering: its exit status (1 if it will not say)."""
        try:
            status = self.proc.wait(timeout=5)
        except subprocess.TimeoutExpired:
            self.close(kill=True)
            status = None
        self.proc = None
        return (1 if status in (0, None) else status), "", "\n".join(self.stderr)

    def close(self, kill: bool = False) -> None:
        """Ends the engine: closing stdin asks it to stop; killing its process group makes sure."""
        proc, self.proc = self.proc, None
        if proc is None:
            return
        if not kill:
            try:
                proc.stdin.close()
                proc.wait(timeout=10)
                return
            except (OSError, subprocess.TimeoutExpired):
                pass
        try:
            os.killpg(proc.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        proc.wait()


class EnginePool:
    """One persistent engine per thread that asks, all closed at the end."""

    def __init__(self, command: str):
        self.command = command
        self.local = threading.local()
        self.engines: list[PersistentEngine] = []
        self.lock = threading.Lock()

    def ask(self, payload: str, timeout: float | None) -> tuple[int | None, str, str]:
        engine = getattr(self.local, "engine", None)
        if engine is None:
            engine = self.local.engine = PersistentEngine(self.command)
            with self.lock:
                self.engines.append(engine)
        return engine.ask(payload, timeout)

    def close(self) -> None:
        for engine in self.engines:
            engine.close()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()
