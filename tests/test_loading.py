"""The input layer: JSON reading, schemas, scenario and outcome checks (formats.md)."""

from __future__ import annotations

import copy
import io
import json
import sys

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from jsonschema import Draft202012Validator

from checker.errors import InputError
from checker.loading import (
    MAX_BYTES,
    format_path,
    load_json,
    load_outcome,
    load_scenario,
    outcome_from_json,
    scenario_from_json,
    schema,
    validate,
)
from checker.robbers.model import GAME_END, PLACE, SCORE, Event, Outcome, Scenario, Step, Steal

# The example of formats.md, verbatim.
FORMATS_EXAMPLE = """
{
  "expansion": "robbers",
  "track": 50,
  "players": ["red", "blue", "yellow", "green"],
  "active": "red",
  "markers": {
    "red":    {"meeple": 14, "courier": 20},
    "blue":   {"meeple": 20},
    "yellow": {"meeple": 3},
    "green":  {"meeple": 62}
  },
  "robbers": {"blue": 20, "yellow": null},
  "turn": [
    {"step": "place-robbers"},
    {"step": "score", "source": "features", "events": [
      {"player": "red", "points": 3, "feature": "road"},
      {"player": "red", "points": 6, "feature": "city"}
    ]},
    {"step": "game-end"}
  ]
}
"""

FORMATS_OUTCOME = {
    "markers": {"red": {"meeple": 14, "courier": 29}, "blue": {"meeple": 25}},
    "scores": {"red": 43, "blue": 25},
    "robbers": {"blue": None, "red": None},
    "steals": [{"thief": "blue", "victim": "red", "marker": "courier", "points": 5}],
}


def example() -> dict:
    return json.loads(FORMATS_EXAMPLE)


def minimal() -> dict:
    return {
        "players": ["red", "blue"],
        "active": "red",
        "markers": {"red": {"meeple": 0}, "blue": {"meeple": 0}},
        "turn": [],
    }


def two_player_scenario() -> Scenario:
    return scenario_from_json(
        {
            "players": ["red", "blue"],
            "active": "red",
            "markers": {"red": {"meeple": 14, "courier": 20}, "blue": {"meeple": 20}},
            "robbers": {"blue": 20},
            "turn": [{"step": "score", "events": [{"player": "red", "points": 9}]}],
        }
    )


def write(tmp_path, name: str, content: str | bytes):
    path = tmp_path / name
    if isinstance(content, str):
        path.write_text(content, encoding="utf-8")
    else:
        path.write_bytes(content)
    return str(path)


def mutated(change) -> dict:
    doc = example()
    change(doc)
    return doc


# --------------------------------------------------------------------------- valid input


def test_formats_example_loads(tmp_path):
    scenario = load_scenario(write(tmp_path, "s.json", FORMATS_EXAMPLE))
    assert scenario.players == ("red", "blue", "yellow", "green")
    assert scenario.active == "red"
    assert scenario.track == 50
    assert scenario.expansion == "robbers"
    assert scenario.markers["green"] == {"meeple": 62}  # above the track: fine, stands on 12
    assert scenario.markers["red"] == {"meeple": 14, "courier": 20}
    assert scenario.robbers == {"red": None, "blue": 20, "yellow": None, "green": None}
    assert scenario.turn == (
        Step(PLACE),
        Step(SCORE, "features", (Event("red", 3, "road"), Event("red", 6, "city"))),
        Step(GAME_END),
    )
    assert scenario.has_courier("red") and not scenario.has_courier("blue")


def test_round_trip_through_to_json():
    scenario = scenario_from_json(example())
    again = scenario_from_json(scenario.to_json())
    assert again == scenario
    assert scenario.to_json()["turn"] == example()["turn"]


def test_defaults():
    doc = minimal()
    doc["turn"] = [{"step": "score", "events": [{"player": "blue", "points": -2}]}]
    scenario = scenario_from_json(doc)
    assert scenario.track == 50
    assert scenario.expansion == "robbers"
    assert scenario.robbers == {"red": None, "blue": None}
    assert scenario.turn == (Step(SCORE, "features", (Event("blue", -2, ""),)),)


def test_annotations_and_extension_fields_are_allowed():
    doc = example()
    doc.update(
        {
            "title": "t",
            "description": "d",
            "notes": ["n1", "n2"],
            "x-anything": {"deep": [1, 2, {"x": None}]},
            "x-": 3,
        }
    )
    assert scenario_from_json(doc) == scenario_from_json(example())


