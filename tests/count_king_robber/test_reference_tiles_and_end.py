"""The Count, King & Robber simulator on the King and the Robber Baron, the
final scoring, shrines and challenges, the Count's variants and the
scenarios it refuses: each expected outcome set is written out by hand."""

from __future__ import annotations

import pytest

import spec
from checker.count_king_robber.model import (
    DISTRICTS,
    Challenge,
    Holder,
)
from checker.count_king_robber.reference import simulate
from tests.count_king_robber.reference_cases import (
    AS_OF,
    C1,
    C1_MAY,
    HIG,
    NOBODY,
    end,
    feature,
    figs,
    hig_without,
    outcome,
    run,
    scenario,
    score,
    with_entries,
)


@pytest.mark.parametrize(
    "king, sizes, after",
    [
        (NOBODY, [2], Holder("red", 2)),  # first city, though blue scores it
        (Holder("blue", 5), [5], Holder("blue", 5)),  # not bigger: stays
        (Holder("blue", 5), [6], Holder("red", 6)),  # bigger: moves
        (Holder("blue", 5), [3, 7], Holder("red", 7)),  # the biggest of a step
        (Holder("red", 4), [9], Holder("red", 9)),  # holder moves the marker on
    ],
)
def test_king_first_city_strictly_larger_completer(king, sizes, after):
    """"King and robber > The King": "As soon as you complete the first city
    ... It does not matter if you scored points for that city, only that you
    completed it. If a player completes a bigger city (i.e., one with more
    tiles [14]), that player takes the King tile." Blue's meeple sits on every
    city (1 point a tile); red, who completes them, takes the King."""
    cities = [feature("city", {"blue": {"meeple": 1}}, tiles=n, points=n) for n in sizes]
    sc = scenario([score(*cities)], city=False, king=king)
    assert run(sc, HIG) == {outcome(10, 20 + sum(sizes), city=False, returned={"blue": {"meeple": len(sizes)}}, king=after)}
    assert run(sc, hig_without("king-largest-city")) == {
        outcome(10, 20 + sum(sizes), city=False, returned={"blue": {"meeple": len(sizes)}}, king=king)
    }


def test_robber_baron_longest_road():
    """"The Robber tile works just like the King tile, but for roads" (footnote
    15: by tiles, not points). Blue holds it with a 3-tile road. Red closes a
    3-tile road worth 6 (an inn): no change; then a 4-tile road worth 4:
    red takes it with size 4."""
    same = scenario([score(feature("road", {"red": {"meeple": 1}}, tiles=3, points=6))], city=False, baron=Holder("blue", 3))
    assert run(same, HIG) == {outcome(16, 20, city=False, returned={"red": {"meeple": 1}}, baron=Holder("blue", 3))}
    longer = scenario([score(feature("road", {"red": {"meeple": 1}}, tiles=4, points=4))], city=False, baron=Holder("blue", 3))
    assert run(longer, HIG) == {outcome(14, 20, city=False, returned={"red": {"meeple": 1}}, baron=Holder("red", 4))}


def test_final_bonus_counts_city_of_carcassonne():
    """"King and robber > Final Scoring": the King's holder gains "1 point per
    completed city (including the city of Carcassonne ...)", the Robber's 1 per
    completed road. Red holds the King (4), blue the Robber Baron (3); 3
    cities and 2 roads were completed before, and red completes an empty
    2-tile city this turn (nobody scores, nobody enters; not bigger than 4).
    Red: 3 + 1 + 1 (Carcassonne) = 5; blue: 2. Without the City in play, red
    gains 4; without king-bonus-counts-carcassonne, also 4."""
    turn = [score(feature("city", tiles=2, points=4)), end()]
    king, baron = Holder("red", 4), Holder("blue", 3)
    with_city = scenario(turn, king=king, baron=baron, cities=3, roads=2)
    assert run(with_city, HIG) == {outcome(15, 22, king=king, baron=baron)}
    assert run(with_city, hig_without("king-bonus-counts-carcassonne")) == {outcome(14, 22, king=king, baron=baron)}
    assert run(with_city, hig_without("king-bonus-per-city", "baron-bonus-per-road")) == {outcome(10, 20, king=king, baron=baron)}
    no_city = scenario(turn, city=False, king=king, baron=baron, cities=3, roads=2)
    assert run(no_city, HIG) == {outcome(14, 22, city=False, king=king, baron=baron)}


