"""Hostile Robbers documents to ``enumerate`` and ``judge``: wrong types,
missing and extra fields, bad numbers and players, broken bytes. Bad
input ends with exit 2 and one line naming the file and the JSON path;
never a traceback, never exit 0 on invalid input."""

from __future__ import annotations

import copy
import json
import re

from hypothesis import given
from hypothesis import strategies as st

from checker.loading import format_path
from tests.hardening.inputs import (
    EDITIONS,
    EXAMPLE,
    HOSTILE,
    OUTCOME,
    SCENARIO,
    assert_bad_input,
    at,
    deleted,
    is_int,
    json_values,
    replaced,
    run,
    write,
)

# path -> what a valid value there looks like
SCENARIO_TYPES = {
    (): lambda v: isinstance(v, dict),
    ("expansion",): lambda v: v == "robbers",
    ("track",): is_int,
    ("players",): lambda v: isinstance(v, list),
    ("active",): lambda v: isinstance(v, str),
    ("markers",): lambda v: isinstance(v, dict),
    ("markers", "blue"): lambda v: isinstance(v, dict),
    ("markers", "red", "meeple"): is_int,
    ("markers", "red", "courier"): is_int,
    ("robbers",): lambda v: isinstance(v, dict),
    ("robbers", "blue"): lambda v: v is None or is_int(v),
    ("turn",): lambda v: isinstance(v, list),
    ("turn", 0): lambda v: isinstance(v, dict),
    ("turn", 0, "step"): lambda v: v in ("place-robbers", "score", "game-end"),
    ("turn", 1, "source"): lambda v: isinstance(v, str),
    ("turn", 1, "events"): lambda v: isinstance(v, list),
    ("turn", 1, "events", 0): lambda v: isinstance(v, dict),
    ("turn", 1, "events", 0, "player"): lambda v: isinstance(v, str),
    ("turn", 1, "events", 0, "points"): is_int,
    ("turn", 1, "events", 1, "feature"): lambda v: isinstance(v, str),
}

SCENARIO_REQUIRED = {
    ("players",): (),
    ("active",): (),
    ("markers",): (),
    ("turn",): (),
    ("markers", "red", "meeple"): ("markers", "red"),
    ("markers", "green"): ("markers",),  # a player without markers
    ("turn", 0, "step"): ("turn", 0),
    ("turn", 1, "events"): ("turn", 1),
    ("turn", 1, "events", 0, "player"): ("turn", 1, "events", 0),
    ("turn", 1, "events", 0, "points"): ("turn", 1, "events", 0),
}

# container -> the field names allowed in it
SCENARIO_FIELDS = {
    (): ("expansion", "track", "players", "active", "markers", "robbers", "turn", "title", "description", "notes"),
    ("markers", "red"): ("meeple", "courier"),
    ("turn", 0): ("step",),
    ("turn", 1): ("step", "source", "events"),
    ("turn", 1, "events", 0): ("player", "points", "feature"),
    ("turn", 2): ("step",),
}

PLAYERS = tuple(SCENARIO["players"])
names = st.text(min_size=1, max_size=10).filter(lambda s: s not in PLAYERS)


@st.composite
def wrong_type(draw, base, types):
    path = draw(st.sampled_from(sorted(types, key=str)))
    value = draw(json_values.filter(lambda v: not types[path](v)))
    return replaced(base, path, value), format_path(path)


@st.composite
def missing_field(draw, base, required):
    path = draw(st.sampled_from(sorted(required, key=str)))
    return deleted(base, path), format_path(required[path])


@st.composite
def extra_field(draw, base, fields):
    container = draw(st.sampled_from(sorted(fields, key=str)))
    key = draw(st.text(max_size=12).filter(lambda k: k not in fields[container] and not k.startswith("x-")))
    doc = copy.deepcopy(base)
    at(doc, container)[key] = draw(json_values)
    return doc, format_path(container + (key,))


