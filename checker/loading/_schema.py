"""Layer 2: the published JSON Schemas, and their errors in plain words.

The schemas in ``checker/schemas/`` are the contract other implementations
read, so the loader validates against exactly those files rather than a
private copy of their rules. Two things are added on top:

- a stricter ``integer``: JSON Schema counts ``3.0`` as an integer, and
  Python counts ``true`` as one; a score is neither;
- messages: jsonschema's own (``'50' is not of type 'integer'``) are written
  for schema authors, so each keyword the schemas use gets a sentence for
  the person who wrote the scenario, and of all errors the one with the
  smallest JSON path is reported, so the answer never depends on the order
  in which jsonschema happens to walk the document.
"""

from __future__ import annotations

import json
import re
from functools import lru_cache
from importlib import resources
from typing import Any, Mapping

from typing import TYPE_CHECKING

from checker import expansions
from checker.errors import InputError
from spec._rules import nearest

from ._json_input import check_tree
from ._memo import plain, remembering
from ._limits import MAX_ENTRIES, MAX_VALUES
from ._paths import JsonPath, Problem, format_path, raise_first
from ._wording import TYPE_WORDS, got, names, quote, show

if TYPE_CHECKING:
    from referencing import Registry

SCHEMA_BASE = "https://rulespec.example/schemas/"
ANNOTATION_FIELDS = ("title", "description", "notes")
"""Top-level scenario fields that are allowed and ignored, besides ``x-*``."""


def schema_names() -> tuple[str, ...]:
    """Every registered module's schemas (``Expansion.schemas``), in registry order."""
    return tuple(n for e in expansions.EXPANSIONS.values() for n in e.schemas)


def _owner(name: str):
    return next(e for e in expansions.EXPANSIONS.values() if name in e.schemas)


#: The schemas of the modules registered when the loader was imported
#: (``schema_names()`` has those registered since too).
SCHEMA_NAMES = schema_names()
#: The expansions a scenario may name, likewise (``checker.expansions.names()``).
SUPPORTED_EXPANSIONS = tuple(expansions.names())


def _words(name: str) -> str:
    """What a document of schema ``name`` is, in words: ``a scenario``, ``an enumerate result``."""
    owner = _owner(name)
    what = "scenario" if name == owner.scenario_schema else "outcome" if name == owner.outcome_schema else name.replace("-", " ")
    return ("an " if what[0] in "aeiou" else "a ") + what


def _schema_file(name: str) -> str:
    base = name[: -len(".schema.json")] if name.endswith(".schema.json") else name
    if base not in schema_names():
        raise ValueError(f"unknown schema {name!r}; known: {', '.join(schema_names())}")
    return base + ".schema.json"


@lru_cache(maxsize=None)
def _schema_text(filename: str) -> str:
    owner = _owner(filename[: -len(".schema.json")])
    return (resources.files(owner.schema_package) / owner.schema_folder / filename).read_text(encoding="utf-8")


def schema_text(name: str) -> str:
    """The text of the packaged JSON Schema ``name``, byte for byte (the suite copies it)."""
    return _schema_text(_schema_file(name))


def schema(name: str) -> dict:
    """The packaged JSON Schema ``name`` (``"scenario"``, ``"outcome"``,
    ``"enumerate-result"``, or the file name); a fresh copy on every call."""
    return json.loads(_schema_text(_schema_file(name)))


def _whole_number(checker: Any, instance: Any) -> bool:
    return isinstance(instance, int) and not isinstance(instance, bool)


@lru_cache(maxsize=None)
def _validator_class() -> Any:
    """Draft 2020-12 with booleans not integers. jsonschema is imported here,
    on the first validation, not with the loader: it is about half of the
    loader's import time (90 of 208 ms in CPython, more in the explorer's
    Pyodide, where the page waits for it before it is ready)."""
    from jsonschema import Draft202012Validator, validators

    return validators.extend(
        Draft202012Validator,
        type_checker=Draft202012Validator.TYPE_CHECKER.redefine("integer", _whole_number),
    )


