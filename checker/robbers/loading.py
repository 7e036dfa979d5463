"""Reading The Robbers' scenario and outcome documents (formats.md).

The shared layers of ``checker.loading`` run first (bytes and JSON, then the
published schemas ``scenario.schema.json`` and ``outcome.schema.json``);
this module adds what a schema cannot say, then builds the values.

A scenario: JSON Schema checks each value on its own; it cannot say that
``active`` is one of ``players``, that ``markers`` holds exactly the players,
that a robber stands on a track whose length is another field, or how steps
are ordered, or that a fairy point is the active player's 1 point at the start
of the turn (``fairy_problems``). An outcome: the outcome schema stands alone, so it cannot know
the players, their marker kinds or the track length; those come from the
scenario the outcome is claimed for. Legality is not checked here (that is
``judge``'s question): only that the document describes *some* end of this
scenario's turn. These checks run only on a schema-valid document, so they
may index it freely, and they too report the problem with the smallest path.
"""

from __future__ import annotations

import os
import warnings
from typing import Any

from checker.errors import InputWarning
from checker.loading._json_input import check_tree, label, load_json
from checker.loading._paths import JsonPath, Problem, format_path, raise_first
from checker.loading._schema import check_size, schema_problems
from checker.loading._wording import names, quote, show
from checker.robbers.model import GAME_END, KINDS, MEEPLE, PLACE, SCORE, Event, Outcome, Scenario, Step, fairy_problems
from checker.robbers.words import FEATURES
from spec._rules import did_you_mean

DEFAULT_TRACK = 50
DEFAULT_SOURCE = "features"


def scenario_from_json(doc: Any, file: str = "<scenario>") -> Scenario:
    """A :class:`Scenario` from a parsed scenario document, or :class:`InputError`.

    Defaults: ``expansion`` "robbers", ``track`` 50, a score step's ``source``
    "features", and a robber in supply (None) for every player left out of
    ``robbers``.
    """
    check_tree(doc, file)
    check_size(doc, "scenario", file)
    raise_first(file, schema_problems("scenario", doc))
    raise_first(file, _semantic_problems(doc))
    for path, message in feature_near_misses(doc):
        warnings.warn(InputWarning(f"{file}: {format_path(path)}: {message}"), stacklevel=2)
    return _build(doc)


def feature_near_misses(doc: dict) -> list[Problem]:
    """Event labels one slip away from a feature the docs use ("raod" for
    "road"), with the likely one. A label is free text that no rule reads,
    so any label stays valid (the format promises that); only a near miss
    is worth a word. Labels starting with "x-", and labels that name a
    feature as a word of their own ("city-1"), are taken as meant."""
    out: list[Problem] = []
    for i, step in enumerate(doc["turn"]):
        for j, event in enumerate(step.get("events", ()) if step["step"] == SCORE else ()):
            label = event.get("feature", "")
            words = set(label.lower().replace("_", "-").replace(" ", "-").split("-"))
            if not label or label in FEATURES or label.startswith("x-") or words & set(FEATURES):
                continue
            hint = did_you_mean(label.lower(), FEATURES)
            if hint:
                out.append((("turn", i, "events", j, "feature"),
                            f"{quote(label)} is not a feature rulespec knows{hint} (features: {', '.join(FEATURES)}; "
                            "the label is free text that no rule reads; one of your own may start with \"x-\")"))
    return out


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
    problems.extend(fairy_problems(doc["active"], _steps(doc)))
    return problems


def _steps(doc: dict) -> tuple[Step, ...]:
    steps = []
    for step in doc["turn"]:
        if step["step"] == SCORE:
            events = tuple(Event(e["player"], e["points"], e.get("feature", "")) for e in step["events"])
            steps.append(Step(SCORE, step.get("source", DEFAULT_SOURCE), events))
        else:
            steps.append(Step(step["step"]))
    return tuple(steps)


def _build(doc: dict) -> Scenario:
    """The value of a fully checked document, with the defaults filled in."""
    players = tuple(doc["players"])
    markers = doc["markers"]
    robbers = doc.get("robbers", {})
    steps = _steps(doc)
    return Scenario(
        players=players,
        active=doc["active"],
        markers={p: {k: markers[p][k] for k in KINDS if k in markers[p]} for p in players},
        robbers={p: robbers.get(p) for p in players},
        turn=steps,
        track=doc.get("track", DEFAULT_TRACK),
        expansion="robbers",
    )


def unknown_field_message(properties, key: str) -> str | None:
    """The schemas' words for a field they do not allow: a marker kind, in a
    player's markers (``checker.loading`` asks)."""
    if MEEPLE in properties:
        return f"unknown marker kind {quote(key)}: a player has a \"meeple\" and may have a \"courier\""
    return None


def load_scenario(path: str | os.PathLike) -> Scenario:
    """``load_json`` then ``scenario_from_json``, errors naming ``path``."""
    return scenario_from_json(load_json(path), file=label(path))


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
    """``load_json`` then ``outcome_from_json``, errors naming ``path``."""
    return outcome_from_json(load_json(path), scenario, file=label(path))
