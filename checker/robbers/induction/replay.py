"""A concrete turn played through the step relation, step by step.

The proofs by induction stand on the step relation doing what the turn
encoding does. This replays a concrete scenario as a chain of steps from its
start state (``concrete_state``), ending where the turn may end, and lists
every outcome the chain allows, so that tests can require exactly the
outcomes of ``enumerate_outcomes``. The chain plays each order of a round's
events that ``scorer-chooses-order`` allows as a chain of its own: in the
induction, those orders are simply other sequences of event steps.
"""

from __future__ import annotations

from itertools import permutations, product
from types import SimpleNamespace

import z3

from checker.solver.collect import collect_outcomes
from checker.robbers.encoding.enumerate import Projection
from checker.solver import add_simplified, new_solver
from checker.robbers.encoding.hooks import Hooks
from checker.robbers.induction.state import concrete_state
from checker.robbers.induction.step import StepEncoding, may_end
from checker.robbers.model import GAME_END, MEEPLE, PLACE, SCORE, Outcome, canonical


def movement_of(rules) -> str | None:
    hooks = Hooks()
    for clause in rules.clauses:
        if clause.constraints is not None:
            clause.constraints(hooks)
    return hooks.movement


def orders(scenario, rules):
    """Each sequence of events the scorers may choose, as a turn's list of steps."""
    if not rules.has("scorer-chooses-order"):
        yield scenario.turn
        return
    per_round = []
    for step in scenario.turn:
        if step.kind != SCORE:
            per_round.append([step])
            continue
        players = list(dict.fromkeys(e.player for e in step.events))
        slots = {p: [j for j, e in enumerate(step.events) if e.player == p] for p in players}
        variants = []
        for choice in product(*[permutations(slots[p]) for p in players]):
            events = list(step.events)
            for p, perm in zip(players, choice):
                for slot, source in zip(slots[p], perm):
                    events[slot] = step.events[source]
            variants.append(type(step)(step.kind, step.source, tuple(events)))
        per_round.append(list(dict.fromkeys(variants)))
    yield from (tuple(t) for t in product(*per_round))


def chain(scenario, rules, turn=None, name: str = "r", placement: str = "anywhere"):
    """The step encodings of ``turn`` (the scenario's own by default) from the
    scenario's start, and the final state."""
    turn = scenario.turn if turn is None else turn
    players = scenario.order_from_active()
    state = concrete_state(scenario, movement_of(rules) == "per-feature")
    state = state.with_(players=players, robber={p: state.robber[p] for p in players})
    steps = []
    for step in turn:
        if step.kind == PLACE:
            steps.append(("place", {}))
        elif step.kind == GAME_END:
            steps.append(("game-end", {}))
        elif step.kind == SCORE:
            steps.append(("begin-round", {"source": step.source}))
            steps += [("event", {"owner": players.index(e.player), "points": e.points}) for e in step.events]
            steps.append(("end-round", {}))
    encs = []
    for i, (kind, params) in enumerate(steps):
        enc = StepEncoding(rules, state, scenario.track, f"{name}{i}", placement=placement).apply(kind, **params)
        encs.append(enc)
        state = enc.post()
    return encs, state


class _ChainAsTurn:
    """A chain seen as one turn encoding (its final scores and robbers, every
    step's steal records), so the enumeration's own ``Projection`` reads it."""

    def __init__(self, encs, state, rules, track: int, name: str) -> None:
        view = StepEncoding(rules, state, track, f"{name}.view")
        self.scenario, self.rules, self.name = view.scenario, rules, name
        self.score, self.robber = state.score, state.robber
        self.resolver = SimpleNamespace(records=[r for enc in encs for r in enc.resolver.records],
                                        thefts=[t for enc in encs for t in enc.resolver.thefts])


def chain_formulas(encs, state) -> list:
    """What a chain asserts, ending where the turn may end."""
    return [f for enc in encs for f in enc.formulas()] + [may_end(state)]


def replay(scenario, rules, max_outcomes: int = 10_000, placement: str = "anywhere",
           exact_only: bool = False) -> tuple[list[Outcome], bool]:
    """Every outcome of ``scenario`` under ``rules`` through the step
    relation, and whether some choices overflow the state's pending thefts
    (with ``movement-per-feature``: a marker firing one robber twice in a
    window, after which the outcomes are not exact). ``exact_only``: only
    the outcomes of the choices that do not overflow (each one exact)."""
    found, overflow = set(), False
    for k, turn in enumerate(orders(scenario, rules)):
        encs, state = chain(scenario, rules, turn, name=f"o{k}.", placement=placement)
        solver = new_solver()
        projection = Projection(_ChainAsTurn(encs, state, rules, scenario.track, f"o{k}"))
        add_simplified(solver, chain_formulas(encs, state) + projection.constraints)
        if state.pending:
            solver.push()
            solver.add(state.overflow)
            overflow = overflow or solver.check() == z3.sat
            solver.pop()
            if exact_only:
                solver.add(z3.Not(state.overflow))
        for outcome in collect_outcomes(solver, projection, max_outcomes):
            markers = {(p, kind): v for p, kind, v in outcome.markers if kind == MEEPLE or scenario.has_courier(p)}
            found.add(Outcome.make(markers, dict(outcome.robbers), outcome.steals))
    return canonical(found), overflow


def replay_outcomes(scenario, rules, max_outcomes: int = 10_000, placement: str = "anywhere") -> list[Outcome]:
    """Every outcome of ``scenario`` under ``rules`` through the step relation."""
    return replay(scenario, rules, max_outcomes, placement)[0]
