"""The Count, King & Robber pictures (``docs/_ext/city_svg.py``): byte-for-byte
snapshots, determinism, well-formed XML, and what each picture must show.

The snapshots in ``snapshots/ckr-*.svg`` are the reviewed pictures. When a
change to ``city_svg.py`` or ``city_words.py`` is meant to change them,
regenerate deliberately with

    UPDATE_SNAPSHOTS=1 python3 -m pytest tests/docs/test_city_svg.py -k snapshot

then look at the new files (``rsvg-convert -z 1.5 FILE.svg -o FILE.png``)
before committing them.
"""

from __future__ import annotations

import copy
import json
import os
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import city_svg
import pytest
import track_svg

EXT = Path(__file__).resolve().parents[2] / "docs" / "_ext"
SVG = "{http://www.w3.org/2000/svg}"

# The scenario and outcome of docs/ckr-turn-model.md, fixed here so that the
# snapshots do not move when the docs do: three players, the Count in the
# castle, a large meeple, a heretic's challenge and a final scoring.
SCENARIO = {
    "expansion": "count-king-robber",
    "players": ["red", "blue", "green"],
    "active": "red",
    "scores": {"red": 10, "blue": 4, "green": 0},
    "supply": {"red": {"meeple": 2, "large": 1}},
    "city": {"count": "castle", "districts": {"castle": {"blue": {"meeple": 1}},
                                              "blacksmith": {"green": {"meeple": 2}},
                                              "cathedral": {}, "market": {}}},
    "king": {"holder": "blue", "size": 5},
    "robber-baron": {"holder": None, "size": 0},
    "completed": {"cities": 3, "roads": 0},
    "turn": [
        {"step": "score", "source": "features", "features": [
            {"id": "north-road", "kind": "road", "tiles": 4, "points": 4, "meeples": {"red": {"meeple": 1}}},
            {"id": "abbey", "kind": "monastery", "meeples": {"blue": {"meeple": 1}},
             "challenge": {"meeples": {"green": {"meeple": 1}}}}]},
        {"step": "game-end", "features": [
            {"kind": "city", "tiles": 2, "points": 2, "meeples": {"green": {"large": 1}}}]},
    ],
}
OUTCOME = {
    "scores": {"red": 11, "blue": 17, "green": 6},
    "city": {"count": "market", "districts": {"castle": {"blue": {"meeple": 1}}, "market": {"red": {"meeple": 1}},
                                              "blacksmith": {}, "cathedral": {}}},
    "returned": {"red": {"meeple": 1}, "blue": {"meeple": 1}, "green": {"meeple": 3}},
    "placed": {"player": "red", "district": "market", "figure": "meeple"},
    "king": {"holder": "blue", "size": 5},
    "robber-baron": {"holder": "red", "size": 4},
}
# Without the City of Carcassonne (examples/ckr-robber-baron.json, fixed here).
NO_CITY = {
    "players": ["red", "blue"], "active": "red", "scores": {"red": 17, "blue": 21},
    "king": {"holder": None, "size": 0}, "robber-baron": {"holder": "blue", "size": 4},
    "completed": {"cities": 0, "roads": 3},
    "turn": [{"step": "score", "features": [
        {"id": "short-road", "kind": "road", "tiles": 2, "points": 2, "meeples": {"red": {"meeple": 1}}},
        {"id": "long-road", "kind": "road", "tiles": 5, "points": 5, "meeples": {"blue": {"meeple": 1}}}]}],
}
NO_CITY_OUTCOME = {"scores": {"red": 19, "blue": 26}, "returned": {"red": {"meeple": 1}, "blue": {"meeple": 1}},
                   "placed": None, "king": {"holder": None, "size": 0}, "robber-baron": {"holder": "red", "size": 5}}

