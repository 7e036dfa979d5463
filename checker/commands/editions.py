"""``rulespec editions``: every edition id with its source and date, and the
open questions with their readings."""

from __future__ import annotations

import spec
from checker.commands.common import add_json_option, console, print_json

HELP = "list the editions (with their sources, bases and dates) and the named interpretations"


def add_parser(sub) -> None:
    parser = sub.add_parser("editions", help=HELP, description=HELP)
    add_json_option(parser)
    parser.set_defaults(run=run)


def edition_doc(edition: spec.Edition) -> dict:
    chain = spec.edition_chain(edition.id)
    return {
        "id": edition.id,
        "title": edition.title,
        "source": edition.source.file,
        "source_title": edition.source.title,
        "source_address": edition.source.address,
        "date": edition.date,
        "summary": edition.summary,
        "base": edition.base,
        "overrides": {k: v for k, v in edition.topics.items()} if edition.base else {},
        "built_from": [e.id for e in chain],
        "rulings": [{"clause": r.clause, "date": r.date} for r in spec.edition_rulings(edition.id)],
        "interpretations": list(spec.edition_interpretations(edition.id)),
        "module": edition.module,
    }


def interpretation_doc(interp: spec.Interpretation) -> dict:
    return {
        "key": interp.key,
        "question": interp.question,
        "options": dict(interp.options),
        "default": interp.default,
        "why_default": interp.why_default,
        "editions": [e for e in spec.EDITIONS if interp.key in spec.edition_interpretations(e)],
    }


def documents() -> list[spec.Document]:
    """Every source document the editions are read from, in the order of their files."""
    found = {e.source.file: e.source for e in spec.EDITIONS.values()}
    return [found[f] for f in sorted(found)]


def run(args) -> int:
    doc = {
        "editions": [edition_doc(e) for e in spec.EDITIONS.values()],
        "interpretations": [interpretation_doc(i) for i in spec.INTERPRETATIONS.values()],
        "documents": [d.to_json() for d in documents()],
    }
    if args.json:
        print_json(doc)
        return 0
    from rich.table import Table

    out = console()
    table = Table(title="Editions")
    for col in ("id", "date", "source", "built from", "what it says"):
        table.add_column(col)
    rulings: dict[tuple, list] = {}
    for e in doc["editions"]:
        over = "; ".join(f"{k}: {v or 'none'}" for k, v in e["overrides"].items())
        built = " + ".join(e["built_from"]) + (f" [{over}]" if over else "")
        table.add_row(e["id"], e["date"], e["source_title"], built, e["summary"])
        for r in e["rulings"]:
            rulings.setdefault((r["date"], r["clause"]), []).append(e["id"])
    out.print(table)
    table = Table(title="Official clarifications (in force from their date; see --as-of)")
    for col in ("date", "clause", "editions"):
        table.add_column(col)
    for (date, clause), editions in sorted(rulings.items()):
        table.add_row(date, clause, ", ".join(editions))
    out.print(table)
    table = Table(title="Interpretations (--interpretation KEY=VALUE)")
    for col in ("key", "question", "values (default first)", "editions"):
        table.add_column(col)
    for i in doc["interpretations"]:
        values = [i["default"]] + [v for v in i["options"] if v != i["default"]]
        table.add_row(i["key"], i["question"], ", ".join(values), ", ".join(i["editions"]))
    out.print(table)
    from checker.commands.clauses import documents_table

    out.print(documents_table(documents()))
    return 0
