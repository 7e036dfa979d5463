"""Pictures of a turn as SVG text, and a derivation as a list of frames.

What every module's ``pictures`` part shares: the players' colours, numbers
written for SVG, the root element, and :func:`frames`, which turns a
derivation (``checker.derivations``) into one picture before the turn and one
after each step. In the spirit of python-chess's ``svg.py``: pure functions
returning text, no randomness, no clock, no iteration over unordered input,
floats written with at most two decimals, so the same input gives the same
bytes (the docs inline the pictures and tests compare them byte for byte;
the explorer draws the same ones in the browser through Pyodide).

This module is core: it names no rules module and holds no rule logic. A
module gives :func:`frames` its own state, its way of applying a step and
its way of drawing a state.
"""

from __future__ import annotations

import re
import zlib
from dataclasses import dataclass
from typing import Any, Callable, Sequence
from xml.sax.saxutils import escape, quoteattr

COLOURS = {
    "red": "#d62728", "blue": "#1f6fd1", "yellow": "#f2c200", "green": "#2ca02c",
    "black": "#222222", "grey": "#8c8c8c", "gray": "#8c8c8c", "pink": "#e377c2",
    "purple": "#8e44ad", "orange": "#ff7f0e", "white": "#f7f7f7", "brown": "#8c564b",
}
FALLBACK = ("#17becf", "#bcbd22", "#7f7f7f", "#9467bd", "#e7969c", "#637939")
INK = "#1a1a1a"
MARK = "#ff8c00"
"""The outline of what the current step changes."""


def colour(player: str) -> str:
    """The player's colour by name; other names get a stable fallback."""
    return COLOURS.get(player.lower(), FALLBACK[zlib.crc32(player.encode("utf-8")) % len(FALLBACK)])


def num(x: float) -> str:
    """A coordinate with at most two decimals and no ``-0``."""
    text = f"{x:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def points(pairs) -> str:
    """An SVG ``points`` list."""
    return " ".join(f"{num(x)},{num(y)}" for x, y in pairs)


def root(css_class: str, label: str, width: float, height: float, shown: float = 1.0, extra: str = "") -> str:
    """The opening ``<svg>`` with its title; ``shown``: how much larger than drawn the page shows it."""
    return (f'<svg xmlns="http://www.w3.org/2000/svg" class="{css_class}" role="img" aria-label={quoteattr(label)} '
            f'width="{num(width * shown)}" height="{num(height * shown)}" viewBox="0 0 {num(width)} {num(height)}" '
            f'font-family="sans-serif"{extra}>\n<title>{escape(label)}</title>')


@dataclass(frozen=True)
class Frame:
    """One picture of a derivation: before the turn (``index`` 0, no step) or
    after step ``index`` (1-based), with that step's words and clause ids."""

    index: int
    words: str
    clauses: tuple[str, ...]
    svg: str

    def to_json(self) -> dict:
        return {"index": self.index, "words": self.words, "clauses": list(self.clauses), "svg": self.svg}


def frames(start: Any, steps: Sequence[dict], apply: Callable[[Any, dict], Any],
           draw: Callable[[Any, dict | None, int, int], str], words: Sequence[str],
           before: str = "Before the turn") -> list[Frame]:
    """The state before the turn, then after each step (the JSON steps of a
    derivation). ``apply(state, step)`` returns the next state (a new value:
    the earlier frames keep theirs); ``draw(state, step, index, total)``
    draws one (``step`` None before the turn); ``words`` tells each step."""
    out = [Frame(0, before, (), draw(start, None, 0, len(steps)))]
    state = start
    for i, (step, told) in enumerate(zip(steps, words), 1):
        state = apply(state, step)
        out.append(Frame(i, told, tuple(step.get("clauses") or ()), draw(state, step, i, len(steps))))
    return out


def stacked(svgs: Sequence[str], css_class: str, label: str) -> str:
    """Several pictures one under the other in one picture, each at the size
    its root shows it (its ``width`` and ``height``), as nested ``<svg>``
    elements: a turn that plays on two boards (the City and the score track)
    is one frame."""
    sizes = [tuple(float(re.search(rf'\s{name}="([0-9.]+)"', svg[:svg.index(">")]).group(1))
                   for name in ("width", "height")) for svg in svgs]
    width, height = max(w for w, _ in sizes), sum(h for _, h in sizes)
    out, y = [root(css_class, label, width, height)], 0.0
    for svg, (_, h) in zip(svgs, sizes):
        out.append(svg.strip().replace("<svg ", f'<svg x="0" y="{num(y)}" ', 1))
        y += h
    return "\n".join(out + ["</svg>"]) + "\n"


__all__ = ["COLOURS", "FALLBACK", "Frame", "INK", "MARK", "colour", "escape", "frames", "num", "points", "quoteattr",
           "root", "stacked"]
