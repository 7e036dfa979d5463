"""Is one given outcome reachable? A single satisfiability query, used by
``judge`` to find the clauses a claimed outcome breaks."""

from __future__ import annotations

from collections import Counter

import z3

from checker.robbers.encoding.numbers import num, total
from checker.robbers.encoding.turn import SUPPLY, TurnEncoding
from checker.robbers.model import COURIER, Outcome, Scenario
from checker.solver import milliseconds, new_solver


def outcome_equals(enc: TurnEncoding, outcome: Outcome) -> list:
    """Constraints saying the turn ends exactly in ``outcome`` (steals as a multiset)."""
    out = [enc.score[(p, k)] == v for p, k, v in outcome.markers]
    out += [enc.robber[p] == (SUPPLY if v is None else v) for p, v in outcome.robbers]
    wanted = Counter((s.thief, s.victim, s.marker, s.points) for s in outcome.steals)
    records = enc.resolver.records
    out.append(total(z3.If(r.candidate.take, num(1), num(0)) for r in records) == sum(wanted.values()))
    for (thief, victim, marker, points), count in wanted.items():
        matching = [
            z3.If(
                z3.And(
                    r.candidate.take,
                    r.candidate.is_courier if marker == COURIER else z3.Not(r.candidate.is_courier),
                    r.amount == points,
                ),
                num(1),
                num(0),
            )
            for r in records
            if r.candidate.robber == thief and r.candidate.victim == victim
        ]
        out.append(total(matching) == count)
    return out


def is_reachable(scenario: Scenario, rules, outcome: Outcome, timeout: float | None = None) -> bool | None:
    """True, False, or None when the solver gave up within ``timeout`` seconds."""
    enc = TurnEncoding(scenario, rules)
    solver = new_solver(milliseconds(timeout))
    solver.add(*enc.constraints)
    solver.add(*outcome_equals(enc, outcome))
    verdict = solver.check()
    if verdict == z3.unknown:
        return None
    return verdict == z3.sat
