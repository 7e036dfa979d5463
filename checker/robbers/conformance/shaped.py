"""Candidates of a given shape, for clauses the random stream almost never separates.

Two clauses of issue 29 show only in turns the general stream
(:mod:`checker.robbers.conformance.candidates`) draws once in thousands:

- ``first-departure-from-space``: a marker leaves a robber's space, comes
  back to it (negative points) and leaves again in one window, or arrives on
  a robber's space and then leaves it; dropping the clause lets every such
  movement fire.
- ``triggered-robber-stays``: a scoring round fires a robber, then a
  ``place-robbers`` step (a double turn with a builder) where the robber's
  owner could move it, then another scoring round with a larger score on the
  robber's new space. Only a window still open at the place-robbers step
  (resolve-per-turn) can show it: under resolve-per-round the fired robber
  has stolen and gone back to the supply before that step, so no scenario
  separates the clause there.

``stream(seed)`` interleaves these shaped candidates with the general ones
for searches named after these clauses (and their themes); every other
search keeps the general stream unchanged, so its vectors do not change.
"""

from __future__ import annotations

import random

from checker.robbers.model import MEEPLE, PLACE, SCORE, Event, Scenario, Step
from checker.robbers.strategies import PLAYER_NAMES

TRACK = 50


def _rest(rng: random.Random, players, markers, robbers) -> None:
    """The other players' markers and robbers: mostly in the way, sometimes not."""
    for p in players[1:]:
        markers.setdefault(p, {MEEPLE: rng.choice((3, 22, 30, 41))})
        robbers.setdefault(p, rng.choice((None, rng.randrange(TRACK))))


def departure(rng: random.Random) -> Scenario:
    """Red's meeple leaves the space of other players' robbers, comes back
    (negative points, which may drag a robber back) and leaves again; or
    arrives on it and leaves it. Mostly in one round, where the scorer
    orders the events; two robbers on the space, so that one's theft can
    leave the other a later departure to take."""
    players = PLAYER_NAMES[: rng.choice((2, 3, 3, 3))]
    red = players[0]
    space = rng.choice((10, 13, 16, 19))
    if rng.randrange(3) == 0:
        first = rng.randint(1, 6)
        start, moves = space - first, [first, rng.randint(1, 9)]  # arrives, then leaves
    else:
        start = space
        moves = [rng.choice((-6, -3, -1, 2, 3, 4, 6)) for _ in range(rng.randint(3, 4))]
    markers = {red: {MEEPLE: start}}
    robbers = {red: rng.choice((None, space))}
    for p in players[1:]:
        markers[p] = {MEEPLE: rng.choice((space, space - 3, space + 3))}
        robbers[p] = space
    events = [Event(red, p, f"f{i}") for i, p in enumerate(moves)]
    if rng.randrange(4):
        turn = (Step(SCORE, events=tuple(events)),)
    else:
        turn = tuple(Step(SCORE, events=(e,)) for e in events)
    return Scenario(players=players, active=rng.choice(players), markers=markers, robbers=robbers, turn=turn, track=TRACK)


def double_turn(rng: random.Random) -> Scenario:
    """A round fires blue's robber, blue may move it at a later
    ``place-robbers`` step, then another round scores more elsewhere."""
    players = PLAYER_NAMES[: rng.choice((2, 2, 3))]
    red, blue = players[0], players[1]
    space, other = rng.sample((10, 13, 16, 19, 22), 2)
    markers = {red: {MEEPLE: space}, blue: {MEEPLE: rng.choice((other, 30))}}
    robbers = {red: rng.choice((None, other)), blue: space}
    if len(players) == 3:
        markers[players[2]] = {MEEPLE: other}
    _rest(rng, players, markers, robbers)
    scorer = players[2] if len(players) == 3 and rng.randrange(2) else red
    later = (Event(scorer, rng.randint(4, 9), "g"),) + ((Event(red, rng.randint(1, 9), "h"),) if rng.randrange(2) else ())
    turn = (
        Step(SCORE, events=(Event(red, rng.randint(1, 5), "f"),)),
        Step(PLACE),
        Step(SCORE, events=later),
    )
    active = rng.choice((blue, red) if rng.randrange(2) else players)
    return Scenario(players=players, active=active, markers=markers, robbers=robbers, turn=turn, track=TRACK)


SHAPES = {
    "first-departure-from-space": departure,
    "triggered-robber-stays": double_turn,
}


def shape_for(seed: str):
    """The shaped candidates for a search named ``.../CLAUSE`` or ``.../theme-NAME``, or None."""
    name = seed.rsplit("/", 1)[-1]
    return SHAPES.get(name.removeprefix("theme-"))
