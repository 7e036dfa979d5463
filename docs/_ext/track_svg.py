"""The score track as an SVG picture: markers, robbers and steals.

Pure Python and deterministic (same input, same bytes), in the spirit of
python-chess's ``svg.py``: the documentation inlines these pictures and a
snapshot test compares them byte for byte, so nothing here may depend on dict
order of unordered inputs, hash seeds, floats printed at full precision, the
clock or installed fonts beyond a generic family.

Input is the public JSON of formats.md (a scenario, optionally an outcome), so
the module imports nothing from the checker. The track's spaces run clockwise
around a rectangle from space 0 at the top left (a ring when the track length
is odd or tiny). Meeples are circles, couriers diamonds, robbers triangles, all
in their owner's colour; for an outcome, each steal is an arrow from the space
where the robber stood beside the victim's marker (a dashed "ghost" robber
now, since a thief's robber goes back to supply) to the thief's marker.
"""

from __future__ import annotations

import math
import zlib
from typing import Mapping
from xml.sax.saxutils import escape, quoteattr

COLOURS = {
    "red": "#d62728", "blue": "#1f6fd1", "yellow": "#f2c200", "green": "#2ca02c",
    "black": "#222222", "grey": "#8c8c8c", "gray": "#8c8c8c", "pink": "#e377c2",
    "purple": "#8e44ad", "orange": "#ff7f0e", "white": "#f7f7f7", "brown": "#8c564b",
}
FALLBACK = ("#17becf", "#bcbd22", "#7f7f7f", "#9467bd", "#e7969c", "#637939")
INK = "#1a1a1a"
LINE = 17  # legend line height
KINDS = ("meeple", "courier")


def colour(player: str) -> str:
    """The player's colour by name; other names get a stable fallback."""
    return COLOURS.get(player.lower(), FALLBACK[zlib.crc32(player.encode("utf-8")) % len(FALLBACK)])


def _f(x: float) -> str:
    """A coordinate with at most two decimals and no ``-0``."""
    text = f"{x:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def _pts(points) -> str:
    return " ".join(f"{_f(x)},{_f(y)}" for x, y in points)


class Layout:
    """Where each space of the track is: its square's top-left corner."""

    def __init__(self, n: int, margin: float = 8) -> None:
        self.n = n
        if n >= 8 and n % 2 == 0:
            self._rectangle(n, margin)
        else:
            self._ring(n, margin)

    def _rectangle(self, n: int, m: float) -> None:
        half = n // 2 + 2
        rows = max(3, round(half / 3.4))  # a wide board: two pictures stack compactly
        cols = half - rows
        self.cell = c = 36.0 if cols <= 20 else max(10.0, 720.0 / cols)
        top = [(m + i * c, m) for i in range(cols)]
        right = [(m + (cols - 1) * c, m + (j + 1) * c) for j in range(rows - 2)]
        bottom = [(m + (cols - 1 - i) * c, m + (rows - 1) * c) for i in range(cols)]
        left = [(m, m + (rows - 2 - j) * c) for j in range(rows - 2)]
        self.cells = top + right + bottom + left
        self.width, self.height = 2 * m + cols * c, 2 * m + rows * c
        self.inner = (m + c + 10, m + c + 10, m + (cols - 1) * c - 10, m + (rows - 1) * c - 10)

    def _ring(self, n: int, m: float) -> None:
        self.cell = c = 36.0
        radius = max(110.0, n * c * 1.15 / (2 * math.pi))
        mid = m + radius + c / 2
        self.cells = [(mid + radius * math.cos(-math.pi / 2 + 2 * math.pi * i / n) - c / 2,
                       mid + radius * math.sin(-math.pi / 2 + 2 * math.pi * i / n) - c / 2) for i in range(n)]
        self.width = self.height = 2 * mid
        half = (radius - c) / math.sqrt(2)
        self.inner = (mid - half, mid - half, mid + half, mid + half)

    def centre(self) -> tuple[float, float]:
        x0, y0, x1, y1 = self.inner
        return (x0 + x1) / 2, (y0 + y1) / 2

    def slot(self, space: int, index: int, count: int) -> tuple[float, float, float]:
        """Centre and radius of item ``index`` of ``count`` on a space."""
        x, y = self.cells[space]
        c = self.cell
        cols = 3 if count <= 6 else 4 if count <= 12 else 5
        rows = max(2, math.ceil(count / cols))
        w, h = c / cols, c * 0.72 / rows
        col, row = index % cols, index // cols
        return x + w * (col + 0.5), y + c * 0.28 + h * (row + 0.5), min(w, h) * 0.4


