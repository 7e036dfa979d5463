"""``rulespec diff``: the smallest scenario on which two rule sets allow
different outcomes; with ``--all``, the contradiction catalogue."""

from __future__ import annotations

import os
import sys

import spec
from checker.commands.bound_options import add_bound_options, bound_from_args
from checker.commands.common import (
    UsageError,
    add_json_option,
    console,
    positive_count,
    positive_seconds,
    print_json,
    show_progress,
)
from checker.robbers.describe import outcomes_table, scenario_text
from checker.robbers.model import Outcome

# The search (checker.diffs) loads when the command runs, not when the CLI
# builds its parsers: other commands start faster without it.

HELP = "find the smallest scenario on which two editions (or readings) allow different outcomes"
DEFAULT_TIMEOUT = 60.0
#: Count, King & Robber outcomes printed per side (--json has them all).
CKR_SHOWN = 20
EPILOG = """\
An edition argument is an edition id, optionally followed by @YYYY-MM (the
rulings in force that month), +KEY=VALUE (a reading of an open question, any
number) and ~CLAUSE (a clause dropped, any number), for example
c3.1-2025+steal-base=marker-movement or c1-hig-2013@2014-01.

Count, King & Robber: when A and B differ in whether robbed points count as
gained (robbing-gains), the search adds turns with The Robbers in play (2
players, meeples only, a 50-space track), both sides under The Robbers'
edition --with-robbers names (default c3.1-2025, the newest); the scope's
"robbers" field says which. The witness is then a combined scenario with its
"robbers" section.

Exit status for A B: 0 no difference within the bound, 1 a difference or
unknown (a time limit), 2 bad usage. With --all: 0 when every comparison was
decided (differences are the catalogue's content), 1 when one is unknown.
"""


