"""The input layer on invalid files, scenarios and outcomes: each gives one
InputError naming the file and the smallest JSON path at fault."""

from __future__ import annotations

import copy
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from checker.errors import InputError
from checker.loading import (
    MAX_BYTES,
    load_json,
    load_outcome,
    load_scenario,
    outcome_from_json,
    scenario_from_json,
)
from tests.loading.documents import FORMATS_EXAMPLE, FORMATS_OUTCOME, example, two_player_scenario, write

# --------------------------------------------------------------------------- invalid files


FILE_CASES = [
    ("not JSON", b"{players: []}", "invalid JSON at line 1, column 2"),
    ("trailing comma", b'{"a": 1,\n}', "invalid JSON at line 2, column 1"),
    ("empty", b"  \n", "empty"),
    ("non-UTF-8", b'{"players": ["r\xe9d"]}', "not UTF-8 text: invalid byte 0xe9 at line 1, column 16"),
    ("UTF-16", '{"a": 1}'.encode("utf-16"), "UTF-16"),
    ("NaN", b'{"track": NaN}', "NaN is not valid JSON"),
    ("Infinity", b'{"track": -Infinity}', "-Infinity is not valid JSON"),
    ("integer too long to parse", b'{"track": ' + b"9" * 5000 + b"}", "number out of range"),
]


@pytest.mark.parametrize("content,fragment", [c[1:] for c in FILE_CASES], ids=[c[0] for c in FILE_CASES])
def test_bad_files(tmp_path, content, fragment):
    path = write(tmp_path, "bad.json", content)
    with pytest.raises(InputError) as info:
        load_scenario(path)
    assert info.value.file == path
    assert info.value.path == "$"
    assert fragment in info.value.message
    assert str(info.value) == f"{path}: $: {info.value.message}"
    assert "\n" not in str(info.value)


def test_depth_64_is_fine(tmp_path):
    assert load_json(write(tmp_path, "d.json", "[" * 64 + "]" * 64)) is not None


def test_missing_file(tmp_path):
    path = str(tmp_path / "nope.json")
    with pytest.raises(InputError) as info:
        load_scenario(path)
    assert (info.value.file, info.value.path) == (path, "$")
    assert "not found" in info.value.message


def test_directory(tmp_path):
    with pytest.raises(InputError) as info:
        load_json(str(tmp_path))
    assert info.value.path == "$" and "directory" in info.value.message


def test_too_large(tmp_path):
    content = b'{"x-pad": "' + b"a" * MAX_BYTES + b'"}'
    with pytest.raises(InputError) as info:
        load_json(write(tmp_path, "big.json", content))
    assert info.value.path == "$" and "too large" in info.value.message


def test_duplicate_key(tmp_path):
    text = FORMATS_EXAMPLE.replace('"blue":   {"meeple": 20},', '"blue": {"meeple": 20}, "blue": {"meeple": 1},')
    with pytest.raises(InputError) as info:
        load_scenario(write(tmp_path, "dup.json", text))
    assert info.value.path == "$.markers"
    assert 'duplicate key "blue"' in info.value.message


def test_deep_python_document():
    doc = example()
    deep: list = []
    for _ in range(70):
        deep = [deep]
    doc["x-deep"] = deep
    with pytest.raises(InputError) as info:
        scenario_from_json(doc, "s.json")
    assert info.value.path == "$.x-deep" + "[0]" * 63 and info.value.message == "nested deeper than 64 levels"


@pytest.mark.parametrize("content,path", [
    (b"[" * 65 + b"]" * 65, "$" + "[0]" * 64),  # the 65th array, inside 64
    (b"[" * 100_000 + b"]" * 100_000, "$" + "[0]" * 64),  # too deep for Python's parser itself
    (b'{"a": [1, {"b\\"": ' + b"[" * 5000 + b"]" * 5000 + b"}]}", '$.a[1]["b\\""]' + "[0]" * 61),
])
def test_deep_files_are_refused_at_the_path_too_deep(tmp_path, content, path):
    """Issue 46: a deep document is refused with the JSON path where it
    passes the limit, not at ``$``, whether or not Python's parser can read it."""
    with pytest.raises(InputError) as info:
        load_scenario(write(tmp_path, "deep.json", content))
    assert (info.value.path, info.value.message) == (path, "nested deeper than 64 levels")


