"""The documents the input layer's tests start from: formats.md's example
scenario and outcome, verbatim, and small helpers to write and change them."""

from __future__ import annotations

import json

from checker.loading import (
    scenario_from_json,
)
from checker.robbers.model import Scenario

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
