"""Counterexample-guided search for a scenario on which two rule sets part.

"Some outcome of some scenario is legal under A and not under B" is an
"exists a scenario and A's choices, for all of B's choices" statement. An
outer solver proposes a scenario and an outcome of one side that none of the
other side's strategies learned so far reproduces; an inner solver, on that
one scenario, looks for the other side's choices that reach the same outcome.
None: the scenario is a witness. Found: those choices become a strategy
(``checker.diffs.learned``) the outer solver must beat from then on.

Both directions (A-only and B-only outcomes) live in one outer solver behind
a selector, so shrinking finds the smallest witness of either kind. The
search starts from one strategy per side for free: the other side makes the
same choices (choices are paired by name), which already settles every
scenario on which the two rule sets behave alike.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field

import z3

from checker.diffs.learned import under
from checker.solver import new_solver


def same_outcome(vector_a, vector_b) -> z3.BoolRef:
    """The two vectors describe one outcome (they must come from one scenario skeleton)."""
    if len(vector_a) != len(vector_b):
        raise ValueError("outcome vectors of different scenarios")
    return z3.And(*[a == b for a, b in zip(vector_a, vector_b)])


DIFFERENT, SAME, UNKNOWN = "different", "same", "unknown"
#: Time for one shrinking step: a smaller witness that takes longer to rule
#: out is not worth the wait (the witness found is already confirmed).
PROBE_SECONDS = 2.0


@dataclass
class Side:
    """The search for outcomes of ``own`` that ``other`` cannot reach."""

    own: object
    other: object
    selector: z3.BoolRef
    own_vector: list = field(default_factory=list)
    other_vector: list = field(default_factory=list)
    inner: z3.Solver | None = None
    strategies: int = 0

    def reached_under(self, pairs) -> z3.BoolRef:
        """``other``, playing the strategy ``pairs``, is legal and ends where ``own`` does."""
        return under(list(self.other.constraints) + [same_outcome(self.other_vector, self.own_vector)], pairs)


def paired_choices(other, own) -> list:
    """``other``'s choices mapped to ``own``'s choices of the same name and
    sort; a choice with no namesake is fixed (false, or 0), so the strategy
    leaves nothing for the outer solver to pick."""
    mine = {_suffix(v): v for v in own.choices}
    pairs = []
    for var in other.choices:
        match = mine.get(_suffix(var))
        if match is None or match.sort() != var.sort():
            match = z3.BoolVal(False) if z3.is_bool(var) else z3.IntVal(0)
        pairs.append((var, match))
    return pairs


def _steps_used(solver) -> int:
    """Z3's resource count so far (one count per context, so any solver's
    statistics give it)."""
    stats = solver.statistics()
    return stats.get_key_value("rlimit count") if "rlimit count" in set(stats.keys()) else 0


def _unmatched(term) -> bool:
    """``paired_choices``' stand-in (a constant) for a choice with no namesake."""
    return term.decl().kind() != z3.Z3_OP_UNINTERPRETED


def _suffix(var) -> str:
    return var.decl().name().split("!", 1)[1]


