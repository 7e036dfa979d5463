"""The rules reference: every question a player asks, numbered, answered
edition by edition in plain words, as reStructuredText.

``generated/reference/index.rst`` lists the questions of each module;
``generated/reference/<prefix>-<chapter>.rst`` (``r-3``) answers one
chapter's. A question's section has the label ``rule-r-3-6`` (its number,
``R-3.6``, from the fixed order of ``spec/*/questions.py``), so any page can
cite it. Each answer is the ``plain`` words of the clause the edition has in
force, the month it holds from, the sentences the clause quotes, the dated
rulings as a timeline, the worked examples that play it (``rules-example``,
checked again at build time, pictures and derivations included) and, where
the editions disagree, the contradiction catalogue's witness for the topic,
played the same way.
"""

from __future__ import annotations

import json
import re

import spec
from checker.diffs.markdown import anchor
import pages_editions
import specdata as sd
from rst import bullets, clause_ref, edition_ref, esc, example_ref, indent, list_table, literal, title

FOLDER = "reference"


def page_name(numbered: sd.Numbered) -> str:
    """The page of a question's chapter, ``r-3``."""
    return numbered.number.split(".")[0].lower()


def rule_ref(numbered: sd.Numbered, with_question: bool = True) -> str:
    text = f"{numbered.number} {numbered.question.question}" if with_question else numbered.number
    return f":ref:`{esc(text)} <{numbered.label}>`"


def reference_pages(examples: list[sd.Example]) -> dict[str, str]:
    """Every page of the reference, by path under ``generated/``."""
    out = {f"{FOLDER}/index.rst": _index()}
    for module in sd.modules():
        numbered = sd.questions(module)
        for chapter in sorted({n.chapter for n in numbered}):
            inside = [n for n in numbered if n.chapter == chapter]
            out[f"{FOLDER}/{page_name(inside[0])}.rst"] = _chapter_page(module, inside, examples)
    return out


def _index() -> str:
    out = [title("Rules reference", "=", over=True), "",
           "Every question the rules answer, numbered so that a rule can be cited (“R-3.6”), each answered "
           "edition by edition in plain words, with the sentences of the rulebooks and rulings it rests on, "
           "the month each answer holds from, a worked example played by the checker and, where the "
           "editions disagree, the smallest turn that shows it. The answers are the clauses of the "
           "specification: the same clauses the checker plays.", ""]
    pages = []
    for module in sd.modules():
        numbered = sd.questions(module)
        if not numbered:
            continue
        out += [title(sd.module_title(module), "-"), ""]
        for chapter in sorted({n.chapter for n in numbered}):
            inside = [n for n in numbered if n.chapter == chapter]
            page = page_name(inside[0])
            pages.append(page)
            out += [f":doc:`{inside[0].number.split('.')[0]} {esc(inside[0].chapter_title)} <{page}>`", "",
                    bullets(rule_ref(n) for n in inside), ""]
    out += [".. toctree::", "   :hidden:", "", *[f"   {p}" for p in pages], ""]
    return "\n".join(out) + "\n"


def _chapter_page(module: str, inside: list[sd.Numbered], examples: list[sd.Example]) -> str:
    head = f"{inside[0].number.split('.')[0]} {inside[0].chapter_title}"
    out = [title(head, "=", over=True), "",
           f"*{esc(sd.module_title(module))}.* Each answer below is the edition's rule as played today: "
           "every dated ruling applied, every open question at its default reading. "
           "All questions: :doc:`index`.", ""]
    for numbered in inside:
        out += _question(numbered, examples)
    return "\n".join(out) + "\n"


