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

from checker.solver.capi import (
    FALSE,
    TRUE,
    app_decl,
    arg_of,
    ast_id,
    ast_kind,
    decl_kind,
    equal,
    negation,
    num,
    sort_kind,
    sort_of,
    term_id,
    wrap_bool,
    wrap_int,
)
from checker.solver.deadline import stop_if_past


class _TooBig(Exception):
    pass


# term id -> (term, kind, parts, term id). The walks below visit shared nodes many
# times; the term is kept so that its id stays unique while cached, and the
# cache is dropped when it grows large. The node is read through the C API:
# z3py's ``children()`` alone costs about 50 µs.
_NODES: dict = {}
_MAX_NODES = 200_000
_REF = z3.main_ctx().ref()
_TRUE_ID, _FALSE_ID = term_id(TRUE), term_id(FALSE)
_mk_ite = z3.Z3_mk_ite
_NUMERAL, _APP, _ITE, _INT_SORT = z3.Z3_NUMERAL_AST, z3.Z3_APP_AST, z3.Z3_OP_ITE, z3.Z3_INT_SORT
_numeral_string = z3.Z3_get_numeral_string  # checked: its bytes become a str
_TREES: dict = {}  # term id -> (term, is_tree(term)), cleared with _NODES


def _node(term):
    ast = term.ast
    key = ast_id(_REF, ast)
    hit = _NODES.get(key)
    if hit is None:
        if len(_NODES) > _MAX_NODES:
            _NODES.clear()
            _TREES.clear()
        kind = ast_kind(_REF, ast)
        if kind == _NUMERAL and sort_kind(_REF, sort_of(_REF, ast)) == _INT_SORT:
            hit = (term, "int", int(_numeral_string(_REF, ast)), key)
        elif kind == _APP and decl_kind(_REF, app_decl(_REF, ast)) == _ITE:
            cond = arg_of(_REF, ast, 0)
            wrap = wrap_bool if type(term) is z3.BoolRef else wrap_int
            parts = (
                wrap_bool(cond),
                ast_id(_REF, cond),
                wrap(arg_of(_REF, ast, 1)),
                wrap(arg_of(_REF, ast, 2)),
            )
            hit = (term, "ite", parts, key)
        else:
            hit = (term, "other", None, key)
        _NODES[key] = hit
    return hit


def is_tree(term) -> bool:
    """Is ``term`` an ``If`` tree whose leaves are all numbers?

    Walked with a stack of its own, not by recursion: a turn of a thousand
    events makes trees a thousand levels deep (one player's order of its
    events is a chain of ``If``), past Python's recursion limit."""
    top = _node(term)
    if top[1] != "ite":
        return top[1] == "int"
    answers: dict = {}  # term id -> is a tree (_TREES may be cleared mid-walk)
    stack = [top]
    while stack:
        node = stack[-1]
        if node[3] in answers:
            stack.pop()
            continue
        answer, waiting = True, []
        for child in (node[2][2], node[2][3]):
            _, kind, _, key = part = _node(child)
            if kind == "ite":
                hit = answers.get(key, _TREES.get(key, (None, None))[1])
                if hit is None:
                    waiting.append(part)
                    continue
            else:
                hit = kind == "int"
            if not hit:
                answer, waiting = False, []
                break
        if waiting:
            stack.extend(waiting)
            continue
        answers[node[3]] = answer
        _TREES[node[3]] = (node[0], answer)
        stack.pop()
    return answers[top[3]]


#: Deepest ``If`` nesting a walk below follows before it leaves the term to
#: the generic arithmetic (as for too many leaves): a tree that deep comes
#: only from a turn far beyond any real one, and the walk recurses.
_MAX_DEPTH = 300


def _walk(term, known: dict, at_leaf, budget: list):
    """Rebuild ``term`` with ``at_leaf(value, known)`` at each number leaf,
    as (term, its id), or None.

    ``known`` holds the conditions decided on the way down, so a condition
    repeated deeper in the tree takes its branch instead of doubling the tree.
    ``budget`` is [number leaves still allowed, ``If`` levels entered]: past
    either limit the walk gives up (``_TooBig``).
    """
    _, kind, parts, _ = _node(term)
    if kind == "int":
        budget[0] -= 1
        if budget[0] < 0:
            raise _TooBig
        return at_leaf(parts, known)
    if kind != "ite":
        return None
    stop_if_past()
    budget[1] += 1
    if budget[1] > _MAX_DEPTH:
        raise _TooBig
    cond, key, then, other = parts
    if key in known:
        found = _walk(then if known[key] else other, known, at_leaf, budget)
        budget[1] -= 1
        return found
    known[key] = True
    a = _walk(then, known, at_leaf, budget)
    known[key] = False
    b = _walk(other, known, at_leaf, budget) if a is not None else None
    del known[key]
    budget[1] -= 1
    if a is None or b is None:
        return None
    # capi.ite on two number trees, with the ids at hand: its branch on a
    # literal condition, one branch when both are the same term.
    if key == _TRUE_ID or a[1] == b[1]:
        return a
    if key == _FALSE_ID:
        return b
    made = wrap_int(_mk_ite(_REF, cond.ast, a[0].ast, b[0].ast))
    return made, ast_id(_REF, made.ast)