@st.composite
def bad_number(draw):
    """Huge, negative, zero or off-the-track numbers where a number belongs."""
    huge = st.integers(7, 4200).map(lambda e: 10**e) | st.integers(10**6 + 1, 10**12)
    path, value = draw(
        st.sampled_from(
            [
                (("track",), huge),
                (("track",), st.integers(max_value=1)),
                (("markers", "red", "meeple"), huge),
                (("markers", "yellow", "meeple"), st.integers(max_value=-1)),
                (("turn", 1, "events", 0, "points"), huge | huge.map(lambda n: -n)),
                (("turn", 1, "events", 1, "points"), st.just(0)),
                (("robbers", "blue"), st.integers(max_value=-1)),  # negative spaces
                (("robbers", "yellow"), st.integers(min_value=50) | huge),  # off the track
            ]
        )
    )
    return replaced(SCENARIO, path, draw(value)), format_path(path)


@st.composite
def bad_players(draw):
    """Unknown, duplicated, too few or too many players."""
    kind = draw(st.sampled_from(["active", "event", "robber", "markers", "duplicate", "count"]))
    doc = copy.deepcopy(SCENARIO)
    if kind == "active":
        doc["active"] = draw(names)
        return doc, "$.active"
    if kind == "event":
        doc["turn"][1]["events"][1]["player"] = draw(names)
        return doc, "$.turn[1].events[1].player"
    if kind in ("robber", "markers"):
        name = draw(names)
        field = "robbers" if kind == "robber" else "markers"
        doc[field][name] = None if kind == "robber" else {"meeple": 0}
        return doc, format_path((field, name))
    if kind == "duplicate":
        players = list(PLAYERS)
        for _ in range(draw(st.integers(1, 3))):
            players.insert(draw(st.integers(0, len(players))), draw(st.sampled_from(PLAYERS)))
        doc["players"] = players
        if len(players) > 6:
            return doc, "$.players"
        first = next(i for i, p in enumerate(players) if p in players[:i])
        return doc, f"$.players[{first}]"
    count = draw(st.sampled_from([0, 1]) | st.integers(7, 40))
    doc["players"] = [f"p{i}" for i in range(count)]
    return doc, "$.players"


@st.composite
def bad_structure(draw):
    """Step order, unsupported expansions, deep nesting, lone surrogates."""
    kind = draw(st.sampled_from(["game-end twice", "place after end", "expansion", "deep", "surrogate"]))
    doc = copy.deepcopy(SCENARIO)
    if kind == "game-end twice":
        doc["turn"].append({"step": "game-end"})
        return doc, "$.turn[3]"
    if kind == "place after end":
        doc["turn"].append({"step": "place-robbers"})
        return doc, "$.turn[3]"
    if kind == "expansion":
        doc["expansion"] = draw(st.text(max_size=20).filter(lambda s: s != "robbers"))
        return doc, "$.expansion"
    if kind == "deep":  # written out by `serialized`: json.dumps would recurse
        key = draw(st.sampled_from(["x-deep", "notes", "turn"]))
        doc[key] = f"{DEEP}{draw(st.integers(64, 5000))}"
        return doc, f"$.{key}" + "[0]" * 63  # the 65th level: the document, the field's array, 63 more
    # A \ud800 escape without its pair: valid JSON text, not valid Unicode.
    path = draw(st.sampled_from([("active",), ("players", 1), ("turn", 1, "events", 0, "feature"), ("title",)]))
    doc = replaced(doc, path, "x\ud800" if draw(st.booleans()) else "\udfff")
    return doc, format_path(path)


def scenario_documents():
    return st.one_of(
        wrong_type(SCENARIO, SCENARIO_TYPES),
        missing_field(SCENARIO, SCENARIO_REQUIRED),
        extra_field(SCENARIO, SCENARIO_FIELDS),
        bad_number(),
        bad_players(),
        bad_structure(),
    )


DEEP = "\x00deep:"


