"""The score track drawn as SVG: spaces, markers, robbers, arrows, legend.

The drawing :mod:`checker.robbers.pictures` uses for a state of the track
(before the turn, after it, after one step of a derivation). The spaces run
clockwise around a rectangle from space 0 at the top left (a ring when the
track length is odd or tiny); ``narrow`` turns the rectangle upright, for a
phone's column, so that the numbers stay readable at its width. Meeples are
circles, couriers diamonds, robbers triangles, all in their owner's colour; a
dashed triangle is a robber that was there; an arrow is a theft (solid, with
the points) or a movement (dashed); what a step changes is outlined.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Mapping, Sequence

from checker.pictures import INK, MARK, colour, escape, num, points, root

LINE = 17  # legend line height
KINDS = ("meeple", "courier")


class Layout:
    """Where each space of the track is: its square's top-left corner."""

    def __init__(self, n: int, narrow: bool = False, margin: float = 8) -> None:
        self.n = n
        if n >= 8 and n % 2 == 0:
            self._rectangle(n, margin, narrow)
        else:
            self._ring(n, margin, narrow)

    def _rectangle(self, n: int, m: float, narrow: bool) -> None:
        half = n // 2 + 2
        short = max(3, round(half / 3.4))  # a wide board: two pictures stack compactly
        rows, cols = (half - short, short) if narrow else (short, half - short)
        self.cell = c = 36.0 if max(cols, rows) <= 20 else max(10.0, 720.0 / max(cols, rows))
        top = [(m + i * c, m) for i in range(cols)]
        right = [(m + (cols - 1) * c, m + (j + 1) * c) for j in range(rows - 2)]
        bottom = [(m + (cols - 1 - i) * c, m + (rows - 1) * c) for i in range(cols)]
        left = [(m, m + (rows - 2 - j) * c) for j in range(rows - 2)]
        self.cells = top + right + bottom + left
        self.width, self.height = 2 * m + cols * c, 2 * m + rows * c
        self.inner = (m + c + 4, m + c + 10, m + (cols - 1) * c - 4, m + (rows - 1) * c - 10)

    def _ring(self, n: int, m: float, narrow: bool) -> None:
        self.cell = c = 36.0
        radius = max(110.0 if not narrow else 100.0, n * c * 1.15 / (2 * math.pi))
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
        w, h = c / cols, c * 0.68 / rows
        col, row = index % cols, index // cols
        return x + w * (col + 0.5), y + c * 0.32 + h * (row + 0.5), min(w, h) * 0.4


def shape(kind: str, x: float, y: float, r: float, fill: str, marked: bool = False) -> str:
    """A meeple (circle), courier (diamond), robber (triangle) or ghost (dashed triangle)."""
    stroke = f'stroke="{MARK}" stroke-width="2.5"' if marked else f'stroke="{INK}" stroke-width="1"'
    if kind == "meeple":
        return f'<circle cx="{num(x)}" cy="{num(y)}" r="{num(r)}" fill="{fill}" {stroke}/>'
    if kind == "courier":
        d = r * 1.2
        return f'<polygon points="{points([(x, y - d), (x + d, y), (x, y + d), (x - d, y)])}" fill="{fill}" {stroke}/>'
    pts = [(x, y - r * 1.15), (x + r * 1.05, y + r * 0.85), (x - r * 1.05, y + r * 0.85)]
    if kind == "ghost":
        return (f'<polygon points="{points(pts)}" fill="none" stroke="{fill}" stroke-width="1.5" '
                f'stroke-dasharray="2,1.5"/>')
    return f'<polygon points="{points(pts)}" fill="{fill}" {stroke}/>'


def arrow(x1: float, y1: float, x2: float, y2: float, centre, fill: str, label: str, dashed: bool) -> list[str]:
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
    x1, y1 = x1 + sx / snorm * 6, y1 + sy / snorm * 6  # leave the piece it starts from visible
    tx, ty = x2 - qx, y2 - qy
    norm = math.hypot(tx, ty) or 1.0
    ux, uy = tx / norm, ty / norm
    ex, ey = x2 - ux * 5, y2 - uy * 5  # stop short of the marker
    head = [(ex, ey), (ex - ux * 9 - uy * 4.5, ey - uy * 9 + ux * 4.5),
            (ex - ux * 9 + uy * 4.5, ey - uy * 9 - ux * 4.5)]
    path = f"M{num(x1)},{num(y1)} Q{num(qx)},{num(qy)} {num(ex - ux * 8)},{num(ey - uy * 8)}"
    dash = ' stroke-dasharray="6,4"' if dashed else ""
    lx, ly = 0.25 * x1 + 0.5 * qx + 0.25 * x2, 0.25 * y1 + 0.5 * qy + 0.25 * y2
    out = [f'<path d="{path}" fill="none" stroke="{INK}" stroke-width="4" stroke-linecap="round" opacity="0.55"{dash}/>',
           f'<path d="{path}" fill="none" stroke="{fill}" stroke-width="2" stroke-linecap="round"{dash}/>',
           f'<polygon points="{points(head)}" fill="{fill}" stroke="{INK}" stroke-width="1"/>']
    if label:
        out.append(f'<text x="{num(lx)}" y="{num(ly + 4)}" text-anchor="middle" font-size="13" font-weight="bold" '
                   f'fill="{INK}" stroke="#ffffff" stroke-width="3" paint-order="stroke">{escape(label)}</text>')
    return out


