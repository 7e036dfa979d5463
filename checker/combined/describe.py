"""The combined turn for people: The Robbers' side of a Count, King &
Robber scenario and outcome, in The Robbers' own words
(:mod:`checker.robbers.words`; ``checker.count_king_robber.describe`` asks
for it)."""

from __future__ import annotations

from checker.robbers import story, words
from checker.robbers.describe import robber_differences, theft_differences


def section_text(part: dict) -> str:
    """The Robbers' side of a combined scenario document: the score markers and robbers on the track."""
    players = list(part["markers"])
    track = part.get("track", 50)
    markers = "; ".join(words.markers_line(p, part["markers"][p], track) for p in players)
    return f"The Robbers on a {track}-space score track: {markers}; {words.robbers_line(part['robbers'], players)}"


def outcome_part_text(side, part=None) -> str:
    """The Robbers' side of a combined outcome (a Robbers ``Outcome``): the
    thefts, then what each robber did (against ``part``, the scenario's
    ``RobbersPart``, when given) or where the robbers stand."""
    thefts = "; ".join(words.theft(s.to_json()) for s in side.steals) or "no theft"
    after = dict(side.robbers)
    players = [p for p, _ in side.robbers]
    if part is None:
        return f"{thefts}; {words.robbers_line(after, players)}"
    changes = [c for c in (words.robber_change(p, part.robbers.get(p), after.get(p)) for p in part.robbers) if c]
    return f"{thefts}; " + ("; ".join(changes) or "no robber on the track")


def outcome_part_differences(mine, other, scenario) -> list[tuple[str, str, str]]:
    """What differs between the Robbers' sides of two outcomes: robbers and
    thefts (the scores are the combined outcome's own)."""
    before = {} if scenario.robbers is None else scenario.robbers.robbers
    return robber_differences(mine, other, before) + theft_differences(mine.steals, other.steals)


def difference_kinds(mine, other) -> list[str]:
    """The kinds of difference between the Robbers' sides of two outcomes
    (``conform``'s diagnosis), as The Robbers name them."""
    from checker.robbers.describe import difference_kinds as kinds

    return kinds(mine, other)


def derivation_sentence(step: dict, scenario) -> str:
    """One of The Robbers' steps of a combined derivation in their own words
    (``checker.robbers.story``), for Count, King & Robber's story."""
    track = 50 if scenario.robbers is None else scenario.robbers.track
    return story.sentence(step, track) + "."