def test_shrine_challenge_first_and_together():
    """"The cultists > 3. Scoring a feature": "If your feature is completed
    first, you receive 9 points and your opponent receives nothing. If both
    features are completed at the same time, both players receive 9 points.
    In all cases, both the monk and the heretic are returned." Red completes
    its shrine first: red 9, blue's monk home unscored. Both together: 9 each.
    Without challenge-together-both-score, both lose: nobody scores, both go
    home. Nobody enters: red gains, or nobody gains (city not in play anyway)."""
    first = scenario([score(feature("shrine", {"red": {"meeple": 1}}, challenge=Challenge(meeples=figs(blue={"meeple": 1}))))], city=False)
    both_home = {"red": {"meeple": 1}, "blue": {"meeple": 1}}
    assert run(first, HIG) == {outcome(19, 20, city=False, returned=both_home)}
    together = scenario(
        [
            score(
                feature("monastery", {"blue": {"meeple": 1}}, id="m", challenge=Challenge(feature="s")),
                feature("shrine", {"red": {"meeple": 1}}, id="s", challenge=Challenge(feature="m")),
            )
        ],
        city=False,
    )
    assert run(together, HIG) == {outcome(19, 29, city=False, returned=both_home)}
    assert run(together, hig_without("challenge-together-both-score")) == {outcome(10, 20, city=False, returned=both_home)}


def test_final_redeploy_first_edition_must_or_may():
    """Footnote 12 (1st edition): at the final scoring players redeploy from
    Carcassonne onto incomplete features "until no player can redeploy any
    more"; "The Count still blocks the city quarter in which he is resident".
    New edition: "any meeples left in the other districts do nothing".
    Red's meeple on an incomplete road worth 2; blue has two meeples in the
    blacksmith. HiG: red 2. C1 (must): both blue meeples go, blue 2 v 1 wins.
    C1 read as "may": blue moves 0, 1 (tie) or 2. Count on the blacksmith:
    blocked, red 2, even under C1. The figures on the features scored at the
    end stay on the board: none counts as returned (docs/ckr-turn-model.md,
    "An outcome")."""
    road = feature("road", {"red": {"meeple": 1}}, tiles=2, points=2)
    sc = scenario([end(road)], districts={"blacksmith": {"blue": {"meeple": 2}}})
    stays = outcome(12, 20, districts={"blacksmith": {"blue": {"meeple": 2}}})
    one = outcome(12, 22, districts={"blacksmith": {"blue": {"meeple": 1}}})
    two = outcome(10, 22)
    assert run(sc, HIG) == {stays}
    assert run(sc, C1) == {two}
    assert run(sc, C1_MAY) == {stays, one, two}
    blocked = scenario([end(road)], count="blacksmith", districts={"blacksmith": {"blue": {"meeple": 2}}})
    assert run(blocked, C1) == {outcome(12, 20, count="blacksmith", districts={"blacksmith": {"blue": {"meeple": 2}}})}


def test_final_redeploy_must_chooses_a_feature():
    """Footnote 12: each player redeploys "to an appropriate feature" of their
    choice. Blue's one blacksmith meeple must go onto red's road worth 2 (tie,
    both 2) or the empty road worth 3 (blue 3, red still 2)."""
    sc = scenario(
        [end(feature("road", {"red": {"meeple": 1}}, tiles=2, points=2), feature("road", tiles=3, points=3))],
        districts={"blacksmith": {"blue": {"meeple": 1}}},
    )
    assert run(sc, C1) == {outcome(12, 22), outcome(12, 23)}


@pytest.mark.parametrize(
    "variant, start, counts",
    [
        ("free", "castle", lambda d: DISTRICTS),
        ("clockwise", "castle", lambda d: ("market",)),
        ("clockwise", "cathedral", lambda d: ("castle",)),
        ("follows-figure", "castle", lambda d: (d,)),
    ],
)
def test_count_variants(variant, start, counts):
    """Page, "2. Placing a meeple": after placing, "you may move the Count to a
    district of your choice"; footnote 4: only if you placed. "Official
    variants" [13]: "whenever a new meeple is deployed ..., the Count is moved
    clockwise to the next city district" (castle, market, blacksmith,
    cathedral, as the page lists them, then round), "or ... to whichever city
    district the new meeple is deployed to". Not entering leaves the Count."""
    rules = spec.resolve("ckr-hig-2017", as_of=AS_OF, interpretations={"count-variant": variant})
    sc = scenario([score(feature("city", {"blue": {"meeple": 1}}, tiles=2, points=4))], count=start)
    assert run(sc, rules) == with_entries(10, 24, count=start, counts=counts, returned={"blue": {"meeple": 1}}, king=Holder("red", 2))


def test_large_meeple_steals_shrine_from_cathedral():
    """Page: "Meeples in the cathedral may be removed and placed on a shrine
    when it is completed", and the Q&A on a second monk: "This is the first
    opportunity for stealing a monastery ... deploying the large meeple to a
    monastery may now be worthwhile" (footnote 11: majority). Blue's monk on a
    completed shrine; red's large meeple in the cathedral. Red moves it: 2 v 1,
    red 9, no entry. Red stays: blue 9, red may enter. Without
    cathedral-feeds-shrines only the second."""
    sc = scenario(
        [score(feature("shrine", {"blue": {"meeple": 1}}))],
        districts={"cathedral": {"red": {"large": 1}}},
    )
    stay = with_entries(10, 29, districts={"cathedral": {"red": {"large": 1}}}, returned={"blue": {"meeple": 1}})
    steal = outcome(19, 20, returned={"red": {"large": 1}, "blue": {"meeple": 1}})
    assert run(sc, HIG) == stay | {steal}
    assert run(sc, hig_without("cathedral-feeds-shrines")) == stay


