"""The Robbers' derivation steps: every kind, its fields, and the clauses it names.

A derivation (``checker.derivations``) is the turn as played to one outcome.
The Robbers' kinds, in the order a turn produces them (docs/turn-model.md,
"Derivations")::

    place-robber  player, from, to, beside, step  a robber placed or moved by its owner
    score         player, points, feature, round, event, slot, marker
                                                  a scoring event and the marker that takes it
    move          player, marker, from, to, direction, wrap, counted
                                                  that marker's movement on the track
    trigger       robber, player, marker, round, slot, space, displacement
                                                  a movement that fires a robber
    drag          robber, player, marker, from, to a robber that follows a marker moving back
    theft         robber, victim, marker, base, points, into
                                                  a robber takes half its base for its owner's marker ``into``
                                                  (naming resolve-at-once when it steals at once, right
                                                  after the movement that fired it)
    rogue         player, marker, points, from, to the stolen points move that marker (after the drags)
    return        robber, from, cause              a robber goes back to supply
    follow        robber, player, marker, from, to a robber that follows robbed (rogue) points
    end-bonus     player, points, marker, from, to a robber still on the track at the game end

Spaces (``from``/``to`` of a robber, ``space`` of a trigger) are spaces on the
track, None for the supply; a marker's ``from``/``to`` are its scores (the
space is the score modulo the track, ``wrap`` says it went past the end).
``round`` is the index of the ``score`` step in the turn, ``event`` the index
of the event in that round's list, ``slot`` its place in the order the scorer
chose (0 first). Each function returns one :class:`~checker.derivations.Step`
with the clause ids, in force in the edition, that allow or require it; a step
the scenario itself imposes (a listed event scored in the listed order with
the only marker the rules allow) names none.
"""

from __future__ import annotations

from checker.derivations import Step

KINDS = ("place-robber", "score", "move", "trigger", "drag", "theft", "return", "rogue", "follow", "end-bonus")


def _in_force(rules, *ids: str) -> list[str]:
    return [c for c in ids if rules.has(c)]


def permission(ctx, player: int, before) -> str:
    """The placement clause that gives ``player`` the choice to place (``before`` None) or move their robber."""
    has = ctx.rules.has
    if player == ctx.active:
        if before is not None:
            return "active-may-move"
        return next(c for c in ("active-may-place", "every-player-may-place", "every-player-places") if has(c))
    return next(c for c in ("next-in-supply-may-place", "each-other-may-place", "every-player-may-place",
                            "every-player-places") if has(c))


def placement(ctx, player: int, before, after, permission: str, beside, index: int) -> Step:
    """``permission``: the placement clause that gives this player the choice; ``index``: the turn's step."""
    clauses = [permission, *_in_force(ctx.rules, "target-shares-another-players-marker")]
    return Step.of("place-robber", clauses, player=ctx.players[player], **{"from": before, "to": after},
                   beside=[ctx.players[p] for p in beside], step=index)


def scoring(ctx, index: int, event_index: int, slot: int, marker: int, choices: int) -> Step:
    """``choices``: how many events the player had left to pick from at this slot."""
    event = ctx.scenario.turn[index].events[event_index]
    clauses = []
    if ctx.choose_order and choices > 1:
        clauses.append("scorer-chooses-order")
    if ctx.scorer_choice and len(ctx.of_player[ctx.owner[marker]]) > 1:
        clauses.append("scorer-chooses-marker")
    return Step.of("score", clauses, player=event.player, points=event.points, feature=event.feature or None,
                   round=index, event=event_index, slot=slot, marker=ctx.kind[marker])


def counting_clauses(ctx, index: int) -> list[str]:
    """The clauses that make round ``index`` one robbers react to (or not)."""
    step = ctx.scenario.turn[index]
    rules = ctx.rules
    if index not in ctx.counted:
        return _in_force(rules, "final-scoring-robbers-idle", "count-feature-scoring-only", "ignore-message-scoring")
    if rules.has("count-all-scorings"):
        granted = ["count-all-scorings"]
    elif rules.has("count-feature-scoring-only") and step.source == "features":
        granted = ["count-feature-scoring-only"]
    else:
        granted = _in_force(rules, "ignore-message-scoring")
    return granted + _in_force(rules, "movement-per-feature", "movement-per-turn")


