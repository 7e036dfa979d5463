"""Double turns: a second ``place-robbers`` step in one turn (the Builder's
second tile with a robber symbol), which the scenario format allows.

A robber that steals goes back to supply at once (000 "Robber" Points: "The
robber is then placed back into the player's supply."; 001 "Stealing"
points: "Then, return your triggered robber to your supply."), and a robber
in supply may be placed again. So a thief can end the turn on the track,
and under C1's per-round windows steal twice in a turn. The two invariants
about a thief are stated per placement (docs: the invariants page, "Double
turns"); the turns below, worked out by hand, are tests of those statements:
they hold on them, and break where a robber keeps its place after stealing.
"""

from __future__ import annotations

import pytest
import z3

import spec
from checker.robbers.encoding import enumerate_outcomes
from checker.robbers.encoding.turn import SUPPLY, TurnEncoding
from checker.robbers.invariants.catalog import BY_ID
from checker.robbers.invariants.prove import violation_of
from checker.robbers.model import PLACE, SCORE, Event, Outcome, Scenario, Steal, Step
from checker.robbers.symbolic import Bound
from checker.robbers.symbolic.shape import Shape, SymbolicScenario, source_classes
from checker.solver import new_solver

RED, BLUE = "red", "blue"
RETURNS, ONCE = BY_ID["thief-returns-to-supply"], BY_ID["one-trigger-per-first-movement"]


def breaks(scenario, rules, invariant) -> bool:
    """Some choice of the players in ``scenario`` breaks ``invariant``."""
    enc = TurnEncoding(scenario, rules)
    solver = new_solver()
    solver.add(*enc.constraints, violation_of(invariant, enc))
    return solver.check() == z3.sat


def two_placements(last: Step | None) -> Scenario:
    """Red (10) is active, Blue at 20, both robbers in supply; a bag tile, Red
    scores 4, a second bag tile (the double turn), then ``last``."""
    return Scenario(
        players=(RED, BLUE), active=RED, markers={RED: {"meeple": 10}, BLUE: {"meeple": 20}},
        robbers={RED: None, BLUE: None},
        turn=(Step(PLACE), Step(SCORE, "features", (Event(RED, 4),)), Step(PLACE)) + ((last,) if last else ()),
    )


@pytest.mark.parametrize("edition", ["c1-hig-2013", "c3.1-2025"])
def test_a_thief_placed_again_ends_the_turn_on_the_track_and_returned_to_supply_all_the_same(edition):
    """Red's robber goes beside Blue (20), Blue's beside Red (10). Red scores
    4: Blue steals 2 (20 -> 22) and returns to supply, and Red's robber
    follows the rogue points to 22. The second tile: Blue's robber, in
    supply, is placed beside Red (14). Blue stole and ends the turn on the
    track; it went back to supply when it stole, so the invariant holds."""
    scenario, rules = two_placements(None), spec.resolve(edition)
    outcome = Outcome.make({(RED, "meeple"): 14, (BLUE, "meeple"): 22}, {RED: 22, BLUE: 14},
                           [Steal(BLUE, RED, "meeple", 2)])
    assert outcome in enumerate_outcomes(scenario, rules)
    assert not breaks(scenario, rules, RETURNS)


@pytest.mark.parametrize("edition", ["c1-hig-2013", "c3.1-2025"])
def test_a_thief_that_keeps_its_place_breaks_it_even_when_a_placement_follows(edition):
    """The same turn without thief-robber-returns: Blue steals 2 and its robber
    stays on 10; not in supply, it is not placed at the second tile (only the
    active player moves a robber on the track). Red's robber follows Blue's
    meeple to 22 and may stay there."""
    scenario, rules = two_placements(None), spec.parse_reference(f"{edition}~thief-robber-returns")
    outcome = Outcome.make({(RED, "meeple"): 14, (BLUE, "meeple"): 22}, {RED: 22, BLUE: 10},
                           [Steal(BLUE, RED, "meeple", 2)])
    assert outcome in enumerate_outcomes(scenario, rules)
    assert breaks(scenario, rules, RETURNS)


def test_a_c1_robber_placed_again_steals_a_second_time_once_per_placement():
    """As above, then Red scores 2 more (14 -> 16) in a round of its own: the
    window is per round (ruling 10/2014), so Blue's robber, placed again
    beside Red, steals again (1 point, 22 -> 23) and Red's robber follows
    Blue's meeple to 23. Two steals by Blue in the turn, one per placement."""
    scenario, rules = two_placements(Step(SCORE, "features", (Event(RED, 2),))), spec.resolve("c1-hig-2013")
    outcome = Outcome.make({(RED, "meeple"): 16, (BLUE, "meeple"): 23}, {RED: 23, BLUE: None},
                           [Steal(BLUE, RED, "meeple", 2), Steal(BLUE, RED, "meeple", 1)])
    assert outcome in enumerate_outcomes(scenario, rules)
    assert not breaks(scenario, rules, ONCE)
    assert not breaks(scenario, rules, RETURNS)


def test_two_steals_of_one_placement_still_break_it():
    """Blue's robber beside Red's meeple and courier (10), no placement in the
    turn. Without thief-robber-returns it stays on 10 after stealing: Red
    scores 4 with the meeple (Blue steals 2), then, in the next round, 2 with
    the courier, whose first departure from 10 it is (Blue steals 1). Two
    steals of one placement."""
    scenario = Scenario(
        players=(RED, BLUE), active=RED, markers={RED: {"meeple": 10, "courier": 10}, BLUE: {"meeple": 20}},
        robbers={RED: None, BLUE: 10},
        turn=(Step(SCORE, "features", (Event(RED, 4),)), Step(SCORE, "features", (Event(RED, 2),))),
    )
    rules = spec.parse_reference("c1-hig-2013~thief-robber-returns")
    outcome = Outcome.make({(RED, "meeple"): 14, (RED, "courier"): 12, (BLUE, "meeple"): 23}, {RED: None, BLUE: 10},
                           [Steal(BLUE, RED, "meeple", 2), Steal(BLUE, RED, "courier", 1)])
    assert outcome in enumerate_outcomes(scenario, rules)
    assert breaks(scenario, rules, ONCE)


def _thief_on_track_at_the_end(bound: Bound):
    """A turn of ``bound`` (2 players, no game end) in which a robber steals
    and is on the track when the turn ends (what the old statement forbade),
    under C1 as of 2013, or None."""
    rules = spec.resolve("c1-hig-2013")
    sym = SymbolicScenario(Shape(2, False), bound, source_classes([rules]))
    enc = TurnEncoding(sym.skeleton, rules, terms=sym.terms)
    solver = new_solver()
    solver.add(*sym.domain, *enc.constraints)
    solver.add(z3.Or(*[z3.And(r.candidate.take, enc.robber[r.candidate.robber] != SUPPLY)
                       for r in enc.resolver.records]))
    return sym.decode(solver.model()) if solver.check() == z3.sat else None


def test_the_bounded_search_sees_double_turns():
    """The bounded cross-check's shapes have a second placement step after
    the first round: a thief placed again is within its reach, and not
    within the plain bound's."""
    asked = Bound(max_players=2, rounds=2, events=1)
    checked = RETURNS.bound_for(asked)
    assert checked.scope()["second_placement"] is True and "second_placement" not in asked.scope()
    assert _thief_on_track_at_the_end(asked) is None
    kinds = [s.kind for s in _thief_on_track_at_the_end(checked).turn]
    assert PLACE in kinds[kinds.index(SCORE) + 1:]  # placed again after a round in which it stole
