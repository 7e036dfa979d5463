"""A turn of The Robbers as Z3 constraints over the players' choices.

The builder walks the turn step by step, keeping every marker's score and
every robber's place as Z3 terms; each choice a player has becomes a free
variable. The rules come only from the clauses in force (``Hooks``): the
builder itself is rule-neutral. The scenario's numbers (scores, robber
places, points) are terms, concrete for enumeration or symbolic for proofs;
for proofs, who scores each event, whether it happens, which scoring a round
is and who has a courier are terms too (``Terms``), over a concrete skeleton
of players and steps.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import z3

from checker.robbers.encoding.at_once import steal_at_once
from checker.robbers.encoding.candidates import Candidates
from checker.robbers.encoding.contexts import PlacementContext, RoundInfo
from checker.robbers.encoding.hooks import Hooks
from checker.robbers.encoding.logic import FALSE, TRUE, conj, when
from checker.robbers.encoding.markers import Markers
from checker.robbers.encoding.numbers import num
from checker.robbers.encoding.resolution import Resolver
from checker.robbers.encoding.spent import triggered
from checker.robbers.encoding.terms import Terms
from checker.robbers.model import GAME_END, PLACE, SCORE, Scenario
from checker.solver.capi import any_of, implies, is_false, is_true, ite, negation
from checker.solver.deadline import stop_if_past
from checker.solver.folding import compare, leaf_combine, plus

SUPPLY = -1


@dataclass
class Slot:
    """One movement of a window: whose marker (``owners``: player -> condition,
    a single sure owner in a concrete scenario), which marker, from where,
    how far. ``live``: the event happens and its round is counted.
    ``robbers``: where each robber stood; ``moves``: how many of each robber's
    placements by its owner (``TurnEncoding.relocations``) came before the slot;
    ``returns``: how many of each robber's thefts taken at once (``returns``)."""

    owners: dict
    live: z3.BoolRef
    is_courier: z3.BoolRef
    start: z3.ArithRef
    displacement: z3.ArithRef
    robbers: dict
    moves: dict = field(default_factory=dict)
    returns: dict = field(default_factory=dict)

    def owned_by(self, player: str) -> z3.BoolRef:
        return self.owners.get(player, FALSE)


@dataclass
class Window:
    """The counted slots since the last resolution. ``started``: a counted
    round has begun in it (``start_scores`` are the scores at that moment);
    ``closed``: it has resolved already (a proof's window may end at one of
    several rounds); ``stood``: given by a step relation that keeps no slots,
    ``(marker, robber)`` -> the robber stood on the marker's start space when
    its movement began (``spent.stood_on_start``)."""

    start_scores: dict
    started: z3.BoolRef = TRUE
    slots: list = field(default_factory=list)
    candidates: list = field(default_factory=list)
    closed: z3.BoolRef = FALSE
    stood: dict | None = None


