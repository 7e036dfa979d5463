"""The toll bridge by brute force, sharing no logic with the encoding: every
combination of the scorers' choices, the distinct final scores."""

from __future__ import annotations

from checker.states import DEFAULT_MAX_STATES, collect
from tests.toy_module.model import Outcome, Scenario, canonical
from tests.toy_module.rules import TOLL


def simulate(scenario: Scenario, rules, max_states: int = DEFAULT_MAX_STATES) -> list[Outcome]:
    players = scenario.players
    states = {tuple(scenario.scores[p] for p in players)}
    for player, points in scenario.turn:
        me = players.index(player)
        tolled = rules.has(TOLL) and scenario.owner not in (None, player) and points >= 3
        options = [(points - 1, 1), (points // 2, 0)] if tolled else [(points, 0)]
        owner = players.index(scenario.owner) if tolled else None
        states = collect((_after(s, me, gain, owner, toll) for s in states for gain, toll in options), max_states)
    return canonical(Outcome.make(players, dict(zip(players, s))) for s in states)


def _after(state: tuple, me: int, gain: int, owner: int | None, toll: int) -> tuple:
    out = list(state)
    out[me] += gain
    if owner is not None:
        out[owner] += toll
    return tuple(out)
