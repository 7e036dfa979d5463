"""Every distinct outcome of a Count, King & Robber turn: ask Z3 for a model,
read the outcome off it, block that outcome, until none is left."""

from __future__ import annotations

import z3

from checker import expansions
from checker.count_king_robber.encoding.terms import NOBODY
from checker.count_king_robber.encoding.turn import CkrEncoding
from checker.count_king_robber.model import (
    DISTRICTS,
    FIGURES,
    Holder,
    Outcome,
    Scenario,
    canonical,
)
from checker.errors import DEFAULT_MAX_OUTCOMES
from checker.solver import new_solver
from checker.solver.blocking import ProjectedTerms
from checker.solver.collect import SCOPE, Deadline, collect_outcomes


class CkrProjection(ProjectedTerms):
    """The terms an outcome is made of (docs/ckr-turn-model.md), in a fixed order."""

    def __init__(self, enc: CkrEncoding, scores: dict | None = None) -> None:
        self.enc = enc
        players = enc.players
        scores = enc.score if scores is None else scores  # a combined turn's come from the score track
        terms = [scores[p] for p in players]
        if enc.scenario.city:
            terms.append(enc.count)
            terms += [enc.district[(d, p, f)] for d in DISTRICTS for p in players for f in FIGURES]
        terms += [enc.returned[(p, f)] for p in players for f in FIGURES]
        for pl in enc.placements:
            terms += [z3.If(pl.enters, pl.figure, -1), z3.If(pl.enters, pl.district, -1)]
        for tile in ("king", "robber-baron"):
            terms += list(enc.holders[tile])
        super().__init__(enc.name, terms)

    def outcome(self, values: list[int]) -> Outcome:
        enc, players = self.enc, self.enc.players
        it = iter(values)
        scores = {p: next(it) for p in players}
        count, districts = None, None
        if enc.scenario.city:
            count = DISTRICTS[next(it)]
            districts = {d: {} for d in DISTRICTS}
            for d in DISTRICTS:
                for p in players:
                    for f in FIGURES:
                        districts[d].setdefault(p, {})[f] = next(it)
        returned = {p: {f: next(it) for f in FIGURES} for p in players}
        placed = []
        for _ in enc.placements:
            figure, district = next(it), next(it)
            if figure >= 0:
                placed.append((enc.active, DISTRICTS[district], FIGURES[figure]))
        holders = []
        for _ in ("king", "robber-baron"):
            who, size = next(it), next(it)
            holders.append(Holder(None if who == NOBODY else players[who], size))
        return Outcome.make(players, scores, count, districts, returned, placed, holders[0], holders[1])


def enumerate_outcomes(
    scenario: Scenario,
    rules,
    max_outcomes: int = DEFAULT_MAX_OUTCOMES,
    timeout: float | None = None,
    progress=None,
    scope: int = SCOPE,
) -> list[Outcome]:
    """All legal outcomes of ``scenario`` under ``rules``, in canonical order
    (with The Robbers in play, under ``rules.companion`` too); ``scope`` is
    the split size of the search (``checker.solver.collect``)."""
    turn = expansions.companion_turn(scenario)
    if turn is not None:
        return turn.part("encoding").enumerate_outcomes(scenario, rules, max_outcomes, timeout, progress, scope)
    deadline = Deadline(timeout)
    with deadline.building():
        enc = CkrEncoding(scenario, rules)
        projection = CkrProjection(enc)
        solver = new_solver()
        solver.add(*[z3.simplify(c) for c in enc.constraints + projection.constraints])
    return canonical(collect_outcomes(solver, projection, max_outcomes, progress, deadline, scope))
