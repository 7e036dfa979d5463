"""Reading Count, King & Robber scenario and outcome documents.

The same three layers as ``checker.loading`` (bytes and JSON, the published
schema ``ckr-scenario.schema.json``, then checks a schema cannot express),
reusing its parts; every problem is an :class:`~checker.errors.InputError`
naming the file and the smallest JSON path at fault.
"""

from __future__ import annotations

import os
from typing import Any

from checker import expansions
from checker.count_king_robber.model import (
    DISTRICTS,
    EXPANSION,
    GAME_END,
    MONASTIC,
    PLACE,
    SCORE,
    Challenge,
    Feature,
    Holder,
    Outcome,
    RobbersPart,
    Scenario,
    Step,
    freeze,
)
from checker.errors import InputError
from checker.loading._json_input import check_tree, label, load_json
from checker.loading._paths import Problem, raise_first
from checker.loading._schema import check_size, schema_problems
from checker.loading._wording import names, quote

DEFAULT_SUPPLY = {"meeple": 1}


def ckr_scenario_from_json(doc: Any, file: str = "<scenario>", remember: bool = False) -> Scenario:
    """A Count, King & Robber :class:`Scenario` from a parsed document, or
    :class:`InputError`. ``remember``: the schema skips subtrees it found
    valid before (the same answer; for the suite's many near-identical
    candidates)."""
    check_tree(doc, file)
    check_size(doc, "ckr-scenario", file)
    raise_first(file, schema_problems("ckr-scenario", doc, remember=remember))
    part = _robbers_part(doc, file)
    raise_first(file, _semantic_problems(doc, part))
    return _build(doc, part)


def _robbers_part(doc: dict, file: str) -> RobbersPart | None:
    """The ``robbers`` section, read by the combined turn registered for it
    (``checker.combined``: by The Robbers' own loader, its errors under
    ``$.robbers``)."""
    if doc.get("robbers") is None:
        return None
    return expansions.turn_of_section(EXPANSION, "robbers").part("loading").section_from_json(doc, file)


def load_ckr_scenario(path: str | os.PathLike) -> Scenario:
    return ckr_scenario_from_json(load_json(path), file=label(path))


def _figure_problems(figures: dict, path: tuple, players, problems: list, abbot_ok: bool = True) -> None:
    for name, kinds in figures.items():
        if name not in players:
            problems.append((path + (name,), f"unknown player {quote(name)} (players: {names(players)})"))
        elif not abbot_ok and kinds.get("abbot"):
            problems.append((path + (name, "abbot"), "an abbot stands only on a monastery or shrine"))


def _holder_problems(doc: dict, key: str, players, problems: list) -> None:
    holder = doc.get(key)
    if holder is None:
        return
    who, size = holder["holder"], holder.get("size", 0)
    if who is None and size != 0:
        problems.append(((key, "size"), "nobody holds the tile, so its size must be 0"))
    if who is not None and who not in players:
        problems.append(((key, "holder"), f"unknown player {quote(who)} (players: {names(players)})"))
    if who is not None and size < 1:
        problems.append(((key, "size"), "a tile held sits on a feature of 1 tile or more"))


# 003, The cultists: "If you place a heretic adjacent to a monk, both meeples
# challenge each other"; Other expansions: "With the 'disappearance' of the
# monk or heretic, the challenge ends". A side without its figure is no
# challenge (issue 20, item 6).
_EMPTY_SIDE = ("a challenged monastery or shrine holds the monk or heretic of the challenge: give its 'meeples', or drop "
               "'challenge' (a challenge ends when its figure leaves)")
_EMPTY_RIVAL = ("the rival holds the other figure of the challenge: give at least one (a challenge ends when its figure "
                "leaves)")


def _holds_a_figure(figures: dict) -> bool:
    return any(n > 0 for kinds in figures.values() for n in kinds.values())


