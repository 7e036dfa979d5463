"""Every clause of Count, King & Robber, one module per part of the expansion."""

from spec.count_king_robber.clauses import city_entry, count, final, kings, redeploy, shrines

CLAUSES = redeploy.CLAUSES + city_entry.CLAUSES + count.CLAUSES + kings.CLAUSES + shrines.CLAUSES + final.CLAUSES

__all__ = ["CLAUSES"]
