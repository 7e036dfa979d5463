"""The views a clause's constraints see: a placement, a round, a candidate
theft, a steal, a robber's resolution.

Each view carries Z3 terms of the turn encoding at that moment, plus the
player names as plain strings (the scenario's shape is concrete, its numbers
may be symbolic).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

import z3


@dataclass
class PlacementContext:
    """One ``place-robbers`` step. ``players`` starts with the active player."""

    players: tuple[str, ...]
    in_supply: dict[str, z3.BoolRef]
    on_track: dict[str, z3.BoolRef]
    acts: dict[str, z3.BoolRef]
    target: dict[str, z3.ArithRef]
    hosts: Callable[[str, z3.ArithRef], z3.BoolRef]
    triggered: dict[str, z3.BoolRef] = field(default_factory=dict)
    permits: dict[str, list] = field(default_factory=dict)
    requirements: list = field(default_factory=list)

    @property
    def active(self) -> str:
        return self.players[0]

    def permit(self, player: str, condition) -> None:
        """``player`` may place or move their robber when ``condition`` holds."""
        self.permits.setdefault(player, []).append(condition)

    def require_act(self, player: str, condition) -> None:
        """``player`` must place or move their robber when ``condition`` holds."""
        self.requirements.append(z3.Implies(condition, self.acts[player]))

    def require_stay(self, player: str, condition) -> None:
        """``player``'s robber, if on the track, stays where it is when ``condition`` holds."""
        self.requirements.append(z3.Implies(z3.And(self.on_track[player], condition), z3.Not(self.acts[player])))

    def restrict_target(self, player: str, condition) -> None:
        self.requirements.append(z3.Implies(self.acts[player], condition))

    def hosts_other_players_marker(self, player: str) -> z3.BoolRef:
        """The chosen target holds a visible marker of a player other than ``player``."""
        return self.hosts(player, self.target[player])

    @staticmethod
    def all_of(conditions) -> z3.BoolRef:
        return z3.And(*conditions) if conditions else z3.BoolVal(True)


@dataclass(frozen=True)
class RoundInfo:
    """A scoring round as clauses see it when deciding whether robbers react."""

    index: int
    source: str
    after_game_end: bool


@dataclass
class Candidate:
    """A possible theft: robber ``robber`` and a movement of ``victim``'s marker."""

    robber: str
    victim: str
    is_courier: z3.BoolRef
    start: z3.ArithRef
    robber_space: z3.ArithRef
    displacement: z3.ArithRef
    first_in_window: z3.BoolRef
    first_departure: z3.BoolRef
    on_track: z3.BoolRef
    key: tuple = ()
    fired: z3.BoolRef | None = None
    take: z3.BoolRef | None = None
    origin: str = "movement"  # or "rogue": a thief's marker moving by stolen points
    slot_index: int | None = None  # its movement's place in the window (movement-per-feature)


@dataclass
class StealContext:
    """One candidate taken: ``amount`` the thief gains, ``victim_loss`` the
    victim loses. Both are free (within 0..base) until a clause sets them."""

    base: z3.ArithRef
    amount: z3.ArithRef | None = None
    victim_loss: z3.ArithRef | None = None
    requirements: list = field(default_factory=list)

    def set_amount(self, term) -> None:
        self.amount = term

    def set_victim_loss(self, term) -> None:
        self.victim_loss = term

    def require(self, condition) -> None:
        self.requirements.append(condition)


@dataclass
class ResolutionContext:
    """One robber at the end of a window: its fired candidates and which it takes."""

    robber: str
    fired: list
    takes: list
    requirements: list

    def require(self, condition) -> None:
        self.requirements.append(condition)
