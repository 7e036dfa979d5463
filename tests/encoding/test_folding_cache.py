"""``folding.combined`` remembers leaf_combine's answer per pair of trees
(issue 32): two different problems must never share an answer. Each
expected value is worked out by hand from the trees' leaves."""

import z3

from checker.solver import folding
from checker.solver.folding import combined, fold_sum, plus

X, Y = z3.Bools("fold_cache_x fold_cache_y")


def value(term, x: bool, y: bool) -> int:
    return z3.simplify(z3.substitute(term, (X, z3.BoolVal(x)), (Y, z3.BoolVal(y)))).as_long()


def table(term) -> list:
    return [value(term, x, y) for x in (True, False) for y in (True, False)]


def test_two_pairs_with_one_tree_in_common_get_their_own_sums():
    """If(x, 1, 2) + If(y, 10, 20) is 11, 21, 12, 22 (x, y = TT, TF, FT, FF);
    with If(y, 100, 200) instead it is 101, 201, 102, 202."""
    a = z3.If(X, 1, 2)
    assert table(combined(a, z3.If(Y, 10, 20), "sum")) == [11, 21, 12, 22]
    assert table(combined(a, z3.If(Y, 100, 200), "sum")) == [101, 201, 102, 202]


def test_one_pair_under_two_operations_gets_two_answers():
    """If(x, 1, 2) with If(y, -5, 3): the sum is -4, 4, -3, 5; max(0, sum)
    is 0, 4, 0, 5. Asked in both orders, so neither answer can come from
    the other's entry."""
    a, b = z3.If(X, 1, 2), z3.If(Y, -5, 3)
    assert table(combined(a, b, "sum")) == [-4, 4, -3, 5]
    assert table(combined(a, b, "plus")) == [0, 4, 0, 5]
    c, d = z3.If(X, 3, 4), z3.If(Y, -6, 1)
    assert table(combined(c, d, "plus")) == [0, 4, 0, 5]
    assert table(combined(c, d, "sum")) == [-3, 4, -2, 5]


def test_the_order_of_a_pair_is_part_of_the_question():
    """a = If(x, If(y, 1, 2), 3), b = If(y, 10, 20): a + b is 11, 22, 13, 23
    either way round; the entries differ (b walked first), the sums agree."""
    a, b = z3.If(X, z3.If(Y, 1, 2), 3), z3.If(Y, 10, 20)
    assert table(combined(a, b, "sum")) == [11, 22, 13, 23]
    assert table(combined(b, a, "sum")) == [11, 22, 13, 23]


def test_the_cap_is_part_of_the_question():
    """If(x, 1, 2) + If(y, 30, 40) visits 6 leaves (a's 2, then b's 2 under
    each): with a cap of 5 there is no tree (None), with 6 there is one;
    the first answer is not reused."""
    a, b = z3.If(X, 1, 2), z3.If(Y, 30, 40)
    assert combined(a, b, "sum", cap=5) is None
    assert table(combined(a, b, "sum", cap=6)) == [31, 41, 32, 42]


def test_a_remembered_answer_keeps_its_trees_and_is_the_same_term():
    """The entry holds both trees (so their ids stay theirs while cached),
    and asking again gives the very term of the first answer."""
    a, b = z3.If(X, 5, 6), z3.If(Y, 7, 8)
    first = combined(a, b, "sum")
    entry = folding._COMBINED[("sum", 4096, a.get_id(), b.get_id())]
    assert entry[0].eq(a) and entry[1].eq(b)
    assert combined(z3.If(X, 5, 6), z3.If(Y, 7, 8), "sum").eq(first)
    assert table(first) == [12, 13, 13, 14]


def test_fold_sum_and_plus_through_the_cache():
    """fold_sum of If(x, 1, 2), If(y, 10, 20), 5 is 16, 26, 17, 27; plus of
    If(x, 1, 2) and If(y, -3, 0) is max(0, .): 0, 1, 0, 2."""
    assert table(fold_sum([z3.If(X, 1, 2), z3.If(Y, 10, 20), z3.IntVal(5)])) == [16, 26, 17, 27]
    assert table(plus(z3.If(X, 1, 2), z3.If(Y, -3, 0))) == [0, 1, 0, 2]
