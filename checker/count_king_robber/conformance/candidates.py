"""Small random Count, King & Robber scenarios from an explicit
``random.Random``: the raw material of the suite's search for that module.

The shapes are those of :mod:`checker.count_king_robber.strategies` (a figure
or two per place, one or two scoring steps, maybe the game end), drawn from a
seeded ``random.Random`` rather than Hypothesis, for the reason given in
:mod:`checker.robbers.conformance.candidates`: the suite must come out byte-identical
for the same seed. The draws lean towards the situations the rules are about:
figures waiting in the districts, features the active player does not score
(the city opens only then), held tiles that a completed city or road may take,
monk-heretic challenges. Every candidate goes through the module's loader, so
it is a document a user could have written.
"""

from __future__ import annotations

import random

from checker.count_king_robber.loading import ckr_scenario_from_json, source_fits
from checker.count_king_robber.model import DISTRICTS, MONASTIC
from checker.errors import InputError

NAMES = ("red", "blue", "green", "yellow")
KINDS = ("city", "city", "road", "road", "monastery", "shrine", "field")
SOURCES = ("features", "features", "features", "barn", "field-connection", "message")
#: Sources whose features are completed (the loader's COMPLETING_SOURCES,
#: issue 29 g): a message scores incomplete ones, with points, unchallenged.
COMPLETING = ("features", "barn", "field-connection")


def figures(rng: random.Random, players, kinds=("meeple", "large"), chance: float = 0.5) -> dict:
    """Some players' figures: each player maybe, one or two kinds, one or two of each."""
    out: dict = {}
    for p in players:
        if rng.random() < chance:
            mine = {k: 1 + (rng.randrange(6) == 0) for k in rng.sample(kinds, rng.choice((1, 1, 1, 2)) if len(kinds) > 1 else 1)}
            out[p] = mine
    return out


def feature(rng: random.Random, players, kind: str, game_end: bool, ident: str, city: bool, completed: bool = True) -> dict:
    monastic = kind in MONASTIC
    doc: dict = {"id": ident, "kind": kind, "meeples": figures(rng, players, ("meeple", "large", "abbot") if monastic else ("meeple", "large"))}
    if kind in ("city", "road"):
        doc["tiles"] = rng.randint(1, 6)
        doc["points"] = rng.randint(1, 9)
    elif kind == "field":
        doc.update({"cities": rng.randint(0, 3), "per-city": rng.choice((1, 3)), "carcassonne": city and rng.randrange(2) == 0})
    elif game_end or not completed:
        doc["points"] = rng.randint(1, 9)
    if monastic and not game_end and completed and rng.randrange(3) == 0:
        doc["challenge"] = {"meeples": occupied(rng, players, figures(rng, players, ("meeple", "abbot"), 0.6))}
        occupied(rng, players, doc["meeples"])
    return doc


def occupied(rng: random.Random, players, figures_: dict) -> dict:
    """``figures_`` with at least one figure: each side of a challenge holds its
    monk or heretic (the loader refuses an empty side). Draws only when it adds one."""
    if not figures_:
        figures_[rng.choice(players)] = {"meeple": 1}
    return figures_


def step(rng: random.Random, players, index: int, size: int, city: bool, game_end: bool = False) -> dict:
    count = rng.randint(0 if game_end else 1, size)
    source = None if game_end else rng.choice(SOURCES)
    completed = source in COMPLETING
    features = [feature(rng, players, rng.choice(KINDS), game_end, f"f{index}-{j}", city, completed) for j in range(count)]
    kinds = [f["kind"] for f in features]
    if source is not None and not source_fits(source, kinds):
        # A field is never completed (the loader's source_fits, issue 45). The draw is mended without
        # drawing again, so that every candidate the loader always took stays as the seed drew it: a
        # source as completing that fits, else the fields left out of a completed-features scoring.
        fitting = [s for s in dict.fromkeys(SOURCES) if (s in COMPLETING) == completed and source_fits(s, kinds)]
        if fitting:
            source = fitting[0]
        else:
            features, source = [f for f in features if f["kind"] != "field"], "features"
    # Both sides of a challenge in one step: completed together, or both
    # scored at the game end (where the loader wants the rival listed).
    pair = [f for f in features if f["kind"] in MONASTIC and "challenge" not in f]
    if (game_end or completed) and len(pair) >= 2 and pair[0]["kind"] != pair[1]["kind"] and rng.randrange(2) == 0:
        for one, other in ((pair[0], pair[1]), (pair[1], pair[0])):
            one["challenge"] = {"feature": other["id"]}
            occupied(rng, players, one["meeples"])
    if game_end:
        return {"step": "game-end", "features": features}
    return {"step": "score", "source": source, "features": features}


