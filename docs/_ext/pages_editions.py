"""The editions overview and one page per edition, as reStructuredText.

Each edition page reads as that edition's rulebook: the rules reference's
questions in their numbered order (``spec/*/questions.py``), each answered in
the plain words of the clause in force, with the clause and its quotes folded
under it. Each clause keeps its HTML anchor, the clause id itself
(``generated/editions/c1-hig-2012.html#no-self-robbery``); the global label
``clause-<id>`` lives on the clause index, where each clause is defined once.
"""

from __future__ import annotations

import spec
from checker.diffs.markdown import anchor
import specdata as sd
from rst import bullets, clause_ref, edition_ref, esc, example_ref, indent, list_table, literal, title, url


def overview(examples: list[sd.Example]) -> str:
    """``generated/editions/index.rst``: every edition, ruling and open question, by module."""
    out = [title("Editions", "=", over=True), "",
           "An edition is a rulebook text: a base edition plus the topics it answers differently. "
           "Dated official rulings then replace the text's answer to a topic from their month on, "
           "and named readings settle the questions the sources leave open. "
           "The pages below list each edition as played today: every ruling applied, every open "
           "question at its default reading.", "",
           "There are two rules modules, each with its own editions, clauses and open questions: "
           "*The Robbers* (robber figures on the score track) and *Count, King & Robber* (the City "
           "of Carcassonne, the King and Robber Baron tiles, the cultists; its \"Robber\" is the Robber "
           "Baron tile, unrelated to the robber figures). A scenario's ``expansion`` says which module "
           "plays it, and only that module's editions can.", ""]
    for module in sd.modules():
        out += _module_overview(module)
    out += [".. toctree::", "   :maxdepth: 1", "   :caption: Editions", ""]
    out += [f"   {edition_id}" for edition_id in sd.edition_ids()]
    return "\n".join(out) + "\n"


def _module_overview(module: str) -> list[str]:
    """One module's section of the overview: its editions, rulings and open questions."""
    editions = sd.edition_ids(module)
    out = [title(sd.module_title(module), "-"), ""]
    if module != sd.ROBBERS:
        out += ["How a turn of this module is played: :doc:`/ckr-turn-model`.", ""]
    rows = []
    for edition_id in editions:
        edition = spec.EDITIONS[edition_id]
        base = edition_ref(edition.base) if edition.base else "—"
        rows.append([edition_ref(edition.id), esc(edition.title), edition.date, base, esc(edition.summary)])
    out += [list_table(["id", "title", "date", "based on", "summary"], rows, "12 22 7 12 47"), ""]

    out += [title(f"Dated rulings: {sd.module_title(module)}", "~"), ""]
    rulings: dict[tuple[str, str], list[str]] = {}
    for edition_id in editions:
        for ruling in spec.edition_rulings(edition_id):
            rulings.setdefault((ruling.date, ruling.clause), []).append(edition_id)
    if rulings:
        out += ["A ruling applies to every edition built on the text it clarifies, from its month on; "
                "``--as-of YYYY-MM`` reads an edition before later rulings.", ""]
        rows = [[date, clause_ref(cid), literal(spec.CLAUSES[cid].topic), ", ".join(edition_ref(e) for e in eds)]
                for (date, cid), eds in sorted(rulings.items())]
        out += [list_table(["from", "clause", "topic", "editions"], rows, "12 28 20 40"), ""]
    else:
        out += ["None: no dated ruling applies to these editions.", ""]

    out += [title(f"Open questions: {sd.module_title(module)}", "~"), "",
            "Where the sources leave a question open, each possible answer is a named reading. "
            "Pick one with ``--interpretation KEY=VALUE`` or ``+KEY=VALUE`` after the edition id. "
            "A reading applies only while its question is open: from the month of the ruling that "
            "settles it, naming it is refused (:ref:`turn-model-periods`).", ""]
    for interp in spec.module_interpretations(module).values():
        out += [f".. _reading-{interp.key}:", "", title(interp.key, "^"), "",
                interpretation_block(interp, applies_to=True), ""]
    return out


