"""Scenario and outcome values of Count, King & Robber (docs/ckr-turn-model.md).

Like ``checker.robbers.model`` for The Robbers, these types carry no rule logic:
the Z3 encoding and the reference simulator both read a :class:`Scenario` and
produce :class:`Outcome` values, and are compared on those.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Iterable, Mapping

from checker import expansions
from checker.count_king_robber.figures import FIGURES, Figures, figures_json, freeze, thaw  # noqa: F401 (re-exported)
from checker.derivations import outcome_field

EXPANSION = "count-king-robber"

STRENGTH = {"meeple": 1, "large": 2, "abbot": 1}
DISTRICTS = ("castle", "market", "blacksmith", "cathedral")
KINDS = ("city", "road", "monastery", "shrine", "field")
MONASTIC = ("monastery", "shrine")
TILES = ("king", "robber-baron")

SCORE = "score"
GAME_END = "game-end"
PLACE = "place-robbers"  # only with The Robbers in play (docs/ckr-turn-model.md)
FEATURE_PHASE = "features"

@dataclass(frozen=True)
class Challenge:
    """The rival of a monk-heretic challenge: completed in the same scoring
    (``feature`` names it) or not (its ``meeples`` are listed)."""

    feature: str | None = None
    meeples: tuple = ()  # frozen figures, when the rival is not completed


@dataclass(frozen=True)
class Feature:
    """A feature scored in a step: completed (``score``) or incomplete (``game-end``)."""

    kind: str
    meeples: tuple  # frozen figures
    id: str = ""
    tiles: int = 1
    points: int | None = None  # None: a completed monastery or shrine (9 by rule)
    cities: int = 0  # field only
    per_city: int = 0  # field only
    carcassonne: bool = False  # field only
    challenge: Challenge | None = None


@dataclass(frozen=True)
class Step:
    kind: str  # "score" or "game-end"
    source: str = FEATURE_PHASE
    features: tuple[Feature, ...] = ()


@dataclass(frozen=True)
class Holder:
    holder: str | None = None
    size: int = 0


@dataclass(frozen=True)
class RobbersPart:
    """The Robbers in play in the same turn (docs/ckr-turn-model.md, "With The
    Robbers"): the score track and the score markers and robbers on it, in the
    Robbers' own format (formats.md)."""

    track: int
    markers: Mapping[str, Mapping[str, int]]  # player -> "meeple"/"courier" -> score
    robbers: Mapping[str, int | None]  # player -> space, None in supply

    def score(self, player: str) -> int:
        return sum(self.markers[player].values())

    def to_json(self, players) -> dict:
        return {
            "track": self.track,
            "markers": {p: dict(self.markers[p]) for p in players},
            "robbers": {p: self.robbers.get(p) for p in players},
        }


@dataclass(frozen=True)
class Scenario:
    players: tuple[str, ...]
    active: str
    scores: Mapping[str, int]
    supply: tuple  # frozen figures
    city: bool
    count: str | None
    districts: Mapping[str, tuple]  # district -> frozen figures
    king: Holder
    robber_baron: Holder
    completed_cities: int
    completed_roads: int
    turn: tuple[Step, ...]
    expansion: str = EXPANSION
    robbers: RobbersPart | None = None

    def order_after_active(self) -> tuple[str, ...]:
        """The players from the active player's left round to the active player."""
        i = self.players.index(self.active)
        return self.players[i + 1 :] + self.players[: i + 1]

    def to_json(self) -> dict:
        doc: dict = {
            "expansion": self.expansion,
            "players": list(self.players),
            "active": self.active,
            "scores": {p: self.scores[p] for p in self.players},
            # Every player, even with an empty supply: one left out has a meeple.
            "supply": {p: figures_json(thaw(self.supply), self.players).get(p, {}) for p in self.players},
        }
        if self.city:
            doc["city"] = {
                "count": self.count,
                "districts": {d: figures_json(thaw(self.districts.get(d, ())), self.players) for d in DISTRICTS},
            }
        doc["king"] = {"holder": self.king.holder, "size": self.king.size}
        doc["robber-baron"] = {"holder": self.robber_baron.holder, "size": self.robber_baron.size}
        doc["completed"] = {"cities": self.completed_cities, "roads": self.completed_roads}
        if self.robbers is not None:
            doc["robbers"] = self.robbers.to_json(self.players)
        doc["turn"] = [_step_json(s, self.players) for s in self.turn]
        return doc


def _feature_json(f: Feature, players) -> dict:
    out: dict = {}
    if f.id:
        out["id"] = f.id
    out["kind"] = f.kind
    if f.kind in ("city", "road"):
        out["tiles"] = f.tiles
    if f.kind == "field":
        out.update({"cities": f.cities, "per-city": f.per_city, "carcassonne": f.carcassonne})
    elif f.points is not None:
        out["points"] = f.points
    out["meeples"] = figures_json(thaw(f.meeples), players)
    if f.challenge is not None:
        if f.challenge.feature is not None:
            out["challenge"] = {"feature": f.challenge.feature}
        else:
            out["challenge"] = {"meeples": figures_json(thaw(f.challenge.meeples), players)}
    return out


def _step_json(step: Step, players) -> dict:
    if step.kind == PLACE:
        return {"step": PLACE}
    if step.kind == GAME_END:
        return {"step": GAME_END, "features": [_feature_json(f, players) for f in step.features]}
    return {"step": SCORE, "source": step.source, "features": [_feature_json(f, players) for f in step.features]}


@dataclass(frozen=True)
class Outcome:
    """Where a turn ends (docs/ckr-turn-model.md). Equality covers every field
    but ``choices``, which says how the outcome was reached."""

    scores: tuple  # (player, score) in turn order
    count: str | None
    districts: tuple  # (district, frozen figures) in DISTRICTS order, () without the city
    returned: tuple  # frozen figures
    placed: tuple  # of (player, district, figure): at most one under every edition
    king: Holder
    robber_baron: Holder
    robbers: object = None  # The Robbers' side (a Robbers Outcome), when in play: see _robbers_side
    choices: tuple = field(default=(), compare=False, hash=False)
    #: How the turn reaches it (``checker.derivations.Derivation``), when asked; informative only.
    derivation: object = field(default=None, compare=False, hash=False)
    #: With ``--derivations all``: the next derivations in the canonical order (None when not asked).
    others: tuple | None = field(default=None, compare=False, hash=False)

    @staticmethod
    def make(players, scores, count, districts, returned, placed, king, robber_baron, choices=(), robbers=None) -> "Outcome":
        """From plain mappings: ``districts`` district -> player -> figure -> n
        (None without the city), ``returned`` player -> figure -> n, ``placed``
        None, one (player, district, figure) or a list of them."""
        return Outcome(
            scores=tuple((p, int(scores[p])) for p in players),
            count=count,
            districts=() if districts is None else tuple((d, freeze(districts.get(d, {}), players)) for d in DISTRICTS),
            returned=freeze(returned, players),
            placed=_placements(placed),
            king=king,
            robber_baron=robber_baron,
            robbers=robbers,
            choices=choices,
        )

    @staticmethod
    def from_frozen(players, scores, count, districts: tuple | None, returned: tuple, placed: tuple, king, robber_baron) -> "Outcome":
        """As :meth:`make`, from bags already frozen with :func:`freeze` and
        these ``players`` (``districts``: one per district in ``DISTRICTS``
        order, None without the city), which ``make`` would thaw and freeze
        back unchanged; ``scores`` one per player in turn order."""
        return Outcome(
            scores=tuple((p, int(s)) for p, s in zip(players, scores)),
            count=count,
            districts=() if districts is None else tuple(zip(DISTRICTS, districts)),
            returned=returned,
            placed=_placements(placed),
            king=king,
            robber_baron=robber_baron,
        )

    def to_json(self, players: Iterable[str] | None = None) -> dict:
        players = list(players) if players is not None else [p for p, _ in self.scores]
        doc: dict = {"scores": dict(self.scores)}
        doc.update(self._board_json(players))
        if self.robbers is not None:
            side = self.robbers.to_json(players)
            del side["scores"]  # the outcome's own scores, above
            doc["robbers"] = side
        if self.derivation is not None:
            doc["derivation"] = outcome_field(self.derivation, self.others)
        return doc

    def _board_json(self, players: list) -> dict:
        """The document's fields after ``scores`` and before ``robbers``: the
        city (when in play), returned, placed, King and Robber Baron. Shared
        by :meth:`to_json` and :meth:`sort_key`, so the key reads the very
        same values without building the Robbers' side or the derivation."""
        doc: dict = {}
        if self.districts:
            doc["city"] = _city_json(self.count, self.districts, players)
        doc["returned"] = figures_json(thaw(self.returned), players)
        doc["placed"] = _placed_json(self.placed)
        doc["king"] = {"holder": self.king.holder, "size": self.king.size}
        doc["robber-baron"] = {"holder": self.robber_baron.holder, "size": self.robber_baron.size}
        return doc

    @staticmethod
    def from_json(doc: Mapping, players: Iterable[str]) -> "Outcome":
        players = list(players)
        city = doc.get("city")
        placed = doc.get("placed")
        return Outcome.make(
            players,
            doc["scores"],
            None if city is None else city["count"],
            None if city is None else city.get("districts", {}),  # a district left out is empty
            doc.get("returned", {}),
            [] if placed is None else [(e["player"], e["district"], e["figure"]) for e in (placed if isinstance(placed, list) else [placed])],
            Holder(doc["king"]["holder"], doc["king"].get("size", 0)),  # the schema's default
            Holder(doc["robber-baron"]["holder"], doc["robber-baron"].get("size", 0)),
            robbers=None if "robbers" not in doc else _robbers_side(doc["robbers"]),
        )

    def sort_key(self) -> tuple:
        """The canonical order's key: the scores, then the JSON text (keys
        sorted) of each field of :meth:`_board_json` (the city, returned,
        placed, King, Robber Baron), then The Robbers' side. Each text is
        cached by the field's value: outcomes of one turn share most fields."""
        players = tuple(p for p, _ in self.scores)
        king, baron = self.king, self.robber_baron
        return (
            tuple(s for _, s in self.scores),
            _city_text(type(self.count), self.count, self.districts, players) if self.districts else "null",
            _figures_text(self.returned, players),
            _placed_text(self.placed),
            _holder_text(king.holder, type(king.size), king.size),
            _holder_text(baron.holder, type(baron.size), baron.size),
            () if self.robbers is None else self.robbers.sort_key(),
        )


#: ``json.dumps(x, sort_keys=True)`` without building an encoder per call
#: (json.dumps builds one whenever an option is given).
_sorted_json = json.JSONEncoder(sort_keys=True).encode

# The sort key's texts as _board_json and _sorted_json give them, cached by
# the values they are made of (a type beside a value where an equal value of
# another type, True for 1, would write other JSON).


def _city_json(count, districts: tuple, players) -> dict:
    return {"count": count, "districts": {d: figures_json(thaw(fr), players) for d, fr in districts}}


def _placed_json(placed: tuple):
    entries = [dict(zip(("player", "district", "figure"), p)) for p in placed]
    return None if not entries else entries[0] if len(entries) == 1 else entries


@lru_cache(maxsize=1 << 15)
def _city_text(_count_type, count, districts: tuple, players: tuple) -> str:
    return _sorted_json(_city_json(count, districts, players))


@lru_cache(maxsize=1 << 15)
def _figures_text(frozen: tuple, players: tuple) -> str:
    return _sorted_json(figures_json(thaw(frozen), players))


@lru_cache(maxsize=1 << 12)
def _placed_text(placed: tuple) -> str:
    return _sorted_json(_placed_json(placed))


@lru_cache(maxsize=1 << 12)
def _holder_text(holder, _size_type, size) -> str:
    return _sorted_json({"holder": holder, "size": size})


def _placements(placed) -> tuple:
    if placed is None:
        return ()
    if len(placed) == 3 and all(isinstance(x, str) for x in placed):
        return (tuple(placed),)
    return tuple(sorted(tuple(p) for p in placed))


def canonical(outcomes: Iterable[Outcome]) -> list[Outcome]:
    """Distinct outcomes in the canonical, deterministic order."""
    return sorted(set(outcomes), key=Outcome.sort_key)


def _robbers_side(doc: Mapping):
    """The Robbers' side of a combined outcome document, read by the combined
    turn registered for the ``robbers`` field (``checker.combined``)."""
    return expansions.turn_of_section(EXPANSION, "robbers").part("loading").outcome_part_from_json(doc)