# --------------------------------------------------------------------------- invalid scenarios


def _set(path, value):
    def change(doc):
        node = doc
        for part in path[:-1]:
            node = node[part]
        node[path[-1]] = value

    return change


def _delete(path):
    def change(doc):
        node = doc
        for part in path[:-1]:
            node = node[part]
        del node[path[-1]]

    return change


def _append(path, value):
    def change(doc):
        node = doc
        for part in path:
            node = node[part]
        node.append(value)

    return change


def _fairy(*events):
    return {"step": "score", "source": "fairy", "events": [{"player": p, "points": n} for p, n in events]}


SCENARIO_CASES = [
    # id, change, path, message fragment
    ("not an object", lambda d: [], "$", "a scenario must be a JSON object, got an array"),
    ("missing players", _delete(["players"]), "$", 'missing required field "players"'),
    ("missing markers", _delete(["markers"]), "$", 'missing required field "markers"'),
    ("missing turn", _delete(["turn"]), "$", 'missing required field "turn"'),
    ("extra field", _set(["colour"], "red"), "$.colour", 'unknown field "colour": extension fields must start with "x-"'),
    ("unknown expansion", _set(["expansion"], "inns-and-cathedrals"), "$.expansion", "is not supported yet"),
    ("expansion not a string", _set(["expansion"], 1), "$.expansion", 'must be "robbers", got 1'),
    ("track a string", _set(["track"], "50"), "$.track", 'must be a whole number, got the string "50"'),
    ("track float", _set(["track"], 50.0), "$.track", "must be a whole number, got 50.0"),
    ("track boolean", _set(["track"], True), "$.track", "must be a whole number, got true"),
    ("track 1", _set(["track"], 1), "$.track", "must be 2 or more, got 1"),
    ("track huge", _set(["track"], 1001), "$.track", "out of range: must be at most 1000"),
    ("players not a list", _set(["players"], "red"), "$.players", "must be an array"),
    ("1 player", _set(["players"], ["red"]), "$.players", "needs 2 to 6 players, got 1"),
    ("7 players", _set(["players"], list("abcdefg")), "$.players", "needs 2 to 6 players, got 7"),
    ("duplicate players", _set(["players"], ["red", "blue", "red", "green"]), "$.players[2]", 'duplicate player "red"'),
    ("player not a string", _set(["players", 1], 7), "$.players[1]", "must be a string, got 7"),
    ("empty player name", _set(["players", 1], ""), "$.players[1]", "must not be empty"),
    ("active not a player", _set(["active"], "purple"), "$.active", '"purple" is not one of the players'),
    ("active null", _set(["active"], None), "$.active", "must be a string, got null"),
    ("unknown player in markers", _set(["markers", "purple"], {"meeple": 1}), "$.markers.purple", 'unknown player "purple"'),
    ("player without markers", _delete(["markers", "green"]), "$.markers", 'missing markers for player "green"'),
    ("no meeple", _set(["markers", "blue"], {"courier": 3}), "$.markers.blue", 'missing required field "meeple"'),
    ("unknown marker kind", _set(["markers", "blue", "abbot"], 3), "$.markers.blue.abbot", 'unknown marker kind "abbot"'),
    ("negative marker", _set(["markers", "yellow", "meeple"], -3), "$.markers.yellow.meeple", "must be 0 or more, got -3"),
    ("huge marker", _set(["markers", "yellow", "meeple"], 10**7), "$.markers.yellow.meeple", "out of range"),
    ("marker float", _set(["markers", "red", "courier"], 20.5), "$.markers.red.courier", "must be a whole number, got 20.5"),
    ("markers a list", _set(["markers"], []), "$.markers", "must be an object, got an array"),
    ("robber off track", _set(["robbers", "blue"], 50), "$.robbers.blue", "space 50 is off the track: must be 0 to 49"),
    ("robber off short track", lambda d: d.update(track=10, robbers={"red": 12}), "$.robbers.red", "must be 0 to 9"),
    ("robber far off track", _set(["robbers", "blue"], 10**9), "$.robbers.blue", "space 1000000000 is off the track"),
    ("negative robber", _set(["robbers", "blue"], -1), "$.robbers.blue", "must be 0 or more, got -1"),
    ("robber a string", _set(["robbers", "blue"], "supply"), "$.robbers.blue", "must be a whole number or null"),
    ("robber of unknown player", _set(["robbers", "purple"], 3), "$.robbers.purple", 'unknown player "purple"'),
    ("turn not a list", _set(["turn"], {"step": "game-end"}), "$.turn", "must be an array, got an object"),
    ("step not an object", _set(["turn", 0], "place-robbers"), "$.turn[0]", "must be an object"),
    ("step without kind", _set(["turn", 0], {}), "$.turn[0]", 'missing required field "step"'),
    ("unknown step", _set(["turn", 0, "step"], "draw"), "$.turn[0].step", 'unknown step "draw"'),
    ("extra field in step", _set(["turn", 2, "events"], []), "$.turn[2].events", 'unknown field "events"'),
    ("score without events", _delete(["turn", 1, "events"]), "$.turn[1]", 'missing required field "events"'),
    ("empty events", _set(["turn", 1, "events"], []), "$.turn[1].events", "at least one event"),
    ("empty source", _set(["turn", 1, "source"], ""), "$.turn[1].source", "must not be empty"),
    ("points 0", _set(["turn", 1, "events", 1, "points"], 0), "$.turn[1].events[1].points", "points must be non-zero"),
    ("points boolean", _set(["turn", 1, "events", 0, "points"], True), "$.turn[1].events[0].points", "must be a whole number, got true"),
    ("points float", _set(["turn", 1, "events", 0, "points"], 3.0), "$.turn[1].events[0].points", "must be a whole number, got 3.0"),
    ("points huge", _set(["turn", 1, "events", 0, "points"], 10**20), "$.turn[1].events[0].points", "out of range: must be at most 1000000"),
    ("points hugely negative", _set(["turn", 1, "events", 0, "points"], -(10**6) - 1), "$.turn[1].events[0].points", "out of range: must be at least -1000000"),
    ("event without points", _delete(["turn", 1, "events", 0, "points"]), "$.turn[1].events[0]", 'missing required field "points"'),
    ("event of unknown player", _set(["turn", 1, "events", 1, "player"], "purple"), "$.turn[1].events[1].player", 'unknown player "purple"'),
    ("extra field in event", _set(["turn", 1, "events", 0, "marker"], "courier"), "$.turn[1].events[0].marker", 'unknown field "marker"'),
    ("feature not a string", _set(["turn", 1, "events", 0, "feature"], 3), "$.turn[1].events[0].feature", "must be a string"),
    ("two game-end steps", _append(["turn"], {"step": "game-end"}), "$.turn[3]", 'at most one "game-end" step; the first is at $.turn[2]'),
    ("place-robbers after game-end", _append(["turn"], {"step": "place-robbers"}), "$.turn[3]", '"place-robbers" cannot come after "game-end"'),
    ("notes not text", _set(["notes"], {"a": 1}), "$.notes", "must be a string or an array"),
    # The fairy gives the active player 1 point at the start of the turn (issue 20, item 6).
    ("fairy point of another player", _set(["turn"], [_fairy(("blue", 1))]), "$.turn[0].events[0].player",
     'a fairy point scores for the player whose turn it is, the active player "red", not "blue"'),
    ("fairy point of 3", _set(["turn"], [_fairy(("red", 3))]), "$.turn[0].events[0].points", "a fairy point is 1 point, got 3"),
    ("fairy point of -1", _set(["turn"], [_fairy(("red", -1))]), "$.turn[0].events[0].points", "a fairy point is 1 point"),
    ("fairy scoring of two events", _set(["turn"], [_fairy(("red", 1), ("red", 1))]), "$.turn[0].events",
     "a fairy scoring is one event of 1 point, got 2 events"),
    ("fairy after the placement", _set(["turn"], [{"step": "place-robbers"}, _fairy(("red", 1))]), "$.turn[1]",
     "the fairy scores at the start of the turn"),
    ("fairy after a feature", _set(["turn", 2], _fairy(("red", 1))), "$.turn[2]", "the fairy scores at the start of the turn"),
    ("two fairy steps", _set(["turn"], [_fairy(("red", 1)), _fairy(("red", 1))]), "$.turn[1]",
     "the fairy scores at the start of the turn"),
    ("fairy after the game end", _set(["turn"], [{"step": "game-end"}, _fairy(("red", 1))]), "$.turn[1]",
     "the fairy scores at the start of the turn"),
    ("odd key quoted", _set(["markers", "red team"], {"meeple": 1}), '$.markers["red team"]', 'unknown player "red team"'),
]


