"""The Count, King & Robber simulator on the rules page's situations during
a turn (the Count, redeployment, entering the city, the footnotes): each
expected outcome set is written out by hand from the page."""

from __future__ import annotations

from checker.count_king_robber.model import (
    Challenge,
    Holder,
)
from tests.count_king_robber.reference_cases import (
    HIG,
    ZMG,
    feature,
    figs,
    hig_without,
    outcome,
    run,
    scenario,
    score,
    with_entries,
)


def test_count_blocks_its_district():
    """Page, "3. Scoring a feature - Moving meeples from Carcassonne": "You
    cannot remove meeples from a district with the Count in it." Red closes a
    3-tile city worth 6 with a meeple on it; blue has a meeple in the castle.
    Count on the castle: blue cannot move, red scores 6. Count on the market:
    blue may join (1 v 1, both score 6). Red gains, so never enters the city.
    Red completed the first city: King to red, size 3 ("King and robber")."""
    turn = [score(feature("city", {"red": {"meeple": 1}}, tiles=3, points=6))]
    king = Holder("red", 3)
    blocked = scenario(turn, count="castle", districts={"castle": {"blue": {"meeple": 1}}})
    assert run(blocked, HIG) == {
        outcome(16, 20, districts={"castle": {"blue": {"meeple": 1}}}, returned={"red": {"meeple": 1}}, king=king)
    }
    open_ = scenario(turn, count="market", districts={"castle": {"blue": {"meeple": 1}}})
    assert run(open_, HIG) == {
        outcome(16, 20, count="market", districts={"castle": {"blue": {"meeple": 1}}}, returned={"red": {"meeple": 1}}, king=king),
        outcome(16, 26, count="market", returned={"red": {"meeple": 1}, "blue": {"meeple": 1}}, king=king),
    }
    # Without the Count's block, the castle is open even with the Count in it.
    assert len(run(blocked, hig_without("count-blocks-district"))) == 2


def test_redeploy_changes_majority_footnote_9():
    """Footnote 9: "majority is computed taking into account the meeples just
    redeployed". Red closes a 4-tile road worth 4 (one red meeple); blue has
    two meeples in the blacksmith. Blue moves 0 (red 4), 1 (tie, both 4) or 2
    (blue 4, red 0). Only in the last case has red gained nothing while an
    opponent gained, so red may enter (2. Placing a meeple): supply is the
    given meeple plus the one back from the road. Robber Baron to red, 4."""
    sc = scenario(
        [score(feature("road", {"red": {"meeple": 1}}, tiles=4, points=4))],
        supply={"red": {"meeple": 1}},
        districts={"blacksmith": {"blue": {"meeple": 2}}},
    )
    baron = Holder("red", 4)
    expected = {
        outcome(14, 20, districts={"blacksmith": {"blue": {"meeple": 2}}}, returned={"red": {"meeple": 1}}, baron=baron),
        outcome(14, 24, districts={"blacksmith": {"blue": {"meeple": 1}}}, returned={"red": {"meeple": 1}, "blue": {"meeple": 1}}, baron=baron),
    } | with_entries(10, 24, returned={"red": {"meeple": 1}, "blue": {"meeple": 2}}, baron=baron)
    assert run(sc, HIG) == expected
    assert len(expected) == 19


def test_heretic_question_triggered_scoring_no_points():
    """"The cultists", Q&A: red's heretic challenges blue's monk; red's tile
    completes blue's monastery: "triggered scoring, received no points:
    conditions fulfilled." Blue gains 9; the heretic goes home unscored
    (footnote 17); red may enter with either meeple (default one in supply
    plus the heretic). Without challenge-first-completed-wins the challenge
    does nothing during play: the heretic stays out, red still may enter."""
    monastery = feature("monastery", {"blue": {"meeple": 1}}, challenge=Challenge(meeples=figs(red={"meeple": 1})))
    sc = scenario([score(monastery)])
    assert run(sc, HIG) == with_entries(10, 29, returned={"red": {"meeple": 1}, "blue": {"meeple": 1}})
    assert run(sc, hig_without("challenge-first-completed-wins")) == with_entries(10, 29, returned={"blue": {"meeple": 1}})


