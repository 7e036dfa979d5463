"""The candidate lemmas of the inductive strengthening, and the invariants
restated over a state.

A lemma is a family of state predicates (one instance per robber, marker or
pair), stated in words for the docs and the verdicts. ``houdini`` keeps the
largest set of candidates that is inductive; an invariant is proved when its
own family survives, and its strengthening is the surviving lemmas its proof
leans on. Candidates were found by hand from the counterexamples to
induction the search printed (see docs/invariants): each closes a gap in
which an arbitrary state, unreachable in a real turn, lets a step break an
invariant.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import z3

from checker.solver.capi import all_of, any_of, exact_and, exact_implies, exact_not, negation
from checker.robbers.induction.state import SUPPLY, State, well_formed
from checker.robbers.induction.step import may_end


@dataclass(frozen=True)
class Lemma:
    """``instances(state, view, track)``: the predicates, where ``view`` is a
    turn encoding over the state (for ``hosts``). ``needs(hooks)``: whether
    the lemma is a candidate under these rules (window or movement kind)."""

    id: str
    text: str
    instances: Callable
    needs: Callable = lambda hooks: True
    required: bool = False  # the state's own completeness: every proof under these rules needs it


def _pending(s: State):
    return [(r, m, p) for (r, m), p in s.pending.items()]


def _open(s: State, claim) -> z3.BoolRef:
    """``claim`` about a window's records, which mean nothing while no window is open."""
    return exact_implies(s.win_open, claim)


def _alone(view, s: State):
    return [all_of([s.robber[p] != SUPPLY, negation(view.hosts(p, s.robber[p]))]) for p in s.players]


per_feature = lambda h: h.movement == "per-feature"  # noqa: E731

LEMMAS = (
    Lemma("well-formed", "Every score is 0 or more (a missing courier's is 0); every robber is in supply or on the track.",
          lambda s, v, track: well_formed(s, track)),
    Lemma("counted-round-has-window", "During a counted round a window is open.",
          lambda s, v, t: [exact_implies(exact_and(s.in_round, s.counted), s.win_open)],
          lambda h: h.window_mode in ("round", "turn")),
    Lemma("closed-part-has-no-window", "Once the window of a part of the turn has resolved, no window is open.",
          lambda s, v, t: [exact_implies(s.seg_closed, exact_not(s.win_open))],
          lambda h: h.window_mode == "turn"),
    Lemma("window-only-in-counted-round", "A window is open only during a counted scoring round (it resolves at the "
          "round's or the event's end).",
          lambda s, v, t: [exact_implies(s.win_open, exact_and(s.in_round, s.counted))],
          lambda h: h.window_mode in ("round", "slot")),
    Lemma("departed-implies-moved", "In an open window, a marker that has left a robber's space forward in it has "
          "moved forward since the robber was last placed or moved.",
          lambda s, v, t: [_open(s, exact_implies(d, s.moved[(m, r)])) for (m, r), d in s.departed.items()], per_feature),
    Lemma("pending-has-departed", "In an open window, a pending theft by robber r from marker m means m left r's space in it.",
          lambda s, v, t: [_open(s, exact_implies(p.fired, s.departed[(m, r)])) for r, m, p in _pending(s)], per_feature),
    Lemma("pending-is-first-departure", "In an open window, a pending theft came from the marker's first departure from the robber's space.",
          lambda s, v, t: [_open(s, exact_implies(p.fired, p.first)) for r, m, p in _pending(s)], per_feature),
    Lemma("pending-not-own", "In an open window, no robber has a pending theft from its owner's own marker.",
          lambda s, v, t: [_open(s, exact_not(p.fired)) for r, m, p in _pending(s) if m[0] == r], per_feature),
    Lemma("pending-robber-has-not-stolen", "In an open window, a robber with a pending theft has not stolen since it was last placed.",
          lambda s, v, t: [_open(s, exact_implies(p.fired, exact_not(s.stolen[r]))) for r, m, p in _pending(s)],
          per_feature),
    Lemma("pending-robber-on-track", "In an open window, a robber with a pending theft is on the track.",
          lambda s, v, t: [_open(s, exact_implies(p.fired, s.robber[r] != SUPPLY)) for r, m, p in _pending(s)],
          per_feature),
    Lemma("stood-robber-on-track", "In an open window, a robber that stood on the start space of a marker whose "
          "movement has begun is on the track (movement-per-turn).",
          lambda s, v, t: [_open(s, exact_implies(x, s.robber[r] != SUPPLY)) for (m, r), x in s.stood.items()],
          lambda h: h.movement == "per-turn"),
    Lemma("no-overflow", "No marker has fired one robber twice in a window (the state holds one pending theft per pair).",
          lambda s, v, t: [exact_not(s.overflow)], per_feature, required=True),
)

#: Each invariant restated over a state (what ``check`` proves by induction).
#: The record-based ones read the ghost flag their steps set.
PROPERTIES = {
    name: Lemma(name, f"No step so far has broken {name} (its ghost flag is unset).",
                lambda s, v, t, name=name: [exact_not(s.bad[name])])
    for name in ("no-self-robbery", "robbed-points-never-trigger", "one-trigger-per-first-movement",
                 "no-retroactive-theft", "triggered-robber-spent", "steal-half-rounded-up", "victim-keeps-points")
}
PROPERTIES["thief-returns-to-supply"] = Lemma(
    "thief-returns-to-supply", "Every robber that has stolen since it was last placed is in supply.",
    lambda s, v, t: [exact_implies(s.stolen[p], s.robber[p] == SUPPLY) for p in s.players])
PROPERTIES["robber-shares-space"] = Lemma(
    "robber-shares-space", "Where the turn may end, every robber on the track shares its space with another player's marker.",
    lambda s, v, t: [exact_implies(may_end(s), exact_not(any_of(_alone(v, s))))])

#: Candidates only for invariants that assume something of the turn's start.
ASSUMING = {
    "robber-shares-space": (
        Lemma("robbers-always-share", "Every robber on the track shares its space with another player's marker.",
              lambda s, v, t: [exact_not(a) for a in _alone(v, s)]),
    ),
}


def shared_at_start(s: State, view) -> list:
    """``robber-shares-space``'s assumption on the turn's start."""
    return [exact_not(a) for a in _alone(view, s)]
