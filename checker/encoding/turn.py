"""A turn of The Robbers as Z3 constraints over the players' choices.

The builder walks the turn step by step, keeping every marker's score and
every robber's place as Z3 terms; each choice a player has becomes a free
variable. The rules come only from the clauses in force (``Hooks``): the
builder itself is rule-neutral. The scenario's shape (players, couriers,
steps, who scores each event) is concrete; its numbers (scores, robber
places, points) are terms, concrete for enumeration or symbolic for proofs.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import z3

from checker.encoding.folding import leaf_combine, leaf_map, plus
from checker.encoding.contexts import Candidate, PlacementContext, RoundInfo
from checker.encoding.hooks import Hooks
from checker.encoding.numbers import num, num_var
from checker.encoding.resolution import Resolver
from checker.encoding.terms import Terms
from checker.scenario import COURIER, GAME_END, MEEPLE, PLACE, SCORE, Scenario

SUPPLY = -1


@dataclass
class Slot:
    """One counted movement of a window: who, which marker, from where, how far."""

    player: str
    is_courier: z3.BoolRef
    start: z3.ArithRef
    displacement: z3.ArithRef
    robbers: dict


@dataclass
class Window:
    """The counted slots since the last resolution."""

    start_scores: dict
    slots: list = field(default_factory=list)
    candidates: list = field(default_factory=list)


class TurnEncoding(Hooks):
    """The constraints of one turn under one set of rules."""

    def __init__(self, scenario: Scenario, rules, terms: Terms | None = None, name: str = "t") -> None:
        super().__init__()
        self.scenario = scenario
        self.rules = rules
        self.terms = terms or Terms.concrete(scenario)
        self.track = scenario.track
        self.name = name
        self.constraints: list = []
        self._fresh = 0
        self._spaces: dict = {}
        for clause in rules.clauses:
            if clause.constraints is not None:
                clause.constraints(self)
        self.score = dict(self.terms.scores)
        self.robber = dict(self.terms.robbers)
        self.window: Window | None = None
        self.resolver = Resolver(self)
        self._build()

    # helpers
    def fresh(self, sort, label: str):
        self._fresh += 1
        name = f"{self.name}!{label}!{self._fresh}"
        return z3.Bool(name) if sort == "bool" else num_var(name)

    def space(self, score):
        """``score % track`` as a chain of comparisons: linear, so the solver
        stays in linear integer arithmetic (a ``%`` term costs far more).
        Memoised: the same score term is asked for its space many times."""
        key = score.get_id()
        if key not in self._spaces:
            term = leaf_map(score, lambda v: v % self.track)
            if term is None:
                term = score
                for lap in range(1, self.terms.laps + 1):  # the highest lap ends outermost
                    term = z3.If(score >= lap * self.track, score - lap * self.track, term)
            self._spaces[key] = (score, term)
        return self._spaces[key][1]

    def sees(self, is_courier) -> z3.BoolRef:
        return z3.BoolVal(True) if COURIER in self.visible else z3.Not(is_courier)

    def marker_score(self, player: str, is_courier):
        if not self.scenario.has_courier(player):
            return self.score[(player, MEEPLE)]
        return z3.If(is_courier, self.score[(player, COURIER)], self.score[(player, MEEPLE)])

    def add_to_marker(self, player: str, is_courier, new_value_of) -> None:
        """Set the chosen marker of ``player`` to ``new_value_of(old)``."""
        meeple = self.score[(player, MEEPLE)]
        if not self.scenario.has_courier(player):
            self.score[(player, MEEPLE)] = new_value_of(meeple)
            return
        courier = self.score[(player, COURIER)]
        self.score[(player, MEEPLE)] = z3.If(is_courier, meeple, new_value_of(meeple))
        self.score[(player, COURIER)] = z3.If(is_courier, new_value_of(courier), courier)

    def marker_choice(self, player: str, grant: str, label: str):
        """A player's free choice of marker, or the meeple when the rules give none."""
        if self.scenario.has_courier(player) and grant in self.grants:
            return self.fresh("bool", f"{label}-{player}-courier")
        return z3.BoolVal(False)

    def hosts(self, player: str, space) -> z3.BoolRef:
        """A visible marker of another player than ``player`` stands on ``space``."""
        spots = [
            self.space(self.score[(p, k)]) == space
            for p, k in self.scenario.marker_ids()
            if p != player and k in self.visible
        ]
        return z3.Or(*spots) if spots else z3.BoolVal(False)

    # the walk
    def _build(self) -> None:
        steps = self.scenario.turn
        infos, counted = {}, {}
        after_end = False
        for i, step in enumerate(steps):
            if step.kind == GAME_END:
                after_end = True
            if step.kind == SCORE:
                infos[i] = RoundInfo(i, step.source, after_end)
                counted[i] = self.counted(infos[i])
        closes = self._closing_rounds(steps, counted)
        for i, step in enumerate(steps):
            if step.kind == PLACE:
                self._place()
            elif step.kind == SCORE:
                self._round(i, step, counted[i], i in closes)
            elif step.kind == GAME_END:
                self._game_end()

    def _closing_rounds(self, steps, counted) -> set[int]:
        if self.window_mode == "round":
            return {i for i, c in counted.items() if c}
        if self.window_mode == "turn":
            closes, last = set(), None
            for i, step in enumerate(steps):
                if step.kind == GAME_END and last is not None:
                    closes.add(last)
                    last = None
                if step.kind == SCORE and counted[i]:
                    last = i
            if last is not None:
                closes.add(last)
            return closes
        return set()

    def _place(self) -> None:
        order = self.scenario.order_from_active()
        acts = {p: self.fresh("bool", f"acts-{p}") for p in order}
        target = {p: self.fresh("num", f"target-{p}") for p in order}
        ctx = PlacementContext(
            players=order,
            in_supply={p: self.robber[p] == SUPPLY for p in order},
            on_track={p: self.robber[p] != SUPPLY for p in order},
            acts=acts,
            target=target,
            hosts=self.hosts,
        )
        for hook in self.placement_hooks:
            hook(ctx)
        for p in order:
            permits = ctx.permits.get(p, [])
            self.constraints.append(z3.Implies(acts[p], z3.Or(*permits) if permits else z3.BoolVal(False)))
            self.constraints.append(z3.Implies(acts[p], z3.And(target[p] >= 0, target[p] < self.track)))
        self.constraints.extend(ctx.requirements)
        for p in order:
            self.robber[p] = z3.If(acts[p], target[p], self.robber[p])

    def _slot_order(self, index: int, step) -> list:
        """Which event fills each slot: fixed, or each player's permutation."""
        points = [self.terms.points[(index, j)] for j in range(len(step.events))]
        if "scorer-order" not in self.grants:
            return points
        chosen = list(points)
        for player in dict.fromkeys(e.player for e in step.events):
            mine = [j for j, e in enumerate(step.events) if e.player == player]
            if len(mine) < 2:
                continue
            # A permutation as a Boolean matrix: slot j takes event e.
            takes = {(j, e): self.fresh("bool", f"order-{player}-{j}-{e}") for j in mine for e in mine}
            for j in mine:
                self.constraints.append(z3.PbEq([(takes[(j, e)], 1) for e in mine], 1))
                self.constraints.append(z3.PbEq([(takes[(e, j)], 1) for e in mine], 1))
            for j in mine:
                term = points[mine[-1]]
                for e in reversed(mine[:-1]):
                    term = z3.If(takes[(j, e)], points[e], term)
                chosen[j] = term
        return chosen

    def _round(self, index: int, step, counted: bool, closes: bool) -> None:
        points = self._slot_order(index, step)
        for j, event in enumerate(step.events):
            player = event.player
            if counted and self.window is None:
                self.window = Window(start_scores=dict(self.score))
            is_courier = self.marker_choice(player, "scorer-marker-choice", f"marker-r{index}s{j}")
            old = self.marker_score(player, is_courier)
            new = plus(old, points[j])
            self.add_to_marker(player, is_courier, lambda s, x=points[j]: plus(s, x))
            if not counted:
                continue
            moved = leaf_combine(old, points[j], lambda v, w: max(0, v + w) - v)
            slot = Slot(player, is_courier, self.space(old), new - old if moved is None else moved, dict(self.robber))
            if self.movement == "per-feature":
                self._feature_candidates(slot)
            self.window.slots.append(slot)
            if "backward-follow" in self.grants and self.movement == "per-feature":
                self.resolver.backward_at_slot(slot, new)
            if self.window_mode == "slot":
                self.resolver.resolve()
        if counted and closes:
            self.resolver.resolve()

    def _feature_candidates(self, slot: Slot) -> None:
        earlier = [s for s in self.window.slots if s.player == slot.player]
        for robber in self.scenario.players:
            same = [s.is_courier == slot.is_courier for s in earlier]
            departed = [
                z3.And(s.is_courier == slot.is_courier, s.start == s.robbers[robber]) for s in earlier
            ]
            cand = Candidate(
                robber=robber,
                victim=slot.player,
                is_courier=slot.is_courier,
                start=slot.start,
                robber_space=self.robber[robber],
                displacement=slot.displacement,
                first_in_window=z3.Not(z3.Or(*same)) if same else z3.BoolVal(True),
                first_departure=z3.Not(z3.Or(*departed)) if departed else z3.BoolVal(True),
                on_track=self.robber[robber] != SUPPLY,
            )
            self.fire(cand)
            self.window.candidates.append(cand)

    def fire(self, cand: Candidate) -> None:
        conditions = [cand.on_track, self.sees(cand.is_courier)]
        conditions += [hook(cand) for hook in self.trigger_hooks]
        # Simplified now so that candidates that can never fire (a robber in
        # supply, the owner's own marker) drop out of concrete encodings.
        cand.fired = z3.simplify(self.all_of(conditions))

    def _game_end(self) -> None:
        if "end-bonus" not in self.grants:
            return
        for player in self.scenario.players:
            on_track = self.robber[player] != SUPPLY
            is_courier = self.marker_choice(player, "thief-marker-choice", "bonus")
            self.add_to_marker(player, is_courier, lambda s, on=on_track: plus(s, z3.If(on, 3, 0)))
            self.robber[player] = num(SUPPLY)
