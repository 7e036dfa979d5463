"""The diagnosis's candidates (checker.conformance.candidates), the mistakes
library (spec.mistakes) and the ranking's search (checker.conformance.explanations)
(issue 47, item 1).

Expected values come from the editions' topics (spec/*/editions.py) and from
turns worked out by hand, never from the code under test."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

import spec
from checker.conformance.candidates import Change, Config, candidates, config_of, rules_under
from checker.conformance.readings import Readings
from checker.expansions import EXPANSIONS
from checker.loading import scenario_from_json
from spec.mistakes import MISTAKES, misreading

ZMG = Config("c1-zmg-bb4", None, (), None)
HIG = Config("c1-hig-2013", None, (), None)


def test_another_editions_clause_on_the_same_topic_is_a_candidate():
    """Z-Man's Big Box 4 lets each other player place (each-other-may-place);
    the HiG texts, on the same topic, only the next one in supply."""
    found = {c for (c,) in candidates([ZMG])}
    assert Change("replace", "placement-others", "each-other-may-place", "next-in-supply-may-place") in found
    assert Change("drop", "placement-others", "each-other-may-place", None) in found
    # not in force in Z-Man's edition: no change of it
    assert not any(c.clause == "next-in-supply-may-place" for c in found)


def test_a_reading_names_the_candidate_a_replacement_would_duplicate():
    """arrival-trigger=no puts first-movement-only where first-departure-from-space
    stands: the same rules as that replacement, so one candidate, the reading."""
    found = {c for (c,) in candidates([HIG])}
    assert Change("reading", "which-movement", "first-departure-from-space", "arrival-trigger=no") in found
    assert Change("replace", "which-movement", "first-departure-from-space", "first-movement-only") not in found
    assert Change("mistake", "steal-amount", "steal-half-rounded-up", "mistake-half-rounded-down") in found
    assert Change("mistake", "which-movement", "first-departure-from-space", "mistake-last-departure") in found
    assert Change("mistake", "trigger", "trigger-on-departure", "mistake-backward-triggers") in found


def test_a_dated_state_before_a_ruling_is_a_candidate():
    """Footnote 11's ruling (3/2015) put backward-robber-follows in force in the 1st
    edition; footnote 7's (5/2013) resolve-per-round. Each dated state is named
    by the last month before a ruling: 2015-02 (footnote 7's ruling only) and
    2013-04 (neither)."""
    found = {c for (c,) in candidates([HIG])}
    assert Change("as-of", "backward", "backward-robber-follows", "2015-02") in found
    assert Change("as-of", "window", "resolve-per-round", "2013-04") in found
    assert not any(c.kind == "as-of" and c.by in ("2013-05", "2015-03") for c in found)
    dated = rules_under([Change("as-of", None, None, "2015-02")], HIG)
    assert dated.has("resolve-per-round") and not dated.has("backward-robber-follows")


def test_a_change_applies_only_where_its_clause_is_in_force():
    change = Change("replace", "placement-others", "each-other-may-place", "next-in-supply-may-place")
    assert rules_under([change], HIG) is None
    changed = rules_under([change], ZMG)
    assert changed.has("next-in-supply-may-place") and not changed.has("each-other-may-place")
    reading = Change("reading", "steal-base", "steal-base-movement", "steal-base=player-turn")
    assert rules_under([reading], HIG) is None, "the 1st edition has no steal-base question"
    assert rules_under([reading], Config("c3.1-2025", None, (), None)).has("steal-base-player-turn")


def test_the_same_config_for_vectors_that_declare_the_same_rules():
    vector = {"edition": "c3.1-2025", "interpretations": {"steal-base": "marker-movement"}, "as_of": None}
    assert config_of(vector) == Config("c3.1-2025", None, (("steal-base", "marker-movement"),), None)


def test_every_mistake_misreads_a_clause_on_its_topic_and_cites_its_sentence():
    from spec.texts import have_sources, locate

    assert MISTAKES
    for mistake in MISTAKES.values():
        misread = spec.CLAUSES[mistake.misreads]
        assert mistake.id.startswith("mistake-") and mistake.id not in spec.CLAUSES
        assert mistake.clause.topic == misread.topic
        assert set(mistake.clause.sources) <= set(misread.sources)
        assert mistake in misreading(misread.id)
        if have_sources():
            for citation in mistake.clause.sources:
                locate(citation, in_data=True)


def _turn(points: int):
    """Red's robber on space 0 beside Blue's meeple; Blue scores a feature
    worth ``points``: the meeple moves forward from the robber's space."""
    return scenario_from_json({
        "active": "red", "expansion": "robbers", "players": ["red", "blue"], "track": 50,
        "markers": {"blue": {"meeple": 0}, "red": {"meeple": 0}}, "robbers": {"blue": None, "red": 0},
        "turn": [{"step": "score", "source": "features", "events": [{"feature": "f0.0", "player": "blue", "points": points}]}],
    })


@pytest.mark.parametrize("points, stolen", [(5, 2), (4, 2), (1, 0)])
def test_both_readings_of_rounding_down_take_the_floor(points, stolen):
    """Half of 5 rounded down is 2 (rounded up, 3); of 1, nothing. Red's
    robber returns to supply after the theft (thief-robber-returns)."""
    s = _turn(points)
    rules = rules_under([Change("mistake", "steal-amount", "steal-half-rounded-up", "mistake-half-rounded-down")], HIG)
    expected = EXPANSIONS["robbers"].outcome_from_json({
        "markers": {"blue": {"meeple": points}, "red": {"meeple": stolen}}, "robbers": {"blue": None, "red": None},
        "scores": {"blue": points, "red": stolen},
        "steals": [{"marker": "meeple", "points": stolen, "thief": "red", "victim": "blue"}]}, s)
    readings = Readings()
    assert readings.sim(s, rules) == (expected,)
    assert readings.z3(s, rules) == (expected,)


def _two_robbers(second_round: str):
    """Red's robber on space 0 beside Blue's meeple, Green's on space 4; Blue
    scores 4 and 6, in the same scoring round (in either order: scorer-chooses-order)
    or 6 in a later round."""
    rounds = [{"step": "score", "source": "features", "events": [{"feature": "f0.0", "player": "blue", "points": 4}]}]
    six = {"feature": "f0.1", "player": "blue", "points": 6}
    if second_round == "same":
        rounds[0]["events"].append(six)
    else:
        rounds.append({"step": "score", "source": "features", "events": [six]})
    return scenario_from_json({
        "active": "blue", "expansion": "robbers", "players": ["blue", "red", "green"], "track": 50,
        "markers": {"blue": {"meeple": 0}, "red": {"meeple": 0}, "green": {"meeple": 0}},
        "robbers": {"blue": None, "red": 0, "green": 4}, "turn": rounds,
    })


def _thefts(s, red: int, green: int):
    """Blue ends on 10 (victim-keeps-points); a robber that stole is back in supply."""
    steals = [{"marker": "meeple", "points": p, "thief": t, "victim": "blue"} for t, p in (("red", red), ("green", green)) if p]
    return EXPANSIONS["robbers"].outcome_from_json({
        "markers": {"blue": {"meeple": 10}, "red": {"meeple": red}, "green": {"meeple": green}},
        "robbers": {"blue": None, "red": None, "green": None if green else 4},
        "scores": {"blue": 10, "red": red, "green": green}, "steals": steals}, s)


@pytest.mark.parametrize("mistaken", [False, True])
@pytest.mark.parametrize("second_round", ["same", "later"])
def test_both_readings_of_the_last_departure_take_the_markers_last_movement_in_the_window(second_round, mistaken):
    """Footnote 8 (5/2013): the robber gets half "of only the first feature
    that is scored". Worked by hand: Blue plays 4 then 6: 0 -> 4 fires Red's
    robber, 4 -> 10 leaves Green's space and fires it (half of 6: 3); by the
    rules Red takes half of 4 (2), misread it takes Blue's last movement, half
    of 6 (3). Blue plays 6 then 4: 0 -> 6 fires Red's robber, 6 -> 10 starts on
    no robber's space; by the rules Red takes 3, misread half of 4 (2). With
    the 6 in a later round the first round resolved before it (resolve-per-round):
    Red takes 2 both ways, Green 3."""
    s = _two_robbers(second_round)
    change = Change("mistake", "which-movement", "first-departure-from-space", "mistake-last-departure")
    rules = rules_under([change], HIG) if mistaken else spec.resolve("c1-hig-2013")
    if second_round == "later":
        expected = {_thefts(s, 2, 3)}
    elif mistaken:
        expected = {_thefts(s, 3, 3), _thefts(s, 2, 0)}
    else:
        expected = {_thefts(s, 2, 3), _thefts(s, 3, 0)}
    readings = Readings()
    assert set(readings.sim(s, rules)) == expected
    assert set(readings.z3(s, rules)) == expected


def _payment(points: int):
    """Red's robber on space 20 beside Blue's meeple; Red's meeple on 0. Blue
    scores ``points`` (negative: a bazaar payment moves the meeple back)."""
    return scenario_from_json({
        "active": "blue", "expansion": "robbers", "players": ["blue", "red"], "track": 50,
        "markers": {"blue": {"meeple": 20}, "red": {"meeple": 0}}, "robbers": {"blue": None, "red": 20},
        "turn": [{"step": "score", "source": "features",
                  "events": [{"feature": "bazaar payment", "player": "blue", "points": points}]}],
    })


@pytest.mark.parametrize("mistaken", [False, True])
@pytest.mark.parametrize("points, stolen, follows", [
    (-6, 3, 14),   # back 6: misread, half of 6; by the rules no theft, the robber follows Blue's meeple to 14
    (-5, 3, 15),   # back 5: misread, half of 5 rounded up
    (4, 2, None),  # forward 4: both take half of 4
])
def test_both_readings_of_a_backward_trigger_steal_half_of_the_move_back(points, stolen, follows, mistaken):
    """The 1st edition: "When a counting figure of another player moves
    forward, if a robber stood on the space where that follower started, the
    owner of the robber gets half of the points (rounded up)". Misread, a move
    back from the robber's space fires it too, for half the points moved back:
    the robber goes back with the meeple (backward-robber-follows, 3/2015), steals at the
    round's end and returns. By the rules a move back steals nothing and the
    robber stays with the meeple."""
    s = _payment(points)
    change = Change("mistake", "trigger", "trigger-on-departure", "mistake-backward-triggers")
    rules = rules_under([change], HIG) if mistaken else spec.resolve("c1-hig-2013")
    blue = 20 + points
    thief = mistaken or points > 0
    expected = EXPANSIONS["robbers"].outcome_from_json({
        "markers": {"blue": {"meeple": blue}, "red": {"meeple": stolen if thief else 0}},
        "robbers": {"blue": None, "red": None if thief else follows},
        "scores": {"blue": blue, "red": stolen if thief else 0},
        "steals": [{"marker": "meeple", "points": stolen, "thief": "red", "victim": "blue"}] if thief else []}, s)
    readings = Readings()
    assert set(readings.sim(s, rules)) == {expected}
    assert set(readings.z3(s, rules)) == {expected}


def _king_turn(held: bool, tiles: int):
    """docs/ckr-turn-model.md's turn (examples/ckr-example-turn.json): Red
    completes a city of ``tiles`` tiles on which only Blue has a meeple; Blue
    holds the King for a 3-tile city (``held``), or nobody holds it yet."""
    doc = json.loads((Path(__file__).resolve().parents[2] / "examples" / "ckr-example-turn.json").read_text(encoding="utf-8"))
    doc["turn"][0]["features"][0]["tiles"] = tiles
    if not held:
        doc["king"], doc["completed"]["cities"] = {"holder": None, "size": 0}, 0
    return scenario_from_json(doc)


@pytest.mark.parametrize("held, tiles, king, kept", [
    (True, 4, ("red", 4), ("blue", 3)),  # a bigger city: Red takes the King; misread, Blue keeps it
    (True, 3, ("blue", 3), ("blue", 3)),  # not bigger: Blue keeps it either way
    (False, 4, ("red", 4), ("red", 4)),   # the first city: Red takes it either way
])
def test_both_readings_of_the_king_kept_on_the_first_city_never_move_it_on(held, tiles, king, kept):
    """"If a player completes a bigger city (i.e., one with more tiles), that
    player takes the King tile" (king-largest-city). Misread, only the first
    city's completer takes it; the rest of the turn is the same."""
    from checker.count_king_robber.model import Holder

    s = _king_turn(held, tiles)
    ckr = Config("ckr-hig-2017", None, (), None)
    rules = rules_under([Change("mistake", "king-claim", "king-largest-city", "mistake-king-kept-on-first-city")], ckr)
    readings = Readings()
    declared = set(readings.sim(s, spec.resolve("ckr-hig-2017")))
    assert {o.king for o in declared} == {Holder(*king)}
    expected = {replace(o, king=Holder(*kept)) for o in declared}
    assert set(readings.sim(s, rules)) == expected
    assert set(readings.z3(s, rules)) == expected


def test_the_solver_finds_a_turn_that_separates_two_explanations():
    """The 1st edition with arrival-trigger=no (first-movement-only) and as
    declared (first-departure-from-space) differ when a marker arrives on a
    robber's space and moves on in the same window: the search must find
    such a turn, on which the two rule sets' outcomes differ by both readings."""
    from checker.conformance.explanations import Scorer
    from checker.conformance.separating import find

    reading = (Change("reading", "which-movement", "first-departure-from-space", "arrival-trigger=no"),)
    found = find(Scorer(), [reading, ()], [HIG])
    assert found is not None
    config, s = found
    assert config == HIG
    flipped, declared = rules_under(reading, HIG), spec.resolve("c1-hig-2013")
    readings = Readings()
    assert readings.sim_set(s, flipped) != readings.sim_set(s, declared)
    assert frozenset(readings.z3(s, flipped)) != frozenset(readings.z3(s, declared))


def test_a_tie_is_settled_by_asking_the_engine_for_a_separating_turn():
    """Two explanations tied (no answer yet tells them apart): the diagnosis
    makes a turn on which they differ, asks the engine, and the one its
    answer is legal under comes first. The engine here plays arrival-trigger=no
    and lists every outcome it allows."""
    from checker import fitting
    from checker.conformance.explanations import Scorer, _answer
    from checker.conformance.harness import Result
    from checker.conformance.separating import settle

    reading = (Change("reading", "which-movement", "first-departure-from-space", "arrival-trigger=no"),)
    asked_for = []

    def engine(vector):
        asked_for.append(vector)
        s = scenario_from_json(vector["scenario"])
        declared = Readings().sim(s, spec.resolve("c1-hig-2013"))
        mine = Readings().sim(s, rules_under(reading, HIG))
        return Result(vector["id"], vector["edition"], "fail", mode="outcomes",
                      detail={"scenario": s, "claimed": list(mine), "legal": list(declared)})

    tied = fitting.rank([fitting.fit((), []), fitting.fit(reading, [])])
    ranked, asked = settle(Scorer(), tied, [], [HIG], engine, _answer)
    assert len(asked_for) == 1 and asked_for[0]["edition"] == "c1-hig-2013"
    assert [f.label for f in ranked] == [reading, ()]
    assert ranked[1].unexplained == 1 and ranked[0].unexplained == 0
    assert asked[0]["answer_legal_under"] == ["the reading arrival-trigger=no"]


def test_a_reading_of_a_combined_turns_companion_edition_is_a_candidate_there():
    """A turn of Count, King & Robber with The Robbers C3.1: C3.1's open
    question c3-placement is open in the companion, so its reading optional
    puts every-player-may-place in the companion's rules; then it is the same
    candidate on every vector as that replacement, named by the reading."""
    combined = Config("ckr-hig-2017", None, (), json.dumps({"edition": "c3.1-2025", "interpretations": {}}))
    reading = Change("reading", "placement-others", "every-player-places", "c3-placement=optional")
    rules = rules_under([reading], combined)
    assert rules.companion.has("every-player-may-place") and not rules.companion.has("every-player-places")
    assert rules.clause_ids == spec.resolve("ckr-hig-2017").clause_ids
    found = {c for (c,) in candidates([Config("c3.1-2025", None, (), None), combined])}
    assert reading in found
    assert Change("replace", "placement-others", "every-player-places", "every-player-may-place") not in found


def test_tied_explanations_that_allow_the_same_outcomes_are_merged_and_others_stay_tied():
    """HiG's 1st edition already lets the active player place from supply
    (active-may-place): "each other player may" and "every player may" then
    permit the same placements on every turn, and the diff proves it within
    its bound; "every player places" (a must) differs, a player who would
    rather keep a robber cannot. Explanations with no answers all tie."""
    from checker import fitting
    from checker.conformance.candidates import label_order
    from checker.conformance.equivalence import merge

    def replaced(by):
        return (Change("replace", "placement-others", "next-in-supply-may-place", by),)

    each, every, must = replaced("each-other-may-place"), replaced("every-player-may-place"), replaced("every-player-places")
    tied = fitting.rank([fitting.fit(label, []) for label in (must, every, each)], order=label_order)
    ranked, equivalent = merge(tied, [HIG, ZMG])
    assert [f.label for f in ranked] == [each, must]
    assert equivalent == {each: [every]}
    assert len(fitting.tied_first(ranked)) == 2


def test_the_same_rules_are_merged_on_a_loaded_machine(monkeypatch):
    """The proofs' limits are processor time, which load does not stretch: on
    a wall clock a thousand times faster than the work (tests/diffs/overloaded.py)
    the merge is the same (in the full test run the wall clock ran out
    between the two proofs, and the two explanations were reported tied)."""
    from checker import fitting
    from checker.conformance import equivalence
    from checker.conformance.candidates import label_order
    from tests.diffs.overloaded import Overloaded

    monkeypatch.setattr(equivalence, "time", Overloaded())
    each, every = ((Change("replace", "placement-others", "next-in-supply-may-place", by),)
                   for by in ("each-other-may-place", "every-player-may-place"))
    tied = fitting.rank([fitting.fit(label, []) for label in (every, each)], order=label_order)
    # two rule sets of HiG's text on which the two change the rules: two proofs, the second after
    # the first has taken seconds of processor time (thousands of the loaded clock's)
    ranked, equivalent = equivalence.merge(tied, [HIG, Config("c1-hig-2012", None, (), None)])
    assert [f.label for f in ranked] == [each] and equivalent == {each: [every]}


def test_a_pair_no_better_than_one_of_its_changes_alone_is_not_an_explanation():
    """Three answers; each candidate's legal set holds the answer or not
    (worked by hand): (a) misses v3, (b) v2 and v3, (c) v1. The pair (a, b)
    misses v3 as (a) alone does: b explains nothing more, the pair goes.
    The pair (a, c) misses nothing, better than either alone: it stays."""
    from checker import fitting
    from checker.conformance.explanations import _parsimonious

    a = Change("mistake", "trigger", "trigger-on-departure", "mistake-backward-triggers")
    b = Change("drop", "which-movement", "first-departure-from-space", None)
    c = Change("drop", "courier", "courier-counts", None)

    def fit(label, misses):
        return fitting.fit(label, [fitting.Observation(k, 1, frozenset({2} if k in misses else {1}))
                                   for k in ("v1", "v2", "v3")])

    fits = [fit((a,), {"v3"}), fit((b,), {"v2", "v3"}), fit((c,), {"v1"}), fit((a, b), {"v3"}), fit((a, c), set())]
    assert [f.label for f in _parsimonious(fits)] == [(a,), (b,), (c,), (a, c)]
