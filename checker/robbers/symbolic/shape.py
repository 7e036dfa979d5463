"""A symbolic scenario: a concrete skeleton of players and steps whose
numbers, event owners, event presence, round sources, couriers and
placement step are Z3 terms, constrained to a :class:`Bound`.

A proof splits by *shape* (number of players, and whether the game ends in
the turn); everything else within the bound is one symbolic scenario, so a
single query covers it. The active player is always the first: turn order is
a rotation, so any scenario is one of these up to renaming.
"""

from __future__ import annotations

from dataclasses import dataclass

import z3

from checker.robbers.encoding.contexts import RoundInfo
from checker.robbers.encoding.hooks import Hooks
from checker.robbers.encoding.numbers import num_var
from checker.robbers.encoding.terms import Terms
from checker.robbers.model import COURIER, FAIRY, GAME_END, MEEPLE, PLACE, SCORE, Event, Scenario, Step
from checker.robbers.symbolic.bound import PLAYER_NAMES, SOURCE_LABELS, Bound
from checker.solver.fault import outside_domain

SUPPLY = -1


@dataclass(frozen=True)
class Shape:
    players: int
    game_end: bool

    def label(self) -> str:
        return f"{self.players} players, {'with' if self.game_end else 'no'} game end"


def shapes(bound: Bound) -> list[Shape]:
    """Smallest first, so the first counterexample found has the fewest players."""
    return [Shape(n, end) for n in range(bound.min_players, bound.max_players + 1) for end in (False, True)]


def source_classes(rules_list) -> tuple[str, ...]:
    """One source label per way the rule sets treat a round (counted before
    and after the game end, under each rule set), first label first."""
    hooks = []
    for rules in rules_list:
        h = Hooks()
        for clause in rules.clauses:
            if clause.constraints is not None:
                clause.constraints(h)
        hooks.append(h)
    seen, labels = set(), []
    for label in SOURCE_LABELS:
        key = tuple(h.counted(RoundInfo(0, label, end)) for h in hooks for end in (False, True))
        if key not in seen:
            seen.add(key)
            labels.append(label)
    return tuple(labels)


