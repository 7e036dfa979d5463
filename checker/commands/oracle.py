"""``rulespec oracle``: write the language-neutral conformance suite.

The work is in :mod:`checker.conformance`; this module reads the options,
refuses to write over a directory that is not a suite, and reports the
coverage (which clause has which vectors, per edition, and which clauses no
vector can be sensitive to, with the reason).
"""

from __future__ import annotations

import os
from pathlib import Path

import spec
from checker import expansions
from checker.arguments import JOBS_CAP, job_count
from checker.commands.common import UsageError, add_json_option, console, print_json
from checker.commands.progress import Activity, summary, took
from checker.commands.wording import counted

HELP = "write the conformance suite (test vectors with every legal outcome) into DIR"


def add_parser(sub) -> None:
    parser = sub.add_parser(
        "oracle",
        help=HELP,
        description=HELP
        + ". One JSON file per vector, an index with the clause coverage, and the JSON Schemas. "
        "The same seed gives byte-identical files.",
    )
    parser.add_argument("--out", required=True, metavar="DIR", help="directory to write (created; a suite there is replaced)")
    parser.add_argument("--edition", action="append", default=[], metavar="ID", help="only this edition (repeatable; default all)")
    names = expansions.names()
    parser.add_argument(
        "--module",
        action="append",
        default=[],
        choices=names,
        help=f"only this rules module's editions (repeatable; default {'both' if len(names) == 2 else 'all'})",
    )
    parser.add_argument("--seed", type=int, default=0, metavar="N", help="seed of the search (default 0)")
    parser.add_argument(
        "--limit-per-clause",
        type=int,
        default=1,
        metavar="N",
        help="vectors per clause and configuration (default 1)",
    )
    parser.add_argument("--default-readings-only", action="store_true", help="cover only each edition's default reading (no other readings, no dated texts)")
    parser.add_argument(
        "--themes",
        type=int,
        default=2,
        metavar="N",
        help="vectors per theme (rounding, wrap, couriers...) for each default reading (default 2; 0 for none)",
    )
    parser.add_argument("--no-examples", action="store_true", help="leave out the sources' worked examples")
    parser.add_argument("--no-explanations", action="store_true",
                        help="do not ship the diagnosis's candidate outcome sets in the vectors (faster to write; "
                             "conform then computes them)")
    parser.add_argument("--jobs", type=job_count, default=None, metavar="N",
                        help=f"worker processes (default: up to 2; {JOBS_CAP})")
    add_json_option(parser)
    parser.set_defaults(run=run)


def check_out(out: Path) -> None:
    """Refuse a DIR that is a file or a folder of something else than a suite
    (a killed run's partial suite is replaced), before the search starts."""
    from checker.conformance.suite import check_replaceable

    check_replaceable(out)


def run(args) -> int:
    from checker.conformance import generate_suite

    out = Path(args.out)
    check_out(out)
    if args.limit_per_clause < 1:
        raise UsageError("--limit-per-clause must be 1 or more")
    if args.themes < 0:
        raise UsageError("--themes must be 0 or more")
    with Activity("oracle") as activity:
        _, index = generate_suite(
            out,
            editions=args.edition or None,
            modules=args.module or None,
            seed=args.seed,
            limit=args.limit_per_clause,
            readings=not args.default_readings_only,
            themes=args.themes,
            examples=not args.no_examples,
            jobs=args.jobs,
            progress=activity,
            explanations=not args.no_explanations,
        )
        seconds = round(activity.seconds(), 1)
    if args.json:
        print_json(
            {
                "out": os.fspath(out),
                "seconds": seconds,
                "counts": index["counts"],
                "coverage": index["coverage"],
                "uncovered": uncovered_by_clause(index),
                "findings": index["findings"],
            }
        )
    else:
        report(index, out, seconds)
    summary("oracle", _summary_text(index, out, seconds), document=args.json)
    return 0


