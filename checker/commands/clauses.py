"""``rulespec clauses``: the clauses in force for an edition, with citations.

Sources are named for people (title, publisher, year, public address); the
file name in ``shared/sources`` stays in the JSON (``document``) for tools."""

from __future__ import annotations

import spec
from checker.commands.common import add_json_option, add_rules_options, console, print_json, rules_from_args

HELP = "list the clauses of an edition (or all clauses): id, summary, source, authority, date"


def add_parser(sub) -> None:
    parser = sub.add_parser("clauses", help=HELP, description=HELP)
    add_rules_options(parser, edition_required=False)
    parser.add_argument("--quotes", action="store_true",
                        help="print each clause with its citations and the sentences they quote, instead of a table")
    add_json_option(parser)
    parser.set_defaults(run=run)


def cited_documents(clauses) -> list[spec.Document]:
    """The documents the clauses cite, in the order of their files."""
    found = {c.document.file: c.document for clause in clauses for c in clause.sources}
    return [found[f] for f in sorted(found)]


def run(args) -> int:
    if args.edition:
        rules = rules_from_args(args)
        clauses = rules.clauses
        head = {"edition": rules.edition, "as_of": rules.as_of, "interpretations": dict(rules.interpretations)}
    else:
        clauses = tuple(spec.CLAUSES.values())
        head = {"edition": None}
    documents = cited_documents(clauses)
    if args.json:
        print_json({**head, "clauses": [c.to_json() for c in clauses], "documents": [d.to_json() for d in documents]})
        return 0
    from rich.table import Table

    out = console()
    title = f"Clauses of {head['edition']} as of {head['as_of']}" if args.edition else "All clauses"
    if args.quotes:
        out.print(title, style="bold")
        for c in clauses:
            out.print()
            out.print(f"{c.id}: {c.summary}", style="bold", markup=False)
            out.print(f"  {c.authority.value}, {c.date}", markup=False)
            for s in c.sources:
                out.print(f"  - {s}", markup=False)
                out.print(f"    “{s.quote}”", markup=False, style="italic")
    else:
        table = Table(title=title)
        for col in ("id", "summary", "authority", "date", "sources"):
            table.add_column(col)
        for c in clauses:
            table.add_row(c.id, c.summary, c.authority.value, c.date, "\n".join(str(s) for s in c.sources))
        out.print(table)
    print_documents(out, documents)
    return 0


def print_documents(out, documents) -> None:
    """The cited documents, a block each: title, publisher and year, then the
    public address (or why there is none) and the file, never cut at the
    terminal's edge (an address folds rather than loses its end)."""
    from checker.commands.wording import print_indented

    out.print("[bold]Sources[/]")
    for d in documents:
        print_indented(out, f"{d.title}, {d.publisher}, {d.date}", 2, markup=False)
        print_indented(out, d.where(), 4, markup=False)
        print_indented(out, f"file: {d.file}", 4, markup=False)
