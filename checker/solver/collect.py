"""Every outcome the solver's constraints allow, found in scopes.

Enumeration reads an outcome off a model and blocks it ("one of its terms
differs") before asking again. Each blocking clause makes every later call
dearer: on a six-player turn the thousandth outcome costs about 1.5 ms, the
five-thousandth about 5 ms, so a turn near the outcome limit would take
hours. The search therefore works in *scopes* (solver push and pop). A
scope fixes some terms to values and blocks only the outcomes inside it;
once it holds ``scope`` outcomes it is popped, its blocking clauses with
it, and split on the term whose values divide those outcomes most: one
child scope per value of that term, each starting with the outcomes already
known in it blocked. No scope carries more than ``scope`` blocking clauses
(the search for a split term's values carries one per value, and a term's
values are few: spaces, points, counts), and a turn with fewer outcomes
than ``scope`` is searched exactly as by plain blocking.

The projection (any rules module's) has ``values(solver)``,
``outcome(values)``, ``differs(values)`` (one literal per term: that term
is not its value here) and ``differ(i, value)`` (one of them); the literals
are terms, not assertions, so they mean the same in every scope.
"""

from __future__ import annotations

import contextlib

import z3

from checker import interrupts
from checker.errors import LimitReached
from checker.solver.capi import CTX, ast_array, negation
from checker.solver.deadline import Deadline

_REF = CTX.ref()

#: Outcomes one scope blocks before it is split: below about a thousand
#: blocking clauses a call costs little more than the first.
SCOPE = 1000


def collect_outcomes(solver: z3.Solver, projection, max_outcomes: int, progress=None, deadline=None, scope=SCOPE) -> set:
    """Every outcome the solver's constraints allow, as a set.

    ``deadline`` (a ``Deadline``) bounds the whole search; ``progress(count)``
    is called as outcomes are found; more than ``max_outcomes`` outcomes
    raise :class:`LimitReached`. ``scope`` (at least 2) is the split size.
    """
    return _Search(solver, projection, max_outcomes, progress, deadline, scope).run()


class _Search:
    """One collection: the outcomes found so far and the limits on them."""

    def __init__(self, solver, projection, max_outcomes, progress, deadline, scope) -> None:
        if scope < 2:
            raise ValueError("a scope must hold at least two outcomes")
        self.solver, self.projection = solver, projection
        self.max_outcomes, self.progress = max_outcomes, progress
        self.deadline = deadline or Deadline(None)
        self.scope = scope
        self.found: set = set()

    def run(self) -> set:
        # Each entry: the (term, value) pairs a scope fixes, and the values of
        # the outcomes already known inside it. Last in, first out.
        pending = [((), [])]
        while pending:
            fixed, known = pending.pop()
            seen = self._fill(fixed, known)
            if seen is not None:
                pending.extend(reversed(self._split(fixed, seen)))
        return self.found

    def _fill(self, fixed, known):
        """Block the scope's outcomes one by one. None when the scope is
        exhausted; the values of its outcomes when it fills up first."""
        seen = list(known)
        if len(seen) >= self.scope:
            return seen
        with self._scope(fixed):
            for values in seen:
                self._assert_any(self.projection.differs(values))
            while self._satisfiable():
                values = self._take()
                seen.append(values)
                if len(seen) >= self.scope:
                    return seen
                self._assert_any(self.projection.differs(values))
        return None

    def _split(self, fixed, seen):
        """Child scopes, one per value of the term whose values divide the
        scope's outcomes most (ties: the first such term)."""
        taken = {i for i, _ in fixed}
        spread = [(len({v[i] for v in seen}), -i) for i in range(len(seen[0])) if i not in taken]
        _, minus_i = max(spread)
        i = -minus_i
        children: dict = {}
        for values in seen:
            children.setdefault(values[i], []).append(values)
        with self._scope(fixed):
            for x in children:
                self._assert_any([self.projection.differ(i, x)])
            while self._satisfiable():
                values = self._take()
                children.setdefault(values[i], []).append(values)
                self._assert_any([self.projection.differ(i, values[i])])
        return [((*fixed, (i, x)), children[x]) for x in sorted(children)]

    @contextlib.contextmanager
    def _scope(self, fixed):
        """A solver scope in which the ``fixed`` (term, value) pairs hold."""
        self.solver.push()
        try:
            for i, x in fixed:
                self._assert_any([negation(self.projection.differ(i, x))])
            yield
        finally:
            self.solver.pop()

    def _assert_any(self, literals) -> None:
        """Assert that one of ``literals`` holds (a blocking clause)."""
        z3.Z3_solver_assert(_REF, self.solver.solver, z3.Z3_mk_or(_REF, len(literals), ast_array(literals)))

    def _satisfiable(self) -> bool:
        self.deadline.arm(self.solver, self.found)
        verdict = self.solver.check()
        if verdict == z3.unknown:
            reason = self.solver.reason_unknown()
            if self.deadline.stopped(reason):
                raise self.deadline.ran_out(len(self.found), self.found)
            if reason == "canceled":  # Z3 catches Ctrl-C during a check and returns
                raise interrupts.interruption()
            more = " (raise --memory)" if "memory" in reason else ""
            raise LimitReached(f"the solver gave up ({reason}) after {len(self.found)} outcomes{more}", self.found)
        return verdict == z3.sat

    def _take(self) -> list:
        """The current model's values, its outcome counted."""
        values = self.projection.values(self.solver)
        outcome = self.projection.outcome(values)
        if outcome not in self.found:
            self.found.add(outcome)
            if self.progress is not None:
                self.progress(len(self.found))
            if len(self.found) > self.max_outcomes:
                raise LimitReached(f"more than {self.max_outcomes} outcomes (raise --max-outcomes)", self.found)
        return values