def movement(ctx, index: int, marker: int, before: int, after: int) -> Step:
    return Step.of("move", counting_clauses(ctx, index), player=ctx.players[ctx.owner[marker]],
                   marker=ctx.kind[marker], **{"from": before, "to": after},
                   direction="forward" if after >= before else "backward",
                   wrap=before // ctx.track != after // ctx.track, counted=index in ctx.counted)


def trigger(ctx, robber: int, marker: int, where: int, displacement: int, index: int | None, slot: int | None) -> Step:
    """``index``/``slot``: the movement (None for movement-per-turn, whose movement is the marker's net one)."""
    clauses = ["trigger-on-departure"] + _in_force(ctx.rules, "first-movement-only", "first-departure-from-space",
                         "movement-per-feature", "movement-per-turn")
    if ctx.kind[marker] == "courier":
        clauses += _in_force(ctx.rules, "courier-counts")
    return Step.of("trigger", clauses, robber=ctx.players[robber], player=ctx.players[ctx.owner[marker]],
                   marker=ctx.kind[marker], round=index, slot=slot, space=where, displacement=displacement)


def drag(ctx, robber: int, marker: int | None, before: int, after: int) -> Step:
    clauses = _in_force(ctx.rules, "backward-robber-follows", "backward-robber-must-follow")
    return Step.of("drag", clauses, robber=ctx.players[robber],
                   player=None if marker is None else ctx.players[ctx.owner[marker]],
                   marker=None if marker is None else ctx.kind[marker], **{"from": before, "to": after})


def theft(ctx, robber: int, victim_marker: int, base: int, amount: int, into: int, candidates: int,
          at_once: bool = False) -> Step:
    """``candidates``: how many markers the robber could take from; ``at_once``:
    taken right after the movement that fired it (resolve-at-once), not at
    the end of its window."""
    rules = ctx.rules
    clauses = _in_force(rules, "resolve-at-once") if at_once else []
    clauses += _in_force(rules, "steal-base-movement", "steal-base-player-turn")
    clauses += _in_force(rules, "steal-half-rounded-up", "victim-keeps-points", "must-take-first-points")
    if candidates > 1:
        clauses += _in_force(rules, "robber-chooses-among-markers")
    if len(ctx.thief_markers(robber)) > 1:
        clauses += _in_force(rules, "thief-chooses-marker")
    return Step.of("theft", clauses, robber=ctx.players[robber], victim=ctx.players[ctx.owner[victim_marker]],
                   marker=ctx.kind[victim_marker], base=base, points=amount, into=ctx.kind[into])


def rogue(ctx, marker: int, before: int, after: int) -> Step:
    """The stolen points move the thief's marker, after every theft and drag of the window."""
    return Step.of("rogue", _in_force(ctx.rules, "rogue-points-no-trigger"), player=ctx.players[ctx.owner[marker]],
                   marker=ctx.kind[marker], points=after - before, **{"from": before, "to": after})


def returned(ctx, robber: int, before: int, cause: str) -> Step:
    """``cause``: ``theft`` (thief-robber-returns) or ``game-end`` (end-bonus-three)."""
    clauses = ["thief-robber-returns"] if cause == "theft" else _in_force(ctx.rules, "end-bonus-three")
    return Step.of("return", clauses, robber=ctx.players[robber], **{"from": before}, cause=cause)


def follow(ctx, robber: int, marker: int, before: int, after: int) -> Step:
    clauses = _in_force(ctx.rules, "rogue-robber-follows", "rogue-split-turn-order", "rogue-split-owner-chooses")
    return Step.of("follow", clauses, robber=ctx.players[robber], player=ctx.players[ctx.owner[marker]],
                   marker=ctx.kind[marker], **{"from": before, "to": after})


def end_bonus(ctx, player: int, marker: int, before: int, points: int) -> Step:
    clauses = ["end-bonus-three"] + (_in_force(ctx.rules, "thief-chooses-marker")
                                     if len(ctx.thief_markers(player)) > 1 else [])
    return Step.of("end-bonus", clauses, player=ctx.players[player], points=points, marker=ctx.kind[marker],
                   **{"from": before, "to": before + points})
