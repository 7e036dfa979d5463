"""The contradiction catalogue: every comparison worth making, diffed.

Three kinds of comparison, each a pair of rule references
(``spec.parse_reference``):

- ``editions``: every pair of editions;
- ``interpretation``: each edition under the default reading of an open
  question against each alternative reading;
- ``ruling``: each edition the month before a dated ruling against the month
  it was published, so a ruling's effect shows as a scenario.

Comparisons whose rule sets have the same clauses as one already made share
its result: the catalogue lists them all and says which result they reuse.
"""

from __future__ import annotations

import json
from dataclasses import dataclass

import spec
from checker.diffs.compare import diff

EDITIONS, INTERPRETATION, RULING = "editions", "interpretation", "ruling"


@dataclass(frozen=True)
class Comparison:
    kind: str
    topic: str  # what is compared: "editions", an interpretation key, a ruling's month
    a: str
    b: str


def _month_before(month: str) -> str:
    year, mon = (int(x) for x in month.split("-"))
    return f"{year - 1}-12" if mon == 1 else f"{year}-{mon - 1:02d}"


def comparisons() -> list[Comparison]:
    """Every comparison of the catalogue, in a fixed order."""
    ids = list(spec.EDITIONS)
    out = [Comparison(EDITIONS, EDITIONS, a, b) for i, a in enumerate(ids) for b in ids[i + 1 :]]
    for key, interp in spec.INTERPRETATIONS.items():
        for edition in ids:
            if key not in spec.edition_interpretations(edition):
                continue
            for value in interp.options:
                if value != interp.default:
                    out.append(Comparison(INTERPRETATION, key, edition, f"{edition}+{key}={value}"))
    for edition in ids:
        months = sorted({r.date[:7] for r in spec.edition_rulings(edition)})
        for month in months:
            before = _month_before(month)
            if before[:4] < spec.EDITIONS[edition].date[:4]:
                continue  # the ruling predates the edition: it was never without it
            out.append(Comparison(RULING, month, f"{edition}@{before}", f"{edition}@{month}"))
    return out


def build(bound, timeout: float | None = None, progress=None) -> dict:
    """The catalogue document: each comparison with its diff (formats.md's
    ``diff --json`` fields) plus ``kind``, ``topic`` and ``same_result_as``."""
    entries, done = [], {}
    for comparison in comparisons():
        rules_a, rules_b = spec.parse_reference(comparison.a), spec.parse_reference(comparison.b)
        key = (rules_a.clause_ids, rules_b.clause_ids)
        head = {"kind": comparison.kind, "topic": comparison.topic}
        if key in done:
            first = done[key]
            doc = dict(first, a=comparison.a, b=comparison.b, same_result_as=[first["a"], first["b"]])
        else:
            doc = diff(rules_a, rules_b, bound, timeout=timeout, progress=progress).to_json()
            doc["a"], doc["b"] = comparison.a, comparison.b
            doc["same_result_as"] = None
            done[key] = doc
        entries.append({**head, **doc})
    return {"scope": bound.scope(), "comparisons": entries}


def to_text(doc: dict) -> str:
    """The catalogue as JSON text, byte for byte the same for the same document."""
    return json.dumps(doc, indent=2, ensure_ascii=False) + "\n"
