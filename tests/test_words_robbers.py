"""The Robbers in words, as a rules person says a turn: who is active, who
scores what for which feature, who places which robber where, who takes how
many points from whom. The expected sentences are written here by hand from
the scenarios and the rules page's worked examples, not printed by the code."""

from __future__ import annotations

import json
from pathlib import Path

from checker.loading import load_scenario
from checker.robbers import words
from checker.robbers.describe import change_text, counterexample_text, differences, scenario_text
from checker.robbers.model import Outcome

ROOT = Path(__file__).resolve().parent.parent
EXAMPLE_1 = ROOT / "examples" / "c1-example-1.json"


def outcome(markers, robbers, steals=()):
    return Outcome.from_json({"markers": markers, "robbers": robbers, "steals": list(steals)})


def test_example_1_is_told_as_the_rules_page_tells_it():
    # Red's turn; Blue's robber on 20 beside Red's courier; Red scores a road (3) and a city (6).
    assert scenario_text(json.loads(EXAMPLE_1.read_text())) == (
        "Red's turn (Blue, Red in turn order). Blue's meeple on 33; Red's meeple on 8, courier on 20; "
        "robbers: Blue's on 20; Red's in supply. Then feature scoring: Red scores 3 for a road and 6 for a city."
    )


def test_the_options_of_example_1_in_words():
    scenario = load_scenario(EXAMPLE_1)
    # Option 4: the meeple scores both features, the robber robs nothing and stays.
    option_4 = outcome({"blue": {"meeple": 33}, "red": {"meeple": 17, "courier": 20}}, {"blue": 20, "red": None})
    assert change_text(option_4, scenario) == "Red's meeple 8 → 17; Blue's robber stays on 20; no theft"
    # Option 1: the courier scores the road (robbed of half, 2), the meeple the city.
    option_1 = outcome({"blue": {"meeple": 35}, "red": {"meeple": 14, "courier": 23}}, {"blue": None, "red": None},
                       [{"thief": "blue", "victim": "red", "marker": "courier", "points": 2}])
    assert change_text(option_1, scenario) == (
        "Blue's meeple 33 → 35; Red's meeple 8 → 14, courier 20 → 23; Blue's robber returns: 20 → supply; "
        "Blue takes 2 points from Red's courier"
    )


def test_a_place_past_the_end_of_the_track_says_the_space_and_the_score():
    assert words.space(17) == "17"
    assert words.space(52) == "2 (52 points)"
    assert words.space(49) == "49" and words.space(50) == "0 (50 points)"
    assert words.move("blue", "meeple", 48, 52) == "Blue's meeple 48 → 2 (52 points)"
    assert words.space(12, track=10) == "2 (12 points)"


def test_what_a_robber_did():
    assert words.robber_change("blue", None, 20) == "Blue's robber placed: supply → 20"
    assert words.robber_change("blue", 20, 20) == "Blue's robber stays on 20"
    assert words.robber_change("blue", 20, 23) == "Blue's robber moves: 20 → 23"
    assert words.robber_change("blue", 20, None) == "Blue's robber returns: 20 → supply"
    assert words.robber_change("blue", None, None) is None


def test_thefts_name_the_thief_the_points_and_the_victims_marker():
    assert words.theft({"thief": "blue", "victim": "red", "marker": "courier", "points": 3}) == \
        "Blue takes 3 points from Red's courier"
    assert words.theft({"thief": "red", "victim": "green", "marker": "meeple", "points": 1}) == \
        "Red takes 1 point from Green's meeple"
    # A robber triggered by a marker whose player's turn total is not positive takes nothing.
    assert words.theft({"thief": "blue", "victim": "red", "marker": "courier", "points": 0}) == \
        "Blue's robber is triggered by Red's courier but takes nothing (0 points)"


