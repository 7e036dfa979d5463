"""Moving the Count after a figure enters the city."""

from spec._model import UNDATED, Authority, Citation, Clause
from spec.count_king_robber.sources import CKR_WIKI

_ENTRY = "The city of Carcassonne > 2. Placing a meeple in the City of Carcassonne"
_VARIANTS = "The city of Carcassonne > Official variants"
M = "count-king-robber"
_BOTH = "In both variants, the Count may no longer be freely moved, but rather:"
_HIG_SITE = Citation(CKR_WIKI, _VARIANTS, footnote="13", date="2005",
                     quote="These variants were published on HiG's site as indicated by Matthew Harper in this post "
                           "on BGG in 2005:")

COUNT_MOVES_FREELY = Clause(
    id="count-moves-freely",
    topic="count-move",
    plain="Only after you put a figure into the city: then you may move the Count to any district, or leave it.",
    summary="Only after placing a figure in the city, the active player may move the Count to any district (or leave it).",
    authority=Authority.RULEBOOK,
    sources=(
        Citation(CKR_WIKI, _ENTRY, date="2017",
                 quote="Then, if you do place a meeple, you may move the Count to a district of your choice within "
                       "the city of Carcassonne."),
        Citation(CKR_WIKI, _ENTRY, footnote="4", date=UNDATED,
                 quote="This inline clarification was added to stress the dependency between the two actions: you may "
                       "only move the Count if you moved one meeple to the city of Carcassonne."),
    ),
    date="2017",
    constraints=lambda enc: enc.count_moves("free"),
    module=M,
)

COUNT_MOVES_CLOCKWISE = Clause(
    id="count-moves-clockwise",
    topic="count-move",
    plain=("Whenever a figure enters the city, the Count moves on to the next district clockwise (castle, "
           "market, blacksmith, cathedral)."),
    summary="Official variant: whenever a figure enters the city, the Count moves on to the next district clockwise (castle, market, blacksmith, cathedral, in the order the rules list them).",
    authority=Authority.OFFICIAL_CLARIFICATION,
    sources=(
        Citation(CKR_WIKI, _VARIANTS, date="2005",
                 quote=_BOTH + " whenever a new meeple is deployed to the city of Carcassonne, the Count is moved "
                       "clockwise to the next city district, or"),
        _HIG_SITE,
        Citation(CKR_WIKI, "The city of Carcassonne and the count of Carcassonne", date="2017",
                 quote="The flags are used to identify the city districts: The castle The market The blacksmith The "
                       "cathedral"),
    ),
    date="2005",
    constraints=lambda enc: enc.count_moves("clockwise"),
    module=M,
)

COUNT_FOLLOWS_NEW_FIGURE = Clause(
    id="count-follows-new-figure",
    topic="count-move",
    plain="Whenever a figure enters the city, the Count moves to that figure's district.",
    summary="Official variant: whenever a figure enters the city, the Count moves to that figure's district.",
    authority=Authority.OFFICIAL_CLARIFICATION,
    sources=(
        Citation(CKR_WIKI, _VARIANTS, date="2005",
                 quote=_BOTH + " … the Count is moved to whichever city district the new meeple is deployed to."),
        _HIG_SITE,
    ),
    date="2005",
    constraints=lambda enc: enc.count_moves("follows"),
    module=M,
)

CLAUSES = (COUNT_MOVES_FREELY, COUNT_MOVES_CLOCKWISE, COUNT_FOLLOWS_NEW_FIGURE)
