"""Hypothesis strategies for the combined turn: Count, King & Robber
scenario documents with The Robbers on the score track."""

from __future__ import annotations

from hypothesis import strategies as st

from checker.count_king_robber.strategies import scenario_documents


@st.composite
def with_robbers_documents(draw, max_players: int = 3):
    """A scenario with The Robbers in play too: markers on a track (short
    tracks wrap), robbers mostly on other players' spaces so that scorings
    trigger them, and sometimes a robber placement before the first scoring."""
    doc = draw(scenario_documents(max_players))
    players = doc["players"]
    track = draw(st.sampled_from([50, 50, 20]))
    markers = {}
    for p in players:
        markers[p] = {"meeple": draw(st.integers(0, 60))}
        if draw(st.integers(0, 3)) == 0:
            markers[p]["courier"] = draw(st.integers(0, 60))
    spaces = sorted({v % track for kinds in markers.values() for v in kinds.values()})
    robbers = {}
    for p in players:
        place = draw(st.one_of(st.none(), st.sampled_from(spaces), st.sampled_from(spaces), st.integers(0, track - 1)))
        robbers[p] = place
    doc.pop("scores", None)
    doc["robbers"] = {"track": track, "markers": markers, "robbers": robbers}
    if draw(st.integers(0, 3)) == 0:
        doc["turn"].insert(0, {"step": "place-robbers"})
    return doc
