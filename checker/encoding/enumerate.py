"""Every distinct outcome of a turn, by asking Z3 for a model and blocking
its outcome until none is left."""

from __future__ import annotations

import z3

from checker.encoding.turn import SUPPLY, TurnEncoding
from checker.scenario import COURIER, MEEPLE, Outcome, Scenario, Steal, canonical

DEFAULT_MAX_OUTCOMES = 100_000


class LimitReached(RuntimeError):
    """Enumeration stopped at a limit (time or number of outcomes): the set is incomplete."""


def projection(enc: TurnEncoding) -> list:
    """The terms that determine an outcome (formats.md): markers, robbers, steals."""
    terms = [enc.score[m] for m in enc.scenario.marker_ids()]
    terms += [enc.robber[p] for p in enc.scenario.players]
    for record in enc.resolver.records:
        c = record.candidate
        terms += [
            z3.If(c.take, record.amount, -1),
            z3.If(c.take, z3.If(c.is_courier, 1, 0), -1),
        ]
    return terms


def read_outcome(enc: TurnEncoding, model: z3.ModelRef) -> Outcome:
    def value(term) -> int:
        return model.eval(term, model_completion=True).as_long()

    def truth(term) -> bool:
        return z3.is_true(model.eval(term, model_completion=True))

    markers = {m: value(enc.score[m]) for m in enc.scenario.marker_ids()}
    robbers = {}
    for p in enc.scenario.players:
        place = value(enc.robber[p])
        robbers[p] = None if place == SUPPLY else place
    steals = []
    for record in enc.resolver.records:
        c = record.candidate
        if truth(c.take):
            kind = COURIER if truth(c.is_courier) else MEEPLE
            steals.append(Steal(c.robber, c.victim, kind, value(record.amount)))
    return Outcome.make(markers, robbers, steals)


def new_solver(timeout_ms: int | None = None) -> z3.Solver:
    solver = z3.SolverFor("QF_LIA")
    solver.set("random_seed", 0)
    if timeout_ms:
        solver.set("timeout", int(timeout_ms))
    return solver


def enumerate_outcomes(
    scenario: Scenario,
    rules,
    max_outcomes: int = DEFAULT_MAX_OUTCOMES,
    timeout: float | None = None,
) -> list[Outcome]:
    """All legal outcomes of ``scenario`` under ``rules``, in canonical order."""
    enc = TurnEncoding(scenario, rules)
    solver = new_solver(timeout * 1000 if timeout else None)
    solver.add(*enc.constraints)
    terms = projection(enc)
    found: set[Outcome] = set()
    models = 0
    while True:
        verdict = solver.check()
        if verdict == z3.unknown:
            raise LimitReached(f"the solver gave up ({solver.reason_unknown()}) after {len(found)} outcomes")
        if verdict == z3.unsat:
            break
        model = solver.model()
        found.add(read_outcome(enc, model))
        models += 1
        if len(found) > max_outcomes:
            raise LimitReached(f"more than {max_outcomes} outcomes (raise --max-outcomes)")
        solver.add(z3.Or(*[t != model.eval(t, model_completion=True) for t in terms]))
    return canonical(found)
