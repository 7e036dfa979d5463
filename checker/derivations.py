"""Derivations: the turn as played to reach one outcome, step by step.

An outcome says where a turn ends; a derivation says how it got there, one
:class:`Step` per thing that happens, in order, each naming the clause ids
that allow or require it. A rules editor checks a derivation sentence by
sentence (clause -> citation -> source sentence), which an end state alone
does not allow.

The JSON form follows the spirit of Apalache and Quint's ITF traces: a plain
list that any language can read and compare. A step is one flat object::

    {"kind": "theft", "thief": "blue", "victim": "red", "marker": "courier",
     "base": 3, "points": 2, "clauses": ["steal-half-rounded-up"]}

``kind`` and ``clauses`` are always there; every other field belongs to the
kind (each module documents its kinds in its outcome schema and turn-model
page). Values are JSON scalars or lists of them, so that two engines can
compare steps field by field.

Several choice sequences may lead to one outcome. A module shows the first
in its stated canonical order and counts the others (:attr:`Derivation.count`
is the number of distinct derivations, this one included).

This module is core: it names no rules module and holds no rule logic.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Iterable, Mapping

RESERVED = ("kind", "clauses")
"""Fields every step has; a kind's own fields take other names."""


@dataclass(frozen=True)
class Step:
    """One thing that happens in a turn: its ``kind``, its own fields in a
    fixed order (actors and values), and the clause ids that allow or require it."""

    kind: str
    fields: tuple[tuple[str, Any], ...] = ()
    clauses: tuple[str, ...] = ()

    @staticmethod
    def of(kind: str, clauses: Iterable[str] = (), **fields: Any) -> "Step":
        """A step with ``fields`` in the order given (``Step.of("move", ("c",), marker="meeple", to=3)``)."""
        for key in fields:
            if key in RESERVED:
                raise ValueError(f"a step's own field may not be called {key!r}")
        frozen = tuple((k, tuple(v) if isinstance(v, list) else v) for k, v in fields.items())
        return Step(kind, frozen, tuple(clauses))

    def get(self, key: str, default: Any = None) -> Any:
        return dict(self.fields).get(key, default)

    def to_json(self) -> dict:
        out: dict[str, Any] = {"kind": self.kind}
        for key, value in self.fields:
            out[key] = list(value) if isinstance(value, tuple) else value
        out["clauses"] = list(self.clauses)
        return out

    @staticmethod
    def from_json(doc: Mapping[str, Any]) -> "Step":
        fields = {k: v for k, v in doc.items() if k not in RESERVED}
        return Step.of(doc["kind"], doc.get("clauses", ()), **fields)


@dataclass(frozen=True)
class Derivation:
    """The steps to one outcome, and how many distinct derivations reach it (``count``, this one included)."""

    steps: tuple[Step, ...]
    count: int = 1

    def clause_ids(self) -> tuple[str, ...]:
        """Every clause id the steps name, each once, in order of first use."""
        seen: dict[str, None] = {}
        for step in self.steps:
            for c in step.clauses:
                seen.setdefault(c, None)
        return tuple(seen)

    def to_json(self) -> dict:
        return {"count": self.count, "steps": [s.to_json() for s in self.steps]}

    @staticmethod
    def from_json(doc: Mapping[str, Any]) -> "Derivation":
        return Derivation(tuple(Step.from_json(s) for s in doc["steps"]), int(doc.get("count", 1)))


def outcome_field(derivation: Derivation, others: tuple | None = None) -> dict:
    """An outcome document's ``derivation`` (derivation.schema.json): the
    first derivation with its count and, when the others were asked for
    (``others`` not None), the next ones and whether the list was ``cut``."""
    doc = derivation.to_json()
    if others is not None:
        doc["others"] = [[s.to_json() for s in d.steps] for d in others]
        doc["cut"] = derivation.count > 1 + len(others)
    return doc


def parting(left: Derivation, right: Derivation, clauses: bool = True) -> int | None:
    """The index of the first step where two derivations differ (None when
    they are the same); a diff shows both sides from there. With ``clauses``
    false, steps that do the same thing under different clauses (two
    editions' derivations) count as the same step."""
    for i, (a, b) in enumerate(zip(left.steps, right.steps)):
        if (a != b) if clauses else (a.kind, a.fields) != (b.kind, b.fields):
            return i
    if len(left.steps) != len(right.steps):
        return min(len(left.steps), len(right.steps))
    return None


def numbered(lines: Iterable[str], indent: str = "") -> list[str]:
    """A story's lines numbered from 1 ("1. Red scores 3 for a road."), for people."""
    items = list(lines)
    width = len(str(len(items)))
    return [f"{indent}{i + 1:>{width}}. {line}" for i, line in enumerate(items)]


__all__ = ["Derivation", "RESERVED", "Step", "numbered", "outcome_field", "parting"]