def interpretation_block(interp: spec.Interpretation, applies_to: bool = False) -> str:
    """The question, its readings (the default marked), and why the default."""
    rows = []
    for value, cid in interp.options.items():
        mark = " **(default)**" if value == interp.default else ""
        rows.append([literal(f"{interp.key}={value}") + mark, clause_ref(cid)])
    text = [esc(interp.question), "", list_table(["reading", "clause"], rows, "40 60"), "",
            f"Why the default: {esc(interp.why_default)}", ""]
    if applies_to:
        eds = [e for e in spec.EDITIONS if interp.key in spec.edition_interpretations(e)]
        text += [f"Applies to: {', '.join(edition_ref(e) for e in eds) or 'no edition'}.", ""]
        periods = [spec.reading_period(e, interp.key) for e in eds]
        settled = [p for p in periods if p.until is not None]
        text += ["Period: " + ("; ".join(f"{edition_ref(p.edition)}: {esc(p.words())}" for p in settled)
                               + (". Open for good for the others." if len(settled) < len(periods) else ".")
                               if settled else "open for every edition it applies to: no ruling settles it."), ""]
    return "\n".join(text)


def citations(clause: spec.Clause) -> str:
    """One bullet per source: the document (linked to its annotated page),
    section, footnote, date, then the quoted sentences."""
    lines = []
    for c in clause.sources:
        doc, words = sd.cite(c)
        lines.append(f":doc:`{esc(doc.title)} </generated/sources/{doc.number}>`, {esc(words)}"
                     + (f": “{esc(c.quote)}”" if c.quote else ""))
    return bullets(lines)


def facts(clause: spec.Clause) -> str:
    """Topic, authority and date in one sentence (furo shows field lists one per line)."""
    return f"Topic {literal(clause.topic)}; authority: {clause.authority.value}; dated {clause.date}."


def _details(summary: str, body: str) -> list[str]:
    """``body`` (reStructuredText) folded under ``summary``: one click away, not in the way."""
    return [".. raw:: html", "", f'   <details class="rulespec-clause"><summary>{summary}</summary>', "",
            body, "", ".. raw:: html", "", "   </details>", ""]


def _clause_details(edition_id: str, clause: spec.Clause) -> str:
    """The clause behind a rule: its id, how it is in force, its sources, the other editions' answers."""
    out = [f"Clause {clause_ref(clause.id)}: {esc(clause.summary)} {facts(clause)} "
           f"In force here by: {esc(sd.how_in_force(edition_id, clause))}.", "",
           "Sources:", "", citations(clause), ""]
    others = sd.other_answers(edition_id, clause.topic)
    if others:
        lines = [f"{clause_ref(cid) if cid else 'no clause'}: {', '.join(edition_ref(e) for e in eds)}"
                 for cid, eds in others.items()]
        out += [f"Other editions answer {literal(clause.topic)} differently:", "", bullets(lines), ""]
    return "\n".join(out)


def _rule(edition_id: str, numbered: sd.Numbered) -> list[str]:
    """One rule of the rulebook: its number (a link to the reference), the
    question and the edition's answer in plain words, then the clause folded."""
    q = numbered.question
    cid = sd.answer(edition_id, q.topic)
    clause = spec.CLAUSES[cid] if cid else None
    words = clause.plain if clause else q.silent
    out = []
    if clause is not None:  # the clause id stays this page's anchor for it, as before
        out += [".. raw:: html", "", f'   <span id="{clause.id}"></span>', ""]
    out += [f":ref:`{numbered.number} <{numbered.label}>` **{esc(q.question)}** {esc(words)}", ""]
    if clause is not None:
        out += _details(f"Clause <code>{clause.id}</code> and its sources", _clause_details(edition_id, clause))
    else:
        others = sd.other_answers(edition_id, q.topic)
        lines = [f"{clause_ref(c)}: {', '.join(edition_ref(e) for e in eds)}" for c, eds in others.items() if c]
        out += _details("No clause in this edition; other editions", bullets(lines) if lines else "None.")
    interp = sd.interpretation_for(edition_id, q.topic)
    if interp is not None:
        out += _details(f"The sources leave this open: reading <code>{interp.key}</code>", interpretation_block(interp))
    return out


