"""What must hold in every Count, King & Robber turn, proved over every
scenario of the shapes within a bound (``symbolic``), under each edition.

Each invariant is a formula over a turn encoding; it holds when the solver
finds no scenario and no choices that break it. A violation is shrunk to
small numbers, replayed by plain enumeration, and reported, never hidden.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import z3

from checker.count_king_robber.encoding import CkrEncoding, enumerate_outcomes
from checker.count_king_robber.model import DISTRICTS, FIGURES, GAME_END
from checker.count_king_robber.symbolic import CkrBound, shapes
from checker.solver import milliseconds, new_solver


#: The scorings of a tile (003: "When a feature ... is completed"; "only
#: scoring caused by placement of a tile", footnote 3; "If a barn placement or
#: field connection triggers a field scoring"): the invariant's own list.
_TILE_SOURCES = ("features", "barn", "field-connection")


@dataclass(frozen=True)
class CkrInvariant:
    id: str
    statement: str
    holds: Callable  # (enc: CkrEncoding) -> z3.BoolRef


def _figures_conserved(enc: CkrEncoding):
    """No figure is made or lost: supply and districts after the turn, with
    the figures redeployed onto the final scoring's features, hold at least
    what supply and districts held before plus the figures on the features
    scored during play, at most that plus the challenged rivals' figures; and
    no count goes below 0."""
    t, facts = enc.terms, []
    for p in enc.players:
        for f in FIGURES:
            before = t.supply[(p, f)] + z3.Sum([t.districts[(d, p, f)] for d in DISTRICTS])
            after = enc.supply[(p, f)] + z3.Sum([enc.district[(d, p, f)] for d in DISTRICTS]) + enc.left_on_board[(p, f)]
            on_board, rivals = [], []
            for (i, j), ft in t.features.items():
                if enc.scenario.turn[i].kind != GAME_END:
                    on_board.append(ft.meeples[(p, f)])
                    if enc.scenario.turn[i].features[j].challenge is not None:
                        rivals.append(ft.rival[(p, f)])
            low = before + z3.Sum(on_board) if on_board else before
            high = low + z3.Sum(rivals) if rivals else low
            facts += [after >= low, after <= high, enc.supply[(p, f)] >= 0]
            facts += [enc.district[(d, p, f)] >= 0 for d in DISTRICTS]
    return z3.And(*facts)


def _count_in_one_district(enc: CkrEncoding):
    return z3.And(enc.count >= 0, enc.count < len(DISTRICTS))


def _one_entry(enc: CkrEncoding):
    return z3.PbLe([(pl.enters, 1) for pl in enc.placements], 1) if enc.placements else z3.BoolVal(True)


def _largest(tile: str, kind: str):
    def holds(enc: CkrEncoding):
        holder, size = enc.holders[tile]
        facts = [size >= enc.terms.holders[tile][1]]
        for (i, j), ft in enc.terms.features.items():
            step = enc.scenario.turn[i]
            # Only a tile's scoring completes a city or road (issue 29 g).
            if step.kind != GAME_END and step.source in _TILE_SOURCES and step.features[j].kind == kind:
                facts += [size >= ft.tiles, holder != -1]
        return z3.And(*facts)

    return holds


def _challenge_loser_home(enc: CkrEncoding):
    """A monastery or shrine completed while its rival is not wins: every
    figure of the incomplete rival is among those returned to supply, so the
    rival's side never scores; both sides score only when completed
    together (the rival then is a feature of the same step)."""
    t, losers = enc.terms, {(p, f): [] for p in enc.players for f in FIGURES}
    for (i, j), ft in t.features.items():
        challenge = enc.scenario.turn[i].features[j].challenge
        if enc.scenario.turn[i].kind != GAME_END and challenge is not None and challenge.feature is None:
            for key in losers:
                losers[key].append(ft.rival[key])
    facts = [enc.returned[key] >= z3.Sum(terms) for key, terms in losers.items() if terms]
    return z3.And(*facts) if facts else z3.BoolVal(True)


def _only_completion_moves(enc: CkrEncoding):
    """Issue 29 g: in a scoring that is not the tile's (a message), no figure
    leaves a district for a feature and neither the King nor the Robber Baron
    changes hands or size."""
    facts = []
    for i, step in enumerate(enc.scenario.turn):
        if step.kind == GAME_END or i not in enc.step_moves or step.source in _TILE_SOURCES:
            continue
        facts += [v == 0 for v in enc.step_moves[i].values()]
        before, after = enc.step_holders[i]
        for tile in before:
            facts += [before[tile][0] == after[tile][0], before[tile][1] == after[tile][1]]
    return z3.And(*facts) if facts else z3.BoolVal(True)


INVARIANTS = (
    CkrInvariant("figures-conserved", "No figure is created or lost: after the turn, supply and districts hold what they held plus the figures that came home from the board, and no count is negative.", _figures_conserved),
    CkrInvariant("count-in-one-district", "The Count is always in exactly one of the four districts.", _count_in_one_district),
    CkrInvariant("one-entry-per-turn", "At most one figure enters the City of Carcassonne in a turn.", _one_entry),
    CkrInvariant("king-holds-largest-city", "After the turn the King's holder holds a city at least as large as every city completed in the turn, and as the King's city before it.", _largest("king", "city")),
    CkrInvariant("challenge-loser-goes-home", "A monastery or shrine completed while its challenger is not wins: the challenger's figures go back to supply unscored, so both sides of a challenge score only when completed together.", _challenge_loser_home),
    CkrInvariant("only-completion-redeploys", "Only a completion redeploys figures or moves the King and Robber Baron: a scoring that is not the tile's (a message) leaves the districts' figures where they are and the tiles with their holders.", _only_completion_moves),
    CkrInvariant("baron-holds-longest-road", "After the turn the Robber Baron's holder holds a road at least as long as every road completed in the turn, and as the one before it.", _largest("robber-baron", "road")),
)


def prove_ckr(rules, bound: CkrBound | None = None, invariant_ids=None, timeout: float | None = None) -> list[dict]:
    """A verdict document per invariant (the ``check --json`` result shape)."""
    bound = bound or CkrBound()
    chosen = [i for i in INVARIANTS if invariant_ids is None or i.id in invariant_ids]
    label = rules.label()
    verdicts = {i.id: {"edition": label, "invariant": i.id, "status": "holds", "scope": bound.scope(),
                       "counterexample": None, "note": ""} for i in chosen}
    undecided: dict = {i.id: [] for i in chosen}
    for sym in shapes(bound):
        enc = CkrEncoding(sym.skeleton, rules, terms=sym.terms, name="k")
        for inv in chosen:
            if verdicts[inv.id]["status"] == "violated":
                continue
            # A solver per query: one reused after a satisfiable query was
            # seen to stall on the next (minutes instead of a second).
            solver = new_solver(milliseconds(timeout))
            solver.add(*enc.constraints)
            solver.add(z3.Not(inv.holds(enc)))
            verdict = solver.check()
            if verdict == z3.sat:
                scenario = sym.decode(solver.model())
                verdicts[inv.id]["status"] = "violated"
                outcomes = enumerate_outcomes(scenario, rules)
                verdicts[inv.id]["counterexample"] = {"scenario": scenario.to_json(), "outcomes": len(outcomes)}
                verdicts[inv.id]["note"] = f"on the shape {sym.label}"
            elif verdict == z3.unknown:
                undecided[inv.id].append(sym.label)
    for inv in chosen:
        v = verdicts[inv.id]
        if v["status"] == "holds" and undecided[inv.id]:
            v["status"] = "unknown"
            v["note"] = "undecided within the time limit on: " + "; ".join(undecided[inv.id])
    return [verdicts[i.id] for i in chosen]


def prove_all(rules, bound, invariant_ids, timeout: float | None) -> list[dict]:
    """``prove_ckr`` as every module's invariants part names it."""
    return prove_ckr(rules, bound, invariant_ids=invariant_ids, timeout=timeout)
