"""The state of a turn between two of its steps, as Z3 terms.

The bounded proofs (``checker.robbers.symbolic``) encode a whole turn at once, so
everything a window carries from one event to the next lives in the turn
encoding's Python objects (its list of slots and candidates). A proof by
induction needs that carry-over as *state*: after any number of rounds and
events, what the next step can depend on. The fields below are that state;
docs/invariants (section "The state of a turn") argues that it is complete,
and ``tests/induction`` checks it by replaying concrete turns step by step
against the turn encoding.

The turn's own data:

- ``score``: every marker's score, any whole number from 0 (not its space:
  whether a backward move stops at 0 depends on the score itself);
- ``robber``: every robber's space, or -1 in supply;
- ``courier``: whether each player has a courier (fixed for the turn);
- ``in_round``, ``counted``, ``scored``: a scoring round is under way,
  robbers react to it, and it has had an event (a round has at least one);
- ``after_end``: the game end has happened (later rounds are the final
  scoring);
- ``win_open``: a window is open (counted movements await resolution);
  ``seg_closed``: in a per-turn window, the window of this part of the turn
  (before or after the game end) has resolved, so no counted round may
  follow in it;
- ``start``: each marker's score when the window opened (its movement's
  start in ``movement-per-turn``);
- ``disp``: each marker's displacement over the window's counted slots
  (its movement in ``movement-per-turn``; summed per player, the base of
  ``steal-base-player-turn``);
- with ``movement-per-feature`` only: ``moved`` per marker and robber (the
  marker has made a counted forward movement in the window since the robber
  was last placed or moved by its owner: first-movement-only's window, which
  a backward drag does not restart), ``departed`` per marker and robber (it
  has made a counted forward movement in the window that started on the
  robber's space as it was then), and one ``pending`` theft per robber and
  marker (fired, its displacement, whether it was the marker's first
  departure from that robber's space). A second fired movement of one
  marker for one robber in a window (a robber moved by its owner between two
  rounds of a per-turn window fires again) replaces the pending theft or not,
  as the step chooses, where the robber takes at most one theft (the
  clauses' resolution says so); elsewhere ``overflow`` records it, which the
  state cannot hold (proved never to happen where a proof is claimed).

Ghost fields, which no rule reads (they record history for the
invariants): ``stolen`` (each robber has stolen since it was last placed: a
place step that puts it on a space clears it) and ``bad``
(each record-based invariant has been broken by some step).
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields, replace

import z3

from checker.solver.capi import FALSE, TRUE
from checker.robbers.model import COURIER, MEEPLE

SUPPLY = -1
#: The record-based invariants whose breach a step can record (``bad``).
BAD = ("no-self-robbery", "robbed-points-never-trigger", "one-trigger-per-first-movement",
       "no-retroactive-theft", "triggered-robber-spent", "steal-half-rounded-up", "victim-keeps-points")


@dataclass(frozen=True)
class Pending:
    """A fired movement of one marker for one robber, awaiting resolution."""

    fired: z3.BoolRef
    disp: z3.ArithRef
    first: z3.BoolRef


@dataclass(frozen=True)
class State:
    players: tuple
    score: dict
    robber: dict
    courier: dict
    in_round: z3.BoolRef
    counted: z3.BoolRef
    scored: z3.BoolRef
    after_end: z3.BoolRef
    win_open: z3.BoolRef
    seg_closed: z3.BoolRef
    start: dict
    disp: dict
    stolen: dict
    bad: dict
    moved: dict = field(default_factory=dict)
    departed: dict = field(default_factory=dict)
    pending: dict = field(default_factory=dict)
    overflow: z3.BoolRef = FALSE
    begun: dict = field(default_factory=dict)
    stood: dict = field(default_factory=dict)

    @property
    def markers(self) -> tuple:
        return marker_ids(self.players)

    def with_(self, **changes) -> "State":
        return replace(self, **changes)

    def terms(self) -> list:
        """Every term of the state, in a fixed order (for models and pinning)."""
        out = []
        for f in fields(self):
            value = getattr(self, f.name)
            if f.name == "players":
                continue
            if isinstance(value, dict):
                for key in value:
                    v = value[key]
                    out += [v.fired, v.disp, v.first] if isinstance(v, Pending) else [v]
            else:
                out.append(value)
        return out


def marker_ids(players) -> tuple:
    return tuple((p, k) for p in players for k in (MEEPLE, COURIER))


def symbolic_state(players, per_feature: bool, prefix: str) -> State:
    """A state whose every field is a fresh variable named ``prefix.field...``."""
    markers = marker_ids(players)
    i = lambda name: z3.Int(f"{prefix}.{name}")  # noqa: E731
    b = lambda name: z3.Bool(f"{prefix}.{name}")  # noqa: E731
    mk = lambda m: f"{m[0]}.{m[1]}"  # noqa: E731
    extra = {}
    if per_feature:
        extra = dict(
            moved={(m, r): b(f"moved.{mk(m)}.{r}") for m in markers for r in players},
            departed={(m, r): b(f"departed.{mk(m)}.{r}") for m in markers for r in players},
            pending={
                (r, m): Pending(b(f"pending.{r}.{mk(m)}.fired"), i(f"pending.{r}.{mk(m)}.disp"),
                                b(f"pending.{r}.{mk(m)}.first"))
                for r in players for m in markers
            },
            overflow=b("overflow"),
        )
    else:
        extra = dict(
            begun={m: b(f"begun.{mk(m)}") for m in markers},
            stood={(m, r): b(f"stood.{mk(m)}.{r}") for m in markers for r in players},
        )
    return State(
        players=tuple(players),
        score={m: i(f"score.{mk(m)}") for m in markers},
        robber={p: i(f"robber.{p}") for p in players},
        courier={p: b(f"courier.{p}") for p in players},
        in_round=b("in_round"), counted=b("counted"), scored=b("scored"), after_end=b("after_end"),
        win_open=b("win_open"), seg_closed=b("seg_closed"),
        start={m: i(f"start.{mk(m)}") for m in markers},
        disp={m: i(f"disp.{mk(m)}") for m in markers},
        stolen={p: b(f"stolen.{p}") for p in players},
        bad={name: b(f"bad.{name}") for name in BAD},
        **extra,
    )


def well_formed(s: State, track: int) -> list:
    """What every state satisfies by construction of the step relation:
    scores from 0, robbers in supply or on the track, a missing courier at 0."""
    out = []
    for (p, kind), score in s.score.items():
        out.append(score >= 0)
        if kind == COURIER:
            out.append(z3.Implies(z3.Not(s.courier[p]), score == 0))
    for place in s.robber.values():
        out.append(z3.And(place >= SUPPLY, place < track))
    return out


def initial(s: State) -> list:
    """A turn's start: any scores and robbers (``well_formed``), nothing done yet."""
    out = [z3.Not(s.in_round), z3.Not(s.after_end), z3.Not(s.win_open), z3.Not(s.seg_closed)]
    out += [z3.Not(v) for v in s.stolen.values()] + [z3.Not(v) for v in s.bad.values()]
    if s.pending:
        out.append(z3.Not(s.overflow))
    return out


