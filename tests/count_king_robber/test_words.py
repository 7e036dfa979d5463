"""Count, King & Robber in words: districts, the Count, the King and
Robber Baron, challenges, and The Robbers' side of a combined turn. The
expected sentences are written here by hand from the examples, not printed
by the code."""

from __future__ import annotations

import json
from pathlib import Path

from checker.count_king_robber import words
from checker.count_king_robber.describe import change_text, differences, scenario_text
from checker.count_king_robber.model import Outcome
from checker.loading import load_scenario

ROOT = Path(__file__).resolve().parents[2]
HERETIC = ROOT / "examples" / "ckr-heretic-qa.json"
ROBBERS_ENTRY = ROOT / "examples" / "ckr-robbers-entry.json"


def ckr_outcome(doc: dict, players=("red", "blue")) -> Outcome:
    return Outcome.from_json(doc, players)


def test_the_heretic_example_is_told_as_the_rules_page_tells_it():
    # Red's heretic challenges Blue's monk; Red's tile completes Blue's monastery.
    assert scenario_text(json.loads(HERETIC.read_text())) == (
        "Red's turn (Red, Blue in turn order). Scores: Red 12, Blue 10. In supply: Red's meeple; Blue's meeple. "
        "The Count in the castle; the districts empty. Nobody holds the King; nobody holds the Robber Baron. "
        "Then feature scoring: abbey: a monastery (Blue's meeple) challenged by an incomplete rival (Red's meeple)."
    )


def test_an_outcome_of_the_heretic_example_in_words():
    scenario = load_scenario(HERETIC)
    # Blue scores 9 for the monastery, Red's heretic goes home with Blue's monk,
    # and Red, who gained nothing, puts a meeple in the market; the Count stays.
    outcome = ckr_outcome({
        "scores": {"red": 12, "blue": 19},
        "city": {"count": "castle", "districts": {"market": {"red": {"meeple": 1}}}},
        "returned": {"red": {"meeple": 1}, "blue": {"meeple": 1}},
        "placed": {"player": "red", "district": "market", "figure": "meeple"},
        "king": {"holder": None, "size": 0}, "robber-baron": {"holder": None, "size": 0},
    })
    assert change_text(outcome, scenario) == (
        "Blue 10 → 19; Red's meeple enters the market; the Count in the castle; the market: Red's meeple; "
        "back to supply: Red's meeple; Blue's meeple; nobody holds the King or the Robber Baron"
    )


def test_figures_and_tiles():
    assert words.figures({"red": {"meeple": 2, "large": 1}, "blue": {"abbot": 1}}, ["red", "blue"]) == \
        "Red's 2 meeples and large meeple; Blue's abbot"
    assert words.holder_text("king", {"holder": "red", "size": 4}) == "Red holds the King (a city of 4 tiles)"
    assert words.holder_text("robber-baron", {"holder": None, "size": 0}) == "nobody holds the Robber Baron"
    assert words.holder_change("king", {"holder": "blue", "size": 3}, {"holder": "red", "size": 5}) == \
        "Red takes the King (a city of 5 tiles)"
    assert words.holder_change("robber-baron", {"holder": "blue", "size": 3}, {"holder": "blue", "size": 3}) == \
        "Blue keeps the Robber Baron"
    assert words.holder_change("king", {"holder": "red", "size": 3}, {"holder": "red", "size": 6}) == \
        "Red keeps the King, now for a city of 6 tiles"


def test_a_non_active_player_entering_the_city_is_named_as_not_the_active_player():
    scenario = load_scenario(HERETIC)
    base = {"scores": {"red": 12, "blue": 19}, "returned": {"red": {"meeple": 1}},
            "king": {"holder": None, "size": 0}, "robber-baron": {"holder": None, "size": 0}}
    blue_enters = ckr_outcome({**base, "city": {"count": "castle", "districts": {"market": {"blue": {"meeple": 1}}}},
                               "placed": {"player": "blue", "district": "market", "figure": "meeple"}})
    red_enters = ckr_outcome({**base, "city": {"count": "castle", "districts": {"market": {"red": {"meeple": 1}}}},
                              "placed": {"player": "red", "district": "market", "figure": "meeple"}})
    assert differences(blue_enters, red_enters, scenario) == [
        ("entering the City", "Blue's meeple enters the market, but Red is the active player",
         "Red's meeple enters the market"),
        ("the market", "Blue's meeple", "Red's meeple"),
    ]


