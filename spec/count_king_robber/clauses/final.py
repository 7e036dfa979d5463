"""The City of Carcassonne at the final scoring.

The new-edition text: "During final scoring, any meeples left in the *other*
districts do nothing" (003, Final Scoring). The sentence it contrasts with,
on the market, is lost from the scraped page with its districts table; the
market Q&A ("only used at the end of the game? … no longer entirely true")
and the barn section's "At the end of the game, when preparing for final
scoring" presuppose it: the market's figures may go to fields then
(market-figures-to-fields). Footnote 12 records the 1st-edition ruling, every
unblocked district redeployed onto matching incomplete features."""

from spec._model import UNDATED, Authority, Citation, Clause
from spec.count_king_robber.sources import CKR_WIKI

_FINAL = "The city of Carcassonne > Final Scoring"
M = "count-king-robber"
_REDEPLOY = ("This limitation didn't exist in the 1st Edition. It overrides the latest clarification regarding this "
             "point: Question: How does follower placement during the final scoring work? Answer: In principle very "
             "similarly to the way it works during the game. The 'trigger' for the final scoring is the player who "
             "placed the last tile and so ended the game. Beginning with the player on the left of the 'trigger' "
             "player, each player redeploys one of their followers from Carcassonne to an appropriate feature "
             "[followers in castle can only be deployed to cities, and so on] on the board. Followers can also be "
             "redeployed to incomplete roads, cities, monasteries, or farms, since these will also be scored at the "
             "end of the game.")

DISTRICT_FIGURES_REDEPLOY = Clause(
    id="district-figures-redeploy",
    topic="final-districts",
    plain=("From the left of the player who ended the game, the players move figures from the unblocked "
           "districts onto matching incomplete features, until nobody can."),
    summary="1st edition: at the final scoring the players, from the left of the one who ended the game, redeploy figures from unblocked districts onto matching incomplete features until nobody can.",
    authority=Authority.OFFICIAL_CLARIFICATION,
    sources=(
        Citation(CKR_WIKI, _FINAL, footnote="12", date=UNDATED,
                 quote=_REDEPLOY + " This process continues until no player can redeploy any more followers from "
                       "Carcassonne. The Count still blocks the city quarter in which he is resident."),
    ),
    date="2008",
    constraints=lambda enc: enc.final_redeploy(True),
    module=M,
)

DISTRICT_FIGURES_MAY_REDEPLOY = Clause(
    id="district-figures-may-redeploy",
    topic="final-districts",
    plain=("Each player may move figures from the unblocked districts onto matching incomplete features before "
           "they score."),
    summary="1st edition, read as an option: at the final scoring each player may redeploy figures from the unblocked districts onto matching incomplete features.",
    authority=Authority.PROJECT_READING,
    sources=(Citation(CKR_WIKI, _FINAL, footnote="12", date=UNDATED, quote=_REDEPLOY),),
    date="2008",
    constraints=lambda enc: enc.final_redeploy(False),
    module=M,
)

MARKET_FIGURES_TO_FIELDS = Clause(
    id="market-figures-to-fields",
    topic="final-districts",
    plain=("From the left of the player who ended the game, each player may move any number of market figures "
           "onto fields; figures in the other districts do nothing."),
    summary="New editions: at the final scoring, from the left of the player who ended the game, each may move any number of market figures onto fields; the rest do nothing.",
    authority=Authority.PROJECT_READING,
    sources=(
        Citation(CKR_WIKI, _FINAL, date="2017",
                 quote="During final scoring, any meeples left in the other districts do nothing."),
        Citation(CKR_WIKI, "Other expansions, Q&A (market)", date=UNDATED,
                 quote="Question: Are the meeples in the market district only used at the end of the game? Answer: "
                       "This is no longer entirely true."),
        Citation(CKR_WIKI, "Other expansions", date="2017",
                 quote="You can move meeples from the market district to a field with a barn (and score it) if a "
                       "field scoring is triggered. This can happen in the following cases: … At the end of the game, "
                       "when preparing for final scoring: each completed city is worth 1 point (it is considered a "
                       "special case of connecting fields)"),
        Citation(CKR_WIKI, "The city of Carcassonne > 3. Scoring a feature - Moving meeples from Carcassonne",
                 date="2017",
                 quote="When you complete a feature, the player to your left can remove as many of their meeples as "
                       "they would like from the matching district and place them on the feature that was just "
                       "completed. Going clockwise and ending with you, each player repeats this process."),
    ),
    date="2017",
    constraints=lambda enc: enc.final_redeploy(False, districts=("market",)),
    module=M,
)

CARCASSONNE_FIELD_CITY = Clause(
    id="carcassonne-field-city",
    topic="field-carcassonne",
    plain="Yes: a field bordering the City of Carcassonne counts it as one more completed city.",
    summary="A field bordering the City of Carcassonne counts it as one more completed city.",
    authority=Authority.RULEBOOK,
    sources=(
        Citation(CKR_WIKI, _FINAL, date="2017", quote="The city of Carcassonne counts as a city worth 3 points in its field."),
        Citation(CKR_WIKI, "Other expansions", date="2017",
                 quote="The city of Carcassonne counts as a city when scoring a barn."),
    ),
    date="2017",
    constraints=lambda enc: enc.grant("field-carcassonne"),
    module=M,
)

CLAUSES = (DISTRICT_FIGURES_REDEPLOY, DISTRICT_FIGURES_MAY_REDEPLOY, MARKET_FIGURES_TO_FIELDS, CARCASSONNE_FIELD_CITY)
