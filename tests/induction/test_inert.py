"""The proof by induction that a clause cannot act under a rule set
(``checker.robbers.induction.inert``), which spares the suite's search for a
vector that cannot exist.

What is expected comes from the texts, not from the proof: where a robber
weighs only one scoring round and steals at its end (``resolve-per-round``:
"the robber can only consider those scoring events that would be happening
simultaneously, i.e. during the same 'scoring round'", C1 wiki, footnote 9,
10/2014; footnote 7, 5/2013), no theft is waiting when a tile brings the next
place-robbers step, so ``triggered-robber-stays`` ("He may not wait for a
possible larger score later") has nothing to keep in place. Where windows
last the whole turn (C2, C3, and the 1st edition before 5/2013), a robber
fired in the first scoring of a double turn still waits at the second tile,
and the clause acts (examples/spent-robber-double-turn.json)."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import HealthCheck, Phase, find, given, settings
from hypothesis import strategies as st

import spec
from checker.conformance.configs import groups
from checker.conformance.generate import Inert, run_target
from checker.conformance.search import Search
from checker.robbers.conformance.vacuous import equivalent_without
from checker.robbers.induction import inert as inert_module
from checker.robbers.induction.inert import acts_only_on_waiting_thefts, inert, no_theft_waits_between_rounds
from checker.robbers.induction.step import StepEncoding
from checker.robbers.model import PLACE, SCORE, Step
from checker.robbers.reference import simulate
from checker.robbers.strategies import scenarios

CLAUSE = "triggered-robber-stays"
INDEX = Path(__file__).resolve().parents[2] / "docs" / "catalogue" / "conformance-index.json"


def _labels_with_the_clause() -> list[str]:
    configurations = json.loads(INDEX.read_text(encoding="utf-8"))["configurations"]
    return sorted(label for label in configurations
                  if spec.parse_reference(label).module == "robbers"
                  and CLAUSE in spec.parse_reference(label).clause_ids)


@pytest.mark.parametrize("label", _labels_with_the_clause())
def test_the_clause_is_inert_exactly_where_windows_resolve_per_round(label):
    rules = spec.parse_reference(label)
    why = inert(rules, CLAUSE)
    if "resolve-per-round" in rules.clause_ids:
        assert why is not None and "changes no outcome" in why and "induction" in why, label
    else:
        assert why is None, label


def test_the_rule_sets_of_both_kinds_are_there():
    """The parametrised test above sees both answers (it could not fail on a
    one-sided list)."""
    labels = _labels_with_the_clause()
    per_round = [x for x in labels if "resolve-per-round" in spec.parse_reference(x).clause_ids]
    assert per_round and len(per_round) < len(labels)


def test_only_the_clause_about_a_waiting_theft_passes_the_first_part():
    """Of every clause of The Robbers, only triggered-robber-stays acts at a
    place-robbers step on a waiting theft alone: the placement clauses
    (where a robber may go, who must place) restrict or permit placements
    whatever waits, and the others plug into scoring and stealing."""
    robbers = {c.id: c for c in spec.CLAUSES.values() if c.module == "robbers"}
    assert [i for i, c in sorted(robbers.items()) if acts_only_on_waiting_thefts(c)] == [CLAUSE]


def _clause(constraints):
    return replace(spec.CLAUSES[CLAUSE], id="made-up", summary="A clause made up for a test.", constraints=constraints)


@pytest.mark.parametrize("constraints, why", [
    (lambda enc: enc.on_placement(lambda pl: [pl.require_stay(p, pl.on_track[p]) for p in pl.players]),
     "keeps every robber in place, waiting theft or not"),
    (lambda enc: enc.on_placement(lambda pl: [pl.permit(p, pl.in_supply[p]) for p in pl.players]),
     "permits a placement"),
    (lambda enc: (enc.on_placement(lambda pl: [pl.require_stay(p, pl.triggered[p]) for p in pl.players]),
                  enc.grant("robber-returns")),
     "also grants a robber's return"),
    (lambda enc: enc.set_window("round"), "plugs in outside place-robbers steps only"),
])
def test_a_clause_that_acts_otherwise_fails_the_first_part(constraints, why):
    assert not acts_only_on_waiting_thefts(_clause(constraints)), why


def test_the_second_part_fails_when_an_end_of_round_resolves_nothing(monkeypatch):
    """The induction reads the step relation: if a round's end left its window
    open (its resolution skipped), a theft would wait at the next
    place-robbers step, and the property must not be proved."""
    rules = spec.parse_reference("c1-hig-2013")
    assert no_theft_waits_between_rounds(rules) is not None
    monkeypatch.setattr(StepEncoding, "_resolve", lambda self, condition: None)
    assert no_theft_waits_between_rounds(rules) is None


def test_the_induction_agrees_with_the_bounded_difference_search():
    """Both proofs, independent of each other, on a rule set of each kind."""
    for label, equivalent in (("c1-zmg-bb4@2013-04", True), ("c3-2021", False)):
        rules = spec.parse_reference(label)
        assert (inert(rules, CLAUSE) is not None) is equivalent, label
        assert (equivalent_without(rules, CLAUSE) is not None) is equivalent, label


def test_the_suite_asks_before_it_searches(monkeypatch):
    """A target whose clause is proved inert returns the proof and never
    searches; any other target searches as before."""
    monkeypatch.setattr(inert_module, "_PROVED", {})
    searched = []
    original = Search.cover

    def cover(self, clause_id, *args, **kwargs):
        searched.append(clause_id)
        return original(self, clause_id, *args, **kwargs)

    monkeypatch.setattr(Search, "cover", cover)
    configs = groups(["c1-hig-2013"], False)[0]
    found, reason, findings = run_target((configs, CLAUSE, 0, 1, (), False))
    assert (found, findings, searched) == ([], [], [])
    assert isinstance(reason, Inert) and "induction" in reason.why
    configs = groups(["c3-2021"], False)[0]
    found, reason, _ = run_target((configs, CLAUSE, 0, 1, (), False))
    assert searched == [CLAUSE] and found and reason is None


@st.composite
def _double_turns(draw):
    """A scenario whose turn has a place-robbers step after its first scoring
    round (a double turn's second tile), where a waiting theft would show."""
    scenario = draw(scenarios(max_players=4, max_rounds=2, max_events=4, game_end=False))
    turn = list(scenario.turn)
    first = next(i for i, step in enumerate(turn) if step.kind == SCORE)
    turn.insert(first + 1, Step(PLACE))
    return replace(scenario, turn=tuple(turn))


@pytest.mark.parametrize("label", ["c1-hig-2013", "c1-zmg-bb4", "c1-hig-2012+rogue-split=turn-order"])
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(scenario=_double_turns())
def test_the_reference_simulator_agrees_on_double_turns(label, scenario):
    """The independent reading: where the proof says the clause cannot act,
    the reference simulator, which reads the clause its own way
    (``reference/placement.py``), gives the same outcomes with and without it
    on double turns, the turns where a waiting theft would show."""
    rules = spec.parse_reference(label)
    assert inert(rules, CLAUSE) is not None
    assert simulate(scenario, rules) == simulate(scenario, spec.parse_reference(f"{label}~{CLAUSE}"))


def test_on_double_turns_the_clause_acts_where_windows_last_the_turn():
    """The same comparison can fail: under c3-2021 a double turn exists on
    which the clause changes the outcomes (a theft still waits at the second
    tile), and Hypothesis finds one."""
    rules, dropped = spec.parse_reference("c3-2021"), spec.parse_reference(f"c3-2021~{CLAUSE}")
    found = find(_double_turns(), lambda s: simulate(s, rules) != simulate(s, dropped),
                 settings=settings(max_examples=500, deadline=None, database=None, derandomize=True,
                                   phases=[Phase.generate],  # any one will do: no shrinking
                                   suppress_health_check=[HealthCheck.too_slow]))
    assert any(step.kind == PLACE for step in found.turn)