def _shape(kind: str, x: float, y: float, r: float, fill: str) -> str:
    if kind == "meeple":
        return f'<circle cx="{_f(x)}" cy="{_f(y)}" r="{_f(r)}" fill="{fill}" stroke="{INK}" stroke-width="1"/>'
    if kind == "courier":
        d = r * 1.2
        pts = [(x, y - d), (x + d, y), (x, y + d), (x - d, y)]
        return f'<polygon points="{_pts(pts)}" fill="{fill}" stroke="{INK}" stroke-width="1"/>'
    pts = [(x, y - r * 1.15), (x + r * 1.05, y + r * 0.85), (x - r * 1.05, y + r * 0.85)]
    if kind == "ghost":
        return (f'<polygon points="{_pts(pts)}" fill="none" stroke="{fill}" stroke-width="1.5" '
                f'stroke-dasharray="2,1.5"/>')
    return f'<polygon points="{_pts(pts)}" fill="{fill}" stroke="{INK}" stroke-width="1"/>'


def _thief_marker(before: Mapping, after: Mapping, thief: str, points: int) -> str:
    """Which of the thief's markers took the stolen points (the meeple if unclear)."""
    gained = [k for k in KINDS if k in after.get(thief, {})
              and after[thief][k] - before.get(thief, {}).get(k, 0) >= points]
    return gained[0] if gained else "meeple"


def _arrow(x1: float, y1: float, x2: float, y2: float, centre, fill: str, label: str) -> list[str]:
    """A curved arrow bowing towards the board's centre, with its label."""
    cx, cy = centre
    if abs(x1 - x2) < 1 and abs(y1 - y2) < 1:
        dx, dy = cx - x1, cy - y1
        norm = math.hypot(dx, dy) or 1.0
        qx, qy = x1 + dx / norm * 60, y1 + dy / norm * 60
        x2, y2 = x1 + dy / norm * 6, y1 - dx / norm * 6
    else:
        mx, my = (x1 + x2) / 2, (y1 + y2) / 2
        qx, qy = mx + (cx - mx) * 0.45, my + (cy - my) * 0.45
    sx, sy = qx - x1, qy - y1
    snorm = math.hypot(sx, sy) or 1.0
    x1, y1 = x1 + sx / snorm * 6, y1 + sy / snorm * 6  # leave the ghost robber visible
    tx, ty = x2 - qx, y2 - qy
    norm = math.hypot(tx, ty) or 1.0
    ux, uy = tx / norm, ty / norm
    ex, ey = x2 - ux * 5, y2 - uy * 5  # stop short of the marker
    head = [(ex, ey), (ex - ux * 9 - uy * 4.5, ey - uy * 9 + ux * 4.5),
            (ex - ux * 9 + uy * 4.5, ey - uy * 9 - ux * 4.5)]
    path = f"M{_f(x1)},{_f(y1)} Q{_f(qx)},{_f(qy)} {_f(ex - ux * 8)},{_f(ey - uy * 8)}"
    lx, ly = 0.25 * x1 + 0.5 * qx + 0.25 * x2, 0.25 * y1 + 0.5 * qy + 0.25 * y2
    return [
        f'<path d="{path}" fill="none" stroke="{INK}" stroke-width="4" stroke-linecap="round" opacity="0.55"/>',
        f'<path d="{path}" fill="none" stroke="{fill}" stroke-width="2" stroke-linecap="round"/>',
        f'<polygon points="{_pts(head)}" fill="{fill}" stroke="{INK}" stroke-width="1"/>',
        f'<text x="{_f(lx)}" y="{_f(ly + 4)}" text-anchor="middle" font-size="12" font-weight="bold" '
        f'fill="{INK}" stroke="#ffffff" stroke-width="3" paint-order="stroke">{escape(label)}</text>',
    ]