def concrete_state(scenario, per_feature: bool) -> State:
    """The start of a concrete scenario's turn, as numbers (for replays)."""
    players = scenario.players
    markers = marker_ids(players)
    num = z3.IntVal
    robber = {p: num(SUPPLY if scenario.robbers.get(p) is None else scenario.robbers[p]) for p in players}
    extra = {}
    if per_feature:
        extra = dict(
            moved={(m, r): FALSE for m in markers for r in players},
            departed={(m, r): FALSE for m in markers for r in players},
            pending={(r, m): Pending(FALSE, num(0), TRUE) for r in players for m in markers},
            overflow=FALSE,
        )
    else:
        extra = dict(begun={m: FALSE for m in markers}, stood={(m, r): FALSE for m in markers for r in players})
    return State(
        players=tuple(players),
        score={m: num(scenario.markers[m[0]].get(m[1], 0)) for m in markers},
        robber=robber,
        courier={p: z3.BoolVal(scenario.has_courier(p)) for p in players},
        in_round=FALSE, counted=FALSE, scored=FALSE, after_end=FALSE, win_open=FALSE, seg_closed=FALSE,
        start={m: num(0) for m in markers}, disp={m: num(0) for m in markers},
        stolen={p: FALSE for p in players}, bad={name: FALSE for name in BAD},
        **extra,
    )
