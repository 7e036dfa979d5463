"""Scenario and outcome values (formats.md), shared by every reading of the rules.

These types carry no rule logic: the Z3 encoding and the reference simulator
both read a :class:`Scenario` and produce :class:`Outcome` values, and are
compared on those.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Iterable, Mapping

from checker.derivations import outcome_field

MEEPLE = "meeple"
COURIER = "courier"
KINDS = (MEEPLE, COURIER)


@dataclass(frozen=True)
class Event:
    """One scored feature: ``points`` (non-zero) for ``player``."""

    player: str
    points: int
    feature: str = ""


@dataclass(frozen=True)
class Step:
    """One step of a turn: ``place-robbers``, ``score`` or ``game-end``."""

    kind: str
    source: str = "features"
    events: tuple[Event, ...] = ()


PLACE = "place-robbers"
SCORE = "score"
GAME_END = "game-end"
FAIRY = "fairy"


def fairy_problems(active: str, turn: Iterable[Step]) -> list[tuple[tuple, str]]:
    """Why ``turn`` cannot hold its ``fairy`` scorings, as ``(path, words)``
    pairs (the path from the scenario's root, as the loader reports it).

    The fairy (The Princess & the Dragon) gives 1 point to the follower it
    stands beside at the start of its owner's turn: a ``fairy`` round is the
    turn's first step, one event of 1 point for the active player. A scenario
    that breaks this describes no turn of the game (issue 20, item 6).
    """
    out: list[tuple[tuple, str]] = []
    for i, step in enumerate(turn):
        if step.kind != SCORE or step.source != FAIRY:
            continue
        if i > 0:
            out.append((("turn", i), "the fairy scores at the start of the turn: put the \"fairy\" step before "
                                     "\"place-robbers\" and the other steps (one fairy step a turn)"))
        if len(step.events) != 1:
            out.append((("turn", i, "events"), f"a fairy scoring is one event of 1 point, got {len(step.events)} events"))
            continue
        event = step.events[0]
        if event.player != active:
            out.append((("turn", i, "events", 0, "player"),
                        f"a fairy point scores for the player whose turn it is, the active player \"{active}\", "
                        f"not \"{event.player}\""))
        if event.points != 1:
            out.append((("turn", i, "events", 0, "points"), f"a fairy point is 1 point, got {event.points}"))
    return out


@dataclass(frozen=True)
class Scenario:
    """A turn to play: who is where before it, and what it scores."""

    players: tuple[str, ...]
    active: str
    markers: Mapping[str, Mapping[str, int]]
    robbers: Mapping[str, int | None]
    turn: tuple[Step, ...]
    track: int = 50
    expansion: str = "robbers"

    def has_courier(self, player: str) -> bool:
        return COURIER in self.markers[player]

    def kinds(self, player: str) -> tuple[str, ...]:
        return tuple(k for k in KINDS if k in self.markers[player])

    def marker_ids(self) -> tuple[tuple[str, str], ...]:
        """Every (player, kind) marker, players in turn order, meeple first."""
        return tuple((p, k) for p in self.players for k in self.kinds(p))

    def order_from_active(self) -> tuple[str, ...]:
        i = self.players.index(self.active)
        return self.players[i:] + self.players[:i]

    def to_json(self) -> dict:
        turn = []
        for step in self.turn:
            if step.kind == SCORE:
                turn.append(
                    {
                        "step": SCORE,
                        "source": step.source,
                        "events": [
                            {"player": e.player, "points": e.points, **({"feature": e.feature} if e.feature else {})}
                            for e in step.events
                        ],
                    }
                )
            else:
                turn.append({"step": step.kind})
        return {
            "expansion": self.expansion,
            "track": self.track,
            "players": list(self.players),
            "active": self.active,
            "markers": {p: dict(self.markers[p]) for p in self.players},
            "robbers": {p: self.robbers.get(p) for p in self.players},
            "turn": turn,
        }


@dataclass(frozen=True, order=True)
class Steal:
    """One theft: ``thief``'s robber took ``points`` from ``victim``'s ``marker``."""

    thief: str
    victim: str
    marker: str
    points: int

    def to_json(self) -> dict:
        return {"thief": self.thief, "victim": self.victim, "marker": self.marker, "points": self.points}


@dataclass(frozen=True)
class Outcome:
    """Where a turn ends: marker scores, robber places, and the steals.

    Equality and hashing follow formats.md: markers, robbers and the multiset of
    steals; ``choices`` (how the outcome was reached) is informative only.
    """

    markers: tuple[tuple[str, str, int], ...]
    robbers: tuple[tuple[str, int | None], ...]
    steals: tuple[Steal, ...]
    choices: tuple = field(default=(), compare=False, hash=False)
    #: How the turn reaches it (``checker.derivations.Derivation``), when asked; informative only.
    derivation: object = field(default=None, compare=False, hash=False)
    #: With ``--derivations all``: the next derivations in the canonical order (None when not asked).
    others: tuple | None = field(default=None, compare=False, hash=False)

    @staticmethod
    def make(
        markers: Mapping[tuple[str, str], int],
        robbers: Mapping[str, int | None],
        steals: Iterable[Steal],
        choices: tuple = (),
    ) -> "Outcome":
        return Outcome(
            markers=tuple(sorted((p, k, int(v)) for (p, k), v in markers.items())),
            robbers=tuple(sorted((p, None if v is None else int(v)) for p, v in robbers.items())),
            steals=tuple(sorted(steals)),
            choices=choices,
        )

    def sort_key(self) -> tuple:
        """Canonical order: by markers, then robbers (supply last), then steals.

        ``(player, (1, 0))`` for the supply and ``(player, (0, place))`` on
        the track, flattened: the same order, one tuple fewer per robber. The
        steals compare as themselves (``Steal`` orders by its fields, as the
        tuple of them would)."""
        robbers = tuple((p, 1, 0) if v is None else (p, 0, v) for p, v in self.robbers)
        return (self.markers, robbers, self.steals)

    def score(self, player: str) -> int:
        return sum(v for p, _, v in self.markers if p == player)

    def to_json(self, players: Iterable[str] | None = None) -> dict:
        names = list(players) if players is not None else sorted({p for p, _, _ in self.markers})
        by_player: dict[str, dict[str, int]] = {p: {} for p in names}
        for p, k, v in self.markers:
            by_player.setdefault(p, {})[k] = v
        robbers = dict(self.robbers)
        return {
            "markers": {p: {k: by_player[p][k] for k in KINDS if k in by_player[p]} for p in names},
            "scores": {p: sum(by_player[p].values()) for p in names},
            "robbers": {p: robbers.get(p) for p in names},
            "steals": [s.to_json() for s in self.steals],
            **({"derivation": outcome_field(self.derivation, self.others)} if self.derivation is not None else {}),
        }

    @staticmethod
    def from_json(doc: Mapping) -> "Outcome":
        markers = {(p, k): v for p, kinds in doc["markers"].items() for k, v in kinds.items()}
        steals = [Steal(s["thief"], s["victim"], s["marker"], s["points"]) for s in doc.get("steals", [])]
        return Outcome.make(markers, doc["robbers"], steals)


def canonical(outcomes: Iterable[Outcome]) -> list[Outcome]:
    """Distinct outcomes in the canonical, deterministic order."""
    return sorted(set(outcomes), key=Outcome.sort_key)
