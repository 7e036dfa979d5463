"""The reference simulator on hand-worked C1 situations (the first-edition
page and its rulings): each expected outcome set is written out by hand
from the source text, never produced by the code under test."""

from __future__ import annotations

import spec
from tests.reference.cases import C1, C1_2012, C1_2013_06, C1_ZMG, C3, END, PLACE, check, outcome, scenario, score


# 1. C1 Example #1 (first-edition page). Blue's robber shares space 20 with
#    Red's courier; Red's meeple is on 10. Red scores a road (3) and a city (6),
#    choosing marker and order (scorer-chooses-marker, -order). The robber takes
#    half (rounded up) of the courier's FIRST movement only:
#    courier 3 + meeple 6  -> meeple 16, courier 23, steal 2;
#    meeple 3 + courier 6  -> meeple 13, courier 26, steal 3;
#    courier 3 then 6      -> courier 29, steal 2;
#    courier 6 then 3      -> courier 29, steal 3 (footnote 13);
#    meeple both           -> meeple 19, nothing stolen, robber stays on 20.
#    (meeple 6 + courier 3 equals the first line.) Blue has only a meeple, so
#    the stolen points go to it; a thief's robber returns to supply.
def test_c1_example_1_courier_first_movement():
    scn = scenario({"red": {"meeple": 10, "courier": 20}, "blue": {"meeple": 30}}, {"blue": 20},
                   [score(("red", 3), ("red", 6))])
    check(scn, C1, [
        outcome({"red": {"meeple": 19, "courier": 20}, "blue": {"meeple": 30}}, {"red": None, "blue": 20}),
        outcome({"red": {"meeple": 16, "courier": 23}, "blue": {"meeple": 32}}, {"red": None, "blue": None},
                [("blue", "red", "courier", 2)]),
        outcome({"red": {"meeple": 13, "courier": 26}, "blue": {"meeple": 33}}, {"red": None, "blue": None},
                [("blue", "red", "courier", 3)]),
        outcome({"red": {"meeple": 10, "courier": 29}, "blue": {"meeple": 32}}, {"red": None, "blue": None},
                [("blue", "red", "courier", 2)]),
        outcome({"red": {"meeple": 10, "courier": 29}, "blue": {"meeple": 33}}, {"red": None, "blue": None},
                [("blue", "red", "courier", 3)]),
    ])


# 2. Same as 1 without scorer-chooses-order: the listed order (road 3, then
#    city 6) is kept, so "courier 6 then 3" (steal 3 with courier 29) is gone.
#    Without scorer-chooses-marker as well, the meeple takes every event and
#    is not on the robber's space: only "meeple 19" remains.
def test_c1_without_scorer_choices():
    scn = scenario({"red": {"meeple": 10, "courier": 20}, "blue": {"meeple": 30}}, {"blue": 20},
                   [score(("red", 3), ("red", 6))])
    no_order = spec.resolve("c1-hig-2013", as_of="2026-01", without=["scorer-chooses-order"])
    check(scn, no_order, [
        outcome({"red": {"meeple": 19, "courier": 20}, "blue": {"meeple": 30}}, {"red": None, "blue": 20}),
        outcome({"red": {"meeple": 16, "courier": 23}, "blue": {"meeple": 32}}, {"red": None, "blue": None},
                [("blue", "red", "courier", 2)]),
        outcome({"red": {"meeple": 13, "courier": 26}, "blue": {"meeple": 33}}, {"red": None, "blue": None},
                [("blue", "red", "courier", 3)]),
        outcome({"red": {"meeple": 10, "courier": 29}, "blue": {"meeple": 32}}, {"red": None, "blue": None},
                [("blue", "red", "courier", 2)]),
    ])
    neither = spec.resolve("c1-hig-2013", as_of="2026-01", without=["scorer-chooses-order", "scorer-chooses-marker"])
    check(scn, neither, [
        outcome({"red": {"meeple": 19, "courier": 20}, "blue": {"meeple": 30}}, {"red": None, "blue": 20}),
    ])


