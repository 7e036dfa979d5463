"""JSON paths: how a problem's place in a document is written and ordered.

A path is a tuple of object keys (str) and array indexes (int). Every error
names exactly one path, and when a document has several problems the one
reported must not depend on dict or set iteration order, so that the same
file always gives the same message; hence a total order on paths here.
"""

from __future__ import annotations

import re
from typing import Iterable

from checker.errors import InputError

from ._wording import quote

JsonPath = tuple  # of str (object keys) and int (array indexes)
Problem = tuple  # (JsonPath, message)

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
            out += "[" + quote(part) + "]"
    return out


def path_key(path: JsonPath) -> tuple:
    """Deterministic order of paths: element by element, array indexes before keys.

    Mixed int/str elements cannot be compared directly, so each is tagged;
    a prefix sorts before its extensions, so an enclosing problem wins.
    """
    return tuple((0, p, "") if isinstance(p, int) else (1, 0, str(p)) for p in path)


def raise_first(file: str, problems: list[Problem]) -> None:
    """Raise the problem with the smallest path (first found among equals)."""
    if problems:
        path, message = min(enumerate(problems), key=lambda ip: (path_key(ip[1][0]), ip[0]))[1]
        raise InputError(file, format_path(path), message)
