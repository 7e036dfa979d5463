"""``rulespec diff``: the smallest scenario on which two rule sets allow
different outcomes; with ``--all``, the contradiction catalogue."""

from __future__ import annotations

import os
import sys
import time

import spec
from checker import expansions
from checker.arguments import JOBS_CAP, add_memory_option, job_count
from checker.commands.bound_options import add_bound_options, bounds_from_args
from checker.commands.common import (
    UsageError,
    add_json_option,
    console,
    positive_seconds,
    print_json,
    show_progress,
)
from checker.commands.progress import summary, took
from checker.commands.wording import counted

# The search (checker.diffs and each module's diff) loads when the command
# runs, not when the CLI builds its parsers: other commands start faster
# without it.

HELP = "find the smallest scenario on which two editions (or readings) allow different outcomes"
DEFAULT_TIMEOUT = 60.0
EDITIONS_NOTE = """\
An edition argument is an edition id, optionally followed by @YYYY-MM (the
rulings in force that month), +KEY=VALUE (a reading of an open question, any
number) and ~CLAUSE (a clause dropped, any number), for example
c3.1-2025+steal-base=marker-movement or c1-hig-2013@2014-01.
"""
EXIT_NOTE = """\
Exit status for A B: 0 no difference within the bound, 1 a difference or
unknown (a time limit), 2 bad usage. With --all: 0 when every comparison was
decided (differences are the catalogue's content), 1 when one is unknown.
"""


def epilog() -> str:
    """The editions note, each combined turn's note (what it adds to a diff), the exit status."""
    notes = [EDITIONS_NOTE] + [t.diff_note for t in expansions.combinations() if t.diff_note] + [EXIT_NOTE]
    return "\n".join(notes)


