"""``rulespec diff`` on Count, King & Robber: one witness per topic in which two editions differ (issue 28 item 7).

Each topic's witness is replayed here by the reference simulator (not the
Z3 search that found it, nor the enumeration that replayed it): under A and
under A with the topic's clauses swapped for B's, the outcome sets must
differ (the topic's rule alone changes them), and under A and B themselves
the outcomes the witness lists as one side's only must be exactly that
side's and not the other's.

Z-Man 2017 (ckr-zmg-2017) against the 1st edition (ckr-c1-2008) differ in
three clause topics (``rulespec clauses`` of each, read by hand):

- entry-condition: Z-Man's ``entry-per-feature`` ("The ZMG rules omit the
  restriction about not being able to receive points for any completed
  feature. This would allow players to send a meeple to the city of
  Carcassonne when not receiving points for at least one feature out of
  many being scored.", 003 footnote 5) against ``entry-nothing-from-any-feature``
  ("if at least one of your opponents gains points and you gain none");
- entry-phase: Z-Man's ``entry-any-phase`` ("The ZMG rules omit this
  reference to the phase where scoring happens. This condition excludes any
  scorings happening in other phases.", 003 footnote 2) against
  ``entry-feature-phase-only`` ("Each time you perform a scoring in phase 3");
- final-districts: Z-Man's ``market-figures-to-fields`` ("During final
  scoring, any meeples left in the other districts do nothing.") against
  the 1st edition's ``district-figures-redeploy`` (003 footnote 12: "This
  limitation didn't exist in the 1st Edition").

So, traced by hand: the entry-condition topic shows only on a scoring of
several features at once in which the active player gains points from one
and an opponent from another (Z-Man lets the active player enter, the 1st
edition does not); the entry-phase topic only on a scoring outside phase 3
in which an opponent gains and the active player does not (Z-Man lets the
active player enter); the final-districts topic only at the game end with a
figure in a district other than the market and an incomplete feature it may
go to (the 1st edition moves it there and scores it, Z-Man leaves it).
"""

from __future__ import annotations

import io
import json
import re
from contextlib import redirect_stdout

import pytest

import spec
from checker.cli import main
from checker.count_king_robber.loading import ckr_scenario_from_json
from checker.count_king_robber.model import Outcome
from checker.count_king_robber.reference import simulate
from checker.diffs.topics import swapped, topic_sides
from tests.diffs.told import assert_parts_where_said, sides

A, B = "ckr-zmg-2017", "ckr-c1-2008"
SIDES = {
    "entry-condition": (["entry-per-feature"], ["entry-nothing-from-any-feature"]),
    "entry-phase": (["entry-any-phase"], ["entry-feature-phase-only"]),
    "final-districts": (["market-figures-to-fields"], ["district-figures-redeploy"]),
}


def _diff_json(a: str, b: str) -> str:
    text = io.StringIO()
    with redirect_stdout(text):
        assert main(["diff", a, b, "--json"]) == 1
    return text.getvalue()


@pytest.fixture(scope="module")
def text():
    return _diff_json(A, B)


@pytest.fixture(scope="module")
def doc(text):
    return json.loads(text)


def _rules():
    return spec.parse_reference(A), spec.parse_reference(B)


def _outcomes(scenario, rules) -> set:
    return set(simulate(scenario, rules))


def test_the_topics_are_the_three_of_the_two_editions(doc):
    a, b = _rules()
    assert topic_sides(a, b) == SIDES
    assert {t["topic"]: (t["clauses_a"], t["clauses_b"]) for t in doc["topics"]} == SIDES


def test_swapped_takes_only_the_topics_clauses_from_the_other_side():
    a, b = _rules()
    mixed = swapped(a, b, "entry-phase")
    assert mixed.has("entry-feature-phase-only") and not mixed.has("entry-any-phase")
    assert mixed.has("entry-per-feature") and mixed.has("market-figures-to-fields")  # the other topics stay A's