def edition_page(edition_id: str, examples: list[sd.Example]) -> str:
    """``generated/editions/<id>.rst``: the edition as a rulebook, rule by rule
    in the order of the reference (the turn's), each numbered; the clauses
    and their sentences folded under each rule; the facts for checking last."""
    edition = spec.EDITIONS[edition_id]
    rules = sd.in_force(edition_id)
    module = edition.module
    numbered = sd.questions(module)
    out = [title(f"{edition_id}: {edition.title}", "=", over=True), "", esc(edition.summary), "",
           f"These are the rules of *{esc(sd.module_title(module))}* in this edition as played today "
           f"(every official ruling published by {rules.as_of} applied), in the order of a turn. Each rule's "
           "number links to the question in the :doc:`rules reference </generated/reference/index>`, where "
           "every edition's answer stands side by side; the clause and the rulebook's sentences behind a "
           "rule are folded under it.", ""]
    rulings = list(spec.edition_rulings(edition_id))
    if rulings:
        out += [title("Changed since the text was printed", "-"), ""]
        lines = []
        for r in rulings:
            topic = spec.CLAUSES[r.clause].topic
            printed = sd.printed_answer(edition_id, topic)
            found = sd.question_for(module, topic)
            was = f"The printed text: {spec.CLAUSES[printed].plain}" if printed else "The printed text said nothing on it."
            lines.append(f":ref:`{found.number} <{found.label}>`, from {r.date}, an official ruling: "
                         f"{esc(spec.CLAUSES[r.clause].plain)} {esc(was)}")
        out += [bullets(lines), ""]
    chapters = sorted({n.chapter for n in numbered})
    for chapter in chapters:
        inside = [n for n in numbered if n.chapter == chapter]
        out += [title(f"{inside[0].number.split('.')[0]} {inside[0].chapter_title}", "-"), ""]
        for n in inside:
            out += _rule(edition_id, n)
    unasked = [c for c in rules.clauses if sd.question_for(module, c.topic) is None]
    if unasked:  # a module without questions.py (or a topic it lacks) still shows every rule
        out += [title("Other rules", "-"), ""]
        for clause in unasked:
            out += [".. raw:: html", "", f'   <span id="{clause.id}"></span>', "",
                    esc(clause.plain or clause.summary), "",
                    *_details(f"Clause <code>{clause.id}</code> and its sources", _clause_details(edition_id, clause))]
    out += _for_checking(edition_id, rules, examples)
    return "\n".join(out) + "\n"


