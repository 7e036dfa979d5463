"""The fixed facts of one simulation, and the state that the search explores.

The reference simulator reads the rules only through ``rules.has(clause_id)``
(docs/turn-model.md names every clause); this module turns those answers into
plain booleans and lookup tables once, so the rule modules stay short and read
like the turn model. It also holds the immutable, hashable :class:`State`:
the search keeps *sets* of states, so two different sets of choices that lead
to the same situation are explored once. (Named tuples rather than frozen
dataclasses: the search builds hundreds of thousands of them.)
"""

from __future__ import annotations

from typing import Iterable, NamedTuple

from checker.robbers.model import COURIER, GAME_END, MEEPLE, SCORE, Scenario, Steal
from checker.states import DEFAULT_MAX_STATES, collect

# Topics the simulator does not know how to play without (the brief: raise,
# naming the clause). Each entry: the clauses of which one must be in force.
REQUIRED = (
    ("trigger-on-departure", "mistake-backward-triggers"),
    ("no-self-robbery",),
    ("steal-half-rounded-up", "mistake-half-rounded-down"),
    ("victim-keeps-points",),
    ("must-take-first-points",),
    ("robber-chooses-among-markers",),
    ("rogue-points-no-trigger",),
    ("target-shares-another-players-marker",),
    ("movement-per-feature", "movement-per-turn"),
    ("steal-base-movement", "steal-base-player-turn"),
)


class Window(NamedTuple):
    """What a window remembers between its first counted slot and its resolution.

    Marker-indexed tuples follow :attr:`Context.markers`. ``fired`` holds
    ``(robber player index, marker index, displacement)`` for movement-per-feature;
    movement-per-turn computes its candidates at resolution from ``start``,
    ``disp`` and ``seen``: per marker, the robbers' places at the marker's
    first counted slot of the window, when its movement started (None before
    it), so a robber placed later on the space the marker left is not on the
    movement's start space (no retroactive theft, issue 29 a). ``moved`` (``(marker, robber)`` pairs: the marker moved forward
    while the robber was on the track; a robber placed or moved by its owner
    loses its pairs) serves first-movement-only, ``departed`` (``(marker,
    robber)`` pairs: a forward movement of the marker started on the robber's
    space at that moment) serves first-departure-from-space.
    """

    start: tuple[int, ...]
    disp: tuple[int, ...]
    moved: frozenset = frozenset()
    departed: frozenset = frozenset()
    fired: frozenset = frozenset()
    seen: tuple = ()


def relocated(window: Window | None, before: tuple, after: tuple) -> Window | None:
    """The window once robbers have been placed or moved by their owners
    while it is open: such a robber came to its space after every movement
    so far (first-movement-only)."""
    if window is None or not window.moved:
        return window
    gone = {r for r, (old, new) in enumerate(zip(before, after)) if old != new}
    if not gone:
        return window
    return window._replace(moved=frozenset(pair for pair in window.moved if pair[1] not in gone))


class State(NamedTuple):
    """Scores (by marker index), robbers (by player index, None = supply), steals so far."""

    scores: tuple[int, ...]
    robbers: tuple[int | None, ...]
    steals: tuple[Steal, ...] = ()
    window: Window | None = None


