"""``rulespec clauses``: the clauses in force for an edition, with citations."""

from __future__ import annotations

import spec
from checker.commands.common import add_json_option, add_rules_options, console, print_json, rules_from_args

HELP = "list the clauses of an edition (or all clauses): id, summary, source, authority, date"


def add_parser(sub) -> None:
    parser = sub.add_parser("clauses", help=HELP, description=HELP)
    add_rules_options(parser, edition_required=False)
    add_json_option(parser)
    parser.set_defaults(run=run)


def run(args) -> int:
    if args.edition:
        rules = rules_from_args(args)
        clauses = rules.clauses
        head = {"edition": rules.edition, "as_of": rules.as_of, "interpretations": dict(rules.interpretations)}
    else:
        clauses = tuple(spec.CLAUSES.values())
        head = {"edition": None}
    if args.json:
        print_json({**head, "clauses": [c.to_json() for c in clauses]})
        return 0
    from rich.table import Table

    title = f"Clauses of {head['edition']} as of {head['as_of']}" if args.edition else "All clauses"
    table = Table(title=title)
    for col in ("id", "summary", "authority", "date", "sources"):
        table.add_column(col)
    for c in clauses:
        table.add_row(c.id, c.summary, c.authority.value, c.date, "\n".join(str(s) for s in c.sources))
    console().print(table)
    return 0
