"""Count, King & Robber (Carcassonne expansion 6, new edition): the City of
Carcassonne and the Count, the King and Robber Baron tiles, shrines."""

from spec.count_king_robber.clauses import CLAUSES
from spec.count_king_robber.editions import EDITIONS
from spec.count_king_robber.interpretations import INTERPRETATIONS
from spec.count_king_robber.questions import CHAPTERS, PREFIX
from spec.count_king_robber.sources import DOCUMENTS

MODULE = "count-king-robber"

__all__ = ["CLAUSES", "EDITIONS", "INTERPRETATIONS", "DOCUMENTS", "MODULE", "CHAPTERS", "PREFIX"]