#: Score steps whose features the tile completed (issue 29 g; the format's
#: rule, docs/ckr-turn-model.md): phase 3, and the field scoring a barn or a
#: field connection triggers. Any other source scores incomplete features.
COMPLETING_SOURCES = ("features", "barn", "field-connection")
_NOT_COMPLETED = ("a {source} scoring completes nothing (003 footnote 3: scorings 'from non-landscape-tile related "
                  "events (such as from dispatches ...)' are not the tile's)")


#: The scoring sources that score a field before the end: 003, The City of
#: Carcassonne's Q&A, "If a barn placement or field connection triggers a
#: field scoring".
FIELD_SOURCES = ("barn", "field-connection")
_FIELD_NEVER_COMPLETED = (
    "a field is never completed, so a 'features' scoring (the features the tile completed: 'When a feature (city, "
    "road, monastery, or shrine) is completed, before it is scored', 003) cannot list it; a field scores before the "
    "end only 'If a barn placement or field connection triggers a field scoring' (003): give this step the source "
    "'barn' or 'field-connection'")
_ONLY_FIELDS = (
    "a {source} scoring is the field scoring that 'a barn placement or field connection triggers' (003): it scores "
    "fields only; list the {kind} in a 'features' scoring (completed by the tile) or one of another source")


def source_fits(source: str, kinds) -> bool:
    """Whether a scoring of ``source`` may hold features of ``kinds`` (the
    rule ``_source_problem`` enforces; generators draw by it)."""
    if source == "features":
        return "field" not in kinds
    if source in FIELD_SOURCES:
        return all(k == "field" for k in kinds)
    return True


def _source_problem(kind: str, source: str, path: tuple, problems: list) -> None:
    """A feature in a scoring of the wrong source (issue 45): a field in
    phase 3's completed features, anything but a field in a barn's scoring."""
    if source == "features" and kind == "field":
        problems.append((path + ("kind",), _FIELD_NEVER_COMPLETED))
    elif source in FIELD_SOURCES and kind != "field":
        problems.append((path + ("kind",), _ONLY_FIELDS.format(source=source, kind=kind)))


def _feature_problems(feature: dict, path: tuple, step_kind: str, players, ids: dict, problems: list,
                      source: str = "features") -> None:
    kind = feature["kind"]
    present = set(feature)

    def need(field: str) -> None:
        if field not in present:
            problems.append((path, f"a {kind} needs {quote(field)}"))

    def forbid(field: str, why: str) -> None:
        if field in present:
            problems.append((path + (field,), why))

    if kind in ("city", "road"):
        need("tiles")
        need("points")
    completed = step_kind == SCORE and source in COMPLETING_SOURCES
    if kind in MONASTIC:
        if completed:
            forbid("points", "a completed monastery or shrine is worth 9 by rule: leave 'points' out")
        elif step_kind != SCORE:
            need("points")
        elif "points" not in present:
            problems.append((path, f"a {kind} needs 'points': " + _NOT_COMPLETED.format(source=source)
                             + ", so it is scored as incomplete"))
    if step_kind == SCORE and not completed:
        forbid("challenge", _NOT_COMPLETED.format(source=source) + ", so it resolves no challenge: leave 'challenge' out")
    if step_kind == SCORE:
        _source_problem(kind, source, path, problems)
    if kind == "field":
        need("cities")
        need("per-city")
        forbid("points", "a field's points are 'per-city' x its cities")
    if kind != "field":
        for field in ("cities", "per-city", "carcassonne"):
            forbid(field, f"{quote(field)} is for fields only")
    if kind not in ("city", "road"):
        forbid("tiles", "'tiles' is for cities and roads only")
    _figure_problems(feature.get("meeples", {}), path + ("meeples",), players, problems, abbot_ok=kind in MONASTIC)
    challenge = feature.get("challenge")
    if challenge is not None:
        if kind not in MONASTIC:
            problems.append((path + ("challenge",), "only a monastery or shrine can be challenged"))
        elif len(challenge) != 1:
            problems.append((path + ("challenge",), "a challenge names a completed rival ('feature') or an incomplete one ('meeples'), one of the two"))
            return
        if kind in MONASTIC and not _holds_a_figure(feature.get("meeples", {})):
            problems.append((path + ("meeples",) if "meeples" in present else path, _EMPTY_SIDE))
        if kind not in MONASTIC:
            return
        if "meeples" in challenge and step_kind == GAME_END:
            # 003, The cultists, Final Scoring: "any unresolved challenges ... are ignored. All players involved
            # score points for their incomplete monasteries and shrines as normal" (issue 29 i).
            problems.append((path + ("challenge", "meeples"), "at the final scoring the rival, which holds a figure, is "
                             "scored too ('All players involved score points for their incomplete monasteries and "
                             "shrines as normal'): list it in this step and name it by 'feature'"))
        elif "meeples" in challenge:
            _figure_problems(challenge["meeples"], path + ("challenge", "meeples"), players, problems)
            if not _holds_a_figure(challenge["meeples"]):
                problems.append((path + ("challenge", "meeples"), _EMPTY_RIVAL))
        else:
            rival = ids.get(challenge["feature"])
            if rival is None or rival is feature:
                problems.append((path + ("challenge", "feature"), f"no other feature {quote(challenge['feature'])} in this step"))
            elif rival["kind"] == kind or rival["kind"] not in MONASTIC:
                problems.append((path + ("challenge", "feature"), "a challenge sets a shrine against a monastery"))
            elif rival.get("challenge", {}).get("feature") != feature.get("id"):
                problems.append((path + ("challenge", "feature"), f"{quote(challenge['feature'])} must name this feature as its rival (one challenge per feature)"))


