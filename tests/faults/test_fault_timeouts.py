"""A time limit below a millisecond is a limit, not "no limit".

Issue 33: ``int(timeout * 1000)`` is 0 below 1 ms, which the solver setup read
as unset (``checker/robbers/invariants/prove.py``,
``checker/robbers/induction/verdicts.py``): ``check --timeout 0.0004`` ran
past two minutes instead of stopping at once.
"""

from __future__ import annotations

import json
import time

import pytest
import z3

from checker.solver import milliseconds, new_solver
from faultkit import rulespec


def test_seconds_become_at_least_one_millisecond():
    assert milliseconds(None) is None
    assert milliseconds(0.0004) == 1
    assert milliseconds(0.0) == 1
    assert milliseconds(0.0015) == 2
    assert milliseconds(2.5) == 2500


@pytest.mark.parametrize("limit", [milliseconds(0.0004), 0, 0.4])
def test_a_solver_with_a_limit_below_one_millisecond_gives_up(limit):
    """A pigeonhole problem (9 pigeons, 8 holes) takes Z3 far more than 1 ms."""
    solver = new_solver(limit)
    holes, pigeons = 8, 9
    at = [[z3.Bool(f"p{p}h{h}") for h in range(holes)] for p in range(pigeons)]
    for p in range(pigeons):
        solver.add(z3.Or(at[p]))
    for h in range(holes):
        for p in range(pigeons):
            for q in range(p + 1, pigeons):
                solver.add(z3.Not(z3.And(at[p][h], at[q][h])))
    assert solver.check() == z3.unknown
    assert solver.reason_unknown() in ("timeout", "canceled")


def test_check_with_a_limit_below_one_millisecond_answers_unknown():
    """The bounded search for steal-half-rounded-up needs far more than 1 ms
    a query: before the fix it ran without a limit and answered "holds"
    (exit 0) after 30 s of solving."""
    started = time.monotonic()
    done = rulespec("check", "--edition", "c1-hig-2013", "--invariant", "steal-half-rounded-up",
                    "--method", "bounded", "--timeout", "0.0004", "--json")
    assert time.monotonic() - started < 60
    assert done.returncode == 1, done.stderr
    (result,) = json.loads(done.stdout)["results"]
    assert result["status"] == "unknown"
