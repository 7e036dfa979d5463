"""Checks that a scenario means something under docs/ckr-turn-model.md.

The simulator refuses what it cannot read rather than guess: an unknown
player, figure, kind or district, a game-end step that is not last, a
completed monastery given points, a challenge naming a feature that is not
there. Every refusal is a ValueError saying what is wrong.
"""

from __future__ import annotations

from checker.count_king_robber.model import (
    DISTRICTS,
    FIGURES,
    GAME_END,
    KINDS,
    MONASTIC,
    PLACE,
    SCORE,
    Holder,
    Scenario,
)


def _figures(frozen, players, where: str) -> None:
    seen = set()
    for entry in frozen:
        if not (isinstance(entry, tuple) and len(entry) == 3):
            raise ValueError(f"{where}: figures must be (player, figure, count) triples, got {entry!r}")
        player, figure, n = entry
        if player not in players:
            raise ValueError(f"{where}: unknown player {player!r}")
        if figure not in FIGURES:
            raise ValueError(f"{where}: unknown figure {figure!r} (figures: {', '.join(FIGURES)})")
        if not isinstance(n, int) or isinstance(n, bool) or n < 1:
            raise ValueError(f"{where}: count of {player}'s {figure} must be a positive integer, got {n!r}")
        if (player, figure) in seen:
            raise ValueError(f"{where}: {player}'s {figure} is listed twice")
        seen.add((player, figure))


def _count(value, where: str, least: int = 0) -> None:
    if not isinstance(value, int) or isinstance(value, bool) or value < least:
        raise ValueError(f"{where} must be an integer >= {least}, got {value!r}")


def _holder(h: Holder, players, name: str) -> None:
    if h.holder is None:
        if h.size != 0:
            raise ValueError(f"{name}: nobody holds it, so its size must be 0, got {h.size!r}")
    elif h.holder not in players:
        raise ValueError(f"{name}: unknown holder {h.holder!r}")
    else:
        _count(h.size, f"{name} size", 1)


#: Score steps whose features are completed (the rest score incomplete ones):
#: this module's own copy of the scenario format's rule (issue 29 g).
_COMPLETING = ("features", "barn", "field-connection")


def _feature(f, step_kind: str, scenario: Scenario, where: str, completing: bool = True) -> None:
    if f.kind not in KINDS:
        raise ValueError(f"{where}: unknown kind {f.kind!r} (kinds: {', '.join(KINDS)})")
    _figures(f.meeples, scenario.players, where)
    if f.kind not in MONASTIC and any(fig == "abbot" for _, fig, _ in f.meeples):
        raise ValueError(f"{where}: an abbot stands only on a monastery or shrine, not on a {f.kind}")
    if f.kind in ("city", "road"):
        _count(f.tiles, f"{where}: tiles", 1)
    if f.kind == "field":
        if f.points is not None:
            raise ValueError(f"{where}: a field has no points; give cities and per_city")
        _count(f.cities, f"{where}: cities")
        _count(f.per_city, f"{where}: per_city")
        if f.carcassonne and not scenario.city:
            raise ValueError(f"{where}: the field borders the City of Carcassonne, which is not in play")
    elif f.kind in MONASTIC and step_kind == SCORE and completing:
        if f.points is not None:
            raise ValueError(f"{where}: a completed {f.kind} has no points (it is worth 9 by rule)")
    else:
        if f.points is None:
            raise ValueError(f"{where}: a {f.kind} needs points")
        _count(f.points, f"{where}: points")
    if f.challenge is not None and f.kind not in MONASTIC:
        raise ValueError(f"{where}: only a monastery or shrine can be in a challenge, not a {f.kind}")


def _challenges(features, where: str, players) -> None:
    """Each named rival must be another monastic feature of the same step, and
    no feature may be in two challenges (clause one-challenge-per-feature)."""
    by_id: dict[str, int] = {}
    for i, f in enumerate(features):
        if f.id:
            if f.id in by_id:
                raise ValueError(f"{where}: feature id {f.id!r} is used twice")
            by_id[f.id] = i
    partner: dict[int, int] = {}
    for i, f in enumerate(features):
        c = f.challenge
        if c is None:
            continue
        name = f.id or f.kind
        if c.feature is None:
            _figures(c.meeples, players, f"{where}: challenge of {name}")
            continue
        if c.meeples:
            raise ValueError(f"{where}: a challenge names either a feature or the rival's meeples, not both")
        j = by_id.get(c.feature)
        if j is None or j == i:
            raise ValueError(f"{where}: challenge of {name} names {c.feature!r}, no other feature of the step")
        if features[j].kind not in MONASTIC:
            raise ValueError(f"{where}: challenge rival {c.feature!r} is a {features[j].kind}, not a monastery or shrine")
        for a, b in ((i, j), (j, i)):
            if partner.setdefault(a, b) != b:
                raise ValueError(f"{where}: feature {features[a].id or features[a].kind!r} is in two challenges")
    for i, f in enumerate(features):
        if i in partner and f.challenge is not None and f.challenge.feature is None:
            raise ValueError(f"{where}: feature {f.id or f.kind!r} is in two challenges")


def check(scenario: Scenario) -> None:
    players = scenario.players
    if not (2 <= len(players) <= 6) or len(set(players)) != len(players):
        raise ValueError(f"players must be 2 to 6 distinct names, got {players!r}")
    if scenario.active not in players:
        raise ValueError(f"active player {scenario.active!r} is not among the players")
    for p, s in scenario.scores.items():
        if p not in players:
            raise ValueError(f"scores: unknown player {p!r}")
        _count(s, f"score of {p}")
    _figures(scenario.supply, players, "supply")
    if scenario.city and scenario.count not in DISTRICTS:
        raise ValueError(f"the Count must stand in a district ({', '.join(DISTRICTS)}), got {scenario.count!r}")
    for d, frozen in scenario.districts.items():
        if d not in DISTRICTS:
            raise ValueError(f"unknown district {d!r} (districts: {', '.join(DISTRICTS)})")
        _figures(frozen, players, f"district {d}")
        if frozen and not scenario.city:
            raise ValueError(f"district {d} has figures but the City of Carcassonne is not in play")
    _holder(scenario.king, players, "king")
    _holder(scenario.robber_baron, players, "robber-baron")
    _count(scenario.completed_cities, "completed cities")
    _count(scenario.completed_roads, "completed roads")
    for i, step in enumerate(scenario.turn):
        where = f"step {i + 1}"
        if step.kind == PLACE and scenario.robbers is None:
            raise ValueError(f"{where}: place-robbers needs The Robbers in play")
        if step.kind not in (SCORE, GAME_END, PLACE):
            raise ValueError(f"{where}: unknown step kind {step.kind!r} (steps: score, game-end, place-robbers)")
        if step.kind == GAME_END and i != len(scenario.turn) - 1:
            raise ValueError(f"{where}: game-end must be the last step, and appear once")
        if step.kind == SCORE and not (isinstance(step.source, str) and step.source):
            raise ValueError(f"{where}: a score step needs a source label, got {step.source!r}")
        completing = step.kind == SCORE and step.source in _COMPLETING
        for j, f in enumerate(step.features):
            _feature(f, step.kind, scenario, f"{where} feature {f.id or j + 1}", completing)
            if step.kind == SCORE and not completing and f.challenge is not None:
                raise ValueError(f"{where}: a {step.source} scoring completes nothing, so it resolves no challenge")
        _challenges(step.features, where, players)
