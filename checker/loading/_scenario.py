"""Layer 3 for scenarios: what the schema cannot say, then the Scenario value.

JSON Schema checks each value on its own; it cannot say that ``active`` is
one of ``players``, that ``markers`` holds exactly the players, that a robber
stands on a track whose length is another field, or how steps are ordered.
These checks run only on a schema-valid document, so they may index it
freely, and they too report the problem with the smallest path.
"""

from __future__ import annotations

import os
from typing import Any

from checker.errors import InputError
from checker.scenario import GAME_END, KINDS, PLACE, SCORE, Event, Scenario, Step

from ._json_input import check_tree, label, load_json
from ._paths import JsonPath, Problem, raise_first
from ._schema import SUPPORTED_EXPANSIONS, check_size, schema_problems, unsupported
from ._wording import names, quote, show

DEFAULT_TRACK = 50
DEFAULT_SOURCE = "features"


def scenario_from_json(doc: Any, file: str = "<scenario>"):
    """A :class:`Scenario` from a parsed scenario document, or :class:`InputError`.

    A ``count-king-robber`` document gives that module's Scenario
    (``checker.count_king_robber.loading``). Defaults: ``expansion`` "robbers", ``track`` 50, a score step's ``source``
    "features", and a robber in supply (None) for every player left out of
    ``robbers``.
    """
    check_tree(doc, file)
    # A scenario for another expansion would fail the schema in many places at
    # once; the one thing worth saying is that the expansion is not supported.
    if isinstance(doc, dict):
        expansion = doc.get("expansion", "robbers")
        if isinstance(expansion, str) and expansion not in SUPPORTED_EXPANSIONS:
            raise InputError(file, "$.expansion", unsupported(expansion))
        if expansion == "count-king-robber":
            from checker.count_king_robber.loading import ckr_scenario_from_json

            return ckr_scenario_from_json(doc, file)
    check_size(doc, "scenario", file)
    raise_first(file, schema_problems("scenario", doc))
    raise_first(file, _semantic_problems(doc))
    return _build(doc)


def _semantic_problems(doc: dict) -> list[Problem]:
    players: tuple[str, ...] = tuple(doc["players"])
    track: int = doc.get("track", DEFAULT_TRACK)
    markers: dict = doc["markers"]
    robbers: dict = doc.get("robbers", {})
    problems: list[Problem] = []

    def unknown(path: JsonPath, name: str) -> None:
        problems.append((path, f"unknown player {quote(name)} (players: {names(players)})"))

    if doc["active"] not in players:
        problems.append((("active",), f"{quote(doc['active'])} is not one of the players ({names(players)})"))
    for name in markers:
        if name not in players:
            unknown(("markers", name), name)
    for name in players:
        if name not in markers:
            problems.append((("markers",), f"missing markers for player {quote(name)}"))
    for name, space in robbers.items():
        if name not in players:
            unknown(("robbers", name), name)
        elif space is not None and space >= track:
            problems.append(
                (("robbers", name), f"space {show(space)} is off the track: must be 0 to {track - 1} (track is {track})")
            )
    game_end: int | None = None
    for index, step in enumerate(doc["turn"]):
        kind = step["step"]
        if kind == GAME_END:
            if game_end is not None:
                problems.append(
                    (("turn", index), f"a turn has at most one \"game-end\" step; the first is at $.turn[{game_end}]")
                )
            else:
                game_end = index
        elif kind == PLACE and game_end is not None:
            problems.append(
                (("turn", index), f"\"place-robbers\" cannot come after \"game-end\" (at $.turn[{game_end}])")
            )
        elif kind == SCORE:
            for e, event in enumerate(step["events"]):
                if event["player"] not in players:
                    unknown(("turn", index, "events", e, "player"), event["player"])
    return problems


def _build(doc: dict) -> Scenario:
    """The value of a fully checked document, with the defaults filled in."""
    players = tuple(doc["players"])
    markers = doc["markers"]
    robbers = doc.get("robbers", {})
    steps = []
    for step in doc["turn"]:
        if step["step"] == SCORE:
            events = tuple(Event(e["player"], e["points"], e.get("feature", "")) for e in step["events"])
            steps.append(Step(SCORE, step.get("source", DEFAULT_SOURCE), events))
        else:
            steps.append(Step(step["step"]))
    return Scenario(
        players=players,
        active=doc["active"],
        markers={p: {k: markers[p][k] for k in KINDS if k in markers[p]} for p in players},
        robbers={p: robbers.get(p) for p in players},
        turn=tuple(steps),
        track=doc.get("track", DEFAULT_TRACK),
        expansion="robbers",
    )


def load_scenario(path: str | os.PathLike) -> Scenario:
    """``load_json`` then ``scenario_from_json`` (both in ``checker.loading``),
    errors naming ``path``.

    Literal names, not cross-references: this function is documented as part
    of ``checker``'s API, where the other two are not.
    """
    return scenario_from_json(load_json(path), file=label(path))
