"""The ``induction`` section of ``benchmarks/run.py``: each safety invariant
proved by induction on its own, for 2-6 players, under every distinct rule
set of the editions, their readings and dated states (CPU time per
invariant and rule set; ``check --all`` proves the invariants of a rule set
together, in one search, and is timed in ``check_all``)."""

from __future__ import annotations

import statistics

import measure

import spec
from checker.robbers.induction.verdicts import PLAYERS, prove_by_induction
from checker.robbers.invariants import INVARIANTS
from checker.robbers.symbolic import Bound

DATES = ("2013-01", "2013-06", "2014-01", "2014-11", "2015-01", "2015-06", "2026-03")


def rule_sets(quick: bool) -> list:
    """One rules object per distinct clause set: editions first, then readings and dated states."""
    found: dict = {}
    for edition in spec.module_editions("robbers"):
        found.setdefault(spec.resolve(edition).clause_ids, spec.resolve(edition))
    if quick:
        return list(found.values())
    for edition in spec.module_editions("robbers"):
        for key in spec.edition_interpretations(edition):
            for value in spec.INTERPRETATIONS[key].options:
                rules = spec.resolve(edition, as_of=spec.reading_month(edition, key), interpretations={key: value})
                found.setdefault(rules.clause_ids, rules)
        for month in DATES:
            try:
                rules = spec.resolve(edition, as_of=month)
            except spec.SpecError:  # before the edition was published
                continue
            found.setdefault(rules.clause_ids, rules)
    return list(found.values())


def induction(quick: bool) -> dict:
    players = (2, 3) if quick else PLAYERS
    safety = [i.id for i in INVARIANTS if i.violation is not None]
    rows = []
    for rules in rule_sets(quick):
        for invariant in safety:
            results, seconds = measure.cpu(lambda: prove_by_induction(rules, [invariant], Bound(), players=players))
            r = results[invariant]
            rows.append({"rules": rules.label(), "invariant": invariant, "status": r.status,
                         "strengthening": r.strengthening, "seconds": seconds})
    by_invariant = {}
    for invariant in safety:
        times = [r["seconds"] for r in rows if r["invariant"] == invariant]
        by_invariant[invariant] = {"median_seconds": statistics.median(times), "max_seconds": max(times),
                                   "proved": sum(r["status"] == "inductive" for r in rows if r["invariant"] == invariant)}
    return {"players": list(players), "rule_sets": len(rows) // len(safety), "rows": rows,
            "by_invariant": by_invariant, "total_seconds": sum(r["seconds"] for r in rows),
            "max_seconds": max(r["seconds"] for r in rows)}