def _semantic_problems(doc: dict, part: RobbersPart | None) -> list[Problem]:
    players = tuple(doc["players"])
    problems: list[Problem] = []
    if part is not None:
        for name, score in doc.get("scores", {}).items():
            if name in players and score != part.score(name):
                problems.append((("scores", name), f"{score} is not the sum of {quote(name)}'s markers ({part.score(name)}); leave 'scores' out with 'robbers'"))
    if doc["active"] not in players:
        problems.append((("active",), f"{quote(doc['active'])} is not one of the players ({names(players)})"))
    for name in doc.get("scores", {}):
        if name not in players:
            problems.append((("scores", name), f"unknown player {quote(name)} (players: {names(players)})"))
    _figure_problems(doc.get("supply", {}), ("supply",), players, problems)
    for district, figures in doc.get("city", {}).get("districts", {}).items():
        _figure_problems(figures, ("city", "districts", district), players, problems)
        for name, kinds in figures.items():
            if district != "cathedral" and kinds.get("abbot"):
                problems.append((("city", "districts", district, name, "abbot"),
                                 "an abbot stands only in the cathedral ('your Abbot can only be placed in the cathedral')"))
    for key in ("king", "robber-baron"):
        _holder_problems(doc, key, players, problems)
    completed = doc.get("completed", {})
    if doc.get("king", {}).get("holder") is not None and completed.get("cities", 0) < 1:
        problems.append((("completed", "cities"), "the King is held, so at least one city was completed"))
    if doc.get("robber-baron", {}).get("holder") is not None and completed.get("roads", 0) < 1:
        problems.append((("completed", "roads"), "the Robber Baron is held, so at least one road was completed"))
    turn = doc["turn"]
    for index, step in enumerate(turn):
        if step["step"] == GAME_END and index != len(turn) - 1:
            problems.append((("turn", index), "\"game-end\" must be the last step"))
        if step["step"] == GAME_END and "source" in step:
            problems.append((("turn", index, "source"), "'source' is for score steps"))
        if step["step"] == PLACE:
            if part is None:
                problems.append((("turn", index, "step"), "'place-robbers' needs The Robbers in play ('robbers')"))
            for field in ("source", "features"):
                if field in step:
                    problems.append((("turn", index, field), f"{quote(field)} is for score and game-end steps"))
        features = step.get("features", [])
        ids: dict = {}
        for j, feature in enumerate(features):
            if "id" in feature:
                if feature["id"] in ids:
                    problems.append((("turn", index, "features", j, "id"), f"duplicate feature id {quote(feature['id'])}"))
                ids.setdefault(feature["id"], feature)
        for j, feature in enumerate(features):
            _feature_problems(feature, ("turn", index, "features", j), step["step"], players, ids, problems,
                              step.get("source", "features"))
            if feature.get("carcassonne") and "city" not in doc:
                problems.append((("turn", index, "features", j, "carcassonne"), "the City of Carcassonne is not in play (no 'city')"))
    return problems


