"""The input layer never lets a traceback through: random and mutated
documents and bytes give a value or an InputError; hostile names, sizes
and numbers are refused in one printable line."""

from __future__ import annotations

import copy
import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from checker.errors import InputError
from checker.loading import (
    load_json,
    load_scenario,
    outcome_from_json,
    scenario_from_json,
)
from checker.robbers.model import Outcome, Scenario
from tests.loading.documents import FORMATS_OUTCOME, example, two_player_scenario, write

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
    start = time.process_time()  # CPU seconds: the work done, whatever else the machine runs
    assert _first_repeat(items) == 200_000
    assert time.process_time() - start < 5
    assert _first_repeat([True, 1, 1.0, "1", [1], {"a": 1}, {"a": 1}]) == 6
    assert _first_repeat(["a", "b"]) is None


def test_huge_numbers_in_outcome_messages_are_shortened():
    doc = copy.deepcopy(FORMATS_OUTCOME)
    doc["scores"]["red"] = 10**3000
    with pytest.raises(InputError) as info:
        outcome_from_json(doc, two_player_scenario(), "o.json")
    assert info.value.path == "$.scores.red"
    assert "got a 3001-digit number" in info.value.message and len(str(info.value)) < 200
