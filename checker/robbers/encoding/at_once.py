"""A theft taken at once, as constraints (``resolve-at-once``, the reading
``theft-timing=at-once`` of the 1st-edition texts before 5/2013;
turn-model.md, "The timing of a theft before 5/2013").

The window stays the turn, as under ``resolve-per-turn``; but right after a
movement, every robber it fires with no choice open steals: a choice is open
when the robber already has a theft waiting in the window (an earlier
movement fired it), or when its space, at that movement, holds another
visible follower of a player other than the robber's owner besides the
moving marker ("several counting followers ... on the same turn"). Such a
robber waits for the end of the turn; the others are resolved alone, now:
they take their candidate, their owners' markers move by the stolen points
(rogue points, with robbers beside them following), and they return to
supply (``returns``: placed again, a robber's departures start afresh).
"""

from __future__ import annotations

from dataclasses import replace

import z3

from checker.robbers.encoding.logic import conj
from checker.solver.capi import any_of, is_false, negation


def _now(enc, earlier: list, cand) -> z3.BoolRef:
    """``cand`` fires and its robber has no choice open: it steals at once."""
    waiting = any_of([c.fired for c in earlier if c.robber == cand.robber and c.origin == "movement"])
    choice = enc.resolver._others_remain(cand.robber, cand.start, exclude=(cand.victim, cand.is_courier))
    return z3.simplify(conj(cand.fired, negation(waiting), negation(choice)))


def steal_at_once(enc, fresh: list) -> None:
    """The robbers that ``fresh`` (one movement's candidates, the last of the
    window's) fire with no choice open steal now; the window keeps the rest."""
    window, resolver = enc.window, enc.resolver
    earlier = window.candidates[: len(window.candidates) - len(fresh)]
    now = [_now(enc, earlier, c) for c in fresh]
    if all(is_false(n) for n in now):
        return
    taken = resolver._steal([replace(c, fired=n) for c, n in zip(fresh, now)],
                            lambda c: resolver._base(window, c))
    resolver._rogue(taken)
    window.candidates[len(earlier):] = [replace(c, fired=z3.simplify(conj(c.fired, negation(n))))
                                        for c, n in zip(fresh, now)]
    for robber, (stole, _) in taken.items():
        enc.returns[robber].append(stole)
