"""Small deterministic SVG charts in plain Python (no plotting library):
lines of points on logarithmic axes, for the performance page."""

from __future__ import annotations

import math
from xml.sax.saxutils import escape

WIDTH, HEIGHT = 640, 360
LEFT, RIGHT, TOP, BOTTOM = 70, 20, 30, 50
COLOURS = ("#c0392b", "#2471a3", "#1e8449", "#7d3c98")


def _decades(low: float, high: float) -> list[float]:
    start, stop = math.floor(math.log10(low)), math.ceil(math.log10(high))
    return [10.0**k for k in range(start, stop + 1)]


def _fmt(value: float) -> str:
    if value >= 1000:
        return f"1e{int(round(math.log10(value)))}"
    return f"{value:g}"


def log_lines(title: str, x_label: str, y_label: str, series: dict[str, list[tuple[float, float]]],
              dashed: set[str] = frozenset()) -> str:
    """One line per series over log-scaled x and y; ``dashed`` series are estimates."""
    points = [p for line in series.values() for p in line if p[0] > 0 and p[1] > 0]
    xs = _decades(min(p[0] for p in points), max(p[0] for p in points))
    ys = _decades(min(p[1] for p in points), max(p[1] for p in points))
    lx0, lx1 = math.log10(xs[0]), math.log10(xs[-1]) or 1
    ly0, ly1 = math.log10(ys[0]), math.log10(ys[-1]) or 1
    plot_w, plot_h = WIDTH - LEFT - RIGHT, HEIGHT - TOP - BOTTOM

    def px(x: float) -> float:
        return LEFT + (math.log10(x) - lx0) / max(lx1 - lx0, 1e-9) * plot_w

    def py(y: float) -> float:
        return TOP + plot_h - (math.log10(y) - ly0) / max(ly1 - ly0, 1e-9) * plot_h

    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{HEIGHT}" '
           f'viewBox="0 0 {WIDTH} {HEIGHT}" font-family="sans-serif" font-size="12">',
           f"<title>{escape(title)}</title>",
           f'<rect x="0" y="0" width="{WIDTH}" height="{HEIGHT}" fill="white"/>',
           f'<text x="{WIDTH / 2:.1f}" y="18" text-anchor="middle" font-size="14">{escape(title)}</text>']
    for x in xs:
        out.append(f'<line x1="{px(x):.1f}" y1="{TOP}" x2="{px(x):.1f}" y2="{TOP + plot_h}" stroke="#ddd"/>')
        out.append(f'<text x="{px(x):.1f}" y="{TOP + plot_h + 16}" text-anchor="middle">{_fmt(x)}</text>')
    for y in ys:
        out.append(f'<line x1="{LEFT}" y1="{py(y):.1f}" x2="{LEFT + plot_w}" y2="{py(y):.1f}" stroke="#ddd"/>')
        out.append(f'<text x="{LEFT - 6}" y="{py(y) + 4:.1f}" text-anchor="end">{_fmt(y)}</text>')
    out.append(f'<text x="{LEFT + plot_w / 2:.1f}" y="{HEIGHT - 10}" text-anchor="middle">{escape(x_label)}</text>')
    out.append(f'<text x="16" y="{TOP + plot_h / 2:.1f}" text-anchor="middle" '
               f'transform="rotate(-90 16 {TOP + plot_h / 2:.1f})">{escape(y_label)}</text>')
    drawn = []
    for i, (name, line) in enumerate(series.items()):
        colour = COLOURS[i % len(COLOURS)]
        points = [(px(x), py(y)) for x, y in line if x > 0 and y > 0]
        drawn.append(points)
        coords = " ".join(f"{x:.1f},{y:.1f}" for x, y in points)
        dash = ' stroke-dasharray="6 4"' if name in dashed else ""
        out.append(f'<polyline points="{coords}" fill="none" stroke="{colour}" stroke-width="2"{dash}/>')
        out += [f'<circle cx="{x:.1f}" cy="{y:.1f}" r="3" fill="{colour}"/>' for x, y in points]
    out += _legend(list(series), drawn)
    out.append("</svg>")
    return "\n".join(out) + "\n"


def _legend(names: list[str], drawn: list[list[tuple[float, float]]]) -> list[str]:
    """The series' names in the corner of the plot that the ``drawn`` lines
    (pixel coordinates) cross least, first corner on a tie, on a white box
    (sized from a generous 7 px per character at 12 px type)."""
    width, height = 34 + 7 * max(len(n) for n in names), 8 + 16 * len(names)
    plot_w, plot_h = WIDTH - LEFT - RIGHT, HEIGHT - TOP - BOTTOM
    corners = [(LEFT + 4, TOP + 2), (LEFT + plot_w - 4 - width, TOP + plot_h - 2 - height),
               (LEFT + plot_w - 4 - width, TOP + 2), (LEFT + 4, TOP + plot_h - 2 - height)]
    samples = [(x0 + (x1 - x0) * k / 16, y0 + (y1 - y0) * k / 16)
               for line in drawn for (x0, y0), (x1, y1) in zip(line, line[1:] or line) for k in range(17)]

    def crossed(corner) -> int:
        x, y = corner
        return sum(1 for sx, sy in samples if x <= sx <= x + width and y <= sy <= y + height)

    x, y = min(corners, key=crossed)
    out = [f'<rect x="{x}" y="{y}" width="{width}" height="{height}" fill="white" fill-opacity="0.9" stroke="#ddd"/>']
    for i, name in enumerate(names):
        out.append(f'<rect x="{x + 6}" y="{y + 6 + 16 * i}" width="12" height="3" fill="{COLOURS[i % len(COLOURS)]}"/>')
        out.append(f'<text x="{x + 24}" y="{y + 11 + 16 * i}">{escape(name)}</text>')
    return out
