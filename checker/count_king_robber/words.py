"""Count, King & Robber's vocabulary: the words every text for people is
made of, once for ``enumerate``, ``judge``, ``check``, ``diff``,
``conform``, the catalogue's Markdown and the docs.

- a player: their name, capitalised ("Red");
- figures: "Red's meeple", "Red's 2 meeples and large meeple", "Blue's abbot";
- the City of Carcassonne: its districts by name ("the market"), the Count
  "in the castle"; an entry: "Red's meeple enters the market";
- the tiles: "the King (a city of 4 tiles)", "the Robber Baron (a road of
  3 tiles)"; "Red takes the King", "Blue keeps the Robber Baron";
- a scored feature: "a city of 4 tiles worth 8 (Red's meeple)", "a
  monastery (Blue's meeple) challenged by an incomplete rival (Red's meeple)";
- the turn: "Red's turn", "feature scoring: ...", "message scoring: ...",
  "at the game end: ...".

They read the documents of docs/ckr-turn-model.md (plain dicts).
"""

from __future__ import annotations

import re

from checker.wording import counted, listed, name  # noqa: F401 - part of this vocabulary

#: The ids the conformance suite gives its features ("f0-1": step 0, feature 1), not worth a word.
_GENERATED = re.compile(r"^f\d+[-.]\d+$")

FIGURE_WORDS = {"meeple": ("meeple", "meeples"), "large": ("large meeple", "large meeples"), "abbot": ("abbot", "abbots")}
TILE_WORDS = {"king": ("King", "city"), "robber-baron": ("Robber Baron", "road")}
SOURCES = {"features": "feature scoring"}








def figure(kind: str, n: int = 1) -> str:
    one, many = FIGURE_WORDS.get(kind, (kind, kind + "s"))
    return one if n == 1 else f"{n} {many}"


def figures(table: dict, players=None) -> str:
    """``{"red": {"meeple": 2, "large": 1}}`` as "Red's 2 meeples and large meeple";
    players in ``players``' order (else the table's), empty: ""."""
    order = [p for p in (players or table) if table.get(p)]
    return "; ".join(f"{name(p)}'s " + listed(figure(f, n) for f, n in table[p].items() if n) for p in order)


def district(d: str) -> str:
    return f"the {d}"


def holder_text(tile: str, holder: dict) -> str:
    """"Red holds the King (a city of 4 tiles)" or "nobody holds the King"."""
    title, kind = TILE_WORDS[tile]
    if not holder.get("holder"):
        return f"nobody holds the {title}"
    return f"{name(holder['holder'])} holds the {title} (a {kind} of {counted(holder.get('size', 0), 'tile')})"


def holder_change(tile: str, before: dict, after: dict) -> str:
    """What the turn did to a tile: "Red takes the King (a city of 4 tiles)",
    "Blue keeps the Robber Baron", "nobody holds the King"."""
    title, kind = TILE_WORDS[tile]
    if not after.get("holder"):
        return f"nobody holds the {title}"
    size = f"a {kind} of {counted(after.get('size', 0), 'tile')}"
    if before.get("holder") == after["holder"]:
        grew = "" if before.get("size") == after.get("size") else f", now for {size}"
        return f"{name(after['holder'])} keeps the {title}" + grew
    return f"{name(after['holder'])} takes the {title} ({size})"


def entry(e: dict) -> str:
    """One figure entering the city: "Red's meeple enters the market"."""
    return f"{name(e['player'])}'s {figure(e['figure'])} enters {district(e['district'])}"


def city_text(city: dict | None, players=None) -> str:
    """"the Count in the castle; the market: Red's meeple" (the districts with figures)."""
    if not city:
        return "the City of Carcassonne is not in play"
    inside = [f"{district(d)}: {figures(t, players)}" for d, t in city["districts"].items() if figures(t, players)]
    return f"the Count in {district(city['count'])}; " + ("; ".join(inside) if inside else "the districts empty")


def feature_text(f: dict, players=None, final: bool = False) -> str:
    """A scored feature: its kind, size, worth, figures and challenge.
    ``final``: scored at the game end, where nothing is completed (a
    challenge named there is between two incomplete features)."""
    kind = f["kind"]
    text = f"a {kind}"
    if "tiles" in f:
        text += f" of {counted(f['tiles'], 'tile')}"
    if kind == "field":
        text += f" supplying {counted(f['cities'], 'city', 'cities')} at {f['per-city']} each"
        if f["carcassonne"]:
            text += ", bordering the City of Carcassonne"
    elif "points" in f:
        text += f" worth {f['points']}"
    text += f" ({figures(f['meeples'], players) or 'no figures'})"
    challenge = f.get("challenge")
    if challenge is not None:
        if "feature" in challenge:
            text += (f" challenged by {challenge['feature']}, both still incomplete at the final scoring" if final
                     else f" challenged by {challenge['feature']}, completed at the same time")
        else:
            text += f" challenged by an incomplete rival ({figures(challenge['meeples'], players) or 'no figures'})"
    shown = f.get("id") and f["id"] != kind and not _GENERATED.match(f["id"])
    return (f"{f['id']}: " if shown else "") + text


def step_text(s: dict, players=None) -> str:
    if s["step"] == "place-robbers":
        return "robbers may be placed"
    if s["step"] == "game-end":
        head = "at the game end"
    else:
        head = SOURCES.get(s.get("source", "features"), f"{s.get('source')} scoring")
    final = s["step"] == "game-end"
    return f"{head}: " + "; ".join(feature_text(f, players, final) for f in s["features"])
