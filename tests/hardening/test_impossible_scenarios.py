"""Scenarios that are well-formed JSON of the right types and still describe
no turn of the game (issue 20, item 6): a fairy point that is not the active
player's 1 point at the start of the turn, a Count, King & Robber challenge
with a side that holds no figure. ``enumerate`` refuses each with exit 2 and
one line naming the file, the JSON path and the rule; the documents one
change away that the game allows are played."""

from __future__ import annotations

import copy
import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tests.hardening.inputs import HOSTILE, assert_bad_input, run, write

# The fairy's point (The Princess & the Dragon): 1 point for the active
# player, at the start of the turn, before the bag tile's placement.
FAIRY = {"step": "score", "source": "fairy", "events": [{"player": "red", "points": 1}]}
ROBBERS = {
    "expansion": "robbers",
    "players": ["red", "blue", "green"],
    "active": "red",
    "markers": {"red": {"meeple": 20}, "blue": {"meeple": 30}, "green": {"meeple": 20}},
    "robbers": {"blue": 20},
    "turn": [FAIRY, {"step": "place-robbers"},
             {"step": "score", "events": [{"player": "green", "points": 6}, {"player": "red", "points": 2}]},
             {"step": "game-end"}],
}

# A monk and a heretic challenge each other; an abbot may be the monk.
CKR = {
    "expansion": "count-king-robber",
    "players": ["red", "blue"],
    "active": "red",
    "turn": [
        {"step": "score", "features": [
            {"id": "abbey", "kind": "monastery", "meeples": {"red": {"abbot": 1}}, "challenge": {"meeples": {"blue": {"meeple": 1}}}},
            {"id": "s", "kind": "shrine", "meeples": {"blue": {"meeple": 1}}, "challenge": {"feature": "m"}},
            {"id": "m", "kind": "monastery", "meeples": {"red": {"large": 1}}, "challenge": {"feature": "s"}},
        ]},
        # At the game end both sides are listed: "All players involved score
        # points for their incomplete monasteries and shrines" (issue 29 i).
        {"step": "game-end", "features": [
            {"id": "gs", "kind": "shrine", "points": 5, "meeples": {"red": {"meeple": 1}}, "challenge": {"feature": "gm"}},
            {"id": "gm", "kind": "monastery", "points": 4, "meeples": {"blue": {"meeple": 1}}, "challenge": {"feature": "gs"}},
        ]},
    ],
}

EMPTY_FIGURES = st.sampled_from([{}, {"blue": {}}, {"red": {"meeple": 0}}, {"red": {"meeple": 0, "abbot": 0}, "blue": {"large": 0}}])


def test_the_base_documents_are_played(tmp_path, capsys):
    for name, doc, edition in (("r.json", ROBBERS, "c1-hig-2013"), ("k.json", CKR, "ckr-hig-2017")):
        code, out, err = run(capsys, "enumerate", write(tmp_path, json.dumps(doc), name), "--edition", edition, "--json")
        assert code == 0, err
        assert json.loads(out)["outcomes"]


@st.composite
def bad_fairy_rounds(draw):
    """The base Robbers scenario with its fairy round broken one way; the path at fault."""
    doc = copy.deepcopy(ROBBERS)
    fairy = doc["turn"][0]
    kind = draw(st.sampled_from(["player", "points", "events", "later"]))
    if kind == "player":
        fairy["events"][0]["player"] = draw(st.sampled_from(["blue", "green"]))
        return doc, "$.turn[0].events[0].player"
    if kind == "points":
        fairy["events"][0]["points"] = draw(st.integers(-1000, 1000).filter(lambda n: n not in (0, 1)))
        return doc, "$.turn[0].events[0].points"
    if kind == "events":
        extra = draw(st.lists(st.fixed_dictionaries({"player": st.sampled_from(["red", "blue"]), "points": st.sampled_from([1, 2, -1])}),
                              min_size=1, max_size=3))
        fairy["events"] += extra
        return doc, "$.turn[0].events"
    # Anywhere but first: after the placement, a feature, the game end, or another fairy round.
    at = draw(st.integers(1, len(doc["turn"])))
    doc["turn"].insert(at, copy.deepcopy(FAIRY))
    if at > 1 and draw(st.booleans()):  # the first fairy round gone, this one still not first
        del doc["turn"][0]
        at -= 1
    return doc, f"$.turn[{at}]"


@HOSTILE
@given(case=bad_fairy_rounds(), edition=st.sampled_from(["c1-hig-2012@2013-04", "c1-zmg-bb4", "c3.1-2025"]))
def test_a_fairy_point_the_game_cannot_give_is_refused(tmp_path_factory, capsys, case, edition):
    doc, path = case
    file = write(tmp_path_factory.mktemp("f"), json.dumps(doc), "scenario.json")
    code, out, err = run(capsys, "enumerate", file, "--edition", edition)
    assert_bad_input(code, out, err, file, path)
    assert "fairy" in err


