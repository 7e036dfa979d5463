"""The resolution of a window (turn-model.md, "Resolution of a window").

Three stages, in order, each a fan-out over the players' choices:

1. steals: every robber on the track with a fired candidate picks one
   (must-take-first-points, robber-chooses-among-markers), takes half the base
   rounded up (victim-keeps-points: the victim loses nothing), the thief picks
   the marker that receives it, and the robber returns (thief-robber-returns);
2. backward movement, for movement-per-turn only (movement-per-feature drags
   robbers at the slot itself, see rounds.py): the robber follows a marker
   that moved back from its space, or stays with another marker there
   (backward-robber-follows; never with backward-robber-must-follow);
3. rogue points: the thieves' markers move all at once from where they stood
   after the window's scoring; they fire nothing (rogue-points-no-trigger) and
   robbers on their start spaces may follow (rogue-robber-follows).
"""

from __future__ import annotations

from itertools import product

from checker.robbers.model import Steal
from checker.robbers.reference.context import Context, State


def half_up(base: int) -> int:
    """steal-half-rounded-up: half of a positive base, rounded up; nothing otherwise."""
    return (base + 1) // 2 if base > 0 else 0


def fired_candidates(ctx: Context, state: State) -> frozenset[tuple[int, int, int]]:
    """``(robber, marker, displacement)`` of every fired candidate of the window."""
    window = state.window
    if not ctx.per_turn:
        return window.fired
    # movement-per-turn: one movement per marker, judged by where each robber
    # stood when the movement started (its first slot), not where it stands now.
    fired = set()
    for robber, where in enumerate(state.robbers):
        if where is None:
            continue
        for m, disp in enumerate(window.disp):
            if (disp > 0 or (disp < 0 and ctx.backward_triggers)) and _stood_on_start(ctx, window, m, robber):
                fired.add((robber, m, abs(disp)))
    return frozenset(fired)


def _stood_on_start(ctx: Context, window, marker: int, robber: int) -> bool:
    """movement-per-turn: ``robber`` stood on the start space of ``marker``'s
    movement when it started, and the marker is one it may rob."""
    seen = window.seen[marker]
    return (
        seen is not None
        and seen[robber] is not None
        and seen[robber] == ctx.space(window.start[marker])
        and ctx.visible[marker]
        and ctx.owner[marker] != robber
    )


def triggered(ctx: Context, state: State) -> frozenset[int]:
    """The robbers triggered in the open window so far: each has a theft to
    take at resolution, so its owner may not move it on or away (a triggered
    robber is spent, issue 29 b). movement-per-feature: a fired candidate;
    movement-per-turn: a marker of another player began its movement on the
    robber's space (its net displacement is known only at resolution)."""
    window = state.window
    if window is None:
        return frozenset()
    if not ctx.per_turn:
        return frozenset(r for r, _, _ in window.fired)
    return frozenset(
        r for r in range(len(state.robbers)) for m in range(len(state.scores)) if _stood_on_start(ctx, window, m, r)
    )


def _steal_options(ctx: Context, state: State, fired) -> dict[int, list[tuple[int, int, int, int]]]:
    """For each robber that must steal: its ``(victim marker, amount, thief marker, base)`` choices."""
    options: dict[int, set] = {}
    for robber, marker, disp in fired:
        if state.robbers[robber] is None:
            continue
        if ctx.base_player_turn:
            base = sum(state.window.disp[m] for m in ctx.of_player[ctx.owner[marker]])
        else:
            base = disp
        amount = base // 2 if ctx.round_down else half_up(base)
        for thief_marker in ctx.thief_markers(robber):
            options.setdefault(robber, set()).add((marker, amount, thief_marker, base))
    return {r: sorted(o) for r, o in sorted(options.items())}