# 3. Rounding up and the track wrap (Z-Man text). Red's meeple at 62 stands on
#    space 12, where Blue's robber is. Red scores 5: the meeple leaves space 12
#    going forward, Blue takes ceil(5/2) = 3. Blue's meeple at 48 goes to 51
#    (space 1; scores are not reduced modulo 50). Red keeps all 5 points.
def test_c1_rounding_up_and_track_wrap():
    scn = scenario({"red": {"meeple": 62}, "blue": {"meeple": 48}}, {"blue": 12}, [score(("red", 5))])
    check(scn, C1_ZMG, [
        outcome({"red": {"meeple": 67}, "blue": {"meeple": 51}}, {"red": None, "blue": None},
                [("blue", "red", "meeple", 3)]),
    ])


# 4. Rogue points (C1 "honor among thieves", the Devir/Z-Man picture: Red
#    scores 5, Blue robs 3, Yellow's robber follows Blue's meeple). Red's
#    meeple leaves 20 where Blue's robber is: steal 3, Blue's meeple 30 -> 33,
#    Blue's robber returns. Yellow's robber is on 30, the start of Blue's rogue
#    move: it is not fired (rogue-points-no-trigger) but follows to 33.
#    Without rogue-robber-follows it stays on 30.
def test_c1_rogue_robber_follows():
    scn = scenario({"red": {"meeple": 20}, "blue": {"meeple": 30}, "yellow": {"meeple": 0}},
                   {"blue": 20, "yellow": 30}, [score(("red", 5))])
    stolen = {"red": {"meeple": 25}, "blue": {"meeple": 33}, "yellow": {"meeple": 0}}
    check(scn, C1, [outcome(stolen, {"red": None, "blue": None, "yellow": 33}, [("blue", "red", "meeple", 3)])])
    no_follow = spec.resolve("c1-hig-2013", as_of="2026-01", without=["rogue-robber-follows"])
    check(scn, no_follow, [outcome(stolen, {"red": None, "blue": None, "yellow": 30}, [("blue", "red", "meeple", 3)])])


# 5. Two rogue moves from one space. Blue's robber (20) robs Red's +4 -> 2;
#    Yellow's robber (40) robs Green's +7 -> 4. Blue's and Yellow's meeples both
#    stand on 30 with Green's robber and move to 32 and 34. Green's robber:
#    owner-chooses -> 32 or 34; turn-order from the active player: Red active ->
#    red, blue, yellow, green: Blue first -> 32; Yellow active -> yellow first -> 34.
def test_rogue_split():
    markers = {"red": {"meeple": 20}, "blue": {"meeple": 30}, "yellow": {"meeple": 30}, "green": {"meeple": 40}}
    robbers = {"blue": 20, "yellow": 40, "green": 30}
    turn = [score(("red", 4), ("green", 7))]
    after = {"red": {"meeple": 24}, "blue": {"meeple": 32}, "yellow": {"meeple": 34}, "green": {"meeple": 47}}
    steals = [("blue", "red", "meeple", 2), ("yellow", "green", "meeple", 4)]

    def at(space):
        return outcome(after, {"red": None, "blue": None, "yellow": None, "green": space}, steals)

    check(scenario(markers, robbers, turn), C1, [at(32), at(34)])
    turn_order = spec.resolve("c1-hig-2013", as_of="2026-01", interpretations={"rogue-split": "turn-order"})
    check(scenario(markers, robbers, turn), turn_order, [at(32)])
    check(scenario(markers, robbers, turn, active="yellow"), turn_order, [at(34)])


