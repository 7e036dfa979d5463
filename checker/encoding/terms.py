"""The numbers of a scenario as Z3 terms: concrete values, or free variables
for proofs over every scenario of a shape."""

from __future__ import annotations

from dataclasses import dataclass

from checker.encoding.numbers import num, num_var

from checker.scenario import SCORE, Scenario

SUPPLY = -1


@dataclass(frozen=True)
class Terms:
    """Scores per (player, kind), robber places per player (-1 for supply),
    and points per (step index, event index)."""

    scores: dict
    robbers: dict
    points: dict
    laps: int = 1


    @staticmethod
    def concrete(scenario: Scenario) -> "Terms":
        scores = {m: num(scenario.markers[m[0]][m[1]]) for m in scenario.marker_ids()}
        robbers = {}
        for p in scenario.players:
            place = scenario.robbers.get(p)
            robbers[p] = num(SUPPLY if place is None else place)
        points = {
            (i, j): num(event.points)
            for i, step in enumerate(scenario.turn)
            if step.kind == SCORE
            for j, event in enumerate(step.events)
        }
        return Terms(scores, robbers, points, laps=laps_needed(scenario))

    @staticmethod
    def symbolic(scenario: Scenario, prefix: str = "s") -> "Terms":
        """Free numbers for every value of the scenario's shape; ``domain`` bounds them."""
        scores = {m: num_var(f"{prefix}.score.{m[0]}.{m[1]}") for m in scenario.marker_ids()}
        robbers = {p: num_var(f"{prefix}.robber.{p}") for p in scenario.players}
        points = {
            (i, j): num_var(f"{prefix}.points.{i}.{j}")
            for i, step in enumerate(scenario.turn)
            if step.kind == SCORE
            for j, _ in enumerate(step.events)
        }
        return Terms(scores, robbers, points)


def laps_needed(scenario: Scenario, max_score: int | None = None) -> int:
    """How many laps of the track a score can reach during the turn.

    A score grows at most by the turn's positive points, as much again by
    robbing, once more by a one-level rogue theft, and by the end bonus.
    """
    if max_score is None:
        positive = sum(e.points for s in scenario.turn if s.kind == SCORE for e in s.events if e.points > 0)
        start = max(v for kinds in scenario.markers.values() for v in kinds.values())
        max_score = start + 3 * positive + 3
    return max_score // scenario.track + 1
