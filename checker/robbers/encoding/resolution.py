"""The end of a window: robbers steal, robbers follow markers backwards, and
thieves' markers move by rogue points with robbers in tow (turn-model.md,
"Resolution of a window")."""

from __future__ import annotations

from dataclasses import dataclass, replace

import z3

from checker.solver.capi import FALSE, all_of, any_of, equal, implies, is_false, is_true, ite, negation, num
from checker.robbers.encoding.contexts import Candidate, ResolutionContext, StealContext
from checker.solver.folding import compare, fold_formula, fold_sum, plus
from checker.robbers.encoding.misread import absolute_movements, last_movements
from checker.robbers.encoding.logic import TRUE, conj, when
from checker.robbers.encoding.spent import stood_on_start
from checker.robbers.model import COURIER

SUPPLY = -1


@dataclass
class StealRecord:
    """A candidate as taken (or not) in the model: read back into an Outcome."""

    candidate: Candidate
    amount: z3.ArithRef
    base: z3.ArithRef | None = None
    loss: z3.ArithRef | None = None


@dataclass
class Theft:
    """What one robber took at one resolution, as terms: ``code`` numbers the
    victim's marker (0 when nothing was taken), ``amount`` sums the points.
    Exact whenever a robber takes at most one candidate."""

    robber: str
    records: list
    code: z3.ArithRef
    amount: z3.ArithRef