def _for_checking(edition_id: str, rules: spec.Rules, examples: list[sd.Example]) -> list[str]:
    """The edition's facts, rulings and examples: what a checker, not a player, needs."""
    edition = spec.EDITIONS[edition_id]
    chain = [e.id for e in spec.edition_chain(edition_id)]
    module = edition.module
    turn_model = ":doc:`/turn-model`" if module == sd.ROBBERS else ":doc:`/ckr-turn-model`"
    out = [".. rst-class:: rulespec-machinery", "", title("For checking", "-"), "",
           "What a checker, not a player, needs: the edition's ids, sources and rulings, and the worked "
           "examples played under it.", "",
           f"- **Module:** {esc(sd.module_title(module))} (turn model: {turn_model})",
           f"- **Edition id:** {literal(edition_id)}; published {edition.date}"
           + (f" ({esc(edition.date_note)})" if edition.date_note else ""),
           f"- **Source:** :doc:`{esc(edition.source.title)} </generated/sources/{edition.source.number}>` "
           f"({esc(edition.source.publisher)}, {edition.source.date}; {url(edition.source.address) if edition.source.address else 'printed rulebook'}; "
           f"file {literal(edition.source.file)})",
           f"- **Built on:** {' → '.join(edition_ref(e) for e in chain)}" if len(chain) > 1
           else "- **Built on:** its own text",
           f"- **Read as of:** {rules.as_of} (every ruling published by then)",
           f"- **Readings:** {', '.join(literal(f'{k}={v}') for k, v in rules.interpretations.items()) or 'none'}",
           f"- **Differs from:** {_differences(edition_id)}",
           f"- **Clauses in force:** {len(rules.clauses)}, one per topic",
           "", "To list these clauses from the command line:", "",
           ".. code-block:: console", "", f"   $ rulespec clauses --edition {edition_id}", ""]
    rulings = list(spec.edition_rulings(edition_id))
    body = []
    if rulings:
        rows = []
        for r in rulings:
            topic = spec.CLAUSES[r.clause].topic
            rows.append([r.date, literal(topic), clause_ref(sd.printed_answer(edition_id, topic)), clause_ref(r.clause)])
        body += [title("Rulings that changed the text", "~"), "",
                 list_table(["from", "topic", "printed text", "ruling"], rows, "12 20 34 34"), ""]
    examples = [ex for ex in examples if ex.module == module]
    listed = [ex for ex in examples if ex.plain(edition_id)]
    dated = [ex for ex in examples if not ex.plain(edition_id) and ex.references(edition_id)]
    excluded = [ex for ex in examples if not ex.plain(edition_id) and not ex.references(edition_id)]
    body += [title("Worked examples", "~"), ""]
    if any(not ex.shown for ex in examples):
        body += ["Every example is checked by the tests; those linked are also shown on "
                 f":doc:`/{sd.example_page(module)}`, checked again when the site is built.", ""]
    body += ["Checked under this edition: "
             + (", ".join(example_ref(ex.stem, ex.shown) for ex in listed) or "none") + ".", ""]
    if dated:
        body += ["Checked under this edition as of an earlier month or with a reading:", ""]
        body += [bullets(f"{example_ref(ex.stem, ex.shown)}: {', '.join(literal(r) for r in ex.references(edition_id))}"
                         for ex in dated), ""]
    if excluded:
        body += ["Not under this edition (its outcome set differs):", ""]
        body += [bullets(f"{example_ref(ex.stem, ex.shown)}: {esc(_why_excluded(ex.notes, edition_id))}"
                         for ex in excluded), ""]
    return out + body


def _why_excluded(notes: dict, edition_id: str) -> str:
    """The expected file's note for the edition, following "as OTHER-EDITION" references."""
    note = ""
    for _ in range(len(notes) + 1):
        note = notes.get(edition_id, "").removeprefix("EXCLUDED:").strip()
        other = note.removeprefix("as ").strip()
        if not note.startswith("as ") or other not in notes or other == edition_id:
            break
        edition_id = other
    return note or "see the example"


def _differences(edition_id: str) -> str:
    """Links to the catalogue's witness for each edition this one parts from."""
    parts = []
    for e in sd.catalogue()["comparisons"]:
        if e["kind"] != "editions" or edition_id not in (e["a"], e["b"]):
            continue
        other = e["b"] if e["a"] == edition_id else e["a"]
        if e["status"] == "different":
            a, b = e["same_result_as"] or (e["a"], e["b"])
            parts.append(f":ref:`{other} <{anchor({'a': a, 'b': b})}>`")
        elif e["status"] == "same":
            parts.append(f"not {edition_ref(other)} (no difference)")
    return ", ".join(parts) + " (see :doc:`/contradictions`)"