class SymbolicScenario:
    """The skeleton, its terms and the constraints that keep them in the bound."""

    def __init__(self, shape: Shape, bound: Bound, labels: tuple[str, ...], prefix: str = "s") -> None:
        self.shape, self.bound, self.labels = shape, bound, labels
        players = PLAYER_NAMES[: shape.players]
        kinds = {MEEPLE: 0, COURIER: 0} if bound.couriers else {MEEPLE: 0}
        placeholder = Step(SCORE, "features", tuple(Event(players[0], 1) for _ in range(bound.events)))
        if shape.game_end:
            before_end, after_end = (placeholder,) * (bound.rounds - 1), (Step(GAME_END), placeholder)
        else:
            before_end, after_end = (placeholder,) * bound.rounds, ()
        if bound.second_placement and before_end:  # a double turn: its second tile may bring robbers too
            before_end = before_end[:1] + (Step(PLACE),) + before_end[1:]
        turn = (Step(PLACE),) + before_end + after_end
        self.skeleton = Scenario(
            players=players,
            active=players[0],
            markers={p: dict(kinds) for p in players},
            robbers={p: None for p in players},
            turn=turn,
            track=bound.track,
        )
        self.rounds = [i for i, s in enumerate(turn) if s.kind == SCORE]
        v = lambda name: num_var(f"{prefix}.{name}")  # noqa: E731
        scores = {m: v(f"score.{m[0]}.{m[1]}") for m in self.skeleton.marker_ids()}
        robbers = {p: v(f"robber.{p}") for p in players}
        events = [(i, j) for i in self.rounds for j in range(bound.events)]
        points = {e: v(f"points.{e[0]}.{e[1]}") for e in events}
        owners = {e: v(f"owner.{e[0]}.{e[1]}") for e in events}
        present = {e: z3.Bool(f"{prefix}.present.{e[0]}.{e[1]}") for e in events}
        sources = {i: v(f"source.{i}") for i in self.rounds}
        couriers = {p: z3.Bool(f"{prefix}.courier.{p}") if bound.couriers else z3.BoolVal(False) for p in players}
        place_on = {i: z3.Bool(f"{prefix}.place" + (f".{i}" if i else "")) for i, s in enumerate(turn) if s.kind == PLACE}
        self.terms = Terms(
            scores, robbers, points, laps=0,
            couriers=couriers, owners=owners, present=present,
            sources=sources, source_labels=labels, place_on=place_on,
            ranges=self._ranges(scores, robbers, points, owners, sources),
        )
        self.events = events
        self.later_placements = [i for i in place_on if i > 0]
        self.domain = self._domain()

    def _ranges(self, scores, robbers, points, owners, sources) -> dict:
        b = self.bound
        out = {t.decl().name(): (0, b.track - 1) for t in scores.values()}
        out.update({t.decl().name(): (SUPPLY, b.track - 1) for t in robbers.values()})
        out.update({t.decl().name(): (min(0, b.min_points), max(0, b.max_points)) for t in points.values()})
        out.update({t.decl().name(): (0, len(PLAYER_NAMES)) for t in owners.values()})
        out.update({t.decl().name(): (0, len(SOURCE_LABELS)) for t in sources.values()})
        most = len(points) * max(abs(b.min_points), abs(b.max_points)) + 3
        out["*"] = (-most, most)
        return out

    def _domain(self) -> list:
        b, t = self.bound, self.terms
        out = []
        for (p, kind), score in t.scores.items():
            if kind == COURIER:
                out.append(z3.If(t.couriers[p], z3.And(score >= 0, score < b.track), score == 0))
            else:
                out.append(z3.And(score >= 0, score < b.track))
        for place in t.robbers.values():
            out.append(z3.And(place >= SUPPLY, place < b.track))
        for (i, j) in self.events:
            here, pts, owner = t.present[(i, j)], t.points[(i, j)], t.owners[(i, j)]
            live = z3.And(pts >= b.min_points, pts <= b.max_points, pts != 0, owner >= 0, owner < self.shape.players)
            out.append(z3.If(here, live, z3.And(pts == 0, owner == 0)))
            if j > 0:
                out.append(z3.Implies(here, t.present[(i, j - 1)]))  # events fill a round from the front
        if not b.placement:
            out.append(z3.Not(t.place_on[0]))
        for i in self.later_placements:
            # A double turn's second tile comes after the first: its placement step
            # only with a first round that happened (the smallest witness omits it).
            out.append(z3.Implies(t.place_on[i], t.present[(self.rounds[0], 0)]))
        for i in self.rounds:
            src = t.sources[i]
            empty = z3.Not(t.present[(i, 0)])
            out.append(z3.If(empty, src == 0, z3.And(src >= 0, src < len(self.labels))))
        out += self._fairy_rounds()
        return out

    def _fairy_rounds(self) -> list:
        """A ``fairy`` round, if the labels have one, is what the fairy scores:
        the turn's first step, the active player's 1 point (``fairy_problems``)."""
        if FAIRY not in self.labels:
            return []
        t, fairy = self.terms, self.labels.index(FAIRY)
        out = []
        for k, i in enumerate(self.rounds):
            earlier = [z3.Not(t.present[(r, 0)]) for r in self.rounds[:k]]
            alone = [z3.Not(t.present[(i, j)]) for j in range(1, self.bound.events)]
            first = self.skeleton.turn.index(Step(GAME_END)) > i if self.shape.game_end else True
            if not first:
                out.append(t.sources[i] != fairy)
                continue
            out.append(z3.Implies(t.sources[i] == fairy, z3.And(
                z3.Not(t.place_on[0]), *earlier, *alone, t.owners[(i, 0)] == 0, t.points[(i, 0)] == 1)))
        return out

    # measures minimised, in this order, for the smallest witness; the
    # positions last, so a witness reads with small numbers
    def measures(self) -> list:
        t = self.terms
        couriers = z3.Sum(*[z3.If(c, 1, 0) for c in t.couriers.values()]) if self.bound.couriers else z3.IntVal(0)
        rounds = z3.Sum(*[z3.If(t.present[(i, 0)], 1, 0) for i in self.rounds])
        events = z3.Sum(*[z3.If(t.present[e], 1, 0) for e in self.events])
        size = z3.Sum(*[z3.If(t.points[e] < 0, -t.points[e], t.points[e]) for e in self.events])
        robbers = z3.Sum(*[z3.If(r != SUPPLY, 1, 0) for r in t.robbers.values()])
        positions = z3.Sum(*t.scores.values())
        out = [
            ("markers", couriers), ("rounds", rounds), ("events", events), ("points", size),
            ("robbers", robbers), ("positions", positions),
        ]
        if self.later_placements:  # a turn without a second tile is the simpler witness
            out.insert(0, ("placements", z3.Sum(*[z3.If(t.place_on[i], 1, 0) for i in self.later_placements])))
        return out

    def decode(self, model: z3.ModelRef) -> Scenario:
        """The concrete scenario a model of the terms describes."""
        t = self.terms
        val = lambda term: model.eval(term, model_completion=True)  # noqa: E731
        players = self.skeleton.players
        markers = {}
        for p in players:
            markers[p] = {MEEPLE: val(t.scores[(p, MEEPLE)]).as_long()}
            if self.bound.couriers and z3.is_true(val(t.couriers[p])):
                markers[p][COURIER] = val(t.scores[(p, COURIER)]).as_long()
        robbers = {}
        for p in players:
            place = val(t.robbers[p]).as_long()
            robbers[p] = None if place == SUPPLY else place
        turn = []
        for i, step in enumerate(self.skeleton.turn):
            if step.kind == PLACE and z3.is_true(val(t.place_on[i])):
                turn.append(Step(PLACE))
            if step.kind == GAME_END:
                turn.append(Step(GAME_END))
            if step.kind != SCORE:
                continue
            events = tuple(
                Event(players[val(t.owners[(i, j)]).as_long()], val(t.points[(i, j)]).as_long())
                for j in range(self.bound.events)
                if z3.is_true(val(t.present[(i, j)]))
            )
            if events:
                turn.append(Step(SCORE, self.labels[val(t.sources[i]).as_long()], events))
        self._within_domain(markers, robbers, turn)
        return Scenario(
            players=players, active=players[0], markers=markers, robbers=robbers, turn=tuple(turn), track=self.bound.track
        )

    def _within_domain(self, markers, robbers, turn) -> None:
        """:func:`~checker.solver.fault.outside_domain` when the decoded values
        break the domain the solver was given: checked on the plain numbers,
        because a check on Z3 terms would build terms, and the search's later
        answers depend on the terms built before them."""
        b = self.bound
        for player, kinds in markers.items():
            for kind, space in kinds.items():
                if not 0 <= space < b.track:
                    raise outside_domain(f"{player}'s {kind} on space {space}, the track 0 to {b.track - 1}")
        for player, space in robbers.items():
            if space is not None and not 0 <= space < b.track:
                raise outside_domain(f"{player}'s robber on space {space}, the track 0 to {b.track - 1}")
        for step in turn:
            for event in step.events or ():
                if event.points == 0 or not b.min_points <= event.points <= b.max_points:
                    raise outside_domain(f"{event.player} scores {event.points}, "
                                         f"points {b.min_points} to {b.max_points} but 0")


def pin_scenario(sym, model) -> list:
    """Equalities fixing the scenario's terms to their values in ``model``."""
    t = sym.terms
    terms = list(t.scores.values()) + list(t.robbers.values()) + list(t.points.values())
    terms += list(t.owners.values()) + list(t.present.values()) + list(t.sources.values())
    terms += [c for c in t.couriers.values() if not z3.is_false(c) and not z3.is_true(c)] + list(t.place_on.values())
    return [term == model.eval(term, model_completion=True) for term in terms]
