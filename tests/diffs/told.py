"""What both modules' topic tests check of a told outcome (``diff``'s topic
witnesses, issue 28 item 7): its derivation and the other side's nearest
one share their steps up to the parting step and differ at it, and each
names only clauses in force on its own side."""

from __future__ import annotations

import spec
from checker.derivations import Derivation


def sides(doc: dict, told: dict):
    """(the told outcome's side's rules, the other side's rules)."""
    refs = {"a": spec.parse_reference(doc["a"]), "b": spec.parse_reference(doc["b"])}
    return refs[told["side"]], refs["b" if told["side"] == "a" else "a"]


def assert_parts_where_said(told: dict, own, other) -> None:
    mine = Derivation.from_json(told["outcome"]["derivation"])
    theirs = Derivation.from_json(told["nearest"]["derivation"])
    at = told["parting"]
    assert at is not None
    assert [(s.kind, s.fields) for s in mine.steps[:at]] == [(s.kind, s.fields) for s in theirs.steps[:at]]
    if at < min(len(mine.steps), len(theirs.steps)):
        assert (mine.steps[at].kind, mine.steps[at].fields) != (theirs.steps[at].kind, theirs.steps[at].fields)
    assert set(mine.clause_ids()) <= own.clause_ids and set(theirs.clause_ids()) <= other.clause_ids
