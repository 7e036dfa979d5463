"""The sources, annotated: one page per source, its sentences in order beside
what the specification made of each, and an overview with the coverage.

The pages come from ``spec.texts`` (the coverage data holds each sentence's
text, so the build does not need ``shared/sources``). Like a literate program,
each passage of the rules text sits beside its "code": the clauses that rest
on it (linked to the clause index, with the editions where they are in force),
the worked examples checked against it, the readings of open questions, or why
it is not modelled; what is not a rule says why, in grey. Consecutive sentences
with the same account share a row, so an example's paragraph reads as one.
"""

from __future__ import annotations

from itertools import groupby

import spec
import specdata as sd
from rst import clause_ref, edition_ref, esc, example_ref, list_table, literal, title, url
from spec.texts import COVERAGE, DOCUMENTS, NOT_RULES
from spec.texts import check, coverage
from spec.texts.coverage import Entry

#: Section underlines for the sources' own heading levels 2 to 6.
_UNDERLINE = {2: "-", 3: "~", 4: "^", 5: '"', 6: "'"}
_ROLE = [".. role:: muted", "   :class: rulespec-muted", ""]


def sources_pages(examples: list[sd.Example]) -> dict[str, str]:
    """``generated/sources/index.rst`` and one page per source."""
    out = {"sources/index.rst": overview()}
    for number in COVERAGE:
        out[f"sources/{number}.rst"] = source_page(number, examples)
    return out


def source_ref(number: str) -> str:
    return f":doc:`{number} · {esc(DOCUMENTS[number].title)} </generated/sources/{number}>`"


def overview() -> str:
    out = [".. _sources:", "", title("The sources, annotated", "=", over=True), "",
           "The rules rest on five documents: three rules pages of WikiCarpedia, the Carcassonne rules "
           "wiki (which quote the publishers' rules and rulings), and two printed rulebooks. Each page "
           "below shows one of them sentence by sentence, beside what the specification made of each: "
           "the clauses that rest on it, the worked examples written by hand from it, the readings of "
           "the questions it leaves open, or why it is not modelled. The same data drives the tests: a "
           "rule sentence that nothing accounts for, a clause listed beside a sentence its citations do "
           "not quote, or a sentence the source no longer has fails them.", ""]
    rows = [[source_ref(n), f"{esc(d.publisher)}, {d.date}", _address(d), literal(d.file)] for n, d in DOCUMENTS.items()]
    out += [list_table(["source", "publisher, year", "public address", "file (for tools)"], rows,
                        "22 22 30 26", classes="rulespec-compact"), ""]
    out += [title("Coverage", "-"), "",
            "Per source: its sentences, the rule sentences among them, and how many rule sentences each "
            "kind of account covers (a sentence may count under several: a sentence of a worked example "
            "is often also a clause's ground). *Rules* counts the rule sentences; *only that* counts those that "
            "nothing but a reason why they are not modelled covers.", ""]
    rows = []
    for number in COVERAGE:
        s = check.summary(number)
        rows.append([source_ref(number), str(s["sentences"]), str(s["rules"]), str(s["clause"]), str(s["example"]),
                     str(s["reading"]), str(s["not-modelled"]), str(s["only_not_modelled"]), str(s["not_rules"])])
    out += [list_table(["source", "sentences", "rules", "clauses", "examples", "readings", "not modelled",
                        "only that", "not rules"], rows, "17 11 8 10 11 11 11 10 11", classes="rulespec-compact"), ""]
    out += [title("What counts as a rule sentence", "-"), "", esc(coverage.RULE_SENTENCE), "",
            "A sentence that is not a rule gives one of these reasons:", ""]
    out += [list_table(["reason", "meaning"], [[literal(k), esc(v)] for k, v in NOT_RULES.items()], "20 80"), ""]
    out += [title("How a sentence and a quote are read", "-"), "",
            "Every citation quotes the sentences its clause rests on, verbatim, in the source's language, "
            "with ``…`` between parts that are not adjacent. A test finds each quote in the source file. "
            "The comparison changes only what the scraping or typesetting added:", "",
            "- runs of whitespace, line breaks included, become one space;",
            "- the scraped pages' markdown bold (``**``) is dropped, or becomes the space the scraper lost "
            "where it glued two words (``**Woman Follower**scores``);",
            "- footnote markers (``^{[4]}``, ``[4]``) are dropped;",
            "- typographic quotes and apostrophes become plain ones.", "",
            "Nothing else: case, spelling, other punctuation and the OCR's typos must match. A quote is "
            "whole sentences unless an ellipsis marks where it starts or stops inside one; a citation that "
            "names a footnote must quote that footnote, and one that names none must quote the main text.",
            "",
            "A sentence's id is the source's number and the first eight hex digits of the SHA-1 of its "
            "normalised text (``-2``, ``-3`` for a repeated text), so it changes only when the sentence does. "
            "How a file is cut into sentences is in ``spec/texts/reading.py``.", ""]
    out += [title("Dates", "-"), "",
            "A citation carries the date its source gives for the sentence: the year of the rules text "
            "(2012, 2013, 2017, 2025), or the month of a dated ruling or Q&A. Where the source gives none "
            "(the worked examples, most Q&As and notes, the Big Box 4 scan) the citation says "
            "**undated**; no date is guessed. The rules pages themselves carry no date: each page's "
            "*about* says which dates it holds.", ""]
    out += [".. toctree::", "   :maxdepth: 1", "   :caption: Sources", ""]
    out += [f"   {number}" for number in COVERAGE]
    return "\n".join(out) + "\n"


