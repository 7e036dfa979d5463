"""A combined turn: Count, King & Robber's scoring with The Robbers on the
score track (docs/ckr-turn-model.md, "With The Robbers").

Two encodings, each built by its own module from its own clauses, joined by
equalities:

- the Count, King & Robber encoding decides who gains what from each feature
  (and from the King and Robber Baron at the end);
- those gains are the events of The Robbers' turn (``robbers_link`` fixes
  which turn): each event happens when its gain is positive, and moves its
  scorer's marker by the gain, so robbers react to it;
- under ``robbing-gain-counts`` the entry into the City of Carcassonne after
  a scoring reads what robbing gave each player in it: the change of their
  markers over that Robbers step, less what the features gave them. That
  term replaces the encoding's ``robbed`` variables outright (rather than an
  equation naming them), so the constraints' only free variables are the
  players' choices and the scenario's numbers, as a diff's search needs.

A diff (``checker.combined.symbolic``) passes symbolic terms
for both sides: the Count, King & Robber numbers of a symbolic shape, and the
markers and robbers as bounded variables (``track_terms``).
"""

from __future__ import annotations

from dataclasses import replace

import z3

from checker.combined.link import potential_slots, robbers_scenario
from checker.count_king_robber.encoding.enumerate import CkrProjection
from checker.count_king_robber.encoding.turn import CkrEncoding, total
from checker.count_king_robber.model import Scenario, canonical
from checker.errors import DEFAULT_MAX_OUTCOMES
from checker.robbers.encoding.enumerate import Projection
from checker.robbers.encoding.terms import Terms, laps_needed
from checker.robbers.encoding.turn import TurnEncoding
from checker.solver import new_solver
from checker.solver.collect import SCOPE, Deadline, collect_outcomes


def _upper(term) -> int:
    """The largest value a gain of a concrete scenario can take."""
    term = z3.simplify(term)
    return term.as_long() if z3.is_int_value(term) else 0


class WithRobbersEncoding:
    """The constraints of one combined turn under two modules' rules."""

    def __init__(self, scenario: Scenario, rules, name: str = "k", ckr_terms=None, track_terms: Terms | None = None) -> None:
        """``ckr_terms``, ``track_terms``: symbolic numbers of each side (a
        ``CkrTerms``; a Robbers ``Terms`` whose scores, robbers and ranges are
        used, its points and presence being the Count, King & Robber gains).
        Without them, the scenario's own numbers."""
        if rules.companion is None:
            raise ValueError("a turn with The Robbers needs their rules (Rules.companion)")
        self.scenario = scenario
        self.ckr = CkrEncoding(scenario, rules, terms=ckr_terms, name=name)
        skeleton = robbers_scenario(scenario)
        points, present, most = {}, {}, 0
        for r, slots in potential_slots(scenario).items():
            for e, slot in enumerate(slots):
                gain = self.ckr.gains.get((slot.step, slot.what, slot.player), z3.IntVal(0))
                points[(r, e)] = gain
                present[(r, e)] = z3.simplify(gain > 0)
                most += max(0, _upper(self.ckr.worth.get((slot.step, slot.what), z3.IntVal(0))))
        if track_terms is None:
            start = max(v for kinds in skeleton.markers.values() for v in kinds.values())
            concrete = Terms.concrete(skeleton)
            terms = replace(
                concrete, points=points, present=present, laps=laps_needed(skeleton, start + 3 * most + 3)
            )
        else:
            terms = replace(track_terms, points=points, present=present)
        self.robbers = TurnEncoding(skeleton, rules.companion, terms=terms, name=name + "r")
        robbed = self._robbing_terms(terms)
        ckr_constraints = [z3.substitute(c, *robbed) for c in self.ckr.constraints] if robbed else self.ckr.constraints
        self.constraints = ckr_constraints + self.robbers.constraints
        #: Every player's choice on both sides (a diff learns them as one strategy).
        self.choices = self.ckr.choices + self.robbers.choices

    def player_score(self, scores: dict, player: str) -> z3.ArithRef:
        return total(v for (p, _), v in scores.items() if p == player)

    def _robbing_terms(self, terms: Terms) -> list:
        """(``robbed`` variable, term) pairs: what robbing gave each player in
        each scoring the entry rule reads."""
        links = []
        for i, robbed in self.ckr.robbed.items():
            before = self.robbers.after_step.get(i - 1, terms.scores)
            after = self.robbers.after_step[i]
            for p, var in robbed.items():
                features = total(g for (s, _, q), g in self.ckr.gains.items() if s == i and q == p)
                change = self.player_score(after, p) - self.player_score(before, p)
                links.append((var, change - features))
        return links

    def final_scores(self) -> dict:
        return {p: self.player_score(self.robbers.score, p) for p in self.scenario.players}


class WithRobbersProjection:
    """An outcome's terms: Count, King & Robber's (scores from the track),
    then The Robbers' (markers, robbers, steals)."""

    def __init__(self, enc: WithRobbersEncoding) -> None:
        self.ckr = CkrProjection(enc.ckr, scores=enc.final_scores())
        self.robbers = Projection(enc.robbers)
        self.constraints = self.ckr.constraints + self.robbers.constraints
        self.split = len(self.ckr.terms)

    def values(self, solver: z3.Solver) -> list[int]:
        return self.ckr.values(solver) + self.robbers.values(solver)

    def differs(self, values: list[int]) -> list:
        return self.ckr.differs(values[: self.split]) + self.robbers.differs(values[self.split :])

    def differ(self, i: int, x: int):
        if i < self.split:
            return self.ckr.differ(i, x)
        return self.robbers.differ(i - self.split, x)

    def outcome(self, values: list[int]):
        side = self.robbers.outcome(values[self.split :])
        return replace(self.ckr.outcome(values[: self.split]), robbers=side)


def enumerate_with_robbers(
    scenario: Scenario,
    rules,
    max_outcomes: int = DEFAULT_MAX_OUTCOMES,
    timeout: float | None = None,
    progress=None,
    scope: int = SCOPE,
) -> list:
    """All legal outcomes of a combined turn, in canonical order."""
    deadline = Deadline(timeout)
    with deadline.building():
        enc = WithRobbersEncoding(scenario, rules)
        projection = WithRobbersProjection(enc)
        solver = new_solver()
        solver.add(*[z3.simplify(c) for c in enc.constraints + projection.constraints])
    return canonical(collect_outcomes(solver, projection, max_outcomes, progress, deadline, scope))


#: The combined turn's Z3 reading, as every combined turn's encoding names it.
enumerate_outcomes = enumerate_with_robbers
