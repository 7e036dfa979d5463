"""The parts of a shape a Robbers diff searches before the whole of it.

A shape (players, game end or not) holds every scenario of the bound with
that many players; most differences already show on far smaller scenarios,
and an encoding of only those is far cheaper to search. Measured on the
catalogue (2026-11-22): the rogue-split witnesses took 1-48M solver steps
over the whole 3-player shape and 0.05-0.35M on a skeleton without couriers
and with one scoring round, whose encodings also build in a third of the
time; and where such a part has no witness its search says so at once
(under 0.7M steps), where the whole shape's search, restricted to the same
scenarios by assumptions, ran out of 30M steps.

So a shape has tiers, smallest first:

- ``small``: no couriers, events in at most one scoring round;
- ``no couriers``;
- ``one round``: events in at most one scoring round;
- ``whole``: the shape.

``Hunt`` searches the smallest tier, then the whole shape, and looks for a
witness of the whole shape again in the two tiers between (a shape without
a witness never builds them).

Each tier holds exactly the shape's scenarios with its properties. A turn
without the game end needs one scoring round in its skeleton for that: a
round without events changes nothing, so a scenario whose only events are
in its second round is the same scenario as one with them in its first.
With the game end the one round may be before it or after it, so those
tiers keep both rounds and assert that at most one has events.

The properties are the first measures the shrinking minimises (couriers,
then rounds: ``SymbolicScenario.measures``), which is what lets a witness
found in a tier be shrunk there (``holds_smallest``) and tells which
scenarios outside a tier are larger than a witness (``outside_larger``).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

import z3

from checker.robbers.symbolic.bound import Bound

SMALL, NO_COURIERS, ONE_ROUND, WHOLE = "small", "no couriers", "one round", "whole"


@dataclass(frozen=True)
class Tier:
    """One tier of a shape: what it leaves out of the shape (couriers, a
    second round with events), the bound its skeleton is built from, and
    whether "events in at most one round" is asserted on top of it."""

    name: str
    no_couriers: bool
    one_round: bool
    bound: Bound
    assert_one_round: bool = False

    def restriction(self, sym) -> z3.BoolRef | None:
        """What the tier asserts on ``sym`` beyond its skeleton."""
        return dict(sym.measures())["rounds"] <= 1 if self.assert_one_round else None

    def holds_smallest(self, couriers: int, courier_floor: int) -> bool:
        """Whether a direction's smallest witness in the shape lies in this
        tier, given a witness of it shrunk here to ``couriers`` couriers and
        ``courier_floor``, a number of couriers below which the direction is
        known to have none. The smallest has the fewest couriers, then the
        fewest rounds: as few as this witness when it has as few couriers,
        so at most one when this tier allows only one."""
        return not self.one_round or couriers == 0 or couriers <= courier_floor

    def outside_larger(self, couriers: int, rounds: int) -> bool:
        """Whether every scenario of the shape outside this tier is larger
        than a witness with ``couriers`` couriers and ``rounds`` rounds
        (outside: a courier when the tier has none; two rounds, with or
        without couriers, when it allows one)."""
        if self.no_couriers and couriers > 0:
            return False
        return not self.one_round or (couriers == 0 and rounds <= 1)


def tiers(shape, bound: Bound) -> list[Tier]:
    """The shape's tiers, smallest first, the whole shape last; a tier that
    leaves out nothing the shape has, or the same as an earlier tier, is
    left out."""
    couriers, rounds = bound.couriers, bound.rounds > 1  # what the shape has to leave out

    def tier(name: str, no_couriers: bool, one_round: bool) -> Tier:
        b = replace(bound, couriers=False) if no_couriers else bound
        if one_round and not shape.game_end:
            return Tier(name, no_couriers, one_round, replace(b, rounds=1))
        return Tier(name, no_couriers, one_round, b, assert_one_round=one_round)

    out, seen = [], {(False, False)}
    for name, no_couriers, one_round in ((SMALL, couriers, rounds), (NO_COURIERS, couriers, False), (ONE_ROUND, False, rounds)):
        if (no_couriers, one_round) not in seen:
            seen.add((no_couriers, one_round))
            out.append(tier(name, no_couriers, one_round))
    return out + [tier(WHOLE, False, False)]
