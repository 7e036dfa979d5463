"""Layer 3 for outcomes: an outcome document checked against its scenario.

The outcome schema stands alone, so it cannot know the players, their marker
kinds or the track length; those come from the scenario the outcome is
claimed for. Legality is not checked here (that is ``judge``'s question):
only that the document describes *some* end of this scenario's turn.
"""

from __future__ import annotations

import os
from typing import Any

from checker.scenario import Outcome, Scenario

from ._json_input import check_tree, label, load_json
from ._paths import JsonPath, Problem, raise_first
from ._schema import check_size, schema_problems
from ._wording import names, quote, show


def outcome_from_json(doc: Any, scenario: Scenario, file: str = "<outcome>") -> Outcome:
    """An :class:`Outcome` from a parsed outcome document, checked against ``scenario``.

    ``markers`` and ``robbers`` must hold exactly the scenario's players, each
    with exactly the marker kinds they have in the scenario; robbers stand on
    spaces 0 to track-1; ``scores``, if given, must be the sums of the markers;
    steals must name players and a marker kind the victim has. Extra fields are
    ignored. Whether the outcome is *legal* is not checked here.
    """
    check_tree(doc, file)
    check_size(doc, "outcome", file)
    raise_first(file, schema_problems("outcome", doc))
    raise_first(file, _problems(doc, scenario))
    return Outcome.from_json(doc)


def _problems(doc: dict, scenario: Scenario) -> list[Problem]:
    players = scenario.players
    problems: list[Problem] = []

    def unknown(path: JsonPath, name: str) -> None:
        problems.append((path, f"unknown player {quote(name)} (players: {names(players)})"))

    def exactly_players(field: str, what: str) -> None:
        for name in doc[field]:
            if name not in players:
                unknown((field, name), name)
        for name in players:
            if name not in doc[field]:
                problems.append(((field,), f"missing {what} for player {quote(name)}"))

    exactly_players("markers", "markers")
    for name, kinds in doc["markers"].items():
        if name not in players:
            continue
        have = scenario.kinds(name)
        for kind in kinds:
            if kind not in have:
                problems.append((("markers", name, kind), f"{quote(name)} has no {kind} in the scenario"))
        for kind in have:
            if kind not in kinds:
                problems.append(
                    (("markers", name), f"missing {kind} for {quote(name)}, who has one in the scenario")
                )
    exactly_players("robbers", "a robber")
    for name, space in doc["robbers"].items():
        if name in players and space is not None and space >= scenario.track:
            problems.append(
                (
                    ("robbers", name),
                    f"space {show(space)} is off the track: must be 0 to {scenario.track - 1} (track is {scenario.track})",
                )
            )
    if "scores" in doc:
        exactly_players("scores", "a score")
        for name, score in doc["scores"].items():
            if name in players and name in doc["markers"]:
                total = sum(doc["markers"][name].values())
                if score != total:
                    problems.append(
                        (("scores", name), f"must equal the sum of {quote(name)}'s markers ({show(total)}), got {show(score)}")
                    )
    for index, steal in enumerate(doc.get("steals", [])):
        for role in ("thief", "victim"):
            if steal[role] not in players:
                unknown(("steals", index, role), steal[role])
        victim = steal["victim"]
        if victim in players and steal["marker"] not in scenario.kinds(victim):
            problems.append(
                (("steals", index, "marker"), f"{quote(victim)} has no {steal['marker']} in the scenario")
            )
    return problems


def load_outcome(path: str | os.PathLike, scenario: Scenario) -> Outcome:
    """``load_json`` then ``outcome_from_json`` (both in ``checker.loading``),
    errors naming ``path``; documented in ``checker``'s API, hence no cross-references.
    An outcome of a count-king-robber scenario is read by that module's loader."""
    if getattr(scenario, "expansion", "robbers") == "count-king-robber":
        from checker.count_king_robber.loading import ckr_outcome_from_json

        return ckr_outcome_from_json(load_json(path), scenario, file=label(path))
    return outcome_from_json(load_json(path), scenario, file=label(path))