def districts(rng: random.Random, players) -> dict:
    """Up to two figures waiting in the city: each one multiplies the ways to
    redeploy, and a vector with hundreds of outcomes helps nobody."""
    out: dict = {d: {} for d in DISTRICTS}
    for _ in range(rng.choice((0, 1, 1, 2, 2))):
        district = rng.choice(DISTRICTS)
        figure = rng.choice(("meeple", "meeple", "large", "abbot") if district == "cathedral" else ("meeple", "meeple", "large"))
        mine = out[district].setdefault(rng.choice(players), {})
        mine[figure] = mine.get(figure, 0) + 1
    return out


def holder(rng: random.Random, players) -> dict:
    who = rng.choice((None, None, *players))
    return {"holder": who, "size": 0 if who is None else rng.randint(1, 6)}


def document(rng: random.Random, players_n: int, steps_n: int, features_n: int) -> dict:
    """One candidate scenario document (docs/ckr-turn-model.md)."""
    players = list(NAMES[:players_n])
    doc: dict = {
        "expansion": "count-king-robber",
        "players": players,
        "active": rng.choice(players),
        "scores": {p: rng.choice((0, 5, 10, rng.randint(0, 40))) for p in players},
        "supply": {p: figures(rng, [p], ("meeple", "large", "abbot"), 0.8).get(p, {}) for p in players},
        "king": holder(rng, players),
        "robber-baron": holder(rng, players),
    }
    doc["completed"] = {
        "cities": rng.randint(1 if doc["king"]["holder"] else 0, 3),
        "roads": rng.randint(1 if doc["robber-baron"]["holder"] else 0, 3),
    }
    city = rng.randrange(5) > 0
    if city:
        doc["city"] = {"count": rng.choice(DISTRICTS), "districts": districts(rng, players)}
    turn = [step(rng, players, i, features_n, city) for i in range(rng.randint(1, steps_n))]
    if rng.randrange(3) == 0:
        turn.append(step(rng, players, len(turn), features_n, city, game_end=True))
    doc["turn"] = turn
    return doc


RAMP = ((2, 1, 2), (3, 1, 2), (3, 2, 2))
"""Sizes (players, scoring steps, features per step) the stream grows
through, ten candidates each, then the last for good (as for The Robbers:
small candidates are cheap, and most rules already show on them)."""


def stream(seed: str, ramp=RAMP, draw=None):
    """An endless, reproducible stream of candidate scenarios for one named
    search; ``draw(rng, players, steps, features)`` makes each document
    (default :func:`document`)."""
    draw = draw or document
    rng = random.Random(seed)
    n = 0
    while True:
        players, steps, features = ramp[min(n // 10, len(ramp) - 1)]
        n += 1
        try:
            yield ckr_scenario_from_json(draw(rng, players, steps, features), file="<candidate>", remember=True)
        except InputError:  # pragma: no cover - the draws are valid by construction; the loader has the last word
            continue


def probe():
    """A one-feature turn any rules can play: does the simulator support them?"""
    return ckr_scenario_from_json(
        {
            "expansion": "count-king-robber",
            "players": ["red", "blue"],
            "active": "red",
            "turn": [{"step": "score", "features": [{"kind": "road", "tiles": 2, "points": 2, "meeples": {"blue": {"meeple": 1}}}]}],
        },
        file="<probe>",
    )
