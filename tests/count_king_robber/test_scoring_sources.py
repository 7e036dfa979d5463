"""A feature in a scoring of the wrong source is refused (issue 45, item 3).

003: figures move from a district "When a feature (city, road, monastery, or
shrine) is completed, before it is scored"; a field scores before the end
only "If a barn placement or field connection triggers a field scoring". So
a field is never among the features a tile completed (source ``features``),
and a barn's or a field connection's scoring holds fields only.
"""

from __future__ import annotations

import copy
import json

import pytest

from checker.cli import main
from spec.texts import source_text
from tests.hardening.inputs import ROOT
from tests.needs import SOURCES

FIELD = {"id": "meadow", "kind": "field", "cities": 2, "per-city": 1, "carcassonne": False,
         "meeples": {"blue": {"meeple": 1}}}
CITY = {"id": "town", "kind": "city", "tiles": 3, "points": 6, "meeples": {"blue": {"meeple": 1}}}


def turn_with(source: str, *features) -> dict:
    """The issue's turn: Red's tile; Blue's farmer; a meeple of Red's waiting in the market."""
    doc = json.loads((ROOT / "examples" / "ckr-field-connection.json").read_text())
    doc["city"]["districts"]["market"] = {"red": {"meeple": 1}}
    doc["turn"] = [{"step": "score", "source": source, "features": [copy.deepcopy(f) for f in features]}]
    return doc


def run(tmp_path, capsys, doc):
    path = tmp_path / "turn.json"
    path.write_text(json.dumps(doc))
    code = main(["enumerate", str(path), "--edition", "ckr-hig-2017"])
    out, err = capsys.readouterr()
    return code, out, err


def test_a_field_among_the_completed_features_is_refused(tmp_path, capsys):
    code, out, err = run(tmp_path, capsys, turn_with("features", FIELD))
    assert code == 2 and out == "" and err.count("\n") == 1
    assert "$.turn[0].features[0].kind" in err
    assert "'barn'" in err and "'field-connection'" in err
    assert "When a feature (city, road, monastery, or shrine) is completed, before it is scored" in err
    assert "If a barn placement or field connection triggers a field scoring" in err


def test_the_same_field_scored_by_a_field_connection_is_played(tmp_path, capsys):
    """Hand-worked: Blue's farmer scores 2 cities x 1 (12 -> 14); Red gains
    nothing while Blue does, so Red may enter the city; Red's market meeple
    may join the field first ("you may move meeples from the market ... to
    that field"), which would give Red points and bar the entry."""
    code, _, err = run(tmp_path, capsys, turn_with("field-connection", FIELD))
    assert code == 0, err


@pytest.mark.parametrize("source", ["barn", "field-connection"])
def test_a_barn_scoring_holds_fields_only(tmp_path, capsys, source):
    code, out, err = run(tmp_path, capsys, turn_with(source, FIELD, CITY))
    assert code == 2 and out == "" and err.count("\n") == 1
    assert "$.turn[0].features[1].kind" in err and "fields only" in err


def test_a_message_may_still_score_either(tmp_path, capsys):
    """Another source scores incomplete features, whatever their kind: the rule is about completion."""
    city = {**CITY, "points": 3}
    code, _, err = run(tmp_path, capsys, turn_with("message", FIELD, city))
    assert code == 0, err


@SOURCES
def test_the_quoted_sentences_are_in_the_rules_page():
    text = source_text("003")
    text.find("When a feature (city, road, monastery, or shrine) is completed, before it is scored …")
    text.find("If a barn placement or field connection triggers a field scoring …")


def test_the_conformance_candidates_are_valid_by_construction():
    """The suite's candidate turns draw a source that fits their features'
    kinds, so the loader refuses none of them (the stream skips a refused
    draw silently: a generator that broke the rule would lose vectors unseen)."""
    import random

    from checker.count_king_robber.conformance import candidates
    from checker.count_king_robber.loading import ckr_scenario_from_json

    rng = random.Random("issue-45")
    for _ in range(400):
        doc = candidates.document(rng, 3, 3, 3)
        ckr_scenario_from_json(doc, file="<candidate>")  # raises InputError on a refused draw
