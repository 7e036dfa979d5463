"""The Robbers' derivations from the reference simulator (issue 28, items 1
and 2): the same outcomes as the simulator, every derivation replays to its
outcome (tests/derivations/replay.py, which knows no rule), every clause id
exists in the edition, and example 1's outcomes 3 and 5 have the derivations
written out by hand below from the first-edition page."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import spec
from checker.loading import load_scenario
from checker.robbers.reference import simulate
from checker.robbers.reference.derive import derive
from tests.derivations.replay import ReplayError, replays_to

ROOT = Path(__file__).resolve().parent.parent.parent
EXPECTED = sorted((ROOT / "tests" / "worked_examples" / "expected").glob("*.json"))


def cases():
    for path in EXPECTED:
        doc = json.loads(path.read_text())
        for edition in doc["editions"]:
            yield pytest.param(path, edition, id=f"{path.stem}[{edition}]")


@pytest.mark.parametrize("path, edition", list(cases()))
def test_every_outcome_has_derivations_that_replay_to_it(path, edition):
    doc = json.loads(path.read_text())
    scenario = load_scenario(str(ROOT / "examples" / doc["scenario"]))
    rules = spec.parse_reference(edition, doc.get("interpretations"))
    known = {c.id for c in rules.clauses}
    derived = derive(scenario, rules, bound=8)
    assert set(derived) == set(simulate(scenario, rules))
    for outcome, derivations in derived.items():
        assert 1 <= len(derivations) <= 8
        assert len({d.steps for d in derivations}) == len(derivations), "a derivation is listed twice"
        assert all(d.count == derivations[0].count >= len(derivations) for d in derivations)
        if derivations[0].count <= 8:
            assert len(derivations) == derivations[0].count
        for d in derivations:
            replays_to(scenario, [s.to_json() for s in d.steps], outcome)
            assert set(d.clause_ids()) <= known, set(d.clause_ids()) - known


def _example_1():
    scenario = load_scenario(str(ROOT / "examples" / "c1-example-1.json"))
    return scenario, derive(scenario, spec.resolve("c1-hig-2013"), bound=8)


# Example #1 (000_b5b7da8525665df2.txt, Detailed Examples, footnote 13):
# Blue's robber on 20 beside Red's courier; Red scores a road (3) and a city
# (6), choosing the order and the marker of each; Blue takes half of the
# courier's first movement. Outcome 3: the road first on the courier (20 ->
# 23, which fires the robber: its first movement from 20), then the city on
# the courier (23 -> 29); the round resolves: half of 3 is 2, for Blue's
# only marker, the robber returns, and the stolen points move Blue's meeple
# (33 -> 35). Outcome 5: the city first (20 -> 26, half of 6 is 3), then the
# road (26 -> 29). Which movement fires is the courier's first departure from
# the robber's space, 20 (first-departure-from-space: the 1st edition's
# default reading arrival-trigger=yes, issue 29 c; the base sentence "if a
# robber stood on the space where that follower started").
MOVE = ["count-all-scorings", "movement-per-feature"]
TRIGGER = ["trigger-on-departure", "first-departure-from-space", "movement-per-feature", "courier-counts"]
THEFT = ["steal-base-movement", "steal-half-rounded-up", "victim-keeps-points", "must-take-first-points"]


def _story(first, second, base, points):
    (f1, p1, e1), (f2, p2, e2) = first, second
    return [
        {"kind": "score", "player": "red", "points": p1, "feature": f1, "round": 0, "event": e1, "slot": 0,
         "marker": "courier", "clauses": ["scorer-chooses-order", "scorer-chooses-marker"]},
        {"kind": "move", "player": "red", "marker": "courier", "from": 20, "to": 20 + p1, "direction": "forward",
         "wrap": False, "counted": True, "clauses": MOVE},
        {"kind": "trigger", "robber": "blue", "player": "red", "marker": "courier", "round": 0, "slot": 0,
         "space": 20, "displacement": p1, "clauses": TRIGGER},
        {"kind": "score", "player": "red", "points": p2, "feature": f2, "round": 0, "event": e2, "slot": 1,
         "marker": "courier", "clauses": ["scorer-chooses-marker"]},
        {"kind": "move", "player": "red", "marker": "courier", "from": 20 + p1, "to": 29, "direction": "forward",
         "wrap": False, "counted": True, "clauses": MOVE},
        {"kind": "theft", "robber": "blue", "victim": "red", "marker": "courier", "base": base, "points": points,
         "into": "meeple", "clauses": THEFT},
        {"kind": "return", "robber": "blue", "from": 20, "cause": "theft", "clauses": ["thief-robber-returns"]},
        {"kind": "rogue", "player": "blue", "marker": "meeple", "points": points, "from": 33, "to": 33 + points,
         "clauses": ["rogue-points-no-trigger"]},
    ]


@pytest.mark.parametrize("steal, first, second, base", [
    (2, ("road", 3, 0), ("city", 6, 1), 3),
    (3, ("city", 6, 1), ("road", 3, 0), 6),
])
def test_example_1_outcomes_3_and_5_are_told_apart_by_the_scoring_order(steal, first, second, base):
    scenario, derived = _example_1()
    [outcome] = [o for o in derived if dict(((p, k), v) for p, k, v in o.markers)[("red", "courier")] == 29
                 and o.steals[0].points == steal]
    [only] = derived[outcome]
    assert only.count == 1
    assert [s.to_json() for s in only.steps] == _story(first, second, base, steal)


def test_the_replayer_rejects_a_derivation_that_does_not_add_up():
    """The replayer can fail: outcome 3's derivation with the theft's base of outcome 5."""
    scenario, derived = _example_1()
    story = _story(("road", 3, 0), ("city", 6, 1), 6, 2)
    [outcome] = [o for o in derived if o.steals and o.steals[0].points == 2
                 and dict(((p, k), v) for p, k, v in o.markers)[("red", "courier")] == 29]
    with pytest.raises(ReplayError, match="half the base"):
        replays_to(scenario, story, outcome)
    moved = _story(("road", 3, 0), ("city", 6, 1), 3, 2)
    moved[-1]["to"] = 36
    with pytest.raises(ReplayError):
        replays_to(scenario, moved, outcome)