def _address(document: spec.Document) -> str:
    return url(document.address) if document.address else f"none: {esc(document.address_note)}"


def source_page(number: str, examples: list[sd.Example]) -> str:
    document = DOCUMENTS[number]
    s = check.summary(number)
    out = [*_ROLE, title(f"{number} · {document.title}", "=", over=True), "",
           f"- **Publisher:** {esc(document.publisher)}",
           f"- **Year:** {document.date}",
           f"- **Public address:** {_address(document)}",
           f"- **Kind:** {esc(document.kind)}, in {'Spanish' if document.language == 'es' else 'English'}",
           f"- **About:** {esc(document.about)}",
           f"- **File (for tools):** {literal(document.file)}",
           f"- **Coverage:** {s['sentences']} sentences, {s['rules']} of them rule sentences: {s['clause']} "
           f"rest under clauses, {s['example']} in worked examples, {s['reading']} under readings, "
           f"{s['not-modelled']} not modelled ({s['only_not_modelled']} only that); {s['not_rules']} are not rules.",
           "", "The source's text is on the left, sentence by sentence as the tests cut it, in its own "
           "language; on the right, what became of it. Rows group consecutive sentences with the same "
           "account.", ""]
    rows: list[list[str]] = []
    for key, group in groupby(COVERAGE[number], key=_row_key):
        entries = list(group)
        if entries[0].heading >= 2:
            if rows:
                out += [_table(rows), ""]
                rows = []
            for entry in entries:
                out += [title(entry.text, _UNDERLINE[min(entry.heading, 6)]), ""]
            continue
        rows.append([_passage(entries), _became(entries[0], examples)])
    if rows:
        out += [_table(rows), ""]
    return "\n".join(out) + "\n"


def _row_key(entry: Entry) -> tuple:
    return (entry.footnote, entry.accounts, entry.not_a_rule, entry.heading >= 2 and entry.id)


def _table(rows: list[list[str]]) -> str:
    """Two columns without a header row (the page says what they are)."""
    text = list_table(["source", "what it became"], rows, "55 45", classes="rulespec-source")
    return text.replace("   :header-rows: 1\n", "   :header-rows: 0\n").replace(
        "   * - source\n     - what it became\n", "", 1)


def _passage(entries: list[Entry]) -> str:
    text = " ".join(esc(e.text) for e in entries)
    if entries[0].footnote:
        text = f"**Footnote {entries[0].footnote}.** {text}"
    ids = entries[0].id if len(entries) == 1 else f"{entries[0].id} … {entries[-1].id}"
    return f"{text}\n\n:muted:`{ids}`"


def _became(entry: Entry, examples: list[sd.Example]) -> str:
    if not entry.is_rule:
        return f":muted:`not a rule: {esc(NOT_RULES[entry.not_a_rule])}`"
    lines = [f"- {clause_ref(c)}: {_editions(c)}" for c in entry.refs("clause")]
    by_stem = {ex.stem: ex for ex in examples}
    for stem in entry.refs("example"):
        ex = by_stem.get(stem)
        under = _edition_list(ex.editions, ex.module) if ex and ex.editions else ""
        lines.append(f"- worked example {example_ref(stem, ex.shown if ex else False)}"
                     + (f", checked under {under}" if under else ""))
    for key in entry.refs("reading"):
        lines.append(f"- reading :ref:`{key} <reading-{key}>`: {esc(spec.INTERPRETATIONS[key].question)}")
    for why in entry.refs("not-modelled"):
        lines.append(f"- *not modelled*: {esc(why)}")
    return "\n".join(lines)


def _editions(clause_id: str) -> str:
    """Where the clause is in force today, and how else an edition can have it."""
    module = spec.CLAUSES[clause_id].module
    groups: dict[str, list[str]] = {}
    for usage in sd.usages(clause_id):
        groups.setdefault(usage.how, []).append(usage.edition)
    parts = [f"{esc(how)}: {_edition_list(eds, module)}" for how, eds in groups.items()]
    return "; ".join(parts) or "in no edition"


def _edition_list(editions: list[str] | tuple[str, ...], module: str) -> str:
    """The editions (or references, ``c1-hig-2012@2013-04``) listed, or "all N
    editions" when the plain ids are every edition of the module."""
    every = sd.edition_ids(module)
    if set(every) <= set(editions):
        others = [e for e in editions if e not in every]
        return f"all {len(every)} editions" + (f", and {', '.join(edition_ref(e) for e in others)}" if others else "")
    return ", ".join(edition_ref(e) for e in editions)
