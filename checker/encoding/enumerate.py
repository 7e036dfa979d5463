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
    steals, each pinned to a fresh variable: blocking an outcome is then a
    short clause of disequalities.

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
        self.var_asts = [v.as_ast() for v in self.vars]
        self.decl_asts = [v.decl().as_func_decl() for v in self.vars]
        self._differs: dict = {}

    # The two methods below run once per outcome: they talk to Z3's C API
    # directly, since z3py's wrappers cost as much as the search itself.
    def values(self, solver: z3.Solver) -> list[int]:
        """The projection's values in the solver's current model."""
        ctx = self.vars[0].ctx
        ref = ctx.ref()
        model = z3.Z3_solver_get_model(ref, solver.solver)
        z3.Z3_model_inc_ref(ref, model)
        try:
            out = []
            result = (z3.Ast * 1)()
            for var, decl in zip(self.var_asts, self.decl_asts):
                interp = z3.Z3_model_get_const_interp(ref, model, decl)
                if not interp:
                    if not z3.Z3_model_eval(ref, model, var, True, result):
                        raise RuntimeError("z3 could not evaluate a projection variable")
                    interp = result[0]
                out.append(int(z3.Z3_get_numeral_string(ref, interp)))
            return out
        finally:
            z3.Z3_model_dec_ref(ref, model)

    def block(self, values) -> z3.BoolRef:
        """Not this outcome again (one cached literal per variable and value)."""
        ctx = self.vars[0].ctx
        lits = (z3.Ast * len(values))()
        for i, x in enumerate(values):
            lit = self._differs.get((i, x))
            if lit is None:
                lit = self._differs[(i, x)] = self.vars[i] != x
            lits[i] = lit.as_ast()
        return z3.BoolRef(z3.Z3_mk_or(ctx.ref(), len(values), lits), ctx)

    def outcome(self, values) -> Outcome:
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
    projection = Projection(enc)
    # Folding the concrete numbers once, before the search, halves its time.
    solver.add(*[z3.simplify(c) for c in enc.constraints + projection.constraints])
    found: set[Outcome] = set()
    while True:
        verdict = solver.check()
        if verdict == z3.unknown:
            raise LimitReached(f"the solver gave up ({solver.reason_unknown()}) after {len(found)} outcomes")
        if verdict == z3.unsat:
            break
        values = projection.values(solver)
        found.add(projection.outcome(values))
        if len(found) > max_outcomes:
            raise LimitReached(f"more than {max_outcomes} outcomes (raise --max-outcomes)")
        solver.add(projection.block(values))
    return canonical(found)
