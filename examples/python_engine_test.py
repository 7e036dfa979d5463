"""Testing a Python engine of The Robbers against rulespec: a runnable example.

    python -m pytest examples/python_engine_test.py

``robbers_oracle`` is a fixture of rulespec's pytest plugin, which pytest
loads by itself once rulespec is installed (``pip install rulespec``): no
import, no conftest. ``checker.strategies`` draws random scenarios for
Hypothesis. Replace ``play`` below with a call into your engine.
"""

from __future__ import annotations

from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from checker.robbers.model import PLACE, Scenario
from checker.strategies import scenarios

# --- the imaginary engine under test ----------------------------------------


def play(scenario: dict) -> dict:
    """A toy engine that knows only quiet turns (no robber on the track and
    none placed): every score moves the scoring player's meeple, never below
    0, and the result is a formats.md outcome."""
    score = {p: dict(kinds) for p, kinds in scenario["markers"].items()}
    for step in scenario["turn"]:
        for event in step.get("events", []):
            meeple = score[event["player"]]
            meeple["meeple"] = max(0, meeple["meeple"] + event["points"])
    return {
        "markers": score,
        "robbers": {p: None for p in scenario["players"]},
        "steals": [],
    }


# --- tests -------------------------------------------------------------------

EDITIONS = ["c1-hig-2013", "c3.1-2025"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_a_quiet_turn(robbers_oracle, edition):
    scenario = {
        "players": ["red", "blue"],
        "active": "red",
        "markers": {"red": {"meeple": 48}, "blue": {"meeple": 12}},
        "turn": [{"step": "score", "events": [{"player": "red", "points": 4}, {"player": "blue", "points": -20}]}],
    }
    robbers_oracle.assert_legal(scenario, play(scenario), edition=edition)


def quiet(scenario: Scenario) -> Scenario:
    """The same turn with every robber in supply and no placement step."""
    return replace(
        scenario,
        robbers={p: None for p in scenario.players},
        turn=tuple(step for step in scenario.turn if step.kind != PLACE),
    )


@settings(max_examples=15, deadline=None, database=None)
@given(scenario=scenarios(max_players=4, max_rounds=2, max_events=4).map(quiet), edition=st.sampled_from(EDITIONS))
def test_quiet_turns(robbers_oracle, scenario, edition):
    robbers_oracle.assert_legal(scenario, play(scenario.to_json()), edition=edition)


def test_the_oracle_names_the_broken_rule(robbers_oracle):
    """What a failure looks like: a robber that robs its own owner."""
    scenario = {
        "players": ["red", "blue"],
        "active": "red",
        "markers": {"red": {"meeple": 10}, "blue": {"meeple": 30}},
        "robbers": {"red": 10},
        "turn": [{"step": "score", "events": [{"player": "red", "points": 4}]}],
    }
    self_robbery = {
        "markers": {"red": {"meeple": 16}, "blue": {"meeple": 30}},
        "robbers": {"red": None, "blue": None},
        "steals": [{"thief": "red", "victim": "red", "marker": "meeple", "points": 2}],
    }
    with pytest.raises(AssertionError, match="no-self-robbery") as failure:
        robbers_oracle.assert_legal(scenario, self_robbery, edition="c1-hig-2013")
    assert "nearest legal" in str(failure.value)
    robbers_oracle.assert_legal(scenario, play(scenario) | {"robbers": {"red": 10, "blue": None}}, edition="c1-hig-2013")