def add_parser(sub) -> None:
    import argparse

    parser = sub.add_parser(
        "diff", help=HELP, description=HELP + ".", epilog=epilog(), formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("a", nargs="?", metavar="A", help="the first edition or reading")
    parser.add_argument("b", nargs="?", metavar="B", help="the second edition or reading")
    parser.add_argument("--all", action="store_true",
                        help="the contradiction catalogue: every pair of editions, every reading against "
                             "its alternatives, every dated ruling against the month before")
    parser.add_argument("--out", metavar="DIR",
                        help="with --all: write contradictions.json and contradictions.md into DIR")
    parser.add_argument("--markdown", action="store_true", help="with --all: print the catalogue as Markdown")
    parser.add_argument("--module", choices=sorted(expansions.names()), action="append",
                        help="with --all: only this rules module's comparisons (any number; default every module); "
                             "with --out, the other modules' entries are kept from DIR/contradictions.json")
    parser.add_argument("--timeout", type=positive_seconds, default=DEFAULT_TIMEOUT, metavar="SECONDS",
                        help=f"time limit of a comparison (its searches and replays), in processor time (default {DEFAULT_TIMEOUT:g}): "
                             "reaching it gives 'unknown'; what is found is decided by solver steps, not time")
    add_memory_option(parser)
    parser.add_argument("--jobs", type=job_count, default=1, metavar="N",
                        help="with --all: run up to N comparisons at once, each in a process of its own "
                             f"(default 1; {JOBS_CAP}; the catalogue is the same for every N)")
    for option, dest, help_ in dict.fromkeys((t.option, t.dest, t.diff_option_help) for t in expansions.combinations()):
        parser.add_argument(option, metavar="EDITION", dest=dest, help=help_)
    add_bound_options(parser)
    add_json_option(parser)
    parser.set_defaults(run=run)


def run(args) -> int:
    bounds = bounds_from_args(args)
    if args.all:
        if args.a or args.b:
            raise UsageError("give two editions or --all, not both")
        return _run_all(args, bounds)
    if args.out or args.markdown or args.module:
        raise UsageError("--out, --markdown and --module go with --all")
    if not (args.a and args.b):
        raise UsageError("give two editions A and B (or --all)")
    rules_a, rules_b = spec.parse_reference(args.a), spec.parse_reference(args.b)
    if rules_a.module != rules_b.module:
        raise UsageError(f"{args.a} is a {rules_a.module} edition and {args.b} a {rules_b.module} one: compare editions of one module")
    expansion = expansions.EXPANSIONS[rules_a.module]
    diff = expansion.part("diff")
    bound = bounds[expansion.name]
    companions = _companions(args, expansion.name)
    # In a process of its own, as each comparison of ``diff --all``: Z3's
    # witnesses depend on everything the process built before, so this way
    # the command prints the catalogue's entry, on every run.
    from checker.diffs.catalogue import diff_task
    from checker.isolated import run_isolated

    show_progress(f"diff: {args.a} vs {args.b}: searching for the smallest witness")
    try:
        [doc] = run_isolated(diff_task, [(expansion.name, args.a, args.b, bound, args.timeout, companions)])
    finally:
        show_progress(None)
    doc["a"], doc["b"] = args.a, args.b
    if args.json:
        print_json(doc)
    else:
        out = _print_header(doc, diff.scope_text(doc, bound))
        if doc["witness"]:
            diff.print_witness(doc, out)
    return 0 if doc["status"] == "same" else 1


def _companions(args, module: str) -> dict:
    """companion module -> the edition its combined turn's option names
    (``--with-robbers``), checked to be one of that module's editions."""
    out = {}
    for turn in expansions.combinations(module):
        edition = getattr(args, turn.dest, None)
        if edition is None:
            continue
        try:
            if spec.parse_reference(edition).module != turn.companion:
                raise UsageError(f"{turn.option} {edition}: not an edition of {expansions.EXPANSIONS[turn.companion].title}")
        except spec.SpecError as error:
            raise UsageError(f"{turn.option}: {error}") from None
        out[turn.companion] = edition
    return out


def _run_all(args, bounds) -> int:
    if not args.out:
        return _catalogue(args, bounds)
    from checker import atomic

    # The lock is taken, and the folder made, before the comparisons run: a
    # second writer or a place that cannot be written is refused at once.
    if os.path.exists(args.out) and not os.path.isdir(args.out):
        raise atomic.OutputError(args.out, "it is a file, not a folder")
    with atomic.locked(os.path.join(args.out, "contradictions.json"), together=("contradictions.md",)):
        return _catalogue(args, bounds)


def _catalogue(args, bounds) -> int:
    from checker import atomic
    from checker.diffs import catalogue
    from checker.diffs.markdown import catalogue_markdown

    kept = _kept(args) if args.out and args.module else None
    started = time.monotonic()
    doc = catalogue.build(bounds, timeout=args.timeout, progress=show_progress, jobs=args.jobs, modules=args.module)
    show_progress(None)
    seconds = time.monotonic() - started
    if kept is not None:
        try:
            doc = catalogue.merge(kept, doc, args.module)
        except ValueError as error:
            raise UsageError(f"--module with --out: {error}") from None
    if args.out:  # each file whole or not at all (checker.atomic), never truncated in place
        atomic.write_texts({os.path.join(args.out, "contradictions.json"): catalogue.to_text(doc),
                            os.path.join(args.out, "contradictions.md"): catalogue_markdown(doc)})
    if args.json:
        print_json(doc)
    elif args.markdown:
        sys.stdout.write(catalogue_markdown(doc))
    elif not args.out:
        _print_catalogue(doc, bounds)
    summary("diff", _catalogue_summary(doc, args.out, seconds), document=args.json or args.markdown)
    return 1 if any(e["status"] == "unknown" for e in doc["comparisons"]) else 0


def _catalogue_summary(doc, out, seconds: float) -> str:
    """"52 comparisons: 30 differ, 20 the same, 2 unknown; wrote DIR/contradictions.json and .md, in 3 min 05 s"."""
    entries = doc["comparisons"]
    counts = [(sum(e["status"] == status for e in entries), words) for status, words in
              (("different", "differ"), ("same", "the same within the bound"), ("unknown", "unknown (a time limit)"))]
    text = f"{counted(len(entries), 'comparison')}: " + ", ".join(f"{n} {w}" for n, w in counts if n)
    if out:
        text += f"; wrote {os.path.join(out, 'contradictions.json')} and contradictions.md"
    return text + f", {took(seconds)}"


def _kept(args) -> dict:
    """The catalogue already in ``--out``, whose other modules' entries ``--module`` keeps."""
    import json

    path = os.path.join(args.out, "contradictions.json")
    try:
        with open(path, encoding="utf-8") as f:
            return json.load(f)
    except (OSError, ValueError) as error:
        raise UsageError(f"--module with --out: cannot read {path} ({error}); run --all without --module") from None


def _print_header(doc, scope: str):
    """The verdict, the clauses in force in only one of the two (with their
    summaries) and the note; returns the console."""
    from rich.markup import escape

    out = console()
    a, b = escape(doc["a"]), escape(doc["b"])
    verdict = {"same": f"No difference: {a} and {b} allow the same outcomes in every scenario within the bound",
               "different": f"[bold]{a} and {b} differ[/]: some scenario within the bound has outcomes only one of them allows",
               "unknown": f"Unknown whether {a} and {b} differ: the time limit was reached"}[doc["status"]]
    out.print(f"{verdict}.")
    out.print(f"The bound: {escape(scope)}.")
    if doc["clauses"]:
        sides = {c: [x for x in (doc["a"], doc["b"]) if spec.parse_reference(x).has(c)] for c in doc["clauses"]}
        out.print("Clauses in force in only one of them:")
        for clause, side in sides.items():
            where = {1: f"only in {escape(side[0])}", 2: "in both, read differently"}.get(len(side), "in the other module's rules of the turn")
            out.print(f"  - {clause} ({where}): {escape(spec.CLAUSES[clause].summary)}")
    if doc["note"]:
        out.print(escape(doc["note"][0].upper() + doc["note"][1:].rstrip(".")) + ".")
    return out


def _print_catalogue(doc, bounds) -> None:
    """The catalogue as a table: each module's bound in the title (the first
    module's always, the others' where they have comparisons), a witness in
    its module's words."""
    from rich.table import Table

    present = {e.get("module") for e in doc["comparisons"]}
    first = next(iter(expansions.EXPANSIONS))
    titles = [expansions.EXPANSIONS[m].part("diff").catalogue_title(bounds[m])
              for m in expansions.EXPANSIONS if m == first or m in present]
    table = Table(title="Contradiction catalogue; " + "; ".join(titles), show_lines=True)
    for column in ("kind", "A", "B", "result", "witness"):
        table.add_column(column)
    for e in doc["comparisons"]:
        text = expansions.EXPANSIONS[e.get("module") or first].part("describe").scenario_text
        witness = text(e["witness"]["scenario"]) if e["witness"] else e["note"]
        table.add_row(e["kind"], e["a"], e["b"], e["status"], witness)
    console().print(table)
