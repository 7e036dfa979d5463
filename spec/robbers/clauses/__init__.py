"""Every clause of The Robbers, one module per group of topics."""

from spec.robbers.clauses import game_end, placement, rogue, stealing, triggers

CLAUSES = placement.CLAUSES + triggers.CLAUSES + stealing.CLAUSES + rogue.CLAUSES + game_end.CLAUSES

__all__ = ["CLAUSES"]
