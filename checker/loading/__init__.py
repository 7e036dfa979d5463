"""Reading scenario and outcome documents (formats.md), with errors people can act on.

Every problem with the input is an :class:`~checker.errors.InputError` that names
the file and the JSON path at fault (``scenario.json: $.turn[1].events[0].points:
points must be non-zero``); nothing here lets a traceback through for bad input.

Checking happens in three layers, one module each, so that each can be read
(and trusted) on its own:

1. :func:`load_json` (``_json_input``) reads bytes and parses JSON: missing or
   unreadable file, more than 5 MB, not UTF-8, invalid JSON (with line and
   column), NaN or Infinity, duplicate keys in an object, nesting deeper than
   64 levels, integers too long to print, strings with a lone surrogate.
2. The published JSON Schemas (``_schema``; ``checker/schemas/*.schema.json``,
   draft 2020-12), with one stricter reading: a whole number must be a JSON
   integer, so ``3.0`` and ``true`` are rejected where an integer is expected.
   Of all schema errors, the one with the smallest JSON path is reported.
   Before it runs, a document too big to validate quickly is refused: more
   than 1000 entries in one array or object, or more than 10,000 values in
   all, not counting extension fields (which the schema does not read).
3. Checks a schema cannot express, by the document's rules module (its
   ``loading`` part, ``checker.expansions``; for The Robbers players named
   consistently, robbers on the track, the order of the steps), again
   reporting the smallest path.

``_documents`` picks a document's module by its ``expansion``; ``_paths``
writes and orders JSON paths, ``_wording`` writes input values into one-line
messages, ``_limits`` holds the size limits. A module's loader builds on
``_json_input``, ``_paths``, ``_schema`` and ``_wording``.

Scenario documents may carry annotations that rulespec ignores: ``title``,
``description``, ``notes`` and any top-level field whose name starts with
``x-``. Any other unknown top-level field is an error (it is most likely a typo).
"""

from __future__ import annotations

from checker.errors import InputError  # noqa: F401 - importable from here before the split

from ._documents import load_outcome, load_scenario, outcome_from_json, scenario_from_json
from ._json_input import load_json, parse_json_text
from ._limits import MAX_BYTES, MAX_DEPTH, MAX_ENTRIES, MAX_POINTS, MAX_TRACK, MAX_VALUES
from ._paths import format_path
from ._schema import (  # noqa: F401
    ANNOTATION_FIELDS,
    SCHEMA_BASE,
    SCHEMA_NAMES,
    SUPPORTED_EXPANSIONS,
    prepare,
    schema,
    schema_names,
    schema_text,
    validate,
)

__all__ = [
    "MAX_BYTES",
    "MAX_DEPTH",
    "MAX_ENTRIES",
    "MAX_POINTS",
    "MAX_TRACK",
    "MAX_VALUES",
    "SCHEMA_NAMES",
    "format_path",
    "load_json",
    "parse_json_text",
    "prepare",
    "load_outcome",
    "load_scenario",
    "outcome_from_json",
    "scenario_from_json",
    "schema",
    "validate",
]
