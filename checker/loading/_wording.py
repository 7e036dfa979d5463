"""How values and names from the input are written into an error message.

The CLI's contract is one line on stderr per bad input, so anything copied
from the document (names, keys, values) is quoted and shortened here, never
inserted raw: a player name may hold a newline, a value may be a
4000-digit number.
"""

from __future__ import annotations

import json
import math
from typing import Any, Iterable

from ._limits import HUGE

TYPE_WORDS = {
    "integer": "a whole number",
    "number": "a number",
    "string": "a string",
    "object": "an object",
    "array": "an array",
    "boolean": "true or false",
    "null": "null",
}
"""JSON Schema type names as a person reads them."""


def quote(text: str, limit: int = 60) -> str:
    """A name for a one-line message: JSON-quoted, shortened, and with every
    character that is not printable written as a JSON escape.

    ``json.dumps`` alone escapes only the ASCII control characters; U+2028,
    U+0085 and friends also end a line for many readers (``str.splitlines``
    among them), a lone surrogate cannot even be written to a UTF-8 stream,
    and U+202E would reverse the rest of the message on screen.
    """
    if len(text) > limit:
        text = text[:limit] + "..."
    return escape(json.dumps(text, ensure_ascii=False))


def escape(text: str) -> str:
    """``text`` with every non-printable character as a JSON ``\\u`` escape."""
    if text.isprintable():
        return text
    return "".join(ch if ch.isprintable() else json.dumps(ch)[1:-1] for ch in text)


def show(value: Any) -> str:
    """A value as a person would write it in JSON, shortened for one line."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if value is None:
        return "null"
    if isinstance(value, int):
        if abs(value) >= HUGE:
            return "a number too large to print"
        text = str(value)
        return text if len(text) <= 40 else f"a {len(text)}-digit number"
    if isinstance(value, float):
        if math.isnan(value):
            return "NaN"
        if value in (float("inf"), float("-inf")):
            return "Infinity" if value > 0 else "-Infinity"
        return repr(value)
    if isinstance(value, str):
        return quote(value)
    if isinstance(value, dict):
        return "an object"
    if isinstance(value, list):
        return "an array"
    return f"a Python {type(value).__name__}"


def got(value: Any) -> str:
    """``got ...`` for "must be X, got Y" messages; strings are called strings
    so that ``"50"`` is not mistaken for the number 50."""
    if isinstance(value, str):
        return "got the string " + show(value)
    return "got " + show(value)


def names(items: Iterable[str]) -> str:
    """A list of names for a message: ``"red", "blue"``."""
    return ", ".join(quote(x) for x in items)
