"""Tidying a concrete witness: smaller, never larger, each change re-checked
by plain enumeration, within a fixed count of tries and outcomes.

Facts from the sources: 2013 adds an end bonus (each robber still on the
track at the game end scores 3 for its owner, 000_b5b7da8525665df2.txt,
footnote 12), so a game end with a robber on the track tells 2012 from
2013 without any scoring.
"""

from __future__ import annotations

from checker.errors import LimitReached
from checker.loading import scenario_from_json
from checker.robbers.diff import tidy as tidy_module
from checker.robbers.diff.tidy import differs, tidy
from checker.robbers.encoding import enumerate_outcomes
from checker.robbers.model import GAME_END, SCORE
from spec import parse_reference

BONUS = ("c1-hig-2012", "c1-hig-2013")


def rules(a, b):
    return parse_reference(a), parse_reference(b)


def scenario(markers, robbers, turn, players=("red", "blue")):
    return scenario_from_json({
        "expansion": "robbers", "track": 50, "players": list(players), "active": players[0],
        "markers": markers, "robbers": robbers, "turn": turn,
    })


BIG = scenario(
    {"red": {"meeple": 30, "courier": 12}, "blue": {"meeple": 20}}, {"red": 20, "blue": None},
    [{"step": "place-robbers"}, {"step": "game-end"},
     {"step": "score", "source": "features", "events": [{"player": "blue", "points": 9}, {"player": "red", "points": 4}]}],
)


def numbers(sc):
    return [v for k in sc.markers.values() for v in k.values()] + [abs(e.points) for s in sc.turn for e in s.events]


def test_tidy_lowers_numbers_drops_what_the_difference_does_not_need_and_keeps_the_shape():
    a, b = rules(*BONUS)
    assert differs(BIG, a, b)
    small = tidy(BIG, a, b)
    assert differs(small, a, b)
    assert sum(numbers(small)) < sum(numbers(BIG))
    # The end bonus needs no scoring and no courier: both go; the players
    # and the game end (the shape) stay, and nothing is added.
    assert [s.kind for s in small.turn if s.kind == SCORE] == []
    assert not any(small.has_courier(p) for p in small.players)
    assert small.players == BIG.players and any(s.kind == GAME_END for s in small.turn)
    assert len(small.turn) < len(BIG.turn)


def test_tidy_keeps_a_scenario_it_cannot_improve():
    a, b = rules(*BONUS)
    tiny = scenario({"red": {"meeple": 0}, "blue": {"meeple": 0}}, {"red": 0, "blue": None}, [{"step": "game-end"}])
    assert differs(tiny, a, b)
    assert tidy(tiny, a, b) == tiny


def test_tidy_never_keeps_a_variant_with_more_outcomes():
    a, b = rules(*BONUS)
    most = max(len(enumerate_outcomes(BIG, r)) for r in (a, b))
    small = tidy(BIG, a, b)
    assert max(len(enumerate_outcomes(small, r)) for r in (a, b)) <= most


def test_tidy_stays_within_its_count_of_tries_and_outcomes(monkeypatch):
    a, b = rules(*BONUS)
    calls = []  # (cap, outcomes enumerated) per enumeration

    def counted(sc, rules, max_outcomes=None):
        try:
            found = enumerate_outcomes(sc, rules) if max_outcomes is None else enumerate_outcomes(sc, rules, max_outcomes=max_outcomes)
        except LimitReached:
            calls.append((max_outcomes, max_outcomes + 1))
            raise
        calls.append((max_outcomes, len(found)))
        return found

    monkeypatch.setattr(tidy_module, "enumerate_outcomes", counted)
    tidy(BIG, a, b, max_tries=3)
    assert 2 < len(calls) <= 2 + 2 * 3  # the witness itself, then two per try
    calls.clear()
    tidy(BIG, a, b, max_outcomes=5)
    # The witness itself is enumerated whole; after it every enumeration is
    # capped, and all of them together stop one outcome past the count.
    assert all(cap is not None for cap, _ in calls[2:]) and len(calls) > 2
    assert sum(n for _, n in calls[2:]) <= 5 + 1