def _feature(doc: dict, players) -> Feature:
    challenge = doc.get("challenge")
    if challenge is not None:
        challenge = Challenge(feature=challenge.get("feature"), meeples=freeze(challenge.get("meeples", {}), players))
    return Feature(
        kind=doc["kind"],
        meeples=freeze(doc.get("meeples", {}), players),
        id=doc.get("id", ""),
        tiles=doc.get("tiles", 1),
        points=doc.get("points"),
        cities=doc.get("cities", 0),
        per_city=doc.get("per-city", 0),
        carcassonne=doc.get("carcassonne", False),
        challenge=challenge,
    )


def _build(doc: dict, part: RobbersPart | None) -> Scenario:
    players = tuple(doc["players"])
    supply = {p: doc.get("supply", {}).get(p, DEFAULT_SUPPLY) for p in players}
    city = doc.get("city")
    districts = {d: freeze((city or {}).get("districts", {}).get(d, {}), players) for d in DISTRICTS}
    steps = tuple(
        Step(
            kind=s["step"],
            source=s.get("source", "features"),
            features=tuple(_feature(f, players) for f in s.get("features", [])),
        )
        for s in doc["turn"]
    )

    def holder(key: str) -> Holder:
        h = doc.get(key, {"holder": None})
        return Holder(h["holder"], h.get("size", 0))

    completed = doc.get("completed", {})
    return Scenario(
        players=players,
        active=doc["active"],
        scores={p: part.score(p) if part else doc.get("scores", {}).get(p, 0) for p in players},
        supply=freeze(supply, players),
        city=city is not None,
        count=None if city is None else city["count"],
        districts=districts if city is not None else {},
        king=holder("king"),
        robber_baron=holder("robber-baron"),
        completed_cities=completed.get("cities", 0),
        completed_roads=completed.get("roads", 0),
        turn=steps,
        robbers=part,
    )


def ckr_outcome_from_json(doc: Any, scenario: Scenario, file: str = "<outcome>") -> Outcome:
    """A claimed outcome for ``scenario``, checked against ``ckr-outcome.schema.json``."""
    check_tree(doc, file)
    raise_first(file, schema_problems("ckr-outcome", doc))
    problems: list[Problem] = []
    players = scenario.players
    for name in doc["scores"]:
        if name not in players:
            problems.append((("scores", name), f"unknown player {quote(name)} (players: {names(players)})"))
    for name in players:
        if name not in doc["scores"]:
            problems.append((("scores",), f"missing score for player {quote(name)}"))
    if scenario.city and "city" not in doc:
        problems.append(((), "missing field \"city\": the City of Carcassonne is in play"))
    if not scenario.city and "city" in doc:
        problems.append((("city",), "the City of Carcassonne is not in play in this scenario"))
    if scenario.robbers is not None and "robbers" not in doc:
        problems.append(((), "missing field \"robbers\": The Robbers are in play (markers, robbers, steals)"))
    if scenario.robbers is None and "robbers" in doc:
        problems.append((("robbers",), "The Robbers are not in play in this scenario"))
    raise_first(file, problems)
    return Outcome.from_json(doc, players)


__all__ = ["ckr_scenario_from_json", "load_ckr_scenario", "ckr_outcome_from_json", "InputError"]


# The names every rules module's loader has (``checker.loading`` calls them).
scenario_from_json = ckr_scenario_from_json
outcome_from_json = ckr_outcome_from_json
load_scenario = load_ckr_scenario
