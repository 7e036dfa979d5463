"""The contradiction catalogue: every comparison worth making, diffed.

Three kinds of comparison, each a pair of rule references
(``spec.parse_reference``):

- ``editions``: every pair of editions;
- ``interpretation``: each edition under the default reading of an open
  question against each alternative reading, read while the question is
  open (today, or the last month before the ruling that settles it:
  ``spec.reading_period``);
- ``ruling``: each edition the month before a dated ruling against the month
  it was published, so a ruling's effect shows as a scenario.

Every rules module has its own comparisons, searched its own way: each by
its module's diff (``diff.diff_document``, through ``checker.expansions``)
within that module's bound (each entry carries its ``scope``).

Comparisons whose rule sets have the same clauses as one already made share
its result: the catalogue lists them all and says which result they reuse.
"""

from __future__ import annotations

import json
from dataclasses import dataclass

import spec
from checker import expansions
from checker.isolated import run_isolated

EDITIONS, INTERPRETATION, RULING = "editions", "interpretation", "ruling"


@dataclass(frozen=True)
class Comparison:
    kind: str
    topic: str  # what is compared: "editions", an interpretation key, a ruling's month
    a: str
    b: str
    module: str


def comparisons(modules=None) -> list[Comparison]:
    """Every comparison of the catalogue, in a fixed order: module by module
    (registry order), each module's editions, readings, rulings."""
    out = []
    for module in expansions.EXPANSIONS:
        if modules is None or module in modules:
            out += _module_comparisons(module)
    return out


def _module_comparisons(module: str) -> list[Comparison]:
    ids = list(spec.module_editions(module))
    out = [Comparison(EDITIONS, EDITIONS, a, b, module) for i, a in enumerate(ids) for b in ids[i + 1 :]]
    for key, interp in spec.module_interpretations(module).items():
        for edition in ids:
            if key not in spec.edition_interpretations(edition):
                continue
            period = spec.reading_period(edition, key)
            if not period.ever_open:
                continue
            # Compared while the question is open: today, or the last month before the ruling that settles it.
            base = edition if period.last_open_month is None else f"{edition}@{period.last_open_month}"
            for value in interp.options:
                if value != interp.default:
                    out.append(Comparison(INTERPRETATION, key, base, f"{base}+{key}={value}", module))
    for edition in ids:
        months = sorted({r.date[:7] for r in spec.edition_rulings(edition)})
        for month in months:
            before = spec.month_before(month)
            if before[:4] < spec.EDITIONS[edition].date[:4]:
                continue  # the ruling predates the edition: it was never without it
            out.append(Comparison(RULING, month, f"{edition}@{before}", f"{edition}@{month}", module))
    return out


def build(bounds, timeout: float | None = None, progress=None, jobs: int = 1, modules=None) -> dict:
    """The catalogue document: each comparison with its diff (formats.md's
    ``diff --json`` fields) plus ``kind``, ``topic``, ``module`` and
    ``same_result_as``; ``modules`` (default all) limits it to some modules.
    ``bounds``: module -> its bound (a module left out: its options'
    defaults); the document's ``scope`` is the first module's.

    Each distinct diff runs in a process of its own (``run_isolated``), so
    its witness is the one ``rulespec diff A B`` prints, whatever ``jobs``.
    """
    bounds = {name: bounds[name] if name in bounds else default_bound(name) for name in expansions.EXPANSIONS}
    listed = comparisons(modules)
    keys, first = [], {}
    for comparison in listed:
        key = (spec.parse_reference(comparison.a).clause_ids, spec.parse_reference(comparison.b).clause_ids)
        keys.append(key)
        first.setdefault(key, comparison)
    tasks = [(c.module, c.a, c.b, bounds[c.module], timeout) for c in first.values()]
    report = None if progress is None else (lambda done, total: progress(f"diff --all: {done}/{total} comparisons"))
    docs = dict(zip(first, run_isolated(diff_task, tasks, jobs, report, name=lambda t: f"the comparison {t[1]} vs {t[2]}")))
    entries = []
    for comparison, key in zip(listed, keys):
        origin = first[key]
        doc = dict(docs[key], a=comparison.a, b=comparison.b, note=_renamed(docs[key]["note"], origin, comparison))
        doc["same_result_as"] = None if origin is comparison else [origin.a, origin.b]
        entries.append({"kind": comparison.kind, "topic": comparison.topic, "module": comparison.module, **doc})
    return {"scope": bounds[next(iter(bounds))].scope(), "comparisons": entries}


def default_bound(module: str):
    """A module's bound when the command line sets none: its options' defaults."""
    import argparse

    parser = argparse.ArgumentParser()
    expansions.EXPANSIONS[module].part("symbolic").add_bound_options(parser)
    return expansions.EXPANSIONS[module].part("symbolic").bound_from_args(parser.parse_args([]))


def merge(old: dict, new: dict, modules) -> dict:
    """``old`` with the entries of ``modules`` taken from ``new``: one
    module regenerated without re-running the others (their results stay
    byte for byte). Raises ``ValueError`` when ``old`` lacks a comparison of
    another module (it is then out of date as a whole)."""
    have = {(e["kind"], e["topic"], e["a"], e["b"]): e for e in old["comparisons"] if _module(e) not in modules}
    fresh = {(e["kind"], e["topic"], e["a"], e["b"]): e for e in new["comparisons"]}
    entries = []
    for c in comparisons():
        key = (c.kind, c.topic, c.a, c.b)
        source = fresh if c.module in modules else have
        if key not in source:
            raise ValueError(f"the catalogue has no entry for {c.a} vs {c.b}: regenerate it whole")
        entry = {k: v for k, v in source[key].items() if k not in ("kind", "topic", "module")}
        entries.append({"kind": c.kind, "topic": c.topic, "module": c.module, **entry})  # the order build writes
    return {"scope": old["scope"], "comparisons": entries}


def _module(entry: dict) -> str:
    """An entry's module (a catalogue written before modules had none: the first module's)."""
    return entry.get("module") or next(iter(expansions.EXPANSIONS))


def diff_task(item) -> dict:
    """One comparison's ``diff`` document (a task for ``run_isolated``;
    ``rulespec diff A B`` runs the same, with the companion editions of its
    combined turn as a sixth item)."""
    from checker.solver.steady import steady_terms

    module, a, b, bound, timeout, *companions = item
    rules_a, rules_b = spec.parse_reference(a), spec.parse_reference(b)
    with steady_terms():  # the same witnesses on every run
        doc = expansions.EXPANSIONS[module].part("diff").diff_document(rules_a, rules_b, bound, timeout, None,
                                                                       companions[0] if companions else {})
    doc["a"], doc["b"] = a, b
    return doc


def to_text(doc: dict) -> str:
    """The catalogue as JSON text, byte for byte the same for the same document."""
    return json.dumps(doc, indent=2, ensure_ascii=False) + "\n"


def _renamed(note: str, origin: Comparison, comparison: Comparison) -> str:
    """``origin``'s note about its two sides, naming ``comparison``'s sides
    instead (a shared result is told of the entry it is listed under)."""
    if origin is comparison:
        return note
    marks = {origin.a: "\0a\0", origin.b: "\0b\0"}
    for name in sorted(marks, key=len, reverse=True):
        note = note.replace(name, marks[name])
    return note.replace("\0a\0", comparison.a).replace("\0b\0", comparison.b)
