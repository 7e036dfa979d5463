"""The shaped candidates of issue 29's two clauses (checker/robbers/conformance/shaped.py)."""

from __future__ import annotations

import itertools

import spec
from checker.conformance.search import Search
from checker.robbers.conformance import candidates, shaped
from checker.robbers.conformance.shrink import tidy
from checker.robbers.model import MEEPLE, PLACE, SCORE, Event, Scenario, Step


def _first(seed: str, n: int):
    return list(itertools.islice(candidates.stream(seed), n))


def test_other_searches_keep_the_general_stream(monkeypatch):
    """Only the two clauses' searches get shaped candidates, every other one;
    the general candidates between them are those the search drew before
    (own random draws), and every other search draws as before."""
    assert shaped.shape_for("0/c1-hig-2013/steal-half-rounded-up") is None
    assert shaped.shape_for("0/c1-hig-2013/theme-backward") is None
    assert shaped.shape_for("0/c1-hig-2013/theme-triggered-robber-stays") is shaped.double_turn
    seed = "0/c1-hig-2013/first-departure-from-space"
    mixed = _first(seed, 8)
    monkeypatch.setattr(shaped, "SHAPES", {})
    general = _first(seed, 4)
    assert mixed[1::2] == general
    assert all(sum(len(st.events) for st in s.turn) >= 2 and s.robbers[s.players[1]] is not None for s in mixed[0::2])


def test_shaped_departures_separate_first_departure_under_c1_hig_2013():
    """Some of the first 40 shaped departures separate the clause (the general
    stream rarely does): a marker leaving two robbers' space, coming back and
    leaving again in one round."""
    search = Search(spec.parse_reference("c1-hig-2013"), 0)
    stream = candidates.stream("0/c1-hig-2013/first-departure-from-space")
    shaped_ones = [s for i, s in enumerate(itertools.islice(stream, 80)) if i % 2 == 0]
    assert any(search.separates("first-departure-from-space", s) for s in shaped_ones)


def test_triggered_robber_stays_separates_under_a_per_turn_window():
    """Under c3.1-2025 (resolve-per-turn) the window is still open at the
    place-robbers step, so a robber fired in the first round can be kept in
    place or not: some shaped double turns separate the clause."""
    search = Search(spec.parse_reference("c3.1-2025"), 0)
    stream = candidates.stream("0/c3.1-2025/triggered-robber-stays")
    shaped_ones = [tidy(s) for i, s in enumerate(itertools.islice(stream, 400)) if i % 2 == 0]
    assert any(search.separates("triggered-robber-stays", s) for s in shaped_ones)


def test_triggered_robber_stays_cannot_matter_when_each_round_resolves():
    """Worked by hand (docs/turn-model.md): under c1-hig-2013 (resolve-per-round)
    red's meeple moves 10 -> 13 from blue's robber's space: the robber fires,
    and at the end of that round it takes ceil(3/2) = 2 points and returns to
    the supply (thief-robber-returns). At the place-robbers step it is no
    longer on the track, so triggered-robber-stays has nothing to keep in
    place: with or without it, the outcomes are the same. So a per-round
    window leaves the clause without any separating scenario."""
    rules = spec.parse_reference("c1-hig-2013")
    search = Search(rules, 0)
    s = Scenario(
        players=("red", "blue"),
        active="blue",
        markers={"red": {MEEPLE: 10}, "blue": {MEEPLE: 30}},
        robbers={"red": None, "blue": 10},
        turn=(Step(SCORE, events=(Event("red", 3, "f0.0"),)), Step(PLACE), Step(SCORE, events=(Event("red", 8, "f2.0"),))),
    )
    with_clause = search.readings.sim(s, rules)
    assert {tuple((st.thief, st.points) for st in o.steals) for o in with_clause} == {(("blue", 2),), (("blue", 2), ("blue", 4))}
    assert search.readings.sim(s, search.without("triggered-robber-stays")) == with_clause
