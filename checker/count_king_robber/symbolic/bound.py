"""How large the scenarios of a Count, King & Robber proof or diff may be
(:class:`CkrBound`), and the turns they cover (``STEP_SHAPES``). Light: the
command line reads it when it builds its parsers."""

from __future__ import annotations

from dataclasses import dataclass

from checker.count_king_robber.model import GAME_END, SCORE, Challenge, Feature

PLAYERS = ("red", "blue", "green")


@dataclass(frozen=True)
class CkrBound:
    """How large the scenarios of a proof may be."""

    max_players: int = 3
    max_figures: int = 2  # of one kind, per player, in one place
    max_points: int = 12
    max_tiles: int = 8

    def scope(self, step_shapes=None) -> dict:
        """The bound as data; ``step_shapes`` are the turns covered (the
        module's own by default, a diff may add some)."""
        return {
            "players": [2, self.max_players],
            "figures per place": self.max_figures,
            "points": [1, self.max_points],
            "tiles": [1, self.max_tiles],
            "shapes": [label for label, _ in (STEP_SHAPES if step_shapes is None else step_shapes)],
            "robbers": "not in play",
        }

    def describe(self, step_shapes=None, robbers: str = "not in play", combined=()) -> str:
        """``robbers``, ``combined``: a diff's scope text for The Robbers and
        the labels of its shapes with them in play (``symbolic_robbers``)."""
        labels = list(combined) + [label for label, _ in (STEP_SHAPES if step_shapes is None else step_shapes)]
        return (
            f"2-{self.max_players} players, the City of Carcassonne in play, The Robbers {robbers}, up to {self.max_figures} figures of a kind "
            f"per player and place, points 1-{self.max_points}, sizes up to {self.max_tiles} tiles, "
            f"turns of the shapes: {', '.join(labels)}"
        )


#: The first, small tier of a search: a difference found here is found
#: quickly and shown on a scenario a person can read; the full bound is
#: searched only when this tier shows none.
SMALL = {"figures": 1, "points": 4, "tiles": 4, "completed": 2, "cities": 2}


def _f(kind, id="", challenge=None) -> Feature:
    return Feature(kind=kind, meeples=(), id=id, challenge=challenge)


RIVAL = Challenge(meeples=())
#: The turns a proof covers: (label, steps as (kind, source, features)).
STEP_SHAPES = (
    ("city", ((SCORE, "features", (_f("city"),)),)),
    ("road", ((SCORE, "features", (_f("road"),)),)),
    ("city+road", ((SCORE, "features", (_f("city"), _f("road"))),)),
    ("two cities", ((SCORE, "features", (_f("city"), _f("city"))),)),
    ("monastery beats shrine", ((SCORE, "features", (_f("monastery", challenge=RIVAL),)),)),
    ("shrine+monastery together", ((SCORE, "features", (_f("shrine", "s", Challenge(feature="m")), _f("monastery", "m", Challenge(feature="s")))),)),
    ("field", ((SCORE, "barn", (_f("field"),)),)),
    # A scoring that is not the tile's (issue 29 g): it completes nothing.
    ("city and road by a message", ((SCORE, "message", (_f("city"), _f("road"))),)),
    ("city, then barn field", ((SCORE, "features", (_f("city"),)), (SCORE, "barn", (_f("field"),)))),
    # At the game end both sides of an open challenge are scored, so both are
    # listed (issue 29 i: "All players involved score points for their
    # incomplete monasteries and shrines as normal").
    ("road, then game end", ((SCORE, "features", (_f("road"),)), (GAME_END, "features", (
        _f("city"), _f("monastery", "m", Challenge(feature="s")), _f("shrine", "s", Challenge(feature="m")))))),
)