# 6. Backward movement, C1 (ruling 3/2015, at the slot). Red's meeple goes back
#    4 from 20 where Blue's robber is: no theft (negative), the robber moves
#    with it to 16. Blue's own meeple on 20 does not let the robber stay. With
#    Green's meeple also on 20, Blue may instead leave the robber on 20. Before
#    the ruling (without backward-robber-follows) the robber stays on 20.
def test_c1_backward_movement():
    scn = scenario({"red": {"meeple": 20}, "blue": {"meeple": 20}}, {"blue": 20}, [score(("red", -4))])
    moved = {"red": {"meeple": 16}, "blue": {"meeple": 20}}
    check(scn, C1, [outcome(moved, {"red": None, "blue": 16})])
    no_backward = spec.resolve("c1-hig-2013", as_of="2026-01", without=["backward-robber-follows"])
    check(scn, no_backward, [outcome(moved, {"red": None, "blue": 20})])

    scn3 = scenario({"red": {"meeple": 20}, "blue": {"meeple": 20}, "green": {"meeple": 20}}, {"blue": 20},
                    [score(("red", -4))])
    moved3 = {**moved, "green": {"meeple": 20}}
    check(scn3, C1, [
        outcome(moved3, {"red": None, "blue": 16, "green": None}),
        outcome(moved3, {"red": None, "blue": 20, "green": None}),
    ])


# 7. Backward then forward in one round (C1, first-movement-only). Red scores
#    -4 and +6 in an order of its choice; the meeple starts on 20 with Blue's
#    robber. Only a forward movement is an event a robber can take (footnote
#    7: "the first allowable event").  -4 first: 20 -> 16, the robber follows
#    to 16 (3/2015); +6 then leaves 16 and is the meeple's first forward
#    movement since the robber came there: steal 3.  +6 first: 20 -> 26 fires
#    (steal 3), then 26 -> 22 starts where no robber is. One outcome.
#    Before 3/2015 the robber stays on 20 when the meeple goes back, and +6
#    from 16 passes it by: two outcomes.
def test_c1_backward_then_forward():
    scn = scenario({"red": {"meeple": 20}, "blue": {"meeple": 0}}, {"blue": 20}, [score(("red", -4), ("red", 6))])
    robbed = outcome({"red": {"meeple": 22}, "blue": {"meeple": 3}}, {"red": None, "blue": None},
                     [("blue", "red", "meeple", 3)])
    check(scn, C1, [robbed])
    before_3_2015 = spec.resolve("c1-hig-2013", as_of="2015-02")
    check(scn, before_3_2015, [outcome({"red": {"meeple": 22}, "blue": {"meeple": 0}}, {"red": None, "blue": 20}), robbed])


# 8. Arrival trigger (interpretation arrival-trigger). Red's meeple on 10 scores
#    +6 and +4; Blue's robber is on 16 (next to Green's meeple).  +6 first: the
#    meeple arrives on 16, then leaves it with +4. first-departure-from-space
#    (the default arrival-trigger=yes, issue 29 c): its first movement from the
#    robber's space -> steal ceil(4/2) = 2. first-movement-only
#    (arrival-trigger=no): that is its second movement, no theft.  +4 first:
#    10 -> 14 -> 20 never leaves 16. Either way Red ends on 20.
def test_c1_arrival_trigger():
    scn = scenario({"red": {"meeple": 10}, "blue": {"meeple": 0}, "green": {"meeple": 16}}, {"blue": 16},
                   [score(("red", 6), ("red", 4))])
    quiet = outcome({"red": {"meeple": 20}, "blue": {"meeple": 0}, "green": {"meeple": 16}},
                    {"red": None, "blue": 16, "green": None})
    check(scn, C1, [
        quiet,
        outcome({"red": {"meeple": 20}, "blue": {"meeple": 2}, "green": {"meeple": 16}},
                {"red": None, "blue": None, "green": None}, [("blue", "red", "meeple", 2)]),
    ])
    first_only = spec.resolve("c1-hig-2013", as_of="2026-01", interpretations={"arrival-trigger": "no"})
    check(scn, first_only, [quiet])


