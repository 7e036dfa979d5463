"""Hypothesis strategies for toll-bridge scenarios (the toy's differential test)."""

from __future__ import annotations

from hypothesis import strategies as st

from tests.toy_module.model import Scenario
from tests.toy_module.symbolic import NAMES


@st.composite
def scenarios(draw) -> Scenario:
    players = NAMES[: draw(st.integers(2, 3))]
    owner = draw(st.sampled_from((None, *players)))
    turn = tuple(draw(st.lists(st.tuples(st.sampled_from(players), st.integers(1, 9)), min_size=1, max_size=4)))
    return Scenario(players=players, owner=owner, scores={p: draw(st.integers(0, 30)) for p in players}, turn=turn)
