"""``rulespec editions``: every edition id with its source and date, and the
open questions with their readings and each reading's period (until when
its question is open, and the ruling that settles it: ``spec.reading_period``)."""

from __future__ import annotations

from rich.markup import escape

import spec
from checker.commands.common import add_json_option, console, print_json
from checker.commands.wording import print_indented

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
        "date_note": edition.date_note or None,
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
        "periods": [spec.reading_period(e, interp.key).to_json()
                    for e in spec.EDITIONS if interp.key in spec.edition_interpretations(e)],
    }


def documents() -> list[spec.Document]:
    """Every source document the editions are read from, in the order of their files."""
    found = {e.source.file: e.source for e in spec.EDITIONS.values()}
    return [found[f] for f in sorted(found)]


#: Below this many columns the editions and the readings are printed as a
#: block each instead of a table, whose summaries would be squeezed to a
#: few words a line.
TABLE_WIDTH = 140


def run(args) -> int:
    doc = {
        "editions": [edition_doc(e) for e in spec.EDITIONS.values()],
        "interpretations": [interpretation_doc(i) for i in spec.INTERPRETATIONS.values()],
        "documents": [d.to_json() for d in documents()],
    }
    if args.json:
        print_json(doc)
        return 0
    from checker.commands.clauses import print_documents

    out = console()
    wide = out.width >= TABLE_WIDTH
    (_editions_table if wide else _editions_blocks)(out, doc["editions"])
    _rulings_table(out, doc["editions"])
    (_readings_table if wide else _readings_blocks)(out, doc["interpretations"])
    print_documents(out, documents())
    return 0


def _built(e: dict) -> str:
    over = "; ".join(f"{k}: {v or 'none'}" for k, v in e["overrides"].items())
    return " + ".join(e["built_from"]) + (f" [{over}]" if over else "")


def _editions_table(out, editions) -> None:
    from rich.table import Table

    table = Table(title="Editions")
    for col in ("id", "date", "source", "built from", "what it says"):
        table.add_column(col, no_wrap=col == "id")
    for e in editions:
        table.add_row(e["id"], e["date"], e["source_title"], _built(e), _said(e))
    out.print(table)


def _blocks(out, heading: str, items) -> None:
    """A block per item, for a terminal too narrow for a table: the item's
    first line in bold, then its other lines indented and wrapped."""
    out.print(heading)
    for first, lines in items:
        out.print()
        out.print(first)
        for line in lines:
            print_indented(out, line, markup=False)
    out.print()


def _editions_blocks(out, editions) -> None:
    _blocks(out, "[bold]Editions[/]", [(f"[bold]{e['id']}[/] ({e['date']}): {escape(e['source_title'])}",
                                        [f"built from: {_built(e)}", _said(e)]) for e in editions])


def _said(e: dict) -> str:
    """The summary, and why the date is what it is where the source gives none."""
    return e["summary"] + (f" (Date: {e['date_note']})" if e.get("date_note") else "")


def _rulings_table(out, editions) -> None:
    from rich.table import Table

    rulings: dict[tuple, list] = {}
    for e in editions:
        for r in e["rulings"]:
            rulings.setdefault((r["date"], r["clause"]), []).append(e["id"])
    table = Table(title="Official clarifications (in force from their date; see --as-of)")
    for col in ("date", "clause", "editions"):
        table.add_column(col, no_wrap=col != "editions")
    for (date, clause), ids in sorted(rulings.items()):
        table.add_row(date, clause, ", ".join(ids))
    out.print(table)


def _values(i: dict) -> str:
    return ", ".join([i["default"]] + [v for v in i["options"] if v != i["default"]])


def _readings_table(out, interpretations) -> None:
    from rich.table import Table

    table = Table(title="Interpretations (--interpretation KEY=VALUE)")
    for col in ("key", "question", "values (default first)", "editions", "period"):
        table.add_column(col, no_wrap=col == "key")
    for i in interpretations:
        table.add_row(i["key"], i["question"], _values(i), ", ".join(i["editions"]), _period(i))
    out.print(table)


def _period(i: dict) -> str:
    """Until when the question is open, per edition where a ruling settles it."""
    settled = [p for p in i["periods"] if p["settled_from"] is not None]
    if not settled:
        return "open: no ruling settles it"
    lines = []
    for p in settled:
        r = p["ruling"]
        notes = ", ".join(f"footnote {c['footnote']} ({c['date']})" for c in r["citations"])
        until = f"open until {p['open_until']}" if p["open_until"] else "never open"
        lines.append(f"{p['edition']}: {until}; settled from {p['settled_from']} by {notes or r['date']} ({r['clause']})")
    if len(settled) < len(i["periods"]):
        lines.append("others: open")
    return "; ".join(lines)


def _readings_blocks(out, interpretations) -> None:
    _blocks(out, "[bold]Interpretations[/] (--interpretation KEY=VALUE)",
            [(f"[bold]{i['key']}[/]: {escape(i['question'])}",
              [f"values (default first): {_values(i)}", f"editions: {', '.join(i['editions'])}",
               f"period: {_period(i)}"]) for i in interpretations])
