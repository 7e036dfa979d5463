"""Hostile input to every command that reads a file (``enumerate``, ``judge``).

The contract (formats.md): bad input ends with exit status 2 and exactly one
line on stderr naming the file and the JSON path at fault; never a traceback,
never exit 0. Most cases run in-process through ``checker.cli.main``; a few run
the installed ``rulespec`` script, where a traceback or a stray byte on stderr
would be seen exactly as a user sees it. Also here: the ``--max-outcomes``
and ``--timeout`` limits, and byte-identical ``--json`` output across hash
seeds.
"""

from __future__ import annotations

import copy
import json
import os
import re
import signal
import subprocess
import time
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import spec
from checker.cli import main
from checker.loading import MAX_BYTES, format_path

ROOT = Path(__file__).resolve().parent.parent
EXAMPLE = ROOT / "examples" / "c1-example-1.json"
EDITIONS = sorted(spec.module_editions("robbers"))
HOSTILE = settings(max_examples=60, deadline=None, suppress_health_check=list(HealthCheck))

# A scenario with every kind of field (formats.md's example): 4 players, a
# courier, robbers on the track and in supply, all three kinds of step.
SCENARIO = {
    "expansion": "robbers",
    "track": 50,
    "players": ["red", "blue", "yellow", "green"],
    "active": "red",
    "markers": {
        "red": {"meeple": 14, "courier": 20},
        "blue": {"meeple": 20},
        "yellow": {"meeple": 3},
        "green": {"meeple": 62},
    },
    "robbers": {"blue": 20, "yellow": None},
    "turn": [
        {"step": "place-robbers"},
        {
            "step": "score",
            "source": "features",
            "events": [
                {"player": "red", "points": 3, "feature": "road"},
                {"player": "red", "points": 6, "feature": "city"},
            ],
        },
        {"step": "game-end"},
    ],
}

# A legal outcome of examples/c1-example-1.json (blue 33, red 8 + courier 20).
OUTCOME = {
    "markers": {"blue": {"meeple": 36}, "red": {"meeple": 11, "courier": 26}},
    "scores": {"blue": 36, "red": 37},
    "robbers": {"blue": None, "red": None},
    "steals": [{"thief": "blue", "victim": "red", "marker": "courier", "points": 3}],
}


def run(capsys, *argv):
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


def assert_bad_input(code, out, err, file, path=None):
    """Exit 2, nothing on stdout, one line ``rulespec: FILE: $PATH: message``."""
    assert code == 2, (code, err)
    assert out == ""
    assert "Traceback" not in err
    assert err.endswith("\n") and len(err.splitlines()) == 1, repr(err)
    prefix = f"rulespec: {file}: "
    assert err.startswith(prefix), repr(err)
    where = err[len(prefix):]
    assert where.startswith("$"), repr(err)
    if path is not None:
        assert where.startswith(path + ": "), (path, err)


def write(tmp_path, content, name="input.json") -> str:
    path = tmp_path / name
    path.write_bytes(content if isinstance(content, bytes) else content.encode("utf-8"))
    return str(path)


# --------------------------------------------------------------------------- hostile documents

# Finite JSON values (NaN and Infinity are covered as text below).
json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False, allow_infinity=False) | st.text(max_size=8),
    lambda children: st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=8), children, max_size=4),
    max_leaves=12,
)


def is_int(v) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def at(doc, path):
    for part in path:
        doc = doc[part]
    return doc


def replaced(base, path, value):
    doc = copy.deepcopy(base)
    if not path:
        return value
    at(doc, path[:-1])[path[-1]] = value
    return doc


def deleted(base, path):
    doc = copy.deepcopy(base)
    del at(doc, path[:-1])[path[-1]]
    return doc


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
        doc[draw(st.sampled_from(["x-deep", "notes", "turn"]))] = f"{DEEP}{draw(st.integers(64, 5000))}"
        return doc, "$"
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


# --------------------------------------------------------------------------- files that are not files


def test_directory_instead_of_a_file(tmp_path, capsys):
    assert_bad_input(*run(capsys, "enumerate", tmp_path, "--edition", "c1-rgg"), str(tmp_path), "$")
    assert_bad_input(*run(capsys, "judge", EXAMPLE, tmp_path, "--edition", "c1-rgg"), str(tmp_path), "$")
    assert_bad_input(*run(capsys, "judge", tmp_path, tmp_path, "--edition", "c1-rgg"), str(tmp_path), "$")