_LEAVES: dict = {}  # value -> (the shared numeral, its id)


def _leaf(value: int):
    hit = _LEAVES.get(value)
    if hit is None:
        term = num(value)
        hit = _LEAVES[value] = (term, term_id(term))
    return hit


def _term(pair):
    return None if pair is None else pair[0]


def leaf_map(term, fn: Callable[[int], int], cap: int = 4096):
    """``term`` with ``fn`` applied to every number leaf, or None if a leaf is
    not a number (or the tree has more than ``cap`` leaves)."""
    try:
        return _term(_walk(term, {}, lambda v, known: _leaf(fn(v)), [cap, 0]))
    except _TooBig:
        return None


def leaf_combine(a, b, fn: Callable[[int, int], int], cap: int = 4096):
    """``fn`` over the leaves of two trees of numbers (``b`` walked under each
    leaf of ``a``, with ``a``'s decided conditions), or None."""
    budget = [cap, 0]

    def under(v, known):
        return _walk(b, known, lambda w, _: _leaf(fn(v, w)), budget)

    try:
        return _term(_walk(a, {}, under, budget))
    except _TooBig:
        return None


class _NotNumber(Exception):
    pass


# (formula id, placeholder id) -> (formula, placeholder, {leaf: value or None}):
# a clause's formula is the same term for every candidate, and substituting
# and simplifying it costs more than the rest of a leaf's walk.
_FORMULAS: dict = {}


def fold_formula(formula, placeholder, tree):
    """``formula`` (a term in ``placeholder``) applied to each leaf of ``tree``,
    as a tree of numbers; None when ``tree`` or the results are not numbers."""
    formula = num(formula)
    key = (term_id(formula), term_id(placeholder))
    entry = _FORMULAS.get(key)
    if entry is None:
        entry = _FORMULAS[key] = (formula, placeholder, {})
    values = entry[2]

    def at(v: int) -> int:
        if v not in values:
            value = z3.simplify(z3.substitute(formula, (placeholder, num(v))))
            values[v] = value.as_long() if z3.is_int_value(value) else None
        if values[v] is None:
            raise _NotNumber
        return values[v]

    try:
        return leaf_map(tree, at)
    except _NotNumber:
        return None


_OPS = {"sum": lambda v, w: v + w, "plus": lambda v, w: max(0, v + w)}
# (op, cap, a's id, b's id) -> (a, b, leaf_combine's answer). An encoding
# folds the same two trees again and again (each robber's candidates sum the
# same moves), most often to find them too big once more; a's and b's terms
# are kept so that their ids stay theirs while cached.
_COMBINED: dict = {}


def combined(a, b, op: str, cap: int = 4096):
    """``leaf_combine(a, b, fn, cap)`` for ``fn`` the operation named ``op``
    ("sum": v + w; "plus": max(0, v + w)), remembered."""
    key = (op, cap, term_id(a), term_id(b))
    hit = _COMBINED.get(key)
    if hit is None:
        if len(_COMBINED) > _MAX_NODES:
            _COMBINED.clear()
        hit = _COMBINED[key] = (a, b, leaf_combine(a, b, _OPS[op], cap))
    return hit[2]


def fold_sum(terms, cap: int = 4096):
    """The sum of trees of numbers as one tree, or a plain ``Sum`` when too big."""
    terms = list(terms)
    if not terms:
        return num(0)
    acc = terms[0]
    for t in terms[1:]:
        acc = combined(acc, t, "sum", cap)
        if acc is None:
            return z3.Sum(*terms)
    return acc


def plus(score, points):
    """``max(0, score + points)`` (a marker never goes below 0), leaf by leaf
    when both are trees of numbers."""
    if isinstance(points, int):
        points = num(points)
    elif not is_tree(points):
        points = z3.simplify(points)
    folded = combined(score, points, "plus")
    if folded is not None:
        return folded
    total = score + points
    return z3.If(total < 0, 0, total)



_TESTS = {
    "==": lambda v, w: v == w,
    "!=": lambda v, w: v != w,
    "<": lambda v, w: v < w,
    "<=": lambda v, w: v <= w,
    ">": lambda v, w: v > w,
    ">=": lambda v, w: v >= w,
}
_PLAIN = {
    "==": equal,
    "!=": lambda a, b: negation(equal(a, b)),
    "<": lambda a, b: a < b,
    "<=": lambda a, b: a <= b,
    ">": lambda a, b: a > b,
    ">=": lambda a, b: a >= b,
}


def compare(a, b, op: str):
    """``a op b`` (``==``, ``!=``, ``<``, ``<=``, ``>``, ``>=``) over Int terms
    or ints: a literal truth when both are numbers, so that the conditions
    built on it fold at once, otherwise the plain comparison. (Deciding a
    tree against a number leaf by leaf was tried: it made the encoding
    slower to build and the search no faster.)"""
    a, b = num(a), num(b)
    x, y = _node(a), _node(b)
    if x[1] == "int" and y[1] == "int":
        return TRUE if _TESTS[op](x[2], y[2]) else FALSE
    return _PLAIN[op](a, b)