def _backward(ctx: Context, state: State, thieves: frozenset[int]) -> list[tuple[int | None, ...]]:
    """movement-per-turn backward movement: the robber placements it allows."""
    window = state.window
    per_robber = []
    for robber, where in enumerate(state.robbers):
        options = [where]
        if where is not None and robber not in thieves:
            movers = [
                m
                for m, disp in enumerate(window.disp)
                if disp < 0 and ctx.visible[m] and ctx.owner[m] != robber and ctx.space(window.start[m]) == where
            ]
            if movers:
                options = sorted({ctx.space(state.scores[m]) for m in movers})
                stays = ctx.backward_may_stay and any(
                    ctx.visible[m] and ctx.owner[m] != robber and ctx.space(state.scores[m]) == where
                    for m in range(len(state.scores))
                )
                if stays and where not in options:
                    options.append(where)
        per_robber.append(options)
    return [tuple(c) for c in product(*per_robber)]


def _rogue(ctx: Context, state: State, moves: list[tuple[int, int]]) -> list[State]:
    """Move the thieves' markers at once; robbers on a start space may follow (rogue-robber-follows)."""
    scores = list(state.scores)
    # A zero-point theft moves nothing, so it is no rogue move a robber could follow.
    moves = [(m, amount) for m, amount in moves if amount > 0]
    starts = {m: ctx.space(scores[m]) for m, _ in moves}
    for m, amount in moves:
        scores[m] += amount
    moved = State(tuple(scores), state.robbers, state.steals, state.window)
    if not ctx.rogue_follows:
        return [moved]
    rank = {p: i for i, p in enumerate(ctx.order)}
    per_robber = []
    for robber, where in enumerate(state.robbers):
        followed = [m for m, _ in moves if where is not None and starts[m] == where
                    and ctx.visible[m] and ctx.owner[m] != robber]
        if not followed:
            per_robber.append([where])
        elif ctx.rogue_turn_order:
            first = min(followed, key=lambda m: rank[ctx.owner[m]])
            per_robber.append([ctx.space(scores[first])])
        elif ctx.rogue_owner_chooses:
            per_robber.append(sorted({ctx.space(scores[m]) for m in followed}))
        elif len(followed) == 1:  # no split clause: only a lone rogue move is followed
            per_robber.append([ctx.space(scores[followed[0]])])
        else:
            per_robber.append([where])
    return [State(moved.scores, tuple(c), moved.steals, moved.window) for c in product(*per_robber)]


def resolve(ctx: Context, state: State) -> list[State]:
    """Every way the window open in ``state`` can resolve; the window is closed after."""
    return [after for after, _ in resolutions(ctx, state)]


def resolutions(ctx: Context, state: State):
    """Every way the window open in ``state`` can resolve, each with what
    happened (for derivations): ``(state after, (fired candidates, the
    thieves' choices as (robber, option), robbers after the thefts, robbers
    after backward movement, scores before the rogue moves))``; None when no
    window is open."""
    if state.window is None:
        yield state, None
        return
    fired = fired_candidates(ctx, state)
    options = _steal_options(ctx, state, fired)
    thieves = list(options)
    for combo in product(*(options[r] for r in thieves)):
        robbers = list(state.robbers)
        steals = list(state.steals)
        moves = []
        for robber, (victim_marker, amount, thief_marker, _base) in zip(thieves, combo):
            steals.append(
                Steal(
                    ctx.players[robber],
                    ctx.players[ctx.owner[victim_marker]],
                    ctx.kind[victim_marker],
                    amount,
                )
            )
            if ctx.thief_returns:
                robbers[robber] = None
            moves.append((thief_marker, amount))
        stolen = State(state.scores, tuple(robbers), tuple(sorted(steals)), state.window)
        placements = _backward(ctx, stolen, frozenset(thieves)) if ctx.per_turn and ctx.backward else [stolen.robbers]
        for placement in placements:
            after = State(stolen.scores, placement, stolen.steals, None)
            facts = (fired, tuple(zip(thieves, combo)), stolen.robbers, placement, stolen.scores)
            for final in _rogue(ctx, after, moves):
                yield final, facts
