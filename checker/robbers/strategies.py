"""Hypothesis strategies for Robbers scenarios, for this project's tests and
for other engines' test suites.

Scores are drawn from a few spaces (plus laps of the track) so that markers
and robbers share spaces often: most interesting rules only fire when they do.

    from hypothesis import given
    from checker.strategies import scenarios

    @given(scenarios(max_players=4))
    def test_my_engine(scenario): ...
"""

from __future__ import annotations

from hypothesis import strategies as st

from checker.robbers.model import COURIER, GAME_END, MEEPLE, PLACE, SCORE, Event, Scenario, Step

__all__ = ["scenarios", "scores", "turns", "PLAYER_NAMES", "SOURCES"]

PLAYER_NAMES = ("red", "blue", "yellow", "green", "black", "grey")
SOURCES = ("features", "features", "features", "fairy", "wheel", "message")


@st.composite
def scores(draw, track: int = 50, hot_spaces: int = 5) -> int:
    """A score on one of a few hot spaces (maybe a lap further on), or anywhere."""
    return _score(draw, track, hot_spaces)


# The parts of a scenario are drawn by plain helpers from the one ``draw`` of
# the public strategy: building a new strategy object for every marker made
# generation several times slower.
def _score(draw, track: int, hot_spaces: int = 5) -> int:
    if draw(st.integers(0, 5)) == 0:
        return draw(st.integers(0, 2 * track))
    space = draw(st.integers(0, hot_spaces - 1)) * 3 + 10
    return space + track * draw(st.integers(0, 1))


# -4..-1 and 1..9, drawn directly: a filter on 0 redrew about a fifth of the
# draws and left some examples invalid. Shrinks towards 1.
_SIGNED_POINTS = st.integers(-4, 8).map(lambda x: x if x < 0 else x + 1)
_POINTS = st.integers(1, 9)


@st.composite
def turns(draw, players, max_rounds: int = 3, max_events: int = 6, negative: bool = True, game_end: bool = True):
    """Steps of one turn: maybe a placement, 1..max_rounds scoring rounds, maybe the end."""
    return _turn(draw, players, max_rounds, max_events, negative, game_end)


def _turn(draw, players, max_rounds: int, max_events: int, negative: bool, game_end: bool) -> tuple:
    steps: list[Step] = []
    budget = max_events
    rounds = draw(st.integers(1, max_rounds))
    place_at = draw(st.integers(0, rounds)) if draw(st.booleans()) else None
    points = _SIGNED_POINTS if negative else _POINTS
    for r in range(rounds):
        if place_at == r:
            steps.append(Step(PLACE))
        if budget <= 0:
            break
        n = draw(st.integers(1, min(budget, 4)))
        budget -= n
        events = tuple(
            Event(draw(st.sampled_from(players)), draw(points), f"f{r}.{j}") for j in range(n)
        )
        steps.append(Step(SCORE, source=draw(st.sampled_from(SOURCES)), events=events))
    if place_at is not None and place_at >= rounds:
        steps.append(Step(PLACE))
    if game_end and draw(st.integers(0, 3)) == 0:
        at = draw(st.integers(0, len(steps)))
        # place-robbers must come before game-end
        last_place = max((i for i, s in enumerate(steps) if s.kind == PLACE), default=-1)
        at = max(at, last_place + 1)
        steps.insert(at, Step(GAME_END))
    return tuple(steps)


@st.composite
def scenarios(
    draw,
    min_players: int = 2,
    max_players: int = 6,
    track: int = 50,
    max_rounds: int = 3,
    max_events: int = 6,
    couriers: bool = True,
    negative: bool = True,
    game_end: bool = True,
) -> Scenario:
    """A whole scenario: players in turn order, markers, robbers, one turn."""
    n = draw(st.integers(min_players, max_players))
    players = PLAYER_NAMES[:n]
    active = draw(st.sampled_from(players))
    markers = {}
    for p in players:
        kinds = {MEEPLE: _score(draw, track)}
        if couriers and draw(st.integers(0, 2)) == 0:
            kinds[COURIER] = _score(draw, track)
        markers[p] = kinds
    spaces = sorted({v % track for kinds in markers.values() for v in kinds.values()})
    robbers = {}
    for p in players:
        choice = draw(st.integers(0, 3))
        if choice == 0:
            robbers[p] = None
        elif choice == 3:
            robbers[p] = draw(st.integers(0, track - 1))
        else:
            robbers[p] = draw(st.sampled_from(spaces))
    turn = _turn(draw, players, max_rounds, max_events, negative, game_end)
    return Scenario(players=players, active=active, markers=markers, robbers=robbers, turn=turn, track=track)
