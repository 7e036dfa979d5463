"""Where Count, King & Robber meets The Robbers: the Robbers' side of a
combined turn, as data (docs/ckr-turn-model.md, "With The Robbers").

Every point a Count, King & Robber scoring gives a player is a scored event
for The Robbers: the player's score marker moves, and robbers may react. This
module fixes, for both readings of the rules (the Z3 encoding and the
reference simulator), *which* Robbers turn a combined turn is: its steps and
the order of its events. It decides nothing the rules decide.

- Steps: ``place-robbers`` stays a ``place-robbers`` step; a ``score`` step is
  a Robbers ``score`` step of the same source; ``game-end`` is the Robbers
  ``game-end`` step followed by one ``score`` step, the final scoring.
- Events of a ``score`` step: the features in the order listed, and for each
  feature every player who scores it, in turn order from the active player.
  The final scoring lists its features the same way, then the King's bonus,
  then the Robber Baron's. (The sources order neither; the scorer's own
  choice of order, where an edition grants it, is still a branch.)
"""

from __future__ import annotations

from dataclasses import dataclass

from checker.combined.expansion import COMBINATION
from checker.count_king_robber.model import GAME_END, PLACE, SCORE, TILES, Scenario
from checker.robbers.model import Event
from checker.robbers.model import Scenario as RobbersScenario
from checker.robbers.model import Step as RobbersStep

FINAL_SOURCE = "features"

#: The Robbers' edition a combined turn is played with when nothing names one
#: (the diff's combined shapes, the suite's combined vectors): the newest text.
DEFAULT_ROBBERS_EDITION = COMBINATION.default_edition


@dataclass(frozen=True)
class Slot:
    """One possible event of the Robbers turn: ``player`` scoring ``what`` of
    CKR step ``step`` (a feature index, or a tile's name for a final bonus)."""

    step: int
    what: int | str
    player: str


def scorer_order(scenario: Scenario) -> tuple[str, ...]:
    """The players in turn order from the active player: the order in which
    the scorers of one feature move their markers."""
    i = scenario.players.index(scenario.active)
    return scenario.players[i:] + scenario.players[:i]


def final_round_index(scenario: Scenario) -> int | None:
    """The Robbers step of the final scoring, if the turn ends the game."""
    for i, step in enumerate(scenario.turn):
        if step.kind == GAME_END:
            return i + 1
    return None


def potential_slots(scenario: Scenario) -> dict[int, list[Slot]]:
    """Robbers step index -> every event that may happen in it, in listed order."""
    order = scorer_order(scenario)
    out: dict[int, list[Slot]] = {}
    for i, step in enumerate(scenario.turn):
        if step.kind == SCORE:
            out[i] = [Slot(i, j, p) for j in range(len(step.features)) for p in order]
        elif step.kind == GAME_END:
            slots = [Slot(i, j, p) for j in range(len(step.features)) for p in order]
            slots += [Slot(i, tile, p) for tile in TILES for p in order]
            out[i + 1] = slots
    return out


def event_label(scenario: Scenario, slot: Slot) -> str:
    if isinstance(slot.what, str):
        return slot.what
    feature = scenario.turn[slot.step].features[slot.what]
    return feature.id or f"{feature.kind}-{slot.what + 1}"


def robbers_scenario(scenario: Scenario, events: dict[int, list[tuple[Slot, int]]] | None = None) -> RobbersScenario:
    """The Robbers turn of a combined scenario. ``events``: Robbers step index
    -> the (slot, points) that happen, in listed order; without it every
    potential slot is listed with 1 point (a skeleton whose real points are
    terms of the encoding)."""
    part = scenario.robbers
    if part is None:
        raise ValueError("the scenario has no 'robbers': The Robbers are not in play")
    if events is None:
        events = {i: [(s, 1) for s in slots] for i, slots in potential_slots(scenario).items()}
    steps = []
    for i, step in enumerate(scenario.turn):
        if step.kind == PLACE:
            steps.append(RobbersStep(PLACE))
        elif step.kind == SCORE:
            steps.append(RobbersStep(SCORE, step.source, _events(scenario, events.get(i, []))))
        else:
            steps.append(RobbersStep(GAME_END))
            steps.append(RobbersStep(SCORE, FINAL_SOURCE, _events(scenario, events.get(i + 1, []))))
    return RobbersScenario(
        players=scenario.players,
        active=scenario.active,
        markers={p: dict(part.markers[p]) for p in scenario.players},
        robbers={p: part.robbers.get(p) for p in scenario.players},
        turn=tuple(steps),
        track=part.track,
    )


def _events(scenario: Scenario, listed) -> tuple[Event, ...]:
    return tuple(Event(slot.player, points, event_label(scenario, slot)) for slot, points in listed)
