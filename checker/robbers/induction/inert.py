"""A clause that cannot act under a rule set, proved for every turn by
induction (the suite's ``equivalent`` clauses, found before any search).

Some clauses are in force where they can never act. ``triggered-robber-stays``
is the one the suite meets: it keeps a robber with a theft waiting where it
stands at a ``place-robbers`` step, and where windows resolve at the end of
each scoring round (``resolve-per-round``) no theft is ever waiting at a
place-robbers step, which comes between rounds (docs/turn-model.md: "A
window's resolution happens right after its last slot, before the next
step"). Dropping such a clause changes no outcome of any turn, and the proof
here says so in two parts, each decided by Z3:

1. **The clause acts only on a waiting theft** (:func:`acts_only_on_waiting_thefts`):
   it plugs into the turn at ``place-robbers`` steps alone (its hooks leave
   every other hook point as a bare frame has it), and at such a step with no
   robber's theft waiting it permits nothing and every requirement it makes
   is valid, whatever the players, their robbers, targets and choices. This
   part reads the clause alone, for 2 to 6 players.
2. **No theft waits between rounds** (:func:`no_theft_waits_between_rounds`):
   under the rules, in every reachable state of a turn that is not inside a
   counted scoring round, no robber has a theft waiting (the step relation's
   own record of it, ``StepEncoding.triggered``). Proved by induction over
   the steps of a turn (``houdini``), for 2 to 6 players, any placements
   (double turns too), rounds, events and points: first with the state's
   completeness lemmas alone (stated for counted rounds, the property is
   inductive by itself where windows resolve per round), else with every
   candidate lemma as strengthening. A place-robbers step can happen only
   outside a round (its guard), so no place-robbers step ever sees a waiting
   theft.

The hooks are the whole of what a clause does to a turn: the encodings read
no clause by name, but for one exact choice of how the enumeration projects
steals (``robber-chooses-among-markers``). The reference simulator reads
clauses its own way; ``tests/conformance/test_oracle_suite.py`` plays it with
and without each equivalent clause on the double turn where it would act.

Together: in every turn, at every place-robbers step, the clause requires
nothing the turn does not already satisfy and permits nothing, so the rules
with and without it have the same steps from every reachable state, hence the
same reachable states and the same outcomes. The statement is stronger than
the bounded difference search (``checker.robbers.conformance.vacuous``), which
the suite keeps for any other clause no vector covers, and it costs far less:
0.3 to 0.6 s of CPU per rule set against 1.3 to 4.5 s for the bounded proof,
and it spares the search for a vector that cannot exist, 0.4 to 5.1 s more
(measured 2026-11-27). Under rules where it fails (windows per turn) it fails
at two players, in about 0.1 s.
"""

from __future__ import annotations

import z3

from checker.robbers.encoding.contexts import PlacementContext
from checker.robbers.encoding.hooks import Hooks
from checker.robbers.induction.houdini import hooks_of, search_lemmas
from checker.robbers.induction.lemmas import LEMMAS, Lemma
from checker.robbers.induction.verdicts import PLAYERS, TEXT, induction_words
from checker.robbers.symbolic.bound import PLAYER_NAMES, Bound
from checker.solver.capi import exact_and, exact_implies, exact_not

#: The property of part 2, restated over a state for the induction.
BETWEEN_ROUNDS = Lemma(
    "no-theft-waits-between-rounds",
    "Outside a counted scoring round (so between rounds too), no robber has a theft waiting in an open window.",
    lambda s, view, track: [exact_implies(exact_not(exact_and(s.in_round, s.counted)), exact_not(view.triggered(p)))
                            for p in s.players],
)


def _frame(hooks: Hooks) -> dict:
    """Every hook point but the place-robbers steps', as comparable values."""
    return {name: (len(value) if isinstance(value, list) else value)
            for name, value in vars(hooks).items() if name != "placement_hooks"}


