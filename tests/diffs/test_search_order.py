"""How a Robbers diff orders and budgets its search: shapes the differing
clauses can show on first, each direction within solver steps, witnesses
shrunk and tidied with every change re-checked.

Facts from the sources: the rogue split (which of two markers moving by
rogue points a robber follows, 000_b5b7da8525665df2.txt, "Rogue points")
needs two thieves and the robber's owner, so three players.
"""

from __future__ import annotations

import z3

from checker.diffs.search import SAME, UNKNOWN
from checker.robbers.diff import diff
from checker.robbers.diff.hunt import Hunt
from checker.robbers.diff.needs import min_players, split_shapes
from checker.robbers.symbolic import Bound
from checker.robbers.symbolic.shape import Shape, shapes
from spec import parse_reference

ROGUE = ("c1-hig-2012", "c1-hig-2012+rogue-split=turn-order")


def rules(a, b):
    return parse_reference(a), parse_reference(b)


def test_the_rogue_split_needs_three_players_and_other_topics_any():
    assert min_players(*rules(*ROGUE))[0] == 3
    assert min_players(*rules("c1-hig-2012", "c1-hig-2013"))[0] == 2
    able, unable, why = split_shapes(shapes(Bound()), *rules(*ROGUE))
    assert [s.players for s in unable] == [2, 2] and min(s.players for s in able) == 3 and "rogue-split" in why


def test_a_rogue_split_witness_says_which_smaller_shapes_were_not_searched():
    result = diff(*rules(*ROGUE), Bound(max_players=3, rounds=1, events=2), timeout=60)
    assert result.status == "different"
    assert len(result.witness["scenario"]["players"]) == 3
    assert "not searched" in result.note and "2 players, no game end" in result.note
    assert [label for label, _ in result.shapes] == ["3 players, no game end"]


def test_shapes_set_aside_are_still_searched_before_saying_same():
    # Two players cannot show the rogue split: the diff proves it on both
    # shapes rather than skipping them.
    result = diff(*rules(*ROGUE), Bound(max_players=2, rounds=1, events=2), timeout=60)
    assert result.status == "same"
    assert result.shapes == [("2 players, no game end", "same"), ("2 players, with game end", "same")]


def test_a_run_out_of_steps_is_unknown_never_same():
    hunt = Hunt(*rules("c1-hig-2012", "c1-hig-2013"), Bound(max_players=2, rounds=1, events=1), None)
    shape = Shape(2, True)
    search = hunt.search(shape)
    status, _ = search.run([hunt.selector(shape, 1)], steps=1)
    assert status == UNKNOWN
    assert search.steps_used > 0
    status, _ = search.run([hunt.selector(shape, 1)], steps=None)
    assert status != UNKNOWN


def test_one_direction_is_searched_alone():
    # 2013's end bonus gives outcomes 2012 lacks; none the other way round
    # is not asked when only 2012's direction is assumed.
    hunt = Hunt(*rules("c1-hig-2012", "c1-hig-2013"), Bound(max_players=2, rounds=1, events=1), None)
    shape = Shape(2, True)
    search = hunt.search(shape)
    status, model = search.run([hunt.selector(shape, 1)])
    assert status == "different"
    assert search.side_of(model) is search.sides[1]
    assert z3.is_false(model.eval(search.sides[0].selector, model_completion=True))


def test_a_same_verdict_is_reported_for_the_whole_bound_only():
    result = diff(*rules("c1-hig-2013", "c1-hig-2013+arrival-trigger=no"), Bound(max_players=2, rounds=1, events=1))
    assert result.status == SAME and {status for _, status in result.shapes} == {SAME}
    assert len(result.shapes) == len(shapes(Bound(max_players=2, rounds=1, events=1)))
