"""The combined turn's documents: a Count, King & Robber scenario's
``robbers`` section and the Robbers' side of its outcomes, read by The
Robbers' own loader and values (``checker.count_king_robber.loading`` and
``model`` ask for them)."""

from __future__ import annotations

from typing import Mapping

from checker.count_king_robber.model import PLACE, RobbersPart
from checker.errors import InputError
from checker.robbers.loading import scenario_from_json
from checker.robbers.model import Outcome


def section_from_json(doc: dict, file: str) -> RobbersPart:
    """The ``robbers`` section of a (schema-valid) Count, King & Robber
    scenario document, checked by The Robbers' loader as a one-step Robbers
    scenario of the same players; its errors keep their path, under ``$.robbers``."""
    as_robbers = {"expansion": "robbers", "players": doc["players"], "active": doc["active"], "turn": [{"step": PLACE}]}
    as_robbers.update(doc["robbers"])
    try:
        played = scenario_from_json(as_robbers, file)
    except InputError as error:
        where = error.path[1:] if error.path.startswith("$") else error.path
        raise InputError(file, "$.robbers" + where, error.message) from None
    return RobbersPart(track=played.track, markers=played.markers, robbers=played.robbers)


def outcome_part_from_json(doc: Mapping) -> Outcome:
    """The Robbers' side of a combined outcome document."""
    return Outcome.from_json(doc)