# 9. Windows (C1). Blue's robber is on 20 with Red's and Green's meeples.
#    Rounds: features (Red +2), then the Wheel of Fortune (Green +6).
#    resolve-per-turn with every scoring counted (the Devir text before
#    5/2013: "avance desde la casilla", "en ese turno"): one window, the
#    robber picks Red's 2 (steal 1) or Green's 6 (steal 3).
#    resolve-per-round (the Z-Man text; the 1st edition from 5/2013): the
#    first round is a window of its own and the robber must take Red's
#    points (steal 1).
#    The HiG text before 5/2013 reads the same (issue 29 e: "When a counting
#    figure of another player moves forward"). Under the reading
#    c1-scorings=features-only (count-feature-scoring-only) the wheel round
#    is not counted, so in one window the robber only has Red's 2.
def test_c1_windows_and_counted_rounds():
    scn = scenario({"red": {"meeple": 20}, "blue": {"meeple": 0}, "green": {"meeple": 20}}, {"blue": 20},
                   [score(("red", 2)), score(("green", 6), source="wheel")])
    rob_red = outcome({"red": {"meeple": 22}, "blue": {"meeple": 1}, "green": {"meeple": 26}},
                      {"red": None, "blue": None, "green": None}, [("blue", "red", "meeple", 1)])
    rob_green = outcome({"red": {"meeple": 22}, "blue": {"meeple": 3}, "green": {"meeple": 26}},
                        {"red": None, "blue": None, "green": None}, [("blue", "green", "meeple", 3)])
    check(scn, spec.resolve("c1-devir-2012", as_of="2013-04"), [rob_red, rob_green])
    check(scn, spec.resolve("c1-zmg-bb4", as_of="2013-04"), [rob_red])
    check(scn, C1_2013_06, [rob_red])
    check(scn, C1, [rob_red])
    check(scn, C1_2012, [rob_red, rob_green])
    features_only = spec.resolve("c1-hig-2012", as_of="2012-06", interpretations={"c1-scorings": "features-only"})
    check(scn, features_only, [rob_red])

    # The fairy's point first (Red, the active player): not counted under
    # features-only, so the meeple leaves 20 unseen; Red's feature then starts
    # on 21, away from the robber.
    scn2 = scenario({"red": {"meeple": 20}, "blue": {"meeple": 0}}, {"blue": 20},
                    [score(("red", 1), source="fairy"), score(("red", 4))])
    check(scn2, features_only, [outcome({"red": {"meeple": 25}, "blue": {"meeple": 0}}, {"red": None, "blue": 20})])
    # Counted (the text's sentence; footnote 4, 5/2013): the fairy point is the
    # first movement, steal ceil(1/2) = 1; the feature starts on 21, away from it.
    robbed = [outcome({"red": {"meeple": 25}, "blue": {"meeple": 1}}, {"red": None, "blue": None},
                      [("blue", "red", "meeple", 1)])]
    check(scn2, C1, robbed)
    check(scn2, C1_2012, robbed)


# 10. Interleaving and the no-window reading. One round lists Red +2, Green +6,
#     Red +4; Blue's robber shares 20 with Red's and Green's meeples. Red fills
#     its two slots (1st and 3rd) in either order; Green's event stays 2nd.
#     Without any window clause each counted slot is its own window: the robber
#     steals at once from the first slot, always Red's (2 -> 1 or 4 -> 2).
#     With resolve-per-round it may pick Red's first movement or Green's 6.
#     (Since 5/2013 the rulings give resolve-per-round; the test drops it.)
def test_interleaving_and_slot_windows():
    scn = scenario({"red": {"meeple": 20}, "blue": {"meeple": 0}, "green": {"meeple": 20}}, {"blue": 20},
                   [score(("red", 2), ("green", 6), ("red", 4))])

    def stole(victim, pts):
        return outcome({"red": {"meeple": 26}, "blue": {"meeple": pts}, "green": {"meeple": 26}},
                       {"red": None, "blue": None, "green": None}, [("blue", victim, "meeple", pts)])

    per_slot = spec.resolve("c1-hig-2012", as_of="2013-06", without=["resolve-per-round"])
    check(scn, per_slot, [stole("red", 1), stole("red", 2)])
    check(scn, C1, [stole("red", 1), stole("red", 2), stole("green", 3)])