@pytest.mark.parametrize(
    "change,path,fragment", [c[1:] for c in SCENARIO_CASES], ids=[c[0] for c in SCENARIO_CASES]
)
def test_bad_scenarios(tmp_path, change, path, fragment):
    doc = example()
    replacement = change(doc)
    if replacement is not None:
        doc = replacement
    file = write(tmp_path, "scenario.json", json.dumps(doc))
    with pytest.raises(InputError) as info:
        load_scenario(file)
    assert info.value.file == file
    assert info.value.path == path, str(info.value)
    assert fragment in info.value.message, str(info.value)
    assert str(info.value) == f"{file}: {path}: {info.value.message}"
    # The same document, already parsed, gives the same error.
    with pytest.raises(InputError) as again:
        scenario_from_json(json.loads(json.dumps(doc)), "s.json")
    assert (again.value.path, again.value.message) == (info.value.path, info.value.message)


def test_a_fairy_point_as_the_fairy_scores_is_read():
    """First in the turn, the active player's 1 point: a valid fairy round."""
    doc = example()
    doc["turn"].insert(0, _fairy(("red", 1)))
    scenario = scenario_from_json(doc)
    assert scenario.turn[0].source == "fairy" and scenario.turn[0].events[0].player == "red"


@pytest.mark.parametrize("name", ["invalid-fairy-not-active", "invalid-fairy-points", "invalid-fairy-after-features"])
def test_the_adjudicated_fairy_inputs_are_refused(tmp_path, name):
    """The three inputs of issue 20's adjudication, which the loader accepted
    before (the first gave Red 1 stolen from Blue's fairy point)."""
    docs = {
        "invalid-fairy-not-active": ({"robbers": {"red": 30}, "turn": [_fairy(("blue", 1))]}, "$.turn[0].events[0].player"),
        "invalid-fairy-points": ({"turn": [_fairy(("red", 3))]}, "$.turn[0].events[0].points"),
        "invalid-fairy-after-features": ({"turn": [{"step": "score", "source": "features", "events": [
            {"player": "red", "points": 4, "feature": "road"}]}, _fairy(("red", 1))]}, "$.turn[1]"),
    }
    change, path = docs[name]
    doc = {"expansion": "robbers", "players": ["red", "blue"], "active": "red",
           "markers": {"red": {"meeple": 20}, "blue": {"meeple": 30}}, "robbers": {"blue": 20}, **change}
    file = write(tmp_path, f"{name}.json", json.dumps(doc))
    with pytest.raises(InputError) as info:
        load_scenario(file)
    assert info.value.path == path, str(info.value)


