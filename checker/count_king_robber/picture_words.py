"""The Count, King & Robber pictures in words: the ``<desc>`` of each SVG of
:mod:`checker.count_king_robber.pictures`, so that a screen reader (or a reader of the page source)
gets everything the picture shows, names in full.

Input is the public JSON of ``docs/ckr-turn-model.md``; fields not described
here are ignored, and every list is in a fixed order (turn order, the
districts and figures as the rules list them).
"""

from __future__ import annotations

from typing import Mapping, Sequence

from checker.count_king_robber.model import DISTRICTS, FIGURES

WORDS = {"meeple": "meeple", "large": "large meeple", "abbot": "abbot"}


def ordered(players: Sequence[str], table: Mapping) -> list[str]:
    """The players with figures in ``table``, in turn order; names not in the
    game last, sorted (so the order never depends on the input's key order)."""
    return [p for p in players if table.get(p)] + sorted(p for p in table if p not in players and table.get(p))


def figures(table: Mapping, players: Sequence[str]) -> str:
    """``{"red": {"meeple": 2}}`` as "red 2 meeple" (nobody: "none"), players in turn order."""
    parts = [f"{p} " + ", ".join(f"{table[p][f]} {WORDS[f]}" for f in FIGURES if table[p].get(f))
             for p in ordered(players, table)]
    return "; ".join(parts) or "none"


def placements(outcome: Mapping) -> list[Mapping]:
    """The outcome's ``placed``: null, one entry or a list, as a list."""
    placed = outcome.get("placed")
    if placed is None:
        return []
    return list(placed) if isinstance(placed, list) else [placed]


def _city(city: Mapping | None, players: Sequence[str]) -> str:
    if not city:
        return "The City of Carcassonne is not in play."
    districts = city.get("districts") or {}
    inside = " ".join(f"{d.capitalize()}: {figures(districts.get(d) or {}, players)}." for d in DISTRICTS)
    return f"The Count stands in the {city.get('count')}. {inside}"


def _tiles(doc: Mapping) -> str:
    out = []
    for name, key, feature in (("King", "king", "city"), ("Robber Baron", "robber-baron", "road")):
        tile = doc.get(key) or {}
        holder = tile.get("holder")
        out.append(f"{name}: {holder}, {feature} of {tile.get('size', 0)} tiles." if holder else f"{name}: nobody.")
    return " ".join(out)


def _feature(feature: Mapping, players: Sequence[str]) -> str:
    kind = feature.get("kind", "?")
    name = kind + (f" {feature['id']}" if feature.get("id") else "")
    if kind == "field":
        worth = f"{feature.get('cities', 0)} cities at {feature.get('per-city', 0)} each" + (
            ", bordering the City of Carcassonne" if feature.get("carcassonne") else "")
    elif kind in ("city", "road"):
        worth = f"{feature.get('tiles', 1)} tiles, {feature.get('points', 0)} points"
    elif "points" in feature:
        worth = f"incomplete, {feature['points']} points"
    else:
        worth = "completed, 9 points"
    text = f"{name} ({worth}), figures: {figures(feature.get('meeples') or {}, players)}"
    challenge = feature.get("challenge")
    if challenge and challenge.get("feature"):
        text += f", challenged by {challenge['feature']}"
    elif challenge:
        text += f", challenged by an incomplete rival with {figures(challenge.get('meeples') or {}, players)}"
    return text


def _turn(turn: Sequence[Mapping], players: Sequence[str]) -> str:
    steps = []
    for step in turn:
        head = "Final scoring" if step.get("step") == "game-end" else f"Scoring ({step.get('source', 'features')})"
        steps.append(f"{head}: " + "; ".join(_feature(f, players) for f in step.get("features") or []) + ".")
    return " ".join(steps)


def before(scenario: Mapping) -> str:
    """Everything the picture before the turn shows, in sentences."""
    players = list(scenario.get("players", []))
    scores = scenario.get("scores") or {}
    completed = scenario.get("completed") or {}
    who = ", ".join(f"{p} {scores.get(p, 0)}" + (" (active)" if p == scenario.get("active") else "") for p in players)
    return " ".join([
        f"Scores in turn order: {who}.",
        _city(scenario.get("city"), players),
        _tiles(scenario),
        f"Completed before the turn: {completed.get('cities', 0)} cities, {completed.get('roads', 0)} roads.",
        _turn(scenario.get("turn") or [], players),
    ])


def after(outcome: Mapping) -> str:
    """Everything the picture after an outcome shows, in sentences."""
    scores = outcome.get("scores") or {}
    players = list(scores)
    parts = [f"Scores in turn order: {', '.join(f'{p} {scores[p]}' for p in players)}.",
             _city(outcome.get("city"), players)]
    if outcome.get("city"):
        entered = ", ".join(f"{e['player']}'s {WORDS.get(e['figure'], e['figure'])} to the {e['district']}"
                            for e in placements(outcome))
        parts.append(f"Entered the city: {entered or 'nobody'}.")
    parts += [_tiles(outcome), f"Returned to supply: {figures(outcome.get('returned') or {}, players)}."]
    return " ".join(parts)
