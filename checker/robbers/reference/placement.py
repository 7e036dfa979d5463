"""The ``place-robbers`` step (turn-model.md, "place-robbers").

Every player makes at most one choice, the active player first, then the
others in turn order starting left of the active player. The placement clauses
are permissions: without one, nobody gets that choice. Targets are computed
from the marker spaces at this step (markers do not move while robbers are
placed), so the order only decides who is "next in supply". A robber that
changes place inside an open window came to its space after the window's
movements so far (``relocated``, first-movement-only); a robber already
triggered in it stays where it is (``resolution.triggered``).
"""

from __future__ import annotations

from checker.robbers.reference.context import Context, State, relocated
from checker.robbers.reference.resolution import triggered


def targets(ctx: Context, state: State, player: int) -> frozenset[int]:
    """target-shares-another-players-marker: spaces with a visible marker of another player."""
    return frozenset(
        ctx.space(state.scores[m])
        for m in range(len(ctx.markers))
        if ctx.visible[m] and ctx.owner[m] != player
    )


def _options(ctx: Context, state: State, player: int, may: bool, must: bool, move: bool) -> list[int | None]:
    """Where ``player``'s robber may end this step: its current place, or a target.

    ``may``/``must`` apply to a robber in supply (place optionally / compulsorily),
    ``move`` to a robber on the track. A compulsory placement with no target
    leaves the robber in supply (nothing to place it next to).
    """
    here = state.robbers[player]
    spaces = sorted(targets(ctx, state, player))
    if here is None:
        if must and spaces:
            return list(spaces)
        if may or must:
            return [None, *spaces]
        return [None]
    if move:
        return [here, *(s for s in spaces if s != here)]
    return [here]


def _with(state: State, player: int, where: int | None) -> State:
    robbers = list(state.robbers)
    robbers[player] = where
    return State(state.scores, tuple(robbers), state.steals, relocated(state.window, state.robbers, tuple(robbers)))


def deciders(ctx: Context, state: State) -> list[tuple[int, bool, bool, bool]]:
    """Who decides, in order, and with which permissions: ``(player, may, must, move)``."""
    has = ctx.rules.has
    active = ctx.active
    every_must = has("every-player-places")
    every_may = has("every-player-may-place")

    out = [(active, has("active-may-place") or every_may, every_must, has("active-may-move"))]
    others = ctx.order[1:]
    if has("next-in-supply-may-place"):
        first = next((p for p in others if state.robbers[p] is None), None)
        if first is not None:
            out.append((first, True, False, False))
    elif has("each-other-may-place"):
        out += [(p, True, False, False) for p in others]
    elif every_must or every_may:
        out += [(p, every_may, every_must, False) for p in others]
    # A robber triggered in the open window is spent: it takes that theft, so
    # its owner may neither move it on to a larger score nor away to cancel it.
    spent = triggered(ctx, state) if has("triggered-robber-stays") else frozenset()
    return [(p, may, must, move and p not in spent) for p, may, must, move in out]


def place_robbers(ctx: Context, state: State) -> set[State]:
    """Every combination of the players' placement choices."""
    states = {state}
    for player, may, must, move in deciders(ctx, state):
        states = ctx.collect(_with(s, player, w) for s in states for w in _options(ctx, s, player, may, must, move))
    return states
