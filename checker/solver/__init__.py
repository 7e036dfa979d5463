"""The solver machinery every rules module's encoding shares: Z3 solvers set
up the same way, terms built through the C API (``capi``), arithmetic on
``If`` trees of numbers (``folding``), an outcome's terms read off a model
and blocked (``blocking``), and the enumeration of every outcome in scopes
(``collect``). Nothing here knows a rule or a rules module."""

from __future__ import annotations

import math

import z3

from checker import interrupts
from checker.solver.capi import CTX, ast_array
from checker.solver.deadline import stop_if_past

__all__ = ["add_simplified", "check_assuming", "milliseconds", "new_solver"]

_REF = CTX.ref()


def milliseconds(seconds: float | None) -> int | None:
    """A time limit in seconds as Z3's milliseconds, never rounded down to
    "no limit": None stays None, anything else is 1 ms or more (``int(0.0004
    * 1000)`` is 0, which Z3 reads as unset, and a limit of 0.4 ms once ran
    without any)."""
    if seconds is None:
        return None
    return max(1, math.ceil(seconds * 1000))


def new_solver(timeout_ms: int | None = None) -> z3.Solver:
    """A solver for the turn's constraints, seeded for reproducible models.

    The plain incremental solver, not a logic-specific one: once the numbers
    are folded into trees the formula is mostly Boolean, and on the worked
    examples the plain solver enumerates about twice as fast as QF_LIA's.
    """
    solver = z3.SimpleSolver()
    solver.set("random_seed", 0)
    if interrupts.WATCHING:
        solver.set("ctrl_c", False)  # the command line handles Ctrl-C (checker.interrupts)
    if timeout_ms is not None:
        solver.set("timeout", max(1, math.ceil(timeout_ms)))
    return solver


def add_simplified(solver: z3.Solver, constraints) -> None:
    """Assert ``constraints``, each simplified first: folding the concrete
    numbers once, before the search, halves its time."""
    for c in constraints:
        stop_if_past()
        z3.Z3_solver_assert(_REF, solver.solver, z3.Z3_simplify(_REF, c.as_ast()))


def check_assuming(solver: z3.Solver, assumptions) -> z3.CheckSatResult:
    """``solver.check(*assumptions)`` for Bool terms, the same C call without
    z3py's casts: an induction makes thousands of these small checks, and
    the casts cost about a third as much as the solver."""
    assumptions = list(assumptions)
    return z3.CheckSatResult(
        z3.Z3_solver_check_assumptions(_REF, solver.solver, len(assumptions), ast_array(assumptions)))