@st.composite
def serialized(draw, documents):
    """A hostile document as bytes, written in one of several valid layouts."""
    doc, path = draw(documents)
    indent = draw(st.sampled_from([None, 0, 2, "\t"]))
    text = json.dumps(doc, indent=indent, allow_nan=False)
    text = re.sub(r'"\\u0000deep:(\d+)"', lambda m: "[" * int(m[1]) + "]" * int(m[1]), text)
    data = text.encode("utf-8")
    if draw(st.booleans()):
        data = b"\xef\xbb\xbf" + data  # a UTF-8 byte order mark is accepted
    return data, path


def broken_bytes(base):
    """Files that are not JSON at all, whatever the document was meant to be."""
    text = json.dumps(base, indent=1)

    @st.composite
    def build(draw):
        kind = draw(st.sampled_from(["truncated", "bad byte", "nan", "duplicate key", "garbage", "empty", "utf-16"]))
        if kind == "truncated":
            return text[: draw(st.integers(0, len(text) - 1))].encode()
        if kind == "bad byte":
            at_ = draw(st.integers(0, len(text)))
            byte = draw(st.sampled_from([0x80, 0xA0, 0xBF, 0xC0, 0xC1, 0xF5, 0xFE, 0xFF]))
            return text[:at_].encode() + bytes([byte]) + text[at_:].encode()
        if kind == "nan":
            token = draw(st.sampled_from(["NaN", "Infinity", "-Infinity"]))
            return re.sub(r"(?<=: )\d+", token, text, count=1).encode()
        if kind == "duplicate key":
            key = draw(st.sampled_from(sorted(base)))
            return ("{" + json.dumps(key) + ": null, " + text[1:]).encode()
        if kind == "garbage":
            return draw(st.binary(max_size=60))
        if kind == "empty":
            return draw(st.sampled_from([b"", b" ", b"\n\n", b"\t \r\n"]))
        return text.encode("utf-16")

    return build()


@HOSTILE
@given(case=serialized(scenario_documents()), edition=st.sampled_from(EDITIONS))
def test_hostile_scenarios_enumerate(tmp_path_factory, capsys, case, edition):
    data, path = case
    file = write(tmp_path_factory.mktemp("s"), data, "scenario.json")
    assert_bad_input(*run(capsys, "enumerate", file, "--edition", edition, "--json"), file, path)


@HOSTILE
@given(data=broken_bytes(SCENARIO), edition=st.sampled_from(EDITIONS))
def test_broken_scenario_files_enumerate(tmp_path_factory, capsys, data, edition):
    file = write(tmp_path_factory.mktemp("s"), data, "scenario.json")
    code, out, err = run(capsys, "enumerate", file, "--edition", edition)
    # Random bytes may be JSON (``7``, ``{}``), which is then not a scenario.
    assert_bad_input(code, out, err, file)


@HOSTILE
@given(case=serialized(scenario_documents()))
def test_hostile_scenarios_judge(tmp_path_factory, capsys, case):
    """judge reads the scenario first: it is the file named, even with a good outcome."""
    data, path = case
    directory = tmp_path_factory.mktemp("j")
    scenario = write(directory, data, "scenario.json")
    outcome = write(directory, json.dumps(OUTCOME), "outcome.json")
    assert_bad_input(*run(capsys, "judge", scenario, outcome, "--edition", "c1-hig-2013"), scenario, path)


OUTCOME_TYPES = {
    (): lambda v: isinstance(v, dict),
    ("markers",): lambda v: isinstance(v, dict),
    ("markers", "blue"): lambda v: isinstance(v, dict),
    ("markers", "blue", "meeple"): is_int,
    ("markers", "red", "courier"): is_int,
    ("scores",): lambda v: isinstance(v, dict),
    ("scores", "red"): is_int,
    ("robbers",): lambda v: isinstance(v, dict),
    ("robbers", "red"): lambda v: v is None or is_int(v),
    ("steals",): lambda v: isinstance(v, list),
    ("steals", 0): lambda v: isinstance(v, dict),
    ("steals", 0, "thief"): lambda v: isinstance(v, str),
    ("steals", 0, "victim"): lambda v: isinstance(v, str),
    ("steals", 0, "marker"): lambda v: v in ("meeple", "courier"),
    ("steals", 0, "points"): is_int,
}