@dataclass
class Scene:
    """One state of the track to draw: the pieces where they stand, the
    ``ghosts`` (space, player) of robbers that were there, the ``arrows``
    ((kind, player, space) from, the same to, player, label, dashed; kind
    ``space`` is the empty space itself), the
    pieces the step changes (``marked``: (kind, player)) and the legend's
    extra ``notes`` (player, text)."""

    n: int
    players: Sequence[str]
    markers: Mapping
    robbers: Mapping
    label: str
    ghosts: list = field(default_factory=list)
    arrows: list = field(default_factory=list)
    marked: set = field(default_factory=set)
    notes: list = field(default_factory=list)


def _legend(x: float, y: float, scene: Scene, narrow: bool) -> list[str]:
    out, line = [], 0
    size = 13 if narrow else 12

    def text(s: str, dx: float = 0) -> None:
        out.append(f'<text x="{num(x + dx)}" y="{num(y + line * LINE + 12)}" font-size="{size}" '
                   f'fill="{INK}">{escape(s)}</text>')

    for p in scene.players:
        kinds = scene.markers.get(p, {})
        out.append(shape("meeple", x + 6, y + line * LINE + 8, 5, colour(p)))
        detail = ", ".join(f"{k} {kinds[k]}" + (f" (lap {kinds[k] // scene.n + 1})" if kinds[k] >= scene.n else "")
                           for k in KINDS if k in kinds)
        place = scene.robbers.get(p)
        robber = "robber in supply" if place is None else f"robber on {place}"
        if narrow:
            text(f"{p} {sum(kinds.values())}: {detail}", dx=16)
            line += 1
            text(robber, dx=16)
        else:
            text(f"{p} {sum(kinds.values())} ({detail}); {robber}", dx=16)
        line += 1
    for _, note in scene.notes:
        text(note, dx=16)
        line += 1
    key_y = y + line * LINE + 8
    for i, word in enumerate(("meeple", "courier", "robber")):
        out.append(shape(word, x + 6 + i * 80, key_y, 5, "#ffffff"))
        out.append(f'<text x="{num(x + 16 + i * 80)}" y="{num(key_y + 4)}" font-size="{size - 1}" fill="{INK}">{word}</text>')
    if scene.ghosts:
        gx, gy = (x + 6, key_y + LINE) if narrow else (x + 246, key_y)
        out.append(shape("ghost", gx, gy, 5, INK))
        out.append(f'<text x="{num(gx + 10)}" y="{num(gy + 4)}" font-size="{size - 1}" fill="{INK}">robber before</text>')
    return out


def legend_lines(scene: Scene, narrow: bool) -> int:
    per_player = 2 if narrow else 1
    return 1 + per_player * len(scene.players) + len(scene.notes) + (1 if narrow and scene.ghosts else 0)


def draw(scene: Scene, narrow: bool = False) -> str:
    """The scene as one SVG picture."""
    n = scene.n
    layout = Layout(n, narrow)
    items: dict[int, list[tuple[str, str]]] = {}
    for p in scene.players:
        for kind in KINDS:
            if kind in scene.markers.get(p, {}):
                items.setdefault(scene.markers[p][kind] % n, []).append((kind, p))
        if scene.robbers.get(p) is not None:
            items.setdefault(scene.robbers[p] % n, []).append(("robber", p))
    for space, p in scene.ghosts:
        if ("ghost", p) not in items.get(space % n, []):
            items.setdefault(space % n, []).append(("ghost", p))
    w = max(layout.width, 340.0) if narrow else layout.width
    h = layout.height + legend_lines(scene, narrow) * LINE + 8
    label = "score track, " + scene.label
    out = [root("rulespec-track" + (" rulespec-narrow" if narrow else ""), label, w, h),
           f'<rect x="0" y="0" width="{num(w)}" height="{num(h)}" fill="#ffffff"/>']
    for space, (x, y) in enumerate(layout.cells):
        shade = "#efe6d2" if space % 5 else "#e0d2b0"
        out.append(f'<rect x="{num(x)}" y="{num(y)}" width="{num(layout.cell)}" height="{num(layout.cell)}" '
                   f'fill="{shade}" stroke="#9a8a66" stroke-width="1"/>')
        out.append(f'<text x="{num(x + 2)}" y="{num(y + 11)}" font-size="11" fill="#4a3f28">{space}</text>')
    cx, cy = layout.centre()
    size = 15 if narrow else 20
    out.append(f'<text x="{num(cx)}" y="{num(cy + 7)}" text-anchor="middle" font-size="{size}" '
               f'fill="#8a7a55">{escape(scene.label)}</text>')
    where: dict[tuple[str, str, int], tuple[float, float]] = {}
    for space in sorted(items):
        group = items[space]
        for i, (kind, p) in enumerate(group):
            x, y, r = layout.slot(space, i, len(group))
            where[(kind, p, space)] = (x, y)
            out.append(shape(kind, x, y, r, colour(p), (kind, p) in scene.marked))
    half = layout.cell / 2
    for kind, p, space in [a for arrow_ in scene.arrows for a in arrow_[:2] if a[0] == "space"]:
        x, y = layout.cells[space % n]
        where[(kind, p, space % n)] = (x + half, y + half + 4)
    for start, end, player, text, dashed in scene.arrows:
        a, b = where.get((start[0], start[1], start[2] % n)), where.get((end[0], end[1], end[2] % n))
        if a is not None and b is not None:
            out += arrow(a[0], a[1], b[0], b[1], layout.centre(), colour(player), text, dashed)
    out += _legend(12, layout.height, scene, narrow)
    out.append("</svg>")
    return "\n".join(out) + "\n"
