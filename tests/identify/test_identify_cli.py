"""``rulespec identify`` on the command line: its help, its JSON document
against the published schema, each edition named from its own answers,
answers given as outcome documents, answers no rule set allows, one line
and exit 2 on bad input, and the questions asked one by one."""

from __future__ import annotations

import json

import pytest

import spec
from checker import expansions
from checker.cli import main
from checker.commands import identify_report
from checker.identify import table as tables
from checker.loading import published
from checker.parts import outcome_set


def run(capsys, *argv):
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


def test_help_explains_the_questions_and_the_answers_file(capsys):
    with pytest.raises(SystemExit) as stop:
        main(["identify", "--help"])
    assert stop.value.code == 0
    out = capsys.readouterr().out
    for words in ("--answers FILE", "--module NAME", "information gain", "every outcome your rules allow",
                  "checker.fitting"):
        assert words in " ".join(out.split()), words


def allowed_numbers(module, question, reference):
    """The options (numbers) the rule set ``reference`` allows on the
    question's turn, by the reference simulator: its own reading of the turn."""
    expansion = expansions.EXPANSIONS[module]
    scenario = expansion.scenario_from_json(question["scenario"], question["id"])
    rules = spec.parse_reference(reference)
    turn = expansions.companion_turn(scenario)
    if turn is not None:
        rules = rules.with_companion(spec.parse_reference(turn.default_edition))
    docs = [o.to_json(scenario.players) for o in sorted(outcome_set(expansion.part("reference"), scenario, rules),
                                                         key=lambda o: o.sort_key())]
    return [[o["outcome"] for o in question["options"]].index(d) + 1 for d in docs]


def play(capsys, tmp_path, module, reference):
    """Answer every question as ``reference`` (the first outcome it allows;
    all of them when asked for every one) until the result."""
    answers: dict = {}
    path = tmp_path / "answers.json"
    for _ in range(60):
        path.write_text(json.dumps(answers))
        code, out, err = run(capsys, "identify", "--module", module, "--answers", path, "--json")
        assert code == 0, err
        doc = json.loads(out)
        assert published.problems("identify-result", doc) == []
        if doc["status"] != "ask":
            return doc, path
        question = doc["next"]
        numbers = allowed_numbers(module, question, reference)
        answers[question["id"]] = numbers if question["every"] else numbers[0]
    raise AssertionError("no result after 60 questions")


LATEST = [(e.module, f"{e.id}@{tables.dated_states(e.id)[-1]}" if tables.dated_states(e.id)[-1] else e.id)
          for e in spec.EDITIONS.values()]


@pytest.mark.parametrize("module, reference", LATEST, ids=[r for _, r in LATEST])
def test_the_answers_of_each_edition_name_it(capsys, tmp_path, module, reference):
    doc, path = play(capsys, tmp_path, module, reference)
    assert reference in doc["in_play"]
    assert doc["separating"] == [] and doc["next"] is None
    assert doc["ranking"][0]["unexplained"] == 0
    code, out, _ = run(capsys, "identify", "--module", module, "--answers", path)
    assert code == 0
    first = out.splitlines()[0]
    if doc["status"] == "named":
        assert first.startswith(f"Your rules: {reference}: {spec.EDITIONS[reference.split('@')[0]].title}")
    else:
        assert "they play alike on every question" in first
        assert any(line.startswith(f"  {reference}: ") for line in out.splitlines())


def test_the_first_question_and_an_answer_as_an_outcome_document(capsys, tmp_path):
    code, out, _ = run(capsys, "identify", "--json")
    first = json.loads(out)
    assert code == 0 and first["status"] == "ask" and first["answers"] == []
    assert published.problems("identify-result", first) == []
    question = first["next"]
    by_number, by_document = tmp_path / "n.json", tmp_path / "d.json"
    by_number.write_text(json.dumps({question["id"]: 2}))
    by_document.write_text(json.dumps({question["id"]: question["options"][1]["outcome"]}))
    assert published.problems("identify-answers", json.loads(by_number.read_text())) == []
    one = run(capsys, "identify", "--answers", by_number, "--json")[1]
    other = run(capsys, "identify", "--answers", by_document, "--json")[1]
    assert one == other and json.loads(one)["answers"] == [{"question": question["id"], "every": False, "options": [2]}]


