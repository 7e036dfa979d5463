"""What the combined turn's two simulations share (reference.py plays the
turn, derive.py tells it): a scoring's points as a round of The Robbers,
what robbing gave each player, and the outcome of a pair of end states.
They hold no rule: they join the two modules' states."""

from __future__ import annotations

from dataclasses import replace

from checker.combined.link import event_label, potential_slots
from checker.count_king_robber.model import Scenario
from checker.count_king_robber.reference.simulate import outcome_of
from checker.robbers.model import Event
from checker.robbers.model import Outcome as RobbersOutcome
from checker.robbers.reference.context import Context


def listed(scenario: Scenario, index: int, gained: dict) -> tuple[Event, ...]:
    """The round's events: the potential slots that scored, in listed order.
    ``gained``: (feature index or tile, player) -> points."""
    events = []
    for slot in potential_slots(scenario)[index]:
        points = gained.get((slot.what, slot.player), 0)
        if points > 0:
            events.append(Event(slot.player, points, event_label(scenario, slot)))
    return tuple(events)


def _player_score(ctx: Context, state, player: int) -> int:
    return sum(state.scores[m] for m in ctx.of_player[player])


def robbed(ctx: Context, before, after, per_feature: list[dict]) -> dict:
    """What robbing gave each player over a round: their markers' change less
    the features' points."""
    out = {}
    for k, p in enumerate(ctx.players):
        features = sum(g.get(p, 0) for g in per_feature)
        out[p] = _player_score(ctx, after, k) - _player_score(ctx, before, k) - features
    return out


def settled(ctx: Context, scenario: Scenario, ckr, rob):
    """The combined outcome of a pair of end states: the scores are the
    players' markers on the track."""
    markers = {ctx.markers[m]: score for m, score in enumerate(rob.scores)}
    side = RobbersOutcome.make(markers, {p: rob.robbers[k] for k, p in enumerate(ctx.players)}, rob.steals)
    scores = {p: side.score(p) for p in scenario.players}
    plain = outcome_of(ckr, scenario)
    return replace(plain, scores=tuple((p, scores[p]) for p in scenario.players), robbers=side)
