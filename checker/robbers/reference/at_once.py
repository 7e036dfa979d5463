"""A theft taken at once (``resolve-at-once``, the reading
``theft-timing=at-once`` of the 1st-edition texts before 5/2013;
turn-model.md, "The timing of a theft before 5/2013").

The window stays the turn (as ``resolve-per-turn``), but a robber's window is
its own: a robber fired by a movement steals right after that movement,
unless a choice among followers is open. A choice is open when the robber
already waits for the end of the turn (an earlier movement fired it), or when
its space, at that movement, holds another visible follower of a player other
than the robber's owner besides the moving one ("If a robber is on the same
space as several counting followers, and more than one of these followers
scores points on the same turn"): the robber cannot yet know whether that
follower will score, so it waits and chooses at the end of the turn among the
movements from its space.

A theft at once is a resolution of those robbers alone (resolution.py): the
thief's marker moves by the stolen points (rogue points: robbers beside it may
follow, none is fired), and the robber returns to supply. Its departures are
forgotten with it: placed again, it is a new robber on its space.
"""

from __future__ import annotations

from checker.robbers.reference.context import Context, State
from checker.robbers.reference.resolution import resolutions


def _choice_open(ctx: Context, state: State, marker: int, start: int, robber: int) -> bool:
    """Another visible follower of a player other than the robber's owner stands on ``start``."""
    return any(
        m != marker and ctx.visible[m] and ctx.owner[m] != robber and ctx.space(state.scores[m]) == start
        for m in range(len(state.scores))
    )


def at_once(ctx: Context, before: State, after: State, marker: int) -> frozenset[tuple[int, int, int]]:
    """The fired candidates of the movement of ``marker`` (``before`` -> ``after``) taken at once."""
    if not ctx.at_once or after.window is None:
        return frozenset()
    old = before.window.fired if before.window is not None else frozenset()
    waiting = {r for r, _, _ in old}
    start = ctx.space(before.scores[marker])
    return frozenset(
        f for f in after.window.fired - old
        if f[0] not in waiting and not _choice_open(ctx, after, marker, start, f[0])
    )


def steal_at_once(ctx: Context, before: State, after: State, marker: int):
    """Every state once the robbers the movement fires have stolen at once,
    each with what happened: ``(state, facts, resolved)``, where ``facts``
    are resolution.resolutions' and ``resolved`` the state they resolved
    (None, None when no robber steals at once)."""
    now = at_once(ctx, before, after, marker)
    if not now:
        yield after, None, None
        return
    thieves = {r for r, _, _ in now}
    window = after.window
    rest = window._replace(fired=window.fired - now,
                           departed=frozenset(p for p in window.departed if p[1] not in thieves))
    alone = after._replace(window=window._replace(fired=now))
    for final, facts in resolutions(ctx, alone):
        yield final._replace(window=rest), facts, alone
