"""The driver: play the steps of the turn in order over a set of states, then
turn the final states into outcomes.

Each step maps every state to the set of states the players' choices allow;
sets drop duplicates, so different choice sequences that end alike are
followed once.
"""

from __future__ import annotations

from checker import expansions, parts
from checker.count_king_robber.model import (
    DISTRICTS,
    SCORE,
    Outcome,
    Scenario,
    canonical,
    freeze,
    thaw,
)
from checker.count_king_robber.reference.game_end import game_end
from checker.count_king_robber.reference.score_step import score_step
from checker.count_king_robber.reference.state import State
from checker.count_king_robber.reference.validate import check
from checker.states import DEFAULT_MAX_STATES, collect


def start_state(scenario: Scenario) -> State:
    """The state before the turn. ``scenario.supply`` is as loaded: the
    loader has already given a player left out of the document one meeple,
    so a player missing here has an empty supply."""
    players = scenario.players
    supply = thaw(scenario.supply)
    return State(
        scores=tuple(scenario.scores.get(p, 0) for p in players),
        supply=freeze(supply, players),
        districts=tuple(freeze(thaw(scenario.districts.get(d, ())), players) for d in DISTRICTS),
        count=scenario.count if scenario.city else None,
        returned=(),
        placed=(),
        king=scenario.king,
        baron=scenario.robber_baron,
        cities=0,
        roads=0,
    )


def outcome_of(state: State, scenario: Scenario) -> Outcome:
    """The outcome a final state stands for (its bags are frozen with the
    scenario's players, so taken as they are)."""
    return Outcome.from_frozen(
        scenario.players,
        state.scores,
        state.count,
        state.districts if scenario.city else None,
        state.returned,
        state.placed,
        state.king,
        state.baron,
    )


def simulate(scenario: Scenario, rules, max_states: int = DEFAULT_MAX_STATES) -> list[Outcome]:
    """Every distinct outcome of the turn under ``rules``, in canonical order
    (with The Robbers in play, under ``rules.companion`` too).

    Raises :class:`~checker.errors.LimitReached` when the search would hold
    more than ``max_states`` states at once, as The Robbers' simulator does.
    """
    turn = expansions.companion_turn(scenario)
    if turn is not None:
        return turn.part("reference").simulate(scenario, rules, max_states)
    return canonical(outcome_set(scenario, rules, max_states))


def outcome_set(scenario: Scenario, rules, max_states: int = DEFAULT_MAX_STATES) -> frozenset[Outcome]:
    """``simulate``'s outcomes without the order, for a caller that only
    compares sets (the suite's searches, ``checker.parts.Reference``): the
    canonical order's keys need not be built."""
    turn = expansions.companion_turn(scenario)
    if turn is not None:
        return parts.outcome_set(turn.part("reference"), scenario, rules, max_states)
    check(scenario)
    states = {start_state(scenario)}
    for step in scenario.turn:
        play = score_step if step.kind == SCORE else game_end
        states = collect((after for before in states for after in play(before, step, scenario, rules)), max_states)
    return frozenset(outcome_of(s, scenario) for s in states)
