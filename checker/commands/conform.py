"""``rulespec conform``: run another engine over a conformance suite.

The protocol and the verdicts are in :mod:`checker.conformance.harness`; this
module selects the vectors, runs them (in parallel with ``--jobs``, with a
progress bar when stderr is a terminal) and reports: every failure with the
clauses behind it and the nearest legal outcome, then a summary. Exit status
0 when every vector passes (or is skipped by the engine), 1 on any failure,
2 on bad usage. With ``--persistent`` the engine is started once per job and
answers one request per line (:mod:`checker.conformance.persistent`).
"""

from __future__ import annotations

import fnmatch
import json
import sys
from concurrent.futures import ThreadPoolExecutor, as_completed
from pathlib import Path

from checker.commands.common import (
    UsageError,
    add_json_option,
    console,
    positive_seconds,
    print_json,
)

HELP = "run an engine (a shell command) over the conformance suite in DIR and report every failing vector"
SHOWN = 40


def add_parser(sub) -> None:
    parser = sub.add_parser(
        "conform",
        help=HELP,
        description=HELP
        + '. The engine reads {"edition", "interpretations", "scenario"} (and "as_of" when set) on stdin and prints '
        'one outcome, or {"outcomes": [...]}, or {"skipped": REASON}. Exit 0 all pass (or skipped), 1 a failure, 2 bad usage.',
    )
    parser.add_argument("suite", metavar="DIR", help="a suite written by 'rulespec oracle --out DIR'")
    parser.add_argument("--impl", required=True, metavar="COMMAND", help="the engine: a shell command, run once per vector (once per job with --persistent)")
    parser.add_argument("--edition", action="append", default=[], metavar="ID", help="only this edition's vectors (repeatable)")
    parser.add_argument("--match", action="append", default=[], metavar="GLOB", help="only vectors whose id matches (repeatable)")
    parser.add_argument("--timeout", type=positive_seconds, default=30.0, metavar="SECONDS", help="per vector (default 30)")
    parser.add_argument("--jobs", type=int, default=1, metavar="N", help="engine runs at once (default 1)")
    parser.add_argument(
        "--persistent",
        action="store_true",
        help="start the engine once per job and keep it: it reads one request a line and answers one JSON line each",
    )
    add_json_option(parser)
    parser.set_defaults(run=run)


def load_vectors(directory: Path, editions, patterns) -> list[dict]:
    from checker.conformance.suite import load

    if not directory.is_dir():
        raise UsageError(f"{directory}: no such directory")
    if not (directory / "index.json").is_file():
        raise UsageError(f"{directory}: not a conformance suite (no index.json; write one with 'rulespec oracle --out {directory}')")
    try:
        index, vectors = load(directory)
    except (OSError, ValueError, KeyError) as error:
        raise UsageError(f"{directory}: unreadable suite: {error}") from None
    unknown = [e for e in editions if e not in index["editions"]]
    if unknown:
        raise UsageError(f"--edition {unknown[0]}: no vectors for it in {directory} (editions: {', '.join(index['editions'])})")
    selected = [
        v
        for v in vectors
        if (not editions or v["edition"] in editions) and (not patterns or any(fnmatch.fnmatchcase(v["id"], p) for p in patterns))
    ]
    if not selected:
        raise UsageError(f"{directory}: no vector matches the selection")
    return selected


def run(args) -> int:
    from checker.conformance.harness import check_vector, engine_problem, summary

    problem = engine_problem(args.impl)
    if problem:
        raise UsageError(f"--impl: {problem}")
    if args.jobs < 1 or args.timeout <= 0:
        raise UsageError("--jobs must be 1 or more and --timeout positive")
    vectors = load_vectors(Path(args.suite), args.edition, args.match)

    if args.persistent:
        from checker.conformance.persistent import EnginePool

        with EnginePool(args.impl) as pool:
            results = run_all(vectors, lambda v: check_vector(args.impl, v, args.timeout, ask=pool.ask), args.jobs)
    else:
        results = run_all(vectors, lambda v: check_vector(args.impl, v, args.timeout), args.jobs)
    totals = summary(results)
    if args.json:
        print_json({"suite": args.suite, "impl": args.impl, "summary": totals, "results": [r.to_json() for r in results]})
    else:
        report(results, totals)
    return 0 if totals["failed"] == totals["errors"] == 0 else 1


def run_all(vectors, one, jobs: int):
    """Results in the suite's order, with a progress bar on a terminal."""
    results = [None] * len(vectors)
    progress = None
    if sys.stderr.isatty():
        from rich.console import Console
        from rich.progress import Progress

        progress = Progress(console=Console(stderr=True), transient=True)
    with ThreadPoolExecutor(max_workers=jobs) as pool:
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
    return results


ROBBERS_FIELDS = ("markers", "robbers", "steals")


def shown(outcome: dict) -> dict:
    """The fields of a nearest outcome worth a line: for The Robbers the
    markers, robbers and steals (the scores are their sums); for Count, King &
    Robber every field."""
    if all(k in outcome for k in ROBBERS_FIELDS):
        return {k: outcome[k] for k in ROBBERS_FIELDS}
    return outcome


def report(results, totals) -> None:
    from rich.markup import escape

    con = console()
    failed = [r for r in results if r.status in ("fail", "error")]
    for r in failed[:SHOWN]:
        con.print(f"[bold red]{r.status.upper()}[/] {escape(r.id)}: {escape(r.reason)}")
        con.print(f"     clauses exercised: {', '.join(r.clauses) or '-'}")
        if r.nearest:
            near = json.dumps(shown(r.nearest), separators=(",", ":"))
            con.print(f"     nearest legal outcome (distance {r.distance}): {escape(near)}")
    if len(failed) > SHOWN:
        con.print(f"... and {len(failed) - SHOWN} more failing vectors (--json lists them all)")
    con.print(
        f"{totals['vectors']} vectors: [green]{totals['passed']} passed[/], "
        f"[red]{totals['failed']} failed[/], [red]{totals['errors']} errors[/]"
        + (f", {totals['skipped']} skipped by the engine" if totals["skipped"] else "")
    )
    for edition, counts in totals["by_edition"].items():
        skipped = f", {counts['skip']} skipped" if counts["skip"] else ""
        con.print(f"  {edition}: {counts['pass']} passed, {counts['fail'] + counts['error']} failed{skipped}")
    for reason, n in totals["skipped_reasons"].items():
        con.print(f"  skipped {n}: {escape(reason)}")
    if totals["failing_clauses"]:
        con.print(
            "clauses behind the failures (number of failing vectors exercising each): "
            + ", ".join(f"{c} {n}" for c, n in list(totals["failing_clauses"].items())[:15])
        )
