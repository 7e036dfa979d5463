"""The step relation of the proofs by induction does what the turn encoding
does: a concrete turn played step by step from its start state
(``checker.robbers.induction.replay``) has exactly the outcomes of
``enumerate_outcomes``, and breaks an invariant's state form exactly when
the turn encoding satisfies the invariant's violation. An inductive proof
over a state that missed something a window carries would prove nothing;
these tests are where such a gap would show.

Scenarios are Hypothesis's (2-6 players, couriers, wrap, negative points,
several rounds, game end), some with a second ``place-robbers`` step, under
every edition, every alternative reading and dated state, and rule sets with
a clause dropped (those of the self-check in ``test_proofs``).
"""

from __future__ import annotations

import json

import pytest
import z3
from hypothesis import currently_in_test_context, event, given, reject, settings
from hypothesis import strategies as st

import spec
from checker.robbers.encoding import enumerate_outcomes
from checker.solver import new_solver
from checker.robbers.encoding.turn import TurnEncoding
from checker.errors import LimitReached
from checker.robbers.induction.lemmas import PROPERTIES, shared_at_start
from checker.robbers.induction.replay import chain, chain_formulas, orders, replay
from checker.robbers.induction.step import StepEncoding
from checker.robbers.loading import scenario_from_json
from checker.robbers.invariants import INVARIANTS
from checker.robbers.invariants.prove import violation_of
from checker.robbers.model import GAME_END, PLACE, Scenario, Step
from checker.robbers.strategies import scenarios
from tests.test_differential import alternative_readings

MAX_OUTCOMES = 120
#: One rule set per invariant with a clause dropped (the self-check's, ``test_proofs``), and the windows without.
MUTATED = [
    "c1-hig-2013~no-self-robbery", "c1-hig-2013~rogue-points-no-trigger", "c3.1-2025~robber-chooses-among-markers",
    "c1-hig-2013~steal-half-rounded-up", "c3.1-2025~victim-keeps-points", "c1-hig-2013~thief-robber-returns",
    "c3.1-2025~target-shares-another-players-marker", "c3.1-2025~rogue-points-no-trigger",
    "c3.1-2025~resolve-per-turn", "c1-hig-2013~resolve-per-round", "c1-hig-2013~first-departure-from-space",
    "c1-hig-2013~must-take-first-points", "c1-hig-2013~backward-robber-follows",
]


def distinct(references) -> list:
    """One reference per clause set (two references with the same clauses play alike)."""
    seen = {}
    for ref in references:
        seen.setdefault(spec.parse_reference(ref).clause_ids, ref)
    return list(seen.values())


READINGS = [spec.resolve(e, as_of=a, interpretations=i).label() for e, i, a in (p.values for p in alternative_readings())]
EDITIONS = distinct(spec.module_editions("robbers"))
#: The rule sets the step relation covers; resolve-at-once (theft-timing=at-once, the 1st-edition
#: texts before 5/2013 by default) it does not (test_the_step_relation_refuses_a_theft_at_once).
UNCOVERED = [r for r in distinct(READINGS) if spec.parse_reference(r).has("resolve-at-once")]
OTHERS = [r for r in distinct(EDITIONS + READINGS + MUTATED) if r not in EDITIONS and r not in UNCOVERED]


def test_the_step_relation_refuses_a_theft_at_once():
    """Issue 45: the step relation's state has no record of a theft taken
    inside the turn's window, so it refuses such rules rather than prove
    something of other rules; the induction says so in its verdict."""
    from checker.robbers.induction.houdini import search_lemmas
    from checker.robbers.induction.lemmas import LEMMAS
    from checker.robbers.induction.state import symbolic_state

    assert "c1-hig-2012@2013-01" in UNCOVERED  # c1-devir-2012@2013-01 has the same clauses
    for reference in UNCOVERED:
        rules = spec.parse_reference(reference)
        with pytest.raises(NotImplementedError, match="does not cover resolve-at-once"):
            StepEncoding(rules, symbolic_state(("red", "blue"), True, "pre"), 50, "t")
        out = search_lemmas(rules, 2, 50, "anywhere", list(LEMMAS), None, None, [])
        assert out.alive == [] and "theft-timing=at-once" in out.unknown