# 11. Courier visibility. Red's courier shares 20 with Blue's robber; Red
#     scores 4 with meeple (10 -> 14) or courier (20 -> 24). Without
#     courier-counts the courier is invisible, nothing is stolen. With it (the
#     1st-edition text's example #1, issue 29 d; footnote 2, 5/2013) the
#     courier's move is robbed: ceil(4/2) = 2, and Blue (who has a courier too)
#     puts the 2 on its meeple or its courier (thief-chooses-marker).
def test_courier_visibility_and_thief_marker():
    scn = scenario({"red": {"meeple": 10, "courier": 20}, "blue": {"meeple": 0, "courier": 5}}, {"blue": 20},
                   [score(("red", 4))])
    hidden = spec.resolve("c1-hig-2012", as_of="2012-06", without=["courier-counts"])
    check(scn, hidden, [
        outcome({"red": {"meeple": 14, "courier": 20}, "blue": {"meeple": 0, "courier": 5}}, {"red": None, "blue": 20}),
        outcome({"red": {"meeple": 10, "courier": 24}, "blue": {"meeple": 0, "courier": 5}}, {"red": None, "blue": 20}),
    ])
    robbed = [("blue", "red", "courier", 2)]
    for rules in (C1, C1_2012):
        check(scn, rules, [
            outcome({"red": {"meeple": 14, "courier": 20}, "blue": {"meeple": 0, "courier": 5}}, {"red": None, "blue": 20}),
            outcome({"red": {"meeple": 10, "courier": 24}, "blue": {"meeple": 2, "courier": 5}}, {"red": None, "blue": None}, robbed),
            outcome({"red": {"meeple": 10, "courier": 24}, "blue": {"meeple": 0, "courier": 7}}, {"red": None, "blue": None}, robbed),
        ])
    # Without thief-chooses-marker the meeple takes the 2; without
    # thief-robber-returns the robber stays on 20 after stealing.
    plain = spec.resolve("c1-hig-2013", as_of="2026-01", without=["thief-chooses-marker", "thief-robber-returns"])
    check(scn, plain, [
        outcome({"red": {"meeple": 14, "courier": 20}, "blue": {"meeple": 0, "courier": 5}}, {"red": None, "blue": 20}),
        outcome({"red": {"meeple": 10, "courier": 24}, "blue": {"meeple": 2, "courier": 5}}, {"red": None, "blue": 20}, robbed),
    ])


# 12. Placement, C1 HiG text. Red (active, robber in supply) may place on a
#     space with another player's marker: 20 (Blue), 30 (Yellow, Green), or not.
#     Blue's robber is on the track (5) and cannot move; the next player in
#     supply after Red is Yellow: 10, 20, 30 or not. Green gets nothing:
#     3 x 4 = 12 outcomes.
#     Z-Man: every other player in supply may place: Green too (10, 20, 30 or
#     not): 3 x 4 x 4 = 48.
#     C3 (every-player-places, mandatory): Red must choose 20 or 30, Yellow and
#     Green each 10, 20 or 30: 2 x 3 x 3 = 18. Optional reading: 3 x 4 x 4 = 48.
def test_placement_kinds():
    markers = {"red": {"meeple": 10}, "blue": {"meeple": 20}, "yellow": {"meeple": 30}, "green": {"meeple": 30}}
    scn = scenario(markers, {"blue": 5}, [PLACE])

    def outs(reds, yellows, greens):
        return [outcome(markers, {"red": r, "blue": 5, "yellow": y, "green": g})
                for r in reds for y in yellows for g in greens]

    check(scn, C1, outs([None, 20, 30], [None, 10, 20, 30], [None]))
    check(scn, C1_ZMG, outs([None, 20, 30], [None, 10, 20, 30], [None, 10, 20, 30]))
    check(scn, C3, outs([20, 30], [10, 20, 30], [10, 20, 30]))
    optional = spec.resolve("c3.1-2025", as_of="2026-05", interpretations={"c3-placement": "optional"})
    check(scn, optional, outs([None, 20, 30], [None, 10, 20, 30], [None, 10, 20, 30]))


