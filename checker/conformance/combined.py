"""Combined turns in the suite: two modules' rules played in one turn
(``checker.expansions.Combination``: Count, King & Robber with The Robbers
on the score track).

Some clauses only matter in such a turn (Count, King & Robber's
``robbing-gain`` readings: whether points taken by a robber count as
"gaining points" for entering the City of Carcassonne), so only a scenario
with the combined turn's section, played with a companion edition
(``spec.Rules.companion``), can tell them apart. The suite searches those
clauses' vectors among combined scenarios, under the combined turn's default
companion edition (said in each vector's description), and writes the
companion into the vector under the turn's key (``with_robbers``), so that an
engine is asked for the same turn (:mod:`checker.conformance.harness`).
"""

from __future__ import annotations

from dataclasses import replace

import spec
from checker import expansions


def needs_companion(clause_id: str) -> bool:
    """Is ``clause_id`` searched among combined scenarios?"""
    return _turn_of_clause(clause_id) is not None


def _turn_of_clause(clause_id: str):
    clause = spec.CLAUSES[clause_id]
    return next((t for t in expansions.combinations(clause.module) if clause.topic in t.topics), None)


def companion_rules(edition: str, interpretations=None, as_of: str | None = None) -> spec.Rules:
    return spec.resolve(edition, as_of=as_of, interpretations=interpretations or None)


def with_default_companion(rules: spec.Rules, clause_id: str) -> spec.Rules:
    """``rules`` with the companion of the combined turn ``clause_id`` needs,
    under that turn's default edition."""
    return rules.with_companion(companion_rules(_turn_of_clause(clause_id).default_edition))


def alone(rules: spec.Rules) -> spec.Rules:
    """``rules`` without their companion: what a vector's id and ``rules`` name."""
    return replace(rules, companion=None)


def _turn(rules: spec.Rules, companion: spec.Rules):
    return expansions.combination(rules.module, companion.module)


def companion_json(rules: spec.Rules, companion: spec.Rules) -> dict:
    """The vector's (and the engine request's) companion field: ``{key: rules}``
    (``with_robbers`` for The Robbers)."""
    doc = {"edition": companion.edition, "interpretations": dict(companion.interpretations)}
    if companion.dated:
        doc["as_of"] = companion.as_of
    return {_turn(rules, companion).key: doc}


def companion_from_json(doc: dict) -> spec.Rules:
    """The companion rules a vector's companion field names."""
    return companion_rules(doc["edition"], doc.get("interpretations"), doc.get("as_of"))


def companion_keys() -> list[str]:
    """The fields by which vectors and engine requests name a companion."""
    return list(dict.fromkeys(t.key for t in expansions.combinations()))


def examples_companion(doc: dict, module: str):
    """The companion rules a worked example's expected file names (the first
    edition under its combined turn's option, ``with-robbers``), or None."""
    for turn in expansions.combinations(module):
        listed = doc.get(turn.option.lstrip("-"))
        if listed:
            return companion_rules(listed[0])
    return None


def described(rules: spec.Rules, companion: spec.Rules, default: bool) -> str:
    """The words a combined vector's description ends with."""
    turn = _turn(rules, companion)
    why = "the suite's fixed companion edition" if default else "the first the worked example lists"
    return f"; played with {turn.words} under {companion.label()} ({why}), see {turn.key}"