def test_scenario_case_count():
    assert len(SCENARIO_CASES) + len(FILE_CASES) >= 25


def test_first_error_is_the_smallest_path():
    doc = example()
    doc["track"] = "x"  # $.track
    doc["active"] = 3  # $.active  <- smallest
    doc["turn"][1]["events"][0]["points"] = 0  # $.turn[1]...
    with pytest.raises(InputError) as info:
        scenario_from_json(doc)
    assert info.value.path == "$.active"


def test_errors_are_deterministic():
    doc = {"players": [1, 1, 2, 3, 4, 5, 6, 7], "markers": 3, "zzz": 1, "aaa": 2, "turn": [{}, {"step": 1}]}
    seen = set()
    for _ in range(5):
        with pytest.raises(InputError) as info:
            scenario_from_json(copy.deepcopy(doc))
        seen.add(str(info.value))
    assert seen == {'<scenario>: $: missing required field "active"'}
    # and in other processes, under other hash seeds (a set's order changes with them)
    probe = ("import json, sys\nfrom checker.loading import scenario_from_json\n"
             "try:\n    scenario_from_json(json.loads(sys.argv[1]))\nexcept Exception as e:\n    print(e)")
    for seed in ("0", "1", "4242"):
        done = subprocess.run([sys.executable, "-c", probe, json.dumps(doc)], capture_output=True, text=True, timeout=120,
                              env=dict(os.environ, PYTHONHASHSEED=seed), cwd=Path(__file__).resolve().parents[2])
        assert done.stdout.strip() == '<scenario>: $: missing required field "active"', (seed, done.stderr)


