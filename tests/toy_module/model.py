"""The toll bridge's scenario and outcome values."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Iterable, Mapping

EXPANSION = "toll-bridge"
#: An event of at least this many points crosses the bridge.
CROSSING = 3


@dataclass(frozen=True)
class Scenario:
    players: tuple[str, ...]
    owner: str | None  # who owns the bridge, if anyone
    scores: Mapping[str, int]
    turn: tuple[tuple[str, int], ...]  # (player, points) events, in order
    expansion: str = EXPANSION

    def to_json(self) -> dict:
        return {
            "expansion": self.expansion,
            "players": list(self.players),
            "owner": self.owner,
            "scores": {p: self.scores[p] for p in self.players},
            "turn": [{"player": p, "points": n} for p, n in self.turn],
        }


@dataclass(frozen=True)
class Outcome:
    scores: tuple[tuple[str, int], ...]  # in turn order
    choices: tuple = field(default=(), compare=False, hash=False)

    @staticmethod
    def make(players, scores: Mapping[str, int]) -> "Outcome":
        return Outcome(tuple((p, int(scores[p])) for p in players))

    def to_json(self, players: Iterable[str] | None = None) -> dict:
        return {"scores": dict(self.scores)}

    @staticmethod
    def from_json(doc: Mapping, players: Iterable[str]) -> "Outcome":
        return Outcome.make(list(players), doc["scores"])

    def sort_key(self) -> tuple:
        return tuple(s for _, s in self.scores)


def canonical(outcomes: Iterable[Outcome]) -> list[Outcome]:
    return sorted(set(outcomes), key=Outcome.sort_key)