class DifferenceSearch:
    """The outer and inner solvers of one symbolic scenario and two encodings."""

    def __init__(self, sym, enc_a, enc_b, deadline: float | None, *, vector, pin, learner) -> None:
        """``vector(enc)``, ``pin(sym, model)`` and ``learner(enc, model)`` are
        the rules module's outcome terms, scenario pins and strategy reader,
        so every module shares this search."""
        self.sym = sym
        self.deadline = deadline
        self._pin, self._learn = pin, learner
        self.outer = new_solver()
        self.outer.add(*sym.domain)
        a_side = z3.Bool("diff!a-side")
        self.sides = (Side(enc_a, enc_b, a_side), Side(enc_b, enc_a, z3.Not(a_side)))
        vectors = {id(enc_a): vector(enc_a), id(enc_b): vector(enc_b)}
        for side in self.sides:
            side.own_vector, side.other_vector = vectors[id(side.own)], vectors[id(side.other)]
            side.inner = new_solver()
            side.inner.add(*side.other.constraints)
            self.outer.add(z3.Implies(side.selector, z3.And(*side.own.constraints)))
            self.outer.add(z3.Implies(side.selector, z3.Not(side.reached_under(paired_choices(side.other, side.own)))))
        self._guards = 0
        self._probe_deadline: float | None = None
        self._steps_left: int | None = None
        self.steps_used = 0  # Z3 resource steps of every check so far

    def guard(self, condition) -> z3.BoolRef:
        """A literal that, assumed, imposes ``condition`` (shrinking assumes, never adds)."""
        self._guards += 1
        literal = z3.Bool(f"diff!guard!{self._guards}")
        self.outer.add(z3.Implies(literal, condition))
        return literal

    def _remaining_ms(self) -> int | None:
        ends = [t for t in (self.deadline, self._probe_deadline) if t is not None]
        if not ends:
            return None
        return int((min(ends) - time.monotonic()) * 1000)

    def run(self, assumptions=(), limit: float | None = None, steps: int | None = None):
        """(DIFFERENT, model of the outer solver) or (SAME, None) or (UNKNOWN, None).

        ``limit`` (seconds) bounds this run below the search's own deadline;
        ``steps`` bounds it in Z3's resource units (``rlimit``), which,
        unlike seconds, do not depend on the machine's load: a run cut short
        by steps ends the same way on every run of the same command.
        """
        self._probe_deadline = None if limit is None else time.monotonic() + limit
        self._steps_left = steps
        while True:
            if not self._arm(self.outer):
                return UNKNOWN, None
            verdict = self._check(self.outer, *assumptions)
            if verdict == z3.unsat:
                return SAME, None
            if verdict == z3.unknown:
                return UNKNOWN, None
            model = self.outer.model()
            side = self.side_of(model)
            answer = self._reach(side, model)
            if answer is None:
                return UNKNOWN, None
            if answer is False:
                return DIFFERENT, model
            side.strategies += 1
            self.outer.add(z3.Implies(side.selector, z3.Not(side.reached_under(self._general(side, answer, model)))))

    def _arm(self, solver) -> bool:
        """Set ``solver``'s time and step limits to what is left; False if nothing is."""
        remaining = self._remaining_ms()
        if remaining is not None and remaining <= 0:
            return False
        if self._steps_left is not None and self._steps_left <= 0:
            return False
        solver.set("timeout", remaining if remaining is not None else 4294967295)
        solver.set("rlimit", self._steps_left if self._steps_left is not None else 0)
        return True

    def _check(self, solver, *assumptions):
        """``solver.check``, its resource use counted in ``steps_used`` and
        taken from the run's steps."""
        before = _steps_used(solver)
        verdict = solver.check(*assumptions)
        used = _steps_used(solver) - before
        self.steps_used += used
        if self._steps_left is not None:
            self._steps_left -= used
        return verdict

    def _reach(self, side: Side, model):
        """The other side's strategy reaching ``side``'s outcome in ``model``'s scenario; False if none."""
        inner = side.inner
        if not self._arm(inner):
            return None
        target = [model.eval(term, model_completion=True) for term in side.own_vector]
        inner.push()
        try:
            inner.add(*self._pin(self.sym, model))
            inner.add(*[term == value for term, value in zip(side.other_vector, target)])
            verdict = self._check(inner)
            if verdict == z3.unsat:
                return False
            if verdict == z3.unknown:
                return None
            return self._learn(side.other, inner.model())
        finally:
            inner.pop()

    def _general(self, side: Side, answer, model):
        """The strategy to learn from ``answer``: the other side copying
        ``side``'s choices by name (``paired_choices``), with only its
        choices that have no namesake taken from ``answer``, when that
        already reaches ``model``'s outcome; else ``answer`` itself.

        Both are sound (any strategy is: a witness is still checked on its
        own scenario by the inner solver), but the mixed one also covers the
        scenarios on which the two sides behave alike except for the choices
        only one side has (a robber's owner picking which marker to follow),
        so far fewer strategies settle a shape than one per scenario."""
        learned = {v.get_id(): t for v, t in answer}
        mixed = [(var, learned[var.get_id()] if _unmatched(match) else match)
                 for var, match in paired_choices(side.other, side.own)]
        if z3.is_true(model.eval(side.reached_under(mixed), model_completion=True)):
            return mixed
        return answer

    def side_of(self, model) -> Side:
        return self.sides[0] if z3.is_true(model.eval(self.sides[0].selector, model_completion=True)) else self.sides[1]

    def shrink(self, model, measures, probe_limit: float = PROBE_SECONDS, steps: tuple[int, int] | None = None):
        """Tighten each measure in turn by re-running the search, each try
        within ``probe_limit`` seconds. Returns the last witness model and
        whether every try was decided (the witness is then the smallest).
        ``steps`` = (per try, in all): each try within Z3 steps instead and
        no time limit, so the same witness shrinks alike on every run.
        The Robbers diff shrinks its own way (``checker.robbers.diff.shrink``)."""
        fixed, decided = [], True
        end = None if steps is None else self.steps_used + steps[1]
        for _, term in measures:
            best = model.eval(term, model_completion=True).as_long()
            low = 0
            while low < best:
                mid = (low + best) // 2
                if end is None:
                    status, found = self.run(fixed + [self.guard(term <= mid)], limit=probe_limit)
                elif end - self.steps_used <= 0:
                    return model, False
                else:
                    status, found = self.run(fixed + [self.guard(term <= mid)],
                                             steps=min(steps[0], end - self.steps_used))
                if status == DIFFERENT:
                    model, best = found, found.eval(term, model_completion=True).as_long()
                elif status == SAME:
                    low = mid + 1
                else:
                    decided = False
                    break
            fixed.append(self.guard(term == best))
        return model, decided
