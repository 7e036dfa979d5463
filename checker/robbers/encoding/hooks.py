"""What clauses plug into: the hook points of a turn encoding.

A clause's ``constraints(enc)`` calls these methods once, before the turn is
built; the builder then consults them at each point of the turn. With no
clause plugged in, the builder is rule-neutral: nobody places a robber, no
round is counted, no movement is robbable (no movement rule), a steal has no
base to halve, a marker's points go to its meeple in the listed order, a
robber may take any fired candidate or none, a robber torn between two
rogue movers stays, and so on (turn-model.md). Every clause therefore
changes something when it is dropped.
"""

from __future__ import annotations

from typing import Callable

import z3

from checker.solver import capi

GRANTS = frozenset(
    {
        "thief-marker-choice",
        "robber-returns",
        "scorer-marker-choice",
        "scorer-order",
        "rogue-no-trigger",
        "rogue-follow",
        "backward-follow",
        "backward-must-follow",
        "end-bonus",
        "last-movement",
        "backward-trigger",
        "theft-at-once",
    }
)


class Hooks:
    """The rule-facing half of a turn encoding."""

    def __init__(self) -> None:
        self.visible = {"meeple"}
        self.placement_hooks: list[Callable] = []
        self.round_grants: list[Callable] = []
        self.round_vetoes: list[Callable] = []
        self.window_mode = "slot"
        self.movement: str | None = None
        self.trigger_hooks: list[Callable] = []
        self.steal_base: str | None = None
        self.steal_hooks: list[Callable] = []
        self.resolution_hooks: list[Callable] = []
        self.grants: set[str] = set()
        self.rogue_split: str | None = None

    # configuration, called by clauses
    def make_visible(self, kind: str) -> None:
        self.visible.add(kind)

    def on_placement(self, fn: Callable) -> None:
        self.placement_hooks.append(fn)

    def grant_round(self, fn: Callable) -> None:
        self.round_grants.append(fn)

    def veto_round(self, fn: Callable) -> None:
        self.round_vetoes.append(fn)

    def set_window(self, window: str) -> None:
        assert window in ("round", "turn")
        self.window_mode = window

    def set_movement(self, movement: str) -> None:
        assert movement in ("per-feature", "per-turn")
        self.movement = movement

    def on_trigger(self, fn: Callable) -> None:
        self.trigger_hooks.append(fn)

    def set_steal_base(self, base: str) -> None:
        assert base in ("movement", "player-turn")
        self.steal_base = base

    def on_steal(self, fn: Callable) -> None:
        self.steal_hooks.append(fn)

    def on_resolution(self, fn: Callable) -> None:
        self.resolution_hooks.append(fn)

    def grant(self, name: str) -> None:
        if name not in GRANTS:
            raise ValueError(f"unknown grant {name!r}")
        self.grants.add(name)

    def set_rogue_split(self, split: str) -> None:
        assert split in ("owner-chooses", "turn-order")
        self.rogue_split = split

    # small vocabulary for constraint functions (literal truths folded, see capi)
    @staticmethod
    def all_of(conditions) -> z3.BoolRef:
        return capi.all_of(conditions)

    @staticmethod
    def any_of(conditions) -> z3.BoolRef:
        return capi.any_of(conditions)

    @staticmethod
    def implies(a, b) -> z3.BoolRef:
        return capi.implies(a, b)

    @staticmethod
    def at_most_one(conditions) -> z3.BoolRef:
        if len(conditions) < 2:
            return capi.TRUE
        return z3.AtMost(*conditions, 1)

    @staticmethod
    def if_then(condition, then, otherwise):
        return capi.ite(condition, then, otherwise)

    def counted(self, info) -> bool:
        return any(g(info) for g in self.round_grants) and not any(v(info) for v in self.round_vetoes)
