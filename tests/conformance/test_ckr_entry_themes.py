"""Count, King & Robber's themed vectors on entry into the City of
Carcassonne (issue 29, "JCloisterZone and the suite"): each entry
restriction shown in its own direction, not only against no entry at all.
The turns below are worked out by hand from 003 before the simulator plays
them."""

from __future__ import annotations

import pytest

import spec
from checker.count_king_robber.conformance.themes import THEMES, _shape, swapped, theme_vectors
from checker.count_king_robber.loading import ckr_scenario_from_json
from checker.count_king_robber.reference import simulate
from checker.conformance.search import Search

DISTRICTS = ("castle", "market", "blacksmith", "cathedral")
HIG = "ckr-hig-2017"


def scenario(turn: list):
    """Red active with one meeple to enter with; Blue holds the King and the
    Robber Baron on a city and a road of 6 tiles, so a completed city or road
    of 2 changes neither."""
    return ckr_scenario_from_json({
        "expansion": "count-king-robber", "players": ["red", "blue"], "active": "red",
        "scores": {"red": 10, "blue": 20}, "supply": {"red": {"meeple": 1}, "blue": {}},
        "city": {"count": "castle", "districts": {d: {} for d in DISTRICTS}},
        "king": {"holder": "blue", "size": 6}, "robber-baron": {"holder": "blue", "size": 6},
        "completed": {"cities": 1, "roads": 1}, "turn": turn}, file="<test>")


RED_ROAD = {"id": "lane", "kind": "road", "tiles": 2, "points": 2, "meeples": {"red": {"meeple": 1}}}
BLUE_CITY = {"id": "town", "kind": "city", "tiles": 2, "points": 4, "meeples": {"blue": {"meeple": 1}}}


def test_swapped_puts_the_other_texts_clause_in_place_of_the_restriction():
    rules = spec.resolve(HIG)
    other = swapped(rules, "entry-nothing-from-any-feature")
    assert other.has("entry-per-feature") and not other.has("entry-nothing-from-any-feature")
    assert other.clause_ids - {"entry-per-feature"} == rules.clause_ids - {"entry-nothing-from-any-feature"}
    phase = swapped(rules, "entry-feature-phase-only")
    assert phase.has("entry-any-phase") and not phase.has("entry-feature-phase-only")


def test_several_features_in_one_scoring_bar_entry_under_hig_and_open_it_under_the_zman_condition():
    """Red's road (2) and Blue's city (4) completed at once. HiG: "To use this
    option when you complete multiple features at the same time, you must not
    gain points for any of them": Red gained 2, one outcome (Red 12, Blue 24,
    both meeples home). Footnote 5's Z-Man condition (entry-per-feature): the
    city gave Blue points and Red none, so Red may also enter any district and
    move the Count to any (count-moves-freely): 1 + 4 x 4 = 17."""
    s = scenario([{"step": "score", "source": "features", "features": [RED_ROAD, BLUE_CITY]}])
    rules = spec.resolve(HIG)
    hig = list(simulate(s, rules))
    assert len(hig) == 1
    assert dict(hig[0].to_json(s.players)["scores"]) == {"red": 12, "blue": 24}
    assert hig[0].to_json(s.players)["placed"] is None
    assert len(list(simulate(s, swapped(rules, "entry-nothing-from-any-feature")))) == 17


def test_a_message_earlier_in_the_turn_opens_the_city_only_without_the_phase():
    """A message scores Blue's incomplete city (3); then Red's road scores 2 in
    phase 3. HiG: "Each time you perform a scoring in phase 3": the message
    does not open the city and the road gave Red points: one outcome (Red 12,
    Blue 23). Any phase (footnote 2's Z-Man text): after the message Red may
    enter (4 x 4 ways) or not: 17; the road then opens nothing, but a meeple
    Red placed in the blacksmith may go onto the completed road ("all players
    may remove their meeples from the matching district") unless the Count
    stands there (3 of the 4 ways): 20."""
    message = {"step": "score", "source": "message",
               "features": [{"id": "burg", "kind": "city", "points": 3, "tiles": 3, "meeples": {"blue": {"meeple": 1}}}]}
    s = scenario([message, {"step": "score", "source": "features", "features": [RED_ROAD]}])
    rules = spec.resolve(HIG)
    hig = list(simulate(s, rules))
    assert len(hig) == 1
    assert dict(hig[0].to_json(s.players)["scores"]) == {"red": 12, "blue": 23}
    assert len(list(simulate(s, swapped(rules, "entry-feature-phase-only")))) == 20


@pytest.mark.parametrize("edition", [HIG, "ckr-zmg-2017"])
def test_every_theme_keeps_a_vector_of_its_shape_that_separates_its_clause(edition):
    rules = spec.resolve(edition)
    search = Search(rules, 7)
    found = theme_vectors(search, 1)
    assert sorted(f.tag for f in found) == sorted(f"theme-{t.name}" for t in THEMES)
    for f in found:
        theme = next(t for t in THEMES if f"theme-{t.name}" == f.tag)
        assert _shape(theme, f.scenario)
        assert rules.has(f.covers) and f.covers in theme.clauses
        contrast = swapped(rules, f.covers) if theme.swap else search.without(f.covers)
        assert set(simulate(f.scenario, contrast)) != set(f.outcomes)