class TurnEncoding(Candidates, Markers, Hooks):
    """The constraints of one turn under one set of rules."""

    def __init__(self, scenario: Scenario, rules, terms: Terms | None = None, name: str = "t") -> None:
        super().__init__()
        self.scenario = scenario
        self.rules = rules
        self.terms = terms or Terms.concrete(scenario)
        self.track = scenario.track
        self.name = name
        self.constraints: list = []
        self._fresh: dict[str, int] = {}
        self.choices: list = []  # every free variable: the players' choices
        self._spaces: dict = {}
        self.target_hints: dict = {}
        self._symbolic_spaces = None
        for clause in rules.clauses:
            if clause.constraints is not None:
                clause.constraints(self)
        self.score = dict(self.terms.scores)
        self.robber = dict(self.terms.robbers)
        # player -> the conditions under which their robber was placed or
        # moved by its owner (a place-robbers step may fall inside a window).
        self.relocations: dict = {p: [] for p in scenario.players}
        # player -> the conditions under which their robber stole at once (resolve-at-once)
        self.returns: dict = {p: [] for p in scenario.players}
        self.window: Window | None = None
        self.resolver = Resolver(self)
        self.after_step: dict[int, dict] = {}  # step -> the marker scores once it is over
        # step -> the robbers' places, and how many steal records exist, once it is over
        # (the invariants read a turn's history from them: checker.robbers.invariants.catalog)
        self.robbers_after_step: dict[int, dict] = {}
        self.records_after_step: dict[int, int] = {}
        # (step, slot, marker scores after its movement, robbers where they stood
        # at it), read-only: the differential test reads a model's derivation from them
        self.slot_states: list[tuple] = []
        # For the invariants: every candidate as fired, and each place step as
        # (robbers triggered before it, robber places before, after).
        self.fired_log: list = []
        self.placements: list = []
        self._build()

    # the walk
    def _build(self) -> None:
        steps = self.scenario.turn
        counted = {}
        after_end = False
        for i, step in enumerate(steps):
            if step.kind == GAME_END:
                after_end = True
            if step.kind == SCORE:
                counted[i] = self._counted(i, step, after_end)
        closes = self._closing_rounds(steps, counted)
        for i, step in enumerate(steps):
            stop_if_past()
            if step.kind == PLACE:
                self._place(i)
            elif step.kind == SCORE:
                self._round(i, step, counted[i], closes.get(i, FALSE))
            elif step.kind == GAME_END:
                self._game_end()
            self.after_step[i] = dict(self.score)
            self.robbers_after_step[i] = dict(self.robber)
            self.records_after_step[i] = len(self.resolver.records)

    def _counted(self, index: int, step, after_end: bool) -> z3.BoolRef:
        """Do robbers react to this round? Decided by the clauses per source."""
        if self.terms.sources is None:
            return z3.BoolVal(self.counted(RoundInfo(index, step.source, after_end)))
        source = self.terms.sources[index]
        options = [
            source == k
            for k, label in enumerate(self.terms.source_labels)
            if self.counted(RoundInfo(index, label, after_end))
        ]
        return z3.simplify(any_of(options)) if options else FALSE

    def _closing_rounds(self, steps, counted) -> dict:
        """round index -> the condition that the window resolves at its end.

        Per round: each counted round. Per turn: the last counted round before
        the game end, and the last counted round after it.
        """
        if self.window_mode == "round":
            return dict(counted)
        if self.window_mode != "turn":
            return {}
        closes, segment = {}, []
        for i, step in enumerate(steps + (None,)):
            if step is None or step.kind == GAME_END:
                for k, r in enumerate(segment):
                    later = [counted[q] for q in segment[k + 1 :]]
                    closes[r] = z3.simplify(conj(counted[r], *[negation(c) for c in later]))
                segment = []
            elif step.kind == SCORE:
                segment.append(i)
        return closes

    def _place(self, index: int) -> None:
        order = self.scenario.order_from_active()
        acts = {p: self.fresh("bool", f"acts-{p}") for p in order}
        target = {p: self.fresh("num", f"target-{p}") for p in order}
        ctx = PlacementContext(
            players=order,
            in_supply={p: compare(self.robber[p], SUPPLY, "==") for p in order},
            on_track={p: compare(self.robber[p], SUPPLY, "!=") for p in order},
            acts=acts,
            target=target,
            hosts=self.hosts,
            triggered={p: self.triggered(p) for p in order},
        )
        for hook in self.placement_hooks:
            hook(ctx)
        happens = TRUE if self.terms.place_on is None else self.terms.place_on[index]
        for p in order:
            permits = ctx.permits.get(p, [])
            allowed = conj(happens, any_of(permits) if permits else FALSE)
            self.constraints.append(implies(acts[p], allowed))
            self.constraints.append(implies(acts[p], conj(target[p] >= 0, target[p] < self.track)))
            self.target_hints[target[p].get_id()] = [self.space(self.score[m]) for m in self.scenario.marker_ids()]
        requirements = ctx.requirements
        if not is_true(happens):
            requirements = [implies(happens, r) for r in requirements]
        self.constraints.extend(requirements)
        before = dict(self.robber)
        for p in order:
            self.relocate(p, ite(acts[p], target[p], self.robber[p]), conj(acts[p], compare(target[p], self.robber[p], "!=")))
        self.placements.append((ctx.triggered, before, dict(self.robber)))

    def _order_groups(self, index: int, step) -> list:
        """The events among which one player may reorder: (event indices, compatible(j, e))."""
        if self.terms.owners is None:
            present = self.terms.present

            def alike(j, e):  # with symbolic presence, events that happen swap only with each other
                return TRUE if present is None else present[(index, j)] == present[(index, e)]

            groups = []
            for player in dict.fromkeys(e.player for e in step.events):
                mine = [j for j, e in enumerate(step.events) if e.player == player]
                groups.append((mine, alike))
            return groups
        owner, present = self.terms.owners, self.terms.present

        def compatible(j, e):
            same = owner[(index, j)] == owner[(index, e)]
            return conj(same, present[(index, j)] == present[(index, e)])

        return [(list(range(len(step.events))), compatible)]

    def _slot_order(self, index: int, step) -> list:
        """Which event fills each slot: fixed, or each player's permutation."""
        points = [self.terms.points[(index, j)] for j in range(len(step.events))]
        if "scorer-order" not in self.grants:
            return points
        chosen = list(points)
        for mine, compatible in self._order_groups(index, step):
            if len(mine) < 2:
                continue
            # A permutation as a Boolean matrix: slot j takes event e.
            takes = {(j, e): self.fresh("bool", f"order-{index}-{j}-{e}") for j in mine for e in mine}
            for j in mine:
                stop_if_past()
                self.constraints.append(z3.PbEq([(takes[(j, e)], 1) for e in mine], 1))
                self.constraints.append(z3.PbEq([(takes[(e, j)], 1) for e in mine], 1))
                for e in mine:
                    fits = compatible(j, e)
                    if not is_true(fits):
                        self.constraints.append(implies(takes[(j, e)], fits))
            for j in mine:
                stop_if_past()
                term = points[mine[-1]]
                for e in reversed(mine[:-1]):
                    term = ite(takes[(j, e)], points[e], term)
                chosen[j] = term
        return chosen

    def _open_window(self, counted) -> None:
        """A window starts at the first counted round since the last resolution."""
        if self.window is None:
            self.window = Window(start_scores=dict(self.score), started=counted)
        elif not is_true(self.window.started):
            w = self.window
            w.start_scores = {m: ite(w.started, w.start_scores[m], self.score[m]) for m in self.score}
            w.started = z3.simplify(z3.Or(w.started, counted))

    def _round(self, index: int, step, counted, closes) -> None:
        points = self._slot_order(index, step)
        per_slot = self.window_mode == "slot"
        if not is_false(counted) and step.events and not per_slot:
            self._open_window(counted)
        for j, event in enumerate(step.events):
            stop_if_past()
            if not is_false(counted) and per_slot:
                self._open_window(counted)
            owners = self.event_owners(index, j, event.player)
            present = self.event_present(index, j)
            is_courier = self.owned_marker_choice(owners, "scorer-marker-choice", f"marker-r{index}s{j}", present)
            old = self.owned_score(owners, is_courier)
            new = plus(old, points[j])
            for p, cond in owners.items():
                moves = conj(cond, present)
                self.add_to_marker(p, is_courier, lambda s, x=points[j], c=moves: when(c, plus(s, x), s))
            self.slot_states.append((index, j, dict(self.score), dict(self.robber)))
            if is_false(counted):
                continue
            moved = leaf_combine(old, points[j], lambda v, w: max(0, v + w) - v)
            live = conj(present, counted)
            slot = Slot(owners, live, is_courier, self.space(old), new - old if moved is None else moved, dict(self.robber),
                        {r: len(changes) for r, changes in self.relocations.items()},
                        {r: len(changes) for r, changes in self.returns.items()})
            fresh = self._feature_candidates(slot) if self.movement == "per-feature" else []
            self.window.slots.append(slot)
            if "backward-follow" in self.grants and self.movement == "per-feature":
                self.resolver.backward_at_slot(slot, new)
            if "theft-at-once" in self.grants and fresh:
                steal_at_once(self, fresh)
            if per_slot:
                self.resolver.resolve()
        if not is_false(closes):
            self.resolver.resolve(closes)
        if self.window_mode == "round" or (self.window_mode == "turn" and self._segment_ends(index)):
            self.window = None

    def _segment_ends(self, index: int) -> bool:
        """No scoring round follows before the game end or the end of the turn."""
        for step in self.scenario.turn[index + 1 :]:
            if step.kind == GAME_END:
                return True
            if step.kind == SCORE:
                return False
        return True

    def triggered(self, player: str) -> z3.BoolRef:
        """``player``'s robber has a theft waiting in the open window."""
        return triggered(self, player)

    def relocate(self, player: str, place, changed) -> None:
        """``player``'s robber, placed or moved by its owner, now stands on
        ``place``; ``changed``: the condition that this is another space than
        before (first-movement-only counts from then)."""
        self.robber[player] = place
        if not is_false(changed):
            self.relocations[player].append(changed)

    def _game_end(self) -> None:
        if "end-bonus" not in self.grants:
            return
        for player in self.scenario.players:
            on_track = compare(self.robber[player], SUPPLY, "!=")
            is_courier = self.marker_choice(player, "thief-marker-choice", "bonus")
            self.add_to_marker(player, is_courier, lambda s, on=on_track: plus(s, ite(on, 3, 0)))
            self.robber[player] = num(SUPPLY)
