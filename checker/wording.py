"""Words for people that every rules module and the commands share: a
player as the rules name them, a count with its noun, a list in prose.
Each module's own vocabulary (``checker.robbers.words``,
``checker.count_king_robber.words``) is built on these, so that "Red", "3
points" and "A, B and C" read the same in every output."""

from __future__ import annotations


def name(player: str) -> str:
    """A player as the rules name them: "Red" for ``red``."""
    return player[:1].upper() + player[1:]


def counted(n: int, one: str, many: str | None = None) -> str:
    """"1 point", "3 points", "1,234 vectors"."""
    return f"{n:,} {one if n == 1 else many or one + 's'}"


def listed(items) -> str:
    """"A", "A and B", "A, B and C"."""
    items = list(items)
    return " and ".join(items) if len(items) <= 2 else ", ".join(items[:-1]) + " and " + items[-1]
