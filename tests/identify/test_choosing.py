"""checker.identify.choosing on small tables worked out by hand: the
expected information gain, the next question, the follow-up that asks for
every allowed outcome, and the verdict."""

import math

import pytest

from checker.identify.choosing import OUTSIDE, gain, gain_of_every, next_question, table_of, verdict


def table(*questions, candidates=("a", "b", "c")):
    """A table from (id, [legal option indices per candidate]) pairs."""
    qs = []
    for qid, legal in questions:
        sets = []
        for s in legal:
            if sorted(s) not in sets:
                sets.append(sorted(s))
        options = max(max(s) for s in legal) + 1
        qs.append({"id": qid, "topics": [qid], "scenario": {}, "options": [{"n": i} for i in range(options)],
                   "sets": sets, "legal": [sets.index(sorted(s)) for s in legal]})
    return table_of({"module": "toy", "title": "Toy", "candidates": [{"rule_set": c} for c in candidates],
                     "questions": qs})


def test_gain_by_hand():
    # a allows {0}, b allows {1}: the answer names the candidate, 1 bit.
    t = table(("q", [{0}, {1}]), candidates=("a", "b"))
    assert gain(t.questions[0], {0: 0.5, 1: 0.5}) == pytest.approx(1.0)
    # a allows {0}, b allows {0, 1}: P(0) = 1/2 + 1/4, P(1) = 1/4;
    # H = 0.75 log2(4/3) + 0.25 log2(4) = 0.811278; minus b's 1/2 * log2(2).
    t = table(("q", [{0}, {0, 1}]), candidates=("a", "b"))
    assert gain(t.questions[0], {0: 0.5, 1: 0.5}) == pytest.approx(0.811278 - 0.5, abs=1e-6)
    # Both allow {0, 1}: nothing to learn.
    t = table(("q", [{0, 1}, {0, 1}]), candidates=("a", "b"))
    assert gain(t.questions[0], {0: 0.5, 1: 0.5}) == pytest.approx(0.0)
    # Naming every allowed outcome: the sets {0} and {0, 1} split 1/2, 1/2.
    t = table(("q", [{0}, {0, 1}]), candidates=("a", "b"))
    assert gain_of_every(t.questions[0], {0: 0.5, 1: 0.5}) == pytest.approx(1.0)


def test_the_question_that_splits_best_comes_first_and_ties_go_to_the_first():
    # q1 separates a from b and c (0.918 bits); q2 separates all three (log2 3).
    t = table(("q1", [{0}, {1}, {1}]), ("q2", [{0}, {1}, {2}]))
    step = next_question(t, {})
    assert (step.question.id, step.every) == ("q2", False)
    assert step.gain == pytest.approx(math.log2(3))
    # Two questions alike: the first in the table's order.
    t = table(("q1", [{0}, {1}, {2}]), ("q2", [{2}, {1}, {0}]))
    assert next_question(t, {}).question.id == "q1"


def test_the_answers_narrow_and_the_questioning_ends_with_the_rule_set_named():
    t = table(("q1", [{0}, {1}, {1}]), ("q2", [{0}, {0}, {1}]))
    first = next_question(t, {})
    assert first.question.id == "q1"
    step = next_question(t, {"q1": 1})  # b or c: q2 tells them apart
    assert step.question.id == "q2"
    assert next_question(t, {"q1": 1, "q2": 1}) is None
    result = verdict(t, {"q1": 1, "q2": 1})
    assert result.in_play == [2] and [f.label for f in result.tied] == [2] and result.separating == []


def test_one_pick_that_fits_a_narrower_rule_set_is_asked_again_for_every_outcome():
    # a allows {0, 1}, b only {0}: the pick 0 fits both (b likelier). Asked
    # again for every outcome: [0, 1] names a.
    t = table(("q", [{0, 1}, {0}]), candidates=("a", "b"))
    assert next_question(t, {}).question.id == "q"
    again = next_question(t, {"q": 0})
    assert (again.question.id, again.every) == ("q", True)
    assert verdict(t, {"q": 0}).separating == ["q"]
    assert next_question(t, {"q": frozenset({0, 1})}) is None
    assert verdict(t, {"q": frozenset({0, 1})}).in_play == [0]
    assert verdict(t, {"q": frozenset({0})}).in_play == [1]


def test_an_answer_no_candidate_allows_leaves_the_best_fit_with_the_miss_named():
    t = table(("q1", [{0}, {1}, {2}]), ("q2", [{0}, {0}, {1}]))
    result = verdict(t, {"q1": OUTSIDE, "q2": 1})
    assert result.in_play == [2]
    assert result.ranked[0].misses == ("q1",)
    assert result.margin == math.inf


def test_candidates_that_play_alike_everywhere_are_named_together():
    t = table(("q1", [{0}, {1}, {1}]), candidates=("a", "b", "b-again"))
    assert next_question(t, {"q1": 1}) is None
    result = verdict(t, {"q1": 1})
    assert result.in_play == [1, 2] and len(result.tied) == 2 and result.margin is None
