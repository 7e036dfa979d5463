"""Reading scenario and outcome documents (formats.md), with errors people can act on.

Every problem with the input is an :class:`~checker.errors.InputError` that names
the file and the JSON path at fault (``scenario.json: $.turn[1].events[0].points:
points must be non-zero``); nothing here lets a traceback through for bad input.

Checking happens in three layers:

1. :func:`load_json` reads bytes and parses JSON: missing or unreadable file,
   more than 5 MB, not UTF-8, invalid JSON (with line and column), NaN or
   Infinity, duplicate keys in an object, nesting deeper than 64 levels.
2. The published JSON Schemas (``checker/schemas/*.schema.json``, draft 2020-12),
   with one stricter reading: a whole number must be a JSON integer, so ``3.0``
   and ``true`` are rejected where an integer is expected. Of all schema
   errors, the one with the smallest JSON path is reported.
3. Checks a schema cannot express (players named consistently, robbers on the
   track, the order of the steps), again reporting the smallest path.

Scenario documents may carry annotations that rulespec ignores: ``title``,
``description``, ``notes`` and any top-level field whose name starts with
``x-``. Any other unknown top-level field is an error (it is most likely a typo).
"""

from __future__ import annotations

import codecs
import json
import os
import re
import sys
from functools import lru_cache
from importlib import resources
from typing import Any, Iterable, Mapping

from jsonschema import Draft202012Validator, validators
from referencing import Registry, Resource

from .errors import InputError
from .scenario import GAME_END, KINDS, MEEPLE, PLACE, SCORE, Event, Outcome, Scenario, Step

__all__ = [
    "MAX_BYTES",
    "MAX_DEPTH",
    "MAX_POINTS",
    "MAX_TRACK",
    "SCHEMA_NAMES",
    "format_path",
    "load_json",
    "load_outcome",
    "load_scenario",
    "outcome_from_json",
    "scenario_from_json",
    "schema",
    "validate",
]

MAX_BYTES = 5 * 1024 * 1024
"""Largest input file accepted, in bytes (5 MB)."""
MAX_DEPTH = 64
"""Deepest nesting of arrays and objects accepted."""
MAX_POINTS = 10**6
"""Largest absolute value of a scenario's marker scores and event points."""
MAX_TRACK = 1000
"""Longest score track accepted."""
DEFAULT_TRACK = 50
DEFAULT_SOURCE = "features"
SUPPORTED_EXPANSIONS = ("robbers",)

SCHEMA_NAMES = ("scenario", "outcome", "enumerate-result")
SCHEMA_BASE = "https://rulespec.example/schemas/"
_DOCUMENT_WORDS = {"scenario": "a scenario", "outcome": "an outcome", "enumerate-result": "an enumerate result"}
ANNOTATION_FIELDS = ("title", "description", "notes")

# Integers beyond this cannot even be printed by Python (int max str digits).
_HUGE = 10**4000

JsonPath = tuple  # of str (object keys) and int (array indexes)


# --------------------------------------------------------------------------- paths and wording


_IDENT = re.compile(r"[A-Za-z_][A-Za-z0-9_-]*\Z")


def format_path(parts: Iterable[str | int]) -> str:
    """``("turn", 1, "events", 0)`` -> ``$.turn[1].events[0]``; odd keys in brackets."""
    out = "$"
    for part in parts:
        if isinstance(part, int):
            out += f"[{part}]"
        elif _IDENT.match(part):
            out += "." + part
        else:
            out += "[" + _quote(part) + "]"
    return out


def _path_key(path: JsonPath) -> tuple:
    """Deterministic order of paths: element by element, array indexes before keys."""
    return tuple((0, p, "") if isinstance(p, int) else (1, 0, str(p)) for p in path)


def _quote(text: str, limit: int = 60) -> str:
    """A name for a one-line message: JSON-quoted (so no raw newlines), shortened."""
    if len(text) > limit:
        text = text[:limit] + "..."
    return json.dumps(text, ensure_ascii=False)


