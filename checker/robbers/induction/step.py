"""One step of a turn, from a state to the next (the step relation).

A turn is a sequence of these steps, each applied to the state the previous
one left:

- ``place``: a ``place-robbers`` step;
- ``begin-round``: a scoring round starts (its source decides whether it is
  counted; a counted round may open a window);
- ``event``: one scored feature (any player, any non-zero points): the
  scorer's marker moves, and in a counted round the movement is recorded (and
  fires robbers, with ``movement-per-feature``); without a window clause
  its window resolves at once;
- ``end-round``: the round ends; its window resolves (per round), or may
  resolve (per turn: the path guesses that no counted round follows before the
  game end; a wrong guess leaves no way on, see ``guards``);
- ``game-end``: the end bonus, if any; later rounds are the final scoring.

The rules come from the clauses in force only: :class:`StepEncoding` is a
:class:`~checker.robbers.encoding.turn.TurnEncoding` over a turn with no steps of its
own, whose hooks, placement, marker choices, candidates, backward movement,
resolution (steals, rogue points) and end bonus are the turn encoding's.
What this module adds is the carry-over of a window between steps (the
state's fields), which the turn encoding keeps in its list of slots: a
resolution sees one summary slot per marker (its net displacement and start
since the window opened) and, with ``movement-per-feature``, the pending
thefts fired so far.

Scoring order (``scorer-chooses-order``) needs no step of its own: every
order of a round's events is itself a sequence of event steps.
"""

from __future__ import annotations

import z3

from checker.solver.capi import FALSE, TRUE, all_of, any_of, equal, ite, negation, num
from checker.robbers.encoding.contexts import Candidate, ResolutionContext, RoundInfo
from checker.solver.folding import compare, leaf_combine, leaf_map, plus
from checker.robbers.encoding.terms import Terms
from checker.robbers.encoding.turn import Slot, TurnEncoding, Window
from checker.robbers.induction.state import BAD, Pending, State
from checker.robbers.invariants.catalog import BY_ID
from checker.robbers.model import COURIER, MEEPLE, Scenario
from checker.robbers.symbolic.bound import SOURCE_LABELS

SUPPLY = -1
KINDS = ("place", "begin-round", "event", "end-round", "game-end")
#: Where a turn's ``place-robbers`` steps may stand: "anywhere" before the game
#: end, as often as the turn has tiles with a robber symbol (every turn the
#: scenario format admits, double turns included), or "none" (``--no-placement``).
PLACEMENTS = ("anywhere", "none")


#: Why the step relation does not cover a rule set with ``resolve-at-once``.
AT_ONCE = ("the step relation does not cover resolve-at-once (theft-timing=at-once): its state has no record of "
           "a theft taken inside the turn's window, right after the movement that fires it")


def uncovered(hooks) -> str | None:
    """Why the step relation cannot stand for a turn under these hooks, or None when it can."""
    return AT_ONCE if "theft-at-once" in hooks.grants else None


def may_end(s: State) -> z3.BoolRef:
    """The turn may end here: no round under way and no window awaiting resolution."""
    return all_of([negation(s.in_round), negation(s.win_open)])


