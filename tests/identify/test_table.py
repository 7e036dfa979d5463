"""The committed table of identify's questions (checker/identify/questions.json)
is what ``python3 -m checker.identify.table`` builds from the committed
catalogue, byte for byte; and its questions are the catalogue's topic
witnesses, each turn once."""

import json
from pathlib import Path

from checker.identify import table as tables

ROOT = Path(__file__).resolve().parents[2]


def catalogue():
    return json.loads((ROOT / tables.CATALOGUE).read_text(encoding="utf-8"))


def test_the_committed_table_is_rebuilt_byte_for_byte(tmp_path, monkeypatch, capsys):
    committed = tables.TABLE.read_text(encoding="utf-8")
    monkeypatch.setattr(tables, "TABLE", tmp_path / "checker" / "identify" / "questions.json")
    monkeypatch.setattr(tables.expansions, "SOURCE_ROOT", tmp_path)
    (tmp_path / "checker" / "identify").mkdir(parents=True)
    (tmp_path / "docs" / "catalogue").mkdir(parents=True)
    (tmp_path / tables.CATALOGUE).write_text((ROOT / tables.CATALOGUE).read_text(encoding="utf-8"), encoding="utf-8")
    assert tables.main() == 0
    assert "wrote checker/identify/questions.json" in capsys.readouterr().out
    assert tables.TABLE.read_text(encoding="utf-8") == committed, (
        "checker/identify/questions.json is stale: run 'python3 -m checker.identify.table'")


class _Unplayable:
    """A module whose simulator cannot play the rules: Z3's outcomes are taken."""

    def part(self, name):
        assert name == "reference"

        class Reference:
            @staticmethod
            def simulate(scenario, rules):
                raise NotImplementedError("not this reading")

        return Reference

    @staticmethod
    def enumerate(scenario, rules, max_outcomes, timeout, progress):
        return ["z3's outcome"]


def test_where_the_simulator_cannot_play_the_rules_z3_does(monkeypatch):
    monkeypatch.setattr(tables.expansions, "companion_turn", lambda scenario: None)
    assert tables.legal_outcomes(_Unplayable(), object(), object()) == frozenset({"z3's outcome"})


def test_the_committed_table_conforms_to_its_schema():
    from checker.loading import published

    assert published.problems("identify-table", tables.load()) == []


def test_every_topic_witness_is_a_question_once():
    doc = catalogue()
    for module in tables.load()["modules"]:
        expected = {json.dumps(t["witness"]["scenario"], sort_keys=True)
                    for c in doc["comparisons"] if c["module"] == module["module"]
                    for t in c.get("topics") or [] if t["status"] == "different" and t.get("witness")}
        asked = [json.dumps(q["scenario"], sort_keys=True) for q in module["questions"]]
        assert len(asked) == len(set(asked)) and set(asked) == expected
        ids = [q["id"] for q in module["questions"]]
        assert len(ids) == len(set(ids))


def test_each_witness_tells_its_comparison_apart():
    # The pair a witness was found for allows different outcomes on it: the
    # table's legal sets of the two rule sets (when both are candidates) differ.
    for module in tables.load()["modules"]:
        labels = [c["rule_set"] for c in module["candidates"]]
        checked = 0
        for question in module["questions"]:
            for a, b in question["from"]:
                if a in labels and b in labels:
                    assert question["legal"][labels.index(a)] != question["legal"][labels.index(b)], (question["id"], a, b)
                    checked += 1
        assert checked > 0


def test_dated_states_by_hand():
    # c1-hig-2012 (2012) has rulings of 2013-05 and 2015-03; c3-2021 none.
    assert tables.dated_states("c1-hig-2012") == ["2012-01", "2013-05", "2015-03"]
    assert tables.dated_states("c1-zmg-bb4") == ["2013-01", "2013-05", "2015-03"]
    assert tables.dated_states("c3-2021") == [None]



def test_a_question_keeps_its_id_when_other_witnesses_come_and_go():
    """A saved answers file names questions by id. Numbered in catalogue
    order (``window-2``), an id named another question once a witness of its
    topic came or went before it; an id is now the topic and a digest of the
    turn itself. Here the first witness of a topic with several is taken out
    of the catalogue: every other question keeps its id."""
    whole = catalogue()
    before = tables.witnesses(whole, "robbers")
    topics = [e["topics"][0] for e in before]
    topic = next(t for t in topics if topics.count(t) > 1)
    gone = next(e for e in before if e["topics"][0] == topic)
    fewer = json.loads(json.dumps(whole))
    for comparison in fewer["comparisons"]:
        for entry in comparison.get("topics") or []:
            if (entry.get("witness") or {}).get("scenario") == gone["scenario"]:
                entry["witness"] = None
    after = {e["id"]: e["scenario"] for e in tables.witnesses(fewer, "robbers")}
    ids = {e["id"]: e["scenario"] for e in before}
    assert len(after) == len(ids) - 1 and gone["id"] not in after
    assert all(ids[i] == scenario for i, scenario in after.items())
    assert all(i.startswith(e["topics"][0] + "-") for e in before for i in [e["id"]])
