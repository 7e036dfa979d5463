"""Hostile Count, King & Robber input to ``enumerate`` and ``judge``, the
combined turn with The Robbers included (the contract of tests/hardening/:
bad input ends with exit 2 and one line naming the file and the JSON path;
never a traceback, never exit 0 on invalid input)."""

from __future__ import annotations

import copy
import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import spec
from checker.cli import main
from checker.count_king_robber import scenario_from_json, simulate
from checker.count_king_robber.loading import ckr_outcome_from_json
from checker.errors import InputError, LimitReached
from tests.hardening.inputs import ROOT, assert_bad_input, at, json_values, replaced, write

HOSTILE = settings(max_examples=80, deadline=None, suppress_health_check=list(HealthCheck))

# Every kind of field: the city with districts, tiles held, a challenge, a
# game end, and The Robbers on the score track with a placement step.
SCENARIO = {
    "expansion": "count-king-robber",
    "players": ["red", "blue"],
    "active": "red",
    "supply": {"red": {"meeple": 1}, "blue": {"abbot": 1}},
    "city": {"count": "castle", "districts": {"blacksmith": {"blue": {"meeple": 1}}}},
    "king": {"holder": "blue", "size": 4},
    "robber-baron": {"holder": None, "size": 0},
    "completed": {"cities": 2, "roads": 0},
    "robbers": {"track": 50, "markers": {"red": {"meeple": 10}, "blue": {"meeple": 20}},
                "robbers": {"red": 20, "blue": None}},
    "turn": [
        {"step": "place-robbers"},
        {"step": "score", "source": "features", "features": [
            {"id": "road", "kind": "road", "tiles": 3, "points": 3, "meeples": {"blue": {"meeple": 1}}},
            {"id": "abbey", "kind": "monastery", "meeples": {"blue": {"abbot": 1}}, "challenge": {"meeples": {"red": {"meeple": 1}}}},
        ]},
        {"step": "game-end", "features": [{"kind": "field", "cities": 2, "per-city": 1, "carcassonne": True, "meeples": {"red": {"meeple": 1}}}]},
    ],
}
ARGS = ("--edition", "ckr-hig-2017", "--with-robbers", "c3-2021")


def is_int(v) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def is_figures(v) -> bool:
    return isinstance(v, dict)


# path -> what a valid value there looks like (a value failing it is invalid)
TYPES = {
    ("players",): lambda v: isinstance(v, list),
    ("active",): lambda v: isinstance(v, str),
    ("supply", "red", "meeple"): is_int,
    ("city",): lambda v: isinstance(v, dict),
    ("city", "count"): lambda v: v in ("castle", "market", "blacksmith", "cathedral"),
    ("city", "districts", "blacksmith"): is_figures,
    ("king", "size"): is_int,
    ("completed", "cities"): is_int,
    ("robbers",): lambda v: isinstance(v, dict),
    ("robbers", "track"): is_int,
    ("robbers", "markers", "red", "meeple"): is_int,
    ("robbers", "robbers", "red"): lambda v: v is None or is_int(v),
    ("turn", 0, "step"): lambda v: v in ("place-robbers", "score", "game-end"),
    ("turn", 1, "features", 0, "tiles"): is_int,
    ("turn", 1, "features", 0, "points"): is_int,
    ("turn", 1, "features", 1, "challenge"): lambda v: isinstance(v, dict),
    ("turn", 2, "features", 0, "carcassonne"): lambda v: isinstance(v, bool),
}

# Invalid values of the right type: off the track, below 0, unknown names.
BAD_VALUES = [
    (("robbers", "robbers", "red"), st.integers(min_value=50) | st.integers(max_value=-1)),
    (("robbers", "track"), st.integers(max_value=1)),
    (("robbers", "markers", "blue", "meeple"), st.integers(max_value=-1)),
    (("robbers", "markers"), st.just({"red": {"meeple": 1}})),  # players without markers
    (("scores",), st.just({"red": 99})),  # disagrees with the markers
    (("supply", "red", "meeple"), st.integers(max_value=-1)),
    (("turn", 1, "features", 0, "points"), st.integers(max_value=0)),
    (("turn", 1, "features", 0, "meeples"), st.just({"grey": {"meeple": 1}})),
    (("king", "holder"), st.just("grey")),
]


@st.composite
def invalid_documents(draw):
    if draw(st.booleans()):
        path = draw(st.sampled_from(sorted(TYPES, key=str)))
        value = draw(json_values.filter(lambda v: not TYPES[path](v)))
    else:
        path, values = draw(st.sampled_from(BAD_VALUES))
        value = draw(values)
    return replaced(SCENARIO, path, value)


def _paths(doc, prefix=()):
    yield prefix
    if isinstance(doc, dict):
        for key, value in doc.items():
            yield from _paths(value, prefix + (key,))
    elif isinstance(doc, list):
        for i, value in enumerate(doc):
            yield from _paths(value, prefix + (i,))


PATHS = [p for p in _paths(SCENARIO) if p]


@st.composite
def mutated_documents(draw):
    """Any node replaced by any JSON value, or deleted: valid or not."""
    path = draw(st.sampled_from(PATHS))
    if draw(st.booleans()):
        return replaced(SCENARIO, path, draw(json_values))
    doc = copy.deepcopy(SCENARIO)
    del at(doc, path[:-1])[path[-1]]
    return doc


