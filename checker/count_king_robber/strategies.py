"""Hypothesis strategies for Count, King & Robber scenarios, as documents.

Scenarios are drawn as JSON documents and read by the loader, so every drawn
scenario is one a user could write. Counts stay small (a figure or two per
place) so that outcome sets stay small enough to compare in bulk.

The parts of a scenario are drawn by plain helpers from the one ``draw`` of
the public strategies, and the figure strategies are built once per player
list: building and validating new strategy objects on every draw took a
third of the differential test's time.
"""

from __future__ import annotations

from functools import cache

from hypothesis import strategies as st

from checker.count_king_robber.loading import source_fits
from checker.count_king_robber.model import DISTRICTS, FIGURES, MONASTIC

NAMES = ("red", "blue", "green", "yellow", "black", "grey")


def figures(players, abbot: bool = True, max_count: int = 2):
    """Figures by player and kind: ``{"red": {"meeple": 1}, ...}``."""
    return _figures(tuple(players), abbot, max_count)


@cache
def _figures(players: tuple, abbot: bool, max_count: int):
    kinds = FIGURES if abbot else ("meeple", "large")
    per_player = st.dictionaries(st.sampled_from(kinds), st.integers(0, max_count), max_size=2)
    return st.dictionaries(st.sampled_from(players), per_player, max_size=len(players))


_KIND = st.sampled_from(["city", "road", "monastery", "shrine", "field"])
_KINDS = st.lists(_KIND, min_size=1, max_size=2)
_END_KINDS = st.lists(_KIND, min_size=0, max_size=2)
_SOURCES = st.sampled_from(["features", "features", "barn", "field-connection", "message"])
#: Sources whose features are completed (the loader's COMPLETING_SOURCES): a
#: message scores incomplete ones, which have points and no challenge.
_COMPLETING = ("features", "barn", "field-connection")


def _feature(draw, players, kind, game_end: bool, ident: str, completed: bool = True):
    doc = {"id": ident, "kind": kind, "meeples": draw(figures(players, abbot=kind in MONASTIC, max_count=1))}
    if kind in ("city", "road"):
        doc["tiles"] = draw(st.integers(1, 8))
        doc["points"] = draw(st.integers(1, 16))
    elif kind == "field":
        doc.update({"cities": draw(st.integers(0, 3)), "per-city": draw(st.sampled_from([1, 3])), "carcassonne": draw(st.booleans())})
    elif game_end or not completed:
        doc["points"] = draw(st.integers(1, 9))
    if kind in MONASTIC and not game_end and completed and draw(st.booleans()):
        doc["challenge"] = {"meeples": _occupied(draw, players, draw(figures(players, max_count=1)))}
        _occupied(draw, players, doc["meeples"])
    return doc


def _occupied(draw, players, figures_: dict) -> dict:
    """``figures_`` with at least one figure: a challenge is between a monk and a
    heretic, and each side holds its figure (the loader refuses an empty side)."""
    if not any(n for kinds in figures_.values() for n in kinds.values()):
        figures_[draw(st.sampled_from(players))] = {"meeple": 1}
    return figures_


def _step(draw, players, index: int, game_end: bool = False):
    kinds = draw(_END_KINDS if game_end else _KINDS)
    source = None if game_end else draw(_SOURCES.filter(lambda src: source_fits(src, kinds)))
    completed = source in _COMPLETING
    features = [_feature(draw, players, k, game_end, f"f{index}-{j}", completed) for j, k in enumerate(kinds)]
    # Two sides of a challenge scored together: completed at once, or both
    # incomplete at the game end (the loader wants both listed there).
    pair = [f for f in features if f["kind"] in MONASTIC and "challenge" not in f]
    if (game_end or completed) and len(pair) == 2 and pair[0]["kind"] != pair[1]["kind"] and draw(st.booleans()):
        for one, other in ((pair[0], pair[1]), (pair[1], pair[0])):
            one["challenge"] = {"feature": other["id"]}
            _occupied(draw, players, one["meeples"])
    if game_end:
        return {"step": "game-end", "features": features}
    return {"step": "score", "source": source, "features": features}


def _holder(draw, players):
    who = draw(st.sampled_from([None, *players]))
    return {"holder": who, "size": 0 if who is None else draw(st.integers(1, 6))}


@st.composite
def scenario_documents(draw, max_players: int = 4):
    n = draw(st.integers(2, max_players))
    players = list(NAMES[:n])
    doc = {
        "expansion": "count-king-robber",
        "players": players,
        "active": draw(st.sampled_from(players)),
        "scores": {p: draw(st.integers(0, 60)) for p in players},
        "supply": draw(figures(players, max_count=1)),
        "king": _holder(draw, players),
        "robber-baron": _holder(draw, players),
    }
    doc["completed"] = {
        "cities": draw(st.integers(1 if doc["king"]["holder"] else 0, 4)),
        "roads": draw(st.integers(1 if doc["robber-baron"]["holder"] else 0, 4)),
    }
    if draw(st.integers(0, 4)) > 0:
        districts = {d: draw(figures(players, abbot=d == "cathedral", max_count=1)) for d in DISTRICTS}
        doc["city"] = {"count": draw(st.sampled_from(DISTRICTS)), "districts": districts}
    turn = [_step(draw, players, i) for i in range(draw(st.integers(1, 2)))]
    if draw(st.booleans()):
        turn.append(_step(draw, players, len(turn), game_end=True))
    if "city" not in doc:
        for s in turn:
            for f in s["features"]:
                f.pop("carcassonne", None)
    doc["turn"] = turn
    return doc