def _question(numbered: sd.Numbered, examples: list[sd.Example]) -> list[str]:
    q, module = numbered.question, numbered.module
    rows = sd.answers(module, q.topic)
    out = [f".. _{numbered.label}:", "", title(f"{numbered.number} {q.question}", "-"), ""]
    out += [list_table(["answer", "editions, and the month it holds from"], _grouped(rows), "62 38",
                       classes="rulespec-answers"), ""]
    out += _sources(rows)
    out += _open_questions(module, q.topic)
    out += _timeline(module, q.topic)
    out += _examples(q, examples)
    if len({a.clause for a in rows}) > 1:
        out += _witness(module, q.topic)
    related = [sd.question_for(module, t) for t in q.related]
    if related:
        out += [".. rubric:: Related questions", "", bullets(rule_ref(n) for n in related if n), ""]
    return out


def _grouped(rows: list[sd.Answer]) -> list[list[str]]:
    """One row per distinct answer, naming every edition that gives it, each
    with its month and whether its text, a ruling or a reading says so."""
    groups: dict[tuple[str | None, str], list[sd.Answer]] = {}
    for a in rows:
        groups.setdefault((a.clause, a.words), []).append(a)
    return [[esc(words), "\n".join(f"| {edition_ref(a.edition)}: {_how(a)}, {a.since}" for a in group)]
            for (_, words), group in groups.items()]


def _how(a: sd.Answer) -> str:
    """The answer's origin in two or three words."""
    if a.how.startswith("official ruling"):
        return "ruling"
    if a.how.startswith("reading"):
        return "default reading"
    return "rulebook"


def _sources(rows: list[sd.Answer]) -> list[str]:
    """The sentences each distinct answer rests on, one click away."""
    out = [".. rubric:: What the sources say", ""]
    seen: list[str] = []
    for a in rows:
        if a.clause and a.clause not in seen:
            seen.append(a.clause)
    if not seen:
        return out + ["No clause: the sources say nothing on this question in any edition.", ""]
    for cid in seen:
        clause = spec.CLAUSES[cid]
        editions = ", ".join(edition_ref(a.edition) for a in rows if a.clause == cid)
        out += [f"“{esc(clause.plain)}” ({editions}; clause {clause_ref(cid)})", "",
                pages_editions.citations(clause), ""]
    return out


def _open_questions(module: str, topic: str) -> list[str]:
    """The readings of an open question on the topic, in plain words."""
    out = []
    for interp in spec.module_interpretations(module).values():
        if interp.topic != topic:
            continue
        eds = [e for e in sd.edition_ids(module) if interp.key in spec.edition_interpretations(e)]
        lines = []
        for value, cid in interp.options.items():
            words = spec.CLAUSES[cid].plain if cid else "no clause: " + (sd.question_for(module, topic).question.silent)
            mark = " (the default)" if value == interp.default else ""
            lines.append(f"{literal(f'{interp.key}={value}')}{mark}: {esc(words)}")
        out += [f".. admonition:: Open question: {esc(interp.question)}", "",
                indent(bullets(lines), 3), "",
                f"   For {', '.join(edition_ref(e) for e in eds)}. Why the default: {esc(interp.why_default)} "
                f"(:ref:`reading-{interp.key}`)", ""]
    return out


_YEAR_MONTH = re.compile(r"\d{4}(?:-\d{2})?")


def _month_key(text: str) -> str:
    found = _YEAR_MONTH.search(text)
    return found.group(0) if found else "9999"


