"""The candidates of a movement (movement-per-feature): for each robber, the
possible theft a marker's forward move offers it, and whether it fires
(turn-model.md, "Movements and candidates").

A mixin of :class:`~checker.robbers.encoding.turn.TurnEncoding`: it reads the
turn's slots, the robbers' places and their histories (placed or moved by
their owners, ``relocations``; returned to supply by a theft taken at once,
``returns``), and the trigger hooks of the clauses in force.
"""

from __future__ import annotations

import z3

from checker.robbers.encoding.contexts import Candidate
from checker.robbers.encoding.logic import TRUE, conj
from checker.solver.capi import any_of, equal, is_false, negation
from checker.solver.deadline import stop_if_past
from checker.solver.folding import compare

SUPPLY = -1


class Candidates:
    """Candidates and their firing, over a turn encoding's state."""

    def _stayed_since(self, slot, robber: str) -> z3.BoolRef:
        """The robber has not been placed or moved by its owner since ``slot``."""
        later = self.relocations[robber][slot.moves.get(robber, 0):]
        return negation(any_of(later)) if later else TRUE

    def _kept_since(self, slot, robber: str) -> z3.BoolRef:
        """The robber has not stolen at once (and gone back to supply) since
        ``slot`` (resolve-at-once): placed again, it is a new robber, whose
        departures start afresh."""
        later = self.returns[robber][slot.returns.get(robber, 0):]
        return negation(any_of(later)) if later else TRUE

    def _feature_candidates(self, slot) -> list[Candidate]:
        """The candidates of ``slot``'s movement, fired or not, added to the window; returns them."""
        made = []
        for victim, owns in slot.owners.items():
            earlier = [s for s in self.window.slots if not is_false(s.owned_by(victim))]
            for robber in self.scenario.players:
                stop_if_past()
                # Only forward movements are events a robber could take.
                forward = [conj(s.owned_by(victim), s.live, equal(s.is_courier, slot.is_courier),
                                compare(s.displacement, 0, ">")) for s in earlier]
                same = [conj(f, self._stayed_since(s, robber)) for s, f in zip(earlier, forward)]
                departed = [conj(f, compare(s.start, s.robbers[robber], "=="), self._kept_since(s, robber))
                            for s, f in zip(earlier, forward)]
                cand = Candidate(
                    robber=robber,
                    victim=victim,
                    is_courier=slot.is_courier,
                    start=slot.start,
                    robber_space=self.robber[robber],
                    displacement=slot.displacement,
                    first_in_window=negation(any_of(same)) if same else TRUE,
                    first_departure=negation(any_of(departed)) if departed else TRUE,
                    on_track=conj(compare(self.robber[robber], SUPPLY, "!="), owns, slot.live),
                    slot_index=len(self.window.slots),
                )
                self.fire(cand)
                self.window.candidates.append(cand)
                made.append(cand)
        return made

    def fire(self, cand: Candidate) -> None:
        conditions = [cand.on_track, self.sees(cand.is_courier)]
        conditions += [hook(cand) for hook in self.trigger_hooks]
        # Simplified now so that candidates that can never fire (a robber in
        # supply, the owner's own marker) drop out of concrete encodings.
        cand.fired = z3.simplify(self.all_of(conditions))
        self.fired_log.append(cand)
