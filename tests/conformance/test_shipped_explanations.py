"""The candidates' outcome sets shipped in the suite's vectors (issue 47,
item 5): `rulespec oracle` writes them in each vector's `explanations`
field, `conform` and an engine's author read them instead of computing."""

from __future__ import annotations

import json

from checker.conformance.candidates import Change, config_of, declared_rules, rules_under
from checker.conformance.readings import Readings, rules_key
from checker.conformance.shipped import shipped_sets
from checker.loading import scenario_from_json

ODD = "c1-hig-2013/theme-odd-points-0001"
DOWN = Change("mistake", "steal-amount", "steal-half-rounded-up", "mistake-half-rounded-down")


def _legal(vector: dict, change: Change) -> list[dict]:
    """The outcomes of ``change`` as a reader in any language finds them: by indexes into outcomes, then explanations.outcomes."""
    every = vector["outcomes"] + vector["explanations"]["outcomes"]
    [entry] = [c for c in vector["explanations"]["candidates"] if c["changes"] == [change.to_json()]]
    return [every[i] for i in entry["legal"]]


def test_the_odd_theft_ships_the_rounded_down_outcome(small_suite):
    """The vector's turn: Red's robber beside Blue's meeple on 0, Blue
    scores 1. Rounded down, Red takes 0 points and its robber returns."""
    _, vectors, _ = small_suite
    vector = vectors[ODD]
    assert vector["scenario"]["turn"][0]["events"][0]["points"] == 1
    assert _legal(vector, DOWN) == [{
        "markers": {"blue": {"meeple": 1}, "red": {"meeple": 0}}, "robbers": {"blue": None, "red": None},
        "scores": {"blue": 1, "red": 0}, "steals": [{"marker": "meeple", "points": 0, "thief": "red", "victim": "blue"}]}]
    # a change that does not touch the amount ships the vector's own outcome
    assert _legal(vector, Change("drop", "placement-move", "active-may-move", None)) == vector["outcomes"]


def test_the_shipped_sets_are_the_ones_conform_would_compute(small_suite):
    _, vectors, _ = small_suite
    readings = Readings()
    for vid in (ODD, "c1-hig-2013/courier-counts-0001", "ckr-hig-2017/count-blocks-district-0001"):
        vector = vectors[vid]
        scenario = scenario_from_json(vector["scenario"])
        shipped = shipped_sets(vector, scenario)
        config = config_of(vector)
        for entry in vector["explanations"]["candidates"]:
            rules = rules_under([Change(**entry["changes"][0])], config)
            assert shipped[rules_key(rules)] == readings.fast_set(scenario, rules), (vid, entry["changes"])
        for edition in vector["explanations"]["editions"]:
            rules = declared_rules(config._replace(edition=edition, interpretations=(), as_of=None))
            assert shipped[rules_key(rules)] == readings.fast_set(scenario, rules), (vid, edition)


def test_every_vector_ships_its_explanations_as_the_schema_says(small_suite):
    from checker.loading.published import problems

    directory, vectors, _ = small_suite
    for vid, vector in vectors.items():
        assert "explanations" in vector, vid
        assert problems("vector", json.loads((directory / "vectors" / f"{vid}.json").read_text())) == [], vid


def test_a_shipped_outcome_the_schema_refuses_leaves_its_set_to_be_computed(small_suite):
    """A combined turn's theft rounded down from 1 point takes 0, which the
    Count, King & Robber outcome schema refuses: the sets holding it are not
    read from the vector (conform computes them when it needs them)."""
    _, vectors, _ = small_suite
    refused = 0
    for vid, vector in vectors.items():
        if vector["scenario"].get("expansion") != "count-king-robber":
            continue
        scenario = scenario_from_json(vector["scenario"])
        shipped = shipped_sets(vector, scenario)
        for entry in vector["explanations"]["candidates"]:
            rules = rules_under([Change(**entry["changes"][0])], config_of(vector))
            zero = entry["legal"] is not None and any(
                steal["points"] == 0 for i in entry["legal"] if i >= len(vector["outcomes"])
                for steal in vector["explanations"]["outcomes"][i - len(vector["outcomes"])].get("robbers", {}).get("steals", []))
            if zero:
                refused += 1
                assert rules_key(rules) not in shipped, (vid, entry["changes"])
    assert refused