def _legend(x: float, y: float, players, markers, robbers, steals) -> list[str]:
    out, line = [], 0

    def text(s: str, dx: float = 0, size: int = 12, weight: str = "normal") -> None:
        out.append(f'<text x="{_f(x + dx)}" y="{_f(y + line * LINE + 12)}" font-size="{size}" '
                   f'font-weight="{weight}" fill="{INK}">{escape(s)}</text>')

    for p in players:
        kinds = markers.get(p, {})
        out.append(_shape("meeple", x + 6, y + line * LINE + 8, 5, colour(p)))
        detail = ", ".join(f"{k} {kinds[k]}" for k in KINDS if k in kinds)
        place = robbers.get(p)
        robber = "robber in supply" if place is None else f"robber on {place}"
        text(f"{p} {sum(kinds.values())} ({detail}); {robber}", dx=16)
        line += 1
    for s in steals:
        text(f"{s['thief']} steals {s['points']} from {s['victim']}'s {s['marker']}", dx=16)
        line += 1
    key_y = y + line * LINE + 8
    for i, (kind, word) in enumerate((("meeple", "meeple"), ("courier", "courier"), ("robber", "robber"))):
        out.append(_shape(kind, x + 6 + i * 80, key_y, 5, "#ffffff"))
        out.append(f'<text x="{_f(x + 16 + i * 80)}" y="{_f(key_y + 4)}" font-size="11" fill="{INK}">{word}</text>')
    if steals:
        out.append(_shape("ghost", x + 6 + 240, key_y, 5, INK))
        out.append(f'<text x="{_f(x + 256)}" y="{_f(key_y + 4)}" font-size="11" fill="{INK}">robber before</text>')
    return out


def render_track(scenario: Mapping, outcome: Mapping | None = None, title: str | None = None) -> str:
    """The track before the turn (``scenario`` alone) or after it (with ``outcome``)."""
    n = int(scenario.get("track", 50))
    players = list(scenario["players"])
    before = scenario["markers"]
    markers = outcome["markers"] if outcome is not None else before
    robbers = outcome["robbers"] if outcome is not None else scenario.get("robbers", {})
    steals = sorted(outcome.get("steals", []) if outcome is not None else [],
                    key=lambda s: (s["thief"], s["victim"], s["marker"], s["points"]))
    layout = Layout(n)

    items: dict[int, list[tuple[str, str]]] = {}
    for p in players:
        for kind in KINDS:
            if kind in markers.get(p, {}):
                items.setdefault(markers[p][kind] % n, []).append((kind, p))
        if robbers.get(p) is not None:
            items.setdefault(robbers[p] % n, []).append(("robber", p))
    arrows = []
    for s in steals:
        origin = before[s["victim"]][s["marker"]] % n
        if ("ghost", s["thief"]) not in items.get(origin, []):
            items.setdefault(origin, []).append(("ghost", s["thief"]))
        kind = _thief_marker(before, markers, s["thief"], s["points"])
        arrows.append((origin, s["thief"], markers[s["thief"]][kind] % n, kind, s["points"]))

    label = title or ("after the turn" if outcome is not None else "before the turn")
    legend_lines = 1 + len(players) + len(steals)
    w, h = layout.width, layout.height + legend_lines * LINE + 8
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" class="rulespec-track" role="img" '
           f'aria-label={quoteattr("score track, " + label)} width="{_f(w)}" height="{_f(h)}" '
           f'viewBox="0 0 {_f(w)} {_f(h)}" font-family="sans-serif">',
           f"<title>{escape('score track, ' + label)}</title>",
           f'<rect x="0" y="0" width="{_f(w)}" height="{_f(h)}" fill="#ffffff"/>']
    for space, (x, y) in enumerate(layout.cells):
        shade = "#efe6d2" if space % 5 else "#e0d2b0"
        out.append(f'<rect x="{_f(x)}" y="{_f(y)}" width="{_f(layout.cell)}" height="{_f(layout.cell)}" '
                   f'fill="{shade}" stroke="#9a8a66" stroke-width="1"/>')
        out.append(f'<text x="{_f(x + 2.5)}" y="{_f(y + 9)}" font-size="8" fill="#6b5d3f">{space}</text>')
    cx, cy = layout.centre()
    out.append(f'<text x="{_f(cx)}" y="{_f(cy + 7)}" text-anchor="middle" font-size="20" '
               f'fill="#b3a37d">{escape(label)}</text>')
    where: dict[tuple[str, str, int], tuple[float, float, float]] = {}
    for space in sorted(items):
        group = items[space]
        for i, (kind, p) in enumerate(group):
            x, y, r = layout.slot(space, i, len(group))
            where[(kind, p, space)] = (x, y, r)
            out.append(_shape(kind, x, y, r, colour(p)))
    for origin, thief, target, kind, points in arrows:
        x1, y1, _ = where[("ghost", thief, origin)]
        x2, y2, _ = where[(kind, thief, target)]
        out += _arrow(x1, y1, x2, y2, layout.centre(), colour(thief), f"+{points}")
    out += _legend(12, layout.height, players, markers, robbers, steals)
    out.append("</svg>")
    return "\n".join(out) + "\n"
