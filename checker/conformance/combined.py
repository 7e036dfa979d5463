"""The combined turn in the suite: Count, King & Robber played with The
Robbers on the score track (docs/ckr-turn-model.md, "With The Robbers").

Some clauses only matter in that turn: Count, King & Robber's
``robbing-gain`` readings decide whether points taken by a robber of The
Robbers count as "gaining points" for entering the City of Carcassonne, so
only a scenario with a ``robbers`` section, played with a Robbers edition as
companion (``spec.Rules.companion``), can tell them apart. The suite searches
those clauses' vectors among combined scenarios, under one fixed companion
edition (:data:`COMPANION_EDITION`, said in each vector's description), and
writes the companion into the vector (``with_robbers``), so that an engine is
asked for the same turn (:mod:`checker.conformance.harness`).
"""

from __future__ import annotations

from dataclasses import replace

import spec
from checker.combined.link import DEFAULT_ROBBERS_EDITION

COMPANION_EDITION = DEFAULT_ROBBERS_EDITION
"""The Robbers' edition the suite's combined coverage vectors are played
with: the newest text, default readings. The worked examples of the combined
turn use the first edition their expected file names instead."""

COMBINED_TOPICS = frozenset({"robbing-gain"})
"""Topics whose clauses change no outcome unless The Robbers play in the same turn."""


def needs_companion(clause_id: str) -> bool:
    """Is ``clause_id`` searched among combined scenarios?"""
    return spec.CLAUSES[clause_id].topic in COMBINED_TOPICS


def companion_rules(edition: str = COMPANION_EDITION, interpretations=None, as_of: str | None = None) -> spec.Rules:
    return spec.resolve(edition, as_of=as_of, interpretations=interpretations or None)


def with_default_companion(rules: spec.Rules) -> spec.Rules:
    return rules.with_companion(companion_rules())


def alone(rules: spec.Rules) -> spec.Rules:
    """``rules`` without their companion: what a vector's id and ``rules`` name."""
    return replace(rules, companion=None)


def with_robbers_json(companion: spec.Rules) -> dict:
    """The vector's (and the engine request's) ``with_robbers`` field."""
    doc = {"edition": companion.edition, "interpretations": dict(companion.interpretations)}
    if companion.dated:
        doc["as_of"] = companion.as_of
    return doc


def companion_from_json(doc: dict) -> spec.Rules:
    """The companion rules a ``with_robbers`` field names."""
    return companion_rules(doc["edition"], doc.get("interpretations"), doc.get("as_of"))


def described(companion: spec.Rules, default: bool) -> str:
    """The words a combined vector's description ends with."""
    why = "the suite's fixed companion edition" if default else "the first the worked example lists"
    return f"; played with The Robbers on the score track under {companion.label()} ({why}), see with_robbers"
