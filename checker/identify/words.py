"""The questions, options and candidates in words, the same for the command
line and the docs page (whose data the build writes with ``page_data``):
the turn in its module's words (``describe.scenario_text``), each option as
what the turn changes (``describe.change_text``, else
``outcome_json_text``) and each candidate as its edition, dated state and
readings."""

from __future__ import annotations

import spec
from checker import expansions
from checker.identify.choosing import Question, Table

#: What a question asks: one outcome picked, or every outcome the rules allow.
ASK_ONE = "In this turn, which happens under your rules?"
ASK_EVERY = ("In this turn, which of these may happen under your rules? Name every one: your earlier answer "
             "fits rule sets that differ only in what else they allow here.")


def turn_text(table: Table, question: Question) -> str:
    return expansions.EXPANSIONS[table.module].part("describe").scenario_text(question.scenario)


def option_texts(table: Table, question: Question) -> list[str]:
    """Each option in one line: what the turn changes, first letter capital."""
    return [_capital(text) for text in _changes(table, question)]


def shared_and_own(table: Table, question: Question) -> tuple[str, list[str]]:
    """What every option has (its parts, "; "-separated, that all share),
    and each option's other parts: where the options differ ("Red takes 2
    points" against "Red takes 3 points"), said once each."""
    split = [text.split("; ") for text in _changes(table, question)]
    shared = [part for part in split[0] if all(part in other for other in split[1:])] if len(split) > 1 else []
    own = ["; ".join(part for part in parts if part not in shared) or "nothing more" for parts in split]
    return _capital("; ".join(shared)), [_capital(text) for text in own]


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def _changes(table: Table, question: Question) -> list[str]:
    """Each option as its module's describe says what the turn changes."""
    expansion = expansions.EXPANSIONS[table.module]
    describe = expansion.part("describe")
    scenario = expansion.scenario_from_json(question.scenario, f"<question {question.id}>")
    out = []
    for doc in question.options:
        if hasattr(describe, "change_text"):
            text = describe.change_text(expansion.outcome_from_json(doc, scenario, "<option>"), scenario)
        else:
            text = describe.outcome_json_text(doc, scenario.players)
        out.append(text)
    return out


def candidate_text(candidate: dict) -> str:
    """"c1-hig-2013@2013-05: The Robbers, Hans im Glück 2013 revision (1st
    edition), as of 2013-05 (rulings in force: 2013-05); readings:
    arrival-trigger yes (the default), ...": the edition, its dated state
    and each reading."""
    edition = spec.EDITIONS[candidate["edition"]]
    when = "no dated rulings"
    if candidate["as_of"] is not None:
        months = sorted({r.date[:7] for r in spec.edition_rulings(edition.id) if r.date[:7] <= candidate["as_of"]})
        when = f"as of {candidate['as_of']} (rulings in force: {', '.join(months) or 'none yet'})"
    readings = []
    for key, value in candidate["interpretations"].items():
        default = spec.INTERPRETATIONS[key].default
        readings.append(f"{key} {value}" + (" (the default)" if value == default else ""))
    words = f"{candidate['rule_set']}: {edition.title}, {when}"
    return words + (f"; readings: {', '.join(readings)}" if readings else "")


def page_data(table_doc: dict, tables: list[Table]) -> dict:
    """The docs page's data: the table with the words of every question,
    option and candidate (the page's script reads no rules)."""
    modules = []
    for module_doc, table in zip(table_doc["modules"], tables):
        questions = []
        for q_doc, question in zip(module_doc["questions"], table.questions):
            shared, own = shared_and_own(table, question)
            questions.append({"id": q_doc["id"], "topics": q_doc["topics"], "turn": turn_text(table, question),
                              "options": option_texts(table, question), "shared": shared, "own": own,
                              "sets": q_doc["sets"], "legal": q_doc["legal"]})
        modules.append({"module": table.module, "title": table.title,
                        "candidates": [dict(c, words=candidate_text(c)) for c in module_doc["candidates"]],
                        "questions": questions})
    return {"ask_one": ASK_ONE, "ask_every": ASK_EVERY, "modules": modules}
