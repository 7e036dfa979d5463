"""Moving the Count after a figure enters the city."""

from spec._model import Authority, Citation, Clause
from spec.count_king_robber.sources import CKR_WIKI

_ENTRY = "The city of Carcassonne > 2. Placing a meeple in the City of Carcassonne"
_VARIANTS = "The city of Carcassonne > Official variants"
M = "count-king-robber"

COUNT_MOVES_FREELY = Clause(
    id="count-moves-freely",
    topic="count-move",
    summary="Only after placing a figure in the city, the active player may move the Count to any district (or leave it).",
    authority=Authority.RULEBOOK,
    sources=(Citation(CKR_WIKI, _ENTRY, quote="you may move the Count"), Citation(CKR_WIKI, _ENTRY, footnote="4")),
    date="2017",
    constraints=lambda enc: enc.count_moves("free"),
    module=M,
)

COUNT_MOVES_CLOCKWISE = Clause(
    id="count-moves-clockwise",
    topic="count-move",
    summary="Official variant: whenever a figure enters the city, the Count moves on to the next district clockwise (castle, market, blacksmith, cathedral, in the order the rules list them).",
    authority=Authority.OFFICIAL_CLARIFICATION,
    sources=(Citation(CKR_WIKI, _VARIANTS, footnote="13", date="2005"),),
    date="2005",
    constraints=lambda enc: enc.count_moves("clockwise"),
    module=M,
)

COUNT_FOLLOWS_NEW_FIGURE = Clause(
    id="count-follows-new-figure",
    topic="count-move",
    summary="Official variant: whenever a figure enters the city, the Count moves to that figure's district.",
    authority=Authority.OFFICIAL_CLARIFICATION,
    sources=(Citation(CKR_WIKI, _VARIANTS, footnote="13", date="2005"),),
    date="2005",
    constraints=lambda enc: enc.count_moves("follows"),
    module=M,
)

CLAUSES = (COUNT_MOVES_FREELY, COUNT_MOVES_CLOCKWISE, COUNT_FOLLOWS_NEW_FIGURE)
