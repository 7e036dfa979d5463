"""Count, King & Robber as an SVG picture: the City of Carcassonne's four
districts with the Count and each player's figures, the King and the Robber
Baron, the scores, and (before the turn) the features the turn scores.

Pure Python and deterministic, in the spirit of python-chess's ``svg.py`` and
of :mod:`checker.robbers.track_picture`: the worked-examples page inlines these pictures and a
snapshot test compares them byte for byte. Every coordinate is an integer and
every loop runs in a fixed order (turn order, the districts and figures in the
order the rules list them), so the text depends on nothing but the input.

Input is the public JSON of ``docs/ckr-turn-model.md`` (a scenario for the
picture before the turn, an outcome for the picture after it); fields this
module does not draw, including any a later version of the format adds, are
ignored. Players are told apart by colour *and* by a name label, figures by
shape (circle, square, triangle) with a legend, so a picture reads without
colour; ``<title>`` and ``<desc>`` (see :mod:`picture_words`) say the same in
words for screen readers. What a derivation's step concerns (a district, a
feature) is outlined (:mod:`checker.count_king_robber.pictures` draws the
frames).
"""

from __future__ import annotations

from typing import Mapping, Sequence
from xml.sax.saxutils import escape, quoteattr

from checker.count_king_robber.model import DISTRICTS, FIGURES
from checker.count_king_robber.picture_words import ordered
from checker.pictures import INK, MARK, colour

WIDTH = 600
PAD = 10
LINE = 17
CELL_W = 185  # a district; two side by side
CARD_W = 136  # a scored feature; four side by side
PANEL_X = PAD + 2 * CELL_W + 15
NARROW = 340  # the panel and the legend, without the City
GREY = "#6b5d3f"
FEEDS = {"castle": "cities", "market": "fields", "blacksmith": "roads", "cathedral": "monasteries, shrines"}
BANDS = {"city": "#d9a06f", "road": "#c4c4c4", "monastery": "#c2a8e0", "shrine": "#e0aaaa", "field": "#a8d68a"}


def _clip(text: str, chars: int) -> str:
    """Long names are cut so they stay inside their box (the ``<desc>`` keeps them whole)."""
    return text if len(text) <= chars else text[: chars - 1] + "…"


def _text_width(text: str, size: int) -> int:
    """A generous estimate for a generic sans-serif font."""
    return len(text) * size * 6 // 10


