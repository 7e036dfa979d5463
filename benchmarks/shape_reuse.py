"""The ``shape_reuse`` section of ``benchmarks/run.py``: the route issue 32
names for bringing the Z3 enumeration near the simulator, measured.

Issue 32 suggests "building the encoding once per rule set and turn shape
and giving each scenario as assumptions". The checker has such an encoding
already, the symbolic scenario its proofs use (``checker.robbers.symbolic``):
one skeleton of players and steps whose numbers, owners, sources and
couriers are terms. Here it is built once per rule set and shape, and each
scenario is enumerated in a solver scope of its own, its terms pinned to the
scenario's values (``pin_scenario``), its outcomes blocked as the checker
blocks them; the scope's end drops both. The same scenarios are enumerated
the checker's way too (a concrete encoding per turn), and by the simulator,
which both must agree with. The once-per-shape build is reported apart and
not counted per scenario: that is the route's whole promise.

The scenarios are drawn by a solver from the shape's own constraints, so
their numbers are small (an arithmetic solver's first values: scores of a
few spaces, a point or two) while their players, robbers, couriers, owners
and sources vary; both ways of enumerating are timed on the very same ones.
"""

from __future__ import annotations

import statistics
from dataclasses import replace

import measure
import z3

import spec
from checker.errors import DEFAULT_MAX_OUTCOMES
from checker.robbers.encoding import TurnEncoding
from checker.robbers.encoding.enumerate import Projection, solve_encoded
from checker.robbers.reference import simulate
from checker.robbers.symbolic import Bound
from checker.robbers.symbolic.shape import Shape, SymbolicScenario, pin_scenario, source_classes
from checker.solver import add_simplified, new_solver
from checker.solver.collect import collect_outcomes

EDITIONS = ("c1-hig-2013", "c3.1-2025")
PLAYERS = (2, 3)


def shape_reuse(quick: bool) -> dict:
    per_shape = 4 if quick else 25
    rows, builds = [], []
    for edition in EDITIONS:
        rules = spec.resolve(edition)
        for players in PLAYERS:
            bound = Bound(min_players=players, max_players=players)
            shared, build = measure.cpu(lambda: _SharedEncoding(rules, bound))
            builds.append({"edition": edition, "players": players, "seconds": build})
            for scenario, pins in _scenarios(shared, per_shape):
                reference, sim = measure.cpu(lambda: simulate(scenario, rules))
                reused, reuse = measure.cpu(lambda: shared.enumerate(pins))
                reused = {_markers_of(scenario, outcome) for outcome in reused}
                concrete, per_turn = measure.cpu(lambda: solve_encoded(TurnEncoding(scenario, rules)))
                if not set(reference) == set(reused) == set(concrete):
                    raise AssertionError(f"the readings disagree on {scenario.to_json()} under {rules.label()}")
                rows.append({"edition": edition, "players": players, "outcomes": len(reference),
                             "simulator": sim, "shared_encoding": reuse, "encoding_per_turn": per_turn})
    timed = [r for r in rows if r["simulator"] > 0]
    return {"bound": Bound(min_players=PLAYERS[0], max_players=PLAYERS[-1]).describe(), "editions": list(EDITIONS),
            "scenarios": len(rows), "builds": builds,
            "shared_median_ratio": statistics.median(r["shared_encoding"] / r["simulator"] for r in timed),
            "per_turn_median_ratio": statistics.median(r["encoding_per_turn"] / r["simulator"] for r in timed),
            "rows": rows}


class _SharedEncoding:
    """One rule set's turn shape (no game end), encoded once, in one solver."""

    def __init__(self, rules, bound: Bound) -> None:
        self.symbolic = SymbolicScenario(Shape(bound.min_players, False), bound, source_classes([rules]))
        encoding = TurnEncoding(self.symbolic.skeleton, rules, terms=self.symbolic.terms)
        self.solver = new_solver()
        self.projection = Projection(encoding)
        add_simplified(self.solver, encoding.constraints + self.symbolic.domain + self.projection.constraints)

    def enumerate(self, pins) -> set:
        """Every outcome of the scenario ``pins`` fixes, in a scope of its own."""
        self.solver.push()
        try:
            add_simplified(self.solver, pins)
            return collect_outcomes(self.solver, self.projection, DEFAULT_MAX_OUTCOMES)
        finally:
            self.solver.pop()


def _markers_of(scenario, outcome):
    """``outcome`` with the markers ``scenario`` has: the skeleton gives
    every player a courier term, at 0 for a player without a courier."""
    held = set(scenario.marker_ids())
    return replace(outcome, markers=tuple(m for m in outcome.markers if (m[0], m[1]) in held))


def _scenarios(shared: _SharedEncoding, count: int):
    """``count`` distinct scenarios of the shape with at least one event,
    each with the equalities that pin it, drawn by a seeded solver with random phases."""
    symbolic = shared.symbolic
    draw = new_solver()
    draw.set("phase_selection", 5)  # random phases (seeded): scenarios unlike each other, not the smallest numbers
    add_simplified(draw, symbolic.domain + [z3.Or(list(symbolic.terms.present.values()))])
    for seed in range(count):
        draw.set("random_seed", seed)
        if draw.check() != z3.sat:
            return
        model = draw.model()
        pins = pin_scenario(symbolic, model)
        yield symbolic.decode(model), pins
        draw.add(z3.Not(z3.And(pins)))
