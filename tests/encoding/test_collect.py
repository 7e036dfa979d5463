"""The search in scopes (checker.solver.collect) finds every outcome, and
no scope carries more blocking clauses than its size.

Splitting only starts past ``SCOPE`` (1,000) outcomes, more than any
differential test lets through, so these tests force it with scopes of two
and three outcomes: every scenario then splits, several levels deep, and
the outcomes must still be exactly the reference simulator's.
"""

from __future__ import annotations

import itertools

import pytest
import z3
from hypothesis import assume, given, reject, settings
from hypothesis import strategies as st

import spec
from checker.combined.strategies import with_robbers_documents
from checker.count_king_robber import enumerate_outcomes as ckr_enumerate
from checker.count_king_robber import scenario_from_json as ckr_scenario
from checker.count_king_robber import simulate as ckr_simulate
from checker.count_king_robber.strategies import scenario_documents
from checker.errors import LimitReached
from checker.robbers.encoding import enumerate_outcomes
from checker.robbers.reference import simulate
from checker.solver.blocking import ProjectedTerms
from checker.solver.collect import SCOPE, collect_outcomes
from checker.strategies import scenarios

MAX_OUTCOMES = 60  # enough for a few levels of splits at scope 2 or 3


class _Grid(ProjectedTerms):
    """Three small integers whose outcome is the triple itself."""

    def outcome(self, values):
        return tuple(values)


def _grid_solver():
    x, y, z = z3.Ints("x y z")
    projection = _Grid("grid", [x, y, z])
    solver = z3.SimpleSolver()
    solver.add(0 <= x, x <= 5, 0 <= y, y <= 3, 0 <= z, z <= 1, x + y != 4, z3.Implies(z == 1, x >= y))
    solver.add(*projection.constraints)
    return solver, projection


# Written out from the constraints above, not by the solver.
GRID = {(x, y, z) for x, y, z in itertools.product(range(6), range(4), range(2)) if x + y != 4 and (z == 0 or x >= y)}


class _Watched:
    """A solver's calls seen from outside: scopes opened, and the most
    assertions any ``check`` ran with beyond the base constraints."""

    def __init__(self, solver: z3.Solver) -> None:
        self.base = len(solver.assertions())
        self.pushes, self.most = 0, 0
        push, check = solver.push, solver.check

        def counted_push():
            self.pushes += 1
            push()

        def measured_check(*assumptions):
            self.most = max(self.most, len(solver.assertions()) - self.base)
            return check(*assumptions)

        solver.push, solver.check = counted_push, measured_check


@pytest.mark.parametrize("scope", [2, 3, 7, 40, SCOPE])
def test_every_outcome_is_found_at_any_scope_size(scope):
    solver, projection = _grid_solver()
    watched = _Watched(solver)
    assert collect_outcomes(solver, projection, max_outcomes=1000, scope=scope) == GRID
    # a scope's own clauses: its fixed terms (at most all three) and fewer
    # blocking clauses than its size, or, while a split looks for the values
    # of its term, one clause per value (x has six)
    assert watched.most <= 3 + max(scope - 1, 6)
    if scope < len(GRID):
        assert watched.pushes > 1
    else:  # fewer outcomes than a scope holds: one scope, plain blocking
        assert watched.pushes == 1 and watched.most == len(GRID)


def test_the_outcome_limit_holds_across_scopes():
    solver, projection = _grid_solver()
    seen = []
    with pytest.raises(LimitReached, match="more than 10 outcomes"):
        collect_outcomes(solver, projection, max_outcomes=10, progress=seen.append, scope=3)
    assert seen == list(range(1, 12))


def test_a_scope_of_one_is_refused():
    solver, projection = _grid_solver()
    with pytest.raises(ValueError):
        collect_outcomes(solver, projection, max_outcomes=10, scope=1)


def _split_search_agrees(simulate_turn, enumerate_turn, scenario, rules, scope: int, max_states: int):
    """The outcomes found in scopes of ``scope`` are the simulator's, on a
    turn with more outcomes than a scope holds (and at most MAX_OUTCOMES)."""
    try:
        reference = simulate_turn(scenario, rules, max_states=max_states)
    except LimitReached:
        reject()
    assume(scope < len(reference) <= MAX_OUTCOMES)
    z3_side = enumerate_turn(scenario, rules, scope=scope)
    assert set(z3_side) == set(reference), rules.label()
    assert len(z3_side) == len(set(z3_side))


@settings(max_examples=100)
@given(scenario=scenarios(), edition=st.sampled_from(sorted(spec.module_editions("robbers"))),
       scope=st.sampled_from([2, 3]))
def test_robbers_turns_split_into_small_scopes_keep_their_outcomes(scenario, edition, scope):
    _split_search_agrees(simulate, enumerate_outcomes, scenario, spec.resolve(edition), scope, 20_000)


@settings(max_examples=60)
@given(doc=scenario_documents(), edition=st.sampled_from(sorted(spec.module_editions("count-king-robber"))),
       scope=st.sampled_from([2, 3]))
def test_count_king_robber_turns_split_into_small_scopes_keep_their_outcomes(doc, edition, scope):
    _split_search_agrees(ckr_simulate, ckr_enumerate, ckr_scenario(doc), spec.resolve(edition), scope, 100_000)


@settings(max_examples=30)
@given(doc=with_robbers_documents(), edition=st.sampled_from(sorted(spec.module_editions("count-king-robber"))),
       robbers=st.sampled_from(sorted(spec.module_editions("robbers"))))
def test_combined_turns_split_into_small_scopes_keep_their_outcomes(doc, edition, robbers):
    rules = spec.resolve(edition).with_companion(spec.resolve(robbers))
    _split_search_agrees(ckr_simulate, ckr_enumerate, ckr_scenario(doc), rules, 2, 1_000)
