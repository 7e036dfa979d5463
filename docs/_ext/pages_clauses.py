"""The clause index and the edition comparison matrix, as reStructuredText.

The clause index is where each clause is defined once, under the global label
``clause-<id>`` that every other page links to; it answers "who uses this
clause, and which worked examples exercise it". The matrix answers "how does
each edition settle each topic" at a glance. Both have one section per rules
module, The Robbers first.
"""

from __future__ import annotations

import spec
import specdata as sd
from pages_editions import citations, facts
from rst import clause_ref, edition_ref, esc, example_ref, list_table, literal, title


def clause_index(examples: list[sd.Example]) -> str:
    """``generated/clauses.rst``: per module, a summary table, then one section per clause."""
    out = [title("Clause index", "=", over=True), "",
           "Every clause of the specification, by module and topic. For each: the editions of its module "
           "that use it (in force today, in their printed text before a ruling, or under a non-default "
           "reading) and the worked examples checked under the editions that have it in force.", ""]
    for module in sd.modules():
        out += _module_index(module, [ex for ex in examples if ex.module == module])
    return "\n".join(out) + "\n"


def _module_index(module: str, examples: list[sd.Example]) -> list[str]:
    out = [title(sd.module_title(module), "-"), ""]
    out += ["The last column counts the vectors of the default conformance suite (``rulespec oracle``, "
            "seed 0) generated to exercise the clause, over every edition, reading and ruling date; "
            "each clause's section names them. The suite's index is committed as "
            "``docs/catalogue/conformance-index.json`` (regenerate with ``rulespec oracle --out DIR`` "
            "and copy ``DIR/index.json``); a test checks it against the current clauses.", ""]
    if module != sd.ROBBERS:
        out += ["The ``robbing-gain`` clauses only matter with The Robbers on the score track: their vectors "
                "are combined turns, played with The Robbers' edition the vector names (``with_robbers``; "
                ":doc:`/conformance`). Worked examples in plain text are checked by the tests but not shown on "
                f":doc:`/{sd.example_page(module)}`.", ""]
    clauses = [c for c in spec.CLAUSES.values() if c.module == module]
    rows = []
    for clause in clauses:
        eds = [u.edition for u in sd.usages(clause.id) if u.how == "in force"]
        exs = sd.examples_for(examples, clause.id)
        rows.append([clause_ref(clause.id), literal(clause.topic),
                     _all_or(eds, sd.edition_ids(module), "all editions", edition_ref) or "— (see below)",
                     _all_or([ex.stem for ex in exs], [ex.stem for ex in examples], f"all {len(examples)}",
                             lambda stem: _example(stem, examples)) or "—",
                     str(len(_vectors(clause.id)))])
    header = ["clause", "topic", "in force in", "worked examples", "vectors"]
    out += [list_table(header, rows, "22 13 32 27 6", classes="rulespec-index"), ""]

    for topic in sd.topics(module):
        in_topic = [c for c in clauses if c.topic == topic]
        if not in_topic:
            continue
        out += [title(f"Topic {topic}", "~"), ""]
        for clause in in_topic:
            out += [_entry(clause, examples)]
    return out


def _example(stem: str, examples: list[sd.Example]) -> str:
    return example_ref(stem, next(ex.shown for ex in examples if ex.stem == stem))


def _all_or(items: list[str], every: list[str], word: str, ref) -> str:
    """``word`` when ``items`` is everything, else the linked items (compact table cells)."""
    if items and set(items) == set(every):
        return word
    left_out = [i for i in every if i not in items]
    if items and len(left_out) <= 3:
        return f"{word} but " + ", ".join(ref(i) for i in left_out)
    return ", ".join(ref(i) for i in items)


def _entry(clause: spec.Clause, examples: list[sd.Example]) -> str:
    usages = sd.usages(clause.id)
    exs = sd.examples_for(examples, clause.id)
    used = [f"{edition_ref(u.edition)} ({esc(u.how)})" for u in usages]
    vectors = _vector_list(clause.id)
    out = [f".. _clause-{clause.id}:", "", title(clause.id, "^"), "", f"**{esc(clause.summary)}**", "",
           facts(clause), "",
           f"Used by: {', '.join(used) if used else 'no edition'}.", "",
           f"Worked examples: {', '.join(example_ref(ex.stem, ex.shown) for ex in exs) or 'none'}.", "",
           f"Conformance vectors: {vectors}.", "",
           "Sources:", "", citations(clause), ""]
    return "\n".join(out)


