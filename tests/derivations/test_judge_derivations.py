"""``judge`` with derivations (issue 28, item 6): the nearest legal outcome
comes with its derivation, a legal claim with its own, and a clause whose
dropping legalises the claim only by voiding the whole turn is not reported
as the rule broken."""

from __future__ import annotations

import json

import spec
from checker.cli import main
from checker.loading import published
from checker.robbers.loading import scenario_from_json
from checker.robbers.reference import voids_turn

# Red scores a city (4) from 20, where Blue's robber stands; no message is
# scored. Under c3.1-2025 (C3 2025: "Message scoring is ignored by robbers",
# ignore-message-scoring) the feature scoring counts, so Blue takes half of
# 4: 2. The claim says nobody steals: illegal. Dropping ignore-message-scoring
# would make no round count at all (it is the clause that grants counting),
# which legalises the claim by voiding the turn: not the rule it breaks.
SCENARIO = {"expansion": "robbers", "track": 50, "players": ["blue", "red"], "active": "red",
            "markers": {"blue": {"meeple": 33}, "red": {"meeple": 20}}, "robbers": {"blue": 20, "red": None},
            "turn": [{"step": "score", "source": "features",
                      "events": [{"player": "red", "points": 4, "feature": "city"}]}]}
CLAIM = {"markers": {"blue": {"meeple": 33}, "red": {"meeple": 24}}, "robbers": {"blue": 20, "red": None},
         "steals": []}


def _files(tmp_path):
    scenario, claim = tmp_path / "scenario.json", tmp_path / "claim.json"
    scenario.write_text(json.dumps(SCENARIO))
    claim.write_text(json.dumps(CLAIM))
    return str(scenario), str(claim)


def test_dropping_the_counting_clause_voids_this_turn():
    rules = spec.resolve("c3.1-2025")
    assert rules.has("ignore-message-scoring")
    scenario = scenario_from_json(SCENARIO, "<test>")
    relaxed = spec.resolve("c3.1-2025", without=("ignore-message-scoring",))
    assert voids_turn(scenario, rules, relaxed)
    assert not voids_turn(scenario, rules, spec.resolve("c3.1-2025", without=("must-take-first-points",)))


def test_judge_does_not_blame_a_clause_that_voids_the_turn(capsys, tmp_path):
    scenario, claim = _files(tmp_path)
    code = main(["judge", scenario, claim, "--edition", "c3.1-2025", "--json"])
    doc = json.loads(capsys.readouterr().out)
    assert code == 1 and doc["legal"] is False
    assert "ignore-message-scoring" not in doc["broken_clauses"]
    assert "must-take-first-points" in doc["broken_clauses"]
    assert published.problems("judge-result", doc) == []
    [nearest] = doc["nearest"]
    kinds = [s["kind"] for s in nearest["derivation"]["steps"]]
    assert kinds == ["score", "move", "trigger", "theft", "return", "rogue"]


def test_judge_tells_the_nearest_legal_outcome_as_a_story(capsys, tmp_path):
    scenario, claim = _files(tmp_path)
    main(["judge", scenario, claim, "--edition", "c3.1-2025"])
    out = capsys.readouterr().out
    assert "How the turn reaches legal outcome #1." in out
    assert "takes half of 4 rounded up, 2 points, from Red's meeple" in out
    assert "ignore-message-scoring:" not in out


def test_judge_names_the_step_no_legal_derivation_gets_past(capsys, tmp_path):
    """Example 1 under c1-hig-2013, a claim that Blue takes 5 (half of 9) while
    the courier takes both features (20 -> 29). Worked by hand: outcomes 3
    and 5 end with the courier on 29 too, and agree with the claim through the
    two scorings and the trigger (steps 1-5); their sixth step, the theft of
    half of the first movement (2 in outcome 3, the first in canonical order),
    is where the claim leaves them. The meeple-only and mixed derivations
    part at their first step (they move the meeple, which the claim leaves
    on 8)."""
    claim = tmp_path / "claim.json"
    claim.write_text(json.dumps({"markers": {"blue": {"meeple": 38}, "red": {"meeple": 8, "courier": 29}},
                                 "robbers": {"blue": None, "red": None},
                                 "steals": [{"thief": "blue", "victim": "red", "marker": "courier", "points": 5}]}))
    code = main(["judge", "examples/c1-example-1.json", str(claim), "--edition", "c1-hig-2013"])
    out = " ".join(capsys.readouterr().out.split())
    assert code == 1
    assert "No legal derivation reaches the claim past step 6 of legal outcome #3's" in out
    assert "takes half of 3 rounded up, 2 points, from Red's courier" in out
    assert "- steal-half-rounded-up:" in out
