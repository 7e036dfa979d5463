"""JSON laid out for reading in a page: as compact as fits, never wider than
the page's code blocks.

A witness scenario on one line runs far past the right edge of the docs
(2,000 pixels and more in a column of 740); with one key per line it runs
down a whole screen. Here a value stays on one line when it fits; otherwise
its short members share lines and each long one is laid out the same way on
lines of its own. The text is still JSON, and reads back as the same value.
"""

from __future__ import annotations

import json

WIDTH = 80
"""Characters of a line: a code block of the docs holds about 90 at its widest
(736 px at 1280 px; 7.8 px a character), fewer in a narrower window."""
SHORT = 40
"""A member this long or shorter may share a line with others."""


def json_text(value, width: int = WIDTH) -> str:
    """``value`` as JSON in lines of at most ``width`` characters (where any
    single string or number allows), indented by two spaces a level."""
    return _layout(value, 0, width)


def _flat(value) -> str:
    return json.dumps(value, ensure_ascii=False)


def _layout(value, indent: int, width: int, lead: int = 0) -> str:
    """``value`` at column ``indent + lead`` (``lead``: a key before it on its line)."""
    flat = _flat(value)
    if indent + lead + len(flat) < width or not isinstance(value, (dict, list)) or not value:
        return flat
    inner = indent + 2
    if isinstance(value, dict):
        members = [(f"{_flat(k)}: ", v) for k, v in value.items()]
        open_, close = "{", "}"
    else:
        members = [("", v) for v in value]
        open_, close = "[", "]"
    lines: list[str] = []
    line = ""
    for key, member in members:
        text = key + _flat(member)
        if len(text) <= SHORT and inner + len(line) + len(text) + 2 < width:
            line = f"{line}, {text}" if line else text
            continue
        if line:
            lines.append(line)
            line = ""
        laid = key + _layout(member, inner, width, len(key))
        if "\n" in laid or len(laid) > SHORT:
            lines.append(laid)
        else:
            line = laid
    if line:
        lines.append(line)
    pad = " " * inner
    return open_ + "\n" + ",\n".join(pad + text for text in lines) + "\n" + " " * indent + close