class StepEncoding(TurnEncoding):
    """One step from ``pre``: ``constraints`` (the players' choices) and
    ``guards`` (when the step can happen at all) over ``pre``'s terms, the
    step's parameters and its choices; ``post()`` is the state it leaves."""

    def __init__(self, rules, pre: State, track: int, name: str, placement: str = "anywhere") -> None:
        players = pre.players
        skeleton = Scenario(
            players=players, active=players[0], markers={p: {MEEPLE: 0, COURIER: 0} for p in players},
            robbers={p: None for p in players}, turn=(), track=track,
        )
        terms = Terms(dict(pre.score), dict(pre.robber), {}, laps=0, couriers=dict(pre.courier))
        self.pre = pre
        self.placement = placement
        self.guards: list = []
        self.placing = False  # a place step: a robber whose place changes is placed anew
        self.params: dict = {}
        super().__init__(skeleton, rules, terms=terms, name=name)
        if uncovered(self):
            raise NotImplementedError(f"{uncovered(self)} ({rules.label()})")
        self.per_feature = self.movement == "per-feature"
        self.takes_one = self._takes_at_most_one()
        self.s = {
            "in_round": pre.in_round, "counted": pre.counted, "scored": pre.scored,
            "after_end": pre.after_end, "win_open": pre.win_open, "seg_closed": pre.seg_closed,
            "start": dict(pre.start), "disp": dict(pre.disp), "moved": dict(pre.moved),
            "departed": dict(pre.departed), "pending": dict(pre.pending), "overflow": pre.overflow,
            "begun": dict(pre.begun), "stood": dict(pre.stood),
        }

    def space(self, score):
        """``score % track``: folded leaf by leaf on a tree of numbers, else Z3's ``mod``."""
        key = score.get_id()
        if key not in self._spaces:
            term = leaf_map(score, lambda v: v % self.track)
            self._spaces[key] = (score, score % self.track if term is None else term)
        return self._spaces[key][1]

    # the five kinds of step
    def place(self) -> None:
        s = self.s
        if self.placement == "none":
            self.guards.append(FALSE)
        else:
            self.guards += [negation(s["in_round"]), negation(s["after_end"])]
        self._place(0)
        self.placing = True
        if self.per_feature:
            # first-movement-only's window starts again for a robber placed or moved by its owner
            for (m, robber), moved in s["moved"].items():
                if self.relocations[robber]:
                    s["moved"][(m, robber)] = all_of([moved, negation(any_of(self.relocations[robber]))])

    def begin_round(self, source: str | None = None) -> None:
        """A round from ``source`` (a label), or from any source when None."""
        s = self.s
        if source is None:
            counted = z3.Bool(f"{self.name}.counted")
            self.params["counted"] = counted
            self.guards.append(self._possible(counted))
        else:
            counted = ite(s["after_end"], self.counted(RoundInfo(0, source, True)),
                          self.counted(RoundInfo(0, source, False)))
        self.guards.append(negation(s["in_round"]))
        if self.window_mode == "turn":
            self.guards.append(z3.Implies(counted, negation(s["seg_closed"])))
            self._open(all_of([counted, negation(s["win_open"])]))
        elif self.window_mode == "round":
            self._open(counted)
        s.update(in_round=TRUE, counted=counted, scored=FALSE)

    def _possible(self, counted) -> z3.BoolRef:
        """``counted`` is what some source makes of a round, before or after the game end."""
        def values(after_end):
            return {self.counted(RoundInfo(0, label, after_end)) for label in SOURCE_LABELS}

        def allowed(vals):
            return TRUE if len(vals) == 2 else (counted if True in vals else negation(counted))

        return ite(self.s["after_end"], allowed(values(True)), allowed(values(False)))

    def event(self, owner: int | None = None, points: int | None = None) -> None:
        """An event of player number ``owner`` for ``points``; any of both when None."""
        s, players = self.s, self.scenario.players
        if owner is None:
            var = z3.Int(f"{self.name}.owner")
            self.params["owner"] = var
            self.guards.append(z3.And(var >= 0, var < len(players)))
            owners = {p: var == k for k, p in enumerate(players)}
        else:
            owners = {players[owner]: TRUE}
        if points is None:
            points = z3.Int(f"{self.name}.points")
            self.params["points"] = points
            self.guards.append(points != 0)
        else:
            points = num(points)
        self.guards.append(s["in_round"])
        live = s["counted"]
        if self.window_mode == "slot":
            self._open(live)
        is_courier = self.owned_marker_choice(owners, "scorer-marker-choice", "marker")
        old = self.owned_score(owners, is_courier)
        new = plus(old, points)
        for p, cond in owners.items():
            self.add_to_marker(p, is_courier, lambda x, c=cond: ite(c, plus(x, points), x))
        moved = leaf_combine(old, points, lambda v, w: max(0, v + w) - v)
        slot = Slot(owners, live, is_courier, self.space(old), new - old if moved is None else moved, dict(self.robber))
        for (p, kind) in self.scenario.marker_ids():
            mine = all_of([slot.owned_by(p), live, equal(is_courier, kind == COURIER)])
            s["disp"][(p, kind)] = ite(mine, s["disp"][(p, kind)] + slot.displacement, s["disp"][(p, kind)])
        if self.per_feature:
            self._fire_pending(slot)
        else:
            self._begin_movements(slot)
        if "backward-follow" in self.grants and self.per_feature:
            self.resolver.backward_at_slot(slot, new)
        if self.window_mode == "slot":
            self._resolve(live)
        s["scored"] = TRUE

    def end_round(self) -> None:
        s = self.s
        self.guards += [s["in_round"], s["scored"]]
        if self.window_mode == "round":
            self._resolve(s["counted"])
        elif self.window_mode == "turn":
            close = self.fresh("bool", "close")
            resolves = all_of([s["counted"], close])
            self._resolve(resolves)
            s["seg_closed"] = any_of([s["seg_closed"], resolves])
        s["in_round"] = FALSE

    def game_end(self) -> None:
        s = self.s
        self.guards += [negation(s["in_round"]), negation(s["after_end"]), negation(s["win_open"])]
        self._game_end()
        s.update(after_end=TRUE, seg_closed=FALSE)

    def apply(self, kind: str, **params) -> "StepEncoding":
        {"place": self.place, "begin-round": self.begin_round, "event": self.event,
         "end-round": self.end_round, "game-end": self.game_end}[kind](**params)
        return self

    # the window between steps
    def _open(self, condition) -> None:
        """A window opens when ``condition`` holds: its records start afresh."""
        s = self.s
        if z3.is_false(condition):
            return
        keep = negation(condition)
        s["win_open"] = any_of([s["win_open"], condition])
        s["start"] = {m: ite(condition, self.score[m], v) for m, v in s["start"].items()}
        s["disp"] = {m: ite(condition, 0, v) for m, v in s["disp"].items()}
        s["moved"] = {m: all_of([keep, v]) for m, v in s["moved"].items()}
        s["departed"] = {k: all_of([keep, v]) for k, v in s["departed"].items()}
        s["pending"] = {k: Pending(all_of([keep, v.fired]), v.disp, v.first) for k, v in s["pending"].items()}
        s["begun"] = {m: all_of([keep, v]) for m, v in s["begun"].items()}
        s["stood"] = {k: all_of([keep, v]) for k, v in s["stood"].items()}

    def _begin_movements(self, slot: Slot) -> None:
        """``movement-per-turn``: a marker's first counted slot of the window
        begins its movement; the robbers on its start space then are the
        ones it may trigger (``spent.stood_on_start`` over a turn's slots)."""
        s = self.s
        for (p, kind) in self.scenario.marker_ids():
            mine = all_of([slot.owned_by(p), slot.live, equal(slot.is_courier, kind == COURIER)])
            first = all_of([mine, negation(s["begun"][(p, kind)])])
            start = self.space(s["start"][(p, kind)])
            for robber in self.scenario.players:
                here = compare(self.robber[robber], start, "==")
                s["stood"][((p, kind), robber)] = any_of([s["stood"][((p, kind), robber)], all_of([first, here])])
            s["begun"][(p, kind)] = any_of([s["begun"][(p, kind)], mine])

    def triggered(self, player: str) -> z3.BoolRef:
        """The robber has a theft waiting in the open window (the step relation's own record of it)."""
        s = self.s
        hits = [v.fired for (r, _), v in s["pending"].items() if r == player] if self.per_feature else [
            v for (m, r), v in s["stood"].items() if r == player and m[0] != player and m[1] in self.visible]
        return all_of([s["win_open"], any_of(hits)])

    def _fire_pending(self, slot: Slot) -> None:
        """``movement-per-feature``: this movement's candidates, judged now
        against the window so far, become pending thefts."""
        s, players = self.s, self.scenario.players
        kinds = ((MEEPLE, FALSE), (COURIER, TRUE))
        for victim, owns in slot.owners.items():
            for robber in players:
                moved = ite(slot.is_courier, s["moved"][((victim, COURIER), robber)],
                            s["moved"][((victim, MEEPLE), robber)])
                departed = ite(slot.is_courier, s["departed"][((victim, COURIER), robber)],
                               s["departed"][((victim, MEEPLE), robber)])
                cand = Candidate(
                    robber=robber, victim=victim, is_courier=slot.is_courier, start=slot.start,
                    robber_space=self.robber[robber], displacement=slot.displacement,
                    first_in_window=negation(moved), first_departure=negation(departed),
                    on_track=all_of([compare(self.robber[robber], SUPPLY, "!="), owns, slot.live]),
                )
                self.fire(cand)
                for kind, flag in kinds:
                    key = (robber, (victim, kind))
                    hit = all_of([equal(slot.is_courier, flag), cand.fired])
                    old = s["pending"][key]
                    if self.takes_one:
                        # a second theft of the pair (a robber moved by its owner in a per-turn window):
                        # the robber will take one of them, so the state keeps either
                        keeps_new = any_of([negation(old.fired), self.fresh("bool", f"keep-{robber}")])
                        hit_kept = all_of([hit, keeps_new])
                    else:
                        s["overflow"] = any_of([s["overflow"], all_of([hit, old.fired])])
                        hit_kept = hit
                    s["pending"][key] = Pending(any_of([old.fired, hit]), ite(hit_kept, slot.displacement, old.disp),
                                                ite(hit_kept, cand.first_departure, old.first))
        forward = compare(slot.displacement, 0, ">")  # only forward movements are events a robber could take
        for victim, owns in slot.owners.items():
            for kind, flag in kinds:
                mine = all_of([owns, slot.live, equal(slot.is_courier, flag), forward])
                for robber in players:
                    key = ((victim, kind), robber)
                    s["moved"][key] = any_of([s["moved"][key], mine])
                    here = compare(slot.start, slot.robbers[robber], "==")
                    s["departed"][key] = any_of([s["departed"][key], all_of([mine, here])])

    def _takes_at_most_one(self) -> bool:
        """The clauses' resolution lets a robber take at most one of its fired thefts."""
        takes = [z3.Bool(f"{self.name}!probe-take-{k}") for k in range(2)]
        ctx = ResolutionContext("probe", [TRUE, TRUE], takes, [])
        for hook in self.resolution_hooks:
            hook(ctx)
        solver = z3.Solver()
        solver.add(*ctx.requirements, *takes)
        return solver.check() == z3.unsat

    def _resolve(self, condition) -> None:
        """The window resolves (when ``condition`` holds), through the turn
        encoding's resolver, over one summary slot per marker."""
        s = self.s
        if z3.is_false(condition):
            return
        slots = [
            Slot({p: TRUE}, TRUE, num(kind == COURIER), self.space(s["start"][(p, kind)]), s["disp"][(p, kind)], {})
            for p, kind in self.scenario.marker_ids()
        ]
        candidates = []
        if self.per_feature:
            for (robber, (victim, kind)), pend in s["pending"].items():
                cand = Candidate(
                    robber=robber, victim=victim, is_courier=num(kind == COURIER), start=num(0),
                    robber_space=self.robber[robber], displacement=pend.disp, first_in_window=TRUE,
                    first_departure=pend.first, on_track=TRUE,
                )
                cand.fired = pend.fired
                candidates.append(cand)
        stood = None if self.per_feature else dict(s["stood"])
        self.window = Window(start_scores=dict(s["start"]), slots=slots, candidates=candidates, stood=stood)
        self.resolver.resolve(condition)
        self.window = None
        s["win_open"] = all_of([s["win_open"], negation(condition)])

    # the state the step leaves
    def post(self) -> State:
        pre, s = self.pre, self.s
        takes = {p: [r.candidate.take for r in self.resolver.records if r.candidate.robber == p]
                 for p in self.scenario.players}
        # No step both places and resolves, so a steal here by a robber that has stolen
        # since it was last placed is a second steal of one placement.
        again = any_of([all_of([pre.stolen[p], any_of(t)]) for p, t in takes.items()])
        kept = {p: all_of([pre.stolen[p], negation(self._placed_anew(p))]) for p in pre.players}
        breach = {name: BY_ID[name].violation(self) for name in BAD}
        for name in ("one-trigger-per-first-movement", "triggered-robber-spent"):
            breach[name] = any_of([breach[name], again])
        return State(
            players=pre.players, score=dict(self.score), robber=dict(self.robber), courier=pre.courier,
            in_round=s["in_round"], counted=s["counted"], scored=s["scored"],
            after_end=s["after_end"], win_open=s["win_open"], seg_closed=s["seg_closed"],
            start=s["start"], disp=s["disp"],
            stolen={p: any_of([kept[p], *takes[p]]) for p in pre.players},
            bad={name: any_of([pre.bad[name], breach[name]]) for name in BAD},
            moved=s["moved"], departed=s["departed"], pending=s["pending"], overflow=s["overflow"],
            begun=s["begun"], stood=s["stood"],
        )

    def _placed_anew(self, player: str) -> z3.BoolRef:
        """This place step put ``player``'s robber on another space (from supply, or moved)."""
        if not self.placing:
            return FALSE
        return compare(self.robber[player], self.pre.robber[player], "!=")

    def formulas(self) -> list:
        """Everything the step asserts: its guards and its choices' constraints."""
        return self.guards + self.constraints
