"""A derivation played as pictures (``checker.pictures`` and each module's
``pictures``): the frames replay the steps, so the last frame's state is the
outcome the simulator reached; the steps' effects on C1 example 1 worked by
hand; the same bytes every time; the narrow track readable at a phone's width."""

from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

import spec
from checker import expansions
from checker.combined import pictures as combined
from checker.count_king_robber import pictures as city
from checker.loading import scenario_from_json
from checker.robbers import pictures as track

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
SVG = "{http://www.w3.org/2000/svg}"


def derived_outcomes(doc: dict, edition: str, companion: str = "") -> list[dict]:
    """The outcomes with their derivations, as the explorer's bridge computes them."""
    scenario = scenario_from_json(doc, file="scenario")
    rules = spec.resolve(edition)
    if companion:
        rules = rules.with_companion(spec.parse_reference(companion))
    expansion = expansions.expansion_for(scenario, rules, "scenario")
    reference = (expansions.companion_turn(scenario) or expansion).part("reference")
    outcomes = expansion.explain(scenario, rules, reference.simulate(scenario, rules))
    return [o.to_json(scenario.players) for o in outcomes]


def examples(module: str) -> list[Path]:
    return [p for p in sorted(EXAMPLES.glob("*.json"))
            if json.loads(p.read_text(encoding="utf-8")).get("expansion", "robbers") == module]


def editions(module: str) -> list[str]:
    return [e.id for e in spec.EDITIONS.values() if e.module == module]


@pytest.mark.parametrize("path", examples("robbers"), ids=lambda p: p.stem)
def test_the_track_frames_end_where_each_outcome_ends(path):
    doc = json.loads(path.read_text(encoding="utf-8"))
    for edition in editions("robbers"):
        for outcome in derived_outcomes(doc, edition):
            state = track.start(doc)
            for step in outcome["derivation"]["steps"]:
                state = track.apply(state, step)
            assert state["markers"] == {p: outcome["markers"][p] for p in doc["players"]}, edition
            assert state["robbers"] == {p: outcome["robbers"].get(p) for p in doc["players"]}, edition
            stolen = sorted((s["thief"], s["victim"], s["marker"], s["points"]) for s in state["steals"])
            assert stolen == sorted((s["thief"], s["victim"], s["marker"], s["points"]) for s in outcome["steals"])


@pytest.mark.parametrize("path", examples("count-king-robber"), ids=lambda p: p.stem)
def test_the_city_frames_end_where_each_outcome_ends(path):
    doc = json.loads(path.read_text(encoding="utf-8"))
    companions = ["c3-2021"] if doc.get("robbers") else [""]
    for edition in editions("count-king-robber"):
        for outcome in derived_outcomes(doc, edition, companions[0]):
            state = city.start(doc)
            for step in outcome["derivation"]["steps"]:
                state = city.apply(state, step)
            for key in ("scores", "city", "king", "robber-baron"):
                assert state.get(key) == outcome.get(key), (edition, key)
            assert state["returned"] == (outcome.get("returned") or {}), edition


def test_c1_example_1_outcome_3_step_by_step():
    """Worked by hand from the rules page's example: Red's courier (20) takes
    both features, 3 then 6; Blue's robber on 20 fires on the first movement,
    takes half of 3 rounded up (2) for Blue's meeple (33) and goes back to supply."""
    doc = json.loads((EXAMPLES / "c1-example-1.json").read_text(encoding="utf-8"))
    outcome = next(o for o in derived_outcomes(doc, "c1-hig-2013")
                   if o["markers"]["red"] == {"meeple": 8, "courier": 29})
    frames = track.frames(doc, outcome)
    kinds = [s["kind"] for s in outcome["derivation"]["steps"]]
    assert kinds == ["score", "move", "trigger", "score", "move", "theft", "return", "rogue"]
    assert [f.index for f in frames] == list(range(9))
    assert frames[2].words == "Red's courier moves 20 → 23."
    assert frames[7].words == "Blue's robber returns from 20 to supply after its theft."
    assert frames[7].clauses == ("thief-robber-returns",)
    states = [track.start(doc)]
    for step in outcome["derivation"]["steps"]:
        states.append(track.apply(states[-1], step))
    assert states[1]["markers"]["red"]["courier"] == 20 and states[2]["markers"]["red"]["courier"] == 23
    assert states[6]["robbers"]["blue"] == 20 and states[7]["robbers"]["blue"] is None
    assert states[8]["markers"]["blue"]["meeple"] == 35
    # the courier's move: a dashed arrow, the courier outlined; the return: a ghost robber on 20
    moved = ET.fromstring(frames[2].svg)
    assert any(e.get("stroke-dasharray") == "6,4" for e in moved.iter(f"{SVG}path"))
    assert [e for e in moved.iter(f"{SVG}polygon") if e.get("stroke") == "#ff8c00"]
    returned = ET.fromstring(frames[7].svg)
    assert [e for e in returned.iter(f"{SVG}polygon") if e.get("stroke-dasharray") == "2,1.5"]
    assert "+2" in [e.text for e in ET.fromstring(frames[6].svg).iter(f"{SVG}text")]


