"""The bound of a proof: which scenarios "every scenario" means.

Every verdict of ``check`` and ``diff`` carries its bound as ``scope``, so a
reader knows what was proved. The project's issue asked for up to 6 players
and 3 rounds of up to 6 events by default; at that size a single
counterexample search ran for minutes (measured 2026-11-21), so the default
is smaller: up to 4 players with couriers, 2 scoring rounds of up to 3
events, points -10..40, a 50-space track. Larger bounds are options; a query
that reaches its time limit is reported as unknown, never as holding.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

PLAYER_NAMES = ("red", "blue", "yellow", "green", "black", "gray")
#: Labels a round's ``source`` is drawn from. Rounds whose labels every rule
#: set in the query treats alike are merged (``source_classes``), each class
#: named by its first label. ``fairy`` comes last: a fairy round is only the
#: active player's 1 point at the start of the turn (``model.fairy_problems``),
#: so it names a class only if some rule set treats it apart.
SOURCE_LABELS = ("features", "wheel", "message", "other", "fairy")


#: The largest bound accepted. A proof's encoding grows with each: its terms
#: with rounds and events, and the track's wrap (``Spaces.wrap``) makes a term
#: for each lap a score can go round the track, so the laps are bounded, not
#: the points alone: ``--points=-99999999999..99999999999`` asked for 24
#: billion laps and took 4 GB in 37 s before this limit (issue 46).
MAX_ROUNDS = 6
MAX_EVENTS = 8
MAX_TRACK = 200
MAX_LAPS = 50
"""Most times one score may go round the track in a turn: the largest points
of an event (either sign) times the events of the turn, over the track."""


def laps(points: int, events: int, rounds: int, track: int) -> int:
    """How many times a score moved by ``events`` events of each of ``rounds``
    rounds, each of up to ``points`` points, may go round a ``track``-space track."""
    return points * events * rounds // track


class BoundError(ValueError):
    """A bound that describes no scenario (for example 7 players)."""


@dataclass(frozen=True)
class Bound:
    min_players: int = 2
    max_players: int = 4
    couriers: bool = True
    rounds: int = 2
    events: int = 3
    min_points: int = -10
    max_points: int = 40
    track: int = 50
    placement: bool = True  # whether a turn may start with the place-robbers step
    # whether a second place-robbers step may follow the first scoring round (a double
    # turn's second tile, as with the Builder): the invariants' shapes, not the diffs'
    second_placement: bool = False

    def __post_init__(self) -> None:
        if not 2 <= self.min_players <= self.max_players <= len(PLAYER_NAMES):
            raise BoundError(f"players must be within 2..{len(PLAYER_NAMES)} (got {self.min_players}..{self.max_players})")
        if not 1 <= self.rounds <= MAX_ROUNDS:
            raise BoundError(f"rounds must be within 1..{MAX_ROUNDS} (got {self.rounds})")
        if not 1 <= self.events <= MAX_EVENTS:
            raise BoundError(f"events per round must be within 1..{MAX_EVENTS} (got {self.events})")
        if self.min_points > self.max_points or (self.min_points == 0 == self.max_points):
            raise BoundError(f"points {self.min_points}..{self.max_points} admit no non-zero value")
        if not 1 <= self.track <= MAX_TRACK:
            raise BoundError(f"the track must have 1..{MAX_TRACK} spaces (got {self.track})")
        most = max(-self.min_points, self.max_points)
        if laps(most, self.events, self.rounds, self.track) > MAX_LAPS:
            raise BoundError(
                f"points {self.min_points}..{self.max_points} with {self.events} events in each of {self.rounds} "
                f"rounds could take a score round the {self.track}-space track "
                f"{laps(most, self.events, self.rounds, self.track)} times in a turn; at most {MAX_LAPS} "
                f"(narrow the points, or lengthen the track)")

    def scope(self) -> dict:
        """The bound as printed in every verdict (formats.md ``scope``)."""
        return {
            "players": [self.min_players, self.max_players],
            "couriers": self.couriers,
            "rounds": self.rounds,
            "events_per_round": self.events,
            "points": [self.min_points, self.max_points],
            "track": self.track,
            "scores": [0, self.track - 1],
            "turn": self._turn_text(),
            "placement": self.placement,
            **({"second_placement": True} if self.second_placement else {}),
        }

    def _turn_text(self) -> str:
        place = "an optional place-robbers step, then " if self.placement else ""
        again = ""
        if self.second_placement:  # where the shapes have a round before the game end (``shape``)
            again = "; in either, a second optional place-robbers step may follow the first round (a double turn)" \
                if self.rounds > 1 else "; in the first, a second optional place-robbers step may follow the round " \
                "(a double turn)"
        return (
            f"{place}the scoring rounds; or {place}{self.rounds - 1} round{'' if self.rounds == 2 else 's'}, "
            f"game-end and one final-scoring round{again}"
        )

    def with_second_placement(self) -> "Bound":
        """This bound with double turns, where its turns have a placement step to repeat."""
        return replace(self, second_placement=self.placement)

    def describe(self) -> str:
        players = f"{self.min_players}" if self.min_players == self.max_players else f"{self.min_players}-{self.max_players}"
        rounds = f"{self.rounds} round{'' if self.rounds == 1 else 's'}"
        return (
            f"{players} players{' with couriers' if self.couriers else ''}, "
            f"{rounds} of up to {self.events} events, points {self.min_points}..{self.max_points}, "
            f"track {self.track}{'' if self.placement else ', no placement step'}"
            f"{', a second placement step after the first round' if self.second_placement else ''}"
        )
