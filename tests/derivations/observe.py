"""What the differential test compares between the two readings' derivations
(issue 28, item 5): the intermediate values of a turn, read from a Z3 model
of the encoding (``TurnEncoding.slot_states`` and its steal records) and
from a reference derivation replayed (tests/derivations/replay.py).

An observation is ``(slots, triggers, thefts)``: every movement's (round,
slot, marker scores after it, robbers where they stood at it); the fired
triggers as a set of (robber, victim, marker, displacement, space); the
thefts as a sorted list of (robber, victim, marker, base, points)."""

from __future__ import annotations

import z3

from checker.robbers.encoding.enumerate import Projection
from checker.robbers.encoding.turn import SUPPLY, TurnEncoding
from checker.robbers.model import COURIER, MEEPLE
from checker.solver import add_simplified, new_solver
from tests.derivations.replay import replay


def _scores(scenario, scores: dict) -> tuple:
    return tuple(scores[m] for m in scenario.marker_ids())


def _robbers(scenario, robbers: dict) -> tuple:
    return tuple(robbers[p] for p in scenario.players)


def of_reference(scenario, steps: list[dict]) -> tuple:
    seen: list = []
    replay(scenario, steps, seen)
    slots = tuple((r, j, _scores(scenario, sc), _robbers(scenario, rb)) for r, j, sc, rb in seen)
    triggers = frozenset((s["robber"], s["player"], s["marker"], s["displacement"], s["space"])
                         for s in steps if s["kind"] == "trigger")
    thefts = tuple(sorted((s["robber"], s["victim"], s["marker"], s["base"], s["points"])
                          for s in steps if s["kind"] == "theft"))
    return slots, triggers, thefts


def _value(model, term) -> int:
    return model.eval(term, model_completion=True).as_long() if isinstance(term, z3.ExprRef) else int(term)


def _true(model, term) -> bool:
    return z3.is_true(model.eval(term, model_completion=True)) if isinstance(term, z3.ExprRef) else bool(term)


def of_model(enc: TurnEncoding, model) -> tuple:
    sc = enc.scenario
    slots = []
    for index, j, scores, robbers in enc.slot_states:
        where = {p: _value(model, robbers[p]) for p in sc.players}
        slots.append((index, j, tuple(_value(model, scores[m]) for m in sc.marker_ids()),
                      tuple(None if where[p] == SUPPLY else where[p] for p in sc.players)))
    triggers, thefts = set(), []
    for record in enc.resolver.records:
        c = record.candidate
        kind = COURIER if _true(model, c.is_courier) else MEEPLE
        if _true(model, c.fired):
            triggers.add((c.robber, c.victim, kind, _value(model, c.displacement), _value(model, c.start)))
        if c.take is not None and _true(model, c.take):
            base = _value(model, record.base) if record.base is not None else None
            thefts.append((c.robber, c.victim, kind, base, _value(model, record.amount)))
    return tuple(slots), frozenset(triggers), tuple(sorted(thefts))


def z3_models(scenario, rules, limit: int = 400):
    """One Z3 model for each outcome (blocking each outcome's projection once
    found): ``{outcome: observation}``, with the encoding."""
    enc = TurnEncoding(scenario, rules)
    return one_model_per_outcome(enc, Projection(enc), of_model, limit)


def one_model_per_outcome(enc, projection, observe, limit: int) -> dict:
    """``{outcome: observe(enc, model)}`` for one Z3 model of each outcome of
    ``enc`` (each outcome's projection blocked once found); shared by both
    modules' observers, which differ only in what they read off a model."""
    solver = new_solver()
    add_simplified(solver, enc.constraints + projection.constraints)
    out = {}
    while len(out) < limit and solver.check() == z3.sat:
        model = solver.model()
        values = [_value(model, t) for t in projection.terms]
        out.setdefault(projection.outcome(values), observe(enc, model))
        solver.add(z3.Or([t != v for t, v in zip(projection.terms, values)]))
    return out