def acts_only_on_waiting_thefts(clause) -> bool:
    """Part 1: ``clause`` plugs into place-robbers steps only, and with no
    theft waiting it permits nothing and requires only what always holds."""
    if clause.constraints is None:
        return False
    hooks = Hooks()
    clause.constraints(hooks)
    if _frame(hooks) != _frame(Hooks()) or not hooks.placement_hooks:
        return False
    for n in range(PLAYERS[0], PLAYERS[1] + 1):
        players = PLAYER_NAMES[:n]
        hosted = {p: z3.Function(f"inert.hosts.{p}", z3.IntSort(), z3.BoolSort()) for p in players}
        ctx = PlacementContext(
            players=players,
            in_supply={p: z3.Bool(f"inert.in_supply.{p}") for p in players},
            on_track={p: z3.Bool(f"inert.on_track.{p}") for p in players},
            acts={p: z3.Bool(f"inert.acts.{p}") for p in players},
            target={p: z3.Int(f"inert.target.{p}") for p in players},
            hosts=lambda p, space: hosted[p](space),
            triggered={p: z3.BoolVal(False) for p in players},
        )
        for hook in hooks.placement_hooks:
            hook(ctx)
        if any(ctx.permits.values()):
            return False
        solver = z3.Solver()
        solver.add(z3.Not(z3.And(*ctx.requirements)) if ctx.requirements else z3.BoolVal(False))
        if solver.check() != z3.unsat:
            return False
    return True


def no_theft_waits_between_rounds(rules, track: int = Bound().track) -> list | None:
    """Part 2: the lemmas the induction leaned on, for 2 to 6 players (their
    union), or None when it is not proved (not inductive with the candidate
    lemmas, or the state cannot hold these rules' windows)."""
    hooks = hooks_of(rules)
    fitting = [c for c in LEMMAS if c.needs(hooks)]
    # The property with the state's completeness lemmas alone is cheaper to
    # build (a third of the CPU); every candidate is the fallback.
    for candidates in ([c for c in fitting if c.required] + [BETWEEN_ROUNDS], fitting + [BETWEEN_ROUNDS]):
        lemmas = _induction(rules, track, candidates)
        if lemmas is not None:
            return lemmas
    return None


def _induction(rules, track: int, candidates: list) -> list | None:
    """Houdini over ``candidates`` for each number of players, smallest first
    (a rule set where the property fails fails at two): the lemmas the
    property leaned on, or None."""
    used: set = set()
    for n in range(PLAYERS[0], PLAYERS[1] + 1):
        out = search_lemmas(rules, n, track, "anywhere", candidates, None, None, [BETWEEN_ROUNDS.id])
        if out.unknown or BETWEEN_ROUNDS.id not in out.alive:
            return None
        used |= set(out.uses.get(BETWEEN_ROUNDS.id, ()))
    return [lemma.id for lemma in LEMMAS if lemma.id in used]


#: rules label -> part 2's answer: one proof per rule set in a process, whichever clause asks.
_PROVED: dict = {}


def inert(rules, clause_id: str) -> str | None:
    """Why dropping ``clause_id`` from ``rules`` changes no outcome of any
    turn (in words), or None when that is not proved here."""
    clause = next((c for c in rules.clauses if c.id == clause_id), None)
    if clause is None or not acts_only_on_waiting_thefts(clause):
        return None
    label = rules.label()
    if label not in _PROVED:
        _PROVED[label] = no_theft_waits_between_rounds(rules)
    lemmas = _PROVED[label]
    if lemmas is None:
        return None
    leaning = f" (strengthened by: {'; '.join(TEXT[x].rstrip('.') for x in lemmas)})" if lemmas else ""
    return (f"dropping it changes no outcome in {induction_words(Bound())}, proved by induction over the steps "
            "of a turn: it acts only at a place-robbers step, on a robber whose theft is waiting, and outside a "
            f"counted scoring round no theft waits under these rules{leaning}: the clause cannot act under these rules")
