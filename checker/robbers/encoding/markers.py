"""The turn encoding's view of the scenario's numbers and the players'
markers: fresh choice variables, a score's track space, which markers exist
and which one a player moves, what stands on a space. ``TurnEncoding``
inherits these helpers; clauses' hooks and the resolution call them too.
They read ``self.scenario``, ``self.terms``, ``self.score``,
``self.track``, ``self.visible`` and ``self.grants``, which the encoding sets."""

from __future__ import annotations

import z3

from checker.robbers.encoding.logic import FALSE, TRUE, conj
from checker.robbers.encoding.numbers import num_var
from checker.robbers.encoding.spaces import SymbolicSpaces
from checker.robbers.model import COURIER, MEEPLE
from checker.solver.capi import any_of, implies, is_false, is_true, ite, negation
from checker.solver.deadline import stop_if_past
from checker.solver.folding import compare, leaf_map


class Markers:
    """Helpers over the scenario's terms and the markers' current scores."""

    def fresh(self, sort, label: str):
        """A new choice variable. Named by its label and its rank among the
        choices of that label, so that two encodings of one scenario under
        different rules name the same choice alike (``diff`` pairs them).
        Each checks the building deadline: one order of a thousand events
        makes a million of them."""
        stop_if_past()
        rank = self._fresh[label] = self._fresh.get(label, 0) + 1
        name = f"{self.name}!{label}!{rank}"
        var = z3.Bool(name) if sort == "bool" else num_var(name)
        self.choices.append(var)
        return var

    def space(self, score):
        """``score % track`` as a chain of comparisons: linear, so the solver
        stays in linear integer arithmetic (a ``%`` term costs far more).
        Memoised: the same score term is asked for its space many times."""
        key = score.get_id()
        if key not in self._spaces:
            term = leaf_map(score, lambda v: v % self.track)
            if term is None and self.terms.ranges is not None:
                if self._symbolic_spaces is None:
                    self._symbolic_spaces = SymbolicSpaces(self.track, self.terms.ranges)
                term = self._symbolic_spaces.space(score)
            elif term is None:
                term = score
                for lap in range(1, self.terms.laps + 1):  # the highest lap ends outermost
                    term = ite(score >= lap * self.track, score - lap * self.track, term)
            self._spaces[key] = (score, term)
        return self._spaces[key][1]

    def courier_present(self, player: str) -> z3.BoolRef:
        if not self.scenario.has_courier(player):
            return FALSE
        return TRUE if self.terms.couriers is None else self.terms.couriers[player]

    def marker_present(self, player: str, kind: str) -> z3.BoolRef:
        return self.courier_present(player) if kind == COURIER else TRUE

    def event_owners(self, index: int, j: int, player: str) -> dict:
        """player -> the condition that they score event ``j`` of step ``index``."""
        if self.terms.owners is None:
            return {player: TRUE}
        owner = self.terms.owners[(index, j)]
        return {p: owner == k for k, p in enumerate(self.scenario.players)}

    def event_present(self, index: int, j: int) -> z3.BoolRef:
        return TRUE if self.terms.present is None else self.terms.present[(index, j)]

    def sees(self, is_courier) -> z3.BoolRef:
        return TRUE if COURIER in self.visible else negation(is_courier)

    def marker_score(self, player: str, is_courier):
        if not self.scenario.has_courier(player):
            return self.score[(player, MEEPLE)]
        return ite(is_courier, self.score[(player, COURIER)], self.score[(player, MEEPLE)])

    def add_to_marker(self, player: str, is_courier, new_value_of) -> None:
        """Set the chosen marker of ``player`` to ``new_value_of(old)``."""
        meeple = self.score[(player, MEEPLE)]
        if not self.scenario.has_courier(player):
            self.score[(player, MEEPLE)] = new_value_of(meeple)
            return
        courier = self.score[(player, COURIER)]
        self.score[(player, MEEPLE)] = ite(is_courier, meeple, new_value_of(meeple))
        self.score[(player, COURIER)] = ite(is_courier, new_value_of(courier), courier)

    def marker_choice(self, player: str, grant: str, label: str):
        """A player's free choice of marker, or the meeple when the rules give none."""
        return self.owned_marker_choice({player: TRUE}, grant, f"{label}-{player}")

    def owned_marker_choice(self, owners: dict, grant: str, label: str, happens=TRUE):
        """The marker choice of whoever of ``owners`` moves (only if it ``happens``)."""
        possible = [conj(cond, self.courier_present(p)) for p, cond in owners.items()]
        possible = [c for c in possible if not is_false(c)]
        if not possible or grant not in self.grants:
            return FALSE
        choice = self.fresh("bool", f"{label}-courier")
        allowed = conj(happens, possible[0] if len(possible) == 1 else any_of(possible))
        if not is_true(allowed):
            self.constraints.append(implies(choice, allowed))
        return choice

    def owned_score(self, owners: dict, is_courier):
        """The score of the chosen marker of whoever of ``owners`` moves."""
        items = list(owners.items())
        term = self.marker_score(items[-1][0], is_courier)
        for p, cond in reversed(items[:-1]):
            term = ite(cond, self.marker_score(p, is_courier), term)
        return term

    def hosts(self, player: str, space, scores=None) -> z3.BoolRef:
        """A visible marker of another player than ``player`` stands on ``space``
        (with the current scores, or with ``scores``)."""
        scores = self.score if scores is None else scores
        spots = [
            conj(self.marker_present(p, k), compare(self.space(scores[(p, k)]), space, "=="))
            for p, k in self.scenario.marker_ids()
            if p != player and k in self.visible
        ]
        return any_of(spots) if spots else FALSE
