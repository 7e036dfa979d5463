"""``rulespec identify``'s reading of the answers file and its output: the
next question in words, the verdict, the JSON document and the questions
asked one by one on a terminal."""

from __future__ import annotations

import math

from spec._rules import did_you_mean
from checker import expansions
from checker.commands.common import UsageError, console
from checker.errors import InputError
from checker.identify import table as tables
from checker.identify.choosing import OUTSIDE, Next, Table, Verdict, next_question, table_of, verdict
from checker.identify.words import ASK_EVERY, ASK_ONE, candidate_text, option_texts, shared_and_own, turn_text
from checker.loading import format_path, load_json

#: Rule sets the ranking lists, best first (the diagnosis lists as many).
SHOWN = 10


def module_table(module: str) -> Table:
    """The committed table of ``module`` (``--module``)."""
    if module not in expansions.EXPANSIONS:
        names = ", ".join(expansions.EXPANSIONS)
        raise UsageError(f"--module {module!r}: no such rules module{did_you_mean(module, expansions.EXPANSIONS)} "
                         f"(known: {names})")
    for doc in tables.load()["modules"]:
        if doc["module"] == module:
            return table_of(doc)
    raise UsageError(f"--module {module}: the catalogue has no witness of this module to ask about")


def load_answers(path: str, table: Table) -> dict:
    """The answers file as question id -> option index (``OUTSIDE`` for an
    outcome that is no option) or a frozenset of them (a list: every
    outcome the rules allow). Bad input is an ``InputError`` at its path."""
    doc = load_json(path)
    name = "<stdin>" if path == "-" else path
    if not isinstance(doc, dict):
        raise InputError(name, "$", "expected an object: question id -> the option's number or the outcome")
    answers = {}
    for key, value in doc.items():
        question = table.question(key)
        where = format_path([key])
        if question is None:
            known = [q.id for q in table.questions]
            raise InputError(name, where, f"no question {key!r} among the questions of {table.title}"
                             f"{did_you_mean(key, known)} (known: {', '.join(known)})")
        if isinstance(value, list):
            if not value:
                raise InputError(name, where, "an empty list: name at least one outcome your rules allow")
            answers[key] = frozenset(_option(name, format_path([key, i]), table, question, v)
                                     for i, v in enumerate(value))
        else:
            answers[key] = _option(name, where, table, question, value)
    return answers


def _option(name: str, where: str, table: Table, question, value) -> int:
    if isinstance(value, bool) or not isinstance(value, (int, dict)):
        raise InputError(name, where, "expected an option's number or an outcome document"
                         f" (a list of them for every outcome your rules allow), got {type(value).__name__}")
    if isinstance(value, int):
        if not 1 <= value <= len(question.options):
            raise InputError(name, where, f"question {question.id} has options 1 to {len(question.options)}, got {value}")
        return value - 1
    expansion = expansions.EXPANSIONS[table.module]
    scenario = expansion.scenario_from_json(question.scenario, f"<question {question.id}>")
    try:
        outcome = expansion.outcome_from_json(value, scenario, name)
    except InputError as error:
        raise InputError(name, where + error.path[1:], error.message) from None
    doc = outcome.to_json(scenario.players)
    return next((i for i, option in enumerate(question.options) if option == doc), OUTSIDE)


def _numbers(answer) -> list:
    """An answer as option numbers (1 is the first), null for an outcome that is no option."""
    picked = sorted(answer) if isinstance(answer, frozenset) else [answer]
    return [None if i == OUTSIDE else i + 1 for i in picked]


def _margin(value: float | None):
    if value is None or value == math.inf:
        return None if value is None else "inf"
    return round(value, 6)


def question_document(table: Table, step: Next) -> dict:
    q = step.question
    shared, own = shared_and_own(table, q)
    return {"id": q.id, "topics": list(q.topics), "every": step.every, "gain_bits": round(step.gain, 6),
            "asks": ASK_EVERY if step.every else ASK_ONE, "turn": turn_text(table, q), "scenario": q.scenario,
            "shared": shared,
            "options": [{"option": n, "words": words, "own": mine, "outcome": doc}
                        for n, (words, mine, doc) in enumerate(zip(option_texts(table, q), own, q.options), 1)]}


