"""The reference simulator of a combined turn: Count, King & Robber's scoring
with The Robbers on the score track (docs/ckr-turn-model.md, "With The
Robbers").

It plays the two modules' own simulators side by side over pairs of states:
each way a Count, King & Robber scoring can go gives the players points;
those points, listed as ``robbers_link`` orders them, are a round of The
Robbers, played by The Robbers' simulator (``checker.robbers.reference``) with all
its choices; then the active player may enter the City of Carcassonne, and
whether they may depends (under robbing-gain-counts) on what robbing gave
each player in that scoring: the change of their markers over the round,
less what the features gave them. It shares no rule logic with the Z3
encoding; both read the rules only through their clauses.

Derivations (issue 28): Count, King & Robber's ``reference.derivations``
asks this module for a ``derivations(scenario, rules)`` function (outcome ->
list of :class:`checker.derivations.Derivation`) and gives no derivation
while there is none. Its Count, King & Robber steps are built by
``checker.count_king_robber.reference.steps`` from the same choices this
module makes (``redeployed_scorings``, ``entries``), The Robbers' steps by
The Robbers' derivation (``checker.robbers.reference.derive``), joined in
``checker.combined.derive``.
"""

from __future__ import annotations

from checker.combined.derive import derivations as derived
from checker.combined.joining import listed as _listed
from checker.combined.joining import robbed as _robbed
from checker.combined.joining import settled as _settled
from checker.combined.link import robbers_scenario
from checker.count_king_robber.model import GAME_END, PLACE, SCORE, Scenario, canonical
from checker.count_king_robber.reference.game_end import final_scorings
from checker.count_king_robber.reference.score_step import entries, scorings
from checker.count_king_robber.reference.simulate import start_state
from checker.count_king_robber.reference.validate import check
from checker.robbers.model import Step
from checker.robbers.reference.context import Context
from checker.robbers.reference.game_end import game_end as robbers_game_end
from checker.robbers.reference.placement import place_robbers
from checker.robbers.reference.resolution import resolve
from checker.robbers.reference.rounds import play_round
from checker.states import DEFAULT_MAX_STATES


def _play(ctx: Context, index: int, source: str, events, state) -> set:
    """The Robbers' round ``index`` with these events, from one state."""
    closes, at_end = ctx.round_closes(index, len(events))
    states = play_round(ctx, index, Step(SCORE, source, events), {state}, closes=closes)
    if at_end and not events:
        states = {r for s in states for r in resolve(ctx, s)}
    return states


def _score(ctx, scenario, rules, index, step, pairs):
    for ckr, rob in pairs:
        for after, per_feature in scorings(ckr, step, scenario, rules):
            gained = {(j, p): n for j, g in enumerate(per_feature) for p, n in g.items()}
            for rob_after in _play(ctx, index, step.source, _listed(scenario, index, gained), rob):
                robbed = _robbed(ctx, rob, rob_after, per_feature)
                for ckr_after in entries(ckr, after, step, per_feature, scenario, rules, robbed):
                    yield ckr_after, rob_after


def _final(ctx, scenario, rules, index, step, pairs):
    for ckr, rob in pairs:
        for rob_ended in robbers_game_end(ctx, rob):
            for after, per_feature, bonus in final_scorings(ckr, step, scenario, rules):
                gained = {(j, p): n for j, g in enumerate(per_feature) for p, n in g.items()}
                gained.update({(tile, holder): n for tile, (holder, n) in bonus.items()})
                events = _listed(scenario, index + 1, gained)
                for rob_after in _play(ctx, index + 1, "features", events, rob_ended):
                    yield after, rob_after


def simulate_with_robbers(scenario: Scenario, rules, max_states: int = DEFAULT_MAX_STATES) -> list:
    """Every distinct outcome of a combined turn under ``rules`` and
    ``rules.companion`` (The Robbers' rules), in canonical order;
    :class:`~checker.errors.LimitReached` past ``max_states`` pairs of states
    (or Robbers states in one round) at once."""
    if rules.companion is None:
        raise ValueError("a turn with The Robbers needs their rules (Rules.companion)")
    check(scenario)
    ctx = Context(robbers_scenario(scenario), rules.companion, max_states)
    pairs = {(start_state(scenario), ctx.initial_state())}
    for index, step in enumerate(scenario.turn):
        if step.kind == PLACE:
            pairs = ctx.collect((ckr, r) for ckr, rob in pairs for r in place_robbers(ctx, rob))
        elif step.kind == SCORE:
            pairs = ctx.collect(_score(ctx, scenario, rules, index, step, pairs))
        elif step.kind == GAME_END:
            pairs = ctx.collect(_final(ctx, scenario, rules, index, step, pairs))
    return canonical([_settled(ctx, scenario, ckr, rob) for ckr, rob in pairs])


def derivations(scenario: Scenario, rules, max_states: int = DEFAULT_MAX_STATES, bound: int | None = None) -> dict:
    """outcome -> its first ``bound`` derivations (all up to The Robbers'
    bound when None; checker/combined/derive.py), the hook Count, King &
    Robber's ``reference.derivations`` asks for."""
    return derived(scenario, rules, max_states, bound)


__all__ = ["derivations", "simulate_with_robbers"]


#: The combined turn's reference simulator, as every combined turn's reference names it.
simulate = simulate_with_robbers
