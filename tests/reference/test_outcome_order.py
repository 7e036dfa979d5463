"""The canonical order of The Robbers' outcomes, and the simulator's fast
way of building outcomes, against what the model documents.

``Outcome.sort_key`` says the order: by markers, then robbers (the supply
after every track space), then steals. The tests write that order by hand,
pair by pair, and as a plain key over the documented fields; the simulator
builds its outcomes from one permutation per turn (``_outcomes``) and must
give exactly the values ``Outcome.make`` gives.
"""

from __future__ import annotations

import importlib
import random

from hypothesis import given
from hypothesis import strategies as st

import spec
from checker.robbers.conformance import candidates
from checker.robbers.model import Outcome, Steal, canonical
from checker.robbers.reference.context import Context, State
from tests.reference.cases import outcome

simulate_module = importlib.import_module("checker.robbers.reference.simulate")


def test_markers_decide_first_in_the_order_of_their_names():
    """blue's marker is compared before red's: 3 before 4 decides, whatever
    red's score and the robbers."""
    low = outcome({"red": {"meeple": 9}, "blue": {"meeple": 3}}, {"red": None, "blue": None})
    high = outcome({"red": {"meeple": 0}, "blue": {"meeple": 4}}, {"red": 0, "blue": 0})
    assert canonical([high, low]) == [low, high]


def test_a_robber_on_the_track_comes_before_one_in_the_supply():
    markers = {"red": {"meeple": 3}, "blue": {"meeple": 5}}
    supply = outcome(markers, {"red": None, "blue": 2})
    track = outcome(markers, {"red": 40, "blue": 2})
    near = outcome(markers, {"red": 7, "blue": 2})
    assert canonical([supply, track, near]) == [near, track, supply]


def test_steals_decide_last_by_thief_victim_marker_points():
    markers = {"red": {"meeple": 3}, "blue": {"meeple": 5}, "green": {"meeple": 1}}
    robbers = {"red": None, "blue": None, "green": None}
    none = outcome(markers, robbers)
    by_blue = outcome(markers, robbers, [("blue", "red", "meeple", 2)])
    by_green = outcome(markers, robbers, [("green", "red", "meeple", 1)])
    from_green = outcome(markers, robbers, [("blue", "green", "meeple", 1)])
    courier = outcome(markers, robbers, [("blue", "red", "courier", 1)])
    more = outcome(markers, robbers, [("blue", "red", "meeple", 3)])
    shuffled = [more, by_green, none, from_green, courier, by_blue]
    assert canonical(shuffled) == [none, from_green, courier, by_blue, more, by_green]


def _documented_key(o):
    """The order as the model's docstring words it, over plain tuples."""
    robbers = tuple((p, (1, 0) if v is None else (0, v)) for p, v in o.robbers)
    steals = tuple((s.thief, s.victim, s.marker, s.points) for s in o.steals)
    return (o.markers, robbers, steals)


PLAYERS = ("red", "blue", "green")
steal = st.builds(Steal, st.sampled_from(PLAYERS), st.sampled_from(PLAYERS),
                  st.sampled_from(("meeple", "courier")), st.integers(0, 3))
an_outcome = st.builds(
    lambda scores, places, steals: outcome(
        {p: {"meeple": s} for p, s in zip(PLAYERS, scores)},
        dict(zip(PLAYERS, places)),
        [(s.thief, s.victim, s.marker, s.points) for s in steals],
    ),
    st.lists(st.integers(0, 3), min_size=3, max_size=3),
    st.lists(st.one_of(st.none(), st.integers(0, 3)), min_size=3, max_size=3),
    st.lists(steal, max_size=2),
)


@given(st.lists(an_outcome, max_size=12))
def test_the_canonical_order_is_the_documented_one(outcomes):
    assert canonical(outcomes) == sorted(set(outcomes), key=_documented_key)
    assert [_documented_key(o) for o in canonical(outcomes)] == sorted({_documented_key(o) for o in outcomes})


def test_the_simulators_fast_outcomes_are_the_models():
    """``_outcomes`` over states with random scores, robbers and sorted
    steals, on seeded candidate turns of 2 to 6 players: field for field
    what ``Outcome.make`` builds (the tuples themselves, not only equality
    of the outcomes)."""
    rng = random.Random("test_the_simulators_fast_outcomes_are_the_models")
    rules = spec.resolve("c1-hig-2013")
    checked = 0
    for _ in range(60):
        scenario = candidates.scenario(rng, max_players=6)
        ctx = Context(scenario, rules)
        states = []
        for _ in range(5):
            players = list(ctx.players)
            steals = tuple(sorted(Steal(rng.choice(players), rng.choice(players), "meeple", rng.randint(0, 4))
                                  for _ in range(rng.randint(0, 2))))
            states.append(State(tuple(rng.randint(0, 60) for _ in ctx.markers),
                                tuple(rng.choice([None, rng.randint(0, 49)]) for _ in players), steals))
        fast = simulate_module._outcomes(ctx, states)
        slow = [Outcome.make({ctx.markers[i]: v for i, v in enumerate(s.scores)},
                             {p: s.robbers[i] for i, p in enumerate(ctx.players)}, s.steals) for s in states]
        for a, b in zip(fast, slow, strict=True):
            assert (a.markers, a.robbers, a.steals) == (b.markers, b.robbers, b.steals)
            checked += 1
    assert checked == 300
