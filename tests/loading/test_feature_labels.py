"""A Robbers event's ``feature`` is a free label that no rule reads; any
string stays valid (the format promises it). A label one slip away from a
feature the docs use ("raod") gets a one-line warning with the likely one;
labels of one's own ("x-bazaar", "city-1", the suite's "f0.1") get none."""

from __future__ import annotations

import json
import warnings

import pytest

from checker.cli import main
from checker.errors import InputWarning
from checker.loading import scenario_from_json


def scenario(*labels) -> dict:
    events = [{"player": "red", "points": 2, **({"feature": label} if label is not None else {})} for label in labels]
    return {"players": ["red", "blue"], "active": "red", "markers": {"red": {"meeple": 3}, "blue": {"meeple": 0}},
            "turn": [{"step": "score", "events": events}]}


def warned(doc) -> list[str]:
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        scenario_from_json(doc, "s.json")
    return [str(w.message) for w in caught if issubclass(w.category, InputWarning)]


@pytest.mark.parametrize("typo, meant", [("raod", "road"), ("citty", "city"), ("Monastry", "monastery"), ("feild", "field")])
def test_a_near_miss_is_warned_about_with_the_likely_feature(typo, meant):
    (message,) = warned(scenario("road", typo))
    assert message.startswith(f's.json: $.turn[0].events[1].feature: "{typo}" is not a feature rulespec knows; '
                              f"did you mean '{meant}'?")


@pytest.mark.parametrize("label", ["road", "city", "monastery", "field", "garden", "shrine", "x-raod", "city-1",
                                   "f0.1", "abbey", "", None, "my own label"])
def test_other_labels_are_taken_as_meant(label):
    assert warned(scenario(label)) == []


def test_the_command_warns_in_one_line_and_plays_the_turn(tmp_path, capsys):
    path = tmp_path / "typo.json"
    path.write_text(json.dumps(scenario("raod")))
    code = main(["enumerate", str(path), "--edition", "c3.1-2025", "--json"])
    out, err = capsys.readouterr()
    assert code == 0 and json.loads(out)["outcomes"]
    assert err.startswith(f"rulespec: warning: {path}: $.turn[0].events[0].feature: \"raod\"") and err.count("\n") == 1
