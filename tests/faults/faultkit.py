"""What the fault tests share (a module of its own name: ``conftest`` is
another folder's too when pytest collects several): ``rulespec`` run as a user runs it (with a
fault planted by ``hook.py``), snapshots of a folder, the processes a run
left behind, and a small tmpfs where the machine lets us mount one."""

from __future__ import annotations

import contextlib
import os
import pickle
import signal
import subprocess
import sys
import time
from pathlib import Path

from tests.hardening.inputs import cpu_seconds, sigint_at_default


ROOT = Path(__file__).resolve().parents[2]
HOOK = Path(__file__).resolve().parent / "hook.py"
EXAMPLE = ROOT / "examples" / "c1-example-1.json"
#: What ``FAULTS_CATALOGUE`` names for a ``diff --all`` that takes a second.
COMMITTED_CATALOGUE = ROOT / "docs" / "catalogue" / "contradictions.json"
#: A small suite's options; its search is replaced by FAULTS_GENERATED.
ORACLE = ["oracle", "--edition", "c1-hig-2013", "--default-readings-only", "--themes", "0", "--no-examples", "--jobs", "1"]


def rulespec(*args, plan: str = "", generated: Path | None = None, catalogue: Path | None = None, wait: bool = True,
             **popen):
    """``rulespec ARGS`` through ``hook.py``: the finished process (stdout,
    stderr as text) or, with ``wait=False``, the running one."""
    env = dict(os.environ, PYTHONPATH=str(ROOT), FAULTS_PLAN=plan, COLUMNS="120")
    env.pop("RULESPEC_DEBUG", None)
    if generated is not None:
        env["FAULTS_GENERATED"] = str(generated)
    if catalogue is not None:
        env["FAULTS_CATALOGUE"] = str(catalogue)
    command = [sys.executable, str(HOOK), *map(str, args)]
    # As from a terminal, where Ctrl-C is at its default: a test run started in
    # the background inherits SIGINT ignored, which rulespec would rightly go on
    # ignoring (test_a_background_run_ignores_ctrl_c_and_ends_on_sigterm).
    popen.setdefault("preexec_fn", sigint_at_default)
    if not wait:
        return subprocess.Popen(command, env=env, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                text=True, **popen)
    return subprocess.run(command, env=env, cwd=ROOT, capture_output=True, text=True, timeout=120, **popen)


def sigint_ignored() -> None:
    """A run as a script's background job starts it: SIGINT ignored."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def oracle_in_process(out: Path, generated: Path, monkeypatch) -> None:
    """What ``rulespec ORACLE --out OUT`` does, in this process (the run
    after a killed one, without another interpreter's start)."""
    import checker.conformance.generate as generate
    from checker.conformance import generate_suite

    result = pickle.loads(generated.read_bytes())
    monkeypatch.setattr(generate, "generate", lambda *args, **kwargs: result)
    generate_suite(out, editions=["c1-hig-2013"], readings=False, themes=0, examples=False, jobs=1)


def snapshot(folder: Path) -> dict | None:
    """Every file under ``folder`` (relative path -> bytes); None if there is no folder."""
    if not folder.exists():
        return None
    return {p.relative_to(folder).as_posix(): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


def leftovers(folder: Path) -> list[str]:
    """What a writer left beside ``folder``: its lock, temporary or set-aside copies."""
    return sorted(p.name for p in folder.parent.iterdir() if p.name.startswith(f".{folder.name}."))


def workers_of(pid: int) -> list[int]:
    """The worker processes (``multiprocessing``'s spawned children) of ``pid``."""
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
            cmdline = (entry / "cmdline").read_bytes()
        except OSError:
            continue
        parent = int(stat.rsplit(")", 1)[1].split()[1])
        if parent == pid and b"spawn_main" in cmdline:
            found.append(int(entry.name))
    return found


def alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state != "Z"


def wait_for_workers(process, count: int = 1, within: float = 60) -> list[int]:
    """The workers of a running ``process`` once ``count`` of them have
    started and loaded their task's modules (a second, so a signal lands in
    the work, not in the start)."""
    deadline = time.monotonic() + within
    while time.monotonic() < deadline:
        assert process.poll() is None, process.communicate()
        found = workers_of(process.pid)
        if len(found) >= count:
            time.sleep(1.5)
            return found
        time.sleep(0.1)
    raise AssertionError(f"no {count} worker(s) within {within} s")


def wait_for_cpu(process, seconds: float, within: float = 120) -> None:
    """Return once a running ``process`` has used ``seconds`` of CPU, well
    past its imports: a wall-clock wait lands too early on a loaded machine
    and after the end of a short run on an idle one."""
    deadline = time.monotonic() + within
    while cpu_seconds(process.pid) < seconds:
        assert process.poll() is None, process.communicate()
        assert time.monotonic() < deadline, f"{seconds} CPU-seconds not used within {within} s"
        time.sleep(0.05)


def gone_within(pids, seconds: float) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if not any(alive(p) for p in pids):
            return True
        time.sleep(0.1)
    return False


@contextlib.contextmanager
def stopped_if_failing(process):
    """Run the block; if it fails (an assertion, a time-out, Ctrl-C), end
    ``process`` and its workers before the failure goes on, so that a failing
    test leaves no process behind."""
    try:
        yield process
    except BaseException:
        stop(process)
        raise


def stop(process) -> None:
    """Clean up after a failed test: the process and its workers, by their ids."""
    for pid in workers_of(process.pid) + [process.pid]:
        try:
            os.kill(pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
    process.communicate()