def run(capsys, *argv):
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


def test_the_base_scenario_is_valid(tmp_path, capsys):
    file = write(tmp_path, json.dumps(SCENARIO))
    code, out, err = run(capsys, "enumerate", file, *ARGS, "--json")
    assert code == 0, err
    assert json.loads(out)["outcomes"]


@HOSTILE
@given(doc=invalid_documents())
def test_invalid_combined_scenarios_are_one_line_and_exit_2(tmp_path_factory, capsys, doc):
    file = write(tmp_path_factory.mktemp("c"), json.dumps(doc))
    assert_bad_input(*run(capsys, "enumerate", file, *ARGS), file)


@HOSTILE
@given(doc=mutated_documents())
def test_any_mutation_is_played_or_refused_in_one_line(tmp_path_factory, capsys, doc):
    """Whatever the change, the command plays the turn (0) or refuses it in
    one line naming the file (2): never an internal error (3)."""
    file = write(tmp_path_factory.mktemp("m"), json.dumps(doc))
    code, out, err = run(capsys, "enumerate", file, *ARGS, "--max-outcomes", "500")
    assert code in (0, 1, 2), err
    if code == 2:
        assert_bad_input(code, out, err, file)
    if code == 1:  # only a limit reached, said in one line
        assert "outcomes" in err and len(err.splitlines()) == 1, err


@HOSTILE
@given(data=st.data())
def test_any_mutated_outcome_is_read_or_refused_with_a_path(data):
    """A claimed outcome of the base scenario with any node replaced or
    deleted: judge's reader accepts it or raises InputError naming a JSON
    path, never anything else."""
    outcome = BASE_OUTCOME
    path = data.draw(st.sampled_from([p for p in _paths(outcome) if p]))
    if data.draw(st.booleans()):
        claimed = replaced(outcome, path, data.draw(json_values))
    else:
        claimed = copy.deepcopy(outcome)
        del at(claimed, path[:-1])[path[-1]]
    try:
        ckr_outcome_from_json(claimed, BASE, "outcome.json")
    except InputError as error:
        assert error.path.startswith("$") and "\n" not in str(error)


BASE = scenario_from_json(SCENARIO)
BASE_OUTCOME = simulate(BASE, spec.resolve("ckr-hig-2017").with_companion(spec.resolve("c3-2021")))[0].to_json(BASE.players)


def _entry_turns():
    """examples/ckr-robbers-entry.json with its rules, and the same turn
    without The Robbers."""
    doc = json.loads((ROOT / "examples" / "ckr-robbers-entry.json").read_text())
    alone = {k: v for k, v in doc.items() if k != "robbers"}
    alone["turn"] = [step for step in doc["turn"] if step["step"] != "place-robbers"]
    return (
        (scenario_from_json(doc), spec.resolve("ckr-hig-2017").with_companion(spec.resolve("c3.1-2025"))),
        (scenario_from_json(alone), spec.resolve("ckr-hig-2017")),
    )


def test_the_timeout_counts_from_the_start_of_the_enumeration():
    """A millisecond is used up building the encoding, with or without The
    Robbers on the score track: the answer is "unknown", never a partial list."""
    from checker.count_king_robber import enumerate_outcomes

    for scenario, rules in _entry_turns():
        assert enumerate_outcomes(scenario, rules)
        with pytest.raises(LimitReached, match=r"time limit of 0\.001 s ran out after 0 outcomes"):
            enumerate_outcomes(scenario, rules, timeout=0.001)


def test_the_simulator_stops_at_its_state_limit():
    """Each distinct outcome comes from a distinct final state, so a limit
    below the outcome count must be reached (LimitReached, never a shorter
    list); a limit no step reaches changes nothing."""
    for scenario, rules in _entry_turns():
        full = simulate(scenario, rules)
        assert len(full) >= 2
        with pytest.raises(LimitReached, match=f"more than {len(full) - 1} states"):
            simulate(scenario, rules, max_states=len(full) - 1)
        assert simulate(scenario, rules, max_states=10_000) == full


def test_an_unknown_figure_is_named_with_the_figures_a_player_may_have():
    """A figure kind the schema does not allow is named with the allowed
    ones; The Robbers' words for an unknown marker kind ("a player has a
    meeple and may have a courier"), which the shared schema reader once gave
    here too, are theirs only (their robbers section still says so)."""
    doc = copy.deepcopy(SCENARIO)
    doc["supply"]["red"] = {"knight": 1}
    with pytest.raises(InputError) as error:
        scenario_from_json(doc, "s.json")
    assert str(error.value) == 's.json: $.supply.red.knight: unknown field "knight" (allowed: "meeple", "large", "abbot")'
    doc = copy.deepcopy(SCENARIO)
    doc["robbers"]["markers"]["red"] = {"meeple": 10, "knight": 3}
    with pytest.raises(InputError) as error:
        scenario_from_json(doc, "s.json")
    assert str(error.value) == ('s.json: $.robbers.markers.red.knight: unknown marker kind "knight": '
                                'a player has a "meeple" and may have a "courier"')
