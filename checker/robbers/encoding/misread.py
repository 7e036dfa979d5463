"""Implementers' mistakes (spec/mistakes.py) as the encoding reads them at a
window's resolution:

- ``mistake-last-departure``: a robber fired by a marker's first departure
  from its space takes the points of that marker's *last* forward movement
  in the window, not of the movement that fired it;
- ``mistake-backward-triggers``: a movement back from the robber's space
  fires it too (its trigger hook), for half the points moved back.

Kept apart from resolution.py: no rule of any edition needs them, only the
diagnosis's candidates for engines that misread one sentence."""

from __future__ import annotations

from dataclasses import replace

from checker.solver.capi import equal, ite
from checker.solver.folding import compare
from checker.robbers.encoding.logic import conj


def last_movements(window, candidates) -> list:
    """Each movement-per-feature candidate with its displacement replaced by
    that of the victim's marker's last forward movement after it in the
    window (its own when none follows)."""
    out = []
    for cand in candidates:
        if cand.slot_index is None:
            out.append(cand)
            continue
        displacement = cand.displacement
        for later in window.slots[cand.slot_index + 1 :]:
            forward = conj(later.owned_by(cand.victim), later.live, equal(later.is_courier, cand.is_courier),
                           compare(later.displacement, 0, ">"))
            displacement = ite(forward, later.displacement, displacement)
        out.append(replace(cand, displacement=displacement))
    return out


def absolute_movements(candidates) -> list:
    """Each candidate with the points it moved, forward or back."""
    return [replace(c, displacement=ite(compare(c.displacement, 0, "<"), -c.displacement, c.displacement))
            for c in candidates]
