"""Every distinct outcome of a turn, by asking Z3 for a model and blocking
its outcome until none is left (in scopes: ``checker.solver.collect``)."""

from __future__ import annotations

import z3

from checker.errors import DEFAULT_MAX_OUTCOMES
from checker.robbers.encoding.turn import SUPPLY, TurnEncoding
from checker.robbers.model import COURIER, MEEPLE, Outcome, Scenario, Steal, canonical
from checker.solver import add_simplified, new_solver
from checker.solver.blocking import ProjectedTerms
from checker.solver.collect import SCOPE, Deadline, collect_outcomes


class Projection(ProjectedTerms):
    """The terms that determine an outcome (formats.md): markers, robbers,
    steals.

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
        super().__init__(enc.name, terms)

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


def enumerate_outcomes(
    scenario: Scenario,
    rules,
    max_outcomes: int = DEFAULT_MAX_OUTCOMES,
    timeout: float | None = None,
    progress=None,
    scope: int = SCOPE,
) -> list[Outcome]:
    """All legal outcomes of ``scenario`` under ``rules``, in canonical order.

    ``timeout`` (seconds) bounds the whole enumeration, the encoding's
    build included; ``progress(count)`` is called as outcomes are found;
    ``scope`` is the split size of the search (``checker.solver.collect``).
    """
    deadline = Deadline(timeout)
    with deadline.building():
        enc = TurnEncoding(scenario, rules)
    return solve_encoded(enc, max_outcomes, progress, deadline, scope)


def solve_encoded(
    enc: TurnEncoding, max_outcomes: int = DEFAULT_MAX_OUTCOMES, progress=None, deadline=None, scope: int = SCOPE
) -> list[Outcome]:
    """An enumeration's second half: a solver given the turn's encoding (the
    first half, all Python), asked for every outcome. Apart so that the
    benchmarks can say which half a turn's time goes to.

    The solver is made before the projection's terms, as it always was: Z3
    numbers terms in the order they are made, its searches follow those
    numbers, and the catalogue's topic witnesses, found later in the same
    process, changed when the two were made the other way round."""
    solver = new_solver()
    with (deadline or Deadline(None)).building():
        projection = Projection(enc)
        add_simplified(solver, enc.constraints + projection.constraints)
    return canonical(collect_outcomes(solver, projection, max_outcomes, progress, deadline, scope))
