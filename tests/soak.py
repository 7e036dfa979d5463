"""The long differential soak: every edition and every reading of both modules
under the ``long`` profile (10,000 random scenarios each), one pytest process
per test id, with a table of what each one established.

    python3 -m tests.soak --jobs 2 --log-dir soak-logs
    python3 -m tests.soak --only c3.1-2025 --json

A soak takes hours (a Robbers reading about 15 minutes on a quiet core), so it
is not part of ``python3 -m pytest``. With ``--log-dir`` each test id's pytest
output goes to ``<id>.log`` and its row to ``<id>.json``; a rerun with the same
profile and seed reuses those rows, so an interrupted soak goes on where it
stopped (``--again`` runs them anyway). A row counts Hypothesis's passing,
failing and invalid examples from ``--hypothesis-show-statistics`` and says
why it stopped: a test that passes with fewer examples than the profile's
count (too many invalid draws, say) shows it there rather than hiding it.

Exit status: 0 every test passed, 1 one failed or did not run, 2 bad
arguments, 130 interrupted by Ctrl-C and 143 by SIGTERM (either way the
running tests are stopped and no row is saved for them).
"""

from __future__ import annotations

import argparse
import concurrent.futures
import json
import os
import re
import signal
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

from checker.commands.common import positive_count, positive_seconds

ROOT = Path(__file__).resolve().parent.parent
DIFFERENTIAL = (
    "tests/test_differential.py",
    "tests/count_king_robber/test_differential.py",
    "tests/count_king_robber/test_with_robbers_differential.py",
)
SEED = "20261121"
# Hypothesis has worded this line two ways: "12 passing examples, 2 failing
# examples, 3 invalid examples" (to 6.16x) and "12 passing, 2 failing, and 3
# invalid test cases" (6.170 on). Both are read; a line in neither wording
# leaves the counts unknown rather than zero.
_COUNTS = re.compile(
    r"(\d+) passing(?: examples?)?, (\d+) failing(?: examples?)?,? (?:and )?(\d+) invalid(?: examples?| test cases?)?"
)
_STOPPED = re.compile(r"- Stopped because (.+)")


class Usage(Exception):
    """Bad arguments: one line, exit 2."""


class Terminated(KeyboardInterrupt):
    """SIGTERM, stopped like Ctrl-C: the children run in their own sessions,
    so a signal to the runner alone would leave them running."""


def _terminate(signum, frame):
    raise Terminated


def statistics(text: str) -> dict:
    """Examples counted over every phase Hypothesis reports, and why it stopped."""
    counts = [tuple(int(n) for n in m.groups()) for m in _COUNTS.finditer(text)]
    stopped = _STOPPED.findall(text)
    if not counts:
        return {"passing": None, "failing": None, "invalid": None, "stopped": None}
    return {
        "passing": sum(c[0] for c in counts),
        "failing": sum(c[1] for c in counts),
        "invalid": sum(c[2] for c in counts),
        "stopped": stopped[-1].strip() if stopped else None,
    }


def collect_ids(files=DIFFERENTIAL) -> list[str]:
    """Every test id of the differential files, in pytest's order."""
    out = subprocess.run(
        [sys.executable, "-m", "pytest", "--collect-only", "-q", "-n", "0", "-p", "no:cacheprovider", *files],
        cwd=ROOT, capture_output=True, text=True, check=False,
    )
    ids = [line.strip() for line in out.stdout.splitlines() if "::" in line]
    if out.returncode != 0 or not ids:
        raise RuntimeError(f"pytest could not collect the differential tests:\n{out.stdout}{out.stderr}")
    return ids


def _file_name(test_id: str) -> str:
    """A file name for ``test_id`` (test file and test, without ``tests/``)."""
    return re.sub(r"[^A-Za-z0-9.-]+", "_", test_id.removeprefix("tests/").replace(".py::", ".")).strip("_")


def _commit() -> str | None:
    """The commit tested, ``+changes`` when tracked files differ from it."""
    def git(*args):
        return subprocess.run(["git", *args], cwd=ROOT, capture_output=True, text=True, check=False).stdout.strip()
    head = git("rev-parse", "--short", "HEAD")
    if not head:
        return None
    return head + ("+changes" if git("status", "--porcelain", "--untracked-files=no") else "")


