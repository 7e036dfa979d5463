"""The ``game-end`` step (turn-model.md, "game-end").

With end-bonus-three every robber still on the track scores 3 points for its
owner, on a marker the owner picks as a thief would (thief-chooses-marker,
else the meeple); then all robbers return to supply at once, so the bonus
neither fires nor drags any robber and is no steal. Without the clause nothing
happens here: whether robbers react to the final scoring is decided by the
counted-round rules (context.py).
"""

from __future__ import annotations

from itertools import product

from checker.robbers.reference.context import Context, State

BONUS = 3


def game_end(ctx: Context, state: State) -> set[State]:
    return {after for after, _ in endings(ctx, state)}


def endings(ctx: Context, state: State):
    """Every ``(state after, ((player, marker) of each bonus))`` of the step (for derivations)."""
    if not ctx.end_bonus:
        yield state, ()
        return
    on_track = [p for p, where in enumerate(state.robbers) if where is not None]
    for markers in product(*(ctx.thief_markers(p) for p in on_track)):
        scores = list(state.scores)
        for m in markers:
            scores[m] += BONUS
        yield State(tuple(scores), tuple(None for _ in state.robbers), state.steals, state.window), tuple(zip(on_track, markers))