def examples(share: int) -> int:
    """The profile's examples divided by ``share`` (a replay costs about 0.4 s)."""
    return max(4, settings().max_examples // share)


@st.composite
def turns_with_placements(draw, max_players: int = 5, max_events: int = 5):
    """A scenario, sometimes with one more ``place-robbers`` step somewhere before the game end."""
    scenario = draw(scenarios(max_players=max_players, max_events=max_events))
    if draw(st.booleans()):
        steps = list(scenario.turn)
        end = next((i for i, s in enumerate(steps) if s.kind == GAME_END), len(steps))
        steps.insert(draw(st.integers(0, end)), Step(PLACE))
        scenario = Scenario(scenario.players, scenario.active, scenario.markers, scenario.robbers, tuple(steps),
                            scenario.track)
    return scenario


def which_movement(rules) -> bool:
    return rules.has("first-movement-only") or rules.has("first-departure-from-space")


def assert_replayed(reference, scenario):
    rules = spec.parse_reference(reference)
    try:
        expected = enumerate_outcomes(scenario, rules, max_outcomes=MAX_OUTCOMES)
    except LimitReached:
        reject()
    got, overflow = replay(scenario, rules)
    if which_movement(rules):
        assert not overflow  # proved for every turn by induction (no-overflow); here on this one
    elif overflow:
        # The state cannot hold a second firing (no proof claims it can here):
        # the choices that overflow are not exact, every other one is, so
        # each of their outcomes must be legal.
        if currently_in_test_context():
            event("overflow: the exact choices' outcomes are legal")
        exact, _ = replay(scenario, rules, exact_only=True)
        assert set(exact) <= set(expected), (reference, json.dumps(scenario.to_json()))
        return
    assert got == expected, (
        f"{reference}: {json.dumps(scenario.to_json())}\n"
        f"only the turn encoding: {[o.to_json() for o in set(expected) - set(got)]}\n"
        f"only the steps: {[o.to_json() for o in set(got) - set(expected)]}"
    )


#: Red's robber beside Blue's meeple on 5; Blue scores 2 (fires it); then a
#: place step, at which Red would move the robber onto Blue's meeple on 7;
#: Blue scores 4. Before 5/2013, under theft-timing=end-of-turn, the window is the turn. The fired robber is
#: spent (triggered-robber-stays, issue 29 b: "He may not wait for a possible
#: larger score later"): it stays on 5 and takes half of 2, rounded up.
MOVED_WITH_A_PENDING_THEFT = {
    "expansion": "robbers", "track": 50, "players": ["red", "blue"], "active": "red",
    "markers": {"red": {"meeple": 0}, "blue": {"meeple": 5}}, "robbers": {"red": 5, "blue": None},
    "turn": [{"step": "score", "source": "features", "events": [{"player": "blue", "points": 2, "feature": "a"}]},
             {"step": "place-robbers"},
             {"step": "score", "source": "features", "events": [{"player": "blue", "points": 4, "feature": "b"}]}],
}


@pytest.mark.parametrize("reference", ["c1-hig-2012@2013-01+theft-timing=end-of-turn",
                                       "c1-devir-2012@2013-01+theft-timing=end-of-turn"])
def test_a_robber_with_a_pending_theft_stays_and_takes_it(reference):
    """Red takes 1 (half of 2), never 2 (half of 4): the steps agree with the turn."""
    scenario = scenario_from_json(MOVED_WITH_A_PENDING_THEFT, "test")
    assert_replayed(reference, scenario)
    got, _ = replay(scenario, spec.parse_reference(reference))
    assert {tuple((s.thief, s.victim, s.points) for s in o.steals) for o in got} == {(("red", "blue", 1),)}


@pytest.mark.parametrize("reference", ["c1-hig-2012@2013-01+arrival-trigger=no+theft-timing=end-of-turn~triggered-robber-stays"])
def test_without_the_spent_rule_a_moved_robber_takes_either_movement(reference):
    """Dropping triggered-robber-stays under arrival-trigger=no (first-movement-only
    counts from the move) gives back the old finding: the moved robber takes
    one of the two (robber-chooses-among-markers)."""
    scenario = scenario_from_json(MOVED_WITH_A_PENDING_THEFT, "test")
    assert_replayed(reference, scenario)
    got, _ = replay(scenario, spec.parse_reference(reference))
    assert {tuple((s.thief, s.victim, s.points) for s in o.steals) for o in got} == {
        (("red", "blue", 1),), (("red", "blue", 2),)}


#: The clauses that keep one pending theft per robber and marker dropped
#: (robber-chooses-among-markers, the which-movement clause, and since issue
#: 29 b triggered-robber-stays, which forbids the owner's move), with the turn
#: as the window: the second firing overflows the state.
OVERFLOWING = ("c1-hig-2012@2013-01+theft-timing=end-of-turn~robber-chooses-among-markers~first-departure-from-space"
               "~triggered-robber-stays")


def test_an_overflowing_turn_is_checked_on_its_exact_choices():
    """The turn above under OVERFLOWING: the steps overflow (2 of the turn
    encoding's 6 outcomes come from choices that do not), and what the
    exact choices give is legal and breaks only what the turn breaks."""
    scenario = scenario_from_json(MOVED_WITH_A_PENDING_THEFT, "test")
    rules = spec.parse_reference(OVERFLOWING)
    assert not which_movement(rules) and replay(scenario, rules)[1] is True
    exact, _ = replay(scenario, rules, exact_only=True)
    assert exact and set(exact) <= set(enumerate_outcomes(scenario, rules))
    assert_replayed(OVERFLOWING, scenario)
    assert _steps_break(scenario, rules, exact_only=True) <= _turn_breaks(scenario, rules)


@pytest.mark.parametrize("reference", EDITIONS)
@settings(max_examples=examples(8))
@given(scenario=turns_with_placements())
def test_steps_give_the_outcomes_of_the_turn_in_every_edition(reference, scenario):
    assert_replayed(reference, scenario)


@pytest.mark.parametrize("reference", OTHERS)
@settings(max_examples=examples(25))
@given(scenario=turns_with_placements())
def test_steps_give_the_outcomes_of_the_turn_in_every_reading_and_dropped_clause(reference, scenario):
    assert_replayed(reference, scenario)


SAFETY = [i for i in INVARIANTS if i.violation is not None]


def _turn_breaks(scenario, rules) -> set:
    """The invariants whose whole-turn violation the turn encoding satisfies."""
    enc = TurnEncoding(scenario, rules)
    solver = new_solver()
    solver.add(*enc.constraints)
    out = set()
    for inv in SAFETY:
        solver.push()
        solver.add(violation_of(inv, enc))
        if solver.check() == z3.sat:
            out.add(inv.id)
        solver.pop()
    return out


def _steps_break(scenario, rules, exact_only: bool = False) -> set:
    """The invariants whose state form fails at some state of the turn played
    step by step (what an induction proves never happens), in some order of
    its events the scorers may choose."""
    out = set()
    for k, turn in enumerate(orders(scenario, rules)):
        encs, state = chain(scenario, rules, turn, name=f"o{k}.")
        first = StepEncoding(rules, encs[0].pre, scenario.track, f"view.first.{k}")
        states = [encs[0].pre] + [enc.post() for enc in encs]
        views = [StepEncoding(rules, st, scenario.track, f"view.{k}.{j}") for j, st in enumerate(states)]
        solver = new_solver()
        solver.add(*chain_formulas(encs, state))
        if exact_only:
            solver.add(z3.Not(state.overflow))
        for inv in SAFETY:
            # robber-shares-space speaks of the turn's end; the others of every moment
            moments = list(zip(states, views))[-1:] if inv.assumes is not None else zip(states, views)
            solver.push()
            solver.add(z3.Or(*[z3.Not(z3.And(*PROPERTIES[inv.id].instances(st, view, scenario.track)))
                               for st, view in moments]))
            if inv.assumes is not None:
                solver.add(*shared_at_start(encs[0].pre, first))
            if solver.check() == z3.sat:
                out.add(inv.id)
            solver.pop()
    return out


@pytest.mark.parametrize("reference", ["c1-hig-2013", "c3.1-2025"] + MUTATED[:7])
@settings(max_examples=examples(16))
@given(scenario=turns_with_placements(max_players=4, max_events=4))
def test_each_invariant_restated_over_the_state_breaks_exactly_when_the_turn_does(reference, scenario):
    """What ``check`` proves by induction is each invariant's own statement:
    on a concrete turn, the state form fails at some state exactly when the
    whole-turn violation of ``checker.robbers.invariants`` is satisfiable."""
    rules = spec.parse_reference(reference)
    try:
        _, overflow = replay(scenario, rules, max_outcomes=MAX_OUTCOMES)
    except LimitReached:
        reject()
    if overflow:
        # Only the exact choices (no overflow) are read: what breaks on one of
        # them breaks on the turn; the overflowing ones may miss a violation.
        event("overflow: the exact choices' violations are real")
        assert _steps_break(scenario, rules, exact_only=True) <= _turn_breaks(scenario, rules), json.dumps(scenario.to_json())
        return
    assert _steps_break(scenario, rules) == _turn_breaks(scenario, rules), json.dumps(scenario.to_json())
