"""Every committed counterexample and witness, replayed by the reference
simulators (plain Python, no Z3), must reproduce.

The Z3 encoding found them; re-checking them with the same encoding would
read back what it wrote. Here each one is played by the simulator of its
module (``checker/robbers/reference``, ``checker/count_king_robber/reference``,
the combined turn's), and the property it claims is decided by the test
itself, from the invariant's statement:

- docs/catalogue/invariants.json: a violated invariant's counterexample
  outcome is among the simulator's outcomes of its scenario, and breaks the
  invariant (decided below, by hand); the documented counterexamples
  (checker/robbers/invariants/documented.py) the same;
- docs/catalogue/contradictions.json: a witness's outcomes "only in a" and
  "only in b", and each side's number of outcomes, are those the simulator
  finds under the two rule sets.

Whatever is committed is replayed, so the tests keep working after the
artefacts are regenerated.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import spec
from checker import expansions
from checker.count_king_robber.diff.replay import witness_rules
from checker.robbers.invariants.documented import DOCUMENTED
from tests.witnesses import breaks, replays

ROOT = Path(__file__).resolve().parents[1]
CATALOGUE = ROOT / "docs" / "catalogue"


def _committed(name: str) -> dict:
    return json.loads((CATALOGUE / name).read_text(encoding="utf-8"))


# -- invariants ---------------------------------------------------------------------------------------------------


def _violations() -> list:
    return [pytest.param(r["edition"], r["invariant"], r["counterexample"], id=f"{r['edition']}-{r['invariant']}")
            for r in _committed("invariants.json")["results"] if r["status"] == "violated"]


def test_the_committed_verdicts_have_violations_to_replay():
    assert _violations(), "invariants.json has no violation: the replay below checks nothing"


@pytest.mark.parametrize("edition, invariant, example", _violations())
def test_every_committed_counterexample_is_reproduced_by_the_simulator(edition, invariant, example):
    replays(edition, invariant, example)


@pytest.mark.parametrize("entry", DOCUMENTED, ids=lambda d: f"{d.invariant}-{d.editions[0]}")
def test_every_documented_counterexample_is_reproduced_by_the_simulator(entry):
    for edition in entry.editions:
        replays(edition, entry.invariant, entry.counterexample)


def test_a_counterexample_edited_to_leave_no_robber_anywhere_fails_the_replay():
    """The check can fail: the first committed counterexample, edited so that
    every robber ends in supply, is no longer a counterexample."""
    edition, invariant, example = _violations()[0].values
    edited = json.loads(json.dumps(example))
    edited["outcome"]["robbers"] = {p: None for p in edited["outcome"]["robbers"]}
    with pytest.raises(AssertionError):
        replays(edition, invariant, edited)


def test_the_hand_reading_of_robber_shares_space_on_a_turn_traced_by_hand():
    """Two players, track 50. Blue's robber ends on 1 where only Red's meeple
    stands (shares); on 2 where nothing stands (alone); on 0 beside Blue's own
    meeple only (alone); in supply (no robber on the track: nothing to break)."""
    robbers = expansions.EXPANSIONS["robbers"]
    rules = spec.parse_reference("c1-hig-2013")
    scenario = robbers.scenario_from_json({"players": ["red", "blue"], "active": "red",
                                           "markers": {"red": {"meeple": 0}, "blue": {"meeple": 0}},
                                           "robbers": {"red": None, "blue": None}, "turn": [{"step": "place-robbers"}]})
    for space, lonely in ((1, False), (2, True), (0, True), (None, False)):
        outcome = robbers.outcome_from_json({"markers": {"red": {"meeple": 1}, "blue": {"meeple": 0}},
                                             "scores": {"red": 1, "blue": 0}, "robbers": {"red": None, "blue": space},
                                             "steals": []}, scenario)
        assert breaks("robber-shares-space", scenario, rules, outcome) is lonely, space


# -- the contradiction catalogue ----------------------------------------------------------------------------------


def _witnesses() -> list:
    return [pytest.param(e, id=f"{e['a']}-vs-{e['b']}") for e in _committed("contradictions.json")["comparisons"]
            if e["status"] == "different" and e["same_result_as"] is None]


def _difference(entry: dict) -> dict:
    """The witness as the simulator plays it: the outcomes only one side allows, and each side's count."""
    module = expansions.EXPANSIONS[entry["module"]]
    w = entry["witness"]
    scenario = module.scenario_from_json(w["scenario"], "contradictions.json")
    rules_a, rules_b = witness_rules(entry)
    in_a, in_b = module.simulate(scenario, rules_a), module.simulate(scenario, rules_b)
    only = {"a": {o for o in in_a if o not in set(in_b)}, "b": {o for o in in_b if o not in set(in_a)}}
    claimed = {side: {module.outcome_from_json(o, scenario, "contradictions.json") for o in w[f"only_in_{side}"]}
               for side in ("a", "b")}
    return {"simulated": only, "claimed": claimed, "counts": (len(in_a), len(in_b)),
            "claimed_counts": (w["outcomes_in_a"], w["outcomes_in_b"])}


def test_the_catalogue_has_witnesses_of_both_modules_to_replay():
    assert {e.values[0]["module"] for e in _witnesses()} == set(spec.MODULES)


@pytest.mark.parametrize("entry", _witnesses())
def test_every_committed_witness_is_reproduced_by_the_simulator(entry):
    found = _difference(entry)
    assert found["simulated"]["a"] or found["simulated"]["b"], "the simulator finds the same outcomes on both sides"
    assert found["simulated"] == found["claimed"], (entry["a"], entry["b"])
    assert found["counts"] == found["claimed_counts"], (entry["a"], entry["b"])


def test_a_witness_edited_to_claim_an_outcome_both_sides_allow_fails_the_replay():
    """The check can fail: a witness of the catalogue with one of its "only in"
    outcomes moved to the other side no longer matches what the simulator finds."""
    entry = json.loads(json.dumps(next(p.values[0] for p in _witnesses() if p.values[0]["witness"]["only_in_a"])))
    w = entry["witness"]
    w["only_in_b"].append(w["only_in_a"].pop())
    found = _difference(entry)
    assert found["simulated"] != found["claimed"]