def test_missing_files(tmp_path, capsys):
    missing = str(tmp_path / "nope.json")
    assert_bad_input(*run(capsys, "enumerate", missing, "--edition", "c1-rgg"), missing, "$")
    assert_bad_input(*run(capsys, "judge", EXAMPLE, missing, "--edition", "c1-rgg"), missing, "$")


def test_file_names_that_would_break_the_line(tmp_path, capsys):
    """A newline or U+2028 in a file name is escaped, not printed raw."""
    for name in ("two\nlines.json", "sep\u2028arated.json", "bell\a.json"):
        path = tmp_path / name
        path.write_text("{")
        code, out, err = run(capsys, "enumerate", path, "--edition", "c1-rgg")
        assert code == 2 and out == "" and len(err.splitlines()) == 1, repr(err)
        assert ": $: invalid JSON" in err


def test_files_over_the_size_limit(tmp_path, capsys):
    big = tmp_path / "big.json"
    big.write_bytes(b'{"x-pad": "' + b"a" * MAX_BYTES + b'"}')
    for argv in (["enumerate", big], ["judge", EXAMPLE, big]):
        code, out, err = run(capsys, *argv, "--edition", "c1-rgg")
        assert_bad_input(code, out, err, str(big), "$")
        assert "too large" in err


@pytest.mark.parametrize(
    "field, value, path",
    [
        ("players", [i if i % 2 else str(i) for i in range(600_000)], "$.players"),  # quadratic uniqueItems
        ("turn", [{"step": "game-end"}] * 250_000, "$.turn"),  # ~0.5 ms per step to validate
        ("markers", {f"p{i}": {"meeple": 0} for i in range(150_000)}, "$.markers"),
        ("turn", [{"step": "score", "events": [{"player": "red", "points": 1}] * 1000}] * 60, "$.turn"),
    ],
    ids=["players", "steps", "markers", "events"],
)
def test_large_files_under_the_size_limit_are_refused_quickly(tmp_path, capsys, field, value, path):
    """Files just under 5 MB that the schema would take minutes to validate."""
    doc = dict(SCENARIO, **{field: value})
    file = tmp_path / "large.json"
    file.write_text(json.dumps(doc, separators=(",", ":")))
    assert file.stat().st_size <= MAX_BYTES
    start = time.monotonic()
    code, out, err = run(capsys, "enumerate", file, "--edition", "c1-rgg")
    assert time.monotonic() - start < 15
    assert_bad_input(code, out, err, str(file), path)
    assert "too large" in err


def test_large_extension_fields_are_still_fine(tmp_path, capsys):
    doc = dict(json.loads(EXAMPLE.read_text()), **{"x-board": [{"tile": i} for i in range(100_000)]})
    file = tmp_path / "annotated.json"
    file.write_text(json.dumps(doc))
    code, out, err = run(capsys, "enumerate", file, "--edition", "c1-hig-2013", "--json")
    assert (code, err) == (0, "") and len(json.loads(out)["outcomes"]) == 5


# --------------------------------------------------------------------------- editions


@settings(max_examples=40, deadline=None, suppress_health_check=list(HealthCheck))
@given(
    edition=st.text(max_size=20).filter(lambda s: not s.startswith("-"))
    | st.sampled_from(EDITIONS).flatmap(lambda e: st.sampled_from(["@", "+", "~", "@2013-13", "+x=y", "~nope"]).map(e.__add__))
)
def test_unknown_editions_are_one_line_and_exit_2(capsys, edition):
    """The scenario is fine; the edition reference is not (it names no file, so no JSON path)."""
    code, out, err = run(capsys, "enumerate", EXAMPLE, "--edition", edition, "--json")
    if code == 0:  # a valid reference after all
        assert edition.strip() in spec.EDITIONS
        return
    assert code == 2 and out == "" and "Traceback" not in err
    assert err.startswith("rulespec: ") and len(err.splitlines()) == 1, repr(err)


# --------------------------------------------------------------------------- through the installed script


def rulespec(*argv, env=None, timeout=120):
    return subprocess.run(
        ["rulespec", *map(os.fsencode, argv)], capture_output=True, timeout=timeout, env=env, cwd=ROOT, check=False
    )


