"""Small random combined scenarios from an explicit ``random.Random``: a
Count, King & Robber candidate (:mod:`checker.count_king_robber.conformance.candidates`)
with The Robbers on the score track (a ``robbers`` section,
docs/ckr-turn-model.md "With The Robbers").

The draws lean towards what the combined turn's own clauses are about
(whether robbed points are "gained" for entering the City of Carcassonne):
the active player's robber mostly stands on an opponent's marker, so that the
opponent's feature points trigger it in the same scoring; other robbers
stand on markers, in supply or anywhere; sometimes a marker has a courier,
or a robber placement comes before the first scoring. The players' scores
become their markers' sums (``scores`` is left out). The same seed gives the
same stream, as for every candidate stream of the suite.
"""

from __future__ import annotations

import random

from checker.count_king_robber.conformance import candidates as ckr_candidates
from checker.count_king_robber.conformance.candidates import RAMP, document
from checker.count_king_robber.loading import ckr_scenario_from_json

TRACK = 50


def robbers_section(rng: random.Random, players: list[str], active: str, scores: dict) -> dict:
    """Markers at the players' scores, a courier now and then, and robbers mostly on others' markers."""
    markers = {p: {"meeple": scores[p]} for p in players}
    for p in players:
        if rng.randrange(6) == 0:
            markers[p]["courier"] = rng.choice((0, 5, rng.randint(0, 40)))
    robbers: dict = {}
    for p in players:
        others = sorted({v % TRACK for q in players if q != p for v in markers[q].values()})
        if p == active and rng.random() < 0.75:
            robbers[p] = rng.choice(others)
        else:
            robbers[p] = rng.choice((None, rng.choice(others), rng.randrange(TRACK)))
    return {"track": TRACK, "markers": markers, "robbers": robbers}


def combined_document(rng: random.Random, players_n: int, steps_n: int, features_n: int) -> dict:
    doc = document(rng, players_n, steps_n, features_n)
    doc["robbers"] = robbers_section(rng, doc["players"], doc["active"], doc.pop("scores"))
    if rng.randrange(5) == 0:
        doc["turn"].insert(0, {"step": "place-robbers"})
    return doc


def stream(seed: str, ramp=RAMP):
    """An endless, reproducible stream of combined candidate scenarios for one named search."""
    return ckr_candidates.stream(seed, ramp, draw=combined_document)


def probe():
    """Count, King & Robber's probe with The Robbers on the score track: Blue's
    road scoring moves Blue's marker off Red's robber."""
    return ckr_scenario_from_json(
        {
            "expansion": "count-king-robber",
            "players": ["red", "blue"],
            "active": "red",
            "robbers": {"track": 50, "markers": {"red": {"meeple": 10}, "blue": {"meeple": 20}}, "robbers": {"red": 20, "blue": None}},
            "turn": [{"step": "score", "features": [{"kind": "road", "tiles": 2, "points": 2, "meeples": {"blue": {"meeple": 1}}}]}],
        },
        file="<probe>",
    )