def test_frames_are_the_same_bytes_whatever_the_key_order():
    doc = json.loads((EXAMPLES / "c1-example-1.json").read_text(encoding="utf-8"))
    outcome = derived_outcomes(doc, "c1-hig-2013")[2]
    shuffled = json.loads(json.dumps(doc, sort_keys=True))
    shuffled["markers"] = dict(reversed(list(shuffled["markers"].items())))
    assert [f.svg for f in track.frames(shuffled, outcome)] == [f.svg for f in track.frames(doc, outcome)]
    ckr = json.loads((EXAMPLES / "ckr-example-turn.json").read_text(encoding="utf-8"))
    first = derived_outcomes(ckr, "ckr-hig-2017")[0]
    assert [f.to_json() for f in city.frames(ckr, first)] == [f.to_json() for f in city.frames(ckr, first)]


def test_the_narrow_track_is_drawn_for_a_phone():
    """At 400 px a page's column is about 368 px: a picture drawn no wider
    shows its 11-unit numbers at 11 px or more."""
    doc = json.loads((EXAMPLES / "c1-example-1.json").read_text(encoding="utf-8"))
    root = ET.fromstring(track.render_track(doc, narrow=True))
    width = float(root.get("viewBox").split()[2])
    assert width <= 368
    numbers = [e for e in root.iter(f"{SVG}text") if re.fullmatch(r"\d+", e.text or "")]
    assert len(numbers) == 50 and min(float(e.get("font-size")) for e in numbers) >= 11
    assert float(ET.fromstring(track.render_track(doc)).get("viewBox").split()[2]) > 600  # the wide one stays wide


def _texts(svg: str) -> list[str]:
    return [e.text for e in ET.fromstring(svg).iter(f"{SVG}text") if e.text]


def test_a_combined_turn_plays_on_the_city_and_on_the_track():
    """examples/ckr-robbers-entry.json, worked by hand from its description
    and ckr-turn-model.md's "With The Robbers": Blue's road scores 3 and
    moves Blue's meeple 20 → 23 off the space of Red's robber, which takes
    half of 3 rounded up, 2, returns to supply, and the stolen points move
    Red's meeple 10 → 12; then, under ckr-hig-2017 (robbed points not
    gained), Red's meeple enters a district. Each frame is the City above
    the score track, and the track shows each Robbers step when it happens."""
    doc = json.loads((EXAMPLES / "ckr-robbers-entry.json").read_text(encoding="utf-8"))
    outcome = next(o for o in derived_outcomes(doc, "ckr-hig-2017", "c3-2021")
                   if any(s["kind"] == "enter" for s in o["derivation"]["steps"]))
    steps = outcome["derivation"]["steps"]
    frames = combined.frames(doc, outcome)
    assert len(frames) == len(steps) + 1
    for frame in frames:
        root = ET.fromstring(frame.svg)
        assert [e.get("class").split()[0] for e in root.findall(f"{SVG}svg")] == ["rulespec-city", "rulespec-track"]
    index = {kind: next(i for i, s in enumerate(steps, 1) if s["kind"] == kind) for kind in ("theft", "return", "enter")}
    assert "red 10 (meeple 10); robber on 20" in _texts(frames[0].svg)
    assert "blue 23 (meeple 23); robber in supply" in _texts(frames[index["theft"] - 1].svg)
    assert "red steals 2 from blue's meeple" in _texts(frames[index["theft"]].svg)
    assert "red 10 (meeple 10); robber in supply" in _texts(frames[index["return"]].svg)
    assert "red 12 (meeple 12); robber in supply" in _texts(frames[index["enter"]].svg)
    assert index["return"] < index["enter"]
    assert [f.words for f in frames[1:]] == combined.step_words(doc, steps)


def test_a_turn_without_the_robbers_keeps_the_city_alone():
    doc = json.loads((EXAMPLES / "ckr-example-turn.json").read_text(encoding="utf-8"))
    first = derived_outcomes(doc, "ckr-hig-2017")[0]
    assert "robbers" not in doc
    assert all(ET.fromstring(f.svg).findall(f"{SVG}svg") == [] for f in city.frames(doc, first))
