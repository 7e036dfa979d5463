"""``rulespec conform``: run another engine over a conformance suite.

The protocol and the verdicts are in :mod:`checker.conformance.harness`; this
module selects the vectors, runs them (in parallel with ``--jobs``, with a
progress bar when stderr is a terminal) and reports: every failure in words
(the turn, the engine's answer, the expected outcomes or the nearest legal
one and where they differ: ``conform_report``), then a summary line. Exit status
0 when every vector passes (or is skipped by the engine), 1 on any failure,
2 on bad usage. With ``--persistent`` the engine is started once per job and
answers one request per line (:mod:`checker.conformance.persistent`).
"""

from __future__ import annotations

import fnmatch
import sys
import time
from concurrent.futures import ThreadPoolExecutor, as_completed
from pathlib import Path

from checker.arguments import JOBS_CAP, job_count
from checker.commands.common import (
    UsageError,
    add_json_option,
    console,
    positive_seconds,
    print_json,
)
from checker.commands.progress import Activity
from checker.commands.progress import summary as finish
from checker.commands.progress import took

HELP = "run an engine (a shell command) over the conformance suite in DIR and report every failing vector"


def add_parser(sub) -> None:
    parser = sub.add_parser(
        "conform",
        help=HELP,
        description=HELP
        + '. The engine reads {"edition", "interpretations", "scenario"} (and "as_of" when set) on stdin and prints '
        'one outcome, or {"outcomes": [...]}, or {"skipped": REASON}. Each failure is reported in words: the turn, the '
        "engine's answer, the expected outcomes (or the nearest legal one) and where they differ; a summary line ends "
        'the report (on stderr with --json). Exit 0 all pass (or skipped), 1 a failure, 2 bad usage.',
    )
    parser.add_argument("suite", metavar="DIR", help="a suite written by 'rulespec oracle --out DIR'")
    parser.add_argument("--impl", required=True, metavar="COMMAND", help="the engine: a shell command, run once per vector (once per job with --persistent)")
    parser.add_argument("--edition", action="append", default=[], metavar="ID", help="only this edition's vectors (repeatable)")
    parser.add_argument("--match", action="append", default=[], metavar="GLOB", help="only vectors whose id matches (repeatable)")
    parser.add_argument("--timeout", type=positive_seconds, default=30.0, metavar="SECONDS", help="per vector (default 30)")
    parser.add_argument("--jobs", type=job_count, default=1, metavar="N",
                        help=f"engine runs at once (default 1; {JOBS_CAP})")
    parser.add_argument(
        "--persistent",
        action="store_true",
        help="start the engine once per job and keep it: it reads one request a line and answers one JSON line each",
    )
    parser.add_argument("--min-passed", type=int, default=0, metavar="N",
                        help="exit 1 unless at least N vectors pass (default 0; with none checked at all, exit 1 anyway)")
    parser.add_argument("--no-diagnosis", action="store_true",
                        help="do not rank the rule sets that would explain the answers (faster)")
    add_json_option(parser)
    parser.set_defaults(run=run)


def load_vectors(directory: Path, editions, patterns) -> list[dict]:
    from checker.conformance.suite import load
    from checker.errors import InputError

    if not directory.is_dir():
        raise UsageError(f"{directory}: no such directory")
    if not (directory / "index.json").is_file():
        raise UsageError(f"{directory}: not a conformance suite (no index.json; write one with 'rulespec oracle --out {directory}')")
    def chosen(edition: str, vid: str) -> bool:
        return (not editions or edition in editions) and (not patterns or any(fnmatch.fnmatchcase(vid, p) for p in patterns))

    try:
        index, vectors = load(directory, chosen)  # verified against its index before any engine starts
    except InputError:
        raise  # one line naming the file and the JSON path, exit 2
    except (OSError, ValueError, KeyError) as error:
        raise UsageError(f"{directory}: unreadable suite: {error}") from None
    unknown = [e for e in editions if e not in index["editions"]]
    if unknown:
        raise UsageError(f"--edition {unknown[0]}: no vectors for it in {directory} (editions: {', '.join(index['editions'])})")
    selected = [v for v in vectors if chosen(v["edition"], v["id"])]
    if not selected:
        raise UsageError(f"{directory}: no vector matches the selection")
    return selected


