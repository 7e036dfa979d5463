"""The input layer on valid input: formats.md's examples, defaults,
annotations, standard input, round trips, and the published schemas."""

from __future__ import annotations

import copy
import io
import json
import sys

import pytest
from jsonschema import Draft202012Validator

from checker.errors import InputError
from checker.loading import (
    format_path,
    load_json,
    load_outcome,
    load_scenario,
    outcome_from_json,
    scenario_from_json,
    schema,
    validate,
)
from checker.robbers.model import GAME_END, PLACE, SCORE, Event, Outcome, Steal, Step
from tests.loading.documents import FORMATS_EXAMPLE, FORMATS_OUTCOME, example, minimal, two_player_scenario, write

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