def test_other_labels_and_six_players():
    doc = {
        "track": 2,
        "players": ["a", "b", "c", "d", "e", "f"],
        "active": "f",
        "markers": {p: {"meeple": 1000000, "courier": 0} for p in "abcdef"},
        "robbers": {"a": 1, "b": 0, "c": None},
        "turn": [
            {"step": "game-end"},
            {"step": "score", "source": "wheel", "events": [{"player": "c", "points": -1000000}]},
            {"step": "score", "source": "my own label", "events": [{"player": "c", "points": 1, "feature": ""}]},
        ],
    }
    scenario = scenario_from_json(doc)
    assert scenario.turn[1].source == "wheel"
    assert scenario.turn[2].source == "my own label"
    assert scenario.robbers["a"] == 1 and scenario.robbers["f"] is None


def test_stdin(monkeypatch):
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(FORMATS_EXAMPLE.encode())))
    assert load_scenario("-").players[0] == "red"


def test_stdin_errors_are_named(monkeypatch):
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(b"{")))
    with pytest.raises(InputError) as info:
        load_json("-")
    assert info.value.file == "<stdin>"


def test_utf8_bom_and_unicode_names(tmp_path):
    doc = minimal()
    doc["players"] = ["rød", "青"]
    doc["active"] = "青"
    doc["markers"] = {"rød": {"meeple": 1}, "青": {"meeple": 2}}
    path = write(tmp_path, "s.json", b"\xef\xbb\xbf" + json.dumps(doc, ensure_ascii=False).encode("utf-8"))
    assert load_scenario(path).players == ("rød", "青")


def test_outcome_formats_example():
    outcome = outcome_from_json(copy.deepcopy(FORMATS_OUTCOME), two_player_scenario(), "o.json")
    assert outcome == Outcome.from_json(FORMATS_OUTCOME)
    assert outcome.steals == (Steal("blue", "red", "courier", 5),)
    assert outcome.score("red") == 43


def test_outcome_extra_fields_and_optional_parts(tmp_path):
    doc = copy.deepcopy(FORMATS_OUTCOME)
    doc["choices"] = [{"anything": True}]
    doc["steals"][0]["step"] = 1
    assert outcome_from_json(doc, two_player_scenario()) == Outcome.from_json(FORMATS_OUTCOME)
    bare = {"markers": FORMATS_OUTCOME["markers"], "robbers": {"red": 3, "blue": None}}
    path = write(tmp_path, "o.json", json.dumps(bare))
    assert load_outcome(path, two_player_scenario()).steals == ()


def test_outcome_round_trip():
    scenario = scenario_from_json(example())
    outcome = Outcome.make(
        {(p, k): v for p in scenario.players for k, v in scenario.markers[p].items()},
        scenario.robbers,
        [Steal("blue", "red", "meeple", 2)],
    )
    assert outcome_from_json(outcome.to_json(scenario.players), scenario) == outcome


# --------------------------------------------------------------------------- schemas


