"""Entering the City of Carcassonne after a scoring, and moving the Count.

"Each time you perform a scoring in phase 3. Scoring a feature, [2] if at
least one of your opponents gains points and you gain none, [3] you may place
a meeple in one of the four city districts (even if the Count is in that
district). Then, if you do place a meeple, [4] you may move the Count ...
To use this option when you complete multiple features at the same time, you
must not gain points for any of them. You may place a maximum of one meeple
in the city of Carcassonne per turn. [5] ... your Abbot can only be placed in
the cathedral. [6]"

Footnote 2: the Z-Man text drops "in phase 3" (entry-any-phase); footnote 3
adds the barn's field scoring to phase 3 under the HiG text. Footnote 5:
it also drops "for any of them", so one feature giving an opponent points and
the active player none suffices (entry-per-feature). Footnote 13: the two
official variants move the Count clockwise or onto the new figure.
"""

from __future__ import annotations

from checker.count_king_robber.model import DISTRICTS, FEATURE_PHASE
from checker.count_king_robber.reference import bags

# Footnote 3: "the placement of a barn ... does trigger the ability to place a
# meeple in the city of Carcassonne", so under the HiG phase rule the barn's
# field scoring opens the city as phase 3 does (docs/ckr-turn-model.md); so
# does a field connection's: "If your barn placement or field connection
# triggers a field scoring in which you score no points but another player
# else does, you may place a meeple in the city of Carcassonne" (issue 29 h).
OPENING_SOURCES = (FEATURE_PHASE, "barn", "field-connection")


def phase_allows(source: str, rules) -> bool:
    if rules.has("entry-any-phase"):
        return True
    if rules.has("entry-feature-phase-only"):
        return source in OPENING_SOURCES
    return False


def condition_met(per_feature: list[dict[str, int]], active: str, rules, robbed: dict | None = None) -> bool:
    """``per_feature``: the points each feature of the step gave each player;
    ``robbed``: what robbing gave each player in the scoring (The Robbers in
    play), which counts as gained only under robbing-gain-counts. Robbed
    points come from the scoring as a whole, so under the per-feature
    condition they count against every feature."""
    if not (robbed and rules.has("robbing-gain-counts")):
        robbed = {}

    def opponent_gains(g: dict) -> bool:
        return any(n > 0 for p, n in g.items() if p != active)

    if robbed.get(active, 0) > 0:
        return False
    if rules.has("entry-nothing-from-any-feature"):
        opponents = any(opponent_gains(g) for g in per_feature) or opponent_gains(robbed)
        return opponents and all(g.get(active, 0) == 0 for g in per_feature)
    if rules.has("entry-per-feature"):
        return any(opponent_gains(g) and g.get(active, 0) == 0 for g in per_feature)
    return False


def allowed_districts(figure: str, rules) -> tuple[str, ...]:
    if figure == "abbot" and rules.has("abbot-cathedral-only"):
        return ("cathedral",)
    return DISTRICTS


def count_after(count: str, district: str, rules) -> list[str]:
    """Where the Count may stand once a figure has entered ``district``."""
    if rules.has("count-moves-freely"):
        return list(DISTRICTS)
    if rules.has("count-moves-clockwise"):
        return [DISTRICTS[(DISTRICTS.index(count) + 1) % len(DISTRICTS)]]
    if rules.has("count-follows-new-figure"):
        return [district]
    return [count]


def options(supply: dict, active: str, count: str, rules) -> list[tuple[str, str, str]]:
    """Every (figure, district, Count afterwards) the active player may pick
    when entering; the caller adds the choice of not entering."""
    out = []
    if not bags.has_any(supply, active):
        return out
    for figure in sorted(supply[active]):
        for district in allowed_districts(figure, rules):
            for new_count in count_after(count, district, rules):
                out.append((figure, district, new_count))
    return out
