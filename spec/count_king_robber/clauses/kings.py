"""The King and Robber Baron tiles (the Robber Baron is the tile for the
longest road, not a robber figure of The Robbers)."""

from spec._model import UNDATED, Authority, Citation, Clause
from spec.count_king_robber.sources import CKR_WIKI

_SCORING = "King and robber > 3. Scoring a feature"
_FINAL = "King and robber > Final Scoring"
M = "count-king-robber"
_KING_FINAL = ("If you have the King tile during final scoring, you gain 1 point per completed city (including the "
               "city of Carcassonne, if you are playing with those tiles).")

KING_LARGEST_CITY = Clause(
    id="king-largest-city",
    topic="king-claim",
    plain=("Whoever completes the first city, then any city of more tiles than the King's, takes the King, "
           "whether or not they score it; the City of Carcassonne never counts."),
    summary="Whoever completes the first city, then any city of more tiles than the King's, takes the King, whether or not they score it; the City of Carcassonne never counts.",
    authority=Authority.RULEBOOK,
    sources=(
        Citation(CKR_WIKI, _SCORING, date="2017",
                 quote="As soon as you complete the first city (except the city of Carcassonne, if you are playing "
                       "with those tiles), place the King marker on that city and place the King tile in front of you. "
                       "It does not matter if you scored points for that city, only that you completed it. If a player "
                       "completes a bigger city (i.e., one with more tiles), that player takes the King tile and moves "
                       "the token to the bigger city. The marker must always be placed on the biggest city (except the "
                       "city of Carcassonne)."),
        Citation(CKR_WIKI, _SCORING, footnote="14", date=UNDATED,
                 quote="The player who completes the biggest city during the game, that is, the city which consists "
                       "of the most land tiles, receives the King tile. Thus, the highest scoring city may not always "
                       "win the King tile, such as a smaller city earning more points through pennants or the "
                       "cathedral."),
    ),
    date="2017",
    constraints=lambda enc: enc.claim("king", "city"),
    module=M,
)

BARON_LONGEST_ROAD = Clause(
    id="baron-longest-road",
    topic="baron-claim",
    plain=("As the King, for roads: whoever completes the first road, then any longer road by tiles, takes the "
           "Robber Baron."),
    summary="The Robber Baron tile works as the King for roads: the first completed road, then any longer one by tiles.",
    authority=Authority.RULEBOOK,
    sources=(
        Citation(CKR_WIKI, _SCORING, date="2017",
                 quote="The Robber tile works just like the King tile, but for roads instead of cities."),
        Citation(CKR_WIKI, _SCORING, footnote="15", date=UNDATED,
                 quote="The player who completes the longest road during the game, that is, the road which consists "
                       "of the most land tiles, receives the Robber tile. Thus, the highest scoring road may not always "
                       "win the Robber tile, such as a smaller road earning more points through inns."),
    ),
    date="2017",
    constraints=lambda enc: enc.claim("robber-baron", "road"),
    module=M,
)

KING_BONUS_PER_CITY = Clause(
    id="king-bonus-per-city",
    topic="king-bonus",
    plain="1 point per completed city, to the King's holder, at the final scoring.",
    summary="At the final scoring the King's holder gains 1 point per completed city.",
    authority=Authority.RULEBOOK,
    sources=(
        Citation(CKR_WIKI, _FINAL, date="2017", quote=_KING_FINAL),
        Citation(CKR_WIKI, "Other expansions", footnote="19", date=UNDATED,
                 quote="This means that the king scores 1 bonus point per completed city no matter if it has any "
                       "cathedrals or not."),
    ),
    date="2017",
    constraints=lambda enc: enc.bonus("king"),
    module=M,
)

KING_BONUS_COUNTS_CARCASSONNE = Clause(
    id="king-bonus-counts-carcassonne",
    topic="king-bonus-carcassonne",
    plain="Yes: when it is in play, the City of Carcassonne counts as one more completed city for the King's bonus.",
    summary="For the King's bonus the City of Carcassonne, when in play, counts as one more completed city.",
    authority=Authority.RULEBOOK,
    sources=(Citation(CKR_WIKI, _FINAL, date="2017", quote=_KING_FINAL),),
    date="2017",
    constraints=lambda enc: enc.grant("king-counts-carcassonne"),
    module=M,
)

BARON_BONUS_PER_ROAD = Clause(
    id="baron-bonus-per-road",
    topic="baron-bonus",
    plain="1 point per completed road, to the Robber Baron's holder, at the final scoring.",
    summary="At the final scoring the Robber Baron's holder gains 1 point per completed road.",
    authority=Authority.RULEBOOK,
    sources=(
        Citation(CKR_WIKI, _FINAL, date="2017",
                 quote="If you have the Robber tile during final scoring, you gain 1 point per completed road."),
        Citation(CKR_WIKI, "Other expansions", footnote="20", date=UNDATED,
                 quote="This means that the robber scores 1 bonus point per completed road no matter if it has any "
                       "inns or not."),
    ),
    date="2017",
    constraints=lambda enc: enc.bonus("robber-baron"),
    module=M,
)

COMPLETION_BY_TILE_ONLY = Clause(
    id="completion-by-tile-only",
    topic="completion-source",
    plain=("No: only a tile completes features. A message scores an incomplete feature: nobody redeploys, the "
           "King and the Robber Baron stay, nothing counts as completed."),
    summary="Only a tile's scorings complete features; a message's scores incomplete ones: no redeployment, no King or Robber Baron moves, nothing counts as completed.",
    authority=Authority.RULEBOOK,
    sources=(
        Citation(CKR_WIKI, "The city of Carcassonne > 3. Scoring a feature - Moving meeples from Carcassonne", date="2017",
                 quote="When a feature (city, road, monastery, or shrine) is completed, before it is scored, all "
                       "players may remove their meeples from the matching district and place them in the feature "
                       "that is about to be scored, even if doing so would exceed the maximum of 1 meeple per "
                       "feature."),
        Citation(CKR_WIKI, "King and robber > 3. Scoring a feature", date="2017",
                 quote="As soon as you complete the first city (except the city of Carcassonne, if you are playing "
                       "with those tiles), place the King marker on that city and place the King tile in front of "
                       "you. It does not matter if you scored points for that city, only that you completed it."),
        Citation(CKR_WIKI, "The city of Carcassonne > 2. Placing a meeple in the City of Carcassonne", footnote="3",
                 date=UNDATED,
                 quote="It is clear from the wording that only scoring caused by placement of a tile can trigger "
                       "placement of a meeple in Carcassonne. Thus, scoring from non-landscape-tile related events "
                       "(such as from dispatches ( Mini #2 - The Messengers or paying a ransom for the tower ( Exp. 4 "
                       "- The Tower)) would not trigger meeple placement."),
        Citation(CKR_WIKI, "Other expansions", date="2017",
                 quote="If a barn placement or field connection triggers a field scoring, you may move meeples from "
                       "the market in the city of Carcassonne to that field."),
    ),
    date="2017",
    constraints=lambda enc: enc.grant("tile-completions"),
    module=M,
)

CLAUSES = (COMPLETION_BY_TILE_ONLY, KING_LARGEST_CITY, BARON_LONGEST_ROAD, KING_BONUS_PER_CITY, KING_BONUS_COUNTS_CARCASSONNE, BARON_BONUS_PER_ROAD)