def test_every_topic_has_a_witness_that_the_reference_simulator_replays(doc):
    a, b = _rules()
    assert [t["status"] for t in doc["topics"]] == ["different"] * 3
    for topic in doc["topics"]:
        w = topic["witness"]
        scenario = ckr_scenario_from_json(w["scenario"], "<witness>")
        under_a, under_b = _outcomes(scenario, a), _outcomes(scenario, b)
        alone = _outcomes(scenario, swapped(a, b, topic["topic"]))
        alone_b = _outcomes(scenario, swapped(b, a, topic["topic"]))
        assert under_a != alone or under_b != alone_b, f"{topic['topic']}: the topic's rule alone changes nothing"
        only_a = {Outcome.from_json(o, scenario.players) for o in w["only_in_a"]}
        only_b = {Outcome.from_json(o, scenario.players) for o in w["only_in_b"]}
        assert only_a == under_a - under_b and only_b == under_b - under_a, topic["topic"]
        assert len(under_a) == w["outcomes_in_a"] and len(under_b) == w["outcomes_in_b"]


def test_each_witness_is_the_turn_its_topic_speaks_of(doc):
    """The hand trace of the module docstring, on each witness."""
    witness = {t["topic"]: t["witness"] for t in doc["topics"]}
    told = {t: {x["side"]: x for x in w["told"]} for t, w in witness.items()}

    turn = witness["entry-condition"]["scenario"]["turn"]
    assert any(step["step"] == "score" and len(step["features"]) > 1 for step in turn)
    mine = told["entry-condition"]["a"]
    active = witness["entry-condition"]["scenario"]["active"]
    assert mine["outcome"]["scores"][active] > witness["entry-condition"]["scenario"]["scores"][active]
    assert mine["outcome"]["placed"] is not None and mine["nearest"]["placed"] is None
    assert "entry-per-feature" in _clauses(mine["outcome"])

    turn = witness["entry-phase"]["scenario"]["turn"]
    # 1st edition: phase 3 and a barn's field scoring (and the field joined to a barn's) open the city.
    assert all(step["step"] == "score" and step["source"] not in ("features", "barn", "field-connection") for step in turn)
    mine = told["entry-phase"]["a"]
    assert mine["outcome"]["placed"] is not None and mine["nearest"]["placed"] is None
    assert "entry-any-phase" in _clauses(mine["outcome"])

    assert [step["step"] for step in witness["final-districts"]["scenario"]["turn"]] == ["game-end"]
    first = told["final-districts"]["b"]
    assert first["parting"] == 0
    steps = first["outcome"]["derivation"]["steps"]
    assert steps[0]["kind"] == "redeploy" and "district-figures-redeploy" in steps[0]["clauses"]
    assert steps[0]["from"] != "market"


def _clauses(outcome: dict) -> set:
    return {c for step in outcome["derivation"]["steps"] for c in step["clauses"]}


def test_each_told_outcome_has_both_derivations_parting_where_said(doc):
    count = 0
    for topic in doc["topics"]:
        scenario = ckr_scenario_from_json(topic["witness"]["scenario"], "<witness>")
        for told in topic["witness"]["told"]:
            own, other = sides(doc, told)
            assert_parts_where_said(told, own, other)
            outcome = Outcome.from_json(told["outcome"], scenario.players)
            nearest = Outcome.from_json(told["nearest"], scenario.players)
            assert outcome in _outcomes(scenario, own) - _outcomes(scenario, other)
            assert nearest in _outcomes(scenario, other) and nearest != outcome
            count += 1
    assert count == 4  # one outcome each topic, both sides' on final-districts (only_in_b of the others is empty)


