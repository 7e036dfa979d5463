"""The numbers of a scenario as Z3 terms: concrete values, or free variables
for proofs over every scenario of a shape."""

from __future__ import annotations

from dataclasses import dataclass

from checker.robbers.encoding.numbers import num

from checker.robbers.model import SCORE, Scenario

SUPPLY = -1


@dataclass(frozen=True)
class Terms:
    """Scores per (player, kind), robber places per player (-1 for supply),
    and points per (step index, event index).

    A proof over every scenario of a bound (``checker.robbers.symbolic``) also makes
    parts of the scenario's shape symbolic; each field below is None for a
    concrete scenario, where the :class:`Scenario` itself says:

    - ``couriers``: player -> Bool, the player has a courier;
    - ``owners``: (step, event) -> Int, the index of the event's player;
    - ``present``: (step, event) -> Bool, the event happens (else 0 points);
    - ``sources``: step -> Int, an index into ``source_labels``;
    - ``place_on``: step -> Bool, the ``place-robbers`` step happens.
    """

    scores: dict
    robbers: dict
    points: dict
    laps: int = 1
    couriers: dict | None = None
    owners: dict | None = None
    present: dict | None = None
    sources: dict | None = None
    source_labels: tuple = ()
    place_on: dict | None = None
    ranges: dict | None = None  # variable name -> (low, high), for ``spaces``

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