def _summary_text(index: dict, out: Path, seconds: float) -> str:
    """"wrote 1,554 vectors to DIR (seed 0); 2 clauses without a sensitive vector, in 11.7 s"."""
    uncovered = uncovered_by_clause(index)
    text = f"wrote {counted(index['counts']['vectors'], 'vector')} to {out} (seed {index['generator']['seed']})"
    text += f"; {counted(len(uncovered), 'clause')} without a sensitive vector somewhere" if uncovered else "; every clause covered"
    if index["findings"]:
        text += f"; {counted(len(index['findings']), 'finding')}"
    return text + f", {took(seconds)}"


def uncovered_by_clause(index: dict) -> dict:
    """clause -> {"reasons": {reason: [configurations]}} for the index's
    ``uncovered`` clauses."""
    out: dict = {}
    for label, clauses in index.get("uncovered", {}).items():
        for clause, reason in clauses.items():
            entry = out.setdefault(clause, {"reasons": {}})
            entry["reasons"].setdefault(reason, []).append(label)
    return out


def coverage_rows(index: dict, editions: list[str]) -> list[tuple[str, list]]:
    """(clause, [count per edition, or None when the clause is not in the edition's rules]), clauses in first-seen order."""
    clauses: list[str] = []
    for config in index["configurations"].values():
        if config["edition"] in editions:
            clauses += [c for c in config["clauses"] if c not in clauses]
    rows = []
    for clause in clauses:
        counts = [index["coverage"][e].get(clause) for e in editions]
        rows.append((clause, [None if ids is None else len(ids) for ids in counts]))
    return rows


def coverage_table(index: dict, editions: list[str], title: str):
    """Clauses by edition: how many vectors are sensitive to each. No id is
    ever cut: the columns are as wide as their longest id."""
    from rich.table import Table

    table = Table(title=title, show_lines=False)
    table.add_column("clause", no_wrap=True)
    for edition in editions:
        table.add_column(edition, justify="right", no_wrap=True)
    for clause, counts in coverage_rows(index, editions):
        table.add_row(clause, *("[dim]·[/]" if n is None else "[bold red]0[/]" if n == 0 else str(n) for n in counts))
    return table


def print_coverage(con, index: dict) -> None:
    """Per rules module, the coverage table; on a terminal too narrow for it,
    one line per clause ("clause: edition n, edition n, ...") instead."""
    from checker.commands.wording import fits, print_indented

    by_module: dict = {}
    for edition in index["editions"]:
        by_module.setdefault(spec.EDITIONS[edition].module if edition in spec.EDITIONS else "", []).append(edition)
    con.print("Coverage: how many vectors are sensitive to each clause, over each edition's readings "
              "(· not in the edition; 0 none).")
    for module, editions in by_module.items():
        title = expansions.EXPANSIONS[module].title if module in expansions.EXPANSIONS else "other editions"
        table = coverage_table(index, editions, title)
        if fits(con, table):
            con.print(table)
            continue
        con.print(f"[bold]{title}[/]")
        for clause, counts in coverage_rows(index, editions):
            cells = ", ".join(f"{e} {'·' if n is None else n}" for e, n in zip(editions, counts))
            print_indented(con, f"{clause}: {cells}", 2, markup=False)


def report(index: dict, out: Path, seconds: float) -> None:
    con = console()
    counts = index["counts"]
    con.print(f"The suite in {out}, {counted(counts['vectors'], 'vector')} (seed {index['generator']['seed']}):")
    con.print("  by module: " + ", ".join(f"{m} {n}" for m, n in counts.get("by_module", {}).items()))
    con.print("  by edition: " + ", ".join(f"{e} {n}" for e, n in counts["by_edition"].items()))
    con.print("  by kind: " + ", ".join(f"{k} {n}" for k, n in counts["by_kind"].items()))
    print_coverage(con, index)
    uncovered = uncovered_by_clause(index)
    if uncovered:
        con.print("[bold]clauses without a sensitive vector[/] (· = not in the edition; 0 = none):")
        for clause, entry in uncovered.items():
            for reason, labels in entry["reasons"].items():
                con.print(f"  {clause} in {len(labels)} configuration(s), e.g. {labels[0]}: {reason}")
    if not index["worked_examples"]:
        con.print("[yellow]the sources' worked examples were not found (tests/*/expected): none included[/]")
    for finding in index["findings"]:
        con.print(f"[bold red]finding[/]: {finding['what']} ({finding['rules']})")
