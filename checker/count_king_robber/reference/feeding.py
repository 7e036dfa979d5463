"""Which district figures may be moved onto which features, and every way of
moving them.

The rules page ("3. Scoring a feature - Moving meeples from Carcassonne"):
castle -> city, blacksmith -> road, cathedral -> monastery, market -> field
(clause districts-feed-features), the cathedral also -> shrine (clause
cathedral-feeds-shrines, "The cultists > 3. Scoring a feature"), never from
the Count's district (clause count-blocks-district). An abbot stands only on
a monastery or shrine, so it can only be moved onto one.
"""

from __future__ import annotations

from itertools import product

from checker.count_king_robber.model import DISTRICTS, MONASTIC
from checker.count_king_robber.reference import bags

DISTRICT_FEEDS = {"castle": ("city",), "blacksmith": ("road",), "cathedral": ("monastery",), "market": ("field",)}


def fed_kinds(district: str, rules) -> set[str]:
    kinds: set[str] = set()
    if rules.has("districts-feed-features"):
        kinds.update(DISTRICT_FEEDS[district])
    if district == "cathedral" and rules.has("cathedral-feeds-shrines"):
        kinds.add("shrine")
    return kinds


def open_districts(count: str | None, rules) -> list[str]:
    """Districts figures may leave: all but the Count's, if the Count blocks."""
    return [d for d in DISTRICTS if not (rules.has("count-blocks-district") and d == count)]


def targets(district: str, figure: str, features, rules) -> list[int]:
    """Indices of the features a figure of this kind in ``district`` may join."""
    kinds = fed_kinds(district, rules)
    return [i for i, f in enumerate(features) if f.kind in kinds and (figure != "abbot" or f.kind in MONASTIC)]


def splits(n: int, k: int, must: bool) -> list[tuple[int, ...]]:
    """How ``n`` figures can go to ``k`` features: counts per feature summing
    to at most ``n`` (exactly ``n`` when every figure must move)."""
    if k == 0:
        return [()]
    out = []
    for first in range(n + 1):
        for rest in splits(n - first, k - 1, False):
            if not must or first + sum(rest) == n:
                out.append((first,) + rest)
    return out


def moves(districts: dict, count: str | None, features, rules, must: bool = False,
          only: tuple[str, ...] = DISTRICTS) -> list[tuple[dict, list[dict]]]:
    """Every way of moving district figures onto ``features`` (from the
    districts in ``only``).

    Returns (districts left, figures added to each feature) pairs; the
    districts left are those figures could leave (a fresh bag each), the
    others are unchanged and left out. Players' choices are independent
    (each only moves their own figures), so their turn order round the
    table does not change the set of results."""
    slots = []
    for d in open_districts(count, rules):
        if d not in only:
            continue
        for player, figure, n in bags.items(districts[d]):
            where = targets(d, figure, features, rules)
            if where:
                slots.append((d, player, figure, where, splits(n, len(where), must)))
    touched = [d for d in DISTRICTS if any(s[0] == d for s in slots)]
    results = []
    for pick in product(*(s[4] for s in slots)):
        left = {d: {p: dict(k) for p, k in districts[d].items()} for d in touched}
        added: list[dict] = [{} for _ in features]
        for (d, player, figure, where, _), counts in zip(slots, pick):
            for i, c in zip(where, counts):
                if c:
                    bags.take(left[d], player, figure, c)
                    bags.add(added[i], player, figure, c)
        results.append((left, added))
    return results
