"""The track space of a symbolic score: one ``If`` per lap the score can reach.

A concrete score is a tree of numbers and its space is folded leaf by leaf
(``folding``). A proof's score is a term over free numbers. ``score % track``
makes the solver reason about integer division (20 times slower on a small
bound); following the term's structure (the space of ``If(c, a, b)`` as
``If(c, space(a), space(b))``) was 10 times slower. What works best is the
plain lap chain, cut to the laps the score's interval can reach: early in the
turn a score spans one or two laps, not the 45 of the whole turn's bound.
Intervals come from the variables' ranges, through ``If``, sums and the
halving of a steal.
"""

from __future__ import annotations

import z3

from checker.solver.capi import (
    app_decl,
    arg_count,
    arg_of,
    ast_array,
    ast_id,
    ast_kind,
    decl_kind,
    term_id,
    wrap_bool,
    wrap_int,
)

_REF = z3.main_ctx().ref()
_APP, _NUMERAL, _ITE = z3.Z3_APP_AST, z3.Z3_NUMERAL_AST, z3.Z3_OP_ITE


_INT = z3.Z3_mk_int_sort(_REF)


def _value(numeral) -> int:
    return int(z3.Z3_get_numeral_string(_REF, numeral.ast))


# ``t >= n`` and ``t - n`` as z3py's operators build them (a numeral made for
# each, held only by the term), through the C API: the same terms, made in
# the same order, without z3py's coercions.
def _numeral(n: int):
    return wrap_int(z3.Z3_mk_numeral(_REF, str(n), _INT))


def _at_least(t, n: int):
    bound = _numeral(n)  # held until the term holds it
    return wrap_bool(z3.Z3_mk_ge(_REF, t.ast, bound.ast))


def _minus(t, n: int):
    shift = _numeral(n)
    return wrap_int(z3.Z3_mk_sub(_REF, 2, ast_array([t, shift])))


class SymbolicSpaces:
    """``space(term)`` for terms built from numbers whose intervals are known."""

    def __init__(self, track: int, ranges: dict) -> None:
        self.track = track
        self.ranges = ranges  # variable name -> (low, high); "*": any other variable
        self._interval: dict = {}
        self._space: dict = {}

    def entries(self) -> int:
        """How many terms the memos hold (intervals and spaces): what a
        memo shared between encodings is bounded by."""
        return len(self._interval) + len(self._space)

    def _memo(self, t, cache: dict, kids_of, compute):
        """Post-order evaluation without recursion (score terms are deep).
        Every node visited is kept in ``cache`` with its value."""
        key = term_id(t)
        if key in cache:
            return cache[key][1]
        stack = [(t, key)]
        while stack:
            top, k = stack[-1]
            if k in cache:
                stack.pop()
                continue
            pending = [kid for kid in kids_of(top) if kid[1] not in cache]
            if pending:
                stack.extend(pending)
                continue
            stack.pop()
            cache[k] = (top, compute(top))
        return cache[key][1]

    def interval(self, t) -> tuple[int, int]:
        return self._memo(t, self._interval, self._interval_kids, self._compute_interval)

    @staticmethod
    def _interval_kids(t) -> list:
        """(term, id) of the arguments whose intervals ``t``'s needs (read
        through the C API: z3py's ``children()`` costs far more)."""
        ast = t.ast
        if ast_kind(_REF, ast) != _APP:
            return []
        count = arg_count(_REF, ast)
        first = 1 if decl_kind(_REF, app_decl(_REF, ast)) == _ITE else 0
        kids = [arg_of(_REF, ast, i) for i in range(first, count)]
        return [(wrap_int(kid), ast_id(_REF, kid)) for kid in kids]

    def _compute_interval(self, t) -> tuple[int, int]:
        get = lambda k: self._interval[term_id(k)][1]  # noqa: E731
        ast = t.ast
        kind = ast_kind(_REF, ast)
        if kind == _NUMERAL:
            v = _value(t)
            return v, v
        if kind != _APP:
            raise ValueError("no interval rule for a quantifier or bound variable")
        count = arg_count(_REF, ast)
        if count == 0:  # a constant
            name = t.decl().name()
            if name in self.ranges:
                return self.ranges[name]
            return self.ranges["*"]  # a free choice of amount (no clause sets it)
        op = decl_kind(_REF, app_decl(_REF, ast))
        kids = [wrap_int(arg_of(_REF, ast, i)) for i in range(count)]
        if op == z3.Z3_OP_ITE:
            a, b = get(kids[1]), get(kids[2])
            return min(a[0], b[0]), max(a[1], b[1])
        if op == z3.Z3_OP_ADD:
            parts = [get(k) for k in kids]
            return sum(p[0] for p in parts), sum(p[1] for p in parts)
        if op == z3.Z3_OP_SUB:
            a, b = get(kids[0]), get(kids[1])
            return a[0] - b[1], a[1] - b[0]
        if op == z3.Z3_OP_UMINUS:
            a = get(kids[0])
            return -a[1], -a[0]
        if op == z3.Z3_OP_MUL and count == 2 and z3.is_int_value(kids[0]):
            c, (lo, hi) = _value(kids[0]), get(kids[1])
            return min(c * lo, c * hi), max(c * lo, c * hi)
        if op == z3.Z3_OP_IDIV and z3.is_int_value(kids[1]) and _value(kids[1]) > 0:
            c, (lo, hi) = _value(kids[1]), get(kids[0])
            return lo // c, hi // c
        raise ValueError(f"no interval rule for {t.decl().name()}")

    def wrap(self, t):
        """``t`` brought onto the track, by the laps its interval allows."""
        lo, hi = self.interval(t)
        first, last = lo // self.track, hi // self.track
        term = _minus(t, first * self.track) if first else t
        for lap in range(first + 1, last + 1):
            shift = lap * self.track
            reached, moved = _at_least(t, shift), _minus(t, shift)
            term = wrap_int(z3.Z3_mk_ite(_REF, reached.ast, moved.ast, term.ast))
        return term

    def space(self, t):
        key = term_id(t)
        if key not in self._space:
            self._space[key] = (t, self.wrap(t))
        return self._space[key][1]