def result_document(table: Table, answers: dict, step: Next | None, final: Verdict | None) -> dict:
    """The ``--json`` document (``checker/schemas/identify-result.schema.json``)."""
    current = final or verdict(table, answers)
    status = "ask" if step is not None else ("named" if len(current.in_play) == 1 else "alike")
    ranking = []
    for place, f in enumerate(current.ranked[:SHOWN], 1):
        candidate = table.candidates[f.label]
        ranking.append({"rank": place, **candidate, **f.to_json(), "words": candidate_text(candidate)})
    return {
        "module": table.module, "candidates": len(table.candidates), "questions": len(table.questions),
        "answers": [{"question": q.id, "every": isinstance(answers[q.id], frozenset), "options": _numbers(answers[q.id])}
                    for q in table.questions if q.id in answers],
        "status": status,
        "next": question_document(table, step) if step is not None else None,
        "in_play": [table.candidates[c]["rule_set"] for c in current.in_play],
        "ranking": ranking, "tied": len(current.tied), "margin_log10": _margin(current.margin),
        "separating": current.separating,
    }


def print_question(table: Table, answers: dict, step: Next, out=None) -> None:
    out = out or console()
    q = step.question
    say = lambda text: out.print(text, markup=False, highlight=False)  # noqa: E731 - a local shorthand
    number = f"again, question {q.id}" if q.id in answers else f"{len(answers) + 1}, {q.id}"
    say(f"Question {number}: " + (ASK_EVERY if step.every else ASK_ONE))
    say("The turn: " + turn_text(table, q))
    shared, own = shared_and_own(table, q)
    if shared:
        say(f"In every option: {shared}. They differ in:")
    for n, words in enumerate(own, 1):
        say(f"  {n}. {words}")
    example = '[1, 2]' if step.every else '1'
    say(f'Answer in the answers file as "{q.id}": {example} (the options\' numbers; or outcome documents).')
    playing = verdict(table, answers).in_play
    say(f"In play: {len(playing)} of {len(table.candidates)} rule sets of {table.title}.")


def print_verdict(table: Table, answers: dict, result: Verdict, out=None) -> None:
    out = out or console()
    say = lambda text: out.print(text, markup=False, highlight=False)  # noqa: E731 - a local shorthand
    playing = [table.candidates[c] for c in result.in_play]
    if len(playing) == 1:
        say("Your rules: " + candidate_text(playing[0]))
    else:
        apart = (f"questions {', '.join(result.separating)} would tell them apart" if result.separating
                 else "they play alike on every question, so no witness tells them apart")
        say(f"Your answers fit {len(playing)} rule sets; {apart}:")
        for candidate in playing:
            say("  " + candidate_text(candidate))
    first = result.ranked[0]
    if first.misses:
        say(f"No rule set allows every answer: the best fitting leave {first.unexplained} unexplained "
            f"(questions {', '.join(first.misses)}).")
    runner = next((f for f in result.ranked if f.label not in result.in_play), None)
    if runner is not None:
        label = table.candidates[runner.label]["rule_set"]
        how = ("explains fewer answers" if runner.unexplained > first.unexplained
               else f"is 10^{first.log10_likelihood - runner.log10_likelihood:.1f} times less likely")
        say(f"The next best, {label}, {how}.")
    say(f"From {len(answers)} answers; {len(table.candidates)} rule sets of {table.title} were candidates.")


def interactive(table: Table) -> int:
    """The questions one by one on a terminal, until the verdict (or 'q')."""
    out = console()
    answers: dict = {}
    while (step := next_question(table, answers)) is not None:
        print_question(table, answers, step, out)
        answer = _ask(len(step.question.options), step.every)
        if answer is None:
            out.print("Stopped before the end: the verdict so far.", markup=False)
            break
        answers[step.question.id] = answer
        out.print()
    print_verdict(table, answers, verdict(table, answers), out)
    return 0


def _ask(options: int, every: bool):
    """An option index, or a frozenset of them when ``every``; None on 'q' or end of input."""
    prompt = "Your answer (numbers separated by spaces; q to stop): " if every else "Your answer (a number; q to stop): "
    while True:
        try:
            text = input(prompt).strip()
        except EOFError:
            return None
        if text.lower() in ("q", "quit"):
            return None
        words = text.replace(",", " ").split()
        if words and all(w.isdigit() and 1 <= int(w) <= options for w in words) and (every or len(words) == 1):
            picked = [int(w) - 1 for w in words]
            return frozenset(picked) if every else picked[0]
        print(f"  Type {'option numbers' if every else 'one option number'} from 1 to {options}, or q.")