def add_parser(sub) -> None:
    import argparse

    parser = sub.add_parser(
        "diff", help=HELP, description=HELP + ".", epilog=EPILOG, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("a", nargs="?", metavar="A", help="the first edition or reading")
    parser.add_argument("b", nargs="?", metavar="B", help="the second edition or reading")
    parser.add_argument("--all", action="store_true",
                        help="the contradiction catalogue: every pair of editions, every reading against "
                             "its alternatives, every dated ruling against the month before")
    parser.add_argument("--out", metavar="DIR",
                        help="with --all: write contradictions.json and contradictions.md into DIR")
    parser.add_argument("--markdown", action="store_true", help="with --all: print the catalogue as Markdown")
    parser.add_argument("--module", choices=sorted(spec.MODULES), action="append",
                        help="with --all: only this rules module's comparisons (any number; default every module); "
                             "with --out, the other modules' entries are kept from DIR/contradictions.json")
    parser.add_argument("--timeout", type=positive_seconds, default=DEFAULT_TIMEOUT, metavar="SECONDS",
                        help=f"time limit of one comparison (default {DEFAULT_TIMEOUT:g}); reaching it gives 'unknown'")
    parser.add_argument("--jobs", type=positive_count, default=1, metavar="N",
                        help="with --all: run up to N comparisons at once, each in a process of its own "
                             "(default 1; the catalogue is the same for every N)")
    parser.add_argument("--with-robbers", metavar="EDITION", dest="with_robbers",
                        help="Count, King & Robber: The Robbers' edition of the turns with The Robbers in play "
                             "that a robbing-gains difference is searched on (default c3.1-2025)")
    add_bound_options(parser)
    add_json_option(parser)
    parser.set_defaults(run=run)


def run(args) -> int:
    bound = bound_from_args(args)
    if args.all:
        if args.a or args.b:
            raise UsageError("give two editions or --all, not both")
        return _run_all(args, bound)
    if args.out or args.markdown or args.module:
        raise UsageError("--out, --markdown and --module go with --all")
    if not (args.a and args.b):
        raise UsageError("give two editions A and B (or --all)")
    rules_a, rules_b = spec.parse_reference(args.a), spec.parse_reference(args.b)
    if rules_a.module != rules_b.module:
        raise UsageError(f"{args.a} is a {rules_a.module} edition and {args.b} a {rules_b.module} one: compare editions of one module")
    if rules_a.module == "count-king-robber":
        return _run_ckr(args, rules_a, rules_b)
    from checker.robbers.diff import diff

    result = diff(rules_a, rules_b, bound, timeout=args.timeout, progress=show_progress)
    show_progress(None)
    doc = result.to_json()
    doc["a"], doc["b"] = args.a, args.b
    if args.json:
        print_json(doc)
    else:
        _print(doc, bound)
    return 0 if result.same else 1


def _run_ckr(args, rules_a, rules_b) -> int:
    """Count, King & Robber: its own search over its own shapes (the bound
    options of The Robbers do not apply)."""
    from checker.count_king_robber.describe import ckr_scenario_text
    from checker.count_king_robber.describe import outcomes_table as ckr_table
    from checker.count_king_robber.diff import ckr_diff
    from checker.count_king_robber.diff.shapes import step_shapes
    from checker.count_king_robber.loading import ckr_scenario_from_json
    from checker.count_king_robber.model import Outcome as CkrOutcome
    from checker.count_king_robber.symbolic import CkrBound

    bound = CkrBound()
    robbers_edition = getattr(args, "with_robbers", None)
    if robbers_edition is not None:
        try:
            if spec.parse_reference(robbers_edition).module != "robbers":
                raise UsageError(f"--with-robbers {robbers_edition}: not an edition of The Robbers")
        except spec.SpecError as error:
            raise UsageError(f"--with-robbers: {error}") from None
    doc = ckr_diff(rules_a, rules_b, bound, timeout=args.timeout, robbers_edition=robbers_edition)
    doc["a"], doc["b"] = args.a, args.b
    if args.json:
        print_json(doc)
        return 0 if doc["status"] == "same" else 1
    shapes = step_shapes(rules_a, rules_b)
    combined = doc["scope"]["shapes"][: len(doc["scope"]["shapes"]) - len(shapes)]
    out = _print_header(doc, bound.describe(shapes, robbers=doc["scope"]["robbers"], combined=combined))
    witness = doc["witness"]
    if witness:
        scenario = ckr_scenario_from_json(witness["scenario"], "<witness>")
        out.print("Smallest scenario (--json prints it whole): " + ckr_scenario_text(witness["scenario"]))
        for side, key, total in ((doc["a"], "only_in_a", "outcomes_in_a"), (doc["b"], "only_in_b", "outcomes_in_b")):
            outcomes = [CkrOutcome.from_json(o, scenario.players) for o in witness[key]]
            if not outcomes:
                out.print(f"Every outcome {side} allows is also allowed by the other.")
                continue
            shown = outcomes[:CKR_SHOWN]
            more = f", the first {len(shown)}" if len(shown) < len(outcomes) else ""
            out.print(ckr_table(f"{len(outcomes)} of its {witness[total]} outcome(s) only {side} allows{more}", shown, scenario))
    return 0 if doc["status"] == "same" else 1


def _run_all(args, bound) -> int:
    from checker.diffs import catalogue
    from checker.diffs.markdown import catalogue_markdown

    kept = _kept(args) if args.out and args.module else None
    doc = catalogue.build(bound, timeout=args.timeout, progress=show_progress, jobs=args.jobs, modules=args.module)
    show_progress(None)
    if kept is not None:
        try:
            doc = catalogue.merge(kept, doc, args.module)
        except ValueError as error:
            raise UsageError(f"--module with --out: {error}") from None
    if args.out:
        try:
            os.makedirs(args.out, exist_ok=True)
            with open(os.path.join(args.out, "contradictions.json"), "w", encoding="utf-8") as f:
                f.write(catalogue.to_text(doc))
            with open(os.path.join(args.out, "contradictions.md"), "w", encoding="utf-8") as f:
                f.write(catalogue_markdown(doc))
        except OSError as error:
            raise UsageError(f"--out {args.out}: {error.strerror or error}") from None
    if args.json:
        print_json(doc)
    elif args.markdown:
        sys.stdout.write(catalogue_markdown(doc))
    elif not args.out:
        _print_catalogue(doc, bound)
    return 1 if any(e["status"] == "unknown" for e in doc["comparisons"]) else 0


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
    """The verdict, the differing clauses and the note; returns the console."""
    out = console()
    verdict = {"same": "no difference", "different": "DIFFERENT", "unknown": "unknown"}[doc["status"]]
    out.print(f"{doc['a']} vs {doc['b']}: {verdict} within: {scope}")
    if doc["clauses"]:
        out.print("Clauses in force in only one of them: " + ", ".join(doc["clauses"]))
    if doc["note"]:
        out.print(doc["note"])
    return out


def _print(doc, bound) -> None:
    out = _print_header(doc, bound.describe())
    witness = doc["witness"]
    if not witness:
        return
    from checker.loading import scenario_from_json

    scenario = scenario_from_json(witness["scenario"], "<witness>")
    out.print("Smallest scenario: " + scenario_text(witness["scenario"]))
    for side, key in ((doc["a"], "only_in_a"), (doc["b"], "only_in_b")):
        outcomes = [Outcome.from_json(o) for o in witness[key]]
        if outcomes:
            out.print(outcomes_table(f"{len(outcomes)} outcome(s) only {side} allows", outcomes, scenario))
        else:
            out.print(f"Every outcome {side} allows is also allowed by the other.")


def _print_catalogue(doc, bound) -> None:
    from rich.table import Table

    from checker.count_king_robber.describe import ckr_scenario_text

    title = f"Contradiction catalogue; The Robbers within: {bound.describe()}"
    if any(e.get("module") == "count-king-robber" for e in doc["comparisons"]):
        title += "; Count, King & Robber within its own bound (diff A B prints it)"
    table = Table(title=title)
    for column in ("kind", "A", "B", "result", "witness"):
        table.add_column(column)
    for e in doc["comparisons"]:
        text = ckr_scenario_text if e.get("module") == "count-king-robber" else scenario_text
        witness = text(e["witness"]["scenario"]) if e["witness"] else e["note"]
        table.add_row(e["kind"], e["a"], e["b"], e["status"], witness)
    console().print(table)