def _registry() -> Registry:
    return _registry_of(schema_names())


@lru_cache(maxsize=None)
def _registry_of(names_: tuple[str, ...]) -> Registry:
    """The schemas by their ``$id``, so that ``enumerate-result`` can refer to
    ``outcome`` without any network access."""
    from referencing import Registry, Resource

    resources_ = [(SCHEMA_BASE + n + ".schema.json", Resource.from_contents(schema(n))) for n in names_]
    resources_ += [(SCHEMA_BASE + n + ".schema.json", Resource.from_contents(_shared_schema(n))) for n in SHARED_REFERENCED]
    return Registry().with_resources(resources_)


#: Shared schemas (checker/schemas) that a module's schemas refer to: an
#: outcome ``judge`` reads may carry a derivation.
SHARED_REFERENCED = ("derivation",)


def _shared_schema(name: str) -> dict:
    return json.loads((resources.files("checker") / "schemas" / f"{name}.schema.json").read_text(encoding="utf-8"))


@lru_cache(maxsize=None)
def _validator(name: str) -> Any:
    return _validator_class()(schema(name), registry=_registry())


@lru_cache(maxsize=None)
def _remembering_validator(name: str) -> Any:
    return remembering(_validator_class())(schema(name), registry=_registry())


def prepare() -> None:
    """Import the validator and build the schemas' registry now rather than
    on the first validation (the explorer calls it once its page is ready)."""
    _validator_class()
    _registry()


def unsupported(expansion: str) -> str:
    """The message for a scenario of an expansion rulespec does not model."""
    known = list(expansions.names())
    near = nearest(expansion, known) if isinstance(expansion, str) else None
    if near:  # "robber": a slip for a supported one, not an expansion still to come
        return f"unknown expansion {quote(expansion)}; did you mean {quote(near)}? (supported: {names(known)})"
    return f"expansion {quote(expansion)} is not supported yet (supported: {names(known)})"


def _extras(schema_: Mapping, instance: Mapping) -> list[str]:
    known = schema_.get("properties", {})
    patterns = [re.compile(p) for p in schema_.get("patternProperties", {})]
    return [k for k in instance if k not in known and not any(p.search(k) for p in patterns)]


def _explain(error: Any, what: str, unknown_field=None) -> list[Problem]:
    """One jsonschema error as (path, plain-English message) problems.

    ``required`` and ``additionalProperties`` are split into one problem per
    field, each at its own path, so the smallest-path rule can pick among them.
    ``unknown_field(properties, key)``: the module's words for a field its
    schema does not allow (The Robbers name a player's marker kinds), or None.
    """
    path: JsonPath = tuple(error.absolute_path)
    kind = error.validator
    value = error.validator_value
    instance = error.instance
    sub = error.schema if isinstance(error.schema, Mapping) else {}

    if kind == "type":
        wanted = [value] if isinstance(value, str) else list(value)
        words = " or ".join(TYPE_WORDS.get(t, t) for t in wanted)
        if path == ():
            return [(path, f"{what} must be a JSON object, {got(instance)}")]
        return [(path, f"must be {words}, {got(instance)}")]
    if kind == "required":
        return [(path, f"missing required field {quote(k)}") for k in value if k not in instance]
    if kind == "additionalProperties":
        problems = []
        for key in _extras(sub, instance):
            if path == () and "turn" in sub.get("properties", {}):
                message = (
                    f"unknown field {quote(key)}: extension fields must start with \"x-\" "
                    f"(annotations allowed: {names(ANNOTATION_FIELDS)})"
                )
            else:
                message = unknown_field(sub.get("properties", {}), key) if unknown_field else None
                message = message or f"unknown field {quote(key)} (allowed: {names(sub.get('properties', {}))})"
            problems.append((path + (key,), message))
        return problems
    if kind == "const":
        if path == ("expansion",) and isinstance(instance, str):
            return [(path, unsupported(instance))]
        return [(path, f"must be {show(value)}, {got(instance)}")]
    if kind == "enum":
        if path and path[-1] == "step" and isinstance(instance, str):
            return [(path, f"unknown step {quote(instance)}: must be one of {names(value)}")]
        return [(path, f"must be one of {', '.join(show(v) for v in value)}, {got(instance)}")]
    if kind == "minimum":
        if value < 0:
            return [(path, f"out of range: must be at least {value}, got {show(instance)}")]
        return [(path, f"must be {value} or more, got {show(instance)}")]
    if kind == "maximum":
        return [(path, f"out of range: must be at most {value}, got {show(instance)}")]
    if kind in ("minItems", "maxItems"):
        if path == ("players",):
            return [(path, f"needs 2 to 6 players, got {len(instance)}")]
        if path and path[-1] == "events":
            return [(path, "a score step needs at least one event")]
        bound = "at least" if kind == "minItems" else "at most"
        return [(path, f"must have {bound} {value} item(s), got {len(instance)}")]
    if kind == "uniqueItems":
        index = _first_repeat(instance)
        if index is not None:
            what = "player" if path == ("players",) else "entry"
            return [(path + (index,), f"duplicate {what} {show(instance[index])}")]
        return [(path, "must not repeat entries")]
    if kind == "minLength":
        return [(path, "must not be empty")]
    if kind == "not":
        if path and path[-1] == "points":
            return [(path, "points must be non-zero")]
        return [(path, f"{show(instance)} is not allowed here")]
    return [(path, error.message)]  # pragma: no cover - every keyword the schemas use is handled above


