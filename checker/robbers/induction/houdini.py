"""The inductive strengthening: the largest inductive set of candidate lemmas
(Houdini: start from every candidate that holds at the turn's start, drop
those a step can break from a state satisfying all the others, until none is
broken), then, for each invariant that survives, the lemmas its proof uses
(a minimal set found by dropping the survivors one at a time in a fixed
order, so that it depends on the rules alone; closed under their own use).

One search per number of players: a state has one score per marker and one
place per robber of each player, and a step's choices are every player's.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field

import z3

from checker import interrupts
from checker.robbers.encoding.hooks import Hooks
from checker.robbers.induction.lemmas import ASSUMING, LEMMAS, PROPERTIES, Lemma, shared_at_start
from checker.robbers.induction.state import initial, symbolic_state, well_formed
from checker.robbers.induction.step import KINDS, StepEncoding, uncovered
from checker.robbers.symbolic.bound import PLAYER_NAMES
from checker.solver import check_assuming
from checker.solver.capi import exact_and, exact_implies, exact_not


INCOMPLETE = ("a marker may fire one robber twice in a window under these rules, "
              "and the state holds one pending theft per robber and marker")


def hooks_of(rules) -> Hooks:
    hooks = Hooks()
    for clause in rules.clauses:
        if clause.constraints is not None:
            clause.constraints(hooks)
    return hooks


def _solver(timeout_ms: int | None) -> z3.Solver:
    solver = z3.SimpleSolver()
    solver.set("random_seed", 0)
    if interrupts.WATCHING:
        solver.set("ctrl_c", False)
    if timeout_ms is not None:
        solver.set("timeout", max(1, timeout_ms))
    return solver


@dataclass
class Broken:
    """A counterexample to induction: the step that breaks a lemma."""

    lemma: str
    kind: str
    players: int


@dataclass
class SearchResult:
    """What the search established for one number of players."""

    players: int
    alive: list
    broken: list = field(default_factory=list)
    uses: dict = field(default_factory=dict)  # lemma id -> ids it leans on
    unknown: str = ""
    seconds: float = 0.0


class StepSystem:
    """The step relation for ``n`` players under ``rules``, with one solver per
    kind of step, over a symbolic pre-state and the lemmas as assumptions."""

    def __init__(self, rules, n: int, track: int, placement: str, candidates, timeout_ms=None, assumes=None):
        self.players = PLAYER_NAMES[:n]
        self.placement = placement
        hooks = hooks_of(rules)
        self.pre = symbolic_state(self.players, hooks.movement == "per-feature", "pre")
        view = StepEncoding(rules, self.pre, track, "view.pre", placement)
        self.candidates = candidates
        self.lit = {c.id: z3.Bool(f"assume.{c.id}") for c in candidates}
        self.pre_of = {c.id: exact_and(*c.instances(self.pre, view, track) or [z3.BoolVal(True)]) for c in candidates}
        self.start = _solver(timeout_ms)
        self.start.add(*initial(self.pre), *well_formed(self.pre, track))
        if assumes:
            self.start.add(*assumes(self.pre, view))
        self.solvers, self.broken = {}, {}
        for kind in KINDS:
            enc = StepEncoding(rules, self.pre, track, f"step.{kind}", placement).apply(kind)
            post = enc.post()
            post_view = StepEncoding(rules, post, track, f"view.{kind}", placement)
            solver = _solver(timeout_ms)
            solver.add(*enc.formulas())
            broken = {}
            for c in candidates:
                solver.add(exact_implies(self.lit[c.id], self.pre_of[c.id]))
                b = broken[c.id] = z3.Bool(f"broken.{kind}.{c.id}")
                solver.add(b == exact_not(exact_and(*c.instances(post, post_view, track) or [z3.BoolVal(True)])))
            self.solvers[kind], self.broken[kind] = solver, broken
        self._goals = 0

    def initiation(self) -> tuple[list, str]:
        """The candidates every start state satisfies."""
        alive = []
        for c in self.candidates:
            verdict = check_assuming(self.start, [exact_not(self.pre_of[c.id])])
            if verdict == z3.unknown:
                return [], "time limit"
            if verdict == z3.unsat:
                alive.append(c.id)
        return alive, ""

    def consecution(self, alive: list) -> tuple[list, list, str]:
        """Drop what a step breaks until every survivor is preserved."""
        alive, broken = list(alive), []
        changed = True
        while changed and alive:
            changed = False
            for kind in KINDS:
                solver = self.solvers[kind]
                self._goals += 1
                goal = z3.Bool(f"goal.{self._goals}")
                solver.add(exact_implies(goal, z3.Or(*[self.broken[kind][a] for a in alive])))
                verdict = check_assuming(solver, [*[self.lit[a] for a in alive], goal])
                if verdict == z3.unknown:
                    return alive, broken, "time limit"
                if verdict == z3.sat:
                    model = solver.model()
                    gone = [a for a in alive if z3.is_true(model.eval(self.broken[kind][a], model_completion=True))]
                    broken += gone
                    alive = [a for a in alive if a not in gone]
                    changed = True
        return alive, [Broken(b, self._first_breaking(b, alive), len(self.players)) for b in broken], ""

    def _holds(self, kind: str, lemma: str, assumed) -> bool:
        """A ``kind`` step from a state satisfying ``assumed`` preserves ``lemma``
        (not when the solver gives up)."""
        return check_assuming(self.solvers[kind], [*[self.lit[a] for a in assumed], self.broken[kind][lemma]]) == z3.unsat

    def _first_breaking(self, lemma: str, alive: list) -> str:
        """The first kind of step (``KINDS`` order) that breaks ``lemma`` from a
        state satisfying it and the survivors. The model that dropped it
        assumed more, so some kind does; asked again here, the answer depends
        on the rules alone, not on which model the solver happened to give."""
        return next((kind for kind in KINDS if not self._holds(kind, lemma, [*alive, lemma])), "step")

    def vacuous(self, alive: list) -> list:
        """The kinds of step that cannot happen from any state the lemmas
        allow: a proof would hold of them for nothing (an encoding bug)."""
        kinds = [k for k in KINDS if k != "place" or self.placement != "none"]
        return [kind for kind in kinds if check_assuming(self.solvers[kind], [self.lit[a] for a in alive]) == z3.unsat]

    def uses(self, lemma: str, alive: list) -> set:
        """The lemmas the preservation of ``lemma`` leans on, over every kind of
        step: from the survivors, each other one dropped in turn (their order)
        while every kind of step still preserves ``lemma`` without it. The set
        is minimal and depends on the rules alone; an unsat core would depend
        on what the process built before (the same invariant got two different
        strengthenings in ``check --all`` and in the test suite)."""
        keep = list(alive)
        for other in alive:
            if other == lemma:
                continue
            rest = [a for a in keep if a != other]
            if all(self._holds(kind, lemma, rest) for kind in KINDS):
                keep = rest
        return set(keep) - {lemma}


def strengthen(rules, n: int, track: int, placement: str, targets, timeout_ms=None) -> SearchResult:
    """Houdini over the lemmas and the invariants' own families; the lemmas
    each of ``targets`` leans on."""
    started = time.perf_counter()
    hooks = hooks_of(rules)
    # Every invariant's own family is a candidate, whichever are asked for, so that a
    # verdict does not depend on which others are checked with it (one leans on another).
    candidates = [c for c in LEMMAS if c.needs(hooks)] + [p for k, p in PROPERTIES.items() if k not in ASSUMING]
    result = search_lemmas(rules, n, track, placement, candidates, timeout_ms, None, targets)
    for target in targets:
        if target in ASSUMING:  # its own search, from the starts it assumes
            extra = [c for c in candidates if c.id in result.alive] + list(ASSUMING[target]) + [PROPERTIES[target]]
            sub = search_lemmas(rules, n, track, placement, extra, timeout_ms, shared_at_start, [target])
            result.alive += [a for a in sub.alive if a not in result.alive]
            result.broken += [b for b in sub.broken if b.lemma not in result.alive]
            result.uses.update(sub.uses)
            result.unknown = result.unknown or sub.unknown
    result.seconds = time.perf_counter() - started
    return result


def search_lemmas(rules, n, track, placement, candidates: list[Lemma], timeout_ms, assumes, targets) -> SearchResult:
    """Houdini for ``n`` players over ``candidates``: the survivors, what broke
    the others, and the lemmas each of ``targets`` leans on. Nothing is
    proved (``unknown`` says why) under rules the step relation does not cover."""
    why_not = uncovered(hooks_of(rules))
    if why_not:
        return SearchResult(n, [], unknown=why_not)
    system = StepSystem(rules, n, track, placement, candidates, timeout_ms, assumes)
    alive, why = system.initiation()
    out = SearchResult(n, alive, unknown=why)
    if why:
        return out
    out.broken = [Broken(c.id, "start", n) for c in candidates if c.id not in alive]
    alive, broken, why = system.consecution(alive)
    out.alive, out.unknown = alive, why
    out.broken += broken
    if why:
        return out
    dead = system.vacuous(out.alive)
    if dead:
        raise RuntimeError(f"the step relation admits no {', '.join(dead)} step under {rules.label()} ({n} players)")
    required = [c.id for c in candidates if c.required]
    if any(r not in alive for r in required):
        out.unknown = INCOMPLETE  # the state cannot hold these rules' windows: nothing is proved
        return out
    for target in [t for t in targets if t in alive]:
        todo, seen = [target, *required], set()
        while todo:
            lemma = todo.pop()
            if lemma in seen:
                continue
            seen.add(lemma)
            if lemma not in out.uses:
                out.uses[lemma] = sorted(system.uses(lemma, alive))
            todo += out.uses[lemma]
    return out
