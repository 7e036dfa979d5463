"""Disagreements the differential test found, kept as permanent tests. Each
expected outcome set is worked out by hand in the test's docstring."""

import spec
from checker.robbers.encoding import enumerate_outcomes
from checker.robbers.model import SCORE, Event, Outcome, Scenario, Steal, Step
from checker.robbers.reference import simulate


def test_a_score_of_exactly_two_laps_stands_on_space_0():
    """Black's meeple at 99 (space 49) ... black's robber on 0 beside red's
    meeple (score 0), yellow's robber on 49 beside black's meeple (99). Red
    scores 1: black's robber steals ceil(1/2) = 1, black's meeple goes 99 ->
    100, which is space 0 (two laps), and yellow's robber follows it there by
    rogue points. The Z3 side once put 100 on space 50."""
    scenario = Scenario(
        players=("red", "blue", "yellow", "green", "black"),
        active="red",
        markers={"red": {"meeple": 0}, "blue": {"meeple": 1}, "yellow": {"meeple": 2},
                 "green": {"meeple": 3, "courier": 10}, "black": {"meeple": 99}},
        robbers={"red": None, "blue": None, "yellow": 49, "green": None, "black": 0},
        turn=(Step(SCORE, events=(Event("red", 1),)),),
    )
    expected = Outcome.make(
        {("red", "meeple"): 1, ("blue", "meeple"): 1, ("yellow", "meeple"): 2,
         ("green", "meeple"): 3, ("green", "courier"): 10, ("black", "meeple"): 100},
        {"red": None, "blue": None, "yellow": 0, "green": None, "black": None},
        [Steal("black", "red", "meeple", 1)],
    )
    rules = spec.resolve("c1-hig-2012")
    assert enumerate_outcomes(scenario, rules) == [expected]
    assert simulate(scenario, rules) == [expected]