def _show(value: Any) -> str:
    """A value as a person would write it in JSON, shortened for one line."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if value is None:
        return "null"
    if isinstance(value, int):
        if abs(value) >= _HUGE:
            return "a number too large to print"
        text = str(value)
        return text if len(text) <= 40 else f"a {len(text)}-digit number"
    if isinstance(value, float):
        if value != value:
            return "NaN"
        if value in (float("inf"), float("-inf")):
            return "Infinity" if value > 0 else "-Infinity"
        return repr(value)
    if isinstance(value, str):
        return _quote(value)
    if isinstance(value, dict):
        return "an object"
    if isinstance(value, list):
        return "an array"
    return f"a Python {type(value).__name__}"


def _got(value: Any) -> str:
    if isinstance(value, (dict, list)):
        return "got " + _show(value)
    if isinstance(value, str):
        return "got the string " + _show(value)
    return "got " + _show(value)


_TYPE_WORDS = {
    "integer": "a whole number",
    "number": "a number",
    "string": "a string",
    "object": "an object",
    "array": "an array",
    "boolean": "true or false",
    "null": "null",
}


def _names(items: Iterable[str]) -> str:
    return ", ".join(_quote(x) for x in items)


def _first(file: str, problems: list[tuple[JsonPath, str]]) -> None:
    """Raise the problem with the smallest path (first found among equals)."""
    if problems:
        path, message = min(enumerate(problems), key=lambda ip: (_path_key(ip[1][0]), ip[0]))[1]
        raise InputError(file, format_path(path), message)


# --------------------------------------------------------------------------- reading JSON


class _Rejected(Exception):
    """Raised from inside the JSON parser's hooks."""


class _DuplicateKeys(dict):
    """An object that had a repeated key; never escapes this module."""

    duplicate: str = ""


def _object(pairs: list[tuple[str, Any]]) -> dict:
    result = dict(pairs)
    if len(result) != len(pairs):
        seen: set[str] = set()
        result = _DuplicateKeys(result)
        for key, _ in pairs:
            if key in seen:
                result.duplicate = key
                break
            seen.add(key)
    return result


def _constant(name: str) -> Any:
    raise _Rejected(f"{name} is not valid JSON (numbers must be finite)")