def test_the_steps_of_a_turn():
    turn = [
        {"step": "place-robbers"},
        {"step": "score", "source": "message", "events": [{"player": "blue", "points": 2}]},
        {"step": "score", "events": [{"player": "green", "points": 3, "feature": "road"},
                                     {"player": "red", "points": -2, "feature": "x-bazaar"}]},
        {"step": "game-end"},
        {"step": "score", "source": "features", "events": [{"player": "red", "points": 4, "feature": "field"}]},
    ]
    assert words.turn_text(turn) == (
        "robbers may be placed; then message scoring: Blue scores 2; then feature scoring: Green scores 3 for a road; "
        "Red loses 2 (x-bazaar); then the game ends; then final scoring: Red scores 4 for a field"
    )


def test_a_counterexample_reads_as_a_scenario_and_an_outcome():
    example = {
        "scenario": {"players": ["red", "blue"], "active": "red", "track": 50,
                     "markers": {"red": {"meeple": 0}, "blue": {"meeple": 0}}, "robbers": {"red": None, "blue": None},
                     "turn": [{"step": "place-robbers"},
                              {"step": "score", "source": "message", "events": [{"player": "blue", "points": 1}]}]},
        "outcome": {"markers": {"red": {"meeple": 0}, "blue": {"meeple": 1}}, "robbers": {"red": 0, "blue": 0},
                    "steals": []},
    }
    assert counterexample_text(example) == (
        "Red's turn (Red, Blue in turn order). Red's meeple on 0; Blue's meeple on 0; all robbers in supply. "
        "Then robbers may be placed; then message scoring: Blue scores 1. An outcome that breaks it: "
        "Blue's meeple 0 → 1; Red's robber placed: supply → 0; Blue's robber placed: supply → 0; no theft."
    )


def test_two_outcomes_differ_in_words():
    scenario = load_scenario(EXAMPLE_1)
    # A robber that stays after taking too much, against the legal option 2.
    claimed = outcome({"blue": {"meeple": 38}, "red": {"meeple": 11, "courier": 26}}, {"blue": 20, "red": None},
                      [{"thief": "blue", "victim": "red", "marker": "courier", "points": 5}])
    legal = outcome({"blue": {"meeple": 36}, "red": {"meeple": 11, "courier": 26}}, {"blue": None, "red": None},
                    [{"thief": "blue", "victim": "red", "marker": "courier", "points": 3}])
    assert differences(claimed, legal, scenario) == [
        ("Blue's meeple", "ends on 38", "ends on 36"),
        ("Blue's robber", "stays on 20", "returns to supply"),
        ("thefts", "Blue takes 5 points from Red's courier", "Blue takes 3 points from Red's courier"),
    ]


def test_derivation_steps_claim_only_what_the_state_supports():
    """Issue 45: a loss is no score, a free label takes no article, a loss
    at 0 moves nothing, and a base that is not positive gives nothing (not
    "half of -3 rounded up")."""
    from checker.robbers.story import sentence

    loss = {"kind": "score", "player": "red", "points": -2, "feature": "negative points", "slot": 0, "marker": "meeple"}
    assert sentence(loss, alone=True) == "Red loses 2 points (negative points), on the meeple"
    road = {"kind": "score", "player": "red", "points": 3, "feature": "road", "slot": 1, "marker": "courier"}
    assert sentence(road) == "Red scores 3 points for a road, second in the round, on the courier"
    still = {"kind": "move", "player": "red", "marker": "meeple", "from": 0, "to": 0, "direction": "forward",
             "wrap": False, "counted": True}
    assert sentence(still) == "Red's meeple stays on 0"
    nothing = {"kind": "theft", "robber": "blue", "victim": "red", "marker": "meeple", "base": -3, "points": 0,
               "into": "meeple"}
    assert sentence(nothing) == "Blue's robber takes nothing from Red's meeple: its base, -3, is not positive"


def test_the_choices_line_tells_a_loss_as_a_loss():
    from checker.robbers.story import choices

    def score(points, feature):
        return {"kind": "score", "player": "red", "points": points, "feature": feature, "marker": "meeple"}

    assert choices([score(3, "road"), score(6, "city")]) == "Red scores road on the meeple, then city on the meeple"
    assert choices([score(-2, "negative points")]) == "Red loses negative points on the meeple"
    assert choices([score(3, "road"), score(-2, None)]) == "Red scores road on the meeple, then loses 2 on the meeple"
