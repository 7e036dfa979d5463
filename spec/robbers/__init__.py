"""The Robbers (Carcassonne mini-expansion #6): clauses, editions, interpretations."""

from spec.robbers.clauses import CLAUSES
from spec.robbers.editions import EDITIONS
from spec.robbers.interpretations import INTERPRETATIONS
from spec.robbers.questions import CHAPTERS, PREFIX
from spec.robbers.sources import DOCUMENTS

MODULE = "robbers"

__all__ = ["CLAUSES", "EDITIONS", "INTERPRETATIONS", "DOCUMENTS", "MODULE", "CHAPTERS", "PREFIX"]