# Several players and figure kinds in one place, where an order could slip.
CROWDED = copy.deepcopy(SCENARIO)
CROWDED["city"]["districts"] = {
    "castle": {"red": {"meeple": 1, "large": 1}, "blue": {"meeple": 2}, "green": {"large": 1}},
    "cathedral": {"green": {"abbot": 1, "meeple": 1}, "red": {"abbot": 1}}}
CROWDED["turn"][0]["features"][0]["meeples"] = {"blue": {"large": 1, "meeple": 1}, "red": {"meeple": 2}}
CROWDED_OUTCOME = dict(copy.deepcopy(OUTCOME), city=CROWDED["city"],
                       placed={"player": "green", "district": "cathedral", "figure": "abbot"},
                       returned={"green": {"meeple": 1, "large": 1}, "red": {"abbot": 1}})

SNAPSHOT_CASES = {
    "ckr-turn-model-before.svg": lambda: city_svg.render_before(SCENARIO),
    "ckr-turn-model-after.svg": lambda: city_svg.render_after(OUTCOME, "after outcome 1"),
}
CASES = {**SNAPSHOT_CASES,
         "no-city-before": lambda: city_svg.render_before(NO_CITY),
         "no-city-after": lambda: city_svg.render_after(NO_CITY_OUTCOME),
         "crowded-before": lambda: city_svg.render_before(CROWDED),
         "crowded-after": lambda: city_svg.render_after(CROWDED_OUTCOME)}


@pytest.mark.parametrize("name", sorted(SNAPSHOT_CASES))
def test_matches_the_snapshot(name, matches_snapshot):
    matches_snapshot(name, SNAPSHOT_CASES[name]())


@pytest.mark.parametrize("name", sorted(CASES))
def test_is_deterministic_and_well_formed(name):
    first, second = CASES[name](), CASES[name]()
    assert first == second
    root = ET.fromstring(first)
    assert root.tag == f"{SVG}svg" and root.get("role") == "img" and root.get("aria-label")
    assert root.find(f"{SVG}title").text == root.get("aria-label")
    assert len(root.find(f"{SVG}desc").text) > 80


def reordered(doc):
    """The same document with every mapping's keys in reverse order."""
    if isinstance(doc, dict):
        return {k: reordered(doc[k]) for k in reversed(list(doc))}
    if isinstance(doc, list):
        return [reordered(x) for x in doc]
    return doc


@pytest.mark.parametrize("scenario, outcome", [(SCENARIO, OUTCOME), (CROWDED, CROWDED_OUTCOME)])
def test_the_key_order_of_tables_does_not_matter(scenario, outcome):
    """Players come in turn order, districts and figures in the rules' order,
    whatever the JSON's key order (for an outcome, turn order is its ``scores``)."""
    shuffled = reordered(scenario)
    shuffled["players"] = scenario["players"]
    assert city_svg.render_before(shuffled) == city_svg.render_before(scenario)
    shuffled = reordered(outcome)
    shuffled["scores"] = outcome["scores"]
    assert city_svg.render_after(shuffled) == city_svg.render_after(outcome)


def test_the_same_bytes_under_another_hash_seed():
    code = ("import sys, json; sys.path[:0] = [sys.argv[1], sys.argv[2]]; import city_svg; "
            "print(city_svg.render_before(json.loads(sys.argv[3])), end='')")
    runs = {subprocess.run([sys.executable, "-c", code, str(EXT), str(EXT.parents[1]), json.dumps(CROWDED)],
                           capture_output=True, text=True, check=True,
                           env={**os.environ, "PYTHONHASHSEED": seed}).stdout for seed in ("1", "2", "3")}
    assert runs == {city_svg.render_before(CROWDED)}


def texts(svg: str) -> list[str]:
    return [e.text for e in ET.fromstring(svg).iter(f"{SVG}text")]


