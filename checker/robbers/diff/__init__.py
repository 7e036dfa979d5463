"""Where two rule sets (editions, readings, dates) allow different outcomes."""

from checker.robbers.diff.compare import (
    DiffResult,
    InconsistentDifference,
    clause_difference,
    concrete_difference,
    diff,
)

__all__ = ["DiffResult", "InconsistentDifference", "clause_difference", "concrete_difference", "diff"]