class Resolver:
    """Resolution steps over a :class:`TurnEncoding`'s state."""

    def __init__(self, enc) -> None:
        self.enc = enc
        self.always_follows = "backward-must-follow" in enc.grants  # no staying with the other markers
        self.records: list[StealRecord] = []
        self.thefts: list[Theft] = []

    # during a window (movement-per-feature)
    def backward_at_slot(self, slot, new_score) -> None:
        """Robbers beside a marker that moves backwards go with it (or may stay)."""
        enc = self.enc
        for robber in enc.scenario.players:
            here = enc.robber[robber]
            goes, must = [], []
            for mover, owns in slot.owners.items():
                if mover == robber:
                    continue
                goes_p = conj(
                    owns,
                    slot.live,
                    compare(here, SUPPLY, "!="),
                    compare(here, slot.start, "=="),
                    compare(slot.displacement, 0, "<"),
                    enc.sees(slot.is_courier),
                )
                stays_possible = self._others_remain(robber, here, exclude=(mover, slot.is_courier))
                goes.append(goes_p)
                must.append(goes_p if self.always_follows else conj(goes_p, negation(stays_possible)))
            if not goes:
                continue
            follow = enc.fresh("bool", f"back-{robber}")
            enc.constraints.append(implies(follow, any_of(goes)))
            enc.constraints.append(implies(any_of(must), follow))
            # A drag is no relocation: the robber keeps what it has seen.
            enc.robber[robber] = ite(follow, enc.space(new_score), here)

    def _others_remain(self, robber: str, space, exclude=None) -> z3.BoolRef:
        enc = self.enc
        spots = []
        for p, k in enc.scenario.marker_ids():
            if p == robber or k not in enc.visible:
                continue
            on = conj(enc.marker_present(p, k), compare(enc.space(enc.score[(p, k)]), space, "=="))
            if exclude is not None and p == exclude[0]:
                is_mover = exclude[1] if k == COURIER else negation(exclude[1])
                on = conj(on, negation(is_mover))
            spots.append(on)
        return any_of(spots) if spots else FALSE

    # at the end of a window
    def resolve(self, condition=TRUE) -> None:
        """The window resolves (only if ``condition`` holds: a window of a
        proof may end at one of several rounds)."""
        enc = self.enc
        window = enc.window
        if window is None:
            return
        if is_true(condition):
            enc.window = None
        else:
            window.closed = z3.simplify(z3.Or(window.closed, condition))
        candidates = window.candidates
        if enc.movement == "per-turn":
            candidates = self._turn_candidates(window)
        elif "last-movement" in enc.grants:
            candidates = last_movements(window, candidates)
        if "backward-trigger" in enc.grants:
            candidates = absolute_movements(candidates)
        if not is_true(condition):
            candidates = [replace(c, fired=z3.simplify(conj(c.fired, condition))) for c in candidates]
        taken = self._steal(candidates, lambda c: self._base(window, c))
        if "backward-follow" in enc.grants and enc.movement == "per-turn":
            self._backward_at_resolution(window, taken, condition)
        self._rogue(taken, condition)

    def _turn_candidates(self, window) -> list[Candidate]:
        enc = self.enc
        out = []
        for player, kind in enc.scenario.marker_ids():
            is_courier = z3.BoolVal(kind == COURIER)
            moves = [
                when(conj(s.owned_by(player), s.live, equal(s.is_courier, is_courier)), s.displacement, 0)
                for s in window.slots
                if not is_false(s.owned_by(player))
            ]
            displacement = fold_sum(moves)
            start = enc.space(window.start_scores[(player, kind)])
            for robber in enc.scenario.players:
                # Judged where the robber stood when the movement began (no retroactive theft).
                stood = stood_on_start(enc, window, (player, kind), robber)
                cand = Candidate(robber, player, is_courier, start, ite(stood, start, SUPPLY), displacement,
                                 TRUE, TRUE, compare(enc.robber[robber], SUPPLY, "!="))
                enc.fire(cand)
                out.append(cand)
        return out

    def _base(self, window, cand: Candidate):
        if self.enc.steal_base == "player-turn":
            moves = [
                when(conj(s.owned_by(cand.victim), s.live), s.displacement, 0)
                for s in window.slots
                if not is_false(s.owned_by(cand.victim))
            ]
            return fold_sum(moves)
        if self.enc.steal_base == "movement":
            return cand.displacement
        return num(0)  # no rule names the points a robber halves

    def _steal(self, candidates, base_of) -> dict:
        """Each robber takes some fired candidates; returns thief -> (stole, amount)."""
        enc = self.enc
        taken = {}
        for robber in enc.scenario.players:
            mine = [c for c in candidates if c.robber == robber and not is_false(c.fired)]
            if not mine:
                continue
            for c in mine:
                c.take = enc.fresh("bool", f"take-{robber}")
                enc.constraints.append(implies(c.take, c.fired))
            ctx = ResolutionContext(robber, [c.fired for c in mine], [c.take for c in mine], [])
            for hook in enc.resolution_hooks:
                hook(ctx)
            enc.constraints.extend(ctx.requirements)
            amounts = []
            for c in mine:
                base = base_of(c)
                amount, loss = self._amount(c, robber, base)
                self.records.append(StealRecord(c, amount, base, loss))
                amounts.append(amount)
                self._victim_loses(c, loss)
            stole = any_of([c.take for c in mine])
            taken[robber] = (stole, fold_sum(amounts))
            mine_records = self.records[-len(mine):]
            code = fold_sum([ite(c.take, self._victim_code(c), 0) for c in mine])
            self.thefts.append(Theft(robber, mine_records, code, taken[robber][1]))
        for robber, (stole, _) in taken.items():
            if "robber-returns" in enc.grants:
                enc.robber[robber] = ite(stole, SUPPLY, enc.robber[robber])
        return taken

    def _amount(self, c: Candidate, robber: str, base):
        """What the thief gains and the victim loses if ``c`` is taken (0 if not).

        The clauses state them as formulas of the base; on a tree of numbers
        the formula is applied leaf by leaf (see ``folding``), otherwise it
        becomes a constrained variable. Without a clause, each is free within
        its bounds (0..base for the amount, 0..amount for the loss).
        """
        enc = self.enc
        placeholder = z3.Int(f"{enc.name}!base")
        sctx = StealContext(placeholder)
        for hook in enc.steal_hooks:
            hook(sctx)
        requirements = [z3.substitute(r, (placeholder, base)) for r in sctx.requirements]
        if requirements:
            enc.constraints.append(implies(c.take, all_of(requirements)))
        amount = self._defined(c, sctx.amount, placeholder, base, f"amount-{robber}", 0, ite(compare(base, 0, ">"), base, 0))
        loss = self._defined(c, sctx.victim_loss, placeholder, base, f"loss-{robber}", 0, amount)
        return amount, loss

    def _defined(self, c, formula, placeholder, base, label, low, high):
        enc = self.enc
        if formula is not None:
            tree = fold_formula(formula, placeholder, base)
            if tree is not None:
                return z3.simplify(ite(c.take, tree, 0))
            # Not a tree (a proof's symbolic numbers): the formula itself, so
            # the amount stays a function of the scenario, not a choice.
            return ite(c.take, z3.substitute(num(0) + formula, (placeholder, base)), 0)
        var = enc.fresh("num", label)
        enc.constraints.append(ite(c.take, conj(var >= low, var <= high), var == 0))
        return var

    def _victim_code(self, cand: Candidate):
        """1, 2, ... for each (victim, marker) of the scenario."""
        index = self.enc.scenario.players.index(cand.victim)
        return ite(cand.is_courier, 2 * index + 2, 2 * index + 1)

    def _victim_loses(self, cand: Candidate, loss) -> None:
        enc = self.enc
        loss = z3.simplify(loss)
        if z3.is_int_value(loss) and loss.as_long() == 0:
            return
        enc.add_to_marker(cand.victim, cand.is_courier, lambda s: plus(s, -loss))

    def _backward_at_resolution(self, window, taken, condition) -> None:
        enc = self.enc
        for robber in enc.scenario.players:
            here = enc.robber[robber]
            options = []
            for player, kind in enc.scenario.marker_ids():
                if player == robber or kind not in enc.visible:
                    continue
                is_courier = z3.BoolVal(kind == COURIER)
                moves = [
                    when(conj(s.owned_by(player), s.live, equal(s.is_courier, is_courier)), s.displacement, 0)
                    for s in window.slots
                    if not is_false(s.owned_by(player))
                ]
                if not moves:
                    continue
                start = enc.space(window.start_scores[(player, kind)])
                goes = conj(
                    condition,
                    enc.marker_present(player, kind),
                    compare(here, SUPPLY, "!="),
                    compare(here, start, "=="),
                    compare(fold_sum(moves), 0, "<"),
                )
                follow = enc.fresh("bool", f"back-{robber}")
                enc.constraints.append(implies(follow, goes))
                options.append((goes, follow, enc.space(enc.score[(player, kind)])))
            if not options:
                continue
            follows = [f for _, f, _ in options]
            enc.constraints.append(enc.at_most_one(follows))
            must = any_of([g for g, _, _ in options])
            if not self.always_follows:
                must = conj(must, negation(self._others_remain(robber, here)))
            enc.constraints.append(implies(must, any_of(follows)))
            place = here
            for _, follow, new_space in options:
                place = ite(follow, new_space, place)
            enc.robber[robber] = place

    def _rogue(self, taken, condition=TRUE) -> None:
        """Thieves' markers move; robbers beside them follow (or, without
        rogue-points-no-trigger, are triggered one level deep)."""
        enc = self.enc
        moves = {}
        for thief, (stole, amount) in taken.items():
            is_courier = enc.marker_choice(thief, "thief-marker-choice", "loot")
            start = enc.space(enc.marker_score(thief, is_courier))
            moves[thief] = (stole, amount, is_courier, start)
        for thief, (stole, amount, is_courier, _) in moves.items():
            enc.add_to_marker(thief, is_courier, lambda s, a=amount: plus(s, a))
        if "rogue-no-trigger" not in enc.grants:
            self._rogue_triggers(moves, condition)
        if "rogue-follow" in enc.grants:
            self._rogue_follow(moves)

    def _rogue_movers(self, robber, moves) -> list:
        enc = self.enc
        here = enc.robber[robber]
        out = []
        for thief in enc.scenario.order_from_active():
            if thief == robber or thief not in moves:
                continue
            stole, amount, is_courier, start = moves[thief]
            cond = conj(
                stole,
                compare(here, SUPPLY, "!="),
                compare(here, start, "=="),
                enc.sees(is_courier),
                compare(amount, 0, ">"),
            )
            out.append((thief, cond, enc.space(enc.marker_score(thief, is_courier))))
        return out

    def _rogue_follow(self, moves) -> None:
        enc = self.enc
        new_places = {}
        for robber in enc.scenario.players:
            movers = self._rogue_movers(robber, moves)
            if not movers:
                continue
            place = enc.robber[robber]
            if enc.rogue_split == "turn-order":
                for _, cond, new_space in reversed(movers):
                    place = ite(cond, new_space, place)
            elif enc.rogue_split is None:  # no rule for two movers: follow only a lone one
                conds = [c for _, c, _ in movers]
                for i, (_, cond, new_space) in enumerate(movers):
                    alone = conj(cond, *[negation(c) for k, c in enumerate(conds) if k != i])
                    place = ite(alone, new_space, place)
            else:
                picks = []
                for thief, cond, new_space in movers:
                    pick = enc.fresh("bool", f"rogue-{robber}-{thief}")
                    enc.constraints.append(implies(pick, cond))
                    picks.append(pick)
                    place = ite(pick, new_space, place)
                enc.constraints.append(enc.at_most_one(picks))
                enc.constraints.append(implies(any_of([c for _, c, _ in movers]), any_of(picks)))
            new_places[robber] = place
        enc.robber.update(new_places)

    def _rogue_triggers(self, moves, condition) -> None:
        """Without honour among thieves, a rogue move fires the robbers on its
        start space; their own loot is not followed further (one level)."""
        enc = self.enc
        candidates = []
        for robber in enc.scenario.players:
            for thief, (stole, amount, is_courier, start) in moves.items():
                cand = Candidate(
                    robber=robber,
                    victim=thief,
                    is_courier=is_courier,
                    start=start,
                    robber_space=enc.robber[robber],
                    displacement=ite(stole, amount, 0),
                    first_in_window=TRUE,
                    first_departure=TRUE,
                    on_track=conj(condition, compare(enc.robber[robber], SUPPLY, "!=")),
                    origin="rogue",
                )
                enc.fire(cand)
                candidates.append(cand)
        taken = self._steal(candidates, lambda c: c.displacement)
        for thief, (stole, amount) in taken.items():
            is_courier = enc.marker_choice(thief, "thief-marker-choice", "loot2")
            enc.add_to_marker(thief, is_courier, lambda s, a=amount: plus(s, a))
