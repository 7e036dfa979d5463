"""The Robbers' bound on the command line: the options ``check`` and ``diff``
add to their "bound" group, and the :class:`Bound` they ask for."""

from __future__ import annotations

from checker.arguments import UsageError, positive_count
from checker.robbers.symbolic.bound import MAX_EVENTS, MAX_LAPS, MAX_ROUNDS, MAX_TRACK, PLAYER_NAMES, Bound, BoundError

DEFAULT = Bound()


def add_bound_options(group) -> None:
    group.add_argument("--players", type=positive_count, default=DEFAULT.max_players, metavar="N",
                       help=f"up to N players, from 2 (default {DEFAULT.max_players}, at most {len(PLAYER_NAMES)})")
    group.add_argument("--rounds", type=positive_count, default=DEFAULT.rounds, metavar="N",
                       help=f"scoring rounds in the turn (default {DEFAULT.rounds}, at most {MAX_ROUNDS})")
    group.add_argument("--events", type=positive_count, default=DEFAULT.events, metavar="N",
                       help=f"most events in one round (default {DEFAULT.events}, at most {MAX_EVENTS})")
    group.add_argument("--points", default=f"{DEFAULT.min_points}..{DEFAULT.max_points}", metavar="LOW..HIGH",
                       help=f"points of one event (default {DEFAULT.min_points}..{DEFAULT.max_points}); the largest of "
                            f"either sign times the turn's events may take a score round the track at most "
                            f"{MAX_LAPS} times")
    group.add_argument("--track", type=positive_count, default=DEFAULT.track, metavar="N",
                       help=f"spaces on the score track (default {DEFAULT.track}, at most {MAX_TRACK})")
    group.add_argument("--no-couriers", action="store_true", help="leave couriers out of the bound")
    group.add_argument("--no-placement", action="store_true",
                       help="leave the place-robbers step out: robbers start where the scenario puts them "
                            "(shows what differs once placement, often the first difference, is set aside)")


def bound_from_args(args) -> Bound:
    try:
        low, high = (int(x) for x in args.points.split("..", 1))
    except ValueError:
        raise UsageError(f"--points {args.points!r}: expected LOW..HIGH, for example -10..40") from None
    try:
        return Bound(
            max_players=args.players, couriers=not args.no_couriers, rounds=args.rounds, events=args.events,
            min_points=low, max_points=high, track=args.track,
            placement=not args.no_placement,
        )
    except BoundError as error:
        raise UsageError(str(error)) from None
