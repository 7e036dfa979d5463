"""``never-dead-end``: for every scenario of a shape some choice is legal.

That is a "for all, exists" statement, decided by counterexample-guided
search: an outer solver looks for a scenario on which none of the strategies
learned so far is legal; an inner solver looks for a legal choice on that
one scenario. No such choice: a dead end (re-checked by enumerating the
concrete scenario). Outer unsatisfiable: every scenario has a legal choice.
A strategy is a policy (``policies``): each choice a function of the
scenario, read off the constraints that guard it; why the search stays
sound with any such function, and why it ends, is said there.
"""

from __future__ import annotations

import time

import z3

from checker.robbers.encoding.enumerate import enumerate_outcomes
from checker.robbers.invariants.policies import Policies
from checker.robbers.symbolic.shape import pin_scenario
from checker.solver import milliseconds, new_solver

MAX_ROUNDS = 500


def find_dead_end(sym, enc, rules, timeout: float | None):
    """("holds" | "violated" | "unknown", scenario or None, why unknown or "")."""
    deadline = None if timeout is None else time.monotonic() + timeout
    timeout_ms = milliseconds(timeout)
    outer = new_solver(timeout_ms)
    outer.add(*sym.domain)
    inner = new_solver(timeout_ms)
    inner.add(*enc.constraints)
    policies = Policies(enc)
    for _ in range(MAX_ROUNDS):
        if deadline is not None and time.monotonic() > deadline:
            return "unknown", None, "time limit"
        verdict = outer.check()
        if verdict == z3.unsat:
            return "holds", None, ""
        if verdict == z3.unknown:
            return "unknown", None, "time limit"
        scenario_model = outer.model()
        inner.push()
        inner.add(*pin_scenario(sym, scenario_model))
        answer = inner.check()
        if answer == z3.unsat:
            inner.pop()
            scenario = sym.decode(scenario_model)
            if enumerate_outcomes(scenario, rules):
                raise RuntimeError(f"dead end not confirmed by enumeration: {scenario.to_json()}")
            return "violated", scenario, ""
        if answer == z3.unknown:
            inner.pop()
            return "unknown", None, "time limit"
        broken = policies.broken(inner.model())
        inner.pop()
        outer.add(broken)
    return "unknown", None, f"{MAX_ROUNDS} strategies tried"
