"""What the conformance suite needs from the toll bridge: seeded random
scenarios, how they shrink, and a probe."""

from __future__ import annotations

import random
from dataclasses import replace

from checker.conformance.shrink import Moves
from tests.toy_module.model import Scenario
from tests.toy_module.symbolic import NAMES


def _scenario(rng: random.Random) -> Scenario:
    players = NAMES[: rng.randint(2, 3)]
    owner = rng.choice((None, *players))
    turn = tuple((rng.choice(players), rng.randint(1, 9)) for _ in range(rng.randint(1, 3)))
    return Scenario(players=players, owner=owner, scores={p: rng.randint(0, 30) for p in players}, turn=turn)


def stream(seed: str):
    rng = random.Random(seed)
    while True:
        yield _scenario(rng)


def probe() -> Scenario:
    return Scenario(players=("red", "blue"), owner="blue", scores={"red": 0, "blue": 0}, turn=(("red", 4),))


def _simplifications(s: Scenario):
    for i in range(len(s.turn)):
        if len(s.turn) > 1:
            yield replace(s, turn=s.turn[:i] + s.turn[i + 1 :])
        player, points = s.turn[i]
        if points > 1:
            yield replace(s, turn=s.turn[:i] + ((player, points - 1),) + s.turn[i + 1 :])
    for p in s.players:
        if s.scores[p]:
            yield replace(s, scores={**s.scores, p: 0})
    if s.owner is not None:
        yield replace(s, owner=None)


def _size(s: Scenario) -> tuple:
    return (len(s.players), len(s.turn), sum(n for _, n in s.turn), sum(s.scores.values()), s.owner is not None)


MOVES = Moves(simplifications=_simplifications, size=_size, valid=lambda s: True, tidy=lambda s: s)