SUBPROCESS_CASES = {
    "not-json": b"players: [red, blue]",
    "empty": b"",
    "non-utf8": json.dumps(SCENARIO).replace("yellow", "yell\udcffow").encode("utf-8", "surrogateescape"),
    "utf-16": json.dumps(SCENARIO).encode("utf-16"),
    # A valid scenario but for a player named with half a surrogate pair: it
    # used to pass the loader and crash the first print of the outcomes.
    "lone-surrogate": EXAMPLE.read_text().replace('"blue"', '"bl\\ud800ue"').encode(),
    "deep": b"[" * 100_000 + b"]" * 100_000,
    "huge-integer": b'{"track": ' + b"9" * 5000 + b"}",
    "seven-players": json.dumps(dict(SCENARIO, players=list("abcdefg"))).encode(),
}


@pytest.mark.parametrize("name", list(SUBPROCESS_CASES))
def test_bad_files_through_the_script(tmp_path, name):
    path = tmp_path / f"{name}.json"
    path.write_bytes(SUBPROCESS_CASES[name])
    result = rulespec("enumerate", path, "--edition", "c1-hig-2013", "--json")
    err = result.stderr.decode("utf-8")  # strict: the message itself must be UTF-8
    assert result.returncode == 2, err
    assert result.stdout == b"" and "Traceback" not in err
    assert len(err.splitlines()) == 1 and err.startswith(f"rulespec: {path}: $"), err


def test_directory_and_undecodable_file_name_through_the_script(tmp_path):
    result = rulespec("judge", EXAMPLE, tmp_path, "--edition", "c1-hig-2013")
    assert result.returncode == 2 and result.stdout == b""
    assert result.stderr.decode() == f"rulespec: {tmp_path}: $: is a directory, not a JSON file\n"
    odd = os.fsencode(tmp_path) + b"/caf\xe9.json"  # a Latin-1 name on a UTF-8 system
    with open(odd, "wb") as handle:
        handle.write(b"[]")
    result = subprocess.run(
        [b"rulespec", b"enumerate", odd, b"--edition", b"c1-rgg"], capture_output=True, timeout=120, check=False
    )
    err = result.stderr.decode("utf-8")
    assert result.returncode == 2 and len(err.splitlines()) == 1, err
    assert "caf\\xe9.json: $: a scenario must be a JSON object" in err


# --------------------------------------------------------------------------- limits

# Six players, each with a meeple and a courier, all on space 10 with every
# robber: a placement and a round in which everyone scores give thousands of
# outcomes.
MANY = {
    "players": ["red", "blue", "yellow", "green", "black", "grey"],
    "active": "red",
    "markers": {p: {"meeple": 10, "courier": 10} for p in ["red", "blue", "yellow", "green", "black", "grey"]},
    "robbers": {p: 10 for p in ["red", "blue", "yellow", "green", "black", "grey"]},
    "turn": [
        {"step": "place-robbers"},
        {"step": "score", "events": [{"player": p, "points": 3} for p in ["red", "blue", "yellow", "green", "black", "grey"]]},
    ],
}


def test_max_outcomes_stops_with_one_line_and_exit_1(tmp_path, capsys):
    file = tmp_path / "many.json"
    file.write_text(json.dumps(MANY))
    for extra in ([], ["--json"]):
        code, out, err = run(capsys, "enumerate", file, "--edition", "c1-hig-2013", "--max-outcomes", "5", *extra)
        assert code == 1 and out == "", err
        assert len(err.splitlines()) == 1 and "Traceback" not in err
        assert "more than 5 outcomes" in err and "--max-outcomes" in err


def test_max_outcomes_is_not_reached_at_the_exact_count(capsys):
    code, out, _ = run(capsys, "enumerate", EXAMPLE, "--edition", "c1-hig-2013", "--max-outcomes", "5", "--json")
    assert code == 0 and len(json.loads(out)["outcomes"]) == 5
    code, _, err = run(capsys, "enumerate", EXAMPLE, "--edition", "c1-hig-2013", "--max-outcomes", "4")
    assert code == 1 and "more than 4 outcomes" in err


def test_timeout_is_accepted(tmp_path, capsys):
    _, plain, _ = run(capsys, "enumerate", EXAMPLE, "--edition", "c1-hig-2013", "--json")
    code, timed, err = run(capsys, "enumerate", EXAMPLE, "--edition", "c1-hig-2013", "--json", "--timeout", "30")
    assert (code, err) == (0, "") and timed == plain
    legal = write(tmp_path, json.dumps(OUTCOME))
    assert run(capsys, "judge", EXAMPLE, legal, "--edition", "c1-hig-2013", "--timeout", "30")[0] == 0