class Runner:
    """Runs test ids as child processes and stops them all on request."""

    def __init__(self, profile: str, seed: str, nice: int, log_dir: Path | None) -> None:
        self.profile, self.seed, self.nice, self.log_dir = profile, seed, nice, log_dir
        self.commit = _commit()
        self._children: set[int] = set()
        self._started: dict[str, float] = {}  # test id -> when its process started
        self._lock = threading.Lock()
        self.stopping = False

    def saved(self, test_id: str) -> dict | None:
        """The row of an earlier run of ``test_id`` with this profile and seed."""
        if self.log_dir is None:
            return None
        path = self.log_dir / f"{_file_name(test_id)}.json"
        try:
            row = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return None
        same = row.get("id") == test_id and row.get("profile") == self.profile and row.get("seed") == self.seed
        return row if same else None

    def run(self, test_id: str) -> dict:
        env = {**os.environ, "HYPOTHESIS_PROFILE": self.profile}
        # -n 0: one test id needs no parallel workers (the soak's own --jobs runs ids side by side).
        argv = [sys.executable, "-m", "pytest", test_id, "-q", "-n", "0", "-p", "no:cacheprovider",
                f"--hypothesis-seed={self.seed}", "--hypothesis-show-statistics"]
        log = self.log_dir / f"{_file_name(test_id)}.log" if self.log_dir else None
        start = time.monotonic()
        with (open(log, "w+", encoding="utf-8") if log else tempfile.TemporaryFile("w+", encoding="utf-8")) as out:
            with self._lock:  # no child starts once stop() has begun
                if self.stopping:
                    raise KeyboardInterrupt
                child = subprocess.Popen(argv, cwd=ROOT, env=env, stdin=subprocess.DEVNULL, stdout=out,
                                         stderr=subprocess.STDOUT, start_new_session=True)
                self._children.add(child.pid)
                self._started[test_id] = start
            if self.nice and hasattr(os, "setpriority"):
                try:
                    os.setpriority(os.PRIO_PROCESS, child.pid, self.nice)
                except OSError:
                    pass
            _, status, usage = os.wait4(child.pid, 0)
            child.returncode = os.waitstatus_to_exitcode(status)
            with self._lock:
                self._children.discard(child.pid)
                del self._started[test_id]
            out.seek(0)
            text = out.read()
        row = {"id": test_id, **statistics(text), "exit": child.returncode,
               "seconds": round(time.monotonic() - start, 1), "peak_mib": usage.ru_maxrss // 1024,
               "profile": self.profile, "seed": self.seed, "commit": self.commit}
        if self.log_dir is not None and not self.stopping:
            (self.log_dir / f"{_file_name(test_id)}.json").write_text(json.dumps(row, indent=2) + "\n", encoding="utf-8")
        return row

    def running(self) -> list[tuple[str, float]]:
        """(test id, seconds since it started) of the tests running now."""
        with self._lock:
            now = time.monotonic()
            return sorted((i, now - t) for i, t in self._started.items())

    def stop(self) -> None:
        with self._lock:
            self.stopping = True
            for pid in self._children:
                try:
                    os.killpg(pid, signal.SIGTERM)
                except OSError:
                    pass


def _interval(text: str) -> float:
    """An argparse type: seconds above 0, or 0 for never."""
    try:
        if float(text) == 0:
            return 0.0
    except ValueError:
        pass
    return positive_seconds(text)


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python3 -m tests.soak",
        description="Run the differential tests of both modules one test id at a time under a long "
        "Hypothesis profile and report, for each, how many scenarios passed, failed or were invalid.",
        epilog="Exit status: 0 every test passed, 1 one failed or did not run, 2 bad arguments, "
        "130 interrupted (Ctrl-C), 143 terminated (SIGTERM).",
    )
    parser.add_argument("--only", action="append", default=[], metavar="TEXT",
                        help="run the test ids that contain TEXT (plain text, not a pattern; repeat for more)")
    parser.add_argument("--jobs", type=positive_count, default=1, metavar="N", help="tests run at once (default 1)")
    parser.add_argument("--profile", choices=("long", "ci", "dev"), default="long",
                        help="Hypothesis profile from tests/profiles.py (default long: 10,000 examples each)")
    parser.add_argument("--seed", default=SEED, help=f"Hypothesis seed (default {SEED}, the one the closing notes report)")
    parser.add_argument("--nice", type=int, default=0, metavar="N",
                        help="scheduling niceness of the tests, to keep the machine usable (default 0)")
    parser.add_argument("--progress", type=_interval, default=600, metavar="SECONDS",
                        help="say which tests are still running, and for how long, every SECONDS (default 600; 0: never)")
    parser.add_argument("--log-dir", type=Path, metavar="DIR",
                        help="keep each test's output and row here, and reuse rows found here")
    parser.add_argument("--again", action="store_true", help="run tests whose rows are in --log-dir anyway")
    parser.add_argument("--list", action="store_true", help="print the selected test ids and stop")
    parser.add_argument("--json", action="store_true", help="print the rows as JSON instead of a table")
    return parser


