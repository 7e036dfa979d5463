"""The King and Robber Baron tiles ("King and robber").

"As soon as you complete the first city ... place the King tile in front of
you. It does not matter if you scored points for that city, only that you
completed it. If a player completes a bigger city (i.e., one with more tiles
[14]), that player takes the King tile." The Robber Baron "works just like
the King tile, but for roads". So the completer (the active player) takes
the tile, and only a strictly larger feature moves it. At the final scoring
the holders gain 1 per completed city (the City of Carcassonne included) and
1 per completed road.
"""

from __future__ import annotations

from checker.count_king_robber.model import Holder


def claim(current: Holder, sizes: list[int], active: str) -> Holder:
    """The tile after the active player completes features of these sizes."""
    if not sizes:
        return current
    biggest = max(sizes)
    if current.holder is None or biggest > current.size:
        return Holder(active, biggest)
    return current


def after_step(king: Holder, baron: Holder, features, active: str, rules) -> tuple[Holder, Holder]:
    if rules.has("king-largest-city"):
        king = claim(king, [f.tiles for f in features if f.kind == "city"], active)
    elif rules.has("mistake-king-kept-on-first-city") and king.holder is None:
        # spec/mistakes.py: an engine that never moves the King on from the first city's completer
        king = claim(king, [f.tiles for f in features if f.kind == "city"], active)
    if rules.has("baron-longest-road"):
        baron = claim(baron, [f.tiles for f in features if f.kind == "road"], active)
    return king, baron


def final_bonuses(king: Holder, baron: Holder, cities: int, roads: int, city_in_play: bool, rules) -> dict[str, tuple[str, int]]:
    """tile -> (holder, points) for each tile that pays at the game end;
    ``cities`` and ``roads`` are all completed ones, before and during this
    turn."""
    out: dict[str, tuple[str, int]] = {}
    if king.holder is not None and rules.has("king-bonus-per-city"):
        extra = 1 if city_in_play and rules.has("king-bonus-counts-carcassonne") else 0
        out["king"] = (king.holder, cities + extra)
    if baron.holder is not None and rules.has("baron-bonus-per-road"):
        out["robber-baron"] = (baron.holder, roads)
    return out


def final_bonus(king: Holder, baron: Holder, cities: int, roads: int, city_in_play: bool, rules) -> dict[str, int]:
    """Points each holder gains at the game end, both tiles together."""
    out: dict[str, int] = {}
    for holder, points in final_bonuses(king, baron, cities, roads, city_in_play, rules).values():
        out[holder] = out.get(holder, 0) + points
    return out
