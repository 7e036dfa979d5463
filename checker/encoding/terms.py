"""The numbers of a scenario as Z3 terms: concrete values, or free variables
for proofs over every scenario of a shape."""

from __future__ import annotations

from dataclasses import dataclass

import z3

from checker.scenario import SCORE, Scenario

SUPPLY = -1


@dataclass(frozen=True)
class Terms:
    """Scores per (player, kind), robber places per player (-1 for supply),
    and points per (step index, event index)."""

    scores: dict
    robbers: dict
    points: dict

    @staticmethod
    def concrete(scenario: Scenario) -> "Terms":
        scores = {m: z3.IntVal(scenario.markers[m[0]][m[1]]) for m in scenario.marker_ids()}
        robbers = {}
        for p in scenario.players:
            place = scenario.robbers.get(p)
            robbers[p] = z3.IntVal(SUPPLY if place is None else place)
        points = {
            (i, j): z3.IntVal(event.points)
            for i, step in enumerate(scenario.turn)
            if step.kind == SCORE
            for j, event in enumerate(step.events)
        }
        return Terms(scores, robbers, points)

    @staticmethod
    def symbolic(scenario: Scenario, prefix: str = "s") -> "Terms":
        """Free numbers for every value of the scenario's shape; ``domain`` bounds them."""
        scores = {m: z3.Int(f"{prefix}.score.{m[0]}.{m[1]}") for m in scenario.marker_ids()}
        robbers = {p: z3.Int(f"{prefix}.robber.{p}") for p in scenario.players}
        points = {
            (i, j): z3.Int(f"{prefix}.points.{i}.{j}")
            for i, step in enumerate(scenario.turn)
            if step.kind == SCORE
            for j, _ in enumerate(step.events)
        }
        return Terms(scores, robbers, points)
