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


def leaf_map(term, fn: Callable[[int], int], memo: dict | None = None):
    """``term`` with ``fn`` applied to every number leaf, or None if a leaf is not a number."""
    memo = {} if memo is None else memo
    key = term.get_id()
    if key in memo:
        return memo[key]
    if z3.is_int_value(term):
        result = z3.IntVal(fn(term.as_long()))
    elif z3.is_app_of(term, z3.Z3_OP_ITE):
        cond, then, other = term.children()
        a = leaf_map(then, fn, memo)
        b = leaf_map(other, fn, memo) if a is not None else None
        result = None if a is None or b is None else (a if z3.eq(a, b) else z3.If(cond, a, b))
    else:
        result = None
    memo[key] = result
    return result


def leaf_count(term, cap: int) -> int:
    """Number leaves of an ``If`` tree, counted up to ``cap`` (more means too big to fold)."""
    stack, n = [term], 0
    while stack and n <= cap:
        t = stack.pop()
        if z3.is_app_of(t, z3.Z3_OP_ITE):
            stack.extend(t.children()[1:])
        else:
            n += 1
    return n


def leaf_combine(a, b, fn: Callable[[int, int], int], cap: int = 64):
    """``fn`` over the leaves of two trees of numbers (b inside each leaf of a),
    or None when a leaf is not a number or the product would exceed ``cap``."""
    if z3.is_int_value(b):
        return leaf_map(a, lambda v: fn(v, b.as_long()))
    if leaf_count(a, cap) * leaf_count(b, cap) > cap:
        return None
    memo: dict = {}

    def walk(t):
        key = t.get_id()
        if key not in memo:
            if z3.is_int_value(t):
                v = t.as_long()
                memo[key] = leaf_map(b, lambda w: fn(v, w))
            elif z3.is_app_of(t, z3.Z3_OP_ITE):
                cond, then, other = t.children()
                x, y = walk(then), walk(other)
                memo[key] = None if x is None or y is None else (x if z3.eq(x, y) else z3.If(cond, x, y))
            else:
                memo[key] = None
        return memo[key]

    return walk(a)


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


def fold_sum(terms, cap: int = 256):
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
