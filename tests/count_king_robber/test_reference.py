"""Hand-worked turns for the Count, King & Robber reference simulator.

Every expected outcome below was worked out by hand from the rules page
(/work/shared/sources/003_baf01d8104b01b8f.txt, "the page") and
docs/ckr-turn-model.md; the reasoning sits in each test's docstring with the
section or footnote it rests on. Players are red (active) and blue, starting
on 10 and 20 points, unless a test says otherwise.

Editions (as of 2026-01, so the tests do not depend on today's date):
HIG (new edition), ZMG (Z-Man text: entry-per-feature, entry-any-phase),
C1 (1st edition: district figures must be redeployed at the end).
"""

from __future__ import annotations

import pytest

import spec
from checker.count_king_robber.model import (
    DISTRICTS,
    Challenge,
    Feature,
    Holder,
    Outcome,
    Scenario,
    Step,
    freeze,
)
from checker.count_king_robber.reference import simulate

AS_OF = "2026-01"
HIG = spec.resolve("ckr-hig-2017", as_of=AS_OF)
ZMG = spec.resolve("ckr-zmg-2017", as_of=AS_OF)
C1 = spec.resolve("ckr-c1-2008", as_of=AS_OF)
C1_MAY = spec.resolve("ckr-c1-2008", as_of=AS_OF, interpretations={"final-redeploy": "may"})
P = ("red", "blue")
NOBODY = Holder()


def hig_without(*clauses):
    return spec.resolve("ckr-hig-2017", as_of=AS_OF, without=clauses)


def figs(**players) -> tuple:
    """figs(red={"meeple": 1}) -> frozen figures."""
    return freeze(players, P)


def feature(kind, meeples=None, **kw) -> Feature:
    return Feature(kind=kind, meeples=figs(**(meeples or {})), **kw)


def scenario(turn, *, supply=None, city=True, count="castle", districts=None, king=NOBODY, baron=NOBODY, cities=0, roads=0):
    """As the loader builds it: a player left out of ``supply`` has one meeple."""
    supply = {p: (supply or {}).get(p, {"meeple": 1}) for p in P}
    return Scenario(
        players=P,
        active="red",
        scores={"red": 10, "blue": 20},
        supply=figs(**supply),
        city=city,
        count=count if city else None,
        districts={d: figs(**v) for d, v in (districts or {}).items()},
        king=king,
        robber_baron=baron,
        completed_cities=cities,
        completed_roads=roads,
        turn=tuple(turn),
    )


def score(*features, source="features") -> Step:
    return Step(kind="score", source=source, features=tuple(features))


def end(*features) -> Step:
    return Step(kind="game-end", features=tuple(features))


def outcome(red, blue, *, count="castle", districts=None, returned=None, placed=None, king=NOBODY, baron=NOBODY, city=True):
    return Outcome.make(
        P,
        {"red": red, "blue": blue},
        count if city else None,
        (districts or {}) if city else None,
        returned or {},
        placed,
        king,
        baron,
    )


def with_entries(red, blue, figure="meeple", where=DISTRICTS, counts=lambda d: DISTRICTS, districts=None, **kw):
    """The outcome without entry, plus one per (district, Count afterwards)
    when red places ``figure`` (page, "2. Placing a meeple in the City of
    Carcassonne": "you may place a meeple ... Then ... you may move the Count
    to a district of your choice")."""
    districts = districts or {}
    out = {outcome(red, blue, districts=districts, **kw)}
    for d in where:
        after = {k: {p: dict(v) for p, v in ps.items()} for k, ps in districts.items()}
        mine = after.setdefault(d, {}).setdefault("red", {})
        mine[figure] = mine.get(figure, 0) + 1
        for c in counts(d):
            out.add(outcome(red, blue, districts=after, placed=("red", d, figure), **{**kw, "count": c}))
    return out


def run(sc, rules) -> set:
    result = simulate(sc, rules)
    assert len(result) == len(set(result)), "outcomes must be distinct"
    return set(result)


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
    labelled ``message`` where only blue gains: HiG no entry, ZMG entry."""
    sc = scenario([score(feature("road", {"blue": {"meeple": 1}}, tiles=2, points=2), source="message")])
    common = {"returned": {"blue": {"meeple": 1}}, "baron": Holder("red", 2)}
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
