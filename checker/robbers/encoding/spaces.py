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


class SymbolicSpaces:
    """``space(term)`` for terms built from numbers whose intervals are known."""

    def __init__(self, track: int, ranges: dict) -> None:
        self.track = track
        self.ranges = ranges  # variable name -> (low, high); "*": any other variable
        self._interval: dict = {}
        self._space: dict = {}

    def _memo(self, t, cache: dict, kids_of, compute):
        """Post-order evaluation without recursion (score terms are deep)."""
        key = t.get_id()
        if key in cache:
            return cache[key][1]
        stack = [t]
        while stack:
            top = stack[-1]
            k = top.get_id()
            if k in cache:
                stack.pop()
                continue
            pending = [c for c in kids_of(top) if c.get_id() not in cache]
            if pending:
                stack.extend(pending)
                continue
            stack.pop()
            cache[k] = (top, compute(top))
        return cache[key][1]

    def interval(self, t) -> tuple[int, int]:
        return self._memo(t, self._interval, self._interval_kids, self._compute_interval)

    @staticmethod
    def _interval_kids(t):
        if z3.is_int_value(t) or z3.is_const(t):
            return []
        kids = t.children()
        return kids[1:] if z3.is_app_of(t, z3.Z3_OP_ITE) else kids

    def _compute_interval(self, t) -> tuple[int, int]:
        get = lambda k: self._interval[k.get_id()][1]  # noqa: E731
        if z3.is_int_value(t):
            v = t.as_long()
            return v, v
        if z3.is_const(t):
            name = t.decl().name()
            if name in self.ranges:
                return self.ranges[name]
            return self.ranges["*"]  # a free choice of amount (no clause sets it)
        kids = t.children()
        if z3.is_app_of(t, z3.Z3_OP_ITE):
            a, b = get(kids[1]), get(kids[2])
            return min(a[0], b[0]), max(a[1], b[1])
        if z3.is_add(t):
            parts = [get(k) for k in kids]
            return sum(p[0] for p in parts), sum(p[1] for p in parts)
        if z3.is_sub(t):
            a, b = get(kids[0]), get(kids[1])
            return a[0] - b[1], a[1] - b[0]
        if z3.is_app_of(t, z3.Z3_OP_UMINUS):
            a = get(kids[0])
            return -a[1], -a[0]
        if z3.is_mul(t) and len(kids) == 2 and z3.is_int_value(kids[0]):
            c, (lo, hi) = kids[0].as_long(), get(kids[1])
            return min(c * lo, c * hi), max(c * lo, c * hi)
        if z3.is_idiv(t) and z3.is_int_value(kids[1]) and kids[1].as_long() > 0:
            c, (lo, hi) = kids[1].as_long(), get(kids[0])
            return lo // c, hi // c
        raise ValueError(f"no interval rule for {t.decl().name()}")

    def wrap(self, t):
        """``t`` brought onto the track, by the laps its interval allows."""
        lo, hi = self.interval(t)
        first, last = lo // self.track, hi // self.track
        term = t - first * self.track if first else t
        for lap in range(first + 1, last + 1):
            term = z3.If(t >= lap * self.track, t - lap * self.track, term)
        return term

    def space(self, t):
        key = t.get_id()
        if key not in self._space:
            self._space[key] = (t, self.wrap(t))
        return self._space[key][1]