@st.composite
def empty_challenge_sides(draw):
    """The base Count, King & Robber scenario with one side of a challenge emptied; the path at fault."""
    doc = copy.deepcopy(CKR)
    empty = draw(EMPTY_FIGURES)
    where = draw(st.sampled_from([(0, 0), (0, 1), (0, 2), (1, 0)]))
    feature = doc["turn"][where[0]]["features"][where[1]]
    path = f"$.turn[{where[0]}].features[{where[1]}]"
    side = draw(st.sampled_from(["own", "rival", "missing"] if "meeples" in feature["challenge"] else ["own", "missing"]))
    if side == "own":
        feature["meeples"] = empty
        return doc, path + ".meeples"
    if side == "missing":
        del feature["meeples"]
        return doc, path
    feature["challenge"]["meeples"] = empty
    return doc, path + ".challenge.meeples"


@HOSTILE
@given(case=empty_challenge_sides(), edition=st.sampled_from(["ckr-hig-2017", "ckr-zmg-2017", "ckr-c1-2008"]))
def test_a_challenge_with_an_empty_side_is_refused(tmp_path_factory, capsys, case, edition):
    doc, path = case
    file = write(tmp_path_factory.mktemp("c"), json.dumps(doc), "scenario.json")
    code, out, err = run(capsys, "enumerate", file, "--edition", edition)
    assert_bad_input(code, out, err, file, path)
    assert "challenge" in err


@pytest.mark.parametrize("doc, path, words", [
    ({"expansion": "count-king-robber", "players": ["red", "blue"], "active": "red", "scores": {"red": 10, "blue": 10},
      "turn": [{"step": "score", "source": "features", "features": [
          {"id": "abbey", "kind": "monastery", "meeples": {}, "challenge": {"meeples": {"blue": {"meeple": 1}}}}]}]},
     "$.turn[0].features[0].meeples", "a challenged monastery or shrine holds the monk or heretic of the challenge"),
    ({"expansion": "count-king-robber", "players": ["red", "blue"], "active": "red", "scores": {"red": 10, "blue": 10},
      "turn": [{"step": "score", "source": "features", "features": [
          {"id": "abbey", "kind": "monastery", "meeples": {"red": {"meeple": 1}}, "challenge": {"meeples": {}}}]}]},
     "$.turn[0].features[0].challenge.meeples", "the rival holds the other figure of the challenge"),
], ids=["invalid-ckr-challenge-empty-side", "invalid-ckr-challenge-empty-rival"])
def test_the_adjudicated_challenge_inputs_are_refused(tmp_path, capsys, doc, path, words):
    """Issue 20's two inputs: before, the first gave one outcome (Blue's heretic
    home, nobody scoring 9), the second Red 9 alone."""
    file = write(tmp_path, json.dumps(doc), "scenario.json")
    code, out, err = run(capsys, "enumerate", file, "--edition", "ckr-hig-2017")
    assert_bad_input(code, out, err, file, path)
    assert words in err


# Issue 29 i: impossible positions, each refused with its JSON path and the rule.
_CKR_BASE = {"expansion": "count-king-robber", "players": ["red", "blue"], "active": "red",
             "city": {"count": "castle", "districts": {}}}


@pytest.mark.parametrize("doc, path, words", [
    ({**_CKR_BASE, "turn": [{"step": "game-end", "features": [
        {"kind": "monastery", "points": 6, "meeples": {"red": {"meeple": 1}}, "challenge": {"meeples": {"blue": {"meeple": 1}}}}]}]},
     "$.turn[0].features[0].challenge.meeples", "All players involved score points for their incomplete monasteries"),
    ({**_CKR_BASE, "city": {"count": "castle", "districts": {"market": {"red": {"abbot": 1}}}},
      "turn": [{"step": "score", "features": [{"kind": "road", "tiles": 2, "points": 2, "meeples": {}}]}]},
     "$.city.districts.market.red.abbot", "your Abbot can only be placed in the cathedral"),
    ({**_CKR_BASE, "king": {"holder": "blue", "size": 3}, "completed": {"cities": 0, "roads": 0},
      "turn": [{"step": "score", "features": [{"kind": "road", "tiles": 2, "points": 2, "meeples": {}}]}]},
     "$.completed.cities", "the King is held, so at least one city was completed"),
    ({**_CKR_BASE, "turn": [{"step": "score", "source": "message", "features": [
        {"kind": "monastery", "meeples": {"blue": {"meeple": 1}}}]}]},
     "$.turn[0].features[0]", "a message scoring completes nothing"),
    ({**_CKR_BASE, "turn": [{"step": "score", "source": "message", "features": [
        {"kind": "monastery", "points": 4, "meeples": {"blue": {"meeple": 1}}, "challenge": {"meeples": {"red": {"meeple": 1}}}}]}]},
     "$.turn[0].features[0].challenge", "so it resolves no challenge"),
], ids=["unlisted-final-rival", "abbot-outside-cathedral", "king-without-city", "message-monastery-points",
        "message-challenge"])
def test_impossible_ckr_positions_are_refused(tmp_path, capsys, doc, path, words):
    code, out, err = run(capsys, "enumerate", write(tmp_path, json.dumps(doc), "scenario.json"), "--edition", "ckr-hig-2017")
    assert code == 2 and out == "" and len(err.splitlines()) == 1, err
    assert f": {path}: " in err and words in err, err