def test_the_robbers_side_of_a_combined_turn_says_thefts_and_robbers_in_the_robbers_words():
    scenario = load_scenario(ROBBERS_ENTRY)
    # Blue scores a road of 3; Red's robber beside Blue's meeple on 20 takes 2 and goes home.
    outcome = ckr_outcome({
        "scores": {"red": 12, "blue": 23},
        "city": {"count": "castle", "districts": {}},
        "returned": {"blue": {"meeple": 1}}, "placed": None,
        "king": {"holder": None, "size": 0}, "robber-baron": {"holder": "blue", "size": 3},
        "robbers": {"markers": {"red": {"meeple": 12}, "blue": {"meeple": 23}}, "robbers": {"red": None, "blue": None},
                    "steals": [{"thief": "red", "victim": "blue", "marker": "meeple", "points": 2}]},
    })
    text = change_text(outcome, scenario)
    assert text.endswith("Red takes 2 points from Blue's meeple; Red's robber returns: 20 → supply")
    assert "Blue takes the Robber Baron (a road of 3 tiles)" in text


def test_a_game_end_challenge_is_between_incomplete_features():
    """Issue 45: at the final scoring nothing is completed; a challenge named
    there is between two incomplete features, not "completed at the same time"."""
    monastery = {"id": "abbey", "kind": "monastery", "points": 5, "meeples": {"blue": {"meeple": 1}},
                 "challenge": {"feature": "grove"}}
    shrine = {"id": "grove", "kind": "shrine", "points": 4, "meeples": {"red": {"meeple": 1}},
              "challenge": {"feature": "abbey"}}
    told = words.step_text({"step": "game-end", "features": [monastery, shrine]}, ["red", "blue"])
    assert "completed at the same time" not in told
    assert told == ("at the game end: abbey: a monastery worth 5 (Blue's meeple) challenged by grove, both still "
                    "incomplete at the final scoring; grove: a shrine worth 4 (Red's meeple) challenged by abbey, "
                    "both still incomplete at the final scoring")
    completed = words.step_text({"step": "score", "source": "features", "features": [
        {k: v for k, v in monastery.items() if k != "points"}, {k: v for k, v in shrine.items() if k != "points"}]},
        ["red", "blue"])
    assert completed.count("completed at the same time") == 2


def _enumerated(capsys, path) -> dict:
    from checker.cli import main

    assert main(["enumerate", str(path), "--edition", "ckr-hig-2017", "--json"]) == 0
    return json.loads(capsys.readouterr().out)


def test_stay_out_is_told_only_where_a_figure_could_enter(tmp_path, capsys):
    """Issue 45: Blue's farmer scores the field connection Red's tile made
    (2 cities x 1); Red gains nothing, so the entry condition is met. With no
    figure in Red's supply nothing can enter: one outcome, and no step says
    "Red may enter the City of Carcassonne and does not". With a meeple in
    supply, staying out is a choice (one outcome of 17) and is told."""
    doc = json.loads((ROOT / "examples" / "ckr-field-connection.json").read_text())
    doc["supply"]["red"] = {}
    path = tmp_path / "no-figure.json"
    path.write_text(json.dumps(doc))
    result = _enumerated(capsys, path)
    assert len(result["outcomes"]) == 1
    kinds = [s["kind"] for s in result["outcomes"][0]["derivation"]["steps"]]
    assert "stay-out" not in kinds and "enter" not in kinds
    result = _enumerated(capsys, ROOT / "examples" / "ckr-field-connection.json")
    assert len(result["outcomes"]) == 17
    stayed = [o for o in result["outcomes"] if o["placed"] is None]
    assert [s["kind"] for s in stayed[0]["derivation"]["steps"]][-1] == "stay-out"