class Context:
    """Scenario indices and the clauses in force, as booleans and tables."""

    def __init__(self, scenario: Scenario, rules, max_states: int = DEFAULT_MAX_STATES) -> None:
        for options in REQUIRED:
            if not any(rules.has(c) for c in options):
                raise NotImplementedError(
                    f"the reference simulator needs clause {' or '.join(options)!s} (not in force in {getattr(rules, 'edition', '?')})"
                )
        self.scenario = scenario
        self.rules = rules
        self.max_states = max_states
        self.track = scenario.track
        self.players = tuple(scenario.players)
        self.pindex = {p: i for i, p in enumerate(self.players)}
        self.active = self.pindex[scenario.active]
        # Turn order starting with the active player, as player indices.
        self.order = tuple(self.pindex[p] for p in scenario.order_from_active())
        self.markers = scenario.marker_ids()
        self.owner = tuple(self.pindex[p] for p, _ in self.markers)
        self.kind = tuple(k for _, k in self.markers)
        courier_counts = rules.has("courier-counts")
        # Visible: a meeple, or a courier when courier-counts is in force.
        self.visible = tuple(k == MEEPLE or (k == COURIER and courier_counts) for k in self.kind)
        self.of_player = tuple(
            tuple(i for i, o in enumerate(self.owner) if o == p) for p in range(len(self.players))
        )
        self.meeple = tuple(self.markers.index((p, MEEPLE)) for p in self.players)

        has = rules.has
        self.per_turn = has("movement-per-turn")  # else movement-per-feature
        self.base_player_turn = has("steal-base-player-turn")  # else steal-base-movement
        self.first_movement_only = has("first-movement-only")
        # spec/mistakes.py: an engine that takes a fired robber's points from the
        # marker's last forward movement; it is fired as first-departure-from-space says.
        self.last_movement = has("mistake-last-departure")
        self.first_departure = has("first-departure-from-space") or self.last_movement
        # spec/mistakes.py: an engine that fires a robber on a movement back from its space too
        self.backward_triggers = has("mistake-backward-triggers")
        # backward-robber-must-follow is the same rule without the choice to stay.
        self.backward = has("backward-robber-follows") or has("backward-robber-must-follow")
        self.backward_may_stay = has("backward-robber-follows")
        self.thief_returns = has("thief-robber-returns")
        # resolve-at-once: the turn's window, but a robber with no choice open steals at its movement (at_once.py)
        self.at_once = has("resolve-at-once")
        # spec/mistakes.py: an engine that rounds a theft down instead of up
        self.round_down = has("mistake-half-rounded-down")
        self.rogue_follows = has("rogue-robber-follows")
        self.rogue_turn_order = has("rogue-split-turn-order")
        self.rogue_owner_chooses = has("rogue-split-owner-chooses")
        self.end_bonus = has("end-bonus-three")
        self.choose_order = has("scorer-chooses-order")
        self.scorer_choice = has("scorer-chooses-marker")
        self.thief_choice = has("thief-chooses-marker")

        self.counted = self._counted_steps()
        self.closes = self._window_ends()

    # --- choices of markers -------------------------------------------------

    def scorer_markers(self, player: int) -> tuple[int, ...]:
        """Markers a scoring player may move: any of theirs with scorer-chooses-marker, else the meeple."""
        return self.of_player[player] if self.scorer_choice else (self.meeple[player],)

    def thief_markers(self, player: int) -> tuple[int, ...]:
        """Markers a thief (or an end-bonus owner) may move: any with thief-chooses-marker, else the meeple."""
        return self.of_player[player] if self.thief_choice else (self.meeple[player],)

    def space(self, score: int) -> int:
        return score % self.track

    # --- counted rounds and windows -----------------------------------------

    def _counted_steps(self) -> frozenset[int]:
        """Indices of the score steps robbers react to: granted by a clause, not vetoed."""
        has = self.rules.has
        turn = self.scenario.turn
        end = next((i for i, s in enumerate(turn) if s.kind == GAME_END), len(turn))
        counted = set()
        for i, step in enumerate(turn):
            if step.kind != SCORE:
                continue
            granted = (
                has("count-all-scorings")
                or (has("count-feature-scoring-only") and step.source == "features")
                or (has("ignore-message-scoring") and step.source != "message")
            )
            vetoed = has("final-scoring-robbers-idle") and i > end
            if granted and not vetoed:
                counted.add(i)
        return frozenset(counted)

    def _window_ends(self) -> frozenset[tuple[int, int]]:
        """The ``(step index, event index)`` slots after which a window resolves."""
        turn = self.scenario.turn
        end = next((i for i, s in enumerate(turn) if s.kind == GAME_END), len(turn))
        slots = [(i, j) for i in sorted(self.counted) for j in range(len(turn[i].events))]
        if self.rules.has("resolve-per-round"):
            windows = [[(i, j) for (i, j) in slots if i == r] for r in sorted(self.counted)]
        elif self.rules.has("resolve-per-turn") or self.at_once:
            windows = [[s for s in slots if s[0] < end], [s for s in slots if s[0] > end]]
        else:
            windows = [[s] for s in slots]
        return frozenset(w[-1] for w in windows if w)

    def round_closes(self, index: int, events: int) -> tuple[frozenset, bool]:
        """For a round whose events are known only when it is played (a
        combined turn, whose scorers are choices): the slots after which a
        window resolves, and whether a window still open at the round's end
        resolves there. A per-turn window resolves at the end of the last
        counted round before (or after) the game end, whoever scores in it."""
        if index not in self.counted:
            return frozenset(), False
        if not (self.rules.has("resolve-per-round") or self.rules.has("resolve-per-turn") or self.at_once):
            return frozenset((index, j) for j in range(events)), False
        if self.rules.has("resolve-per-round"):
            return frozenset({(index, events - 1)} if events else ()), True
        turn = self.scenario.turn
        end = next((i for i, s in enumerate(turn) if s.kind == GAME_END), len(turn))
        segment = [i for i in self.counted if (i < end) == (index < end)]
        last = index == max(segment)
        return frozenset({(index, events - 1)} if last and events else ()), last

    # --- state --------------------------------------------------------------

    def collect(self, items: Iterable) -> set:
        """The set of ``items``, stopping as soon as it holds more than ``max_states``."""
        return collect(items, self.max_states)

    def initial_state(self) -> State:
        sc = self.scenario
        scores = tuple(int(sc.markers[p][k]) for p, k in self.markers)
        robbers = tuple(sc.robbers.get(p) for p in self.players)
        return State(scores=scores, robbers=robbers)
