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
from checker.isolated import run_isolated

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
    ids = list(spec.module_editions("robbers"))
    out = [Comparison(EDITIONS, EDITIONS, a, b) for i, a in enumerate(ids) for b in ids[i + 1 :]]
    for key, interp in spec.module_interpretations("robbers").items():
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


def build(bound, timeout: float | None = None, progress=None, jobs: int = 1) -> dict:
    """The catalogue document: each comparison with its diff (formats.md's
    ``diff --json`` fields) plus ``kind``, ``topic`` and ``same_result_as``.

    Each distinct diff runs in a process of its own (``run_isolated``), so
    its witness is the one ``rulespec diff A B`` prints, whatever ``jobs``.
    """
    listed = comparisons()
    keys, first = [], {}
    for comparison in listed:
        key = (spec.parse_reference(comparison.a).clause_ids, spec.parse_reference(comparison.b).clause_ids)
        keys.append(key)
        first.setdefault(key, comparison)
    tasks = [(c.a, c.b, bound, timeout) for c in first.values()]
    report = None if progress is None else (lambda done, total: progress(f"diff --all: {done}/{total} comparisons"))
    docs = dict(zip(first, run_isolated(diff_task, tasks, jobs, report)))
    entries = []
    for comparison, key in zip(listed, keys):
        origin = first[key]
        doc = dict(docs[key], a=comparison.a, b=comparison.b)
        doc["same_result_as"] = None if origin is comparison else [origin.a, origin.b]
        entries.append({"kind": comparison.kind, "topic": comparison.topic, **doc})
    return {"scope": bound.scope(), "comparisons": entries}


def diff_task(item) -> dict:
    """One comparison's ``diff`` document (a task for ``run_isolated``)."""
    a, b, bound, timeout = item
    doc = diff(spec.parse_reference(a), spec.parse_reference(b), bound, timeout=timeout).to_json()
    doc["a"], doc["b"] = a, b
    return doc


def to_text(doc: dict) -> str:
    """The catalogue as JSON text, byte for byte the same for the same document."""
    return json.dumps(doc, indent=2, ensure_ascii=False) + "\n"