def test_field_counts_city_of_carcassonne():
    """Page, "Final Scoring": "The city of Carcassonne counts as a city worth 3
    points in its field." Red's farmer on a field supplying 2 cities and
    bordering the City, 1 point per city at the end (C1: the market farmer of
    blue must join, tie). HiG: red 3; without carcassonne-field-city: 2."""
    sc = scenario([end(feature("field", {"red": {"meeple": 1}}, cities=2, per_city=1, carcassonne=True))])
    assert run(sc, HIG) == {outcome(13, 20)}
    assert run(sc, hig_without("carcassonne-field-city")) == {outcome(12, 20)}
    fed = scenario(sc.turn, districts={"market": {"blue": {"meeple": 1}}})
    assert run(fed, C1) == {outcome(13, 23)}


def test_entered_figure_redeployed_later_and_once_per_turn():
    """Page: "You may place a maximum of one meeple in the city of Carcassonne
    per turn", and "Meeples placed in a district remain there until removed
    and placed on a matching feature" (nothing says not this turn). Two
    scorings: blue's city worth 4, then blue's city worth 6. Red may enter
    after the first; a meeple placed in the castle (Count moved away) may join
    the second city (tie: red +6), and then red may not enter again. Without
    entry-once-per-turn red may enter after both."""
    turn = [
        score(feature("city", {"blue": {"meeple": 1}}, tiles=2, points=4)),
        score(feature("city", {"blue": {"meeple": 1}}, tiles=3, points=6)),
    ]
    sc = scenario(turn, supply={"red": {"meeple": 2}})
    result = run(sc, HIG)
    reds = {dict(o.scores)["red"] for o in result}
    assert reds == {10, 16}
    assert all(o.placed == (("red", "castle", "meeple"),) and o.count != "castle" for o in result if dict(o.scores)["red"] == 16)
    assert max(len(o.placed) for o in result) == 1
    assert max(sum(n for _, fr in o.districts for p, _, n in fr if p == "red") for o in result) == 1
    free = run(sc, hig_without("entry-once-per-turn"))
    assert max(sum(n for _, fr in o.districts for p, _, n in fr if p == "red") for o in free) == 2
    # Every entry of the turn is listed (model.Outcome.placed), e.g. castle then market.
    assert any(o.placed == (("red", "castle", "meeple"), ("red", "market", "meeple")) for o in free)


def test_without_majority_nobody_scores_and_nobody_enters():
    """Rule-neutral reading: without majority-scores no feature gives points,
    figures still go home; nobody gained, so nobody enters."""
    sc = scenario([score(feature("city", {"blue": {"meeple": 1}}, tiles=2, points=4))])
    assert run(sc, hig_without("majority-scores")) == {outcome(10, 20, returned={"blue": {"meeple": 1}}, king=Holder("red", 2))}


@pytest.mark.parametrize(
    "turn, message",
    [
        ([score(feature("monastery", points=9))], "has no points"),
        ([end(), score()], "game-end must be the last"),
        ([score(feature("castle"))], "unknown kind"),
        ([score(feature("city", {"red": {"abbot": 1}}, tiles=2, points=4))], "abbot"),
        ([score(feature("shrine", id="s", challenge=Challenge(feature="x")))], "names 'x'"),
        ([end(feature("road", tiles=2))], "needs points"),
    ],
)
def test_uninterpretable_scenarios_are_refused(turn, message):
    with pytest.raises(ValueError, match=message):
        simulate(scenario(turn), HIG)


def test_figures_spread_over_features_scored_together():
    """docs/ckr-turn-model.md, "What a turn decides" 1: "When several features
    are scored at once, a player may spread their figures over them." Red
    closes its own 2-tile city (4) and 3-tile city (6); blue's one castle meeple
    (Count on the market) stays, joins the first (tie) or the second (tie).
    Red gains in every case: no entry. King to red, size 3."""
    sc = scenario(
        [score(feature("city", {"red": {"meeple": 1}}, tiles=2, points=4), feature("city", {"red": {"meeple": 1}}, tiles=3, points=6))],
        count="market",
        districts={"castle": {"blue": {"meeple": 1}}},
    )
    king = Holder("red", 3)
    assert run(sc, HIG) == {
        outcome(20, 20, count="market", districts={"castle": {"blue": {"meeple": 1}}}, returned={"red": {"meeple": 2}}, king=king),
        outcome(20, 24, count="market", returned={"red": {"meeple": 2}, "blue": {"meeple": 1}}, king=king),
        outcome(20, 26, count="market", returned={"red": {"meeple": 2}, "blue": {"meeple": 1}}, king=king),
    }
