"""Arithmetic on terms that are ``If`` trees with number leaves.

In a concrete scenario every score is such a tree over the players' Boolean
choices. Applying a function to the leaves (``max(0, s + 3)``, ``s % 50``)
keeps it a tree of numbers, which Z3 then compares as plain Boolean formulas;
the generic arithmetic form would make the solver reason about linear
integer constraints at every step. Anything that is not such a tree (the
symbolic numbers of a proof) is left to the generic form.
"""

from __future__ import annotations

from typing import Callable

import z3


class _TooBig(Exception):
    pass


# term id -> (term, kind, parts). z3py's ``children()`` is slow and the walks
# below visit shared nodes many times. The term is kept so that its id stays
# unique while cached; the cache is dropped when it grows large.
_NODES: dict = {}
_MAX_NODES = 200_000


def _node(term):
    key = term.get_id()
    hit = _NODES.get(key)
    if hit is None:
        if len(_NODES) > _MAX_NODES:
            _NODES.clear()
        if z3.is_int_value(term):
            hit = (term, "int", term.as_long())
        elif z3.is_app_of(term, z3.Z3_OP_ITE):
            cond, then, other = term.children()
            hit = (term, "ite", (cond, cond.get_id(), then, other))
        else:
            hit = (term, "other", None)
        _NODES[key] = hit
    return hit


def is_tree(term) -> bool:
    """Is ``term`` an ``If`` tree whose leaves are all numbers?"""
    seen, stack = set(), [term]
    while stack:
        t = stack.pop()
        if t.get_id() in seen:
            continue
        seen.add(t.get_id())
        _, kind, parts = _node(t)
        if kind == "other":
            return False
        if kind == "ite":
            stack += [parts[2], parts[3]]
    return True


def _walk(term, known: dict, at_leaf, budget: list):
    """Rebuild ``term`` with ``at_leaf(value, known)`` at each number leaf.

    ``known`` holds the conditions decided on the way down, so a condition
    repeated deeper in the tree takes its branch instead of doubling the tree.
    """
    _, kind, parts = _node(term)
    if kind == "int":
        budget[0] -= 1
        if budget[0] < 0:
            raise _TooBig
        return at_leaf(parts, known)
    if kind != "ite":
        return None
    cond, key, then, other = parts
    if key in known:
        return _walk(then if known[key] else other, known, at_leaf, budget)
    known[key] = True
    a = _walk(then, known, at_leaf, budget)
    known[key] = False
    b = _walk(other, known, at_leaf, budget) if a is not None else None
    del known[key]
    if a is None or b is None:
        return None
    return a if z3.eq(a, b) else z3.If(cond, a, b)


def leaf_map(term, fn: Callable[[int], int], cap: int = 4096):
    """``term`` with ``fn`` applied to every number leaf, or None if a leaf is
    not a number (or the tree has more than ``cap`` leaves)."""
    try:
        return _walk(term, {}, lambda v, known: z3.IntVal(fn(v)), [cap])
    except _TooBig:
        return None


def leaf_combine(a, b, fn: Callable[[int, int], int], cap: int = 4096):
    """``fn`` over the leaves of two trees of numbers (``b`` walked under each
    leaf of ``a``, with ``a``'s decided conditions), or None."""
    budget = [cap]

    def under(v, known):
        return _walk(b, known, lambda w, _: z3.IntVal(fn(v, w)), budget)

    try:
        return _walk(a, {}, under, budget)
    except _TooBig:
        return None


class _NotNumber(Exception):
    pass


def fold_formula(formula, placeholder, tree):
    """``formula`` (a term in ``placeholder``) applied to each leaf of ``tree``,
    as a tree of numbers; None when ``tree`` or the results are not numbers."""
    formula = z3.IntVal(formula) if isinstance(formula, int) else formula

    def at(v: int) -> int:
        value = z3.simplify(z3.substitute(formula, (placeholder, z3.IntVal(v))))
        if not z3.is_int_value(value):
            raise _NotNumber
        return value.as_long()

    try:
        return leaf_map(tree, at)
    except _NotNumber:
        return None


def fold_sum(terms, cap: int = 4096):
    """The sum of trees of numbers as one tree, or a plain ``Sum`` when too big."""
    terms = list(terms)
    if not terms:
        return z3.IntVal(0)
    acc = terms[0]
    for t in terms[1:]:
        acc = leaf_combine(acc, t, lambda v, w: v + w, cap)
        if acc is None:
            return z3.Sum(*terms)
    return acc


def plus(score, points):
    """``max(0, score + points)`` (a marker never goes below 0), leaf by leaf
    when both are trees of numbers."""
    points = z3.simplify(points) if not isinstance(points, int) else z3.IntVal(points)
    folded = leaf_combine(score, points, lambda v, w: max(0, v + w))
    if folded is not None:
        return folded
    total = score + points
    return z3.If(total < 0, 0, total)