def timeline(module: str, topic: str) -> list[tuple[str, str]]:
    """(month, what happened) on the topic, oldest first: each text as printed,
    each dated ruling, each dated footnote of the clauses' sources."""
    numbered = sd.question_for(module, topic)
    silent = numbered.question.silent if numbered else ""
    events: dict[tuple[str, str], list[str]] = {}
    for edition_id in sd.edition_ids(module):
        printed = sd.printed_answer(edition_id, topic)
        words = spec.CLAUSES[printed].plain if printed else silent
        events.setdefault((spec.EDITIONS[edition_id].date, f"printed: {esc(words)}"), []).append(edition_id)
        for ruling in spec.edition_rulings(edition_id):
            if spec.CLAUSES[ruling.clause].topic == topic:
                text = f"ruling: {esc(spec.CLAUSES[ruling.clause].plain)}"
                events.setdefault((ruling.date, text), []).append(edition_id)
    rows = [(month, f"{what} ({', '.join(edition_ref(e) for e in eds)})") for (month, what), eds in events.items()]
    clauses = {a.clause for a in sd.answers(module, topic) if a.clause}
    notes: dict[tuple[str, str], None] = {}
    for cid in sorted(clauses):
        for c in spec.CLAUSES[cid].sources:
            if c.footnote and c.when != spec.UNDATED:
                notes.setdefault((c.when, f":doc:`{esc(c.document.title)} </generated/sources/{c.document.number}>`, "
                                            f"footnote {c.footnote}"), None)
    rows += [(month, f"dated footnote: {what}") for month, what in notes]
    return sorted(rows, key=lambda row: (_month_key(row[0]), row[1]))


def _timeline(module: str, topic: str) -> list[str]:
    return [".. rubric:: Timeline", "",
            list_table(["month", "what"], [[esc(m), w] for m, w in timeline(module, topic)], "16 84",
                       classes="rulespec-timeline"), ""]


def _examples(q: spec.Question, examples: list[sd.Example]) -> list[str]:
    by_stem = {ex.stem: ex for ex in examples}
    if not q.examples:
        return [".. rubric:: Worked example", "", "No worked example plays this question yet.", ""]
    out = [".. rubric:: Worked example" + ("s" if len(q.examples) > 1 else ""), ""]
    for stem in q.examples:
        ex = by_stem[stem]
        folder, _ = sd.examples_of(ex.module)
        where = f" ({example_ref(stem)} on the worked examples page)" if ex.shown else ""
        out += [f"*{esc(_source_words(ex.source))}*{where}", "",
                ".. rules-example::", f"   :scenario: examples/{ex.scenario}",
                f"   :expect: {folder}/{stem}.json", f"   :name: {stem}", ""]
    return out


def _source_words(source: str) -> str:
    """An expected file's ``source`` with each source file named by its document's title."""
    for package in spec.MODULES.values():
        for doc in getattr(package, "DOCUMENTS", ()):
            source = source.replace(doc.file, doc.title)
    return source


def witness(module: str, topic: str) -> dict | None:
    """The catalogue's first comparison of two editions whose witness for the topic is a scenario."""
    for entry in sd.catalogue()["comparisons"]:
        if entry["kind"] != "editions" or entry["module"] != module or entry["status"] != "different":
            continue
        for part in entry["topics"]:
            if part["topic"] == topic and part.get("witness"):
                return {"a": entry["a"], "b": entry["b"], **part}
    return None


def _witness(module: str, topic: str) -> list[str]:
    found = witness(module, topic)
    if found is None:
        return [".. rubric:: Where the editions disagree", "",
                "The contradiction catalogue holds no witness for this question between two editions.", ""]
    a, b, w = found["a"], found["b"], found["witness"]
    label = anchor({"a": a, "b": b})
    scenario = json.dumps(w["scenario"], indent=2)
    return [".. rubric:: Where the editions disagree", "",
            f"The smallest turn the contradiction catalogue found on which this question alone tells "
            f"{edition_ref(a)} from {edition_ref(b)}: {w['outcomes_in_a']} legal outcomes under {literal(a)}, "
            f"{w['outcomes_in_b']} under {literal(b)}, {len(w['only_in_a'])} of them only under {literal(a)} and "
            f"{len(w['only_in_b'])} only under {literal(b)} (:ref:`the comparison <{label}>`). "
            "It is played again below.", "",
            ".. rules-example::", f"   :edition: {a}, {b}", f"   :name: witness-{topic}", "",
            indent(scenario, 3), "",
            "Each outcome only one of them allows, played step by step:", "",
            f".. catalogue-witness-strips:: {module} {topic}", ""]
