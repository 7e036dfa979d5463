"""The King and Robber Baron tiles (the Robber Baron is the tile for the
longest road, not a robber figure of The Robbers)."""

from spec._model import Authority, Citation, Clause
from spec.count_king_robber.sources import CKR_WIKI

_SCORING = "King and robber > 3. Scoring a feature"
_FINAL = "King and robber > Final Scoring"
M = "count-king-robber"

KING_LARGEST_CITY = Clause(
    id="king-largest-city",
    topic="king-claim",
    summary="Whoever completes the first city, then any city of more tiles than the King's, takes the King, whether or not they score it; the City of Carcassonne never counts.",
    authority=Authority.RULEBOOK,
    sources=(Citation(CKR_WIKI, _SCORING, quote="It does not matter if you scored points"), Citation(CKR_WIKI, _SCORING, footnote="14")),
    date="2017",
    constraints=lambda enc: enc.claim("king", "city"),
    module=M,
)

BARON_LONGEST_ROAD = Clause(
    id="baron-longest-road",
    topic="baron-claim",
    summary="The Robber Baron tile works as the King for roads: the first completed road, then any longer one by tiles.",
    authority=Authority.RULEBOOK,
    sources=(Citation(CKR_WIKI, _SCORING, quote="just like the King tile, but for roads"), Citation(CKR_WIKI, _SCORING, footnote="15")),
    date="2017",
    constraints=lambda enc: enc.claim("robber-baron", "road"),
    module=M,
)

KING_BONUS_PER_CITY = Clause(
    id="king-bonus-per-city",
    topic="king-bonus",
    summary="At the final scoring the King's holder gains 1 point per completed city.",
    authority=Authority.RULEBOOK,
    sources=(Citation(CKR_WIKI, _FINAL), Citation(CKR_WIKI, "Other expansions", footnote="19")),
    date="2017",
    constraints=lambda enc: enc.bonus("king"),
    module=M,
)

KING_BONUS_COUNTS_CARCASSONNE = Clause(
    id="king-bonus-counts-carcassonne",
    topic="king-bonus-carcassonne",
    summary="For the King's bonus the City of Carcassonne, when in play, counts as one more completed city.",
    authority=Authority.RULEBOOK,
    sources=(Citation(CKR_WIKI, _FINAL, quote="including the city of Carcassonne"),),
    date="2017",
    constraints=lambda enc: enc.grant("king-counts-carcassonne"),
    module=M,
)

BARON_BONUS_PER_ROAD = Clause(
    id="baron-bonus-per-road",
    topic="baron-bonus",
    summary="At the final scoring the Robber Baron's holder gains 1 point per completed road.",
    authority=Authority.RULEBOOK,
    sources=(Citation(CKR_WIKI, _FINAL), Citation(CKR_WIKI, "Other expansions", footnote="20")),
    date="2017",
    constraints=lambda enc: enc.bonus("robber-baron"),
    module=M,
)

CLAUSES = (KING_LARGEST_CITY, BARON_LONGEST_ROAD, KING_BONUS_PER_CITY, KING_BONUS_COUNTS_CARCASSONNE, BARON_BONUS_PER_ROAD)
