"""Every distinct outcome of a turn, by asking Z3 for a model and blocking
its outcome until none is left."""

from __future__ import annotations

import z3

from checker.encoding.numbers import num
from checker.encoding.numbers import value as number
from checker.encoding.turn import SUPPLY, TurnEncoding
from checker.scenario import COURIER, MEEPLE, Outcome, Scenario, Steal, canonical

DEFAULT_MAX_OUTCOMES = 100_000


class LimitReached(RuntimeError):
    """Enumeration stopped at a limit (time or number of outcomes): the set is incomplete."""


class Projection:
    """The terms that determine an outcome (formats.md): markers, robbers,
    steals, each bound to a fresh variable so a model is read by lookup.

    Steals are projected per robber and resolution (victim's marker, points)
    when every robber takes at most one candidate, which the rules in force
    guarantee when ``robber-chooses-among-markers`` is among them; otherwise
    per candidate, which is exact but lists one outcome under several models.
    """

    def __init__(self, enc: TurnEncoding) -> None:
        self.enc = enc
        self.markers = enc.scenario.marker_ids()
        self.players = enc.scenario.players
        self.per_robber = enc.rules.has("robber-chooses-among-markers")
        terms = [enc.score[m] for m in self.markers] + [enc.robber[p] for p in self.players]
        if self.per_robber:
            for theft in enc.resolver.thefts:
                terms += [theft.code, theft.amount]
        else:
            for record in enc.resolver.records:
                c = record.candidate
                terms += [z3.If(c.take, record.amount, -1), z3.If(c.take, z3.If(c.is_courier, 1, 0), -1)]
        self.vars = [z3.Int(f"{enc.name}!proj!{i}") for i in range(len(terms))]
        self.constraints = [v == t for v, t in zip(self.vars, terms)]
        self.decls = [v.decl() for v in self.vars]

    def values(self, model: z3.ModelRef) -> list[int]:
        # The projection variables are pinned by equalities, so each is in the
        # model; a direct lookup is much cheaper than ``model.eval``.
        out = []
        for v, decl in zip(self.vars, self.decls):
            ref = model.get_interp(decl)
            out.append(ref.as_long() if ref is not None else model.eval(v, model_completion=True).as_long())
        return out

    def block(self, values) -> z3.BoolRef:
        """Not this outcome again: built through the C API, since this runs once per outcome."""
        ctx = self.vars[0].ctx
        ref = ctx.ref()
        sort = z3.IntSort(ctx).ast
        keep = []  # wrapped so that z3 holds a reference until the clause is built
        lits = (z3.Ast * len(values))()
        for i, (v, x) in enumerate(zip(self.vars, values)):
            number = z3.IntNumRef(z3.Z3_mk_int64(ref, x, sort), ctx)
            eq = z3.BoolRef(z3.Z3_mk_eq(ref, v.as_ast(), number.as_ast()), ctx)
            lit = z3.BoolRef(z3.Z3_mk_not(ref, eq.as_ast()), ctx)
            keep += [number, eq, lit]
            lits[i] = lit.as_ast()
        return z3.BoolRef(z3.Z3_mk_or(ref, len(values), lits), ctx)

    def outcome(self, values, model: z3.ModelRef) -> Outcome:
        n, r = len(self.markers), len(self.players)
        markers = dict(zip(self.markers, values[:n]))
        robbers = {p: (None if x == SUPPLY else x) for p, x in zip(self.players, values[n : n + r])}
        steals = []
        rest = values[n + r :]
        if self.per_robber:
            for theft, code, amount in zip(self.enc.resolver.thefts, rest[::2], rest[1::2]):
                if code:
                    victim = self.players[(code - 1) // 2]
                    steals.append(Steal(theft.robber, victim, COURIER if code % 2 == 0 else MEEPLE, amount))
        else:
            for record, amount, kind in zip(self.enc.resolver.records, rest[::2], rest[1::2]):
                if kind >= 0:
                    c = record.candidate
                    steals.append(Steal(c.robber, c.victim, COURIER if kind else MEEPLE, amount))
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
    projection = Projection(enc)
    solver.add(*projection.constraints)
    found: set[Outcome] = set()
    while True:
        verdict = solver.check()
        if verdict == z3.unknown:
            raise LimitReached(f"the solver gave up ({solver.reason_unknown()}) after {len(found)} outcomes")
        if verdict == z3.unsat:
            break
        model = solver.model()
        values = projection.values(model)
        found.add(projection.outcome(values, model))
        if len(found) > max_outcomes:
            raise LimitReached(f"more than {max_outcomes} outcomes (raise --max-outcomes)")
        solver.add(projection.block(values))
    return canonical(found)
