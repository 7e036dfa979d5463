"""Figures by player and kind as plain nested dicts ("bags").

The model keeps figures frozen (tuples of player, figure, count) so they can
be hashed; the rule code is easier to read on dicts, so it thaws, edits and
freezes again with these helpers.
"""

from __future__ import annotations

from checker.count_king_robber.model import STRENGTH, thaw


def bag(frozen: tuple) -> dict:
    """A fresh, editable bag from frozen figures."""
    return thaw(frozen)


def add(into: dict, player: str, figure: str, n: int = 1) -> None:
    if n:
        mine = into.setdefault(player, {})
        mine[figure] = mine.get(figure, 0) + n


def take(outof: dict, player: str, figure: str, n: int = 1) -> None:
    """Remove ``n`` figures; the caller has checked they are there."""
    mine = outof[player]
    mine[figure] -= n
    if mine[figure] == 0:
        del mine[figure]
    if not mine:
        del outof[player]


def merge(into: dict, other: dict) -> None:
    for player, kinds in other.items():
        for figure, n in kinds.items():
            add(into, player, figure, n)


def items(b: dict) -> list[tuple[str, str, int]]:
    """(player, figure, count) with count > 0, in a stable order."""
    return sorted((p, f, n) for p, kinds in b.items() for f, n in kinds.items() if n)


def strengths(b: dict) -> dict[str, int]:
    """Each player's strength on a feature: a large meeple counts two."""
    return {p: sum(STRENGTH[f] * n for f, n in kinds.items()) for p, kinds in b.items()}


def has_any(b: dict, player: str) -> bool:
    return any(n > 0 for n in b.get(player, {}).values())