def test_fields_it_does_not_know_are_ignored():
    """Another module's section (say a ``robbers`` table) changes nothing."""
    scenario = dict(copy.deepcopy(SCENARIO), robbers={"red": 3}, track=50)
    outcome = dict(copy.deepcopy(OUTCOME), robbers={"red": None}, steals=[])
    assert city_svg.render_before(scenario) == city_svg.render_before(SCENARIO)
    assert city_svg.render_after(outcome) == city_svg.render_after(OUTCOME)


def test_before_shows_the_districts_the_count_the_tiles_and_the_scored_features():
    svg = city_svg.render_before(SCENARIO)
    words = texts(svg)
    for label in ("castle", "market", "blacksmith", "cathedral", "Count", "King", "Robber Baron",
                  "red 10 (active)", "blue 4", "green 0", "blue, city of 5 tiles", "nobody",
                  "road · north-road", "4 tiles, 4 points", "monastery · abbey", "completed, 9 points",
                  "rival, incomplete:", "final scoring (incomplete features)", "2 tiles, 2 points"):
        assert label in words, label
    assert "→ cities (blocked)" in words and "→ roads" in words  # the Count stands in the castle
    # the figures as shapes in their owner's colour: blue's meeple in the castle and on the abbey;
    # green's two blacksmith meeples (one shape, "×2"), its heretic, and its large meeple (a square)
    root = ET.fromstring(svg)
    circles = [e.get("fill") for e in root.iter(f"{SVG}circle")]
    assert circles.count(track_svg.colour("blue")) == 1 + 1 + 1  # castle, abbey, scores
    assert circles.count(track_svg.colour("green")) == 1 + 1 + 1  # blacksmith, heretic, scores
    squares = [e for e in root.iter(f"{SVG}rect") if e.get("fill") == track_svg.colour("green")]
    assert len(squares) == 1 and "×2" in words
    desc = root.find(f"{SVG}desc").text
    assert "The Count stands in the castle. Castle: blue 1 meeple." in desc
    assert "green 1 large meeple" in desc


def test_after_marks_the_figure_that_entered_and_the_count_that_moved():
    svg = city_svg.render_after(OUTCOME, "after outcome 1")
    words = texts(svg)
    assert "→ fields (blocked)" in words and "→ cities" in words
    assert "red's meeple → market" in words and "red, road of 4 tiles" in words
    assert "Returned to supply" in words and "entered the city in the turn" in words
    rings = [e for e in ET.fromstring(svg).iter(f"{SVG}circle") if e.get("stroke-dasharray")]
    assert len(rings) == 1 + 1  # red's meeple in the market, and the legend's key
    assert "Scored in the turn" not in words  # only the picture before the turn lists the features


def test_without_the_city_only_what_applies():
    before, after = city_svg.render_before(NO_CITY), city_svg.render_after(NO_CITY_OUTCOME)
    for svg in (before, after):
        words = texts(svg)
        assert not {"City of Carcassonne", "castle", "Count", "Entered the city"} & set(words)
        assert "Robber Baron" in words
        assert int(ET.fromstring(svg).get("viewBox").split()[2]) < city_svg.WIDTH
    assert "road · long-road" in texts(before) and "red, road of 5 tiles" in texts(after)
    assert "not in play" in ET.fromstring(before).find(f"{SVG}desc").text


def test_names_are_escaped_and_long_names_clipped():
    odd = copy.deepcopy(NO_CITY)
    odd["players"] = ["Ann & Bo", "x<y>z-with-a-very-long-name"]
    odd["scores"] = {"Ann & Bo": 1}
    odd["turn"][0]["features"][0]["meeples"] = {"Ann & Bo": {"abbot": 1}, "x<y>z-with-a-very-long-name": {"large": 2}}
    root = ET.fromstring(city_svg.render_before(odd))
    words = [e.text for e in root.iter(f"{SVG}text")]
    assert "Ann & Bo" in words and "x<y>z-w…" in words
    assert "x<y>z-with-a-very-long-name 0" in root.find(f"{SVG}desc").text