def _vectors(clause_id: str) -> list[str]:
    """The default suite's vectors generated for the clause, by id (both modules: the
    index's coverage is per edition, and clause ids are unique across modules)."""
    coverage = sd.conformance_index()["coverage"]
    return sorted(v for by_clause in coverage.values() for v in by_clause.get(clause_id, []))


def _vector_list(clause_id: str) -> str:
    ids = _vectors(clause_id)
    if not ids:
        return "none (the clause is in force nowhere, or no scenario sets it apart)"
    return f"{len(ids)}: " + ", ".join(literal(v) for v in ids)


def matrix() -> str:
    """``generated/matrix.rst``: per module, topics x editions, as played and as printed.

    The Robbers' full grid is 26 topics by 8 editions, too wide to read; most
    rows are the same in every edition, so those are listed once and the grid
    keeps the rows that tell editions apart.
    """
    out = [title("Edition comparison", "=", over=True), "",
           "How each edition settles each topic: a cell is the clause in force, or a dash where the "
           "edition has no clause on the topic. Each rules module has its own topics, so each has its "
           "own grid. Each topic's number is its question in the :doc:`rules reference </generated/reference/index>`, "
           "which gives every edition's answer in words.", ""]
    for module in sd.modules():
        out += _module_matrix(module)
    return "\n".join(out) + "\n"


def _module_matrix(module: str) -> list[str]:
    name = sd.module_title(module)
    editions = sd.edition_ids(module)
    topics = sd.topics(module)
    played = {t: [sd.answer(e, t) for e in editions] for t in topics}
    printed = {t: [sd.printed_answer(e, t) for e in editions] for t in topics}
    differ = [t for t in topics if len(set(played[t])) > 1]
    same = [t for t in topics if len(set(played[t])) == 1]
    changed = [t for t in topics if played[t] != printed[t]]
    out = [title(name, "-"), ""]
    out += [title(f"Where the editions differ: {name}", "~"), "",
            f"{len(differ)} of {len(topics)} topics, as played today: every ruling published so far applied, "
            "every open question at its default reading. A cell marked † was set by a dated ruling; "
            "one marked ‡ is the default reading of an open question.", ""]
    out += [_grid(editions, differ, played, mark=True) if differ else "No topic: every edition agrees.", ""]
    out += [title(f"Where every edition agrees: {name}", "~"), ""]
    if same:
        out += [f"The other {len(same)} topics have the same answer in all {len(editions)} editions.", ""]
        out += [list_table(["topic", "clause in every edition"],
                           [[_topic_cell(editions[0], t), clause_ref(played[t][0])] for t in same], "30 70"), ""]
    else:
        out += ["No topic: the editions differ on every one.", ""]
    out += [title(f"What rulings and readings changed: {name}", "~"), "",
            "The rulebook texts alone, before any ruling or reading, on the topics where that differs "
            "from the game as played today; a cell reads *same* where this edition's text already "
            "had today's answer.", ""]
    out += [_grid(editions, changed, printed, mark=False, played=played) if changed
            else "No topic: every text already has today's answer.", ""]
    return out


def _topic_cell(edition_id: str, topic: str) -> str:
    """The topic, under the number of its question in the rules reference
    (which answers it in words, edition by edition)."""
    numbered = sd.question_for(sd.module_of(edition_id), topic)
    return (f":ref:`{numbered.number} <{numbered.label}>` " if numbered else "") + literal(topic)


def _grid(editions: list[str], topics: list[str], answers: dict, mark: bool, played: dict | None = None) -> str:
    rows = []
    for topic in topics:
        row = [_topic_cell(editions[0], topic)]
        for i, (e, cid) in enumerate(zip(editions, answers[topic])):
            if played is not None and played[topic][i] == cid:
                row.append("*same*")
                continue
            cell = clause_ref(cid)
            if mark and cid is not None:
                if sd.interpretation_for(e, topic) is not None:
                    cell += " ‡"
                elif sd.ruling_for(e, cid) is not None:
                    cell += " †"
            row.append(cell)
        rows.append(row)
    return list_table(["topic", *[edition_ref(e) for e in editions]], rows, classes="rulespec-matrix")
