"""The combined turn for people: The Robbers' side of a Count, King &
Robber scenario and outcome in words (``checker.count_king_robber.describe``
asks for it)."""

from __future__ import annotations


def section_text(part: dict) -> str:
    """The Robbers' side of a combined scenario document: markers and robbers on the track."""
    markers = ", ".join(f"{p} " + "+".join(f"{k} on {v}" for k, v in kinds.items()) for p, kinds in part["markers"].items())
    robbers = ", ".join(f"{p} on {v}" for p, v in part["robbers"].items() if v is not None) or "none"
    return f"The Robbers on a {part['track']}-space track: markers {markers}; robbers {robbers}"


def outcome_part_text(side) -> str:
    """The Robbers' side of a combined outcome (a Robbers ``Outcome``): thefts and where the robbers stand."""
    steals = ", ".join(f"{s.thief} took {s.points} from {s.victim}'s {s.marker}" for s in side.steals) or "no theft"
    places = ", ".join(f"{p} {'supply' if at is None else at}" for p, at in side.robbers)
    return f"{steals}; robbers: {places}"