def select(ids: list[str], only: list[str]) -> list[str]:
    if not only:
        return ids
    missing = [text for text in only if not any(text in i for i in ids)]
    if missing:
        raise Usage(f"no differential test id contains {missing[0]!r} (--list shows them)")
    return [i for i in ids if any(text in i for text in only)]


def table(rows: list[dict]) -> str:
    head = ("test id", "passing", "failing", "invalid", "exit", "seconds", "peak MiB", "stopped because")
    body = [(r["id"], _count(r["passing"]), _count(r["failing"]), _count(r["invalid"]), str(r["exit"]),
             f"{r['seconds']:,.0f}", _count(r["peak_mib"]), r["stopped"] or "-") for r in rows]
    widths = [max(len(line[k]) for line in (head, *body)) for k in range(len(head))]
    return "\n".join("  ".join(cell.ljust(w) for cell, w in zip(line, widths)).rstrip() for line in (head, *body))


def _count(v) -> str:
    return "-" if v is None else f"{v:,}"


def _still_running(running: list[tuple[str, float]]) -> str:
    """The progress line: each running test by its parameter, with how long it has run."""
    def one(test_id: str, seconds: float) -> str:
        name = test_id[test_id.index("[") + 1 : -1] if test_id.endswith("]") else test_id
        return f"{name} ({seconds:.0f} s)" if seconds < 120 else f"{name} ({seconds / 60:,.0f} min)"

    return "soak: still running " + ", ".join(one(i, t) for i, t in running)


def passed(row: dict) -> bool:
    return row["exit"] == 0 and row["failing"] == 0


def soak(args, runner: Runner, ids: list[str]) -> list[dict]:
    rows = {i: runner.saved(i) for i in ids} if not args.again else {i: None for i in ids}
    todo = [i for i in ids if rows[i] is None]
    print(f"soak: {len(ids)} test ids, {len(ids) - len(todo)} with rows from an earlier run, {len(todo)} to run, "
          f"{args.jobs} at a time (profile {args.profile}, seed {args.seed})", file=sys.stderr, flush=True)
    pool = concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs)
    try:
        futures = {pool.submit(runner.run, i): i for i in todo}
        pending, k = set(futures), 0
        while pending:
            done, pending = concurrent.futures.wait(pending, timeout=args.progress or None,
                                                    return_when=concurrent.futures.FIRST_COMPLETED)
            if not done:
                print(_still_running(runner.running()), file=sys.stderr, flush=True)
            for future in sorted(done, key=lambda f: todo.index(futures[f])):
                k += 1
                row = rows[futures[future]] = future.result()
                print(f"[{k}/{len(todo)}] {row['id']}: {_count(row['passing'])} passing, {_count(row['failing'])} failing, "
                      f"{_count(row['invalid'])} invalid, exit {row['exit']}, {row['seconds']:,.0f} s",
                      file=sys.stderr, flush=True)
    except BaseException:
        runner.stop()
        pool.shutdown(wait=False, cancel_futures=True)
        raise
    pool.shutdown()
    return [rows[i] for i in ids]


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    try:
        if args.log_dir is not None:
            if args.log_dir.exists() and not args.log_dir.is_dir():
                raise Usage(f"--log-dir {args.log_dir}: not a directory")
            args.log_dir.mkdir(parents=True, exist_ok=True)
        ids = select(collect_ids(), args.only)
    except Usage as e:
        print(f"soak: {e}", file=sys.stderr)
        return 2
    except (OSError, RuntimeError) as e:
        print(f"soak: {e}", file=sys.stderr)
        return 1
    if args.list:
        print("\n".join(ids))
        return 0
    runner = Runner(args.profile, args.seed, args.nice, args.log_dir)
    previous = signal.signal(signal.SIGTERM, _terminate)
    try:
        rows = soak(args, runner, ids)
    except KeyboardInterrupt as e:
        print("soak: interrupted; the running tests were stopped", file=sys.stderr)
        return 128 + (signal.SIGTERM if isinstance(e, Terminated) else signal.SIGINT)
    finally:
        signal.signal(signal.SIGTERM, previous)
    print(json.dumps(rows, indent=2) if args.json else table(rows))
    return 0 if all(passed(r) for r in rows) else 1


if __name__ == "__main__":
    sys.exit(main())
