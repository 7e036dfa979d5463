"""The score-track pictures: byte-for-byte snapshots, determinism, valid XML.

The snapshots in ``snapshots/`` are the reviewed pictures. When a change to
``docs/_ext/track_svg.py`` is meant to change them, regenerate deliberately
with ``UPDATE_SNAPSHOTS=1 python3 -m pytest tests/docs/test_track_svg.py``
and look at the new files before committing them.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest
import track_svg

SVG = "{http://www.w3.org/2000/svg}"

# C1 example 4 (two robbers, couriers, four players), fixed here so that the
# snapshot does not move when the example files do.
SCENARIO = {
    "track": 50,
    "players": ["blue", "yellow", "green", "red"],
    "active": "yellow",
    "markers": {"blue": {"meeple": 5}, "yellow": {"meeple": 10},
                "green": {"meeple": 20, "courier": 20}, "red": {"meeple": 20, "courier": 35}},
    "robbers": {"blue": 20, "yellow": 20, "green": None, "red": None},
    "turn": [],
}
OUTCOME = {
    "markers": {"blue": {"meeple": 7}, "yellow": {"meeple": 11},
                "green": {"meeple": 26, "courier": 23}, "red": {"meeple": 30, "courier": 35}},
    "robbers": {"blue": None, "yellow": None, "green": None, "red": None},
    "steals": [{"thief": "yellow", "victim": "red", "marker": "meeple", "points": 1},
               {"thief": "blue", "victim": "green", "marker": "courier", "points": 2}],
}

CASES = {
    "c1-example-4-before.svg": lambda: track_svg.render_track(SCENARIO),
    "c1-example-4-after.svg": lambda: track_svg.render_track(SCENARIO, OUTCOME),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_matches_the_snapshot(name, matches_snapshot):
    matches_snapshot(name, CASES[name]())


@pytest.mark.parametrize("name", sorted(CASES))
def test_is_deterministic_and_well_formed(name):
    first, second = CASES[name](), CASES[name]()
    assert first == second
    root = ET.fromstring(first)
    assert root.tag == f"{SVG}svg"
    assert root.find(f"{SVG}title") is not None


def shapes(svg: str, fill: str) -> dict[str, int]:
    root = ET.fromstring(svg)
    out = {"circle": 0, "polygon": 0}
    for tag in out:
        out[tag] = sum(1 for e in root.iter(f"{SVG}{tag}") if e.get("fill") == fill)
    return out


def test_markers_and_robbers_in_their_colours():
    svg = track_svg.render_track(SCENARIO)
    red = track_svg.colour("red")
    # red: a meeple (circle, plus its legend dot) and a courier (diamond); its robber is in supply
    assert shapes(svg, red) == {"circle": 2, "polygon": 1}
    blue = track_svg.colour("blue")
    assert shapes(svg, blue) == {"circle": 2, "polygon": 1}  # meeple + legend, robber triangle


def test_each_steal_is_an_arrow_labelled_with_its_points():
    svg = track_svg.render_track(SCENARIO, OUTCOME)
    root = ET.fromstring(svg)
    paths = [e for e in root.iter(f"{SVG}path")]
    assert len(paths) == 4  # an outline and a coloured stroke per steal
    labels = [e.text for e in root.iter(f"{SVG}text")]
    assert "+1" in labels and "+2" in labels
    assert "blue steals 2 from green's courier" in labels
    ghosts = [e for e in root.iter(f"{SVG}polygon") if e.get("stroke-dasharray")]
    assert len(ghosts) == 2 + 1  # two robbers' old places, and the legend's key


def test_other_tracks_and_names():
    odd = {"track": 7, "players": ["Ann & Bo", "x<y"], "active": "x<y",
           "markers": {"Ann & Bo": {"meeple": 9}, "x<y": {"meeple": 2}}, "robbers": {"Ann & Bo": 2}}
    svg = track_svg.render_track(odd)
    root = ET.fromstring(svg)  # names are escaped
    assert sum(1 for e in root.iter(f"{SVG}rect")) == 1 + 7  # background and the ring's spaces
    assert track_svg.colour("Ann & Bo") == track_svg.colour("Ann & Bo") in track_svg.FALLBACK
    long = dict(odd, track=200, markers={"Ann & Bo": {"meeple": 199}, "x<y": {"meeple": 0}})
    ET.fromstring(track_svg.render_track(long))
