"""The ``score`` step: one scoring round, slot by slot (turn-model.md, "score",
"Movements and candidates").

The search walks the round's listed positions in order. At each position the
player it belongs to picks which of their remaining events fills it (only
with scorer-chooses-order; otherwise the listed event) and which of their
markers moves (scorer-chooses-marker; otherwise the meeple). Events of
different players therefore keep the listed interleaving. States are
deduplicated after every slot, so equal events or choices that lead to the same
situation are explored once.

In a counted round every slot is also a movement. With movement-per-feature
the movement's candidates are decided at the slot, with the robbers where they
are at that moment, and backward movement happens right there; with
movement-per-turn the slot only adds to the window's net displacements (and
the marker's first slot records where the robbers stood when its movement
started); the candidates are decided at resolution (resolution.py). After the last slot of a
window, the window resolves before the next slot or step; with
resolve-at-once, robbers with no choice open steal right after the slot that
fires them (at_once.py).
"""

from __future__ import annotations

from itertools import product

from checker.robbers.model import Step
from checker.robbers.reference.at_once import steal_at_once
from checker.robbers.reference.context import Context, State, Window
from checker.robbers.reference.resolution import resolve


def _open_window(state: State) -> Window:
    """A window starts at its first counted slot: remember where every marker stood."""
    return Window(start=state.scores, disp=tuple(0 for _ in state.scores), seen=tuple(None for _ in state.scores))


def _fires_first(ctx: Context, window: Window, marker: int, robber: int) -> bool:
    """The which-movement clause: may this (forward) movement of ``marker`` fire ``robber``?

    first-movement-only: no earlier forward movement of the marker in the
    window since the robber was placed or moved by its owner;
    first-departure-from-space: no earlier forward movement of it from the
    space the robber stood on then.
    """
    if ctx.first_movement_only:
        return (marker, robber) not in window.moved
    if ctx.first_departure:
        return (marker, robber) not in window.departed
    return True  # no which-movement clause: every movement may fire


def _backward_options(ctx: Context, scores: tuple[int, ...], marker: int, start: int, robber: int) -> list[int]:
    """Where a robber on ``start`` may go when ``marker`` moved back from there (backward-robber-follows).

    It follows to the marker's new space, or, unless backward-robber-must-follow
    is the rule, stays if another visible marker of a player other than the
    robber's owner still stands on ``start``.
    """
    options = [ctx.space(scores[marker])]
    stays = ctx.backward_may_stay and any(
        m != marker and ctx.visible[m] and ctx.owner[m] != robber and ctx.space(scores[m]) == start
        for m in range(len(scores))
    )
    if stays and start not in options:
        options.append(start)
    return options


def apply_slot(ctx: Context, state: State, marker: int, points: int, counted: bool) -> list[State]:
    """Move ``marker`` by ``points`` (never below 0); in a counted round, record the movement."""
    old = state.scores[marker]
    new = max(0, old + points)
    disp = new - old
    scores = state.scores[:marker] + (new,) + state.scores[marker + 1 :]
    if not counted:
        return [State(scores, state.robbers, state.steals, state.window)]

    window = state.window or _open_window(state)
    net = window.disp[:marker] + (window.disp[marker] + disp,) + window.disp[marker + 1 :]
    if ctx.per_turn:
        # The marker's movement starts at its first counted slot: only the
        # robbers standing then are judged against its start space.
        seen = window.seen
        if seen[marker] is None:
            seen = seen[:marker] + (state.robbers,) + seen[marker + 1 :]
        return [State(scores, state.robbers, state.steals, window._replace(disp=net, seen=seen))]

    # movement-per-feature: candidates of this movement, robbers as they stand now.
    start = ctx.space(old)
    fired, departed = [], []
    draggable = []  # robbers a negative movement may drag back
    for robber, where in enumerate(state.robbers):
        if where is None or where != start:
            continue
        if not ctx.visible[marker] or ctx.owner[marker] == robber:
            continue  # invisible markers and own markers never fire, host or drag
        if (disp > 0 or (disp < 0 and ctx.backward_triggers)) and _fires_first(ctx, window, marker, robber):
            fired.append((robber, marker, abs(disp)))
        if disp > 0:
            departed.append((marker, robber))
        if disp < 0 and ctx.backward:
            draggable.append(robber)
    # Only forward movements are events a robber could take: they alone use
    # up a marker's first movement for the robbers on the track now.
    moved = window.moved
    if ctx.first_movement_only and disp > 0:
        moved = moved.union((marker, r) for r, where in enumerate(state.robbers) if where is not None)
    if ctx.last_movement and disp > 0:
        # mistake-last-departure: robbers this marker fired earlier now take this movement instead.
        fired = fired + [(r, m, disp) for r, m, _ in window.fired if m == marker]
        window = window._replace(fired=frozenset(f for f in window.fired if f[1] != marker))
    window = Window(
        window.start,
        net,
        # Remember only what the which-movement clause in force looks at, so
        # states that differ in nothing else merge.
        moved,
        window.departed.union(departed) if departed and ctx.first_departure else window.departed,
        window.fired.union(fired) if fired else window.fired,
    )
    base = State(scores, state.robbers, state.steals, window)
    if not draggable:
        return [base]
    results = []
    choices = [_backward_options(ctx, scores, marker, start, r) for r in draggable]
    for combo in product(*choices):
        robbers = list(state.robbers)
        for r, where in zip(draggable, combo):
            robbers[r] = where
        # Dragged back, a robber keeps what it has seen (unlike one placed or
        # moved by its owner, placement.py): the marker's earlier forward
        # movements in the window still come first.
        results.append(State(base.scores, tuple(robbers), base.steals, base.window))
    return results


def _slot_choices(ctx: Context, frontier, player: int, listed: int, counted: bool):
    """Every (state, remaining events) after ``player`` fills one slot: which
    of their events (scorer-chooses-order, else the ``listed`` one) and which
    marker moves."""
    for state, remaining in frontier:
        picks = set(remaining[player]) if ctx.choose_order else {listed}
        for points in picks:
            mine = list(remaining[player])
            mine.remove(points)
            rest = remaining[:player] + (tuple(mine),) + remaining[player + 1 :]
            for marker in ctx.scorer_markers(player):
                for after in apply_slot(ctx, state, marker, points, counted):
                    for final, _, _ in steal_at_once(ctx, state, after, marker):
                        yield final, rest


def play_round(ctx: Context, index: int, step: Step, states: set[State], closes: frozenset | None = None) -> set[State]:
    """Every outcome of the round at ``index`` of the turn, from every state in
    ``states``. ``closes``: the slots after which a window resolves, when not
    the scenario's own (``Context.round_closes``)."""
    closes_at = ctx.closes if closes is None else closes
    counted = index in ctx.counted
    players = [ctx.pindex[e.player] for e in step.events]
    # Remaining points of each player's events (only used with scorer-chooses-order).
    remaining0 = tuple(
        tuple(sorted(e.points for e in step.events if ctx.pindex[e.player] == p)) for p in range(len(ctx.players))
    )
    frontier = {(s, remaining0) for s in states}
    for j, (event, player) in enumerate(zip(step.events, players)):
        resolves_here = (index, j) in closes_at
        moved = ctx.collect(_slot_choices(ctx, frontier, player, event.points, counted))
        if resolves_here:
            # Resolve each distinct state once, however many choice paths reached it.
            resolved = {after: resolve(ctx, after) for after, _ in moved}
            frontier = ctx.collect((r, rest) for after, rest in moved for r in resolved[after])
        else:
            frontier = moved
    return {s for s, _ in frontier}