def test_the_human_output_tells_every_topic_at_80_columns(doc, capsys):
    main(["diff", A, B])
    text = capsys.readouterr().out
    assert "Topics in which they differ: 3; a witness of each topic's rule alone was" in text
    assert "Topic 3, final-districts: " in text and "They part at step 1. ckr-c1-2008:" in text
    assert all(len(line) <= 80 for line in text.split("Topics in which")[1].splitlines())


def test_the_catalogue_table_links_each_topic_to_its_witness(doc):
    from checker.diffs.markdown import catalogue_markdown

    entry = {"kind": "editions", "topic": "editions", "module": "count-king-robber", "same_result_as": None, **doc}
    text = catalogue_markdown({"scope": doc["scope"], "comparisons": [entry]})
    row = next(line for line in text.splitlines() if line.startswith(f"| `{A}` vs `{B}` |") and "](#" in line)
    links = re.findall(r"\]\(#([^)]+)\)", row)
    assert links == [f"diff-{A}-vs-{B}-{topic}" for topic in SIDES]
    for link in links:
        assert f"({link})=" in text
    assert "##### Topic `final-districts`" in text and "They part at step 1." in text


def test_a_pair_that_differs_in_one_topic_is_searched_once(monkeypatch):
    """ckr-hig-2017 and ckr-c1-2008 differ only in final-districts: A with
    B's rule on it is B, so the pair's witness is the topic's."""
    from checker.count_king_robber.diff import report
    from checker.count_king_robber.diff import topics as ckr_topics
    from checker.count_king_robber.symbolic import CkrBound

    calls = []
    real = report.ckr_search

    def counted(*args, **kwargs):
        calls.append(kwargs.get("budget"))
        return real(*args, **kwargs)

    monkeypatch.setattr(report, "ckr_search", counted)
    monkeypatch.setattr(ckr_topics, "ckr_search", counted)
    rules_a, rules_b = spec.parse_reference("ckr-hig-2017"), spec.parse_reference("ckr-c1-2008")
    made = report.diff_document(rules_a, rules_b, CkrBound(), 60.0)
    assert calls == [None]
    assert [t["topic"] for t in made["topics"]] == ["final-districts"]
    assert made["topics"][0]["witness"]["scenario"] == made["witness"]["scenario"]


def test_two_runs_give_the_same_bytes(text):
    """The topics' searches are bounded in solver steps, not seconds."""
    assert _diff_json(A, B) == text


def test_an_unplayable_or_masked_topic_says_so():
    """The shared driver's other verdicts, on stand-in searches: a topic
    whose swapped rules the search refuses, one whose witness enumeration
    finds the same under A and B (on A's rules and on B's: masked), one the
    search leaves at its step limit."""
    from checker.diffs.topics import Found, TopicRules, topic_witnesses

    class Same(Exception):
        pass

    def search(x, y):
        topic = next(t for t in SIDES if (x.clause_ids ^ y.clause_ids) & set(sum(SIDES[t], [])))
        if topic == "entry-condition":
            raise ValueError("no such rule")
        if topic == "entry-phase":
            return Found("different", {"turn": topic}, False)
        return Found("unknown", None, True)

    def replay(doc, a, b):
        raise Same

    module = TopicRules(steps=5, search=search, replay=replay, derive=None, outcomes=None, parse=None, outcome=None,
                        distance=None, inconsistent=Same, unplayable=(ValueError,))
    a, b = _rules()
    entries = {e["topic"]: e for e in topic_witnesses(a, b, module)}
    assert entries["entry-condition"]["status"] == "unknown"
    assert entries["entry-condition"]["note"] == ("this topic's rule cannot be played alone on A's other rules "
                                                  "(no such rule)")
    assert entries["entry-phase"]["status"] == "masked"
    assert entries["entry-phase"]["witness"] == {"scenario": {"turn": "entry-phase"}}
    assert entries["final-districts"]["status"] == "unknown" and entries["final-districts"]["limit_reached"]
    assert entries["final-districts"]["note"] == "the search reached its limit of 5 solver steps without a witness"