def test_an_outcome_no_rule_set_allows_is_named_as_unexplained(capsys, tmp_path):
    # On placement-others-59a125 (three players, all robbers in supply, robbers may be
    # placed) no rule set lets a robber be placed on space 7, where no marker is.
    doc = tables.load()["modules"][0]["questions"][0]
    assert doc["id"] == "placement-others-59a125"
    outcome = json.loads(json.dumps(doc["options"][0]))
    outcome["robbers"] = {"red": 7, "blue": None, "yellow": None}
    path = tmp_path / "a.json"
    path.write_text(json.dumps({"placement-others-59a125": outcome}))
    code, out, _ = run(capsys, "identify", "--answers", path, "--json")
    result = json.loads(out)
    assert code == 0 and result["answers"][0]["options"] == [None]
    assert result["ranking"][0]["misses"] == ["placement-others-59a125"]
    assert result["ranking"][0]["unexplained"] == 1
    assert len(result["in_play"]) == result["candidates"]  # it tells nothing apart


@pytest.mark.parametrize("answers, words", [
    ('{"nope": 1}', "$.nope: no question 'nope' among the questions of The Robbers"),
    ('{"placement-others-59a125": 0}', "$.placement-others-59a125: question placement-others-59a125 has options 1 to 8, got 0"),
    ('{"placement-others-59a125": 9}', "has options 1 to 8, got 9"),
    ('{"placement-others-59a125": true}', "expected an option's number or an outcome document"),
    ('{"placement-others-59a125": "2"}', "got str"),
    ('{"placement-others-59a125": []}', "an empty list"),
    ('{"placement-others-59a125": [1, 0]}', "$.placement-others-59a125[1]: question placement-others-59a125 has options 1 to 8"),
    ('{"placement-others-59a125": {"markers": 1}}', "$.placement-others-59a125"),
    ('[1]', "$: expected an object"),
    ('{', "invalid JSON"),
])
def test_bad_answers_are_one_line_and_exit_2(capsys, tmp_path, answers, words):
    path = tmp_path / "answers.json"
    path.write_text(answers)
    code, out, err = run(capsys, "identify", "--answers", path)
    assert code == 2 and out == ""
    assert len(err.strip().splitlines()) == 1 and words in err and "Traceback" not in err


def test_an_unknown_module_is_exit_2(capsys):
    code, _, err = run(capsys, "identify", "--module", "robber")
    assert code == 2 and "did you mean 'robbers'?" in err and len(err.strip().splitlines()) == 1


def test_the_questions_one_by_one_until_the_verdict(capsys, monkeypatch):
    # Typing 1 at every question (every outcome asked for: 1 alone), with a
    # wrong entry first, ends with a verdict the answers file gives too.
    table = identify_report.module_table("count-king-robber")
    typed = iter(["0", "x"] + ["1"] * 60)
    monkeypatch.setattr("builtins.input", lambda prompt: next(typed))
    assert identify_report.interactive(table) == 0
    out = capsys.readouterr().out
    assert "Type one option number from 1 to" in out
    assert out.count("Question ") >= 2
    assert "Your rules: " in out or "Your answers fit " in out


def test_stopping_early_gives_the_verdict_so_far(capsys, monkeypatch):
    table = identify_report.module_table("robbers")
    monkeypatch.setattr("builtins.input", lambda prompt: "q")
    assert identify_report.interactive(table) == 0
    out = capsys.readouterr().out
    assert "Stopped before the end" in out and f"Your answers fit {len(table.candidates)} rule sets" in out


def test_what_every_option_has_is_said_once():
    # counted-scorings-d1aae0: Blue scores 1 by a message, robbers may be placed;
    # every outcome moves Blue's meeple from 0 to 1 and they differ in the
    # robbers and the theft, one with neither ("no theft" alone).
    from checker.identify.words import option_texts, shared_and_own

    table = identify_report.module_table("robbers")
    question = table.question("counted-scorings-d1aae0")
    shared, own = shared_and_own(table, question)
    assert shared == "Blue's meeple 0 → 1"
    assert "No theft" in own
    for whole, mine in zip(option_texts(table, question), own):
        parts = f"{shared}; {mine}".lower().split("; ")
        assert sorted(whole.lower().split("; ")) == sorted(p for p in parts if p != "nothing more")
