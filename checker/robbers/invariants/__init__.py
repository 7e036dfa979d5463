"""Invariants of The Robbers' rules, proved over every scenario within a bound."""

from checker.robbers.invariants.catalog import INVARIANTS, Invariant
from checker.robbers.invariants.documented import DOCUMENTED, expectation
from checker.robbers.invariants.prove import Verdict, prove

__all__ = ["DOCUMENTED", "INVARIANTS", "Invariant", "Verdict", "expectation", "prove", "prove_all"]


def prove_all(rules, bound, invariant_ids, timeout: float | None) -> list[dict]:
    """The verdict documents (``check --json``'s results) of the invariants
    ``invariant_ids`` under ``rules`` within ``bound``, in catalogue order."""
    chosen = [i for i in INVARIANTS if i.id in invariant_ids]
    return [v.to_json() for v in prove(rules, bound, chosen, timeout=timeout)]