def _integer(text: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise _Rejected(f"number out of range: a {len(text)}-digit integer") from None


def _label(path: str | os.PathLike) -> str:
    path = os.fspath(path)
    return "<stdin>" if path == "-" else str(path)


def _read_bytes(path: str, label: str) -> bytes:
    if path == "-":
        stream = getattr(sys.stdin, "buffer", sys.stdin)
        try:
            data = stream.read(MAX_BYTES + 1) if stream is not None else b""
        except (OSError, ValueError) as exc:
            raise InputError(label, "$", f"cannot read standard input: {exc}") from None
        if isinstance(data, str):
            data = data.encode("utf-8", "surrogatepass")
    else:
        try:
            with open(path, "rb") as handle:
                data = handle.read(MAX_BYTES + 1)
        except FileNotFoundError:
            raise InputError(label, "$", "file not found") from None
        except IsADirectoryError:
            raise InputError(label, "$", "is a directory, not a JSON file") from None
        except PermissionError:
            raise InputError(label, "$", "cannot read the file: permission denied") from None
        except OSError as exc:
            raise InputError(label, "$", f"cannot read the file: {exc.strerror or exc}") from None
    if len(data) > MAX_BYTES:
        raise InputError(label, "$", f"file is too large: more than {MAX_BYTES // (1024 * 1024)} MB")
    return data


def _decode(data: bytes, label: str) -> str:
    if data.startswith(codecs.BOM_UTF8):
        data = data[len(codecs.BOM_UTF8):]
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data.count(b"\n", 0, exc.start) + 1
        column = exc.start - (data.rfind(b"\n", 0, exc.start) + 1) + 1
        hint = ""
        if data[:2] in (codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE):
            hint = " (the file looks like UTF-16; save it as UTF-8)"
        raise InputError(
            label,
            "$",
            f"not UTF-8 text: invalid byte 0x{data[exc.start]:02x} at line {line}, column {column}{hint}",
        ) from None


def _check_tree(doc: Any, file: str) -> None:
    """Depth, duplicate keys, key types and printable numbers, without recursion."""
    stack: list[tuple[Any, int, JsonPath]] = [(doc, 1, ())]
    while stack:
        value, depth, path = stack.pop()
        if isinstance(value, dict):
            if depth > MAX_DEPTH:
                raise InputError(file, "$", f"nested deeper than {MAX_DEPTH} levels")
            if isinstance(value, _DuplicateKeys):
                raise InputError(file, format_path(path), f"duplicate key {_quote(value.duplicate)} in one object")
            for key, item in value.items():
                if not isinstance(key, str):
                    raise InputError(file, format_path(path), f"object keys must be strings, got {_show(key)}")
                if isinstance(item, (dict, list)):
                    stack.append((item, depth + 1, path + (key,)))
                elif isinstance(item, int) and not isinstance(item, bool) and abs(item) >= _HUGE:
                    raise InputError(file, format_path(path + (key,)), "number out of range")
        elif isinstance(value, list):
            if depth > MAX_DEPTH:
                raise InputError(file, "$", f"nested deeper than {MAX_DEPTH} levels")
            for index, item in enumerate(value):
                if isinstance(item, (dict, list)):
                    stack.append((item, depth + 1, path + (index,)))
                elif isinstance(item, int) and not isinstance(item, bool) and abs(item) >= _HUGE:
                    raise InputError(file, format_path(path + (index,)), "number out of range")
        elif isinstance(value, int) and not isinstance(value, bool) and abs(value) >= _HUGE:
            raise InputError(file, format_path(path), "number out of range")


def load_json(path: str | os.PathLike) -> Any:
    """Parse the JSON file at ``path`` (``"-"``: standard input, named ``<stdin>``).

    Raises :class:`InputError` at ``$`` for a missing or unreadable file, more
    than 5 MB, bytes that are not UTF-8, invalid JSON (with line and column),
    NaN/Infinity, or nesting deeper than 64 levels; and at the object's path
    for a key repeated within one object.
    """
    path = os.fspath(path)
    label = _label(path)
    text = _decode(_read_bytes(path, label), label)
    if not text.strip():
        raise InputError(label, "$", "the file is empty: expected a JSON document")
    try:
        doc = json.loads(text, object_pairs_hook=_object, parse_constant=_constant, parse_int=_integer)
    except json.JSONDecodeError as exc:
        raise InputError(label, "$", f"invalid JSON at line {exc.lineno}, column {exc.colno}: {exc.msg}") from None
    except RecursionError:
        raise InputError(label, "$", f"nested deeper than {MAX_DEPTH} levels") from None
    except _Rejected as exc:
        raise InputError(label, "$", str(exc)) from None
    except ValueError as exc:  # anything else the parser refuses
        raise InputError(label, "$", f"invalid JSON: {exc}") from None
    _check_tree(doc, label)
    return doc


# --------------------------------------------------------------------------- schemas


def _schema_file(name: str) -> str:
    base = name[: -len(".schema.json")] if name.endswith(".schema.json") else name
    if base not in SCHEMA_NAMES:
        raise ValueError(f"unknown schema {name!r}; known: {', '.join(SCHEMA_NAMES)}")
    return base + ".schema.json"


@lru_cache(maxsize=None)
def _schema_text(filename: str) -> str:
    return (resources.files("checker") / "schemas" / filename).read_text(encoding="utf-8")


def schema(name: str) -> dict:
    """The packaged JSON Schema ``name`` (``"scenario"``, ``"outcome"``,
    ``"enumerate-result"``, or the file name); a fresh copy on every call."""
    return json.loads(_schema_text(_schema_file(name)))


def _whole_number(checker: Any, instance: Any) -> bool:
    return isinstance(instance, int) and not isinstance(instance, bool)


_Validator = validators.extend(
    Draft202012Validator,
    type_checker=Draft202012Validator.TYPE_CHECKER.redefine("integer", _whole_number),
)


@lru_cache(maxsize=None)
def _registry() -> Registry:
    resources_ = [(SCHEMA_BASE + n + ".schema.json", Resource.from_contents(schema(n))) for n in SCHEMA_NAMES]
    return Registry().with_resources(resources_)


@lru_cache(maxsize=None)
def _validator(name: str) -> Any:
    return _Validator(schema(name), registry=_registry())


def _extras(schema_: Mapping, instance: Mapping) -> list[str]:
    known = schema_.get("properties", {})
    patterns = [re.compile(p) for p in schema_.get("patternProperties", {})]
    return [k for k in instance if k not in known and not any(p.search(k) for p in patterns)]


def _explain(error: Any, what: str) -> list[tuple[JsonPath, str]]:
    """One jsonschema error as (path, plain-English message) problems."""
    path: JsonPath = tuple(error.absolute_path)
    kind = error.validator
    value = error.validator_value
    instance = error.instance
    sub = error.schema if isinstance(error.schema, Mapping) else {}

    if kind == "type":
        wanted = [value] if isinstance(value, str) else list(value)
        words = " or ".join(_TYPE_WORDS.get(t, t) for t in wanted)
        if path == ():
            return [(path, f"{what} must be a JSON object, {_got(instance)}")]
        return [(path, f"must be {words}, {_got(instance)}")]
    if kind == "required":
        return [(path, f"missing required field {_quote(k)}") for k in value if k not in instance]
    if kind == "additionalProperties":
        problems = []
        for key in _extras(sub, instance):
            if path == () and "turn" in sub.get("properties", {}):
                message = (
                    f"unknown field {_quote(key)}: extension fields must start with \"x-\" "
                    f"(annotations allowed: {_names(ANNOTATION_FIELDS)})"
                )
            elif MEEPLE in sub.get("properties", {}):
                message = f"unknown marker kind {_quote(key)}: a player has a \"meeple\" and may have a \"courier\""
            else:
                message = f"unknown field {_quote(key)} (allowed: {_names(sub.get('properties', {}))})"
            problems.append((path + (key,), message))
        return problems
    if kind == "const":
        if path == ("expansion",) and isinstance(instance, str):
            return [(path, _unsupported(instance))]
        return [(path, f"must be {_show(value)}, {_got(instance)}")]
    if kind == "enum":
        if path and path[-1] == "step" and isinstance(instance, str):
            return [(path, f"unknown step {_quote(instance)}: must be one of {_names(value)}")]
        return [(path, f"must be one of {', '.join(_show(v) for v in value)}, {_got(instance)}")]
    if kind == "minimum":
        if value < 0:
            return [(path, f"out of range: must be at least {value}, got {_show(instance)}")]
        return [(path, f"must be {value} or more, got {_show(instance)}")]
    if kind == "maximum":
        return [(path, f"out of range: must be at most {value}, got {_show(instance)}")]
    if kind in ("minItems", "maxItems"):
        if path == ("players",):
            return [(path, f"needs 2 to 6 players, got {len(instance)}")]
        if path and path[-1] == "events":
            return [(path, "a score step needs at least one event")]
        bound = "at least" if kind == "minItems" else "at most"
        return [(path, f"must have {bound} {value} item(s), got {len(instance)}")]
    if kind == "uniqueItems":
        for index, item in enumerate(instance):
            if any(_same(item, earlier) for earlier in instance[:index]):
                what = "player" if path == ("players",) else "entry"
                return [(path + (index,), f"duplicate {what} {_show(item)}")]
        return [(path, "must not repeat entries")]
    if kind == "minLength":
        return [(path, "must not be empty")]
    if kind == "not":
        if path and path[-1] == "points":
            return [(path, "points must be non-zero")]
        return [(path, f"{_show(instance)} is not allowed here")]
    return [(path, error.message)]  # pragma: no cover - every keyword the schemas use is handled above


def _same(a: Any, b: Any) -> bool:
    if type(a) is not type(b):
        return False
    if isinstance(a, (dict, list)):
        return json.dumps(a, sort_keys=True) == json.dumps(b, sort_keys=True)
    return a == b


def _schema_problems(name: str, doc: Any) -> list[tuple[JsonPath, str]]:
    problems: list[tuple[JsonPath, str]] = []
    seen: set[tuple[JsonPath, str]] = set()
    for error in _validator(name).iter_errors(doc):
        for problem in _explain(error, _DOCUMENT_WORDS[name]):
            if problem not in seen:
                seen.add(problem)
                problems.append(problem)
    return problems


def validate(doc: Any, name: str, file: str = "<document>") -> None:
    """Check ``doc`` against the packaged schema ``name`` only; raise the
    :class:`InputError` with the smallest JSON path."""
    _check_tree(doc, file)
    _first(file, _schema_problems(_schema_file(name)[: -len(".schema.json")], doc))


def _unsupported(expansion: str) -> str:
    return f"expansion {_quote(expansion)} is not supported yet (supported: {_names(SUPPORTED_EXPANSIONS)})"


# --------------------------------------------------------------------------- scenarios


def scenario_from_json(doc: Any, file: str = "<scenario>") -> Scenario:
    """A :class:`Scenario` from a parsed scenario document, or :class:`InputError`.

    Defaults: ``expansion`` "robbers", ``track`` 50, a score step's ``source``
    "features", and a robber in supply (None) for every player left out of
    ``robbers``.
    """
    _check_tree(doc, file)
    if isinstance(doc, dict):
        expansion = doc.get("expansion", "robbers")
        if isinstance(expansion, str) and expansion not in SUPPORTED_EXPANSIONS:
            raise InputError(file, "$.expansion", _unsupported(expansion))
    _first(file, _schema_problems("scenario", doc))

    players: tuple[str, ...] = tuple(doc["players"])
    track: int = doc.get("track", DEFAULT_TRACK)
    markers: dict = doc["markers"]
    robbers: dict = doc.get("robbers", {})
    problems: list[tuple[JsonPath, str]] = []

    def unknown(path: JsonPath, name: str) -> None:
        problems.append((path, f"unknown player {_quote(name)} (players: {_names(players)})"))

    if doc["active"] not in players:
        problems.append((("active",), f"{_quote(doc['active'])} is not one of the players ({_names(players)})"))
    for name in markers:
        if name not in players:
            unknown(("markers", name), name)
    for name in players:
        if name not in markers:
            problems.append((("markers",), f"missing markers for player {_quote(name)}"))
    for name, space in robbers.items():
        if name not in players:
            unknown(("robbers", name), name)
        elif space is not None and space >= track:
            problems.append(
                (("robbers", name), f"space {_show(space)} is off the track: must be 0 to {track - 1} (track is {track})")
            )
    game_end: int | None = None
    for index, step in enumerate(doc["turn"]):
        kind = step["step"]
        if kind == GAME_END:
            if game_end is not None:
                problems.append(
                    (("turn", index), f"a turn has at most one \"game-end\" step; the first is at $.turn[{game_end}]")
                )
            else:
                game_end = index
        elif kind == PLACE and game_end is not None:
            problems.append(
                (("turn", index), f"\"place-robbers\" cannot come after \"game-end\" (at $.turn[{game_end}])")
            )
        elif kind == SCORE:
            for e, event in enumerate(step["events"]):
                if event["player"] not in players:
                    unknown(("turn", index, "events", e, "player"), event["player"])
    _first(file, problems)

    steps = []
    for step in doc["turn"]:
        if step["step"] == SCORE:
            events = tuple(Event(e["player"], e["points"], e.get("feature", "")) for e in step["events"])
            steps.append(Step(SCORE, step.get("source", DEFAULT_SOURCE), events))
        else:
            steps.append(Step(step["step"]))
    return Scenario(
        players=players,
        active=doc["active"],
        markers={p: {k: markers[p][k] for k in KINDS if k in markers[p]} for p in players},
        robbers={p: robbers.get(p) for p in players},
        turn=tuple(steps),
        track=track,
        expansion="robbers",
    )


def load_scenario(path: str | os.PathLike) -> Scenario:
    """:func:`load_json` then :func:`scenario_from_json`, errors naming ``path``."""
    return scenario_from_json(load_json(path), file=_label(path))


# --------------------------------------------------------------------------- outcomes


def outcome_from_json(doc: Any, scenario: Scenario, file: str = "<outcome>") -> Outcome:
    """An :class:`Outcome` from a parsed outcome document, checked against ``scenario``.

    ``markers`` and ``robbers`` must hold exactly the scenario's players, each
    with exactly the marker kinds they have in the scenario; robbers stand on
    spaces 0 to track-1; ``scores``, if given, must be the sums of the markers;
    steals must name players and a marker kind the victim has. Extra fields are
    ignored. Whether the outcome is *legal* is not checked here.
    """
    _check_tree(doc, file)
    _first(file, _schema_problems("outcome", doc))

    players = scenario.players
    problems: list[tuple[JsonPath, str]] = []

    def unknown(path: JsonPath, name: str) -> None:
        problems.append((path, f"unknown player {_quote(name)} (players: {_names(players)})"))

    def exactly_players(field: str, what: str) -> None:
        for name in doc[field]:
            if name not in players:
                unknown((field, name), name)
        for name in players:
            if name not in doc[field]:
                problems.append(((field,), f"missing {what} for player {_quote(name)}"))

    exactly_players("markers", "markers")
    for name, kinds in doc["markers"].items():
        if name not in players:
            continue
        have = scenario.kinds(name)
        for kind in kinds:
            if kind not in have:
                problems.append((("markers", name, kind), f"{_quote(name)} has no {kind} in the scenario"))
        for kind in have:
            if kind not in kinds:
                problems.append(
                    (("markers", name), f"missing {kind} for {_quote(name)}, who has one in the scenario")
                )
    exactly_players("robbers", "a robber")
    for name, space in doc["robbers"].items():
        if name in players and space is not None and space >= scenario.track:
            problems.append(
                (
                    ("robbers", name),
                    f"space {_show(space)} is off the track: must be 0 to {scenario.track - 1} (track is {scenario.track})",
                )
            )
    if "scores" in doc:
        exactly_players("scores", "a score")
        for name, score in doc["scores"].items():
            if name in players and name in doc["markers"]:
                total = sum(doc["markers"][name].values())
                if score != total:
                    problems.append(
                        (("scores", name), f"must equal the sum of {_quote(name)}'s markers ({total}), got {score}")
                    )
    for index, steal in enumerate(doc.get("steals", [])):
        for role in ("thief", "victim"):
            if steal[role] not in players:
                unknown(("steals", index, role), steal[role])
        victim = steal["victim"]
        if victim in players and steal["marker"] not in scenario.kinds(victim):
            problems.append(
                (("steals", index, "marker"), f"{_quote(victim)} has no {steal['marker']} in the scenario")
            )
    _first(file, problems)
    return Outcome.from_json(doc)


def load_outcome(path: str | os.PathLike, scenario: Scenario) -> Outcome:
    """:func:`load_json` then :func:`outcome_from_json`, errors naming ``path``."""
    return outcome_from_json(load_json(path), scenario, file=_label(path))
