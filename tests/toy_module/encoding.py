"""The toll bridge in Z3: every event's points as a term, the toll a choice
of its scorer, the outcome the final scores; enumeration is the shared one
(``checker.solver``)."""

from __future__ import annotations

import z3

from checker.errors import DEFAULT_MAX_OUTCOMES
from checker.solver import add_simplified, new_solver
from checker.solver.blocking import ProjectedTerms
from checker.solver.collect import SCOPE, Deadline, collect_outcomes
from tests.toy_module.model import CROSSING, Outcome, Scenario, canonical


class Hooks:
    """What the clauses set: the rule-neutral frame is a free bridge."""

    def __init__(self) -> None:
        self.toll = False

    def charge_toll(self) -> None:
        self.toll = True


class TollEncoding(Hooks):
    """One turn under one set of rules. ``scores`` and ``points``: symbolic
    numbers of a proof or a diff (player -> term, event index -> term);
    without them, the scenario's own."""

    def __init__(self, scenario: Scenario, rules, scores=None, points=None, name: str = "t") -> None:
        super().__init__()
        for clause in rules.clauses:
            if clause.constraints is not None:
                clause.constraints(self)
        self.scenario = scenario
        self.start = dict(scores) if scores is not None else {p: z3.IntVal(v) for p, v in scenario.scores.items()}
        self.score = dict(self.start)
        self.points = points if points is not None else {i: z3.IntVal(n) for i, (_, n) in enumerate(scenario.turn)}
        self.constraints: list = []
        self.choices: list = []
        for i, (player, _) in enumerate(scenario.turn):
            self._event(i, player, name)

    def _event(self, i: int, player: str, name: str) -> None:
        points = self.points[i]
        crossing = self.toll and self.scenario.owner not in (None, player)
        if not crossing:
            self.score[player] = self.score[player] + points
            return
        pays = z3.Bool(f"{name}!pays!{i}")
        self.choices.append(pays)
        owner = self.scenario.owner
        crosses = points >= CROSSING
        self.score[player] = self.score[player] + z3.If(crosses, z3.If(pays, points - 1, points / 2), points)
        self.score[owner] = self.score[owner] + z3.If(z3.And(crosses, pays), 1, 0)


class TollProjection(ProjectedTerms):
    def __init__(self, enc: TollEncoding) -> None:
        self.enc = enc
        super().__init__("t", [enc.score[p] for p in enc.scenario.players])

    def outcome(self, values) -> Outcome:
        return Outcome.make(self.enc.scenario.players, dict(zip(self.enc.scenario.players, values)))


def enumerate_outcomes(scenario: Scenario, rules, max_outcomes: int = DEFAULT_MAX_OUTCOMES, timeout=None,
                       progress=None, scope: int = SCOPE) -> list[Outcome]:
    enc = TollEncoding(scenario, rules)
    projection = TollProjection(enc)
    solver = new_solver()
    add_simplified(solver, enc.constraints + projection.constraints)
    return canonical(collect_outcomes(solver, projection, max_outcomes, progress, Deadline(timeout), scope))
