"""Which robbers a window has triggered so far, as terms (turn-model.md,
"Movements and candidates" and ``triggered-robber-stays``).

Two facts the rules read from a window before it resolves, kept apart from
the resolution itself:

- movement-per-turn: a marker's movement starts at its first counted slot of
  the window, and only a robber standing on its start space *then* is judged
  against it (no retroactive theft: a robber placed later on the space the
  marker left never stood there while it moved);
- a robber with a fired candidate, or on the start space of a movement under
  way, has its theft waiting: ``triggered-robber-stays`` keeps it in place.
"""

from __future__ import annotations

import z3

from checker.robbers.encoding.logic import FALSE, conj
from checker.robbers.model import COURIER
from checker.solver.capi import any_of, equal, is_false, negation
from checker.solver.folding import compare

SUPPLY = -1


def stood_on_start(enc, window, marker, robber: str) -> z3.BoolRef:
    """movement-per-turn: ``robber`` stood on the window start space of
    ``marker`` (``(player, kind)``) at the marker's first counted slot."""
    if window.stood is not None:
        return window.stood[(marker, robber)]
    player, kind = marker
    start = enc.space(window.start_scores[marker])
    is_courier = z3.BoolVal(kind == COURIER)
    begun, out = FALSE, []
    for s in window.slots:
        if is_false(s.owned_by(player)):
            continue
        mine = conj(s.owned_by(player), s.live, equal(s.is_courier, is_courier))
        out.append(conj(mine, negation(begun), compare(s.robbers[robber], start, "==")))
        begun = any_of([begun, mine])
    return any_of(out) if out else FALSE


def triggered(enc, robber: str) -> z3.BoolRef:
    """``robber`` has a theft waiting in the open window."""
    window = enc.window
    if window is None:
        return FALSE
    if enc.movement == "per-turn":
        hits = [stood_on_start(enc, window, (p, k), robber) for p, k in enc.scenario.marker_ids()
                if p != robber and k in enc.visible]
    else:
        hits = [c.fired for c in window.candidates if c.robber == robber and c.origin == "movement"]
    return conj(window.started, negation(window.closed), any_of(hits)) if hits else FALSE