def test_unknown_expansion_is_reported_before_anything_else():
    doc = {"expansion": "abbey-and-mayor", "tiles": []}
    with pytest.raises(InputError) as info:
        scenario_from_json(doc)
    assert info.value.path == "$.expansion"
    assert "not supported yet" in info.value.message


def test_python_only_values_are_input_errors():
    doc = example()
    doc["markers"]["red"]["meeple"] = 10**5000  # cannot even be printed
    with pytest.raises(InputError) as info:
        scenario_from_json(doc)
    assert info.value.path == "$.markers.red.meeple"
    doc = example()
    doc["x-map"] = {1: "a"}
    with pytest.raises(InputError) as info:
        scenario_from_json(doc)
    assert info.value.path == "$.x-map" and "keys must be strings" in info.value.message


# --------------------------------------------------------------------------- invalid outcomes


def _outcome_case(change):
    doc = copy.deepcopy(FORMATS_OUTCOME)
    change(doc)
    return doc


OUTCOME_CASES = [
    ("missing markers", _delete(["markers"]), "$", 'missing required field "markers"'),
    ("missing robbers", _delete(["robbers"]), "$", 'missing required field "robbers"'),
    ("unknown player", _set(["markers", "green"], {"meeple": 0}), "$.markers.green", 'unknown player "green"'),
    ("missing player", _delete(["markers", "blue"]), "$.markers", 'missing markers for player "blue"'),
    ("courier the player lacks", _set(["markers", "blue", "courier"], 0), "$.markers.blue.courier", '"blue" has no courier'),
    ("missing courier", _delete(["markers", "red", "courier"]), "$.markers.red", 'missing courier for "red"'),
    ("negative marker", _set(["markers", "blue", "meeple"], -1), "$.markers.blue.meeple", "must be 0 or more"),
    ("float marker", _set(["markers", "blue", "meeple"], 25.0), "$.markers.blue.meeple", "whole number"),
    ("wrong score", _set(["scores", "red"], 40), "$.scores.red", "must equal the sum of \"red\"'s markers (43), got 40"),
    ("score of unknown player", _set(["scores", "green"], 0), "$.scores.green", 'unknown player "green"'),
    ("robber missing", _delete(["robbers", "red"]), "$.robbers", 'missing a robber for player "red"'),
    ("robber off track", _set(["robbers", "red"], 50), "$.robbers.red", "off the track"),
    ("steal marker kind", _set(["steals", 0, "marker"], "abbot"), "$.steals[0].marker", "must be one of"),
    ("steal from absent courier", _set(["steals", 0], {"thief": "red", "victim": "blue", "marker": "courier", "points": 1}), "$.steals[0].marker", '"blue" has no courier'),
    ("steal negative points", _set(["steals", 0, "points"], -1), "$.steals[0].points", "must be 0 or more, got -1"),
    ("steal by unknown thief", _set(["steals", 0, "thief"], "green"), "$.steals[0].thief", 'unknown player "green"'),
    ("steal missing victim", _delete(["steals", 0, "victim"]), "$.steals[0]", 'missing required field "victim"'),
]


@pytest.mark.parametrize("change,path,fragment", [c[1:] for c in OUTCOME_CASES], ids=[c[0] for c in OUTCOME_CASES])
def test_bad_outcomes(tmp_path, change, path, fragment):
    doc = _outcome_case(change)
    file = write(tmp_path, "outcome.json", json.dumps(doc))
    with pytest.raises(InputError) as info:
        load_outcome(file, two_player_scenario())
    assert (info.value.file, info.value.path) == (file, path), str(info.value)
    assert fragment in info.value.message, str(info.value)


def test_outcome_not_an_object():
    with pytest.raises(InputError) as info:
        outcome_from_json([], two_player_scenario(), "o.json")
    assert str(info.value) == "o.json: $: an outcome must be a JSON object, got an array"
