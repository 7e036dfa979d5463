"""The driver: play the turn's steps in order over a set of states.

Each step maps every state to the set of states its choices allow; sets drop
duplicates, so the search stays small even when many choice sequences exist.
The final states become :class:`~checker.robbers.model.Outcome` values.
"""

from __future__ import annotations

from checker.robbers.model import GAME_END, PLACE, SCORE, Outcome, Scenario, canonical
from checker.robbers.reference.context import Context, State
from checker.robbers.reference.game_end import game_end
from checker.robbers.reference.placement import place_robbers
from checker.robbers.reference.rounds import play_round
from checker.states import DEFAULT_MAX_STATES


def _check_turn(scenario: Scenario) -> None:
    kinds = [s.kind for s in scenario.turn]
    unknown = [k for k in kinds if k not in (PLACE, SCORE, GAME_END)]
    if unknown:
        raise ValueError(f"unknown step kind {unknown[0]!r}")
    if kinds.count(GAME_END) > 1:
        raise ValueError("game-end appears more than once")
    if GAME_END in kinds and PLACE in kinds[kinds.index(GAME_END) :]:
        raise ValueError("place-robbers after game-end")


def _outcomes(ctx: Context, states) -> list[Outcome]:
    """The outcome each final state stands for, in ``Outcome.make``'s layout
    (markers and robbers sorted by name) built from one permutation per turn
    instead of three sorts per state: a turn with a hundred outcomes spent a
    third of its simulation there. A state's steals are kept sorted (resolution)."""
    marker_order = sorted(range(len(ctx.markers)), key=ctx.markers.__getitem__)
    player_order = sorted(range(len(ctx.players)), key=ctx.players.__getitem__)
    labels = [ctx.markers[i] for i in marker_order]
    names = [ctx.players[i] for i in player_order]
    return [
        Outcome(
            markers=tuple((p, k, s.scores[i]) for (p, k), i in zip(labels, marker_order)),
            robbers=tuple((p, s.robbers[i]) for p, i in zip(names, player_order)),
            steals=s.steals,
        )
        for s in states
    ]


def simulate(scenario: Scenario, rules, max_states: int = DEFAULT_MAX_STATES) -> list[Outcome]:
    """Every distinct outcome of the turn under ``rules``, in canonical order.

    Raises :class:`~checker.errors.LimitReached` when the search would hold
    more than ``max_states`` states at once (the turn has too many outcomes
    to list by brute force).
    """
    return canonical(outcome_set(scenario, rules, max_states))


def outcome_set(scenario: Scenario, rules, max_states: int = DEFAULT_MAX_STATES) -> frozenset[Outcome]:
    """``simulate``'s outcomes without the order, for a caller that only
    compares sets (the suite's searches): sorting a turn with a hundred
    outcomes is a fifth of its simulation."""
    _check_turn(scenario)
    ctx = Context(scenario, rules, max_states)
    states: set[State] = {ctx.initial_state()}
    for index, step in enumerate(scenario.turn):
        if step.kind == PLACE:
            states = ctx.collect(t for s in states for t in place_robbers(ctx, s))
        elif step.kind == SCORE:
            states = play_round(ctx, index, step, states)
        else:
            states = ctx.collect(t for s in states for t in game_end(ctx, s))
    assert all(s.window is None for s in states), "a window was left open"
    return frozenset(_outcomes(ctx, states))


def voids_turn(scenario: Scenario, rules, relaxed) -> bool:
    """Under ``relaxed`` (``rules`` with a clause dropped) robbers react to no
    round of the turn, while under ``rules`` they react to some: dropping the
    clause voids the whole turn for the robbers (``judge`` does not report
    such a clause as the rule a claim breaks)."""
    try:
        return bool(Context(scenario, rules).counted) and not Context(scenario, relaxed).counted
    except NotImplementedError:
        return False