def test_footnote_8_city_meeple_that_profits_blocks_entry():
    """Footnote 8: "If a player uses a meeple which is already in the city of
    Carcassonne, then he or she profits from the scoring, and as such may not
    move another meeple to the city." Blue's meeple on a 2-tile city worth 4;
    red has a meeple in the castle (Count in the cathedral). Red redeploys:
    tie, both gain 4, no entry. Red stays: blue gains, red may enter. Red
    completed the first city, so holds the King (size 2) either way."""
    sc = scenario(
        [score(feature("city", {"blue": {"meeple": 1}}, tiles=2, points=4))],
        supply={"red": {"meeple": 1}},
        count="cathedral",
        districts={"castle": {"red": {"meeple": 1}}},
    )
    king = Holder("red", 2)
    expected = {
        outcome(14, 24, count="cathedral", returned={"red": {"meeple": 1}, "blue": {"meeple": 1}}, king=king)
    } | with_entries(10, 24, count="cathedral", districts={"castle": {"red": {"meeple": 1}}}, returned={"blue": {"meeple": 1}}, king=king)
    result = run(sc, HIG)
    assert result == expected
    assert not any(o.placed and dict(o.scores)["red"] == 14 for o in result)
    assert {len(o.placed) for o in result} == {0, 1}


def test_two_features_hig_versus_zmg_footnote_5():
    """Page: "To use this option when you complete multiple features at the
    same time, you must not gain points for any of them." Footnote 5: the
    Z-Man text omits this, allowing entry "when not receiving points for at
    least one feature out of many". Red closes its own 3-tile road (3) and
    blue's 2-tile city (4) together: HiG no entry; ZMG entry with the given
    meeple or the one back from the road (same kind: one choice)."""
    sc = scenario(
        [score(feature("road", {"red": {"meeple": 1}}, tiles=3, points=3), feature("city", {"blue": {"meeple": 1}}, tiles=2, points=4))],
        supply={"red": {"meeple": 1}},
    )
    common = {"returned": {"red": {"meeple": 1}, "blue": {"meeple": 1}}, "king": Holder("red", 2), "baron": Holder("red", 3)}
    assert run(sc, HIG) == {outcome(13, 24, **common)}
    assert run(sc, ZMG) == with_entries(13, 24, **common)


def test_barn_scoring_opens_the_city_footnote_3():
    """Footnote 3: "the placement of a barn (Exp. 5 - Abbey & Mayor) does
    trigger the ability to place a meeple in the city of Carcassonne, only if
    you do not receive points, but somebody else does" (docs: source ``barn``,
    which the HiG text also counts). Red's barn scores blue's farmer on a field
    supplying 2 cities, 3 each, bordering the City (one more): blue 9; red may
    enter under HiG and ZMG."""
    field = feature("field", {"blue": {"meeple": 1}}, cities=2, per_city=3, carcassonne=True)
    sc = scenario([score(field, source="barn")])
    assert run(sc, HIG) == with_entries(10, 29, returned={"blue": {"meeple": 1}})
    assert run(sc, ZMG) == with_entries(10, 29, returned={"blue": {"meeple": 1}})


def test_message_scoring_footnote_2():
    """Footnote 2: the HiG "in phase 3. Scoring a feature" "excludes any
    scorings happening in other phases"; the Z-Man text omits it. A scoring
    labelled ``message`` where only blue gains: HiG no entry, ZMG entry.
    A message completes nothing (issue 29 g, clause completion-by-tile-only:
    "As soon as you complete the first city ..."; footnote 3, dispatches are
    not the tile's): the road does not bring red the Robber Baron."""
    sc = scenario([score(feature("road", {"blue": {"meeple": 1}}, tiles=2, points=2), source="message")])
    common = {"returned": {"blue": {"meeple": 1}}}
    assert run(sc, HIG) == {outcome(10, 22, **common)}
    assert run(sc, ZMG) == with_entries(10, 22, **common)


def test_abbot_enters_only_the_cathedral():
    """Page: "In the city of Carcassonne, your Abbot can only be placed in the
    cathedral. [6]" Red has only an abbot; blue's city scores, red gains 0.
    HiG: the abbot may go to the cathedral only (then the Count anywhere);
    without abbot-cathedral-only it may go to any district."""
    sc = scenario([score(feature("city", {"blue": {"meeple": 1}}, tiles=2, points=4))], supply={"red": {"abbot": 1}})
    common = {"returned": {"blue": {"meeple": 1}}, "king": Holder("red", 2)}
    assert run(sc, HIG) == with_entries(10, 24, figure="abbot", where=("cathedral",), **common)
    assert run(sc, hig_without("abbot-cathedral-only")) == with_entries(10, 24, figure="abbot", **common)