def run(args) -> int:
    from checker.conformance.harness import engine_problem

    problem = engine_problem(args.impl)
    if problem:
        raise UsageError(f"--impl: {problem}")
    if args.jobs < 1 or args.timeout <= 0 or args.min_passed < 0:
        raise UsageError("--jobs must be 1 or more, --timeout positive, --min-passed 0 or more")
    vectors = load_vectors(Path(args.suite), args.edition, args.match)
    started = time.monotonic()
    try:
        declaration, results = run_engine_over(args, vectors)
    except BaseException:
        from checker.conformance.engine_process import stop_all

        stop_all()  # Ctrl-C: every engine's process group, then exit 130
        raise
    from checker.conformance.harness import summary

    totals = summary(results)
    diagnosis = None
    if totals["failed"] and not args.no_diagnosis:
        from checker.conformance.diagnosis import diagnose

        by_id = {v["id"]: v for v in vectors}
        with Activity("conform") as activity:
            activity.update("ranking the rule sets that would explain the answers")
            diagnosis = diagnose(results, by_id, declared=declaration is not None, ask=_asker(args))
    if args.json:
        print_json({"suite": args.suite, "impl": args.impl, "declaration": declaration, "summary": totals,
                    "diagnosis": diagnosis, "results": [r.to_json() for r in results]})
    else:
        report(results, totals, diagnosis, declaration)
    from checker.commands.conform_report import tally, verdict

    code, why = verdict(totals, args.min_passed)
    finish("conform", tally(totals) + f", {took(time.monotonic() - started)}{why} (exit {code})", document=args.json)
    return code


def _asker(args):
    """The engine run again, once, on a vector the diagnosis makes (a
    persistent engine's processes are gone by then)."""
    from checker.conformance.harness import check_vector

    return lambda vector: check_vector(args.impl, vector, args.timeout)


def run_engine_over(args, vectors):
    """(the engine's declaration or None, a result per vector in the suite's
    order): the handshake first, then every vector inside the declaration."""
    import json

    from checker.conformance import declaration as declared
    from checker.conformance.engine_process import run_once
    from checker.conformance.harness import Result, check_vector

    def module_of(vector) -> str:
        from checker.expansions import default

        return vector["scenario"].get("expansion", default().name)

    def outside(statement):
        return {v["id"]: declared.outside(statement, v, module_of(v)) for v in vectors}

    def split(statement):
        reasons = outside(statement)
        skipped = {v["id"]: Result(v["id"], v["edition"], "skip", reasons[v["id"]], list(v["clauses"]), declared=True)
                   for v in vectors if reasons[v["id"]]}
        return skipped, [v for v in vectors if not reasons[v["id"]]]

    def refused(error):
        """An answer to the handshake past the limits: an error of the engine, no vector run on it."""
        reason = f"not run: {error}"
        return None, [Result(v["id"], v["edition"], "error", reason, list(v["clauses"])) for v in vectors]

    try:
        if args.persistent:
            from checker.conformance.persistent import EnginePool

            with EnginePool(args.impl) as pool:
                statement = _declaration(pool.request(declared.handshake(), args.timeout))
                skipped, todo = split(statement)
                ran = run_all(todo, lambda v: check_vector(args.impl, v, args.timeout, ask=pool.request), args.jobs)
        else:
            statement = _declaration(run_once(args.impl, json.dumps(declared.handshake(), sort_keys=True), args.timeout))
            skipped, todo = split(statement)
            ran = run_all(todo, lambda v: check_vector(args.impl, v, args.timeout), args.jobs)
    except declared.BeyondLimits as error:
        return refused(error)
    by_id = {r.id: r for r in ran} | skipped
    return statement, [by_id[v["id"]] for v in vectors]


def _declaration(reply):
    """The declaration the engine answered the handshake with, or None (an
    engine that does not know the handshake). A malformed one is warned about
    and ignored: every vector is run."""
    from checker.conformance.declaration import read

    if reply.problem or reply.status != 0:
        return None
    try:
        return read(reply.out)
    except ValueError as error:
        print(f"rulespec: warning: --impl: {error}; every vector is run", file=sys.stderr)
        return None


def run_all(vectors, one, jobs: int):
    """Results in the suite's order, with a progress bar on a terminal. On
    Ctrl-C (or any exception) no vector is started any more, the engines'
    process groups are killed and the exception goes on."""
    from checker.conformance.engine_process import stop_all

    results = [None] * len(vectors)
    progress = None
    if sys.stderr.isatty():
        from rich.console import Console
        from rich.progress import Progress

        progress = Progress(console=Console(stderr=True), transient=True)
    pool = ThreadPoolExecutor(max_workers=jobs)
    try:
        futures = {pool.submit(one, v): i for i, v in enumerate(vectors)}
        if progress:
            with progress:
                task = progress.add_task("vectors", total=len(vectors))
                for future in as_completed(futures):
                    results[futures[future]] = future.result()
                    progress.advance(task)
        else:
            for future in as_completed(futures):
                results[futures[future]] = future.result()
    except BaseException:
        stop_all()
        pool.shutdown(wait=False, cancel_futures=True)
        raise
    pool.shutdown()
    return results


def report(results, totals, diagnosis=None, declaration=None) -> None:
    from checker.commands.conform_report import print_report

    print_report(console(), results, totals, diagnosis, declaration)
