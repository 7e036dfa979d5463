"""Every combined scenario of a shape: Count, King & Robber's numbers and The
Robbers' score markers and robbers as bounded Z3 variables.

A combined shape is a Count, King & Robber shape (``symbolic.SymbolicCkr``:
players, steps, feature kinds fixed, every number a variable) with The
Robbers in play on a fixed track: each player's score marker (meeples only,
no couriers) stands on a variable space, which is also the player's Count,
King & Robber score, and each player's robber on a variable space or in
supply. The Robbers' events are the Count, King & Robber gains
(``encoding.with_robbers``), so they need no variables of their own.

It offers what the diff's search asks of a shape (``domain``, ``pins``,
``small``, ``measures``, ``decode``), like ``SymbolicCkr``.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

import z3

from checker.combined.link import potential_slots
from checker.count_king_robber.model import RobbersPart, Scenario
from checker.count_king_robber.symbolic import CkrBound, SymbolicCkr
from checker.robbers.encoding.terms import SUPPLY, Terms
from checker.robbers.model import MEEPLE

__all__ = ["SymbolicCkrWithRobbers", "TrackBound"]


@dataclass(frozen=True)
class TrackBound:
    """The Robbers' side of a combined shape: its players and track."""

    players: int = 2
    track: int = 50

    def describe(self, edition: str) -> str:
        return f"in play under {edition} on the robbing-gain shapes ({self.players} players, meeples only, a {self.track}-space track), not in play on the others"


class SymbolicCkrWithRobbers:
    """One combined shape: its skeleton, the terms of both sides, its domain."""

    def __init__(self, label: str, steps, bound: CkrBound, track: TrackBound) -> None:
        self.ckr = SymbolicCkr(label, steps, track.players, bound)
        self.label = f"{label}, The Robbers in play, {track.players} players"
        self.players = self.ckr.players
        self.track = track.track
        self.skeleton: Scenario = replace(
            self.ckr.skeleton,
            robbers=RobbersPart(track=self.track, markers={p: {MEEPLE: 0} for p in self.players}, robbers={p: None for p in self.players}),
        )
        # A player's Count, King & Robber score is where their only marker stands.
        self.markers = dict(self.ckr.terms.scores)
        self.robbers = {p: z3.Int(f"s!robber-{p}") for p in self.players}
        self.terms = self.ckr.terms
        self.domain = list(self.ckr.domain)
        self.domain += [m <= self.track - 1 for m in self.markers.values()]
        self.domain += [z3.And(r >= SUPPLY, r <= self.track - 1) for r in self.robbers.values()]

    def track_terms(self) -> Terms:
        """The Robbers' numbers: markers and robbers, with the intervals every
        variable a score term may hold lies in (for the track's laps)."""
        ranges = {v.decl().name(): (lo, hi) for v, lo, hi in self.ckr.ranges}
        ranges.update({m.decl().name(): (0, self.track - 1) for m in self.markers.values()})
        ranges.update({r.decl().name(): (SUPPLY, self.track - 1) for r in self.robbers.values()})
        events = sum(len(slots) for slots in potential_slots(self.skeleton).values())
        most = self.track + 3 * events * self.ckr.bound.max_points + 3
        ranges["*"] = (-most, most)
        return Terms(
            scores={(p, MEEPLE): m for p, m in self.markers.items()},
            robbers=dict(self.robbers),
            points={},
            laps=0,
            ranges=ranges,
        )

    def small(self) -> z3.BoolRef:
        return self.ckr.small()

    def measures(self) -> list:
        """The Count, King & Robber measures, with the robbers on the track
        right after the figures (each one is a steal a person must follow);
        ``scores`` are the markers' spaces."""
        placed = z3.Sum(*[z3.If(r != SUPPLY, 1, 0) for r in self.robbers.values()])
        first, *rest = self.ckr.measures()
        return [first, ("robbers", placed), *rest]

    def variables(self) -> list:
        return self.ckr.variables() + list(self.robbers.values())

    def pins(self, model: z3.ModelRef) -> list:
        return [v == model.eval(v, model_completion=True) for v in self.variables()]

    def decode(self, model: z3.ModelRef) -> Scenario:
        scenario = self.ckr.decode(model)
        ev = lambda term: model.eval(term, model_completion=True).as_long()
        places = {p: ev(r) for p, r in self.robbers.items()}
        part = RobbersPart(
            track=self.track,
            markers={p: {MEEPLE: ev(m)} for p, m in self.markers.items()},
            robbers={p: None if place == SUPPLY else place for p, place in places.items()},
        )
        return replace(scenario, robbers=part)
