"""The reading theft-timing (issue 45, item 2) where its two values and the
per-round ruling part: a robber that waits because a choice is open, and a
robber already waiting when a second marker leaves its space. Both readings
of the rules (the Z3 encoding and the simulator) must give the outcomes
traced here by hand from docs/turn-model.md ("The timing of a theft before
5/2013"); the derivation says in words which theft happened at once."""

from __future__ import annotations

import pytest

import spec
from checker.robbers.encoding import enumerate_outcomes
from checker.robbers.reference import simulate
from checker.robbers.reference.derive import derive
from checker.robbers.story import lines
from tests.reference.cases import outcome, scenario, score

AT_ONCE = spec.parse_reference("c1-hig-2012@2013-04")
END_OF_TURN = spec.parse_reference("c1-hig-2012@2013-04+theft-timing=end-of-turn")
PER_ROUND = spec.parse_reference("c1-hig-2012@2013-05")
READINGS = [pytest.param(enumerate_outcomes, id="z3"), pytest.param(simulate, id="simulator")]

# Blue's robber on 20 beside Red's and Green's meeples; Blue's meeple 40.
# Red's city (4) leaves 20 in the first round; Green's fairy point (1) leaves
# it in the second.
# - At once: at Red's movement Green's meeple still stands on 20, so a choice
#   is open: Blue waits. At Green's movement Blue is already waiting: it waits
#   on, and at the end of the turn takes 2 of Red's 4 (40 -> 42) or 1 of
#   Green's 1 (40 -> 41).
# - At the end of the turn: the same two.
# - Per round (5/2013): the first round resolves with Red's movement alone:
#   Blue takes 2 and its robber returns; Green's point fires nothing.
TWO_ROUNDS = scenario({"red": {"meeple": 20}, "green": {"meeple": 20}, "blue": {"meeple": 40}}, {"blue": 20},
                      [score(("red", 4)), score(("green", 1), source="fairy")])
FROM_RED = outcome({"red": {"meeple": 24}, "green": {"meeple": 21}, "blue": {"meeple": 42}},
                   {"red": None, "green": None, "blue": None}, [("blue", "red", "meeple", 2)])
FROM_GREEN = outcome({"red": {"meeple": 24}, "green": {"meeple": 21}, "blue": {"meeple": 41}},
                     {"red": None, "green": None, "blue": None}, [("blue", "green", "meeple", 1)])

# Blue's robber on 20 beside Red's and Green's meeples; Blue's meeple on 40
# with Yellow's robber; Yellow's meeple 0. Red's city (4) leaves 20, then
# Blue's road (2) leaves 40.
# - At once: Blue waits (Green's meeple is on 20: a choice is open), so
#   Blue's meeple is still on 40 when its road leaves: only Blue's meeple
#   stood beside Yellow's robber, which takes 1 at once (0 -> 1) and returns.
#   At the end Blue takes 2 of Red's 4 (42 -> 44).
# - Had Blue stolen at once, its meeple would have left 42, away from Yellow.
WAITING_THIEF = scenario({"red": {"meeple": 20}, "green": {"meeple": 20}, "blue": {"meeple": 40},
                          "yellow": {"meeple": 0}}, {"blue": 20, "yellow": 40},
                         [score(("red", 4)), score(("blue", 2))])
BOTH = outcome({"red": {"meeple": 24}, "green": {"meeple": 20}, "blue": {"meeple": 44}, "yellow": {"meeple": 1}},
               {"red": None, "green": None, "blue": None, "yellow": None},
               [("blue", "red", "meeple", 2), ("yellow", "blue", "meeple", 1)])


@pytest.mark.parametrize("reading", READINGS)
def test_a_robber_waits_while_a_choice_is_open_and_chooses_at_the_end_of_the_turn(reading):
    assert set(reading(TWO_ROUNDS, AT_ONCE)) == {FROM_RED, FROM_GREEN}
    assert set(reading(TWO_ROUNDS, END_OF_TURN)) == {FROM_RED, FROM_GREEN}
    assert set(reading(TWO_ROUNDS, PER_ROUND)) == {FROM_RED}


@pytest.mark.parametrize("reading", READINGS)
def test_a_waiting_thiefs_marker_has_not_moved_yet(reading):
    assert set(reading(WAITING_THIEF, AT_ONCE)) == {BOTH}
    assert set(reading(WAITING_THIEF, END_OF_TURN)) == {BOTH}


def test_the_derivation_says_which_theft_happened_at_once():
    """Yellow's theft is taken at once, as Blue's meeple leaves 40; Blue's at the end of the turn."""
    (derivation,) = derive(WAITING_THIEF, AT_ONCE)[BOTH]
    told = lines([s.to_json() for s in derivation.steps])
    thefts = [t for t in told if " takes " in t]
    assert thefts[0].startswith("Yellow's robber takes at once, as the marker leaves its space, half of 2")
    assert "resolve-at-once" in thefts[0]
    assert thefts[1].startswith("Blue's robber takes half of 4") and "resolve-at-once" not in thefts[1]
    (derivation,) = derive(WAITING_THIEF, END_OF_TURN)[BOTH]
    assert not any("at once" in t for t in lines([s.to_json() for s in derivation.steps]))