def _first_repeat(items: list) -> int | None:
    """The index of the first entry equal to an earlier one, in one pass.

    Equality as JSON sees it: Python's ``==`` would call ``true`` and ``1``
    the same, so each entry is keyed by its type and its canonical text.
    """
    seen: set[tuple[str, str]] = set()
    for index, item in enumerate(items):
        key = (type(item).__name__, json.dumps(item, sort_keys=True))
        if key in seen:
            return index
        seen.add(key)
    return None


def check_size(doc: Any, name: str, file: str) -> None:
    """Refuse, before the schema runs, documents too big to validate quickly.

    Only the fields the schema describes are counted: extension fields
    (``x-*``) and the extra fields of an outcome are never read, so they may
    be as large as the file allows. The limits sit far above any real turn.
    """
    if not isinstance(doc, dict):
        return
    described = _validator(name).schema.get("properties", {})
    budget = MAX_VALUES
    for field, value in doc.items():
        if field not in described:
            continue
        stack: list[tuple[Any, JsonPath]] = [(value, (field,))]
        while stack:
            node, path = stack.pop()
            budget -= 1
            if budget < 0:
                raise InputError(
                    file, format_path((field,)), f"too large: the document has more than {MAX_VALUES} values"
                )
            if isinstance(node, (dict, list)):
                if len(node) > MAX_ENTRIES:
                    raise InputError(
                        file, format_path(path), f"too large: {len(node)} entries, at most {MAX_ENTRIES} are read"
                    )
                children = node.items() if isinstance(node, dict) else enumerate(node)
                stack.extend((child, path + (key,)) for key, child in children)


def schema_problems(name: str, doc: Any, remember: bool = False) -> list[Problem]:
    """Every schema problem of ``doc`` against schema ``name``, without repeats.
    ``remember``: skip the subtrees found valid before (``_memo``: the same
    problems, for callers that validate many near-identical documents)."""
    problems: list[Problem] = []
    seen: set[Problem] = set()
    unknown_field = getattr(_owner(name).part("loading"), "unknown_field_message", None)
    validator = _remembering_validator(name) if remember and plain(doc) else _validator(name)
    for error in validator.iter_errors(doc):
        for problem in _explain(error, _words(name), unknown_field):
            if problem not in seen:
                seen.add(problem)
                problems.append(problem)
    return problems


def validate(doc: Any, name: str, file: str = "<document>") -> None:
    """Check ``doc`` against the packaged schema ``name`` only; raise the
    :class:`InputError` with the smallest JSON path."""
    check_tree(doc, file)
    raise_first(file, schema_problems(_schema_file(name)[: -len(".schema.json")], doc))
