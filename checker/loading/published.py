"""Every JSON document rulespec reads, prints or writes, by its published
JSON Schema: the contract that the docs page "Formats" shows, field by field.

Two kinds of schema live in ``checker/schemas/``. A rules module registers
its own (a scenario, an outcome, The Robbers' enumerate result:
``Expansion.schemas``), which the loader reads input with. The others are
the documents of the shared commands (``SHARED``): the bound, the results of
``editions``, ``clauses``, ``judge``, ``check``, ``diff`` and ``oracle``, the
catalogue, the suite's vectors and index, and the harness's protocol and
result. Schemas refer to each other by ``$id``, so :func:`problems` checks a
document against all of them at once, with no network.

Output schemas allow fields they do not list (new fields extend the
contract), so they say what a reader may rely on, not all there is.
"""

from __future__ import annotations

import json
from functools import lru_cache
from importlib import resources

from typing import TYPE_CHECKING

from ._paths import format_path, path_key
from ._schema import SCHEMA_BASE, _validator_class, schema_names
from ._schema import schema_text as module_schema_text

if TYPE_CHECKING:
    from referencing import Registry

SHARED = (
    "derivation",
    "scope",
    "editions-result",
    "clauses-result",
    "judge-result",
    "check-result",
    "diff-result",
    "contradictions",
    "vector",
    "suite-index",
    "oracle-result",
    "engine-request",
    "engine-answer",
    "engine-handshake",
    "engine-declaration",
    "conform-result",
    "identify-answers",
    "identify-result",
    "identify-table",
)
"""The shared documents' schemas, in the order the Formats page shows them."""


def names() -> tuple[str, ...]:
    """Every published schema: each registered module's, then the shared ones."""
    return tuple(schema_names()) + SHARED


def text(name: str) -> str:
    """The schema's file, byte for byte."""
    if name in SHARED:
        return (resources.files("checker") / "schemas" / f"{name}.schema.json").read_text(encoding="utf-8")
    return module_schema_text(name)


def schema(name: str) -> dict:
    """The schema ``name`` (``"check-result"``), a fresh copy on every call."""
    return json.loads(text(name))


@lru_cache(maxsize=None)
def _registry(all_names: tuple[str, ...]) -> Registry:
    from referencing import Registry, Resource

    return Registry().with_resources(
        (SCHEMA_BASE + n + ".schema.json", Resource.from_contents(schema(n))) for n in all_names
    )


@lru_cache(maxsize=None)
def _validator(name: str, without: tuple[str, ...]):
    whole = schema(name)
    return _validator_class()({k: v for k, v in whole.items() if k not in without}, registry=_registry(names()))


def problems(name: str, doc, without: tuple[str, ...] = ()) -> list[str]:
    """Every way ``doc`` breaks schema ``name``, one line each (``$.results[0].status: ...``),
    in the order of their JSON paths; empty when it conforms. ``without``:
    top-level keywords of the schema left out (the vector's ``if``/``then``/``else``,
    which send its scenario and outcomes to their module's schemas, when
    the module's loader reads them anyway)."""
    validator = _validator(name, tuple(without))
    errors = sorted(validator.iter_errors(doc), key=lambda e: (path_key(tuple(e.absolute_path)), _message(e)))
    return [f"{format_path(tuple(e.absolute_path))}: {_message(e)}" for e in errors]


def _message(error) -> str:
    """jsonschema's words, but in the project's own for the size keywords,
    whose words jsonschema changed between the releases rulespec supports
    ("[] is too short" became "[] should be non-empty" in 4.21): a message
    must not depend on which release is installed."""
    kind, bound, instance = error.validator, error.validator_value, error.instance
    if kind in ("minItems", "minLength", "minProperties") and bound == 1:
        return f"{instance!r} should be non-empty"
    if kind in ("minItems", "maxItems", "minLength", "maxLength", "minProperties", "maxProperties"):
        size = "at least" if kind.startswith("min") else "at most"
        unit = {"Items": "item(s)", "Length": "character(s)", "Properties": "field(s)"}[kind[3:]]
        return f"{_cut(repr(instance))} has {len(instance)} {unit}: must have {size} {bound}"
    return error.message


def _cut(text: str, shown: int = 80) -> str:
    return text if len(text) <= shown else text[:shown] + "…"