# 13. Moving the active robber, and invisible couriers as targets. Red's robber
#     is on 5; Red may leave it or move it to a space with another player's
#     visible marker. Blue has a meeple on 20 and a courier on 40. Without
#     courier-counts: 5 or 20; with it (every C1 text, issue 29 d): 5, 20 or
#     40. Blue, the next in supply, may place next to Red's meeple (10) or not.
def test_active_may_move_and_courier_targets():
    markers = {"red": {"meeple": 10}, "blue": {"meeple": 20, "courier": 40}}
    scn = scenario(markers, {"red": 5}, [PLACE])
    hidden = spec.resolve("c1-hig-2012", as_of="2012-06", without=["courier-counts"])
    check(scn, hidden, [outcome(markers, {"red": r, "blue": b}) for r in (5, 20) for b in (None, 10)])
    for rules in (C1, C1_2012):
        check(scn, rules, [outcome(markers, {"red": r, "blue": b}) for r in (5, 20, 40) for b in (None, 10)])


# 14. Game end. Blue's robber on 10 (Red's meeple), Red's robber on 40 (Blue's
#     meeple). Red has a courier on 5.
#     C1 HiG 2013 (end-bonus-three): both robbers score 3 (Blue's meeple
#     40 -> 43, no theft even though it leaves Red's robber's space; Red puts 3
#     on meeple or courier), all robbers return; the final round's +5 (meeple or
#     courier) meets no robber. Red: meeple 10 + a, courier 5 + b, a + b = 8,
#     a, b in {0, 3, 5, 8}.
#     C1 2012 text (default final-scoring=robbers-steal, issue 29 f): nothing
#     at game end; the final round is counted; the meeple leaving 10 is robbed
#     (3), Blue's meeple 40 -> 43 and Red's robber, on 40, follows that rogue
#     move to 43; the courier's move meets no robber.
#     final-scoring=robbers-idle: the final +5 is not counted; robbers stay.
def test_game_end():
    markers = {"red": {"meeple": 10, "courier": 5}, "blue": {"meeple": 40}}
    scn = scenario(markers, {"blue": 10, "red": 40}, [END, score(("red", 5))])
    check(scn, C1, [
        outcome({"red": {"meeple": m, "courier": c}, "blue": {"meeple": 43}}, {"red": None, "blue": None})
        for m, c in ((18, 5), (13, 10), (15, 8), (10, 13))
    ])
    idle = spec.resolve("c1-hig-2012", as_of="2026-01", interpretations={"final-scoring": "robbers-idle"})
    check(scn, idle, [
        outcome({"red": {"meeple": 15, "courier": 5}, "blue": {"meeple": 40}}, {"red": 40, "blue": 10}),
        outcome({"red": {"meeple": 10, "courier": 10}, "blue": {"meeple": 40}}, {"red": 40, "blue": 10}),
    ])
    check(scn, spec.resolve("c1-hig-2012", as_of="2026-01"), [
        outcome({"red": {"meeple": 15, "courier": 5}, "blue": {"meeple": 43}}, {"red": 43, "blue": None},
                [("blue", "red", "meeple", 3)]),
        outcome({"red": {"meeple": 10, "courier": 10}, "blue": {"meeple": 40}}, {"red": 40, "blue": 10}),
    ])
