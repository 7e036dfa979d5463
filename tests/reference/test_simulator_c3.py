"""The reference simulator on hand-worked C3 situations, the clauses it
cannot play without, and its state limit: each expected outcome set is
written out by hand, never produced by the code under test."""

from __future__ import annotations

import pytest

import spec
from checker.errors import LimitReached
from checker.robbers.reference import simulate
from tests.reference.cases import C1, C3, END, PLACE, check, outcome, scenario, score


# 15. C3 official clarification: Red's meeple 14 scores 6 (to 20) and 6 (to 26);
#     Blue's robber is on 20. One movement per turn, 14 -> 26: it does not start
#     on 20, nothing is stolen.
def test_c3_one_movement_per_turn():
    scn = scenario({"red": {"meeple": 14}, "blue": {"meeple": 20}, "green": {"meeple": 20}}, {"blue": 20},
                   [score(("red", 6), ("red", 6))])
    check(scn, C3, [outcome({"red": {"meeple": 26}, "blue": {"meeple": 20}, "green": {"meeple": 20}},
                            {"red": None, "blue": 20, "green": None})])


# 16. C3 steal base. Red's meeple on 20 (Blue's robber there), courier on 5;
#     Red scores 5 and 4, each on a marker of its choice.
#     player-turn (default): if the meeple moves at all, Blue takes half of
#     Red's whole turn, ceil(9/2) = 5. marker-movement: half of the meeple's
#     net move: 9 -> 5, 5 -> 3, 4 -> 2. Courier only: the meeple stays, nothing.
def test_c3_steal_base():
    scn = scenario({"red": {"meeple": 20, "courier": 5}, "blue": {"meeple": 0}}, {"blue": 20},
                   [score(("red", 5), ("red", 4))])

    def o(m, c, stolen):
        if stolen is None:
            return outcome({"red": {"meeple": m, "courier": c}, "blue": {"meeple": 0}}, {"red": None, "blue": 20})
        return outcome({"red": {"meeple": m, "courier": c}, "blue": {"meeple": stolen}}, {"red": None, "blue": None},
                       [("blue", "red", "meeple", stolen)])

    check(scn, C3, [o(29, 5, 5), o(25, 9, 5), o(24, 10, 5), o(20, 14, None)])
    marker = spec.resolve("c3.1-2025", as_of="2026-05", interpretations={"steal-base": "marker-movement"})
    check(scn, marker, [o(29, 5, 5), o(25, 9, 3), o(24, 10, 2), o(20, 14, None)])


# 17. C3 backward movement (at resolution, net movement). Red's meeple on 20
#     with Blue's robber scores -4 and +2: net 20 -> 18, negative, so no theft
#     and the robber moves to 18. With Green's meeple also on 20, Blue may leave
#     the robber there instead.
def test_c3_backward_net_movement():
    scn = scenario({"red": {"meeple": 20}, "blue": {"meeple": 0}}, {"blue": 20}, [score(("red", -4), ("red", 2))])
    check(scn, C3, [outcome({"red": {"meeple": 18}, "blue": {"meeple": 0}}, {"red": None, "blue": 18})])
    scn3 = scenario({"red": {"meeple": 20}, "blue": {"meeple": 0}, "green": {"meeple": 20}}, {"blue": 20},
                    [score(("red", -4), ("red", 2))])
    after = {"red": {"meeple": 18}, "blue": {"meeple": 0}, "green": {"meeple": 20}}
    check(scn3, C3, [outcome(after, {"red": None, "blue": 18, "green": None}),
                     outcome(after, {"red": None, "blue": 20, "green": None})])


# 18. C3 message scoring (ruling 4/2026). Red's meeple on 20 with Blue's robber
#     scores 4 for a message. As of 2026-05 the message round is ignored: the
#     robber stays. As of 2026-03 every scoring counts: Blue steals 2.
def test_c3_message_scoring():
    scn = scenario({"red": {"meeple": 20}, "blue": {"meeple": 0}}, {"blue": 20}, [score(("red", 4), source="message")])
    check(scn, C3, [outcome({"red": {"meeple": 24}, "blue": {"meeple": 0}}, {"red": None, "blue": 20})])
    check(scn, spec.resolve("c3.1-2025", as_of="2026-03"), [
        outcome({"red": {"meeple": 24}, "blue": {"meeple": 2}}, {"red": None, "blue": None},
                [("blue", "red", "meeple", 2)])])


# 19. Scores never go below 0: Red's meeple on 2 pays 5 and ends on 0
#     (displacement -2). Blue's robber on 2 follows it to 0 (C1 backward).
def test_score_floor():
    scn = scenario({"red": {"meeple": 2}, "blue": {"meeple": 9}}, {"blue": 2}, [score(("red", -5))])
    check(scn, C1, [outcome({"red": {"meeple": 0}, "blue": {"meeple": 9}}, {"red": None, "blue": 0})])


# 20. The end-to-end C3 turn: place, score, game end. Red (active) must place
#     on 10 (Blue's meeple, the only other marker); Blue must place on 20 (Red's
#     meeple). Red scores 3 with its meeple 20 -> 23: Blue's robber on 20
#     steals ceil(3/2) = 2 (Blue's meeple 10 -> 12) and returns; Red's robber on
#     10 follows the rogue move to 12. At game end Red's robber scores 3
#     (meeple 23 -> 26) and returns.
def test_c3_full_turn():
    scn = scenario({"red": {"meeple": 20}, "blue": {"meeple": 10}}, {}, [PLACE, score(("red", 3)), END])
    check(scn, C3, [outcome({"red": {"meeple": 26}, "blue": {"meeple": 12}}, {"red": None, "blue": None},
                            [("blue", "red", "meeple", 2)])])


@pytest.mark.parametrize("clause", ["must-take-first-points", "target-shares-another-players-marker"])
def test_unsupported_drops_raise(clause):
    rules = spec.resolve("c1-hig-2013", as_of="2026-01", without=[clause])
    scn = scenario({"red": {"meeple": 0}, "blue": {"meeple": 0}}, {}, [])
    with pytest.raises(NotImplementedError, match=clause):
        simulate(scn, rules)


# Six players, meeples on six different spaces, every robber in supply, and a
# turn that is only the placement step. Under C3.1 every player must place
# next to another player's marker: five spaces each, so 5**6 = 15,625
# placements, each a different outcome. (A Hypothesis draw like this, with
# couriers, once took the simulator minutes and gigabytes.)
SIX_MUST_PLACE = scenario(
    {p: {"meeple": 10 + 3 * i} for i, p in enumerate(("red", "blue", "yellow", "green", "black", "grey"))},
    {},
    [PLACE],
)


def test_six_compulsory_placements_are_counted():
    assert len(simulate(SIX_MUST_PLACE, C3, max_states=20_000)) == 5**6


def test_the_search_stops_at_its_state_bound():
    with pytest.raises(LimitReached, match="more than 1000 states"):
        simulate(SIX_MUST_PLACE, C3, max_states=1000)
