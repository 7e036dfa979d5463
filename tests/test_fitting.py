"""checker.fitting: the likelihood ranking both the diagnosis and identify use.

The expected values are worked out by hand from the model in the module's
docstring: one outcome answered weighs |L| when it is legal, a whole set
weighs 1 when it is exactly L, and an answer outside L is unexplained.
"""

import math

from checker.fitting import Fit, Observation, fit, margin_log10, rank, tied_first


def obs(key, answer, *legal, whole_set=False):
    return Observation(key, answer, frozenset(legal), whole_set)


def test_a_specific_candidate_beats_one_that_allows_everything():
    # The engine answered a theft of 2 on two turns. "Rounded down" allows
    # {2} and {2, 3}; "the amount's clause dropped" allows 1..4 each time.
    down = fit("rounded-down", [obs("v1", 2, 2), obs("v2", 2, 2, 3)])
    dropped = fit("dropped", [obs("v1", 2, 1, 2, 3, 4), obs("v2", 2, 1, 2, 3, 4)])
    assert (down.explained, down.denominator, down.misses) == (2, 2, ())
    assert (dropped.explained, dropped.denominator) == (2, 16)
    ranked = rank([dropped, down])
    assert [f.label for f in ranked] == ["rounded-down", "dropped"]
    # 1/2 against 1/16: eight times as likely.
    assert math.isclose(margin_log10(ranked), math.log10(8))


def test_fewest_unexplained_answers_come_first_whatever_the_likelihood():
    certain_but_wrong_once = fit("a", [obs("v1", 1, 1), obs("v2", 5, 1)])
    vague_but_right = fit("b", [obs("v1", 1, *range(10)), obs("v2", 5, *range(10))])
    assert certain_but_wrong_once.misses == ("v2",)
    ranked = rank([certain_but_wrong_once, vague_but_right])
    assert [f.label for f in ranked] == ["b", "a"]
    assert margin_log10(ranked) == math.inf


def test_a_whole_set_is_explained_only_by_the_same_set():
    same = fit("same", [obs("v", [1, 2], 2, 1, whole_set=True)])
    larger = fit("larger", [obs("v", [1, 2], 1, 2, 3, whole_set=True)])
    assert (same.explained, same.denominator) == (1, 1)
    assert larger.misses == ("v",)


def test_exact_ties_are_reported_and_have_no_margin():
    a = fit("a", [obs("v", 1, 1, 2)])
    b = fit("b", [obs("v", 1, 1, 3)])
    c = fit("c", [obs("v", 1, 1, 2, 3)])
    ranked = rank([c, b, a])
    assert [f.label for f in tied_first(ranked)] == ["a", "b"]
    assert margin_log10(ranked) is None


def test_the_tiebreak_order_is_the_callers():
    a = fit("long explanation", [obs("v", 1, 1)])
    b = fit("short", [obs("v", 1, 1)])
    ranked = rank([a, b], order=lambda label: (len(label), label))
    assert [f.label for f in ranked] == ["short", "long explanation"]


def test_likelihood_is_exact_for_long_runs():
    # 400 answers each among 3 outcomes: 3**400 is far past a float's range
    # of exact integers, yet two such fits differing by one answer compare.
    many = [obs(f"v{i}", 0, 0, 1, 2) for i in range(400)]
    one_less = many[:-1] + [obs("v399", 0, 0, 1)]
    ranked = rank([fit("x", many), fit("y", one_less)])
    assert ranked[0].label == "y"
    assert math.isclose(margin_log10(ranked), math.log10(3 / 2))
    assert math.isclose(fit("x", many).log10_likelihood, -400 * math.log10(3))


def test_to_json_names_the_misses():
    f = fit("x", [obs("b", 9, 1), obs("a", 9, 1), obs("c", 1, 1, 2)])
    assert f.to_json() == {"explained": 1, "unexplained": 2, "log10_likelihood": round(-math.log10(2), 6),
                           "misses": ["a", "b"]}
    assert isinstance(f, Fit)
