"""The numbers of a Count, King & Robber scenario as Z3 terms.

Concrete for enumeration; a proof over every scenario of a shape replaces
them by bounded variables (``checker.count_king_robber.symbolic``), over the
same skeleton: players, steps, feature kinds and challenge links stay fixed.
"""

from __future__ import annotations

from dataclasses import dataclass

import z3

from checker.count_king_robber.model import DISTRICTS, FIGURES, Scenario, thaw

NOBODY = -1


def num(value: int) -> z3.ArithRef:
    return z3.IntVal(int(value))


@dataclass
class FeatureTerms:
    meeples: dict  # (player, figure) -> term
    rival: dict  # (player, figure) -> term, the incomplete rival's figures
    tiles: z3.ArithRef
    points: z3.ArithRef | None
    cities: z3.ArithRef
    per_city: z3.ArithRef
    carcassonne: z3.BoolRef


@dataclass
class CkrTerms:
    scores: dict  # player -> term
    supply: dict  # (player, figure) -> term
    districts: dict  # (district, player, figure) -> term
    count: z3.ArithRef  # index into DISTRICTS
    holders: dict  # tile -> (holder index term, size term)
    completed: dict  # "city"/"road" -> term
    features: dict  # (step, feature) -> FeatureTerms
    ranges: list  # (variable, low, high) for symbolic variables
    facts: list  # other constraints a symbolic scenario obeys

    @staticmethod
    def concrete(scenario: Scenario) -> "CkrTerms":
        players = scenario.players
        supply = thaw(scenario.supply)
        districts = {d: thaw(scenario.districts.get(d, ())) for d in DISTRICTS}

        def figures(frozen) -> dict:
            table = thaw(frozen)
            return {(p, f): num(table.get(p, {}).get(f, 0)) for p in players for f in FIGURES}

        features = {}
        for i, step in enumerate(scenario.turn):
            for j, f in enumerate(step.features):
                rival = f.challenge.meeples if f.challenge is not None else ()
                features[(i, j)] = FeatureTerms(
                    meeples=figures(f.meeples),
                    rival=figures(rival),
                    tiles=num(f.tiles),
                    points=None if f.points is None else num(f.points),
                    cities=num(f.cities),
                    per_city=num(f.per_city),
                    carcassonne=z3.BoolVal(f.carcassonne),
                )

        def holder(h) -> tuple:
            return (num(NOBODY if h.holder is None else players.index(h.holder)), num(h.size))

        return CkrTerms(
            scores={p: num(scenario.scores[p]) for p in players},
            supply={(p, f): num(supply.get(p, {}).get(f, 0)) for p in players for f in FIGURES},
            districts={(d, p, f): num(districts[d].get(p, {}).get(f, 0)) for d in DISTRICTS for p in players for f in FIGURES},
            count=num(DISTRICTS.index(scenario.count) if scenario.city else 0),
            holders={"king": holder(scenario.king), "robber-baron": holder(scenario.robber_baron)},
            completed={"city": num(scenario.completed_cities), "road": num(scenario.completed_roads)},
            features=features,
            ranges=[],
            facts=[],
        )