@pytest.mark.parametrize("name", ["scenario", "outcome", "enumerate-result"])
def test_schemas_are_valid_and_documented(name):
    doc = schema(name)
    Draft202012Validator.check_schema(doc)
    assert doc["$id"] == f"https://rulespec.example/schemas/{name}.schema.json"
    assert doc["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    assert doc["title"] and doc["description"]

    def every_property(node):
        if isinstance(node, dict):
            for key, sub in node.get("properties", {}).items():
                yield key, sub
            for value in node.values():
                yield from every_property(value)
        elif isinstance(node, list):
            for value in node:
                yield from every_property(value)

    for key, sub in every_property(doc):
        if sub.keys() <= {"const"} or sub.keys() <= {"const", "default"}:
            continue  # the discriminating `if` clauses
        assert sub.get("title") and sub.get("description"), (name, key)


def test_schema_accepts_file_name_and_returns_copies():
    first = schema("scenario.schema.json")
    first["title"] = "changed"
    assert schema("scenario")["title"] != "changed"
    with pytest.raises(ValueError):
        schema("nope")


def test_plain_jsonschema_agrees_on_the_examples():
    Draft202012Validator(schema("scenario")).validate(example())
    Draft202012Validator(schema("outcome")).validate(FORMATS_OUTCOME)


def test_enumerate_result_schema_refers_to_outcome():
    good = {"edition": "c3-2021", "interpretations": {"c3-placement": "mandatory"}, "outcomes": [FORMATS_OUTCOME]}
    validate(good, "enumerate-result", "r.json")
    bad = copy.deepcopy(good)
    bad["outcomes"][0]["steals"][0]["marker"] = "abbot"
    with pytest.raises(InputError) as info:
        validate(bad, "enumerate-result", "r.json")
    assert info.value.path == "$.outcomes[0].steals[0].marker"


def test_format_path():
    assert format_path(()) == "$"
    assert format_path(("turn", 1, "events", 0, "points")) == "$.turn[1].events[0].points"
    assert format_path(("markers", "red team")) == '$.markers["red team"]'
    assert format_path(("x-ext",)) == "$.x-ext"


# --------------------------------------------------------------------------- invalid files


FILE_CASES = [
    ("not JSON", b"{players: []}", "invalid JSON at line 1, column 2"),
    ("trailing comma", b'{"a": 1,\n}', "invalid JSON at line 2, column 1"),
    ("empty", b"  \n", "empty"),
    ("non-UTF-8", b'{"players": ["r\xe9d"]}', "not UTF-8 text: invalid byte 0xe9 at line 1, column 16"),
    ("UTF-16", '{"a": 1}'.encode("utf-16"), "UTF-16"),
    ("NaN", b'{"track": NaN}', "NaN is not valid JSON"),
    ("Infinity", b'{"track": -Infinity}', "-Infinity is not valid JSON"),
    ("deep nesting", b"[" * 65 + b"]" * 65, "nested deeper than 64 levels"),
    ("very deep nesting", b"[" * 100_000 + b"]" * 100_000, "nested deeper than 64 levels"),
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
    assert info.value.path == "$" and "nested deeper" in info.value.message


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


# --------------------------------------------------------------------------- never a traceback

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(),
    lambda children: st.lists(children, max_size=5) | st.dictionaries(st.text(), children, max_size=5),
    max_leaves=30,
)


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(json_values)
def test_random_values_give_a_scenario_or_an_input_error(doc):
    try:
        result = scenario_from_json(doc)
    except InputError as error:
        assert error.path.startswith("$")
        assert "\n" not in str(error)
    else:
        assert isinstance(result, Scenario)


def _paths(node, prefix=()):
    yield prefix
    if isinstance(node, dict):
        for key, value in node.items():
            yield from _paths(value, prefix + (key,))
    elif isinstance(node, list):
        for index, value in enumerate(node):
            yield from _paths(value, prefix + (index,))


@settings(max_examples=250, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_mutated_examples_give_a_scenario_or_an_input_error(data):
    """Random values planted at random places of a valid scenario."""
    doc = example()
    for _ in range(data.draw(st.integers(1, 3))):
        paths = [p for p in _paths(doc) if p]
        path = data.draw(st.sampled_from(paths))
        node = doc
        for part in path[:-1]:
            node = node[part]
        if data.draw(st.booleans()) and isinstance(node, dict):
            del node[path[-1]]
        else:
            node[path[-1]] = data.draw(json_values)
    try:
        result = scenario_from_json(doc)
    except InputError as error:
        assert error.path.startswith("$")
    else:
        assert isinstance(result, Scenario)
        assert scenario_from_json(result.to_json()) == result


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_mutated_outcomes_give_an_outcome_or_an_input_error(data):
    doc = copy.deepcopy(FORMATS_OUTCOME)
    paths = [p for p in _paths(doc) if p]
    path = data.draw(st.sampled_from(paths))
    node = doc
    for part in path[:-1]:
        node = node[part]
    node[path[-1]] = data.draw(json_values)
    try:
        result = outcome_from_json(doc, two_player_scenario())
    except InputError as error:
        assert error.path.startswith("$")
    else:
        assert isinstance(result, Outcome)


@settings(max_examples=200, deadline=None)
@given(st.binary(max_size=200))
def test_random_bytes_give_json_or_an_input_error(tmp_path_factory, content):
    path = tmp_path_factory.mktemp("bytes") / "x.json"
    path.write_bytes(content)
    try:
        load_scenario(str(path))
    except InputError as error:
        assert error.file == str(path)


# --------------------------------------------------------------------------- hardening (added with the package split)


def test_the_package_keeps_its_public_names():
    import checker.loading as loading

    for name in loading.__all__:
        assert getattr(loading, name) is not None, name
    assert {"load_scenario", "load_outcome", "load_json", "scenario_from_json", "outcome_from_json"} <= set(loading.__all__)
    assert {"schema", "validate", "format_path"} <= set(loading.__all__)


@pytest.mark.parametrize(
    "where, path",
    [
        (("active",), "$.active"),
        (("players", 1), "$.players[1]"),
        (("turn", 1, "events", 0, "feature"), "$.turn[1].events[0].feature"),
        (("x-note",), "$.x-note"),
    ],
)
def test_lone_surrogates_are_refused(tmp_path, where, path):
    """A \\ud800 escape parses to a str no UTF-8 stream can print."""
    doc = example()
    node = doc
    for part in where[:-1]:
        node = node[part]
    node[where[-1]] = "a\ud800b"
    file = write(tmp_path, "s.json", json.dumps(doc))  # ensure_ascii: written as the escape
    with pytest.raises(InputError) as info:
        load_scenario(file)
    assert info.value.path == path
    assert "lone surrogate \\ud800" in info.value.message
    str(info.value).encode("utf-8")  # the message itself is printable


def test_lone_surrogate_in_a_key(tmp_path):
    file = write(tmp_path, "s.json", '{"x-\\udc00": 1}')
    with pytest.raises(InputError) as info:
        load_scenario(file)
    assert info.value.path == '$["x-\\udc00"]'
    str(info.value).encode("utf-8")


def test_paired_surrogate_escapes_are_fine(tmp_path):
    doc = example()
    doc["title"] = "\U0001f600"
    file = write(tmp_path, "s.json", json.dumps(doc))  # written as "\ud83d\ude00"
    assert load_scenario(file) == scenario_from_json(example())


@pytest.mark.parametrize("name", ["a\u2028b", "a\u2029b", "a\x85b", "a\x1cb", "a\u202eb", "a\nb", "a\x7fb"])
def test_names_in_messages_never_break_the_line(name):
    doc = example()
    doc["active"] = name
    with pytest.raises(InputError) as info:
        scenario_from_json(doc, "s.json")
    assert len(str(info.value).splitlines()) == 1
    assert str(info.value).isprintable()


@pytest.mark.parametrize(
    "name, shown",
    [("two\nlines.json", "two\\nlines.json"), ("sep\u2028.json", "sep\\u2028.json"), ("caf\udce9.json", "caf\\xe9.json")],
)
def test_file_names_are_printable_in_messages(tmp_path, name, shown):
    """A newline in a name, or bytes that are not UTF-8 (surrogate-escaped by Python)."""
    with pytest.raises(InputError) as info:
        load_json(str(tmp_path / name))
    assert info.value.file == str(tmp_path) + "/" + shown
    assert str(info.value).isprintable()


def test_a_nul_in_a_file_name_is_an_input_error():
    with pytest.raises(InputError) as info:
        load_json("a\x00b.json")
    assert info.value.path == "$" and "NUL" in info.value.message


def test_too_many_entries_are_refused_before_the_schema():
    from checker.loading import MAX_ENTRIES

    doc = example()
    doc["players"] = [i if i % 2 else str(i) for i in range(MAX_ENTRIES + 1)]  # jsonschema: quadratic
    with pytest.raises(InputError) as info:
        scenario_from_json(doc, "s.json")
    assert info.value.path == "$.players"
    assert f"{MAX_ENTRIES + 1} entries" in info.value.message
    doc = example()
    doc["turn"][1]["events"] = [{"player": "red", "points": 1}] * (MAX_ENTRIES + 1)
    with pytest.raises(InputError) as info:
        scenario_from_json(doc, "s.json")
    assert info.value.path == "$.turn[1].events"


def test_too_many_values_are_refused_before_the_schema():
    from checker.loading import MAX_ENTRIES, MAX_VALUES

    doc = example()
    step = {"step": "score", "events": [{"player": "red", "points": 1}] * (MAX_ENTRIES // 2)}
    doc["turn"] = [step] * (MAX_VALUES // (MAX_ENTRIES // 2) + 1)
    with pytest.raises(InputError) as info:
        scenario_from_json(doc, "s.json")
    assert info.value.path == "$.turn" and f"more than {MAX_VALUES} values" in info.value.message


def test_the_size_limits_leave_extension_fields_and_extra_outcome_fields_alone():
    doc = example()
    doc["x-board"] = [{"tile": i} for i in range(20_000)]
    assert scenario_from_json(doc) == scenario_from_json(example())
    outcome = copy.deepcopy(FORMATS_OUTCOME)
    outcome["choices"] = list(range(20_000))
    assert outcome_from_json(outcome, two_player_scenario()) == Outcome.from_json(FORMATS_OUTCOME)


def test_a_late_duplicate_player_is_found_quickly():
    """The first repeat is found in one pass (it was quadratic)."""
    import time

    from checker.loading._schema import _first_repeat

    items = [f"p{i}" for i in range(200_000)] + ["p0"]
    start = time.monotonic()
    assert _first_repeat(items) == 200_000
    assert time.monotonic() - start < 5
    assert _first_repeat([True, 1, 1.0, "1", [1], {"a": 1}, {"a": 1}]) == 6
    assert _first_repeat(["a", "b"]) is None


def test_huge_numbers_in_outcome_messages_are_shortened():
    doc = copy.deepcopy(FORMATS_OUTCOME)
    doc["scores"]["red"] = 10**3000
    with pytest.raises(InputError) as info:
        outcome_from_json(doc, two_player_scenario(), "o.json")
    assert info.value.path == "$.scores.red"
    assert "got a 3001-digit number" in info.value.message and len(str(info.value)) < 200