def test_a_tiny_timeout_ends_in_one_line(tmp_path, capsys):
    """The limit counts from the start, so building the encoding alone uses
    up a millisecond: it stops before the outcome limit is reached."""
    file = tmp_path / "many.json"
    file.write_text(json.dumps(MANY))
    code, out, err = run(
        capsys, "enumerate", file, "--edition", "c1-hig-2013", "--timeout", "0.001", "--max-outcomes", "50"
    )
    assert code == 1 and out == "" and len(err.splitlines()) == 1, err
    assert "unknown: the time limit of 0.001 s ran out after 0 outcomes" in err


# Six players who must each place a robber next to another's marker, with
# couriers: about a million outcomes, each a quick solver call. A limit per
# call would never stop it; the limit is for the whole enumeration. The
# benchmarks time the first outcomes of the same turn.
MILLION = json.loads((ROOT / "benchmarks" / "six-robbers.json").read_text(encoding="utf-8"))


def _cpu_seconds(pid: int) -> float:
    """User and system time a running process has used, from /proc."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def sigint_at_default() -> None:
    # A test run started in the background inherits SIGINT ignored; a user's
    # Ctrl-C comes from a terminal, where it is at its default.
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def test_ctrl_c_during_solving_is_an_interruption(tmp_path):
    """Z3 catches SIGINT during a check and answers "unknown (canceled)", as
    for its timer: the command line takes the signal back (checker.interrupts)
    so that Ctrl-C ends the run (exit 130, one line), never an "unknown"
    verdict after which the run goes on.

    Each run takes minutes, and the signal goes once the run has used two
    CPU-seconds, well past its imports: a wall-clock wait sent it too early
    on a loaded machine and too late (after a default ``check`` ended) on an
    idle one."""
    file = write(tmp_path, json.dumps(MILLION))
    for argv in (
        ["enumerate", file, "--edition", "c3.1-2025"],
        ["enumerate", file, "--edition", "c3.1-2025", "--timeout", "600"],
        ["check", "--edition", "c3.1-2025", "--rounds", "3", "--events", "4"],
    ):
        process = subprocess.Popen(
            ["rulespec", *argv],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            cwd=ROOT,
            preexec_fn=sigint_at_default,
        )
        deadline = time.monotonic() + 120
        while process.poll() is None and _cpu_seconds(process.pid) < 2 and time.monotonic() < deadline:
            time.sleep(0.05)
        process.send_signal(signal.SIGINT)
        out, err = process.communicate(timeout=60)
        assert (process.returncode, out, err.decode()) == (130, b"", "rulespec: interrupted\n"), argv


def test_the_timeout_bounds_the_whole_enumeration(tmp_path):
    file = write(tmp_path, json.dumps(MILLION))
    result = rulespec("enumerate", file, "--edition", "c3.1-2025", "--timeout", "1", "--max-outcomes", "10000000")
    err = result.stderr.decode()
    assert result.returncode == 1 and result.stdout == b"" and len(err.splitlines()) == 1, err
    assert "unknown: the time limit of 1 s ran out after" in err and "Traceback" not in err


@pytest.mark.parametrize("option, value", [("--timeout", "nan"), ("--timeout", "inf"), ("--timeout", "-1"), ("--max-outcomes", "-1")])
def test_nonsense_limits_are_usage_errors(capsys, option, value):
    code, _, err = run(capsys, "enumerate", EXAMPLE, "--edition", "c1-hig-2013", option, value)
    assert code == 2 and len(err.splitlines()) == 1 and option in err


# --------------------------------------------------------------------------- reproducibility


@pytest.mark.parametrize(
    "example, edition",
    [("c1-example-4", "c1-hig-2013"), ("c3-example-1-placement", "c3-2021"), ("c1-example-3", "c1-zmg-bb4")],
)
def test_enumerate_json_is_byte_identical_across_hash_seeds(example, edition):
    outputs = set()
    for seed in ("0", "1", "4242"):
        env = {k: v for k, v in os.environ.items() if k != "RULESPEC_DEBUG"}
        env["PYTHONHASHSEED"] = seed
        result = rulespec("enumerate", ROOT / "examples" / f"{example}.json", "--edition", edition, "--json", env=env)
        assert result.returncode == 0, result.stderr.decode()
        outputs.add(result.stdout)
    assert len(outputs) == 1
    assert len(json.loads(outputs.pop())["outcomes"]) > 1
