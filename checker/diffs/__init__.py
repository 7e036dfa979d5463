"""Where two rule sets (editions, readings, dates) allow different outcomes."""

from checker.diffs.compare import DiffResult, InconsistentDifference, clause_difference, concrete_difference, diff

__all__ = ["DiffResult", "InconsistentDifference", "clause_difference", "concrete_difference", "diff"]
