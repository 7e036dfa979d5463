"""What the toll bridge's rules guarantee, proved by Z3 over every scenario
within a bound (each shape's numbers symbolic)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import z3

from checker.solver import new_solver
from tests.toy_module.encoding import TollEncoding
from tests.toy_module.symbolic import shapes


@dataclass(frozen=True)
class Invariant:
    id: str
    statement: str
    holds: Callable


def _never_fall(enc):
    return z3.And(*[enc.score[p] >= enc.start[p] for p in enc.scenario.players])


def _at_most_scored(enc):
    gained = z3.Sum(*[enc.score[p] - enc.start[p] for p in enc.scenario.players])
    return gained <= z3.Sum(*enc.points.values())


INVARIANTS = (
    Invariant("toll-scores-never-fall", "No player ends the turn with fewer points than they began it.", _never_fall),
    Invariant("toll-at-most-what-is-scored", "The players gain at most the points the turn's events score.", _at_most_scored),
)


def prove_all(rules, bound, invariant_ids, timeout) -> list[dict]:
    chosen = [i for i in INVARIANTS if i.id in invariant_ids]
    verdicts = {i.id: {"edition": rules.label(), "invariant": i.id, "status": "holds", "scope": bound.scope(),
                       "counterexample": None, "note": ""} for i in chosen}
    for sym in shapes(bound):
        enc = TollEncoding(sym.skeleton, rules, scores=sym.scores, points=sym.points, name="k")
        for inv in chosen:
            if verdicts[inv.id]["status"] != "holds":
                continue
            solver = new_solver(None if timeout is None else timeout * 1000)
            solver.add(*sym.domain, *enc.constraints, z3.Not(inv.holds(enc)))
            verdict = solver.check()
            if verdict == z3.sat:
                model = solver.model()
                scores = {p: model.eval(enc.score[p], model_completion=True).as_long() for p in sym.skeleton.players}
                verdicts[inv.id].update(status="violated", note=f"on the shape {sym.label}",
                                        counterexample={"scenario": sym.decode(model).to_json(), "outcome": {"scores": scores}})
            elif verdict == z3.unknown:
                verdicts[inv.id].update(status="unknown", note=f"undecided on the shape {sym.label}")
    return [verdicts[i.id] for i in chosen]