OUTCOME_REQUIRED = {
    ("markers",): (),
    ("robbers",): (),
    ("markers", "blue"): ("markers",),
    ("markers", "red", "courier"): ("markers", "red"),
    ("markers", "red", "meeple"): ("markers", "red"),
    ("robbers", "red"): ("robbers",),
    ("scores", "blue"): ("scores",),
    ("steals", 0, "thief"): ("steals", 0),
    ("steals", 0, "marker"): ("steals", 0),
}


@st.composite
def bad_outcome_values(draw):
    doc = copy.deepcopy(OUTCOME)
    kind = draw(st.sampled_from(["unknown", "negative", "score", "off track", "courier", "thief"]))
    if kind == "unknown":
        field = draw(st.sampled_from(["markers", "robbers", "scores"]))
        name = draw(st.text(min_size=1, max_size=10).filter(lambda s: s not in ("red", "blue")))
        doc[field][name] = {"meeple": 1} if field == "markers" else 1
        return doc, format_path((field, name))
    if kind == "negative":
        path = draw(st.sampled_from([("markers", "blue", "meeple"), ("robbers", "red"), ("steals", 0, "points")]))
        return replaced(doc, path, draw(st.integers(max_value=-1))), format_path(path)
    if kind == "score":
        doc["scores"]["red"] = draw(st.integers(min_value=0).filter(lambda n: n != 37))
        return doc, "$.scores.red"
    if kind == "off track":
        doc["robbers"]["blue"] = draw(st.integers(min_value=50) | st.integers(7, 4000).map(lambda e: 10**e))
        return doc, "$.robbers.blue"
    if kind == "courier":  # blue has no courier in the scenario
        doc["markers"]["blue"]["courier"] = draw(st.integers(0, 100))
        return doc, "$.markers.blue.courier"
    doc["steals"][0]["thief"] = draw(st.text(max_size=10).filter(lambda s: s not in ("red", "blue")))
    return doc, "$.steals[0].thief"


def outcome_documents():
    return st.one_of(
        wrong_type(OUTCOME, OUTCOME_TYPES),
        missing_field(OUTCOME, OUTCOME_REQUIRED),
        bad_outcome_values(),
    )


@HOSTILE
@given(case=serialized(outcome_documents()), edition=st.sampled_from(EDITIONS))
def test_hostile_outcomes_judge(tmp_path_factory, capsys, case, edition):
    data, path = case
    outcome = write(tmp_path_factory.mktemp("o"), data, "outcome.json")
    assert_bad_input(*run(capsys, "judge", EXAMPLE, outcome, "--edition", edition, "--json"), outcome, path)


@HOSTILE
@given(data=broken_bytes(OUTCOME))
def test_broken_outcome_files_judge(tmp_path_factory, capsys, data):
    outcome = write(tmp_path_factory.mktemp("o"), data, "outcome.json")
    assert_bad_input(*run(capsys, "judge", EXAMPLE, outcome, "--edition", "c1-hig-2013"), outcome)


def test_the_base_documents_are_valid(tmp_path, capsys):
    """The hostile cases above are one change away from input that works."""
    code, out, err = run(capsys, "judge", EXAMPLE, write(tmp_path, json.dumps(OUTCOME)), "--edition", "c1-hig-2013")
    assert (code, err) == (0, "")
    code, out, err = run(capsys, "enumerate", write(tmp_path, json.dumps(SCENARIO)), "--edition", "c1-hig-2013", "--json")
    assert (code, err) == (0, "") and json.loads(out)["outcomes"]
