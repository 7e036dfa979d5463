"""Hostile input, shared by the hardening tests of both modules: the base
documents, running the command in-process, the one-line error contract,
the installed script, and Ctrl-C as from a terminal."""

from __future__ import annotations

import copy
import json
import os
import signal
import subprocess
from pathlib import Path

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st

import spec
from checker.cli import main
from tests.loading.documents import FORMATS_EXAMPLE

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "examples" / "c1-example-1.json"
EDITIONS = sorted(spec.module_editions("robbers"))
HOSTILE = settings(max_examples=60, deadline=None, suppress_health_check=list(HealthCheck))

# A scenario with every kind of field (the Formats page's example, kept once
# in tests/loading/documents.py): 4 players, a courier, robbers on the track
# and in supply, all three kinds of step.
SCENARIO = json.loads(FORMATS_EXAMPLE)

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


# Six players who must each place a robber next to another's marker, with
# couriers: about a million outcomes, each a quick solver call. A limit per
# call would never stop it; the limit is for the whole enumeration. The
# benchmarks time the first outcomes of the same turn.
MILLION = json.loads((ROOT / "benchmarks" / "six-robbers.json").read_text(encoding="utf-8"))


def cpu_seconds(pid: int) -> float:
    """User and system time a running process has used, from /proc."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def sigint_at_default() -> None:
    # A test run started in the background inherits SIGINT ignored; a user's
    # Ctrl-C comes from a terminal, where it is at its default.
    signal.signal(signal.SIGINT, signal.SIG_DFL)
