"""Figures by player as the model keeps them: frozen (hashable tuples of
player, figure, count) in the states and outcomes, as JSON in documents.

Kept apart from ``model`` so that the outcome's sort keys (``model``) can
cache what these give without a cycle; ``model`` re-exports them.
"""

from __future__ import annotations

from typing import Iterable, Mapping

FIGURES = ("meeple", "large", "abbot")

Figures = Mapping[str, Mapping[str, int]]  # player -> figure -> count


def figures_json(figures: Figures, players: Iterable[str]) -> dict:
    """Figures by player in a canonical shape: players in turn order, figures in
    ``FIGURES`` order, zero counts and empty players left out."""
    out = {}
    for p in players:
        mine = figures.get(p)
        if mine:
            kinds = {f: int(n) for f in FIGURES if (n := mine.get(f))}
            if kinds:
                out[p] = kinds
    return out


def freeze(figures: Figures, players: Iterable[str]) -> tuple:
    """Figures as a hashable tuple of (player, figure, count), zeros left out:
    the items of :func:`figures_json` in its order, built without it (the
    simulator freezes millions of bags)."""
    out = []
    for p in players:
        mine = figures.get(p)
        if mine:
            for f in FIGURES:
                n = mine.get(f)
                if n:
                    out.append((p, f, int(n)))
    return tuple(out)


def thaw(frozen: tuple) -> dict:
    """Frozen figures back into player -> figure -> count; ``freeze`` with the
    same players gives ``frozen`` again."""
    out: dict = {}
    for p, f, n in frozen:
        mine = out.get(p)
        if mine is None:
            out[p] = {f: n}
        else:
            mine[f] = n
    return out