class Canvas:
    """The elements of one picture, in drawing order."""

    def __init__(self) -> None:
        self.out: list[str] = []

    def rect(self, x: int, y: int, w: int, h: int, fill: str, stroke: str = "none", rx: int = 0,
             thick: bool = False) -> None:
        extra = (f' rx="{rx}"' if rx else "") + (f' stroke="{stroke}"' if stroke != "none" else "")
        extra += ' stroke-width="3"' if thick else ""
        self.out.append(f'<rect x="{x}" y="{y}" width="{w}" height="{h}" fill="{fill}"{extra}/>')

    def text(self, x: int, y: int, text: str, size: int = 11, weight: str = "normal", fill: str = INK,
             anchor: str = "start") -> None:
        """Only what differs from the root's defaults is written: a page inlines
        dozens of these pictures."""
        extra = "".join([f' font-size="{size}"' if size != 11 else "",
                         f' font-weight="{weight}"' if weight != "normal" else "",
                         f' fill="{fill}"' if fill != INK else "",
                         f' text-anchor="{anchor}"' if anchor != "start" else ""])
        self.out.append(f'<text x="{x}" y="{y}"{extra}>{escape(text)}</text>')

    def figure(self, kind: str, x: int, y: int, fill: str) -> None:
        """A figure centred on (x, y): meeple circle, large meeple square, abbot triangle."""
        if kind == "large":
            self.out.append(f'<rect x="{x - 6}" y="{y - 6}" width="12" height="12" fill="{fill}" stroke="{INK}"/>')
        elif kind == "abbot":
            self.out.append(f'<polygon points="{x},{y - 7} {x + 6},{y + 5} {x - 6},{y + 5}" fill="{fill}" '
                            f'stroke="{INK}"/>')
        else:
            self.out.append(f'<circle cx="{x}" cy="{y}" r="5" fill="{fill}" stroke="{INK}"/>')

    def ring(self, x: int, y: int) -> None:
        """The mark of the figure that entered the city in the turn."""
        self.out.append(f'<circle cx="{x}" cy="{y}" r="9" fill="none" stroke="{INK}" stroke-width="1.5" '
                        f'stroke-dasharray="3,2"/>')

    def badge(self, x: int, y: int, label: str, fill: str = INK, ink: str = "#ffffff") -> int:
        """A rounded label (the Count, the tiles); returns its width."""
        w = _text_width(label, 10) + 10
        self.rect(x, y, w, 15, fill, INK, rx=4)
        self.text(x + w // 2, y + 11, label, 10, "bold", ink, "middle")
        return w

    def svg(self, width: int, height: int, title: str, desc: str) -> str:
        """The picture, shown a quarter larger than drawn so that its text
        matches the page's (CSS scales it down to a narrower column)."""
        head = [f'<svg xmlns="http://www.w3.org/2000/svg" class="rulespec-city" role="img" '
                f'aria-label={quoteattr(title)} width="{width * 5 // 4}" height="{height * 5 // 4}" '
                f'viewBox="0 0 {width} {height}" font-family="sans-serif" font-size="11" fill="{INK}">',
                f"<title>{escape(title)}</title>",
                f"<desc>{escape(desc)}</desc>",
                f'<rect x="0" y="0" width="{width}" height="{height}" fill="#ffffff"/>']
        return "\n".join(head + self.out + ["</svg>"]) + "\n"


def figure_row(c: Canvas, x: int, y: int, player: str, kinds: Mapping, ring: str | None = None) -> None:
    """One player's figures on a line: the name, then each kind's shape with its count."""
    c.text(x, y, _clip(player, 8))
    fx = x + 54
    for kind in FIGURES:
        if kinds.get(kind):
            c.figure(kind, fx + 6, y - 4, colour(player))
            if kind == ring:
                c.ring(fx + 6, y - 4)
            c.text(fx + 17, y, f"×{kinds[kind]}", 10)
            fx += 40


def draw_city(c: Canvas, y: int, players: Sequence[str], city: Mapping, placed: Sequence[Mapping] = (),
              marked: Sequence[str] = ()) -> int:
    """The four districts in a 2 x 2 grid below ``y`` (those ``marked`` outlined); returns the bottom."""
    districts = city.get("districts", {})
    h = 38 + LINE * max([1] + [len(ordered(players, districts.get(d) or {})) for d in DISTRICTS])
    c.text(PAD, y + 13, "City of Carcassonne", 13, "bold")
    for i, name in enumerate(DISTRICTS):
        x, top = PAD + (i % 2) * (CELL_W + 10), y + 22 + (i // 2) * (h + 10)
        blocked = city.get("count") == name
        c.rect(x, top, CELL_W, h, "#e2e2e2" if blocked else "#f6efdc", MARK if name in marked else "#9a8a66", rx=6,
               thick=name in marked)
        c.text(x + 8, top + 16, name, 12, "bold")
        c.text(x + 8, top + 30, f"→ {FEEDS[name]}" + (" (blocked)" if blocked else ""), 10, fill=GREY)
        if blocked:
            c.badge(x + CELL_W - 48, top + 5, "Count")
        table = districts.get(name) or {}
        rows = ordered(players, table)
        for j, p in enumerate(rows):
            ring = next((e["figure"] for e in placed if e.get("player") == p and e.get("district") == name), None)
            figure_row(c, x + 8, top + 48 + j * LINE, p, table[p], ring)
        if not rows:
            c.text(x + 8, top + 48, "empty", 10, fill=GREY)
    return y + 22 + 2 * h + 10


def _holder_line(tile: Mapping, feature: str) -> str:
    holder = (tile or {}).get("holder")
    return f"{holder}, {feature} of {tile.get('size', 0)} tiles" if holder else "nobody"


def draw_panel(c: Canvas, x: int, y: int, scores: Mapping, players: Sequence[str], active: str | None,
               doc: Mapping, notes: Sequence[tuple[str, list]]) -> int:
    """Scores, the King and the Robber Baron, then ``notes`` (heading, lines of
    text or (player, figures)); returns the bottom."""
    c.text(x, y + 13, "Scores", 12, "bold")
    y += 32
    for p in players:
        c.out.append(f'<circle cx="{x + 6}" cy="{y - 4}" r="6" fill="{colour(p)}" stroke="{INK}"/>')
        c.text(x + 18, y, f"{_clip(p, 12)} {scores.get(p, 0)}" + (" (active)" if p == active else ""))
        y += LINE
    for label, key, feature, fill in (("King", "king", "city", "#f2c200"), ("Robber Baron", "robber-baron", "road", "#8c564b")):
        y += 6
        c.badge(x, y - 11, label, fill, INK if key == "king" else "#ffffff")
        c.text(x, y + LINE, _holder_line(doc.get(key) or {}, feature))
        y += 2 * LINE
    for heading, lines in notes:
        y += 6
        c.text(x, y, heading, 11, "bold")
        for line in lines or ["none"]:
            y += LINE
            if isinstance(line, tuple):
                figure_row(c, x, y, *line)
            else:
                c.text(x, y, line)
        y += LINE
    return y


def _card_lines(feature: Mapping, players: Sequence[str]) -> list:
    """What a scored feature's card says: kind and id, its worth, its figures, its rival."""
    kind = feature.get("kind", "?")
    if kind == "field":
        worth = [f"{feature.get('cities', 0)} cities × {feature.get('per-city', 0)}"]
        worth += ["borders the City"] if feature.get("carcassonne") else []
    elif kind in ("city", "road"):
        worth = [f"{feature.get('tiles', 1)} tiles, {feature.get('points', 0)} points"]
    elif "points" in feature:
        worth = [f"incomplete, {feature['points']} points"]
    else:
        worth = ["completed, 9 points"]
    meeples = feature.get("meeples") or {}
    lines: list = worth + ([(p, meeples[p]) for p in ordered(players, meeples)] or ["no figures"])
    challenge = feature.get("challenge")
    if challenge and challenge.get("feature"):
        lines.append(f"rival: {_clip(challenge['feature'], 14)}")
    elif challenge:
        rival = challenge.get("meeples") or {}
        lines += ["rival, incomplete:"] + [(p, rival[p]) for p in ordered(players, rival)]
    return lines


def draw_features(c: Canvas, y: int, players: Sequence[str], turn: Sequence[Mapping], marked: str | None = None) -> int:
    """The features each step of the turn scores, as a strip of cards (the
    one a derivation names ``marked``, by id or kind and place, outlined); returns the bottom."""
    c.text(PAD, y + 13, "Scored in the turn", 13, "bold")
    y += 22
    for step in turn:
        head = "final scoring (incomplete features)" if step.get("step") == "game-end" \
            else f"score ({step.get('source', 'features')})"
        c.text(PAD, y + 12, head, 11, fill=GREY)
        y += 18
        features = list(step.get("features") or [])
        for start in range(0, len(features), 4):
            row = features[start:start + 4]
            cards = [_card_lines(f, players) for f in row]
            h = 26 + LINE * max(len(lines) for lines in cards)
            for i, (feature, lines) in enumerate(zip(row, cards)):
                x = PAD + i * (CARD_W + 12)
                kind = feature.get("kind", "?")
                hit = marked is not None and marked == (feature.get("id") or f"{kind}-{start + i + 1}")
                c.rect(x, y, CARD_W, h, "#ffffff", MARK if hit else "#9a8a66", rx=5, thick=hit)
                c.rect(x, y, CARD_W, 20, BANDS.get(kind, "#dddddd"), "#9a8a66", rx=5)
                c.text(x + 6, y + 14, _clip(kind + (f" · {feature['id']}" if feature.get("id") else ""), 21),
                       11, "bold")
                for j, line in enumerate(lines):
                    if isinstance(line, tuple):
                        figure_row(c, x + 6, y + 38 + j * LINE, *line)
                    else:
                        c.text(x + 6, y + 38 + j * LINE, line, 10)
            y += h + 8
    return y


def draw_legend(c: Canvas, y: int, width: int, city: bool, entered: bool) -> int:
    """What the shapes and marks mean, wrapped to the picture's width; returns the bottom."""
    keys = [("meeple", "meeple"), ("large", "large meeple"), ("abbot", "abbot")]
    keys += [("count", "the Count: its district's figures stay")] if city else []
    keys += [("ring", "entered the city in the turn")] if entered else []
    x, y = PAD, y + 14
    for kind, word in keys:
        w = (50 if kind == "count" else 20) + _text_width(word, 10) + 12
        if x + w > width - PAD:
            x, y = PAD, y + LINE
        if kind == "count":
            dx = c.badge(x, y - 11, "Count") + 4
        else:
            c.figure("meeple" if kind == "ring" else kind, x + 9, y - 4, "#ffffff")
            if kind == "ring":
                c.ring(x + 9, y - 4)
            dx = 21
        c.text(x + dx, y, word, 10)
        x += w
    return y + 8
