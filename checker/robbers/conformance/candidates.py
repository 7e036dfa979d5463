"""Small random scenarios from an explicit ``random.Random``: the raw material
of the suite's search.

The ideas are those of :mod:`checker.strategies` (scores on a few hot spaces,
maybe a lap further on; robbers mostly on a marker's space; few players, few
events), but drawn from a seeded ``random.Random`` instead of Hypothesis: the
suite must come out byte-identical for the same seed, and Hypothesis keeps a
database and adapts its choices from run to run. Sizes stay small on purpose:
every candidate is enumerated by Z3, and small scenarios make readable vectors.
"""

from __future__ import annotations

import random

from dataclasses import replace

from checker.robbers.model import (
    COURIER,
    FAIRY,
    GAME_END,
    MEEPLE,
    PLACE,
    SCORE,
    Event,
    Scenario,
    Step,
)
from checker.robbers.conformance.shaped import shape_for
from checker.robbers.strategies import PLAYER_NAMES

TRACK = 50
HOT_SPACES = (10, 13, 16, 19, 22)
SOURCES = ("features", "features", "features", "features", "fairy", "wheel", "message")


def score(rng: random.Random, hot=HOT_SPACES) -> int:
    """A score on a hot space (maybe a lap on), near the end of a lap, or anywhere."""
    roll = rng.randrange(8)
    if roll == 0:
        return rng.randrange(0, 2 * TRACK)
    if roll == 1:
        return rng.choice((46, 47, 48, 49))  # the next points cross 50: wrap-around
    return rng.choice(hot) + TRACK * (rng.randrange(4) == 0)


def points(rng: random.Random, negative: bool = True) -> int:
    if negative and rng.randrange(6) == 0:
        return -rng.randint(1, 4)
    return rng.randint(1, 9)


def turn(rng: random.Random, players, max_rounds: int = 3, max_events: int = 5) -> tuple[Step, ...]:
    """Maybe a placement, 1..max_rounds scoring rounds, maybe the end of the game."""
    steps: list[Step] = []
    rounds = rng.randint(1, max_rounds)
    place_at = rng.randint(0, rounds) if rng.randrange(3) == 0 else None
    budget = max_events
    for r in range(rounds):
        if place_at == r:
            steps.append(Step(PLACE))
        if budget <= 0:
            break
        n = rng.randint(1, min(budget, 3))
        budget -= n
        events = tuple(Event(rng.choice(players), points(rng), f"f{r}.{j}") for j in range(n))
        steps.append(Step(SCORE, source=rng.choice(SOURCES), events=events))
    if place_at is not None and place_at >= rounds:
        steps.append(Step(PLACE))
    if rng.randrange(4) == 0:
        last_place = max((i for i, s in enumerate(steps) if s.kind == PLACE), default=-1)
        steps.insert(rng.randint(last_place + 1, len(steps)), Step(GAME_END))
    return tuple(steps)


def scenario(rng: random.Random, max_players: int = 4, max_rounds: int = 3, max_events: int = 5) -> Scenario:
    """One candidate scenario (formats.md), valid by construction."""
    n = min(rng.choice((2, 2, 3, 3, 4)), max_players)
    players = PLAYER_NAMES[:n]
    # Fewer hot spaces, more markers sharing a space (several candidates for one robber).
    hot = rng.sample(HOT_SPACES, rng.choice((1, 1, 2, 2, 3, 5)))
    markers = {}
    for p in players:
        kinds = {MEEPLE: score(rng, hot)}
        if rng.randrange(3) == 0:
            kinds[COURIER] = score(rng, hot)
        markers[p] = kinds
    spaces = sorted({v % TRACK for kinds in markers.values() for v in kinds.values()})
    robbers = {}
    crosswise = rng.randrange(3) == 0
    for p in players:
        if crosswise:
            # Each robber beside another player's marker: thieves then share
            # spaces with each other's robbers (rogue splits, chains).
            others = sorted({v % TRACK for q in players if q != p for v in markers[q].values()})
            robbers[p] = rng.choice(others)
            continue
        roll = rng.randrange(4)
        robbers[p] = None if roll == 0 else rng.randrange(TRACK) if roll == 3 and rng.randrange(2) else rng.choice(spaces)
    steps = turn(rng, players, max_rounds, max_events)
    active = rng.choice(players)
    return Scenario(
        players=players,
        active=active,
        markers=markers,
        robbers=robbers,
        turn=_fairy_as_scored(steps, active),
        track=TRACK,
    )


def _fairy_as_scored(steps: tuple[Step, ...], active: str) -> tuple[Step, ...]:
    """A ``fairy`` round first in the turn becomes the active player's 1 point;
    one anywhere else becomes a ``wheel`` round (``model.fairy_problems``).
    Done after the draws, so the stream draws what it drew before."""
    out = []
    for i, step in enumerate(steps):
        if step.kind == SCORE and step.source == FAIRY:
            step = Step(SCORE, FAIRY, (Event(active, 1, step.events[0].feature),)) if i == 0 else replace(step, source="wheel")
        out.append(step)
    return tuple(out)


RAMP = ((2, 1, 2), (3, 2, 3), (4, 3, 5))
"""Sizes (players, rounds, events) the stream grows through, ten candidates
each, then the last for good: small candidates are cheap to enumerate and
need little shrinking, and most rules already show on them."""


def stream(seed: str, ramp=RAMP):
    """An endless, reproducible stream of candidates for one named search."""
    rng = random.Random(seed)  # a str seed is hashed with SHA-512: the same on every run and machine
    shaped = shape_for(seed)
    shaped_rng = random.Random(f"{seed}/shaped")  # its own draws: the general candidates stay the same
    n = 0
    while True:
        players, rounds, events = ramp[min(n // 10, len(ramp) - 1)]
        n += 1
        if shaped is not None:
            yield shaped(shaped_rng)  # every other candidate, first among them (shaped.py)
        yield scenario(rng, players, rounds, events)


def probe():
    """A one-event turn any rules can play: does the simulator support them?"""
    return Scenario(
        players=("red", "blue"),
        active="red",
        markers={"red": {MEEPLE: 10}, "blue": {MEEPLE: 20}},
        robbers={"blue": 10},
        turn=(Step(SCORE, events=(Event("red", 3),)),),
    )
