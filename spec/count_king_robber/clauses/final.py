"""The City of Carcassonne at the final scoring.

The new-edition text has figures left in the districts "do nothing" (003,
Final Scoring, footnote 12): no rule, so its editions answer the topic with
no clause; only the 1st-edition ruling adds one."""

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
    summary="1st edition, read as an option: at the final scoring each player may redeploy figures from the unblocked districts onto matching incomplete features.",
    authority=Authority.PROJECT_READING,
    sources=(Citation(CKR_WIKI, _FINAL, footnote="12", date=UNDATED, quote=_REDEPLOY),),
    date="2008",
    constraints=lambda enc: enc.final_redeploy(False),
    module=M,
)

CARCASSONNE_FIELD_CITY = Clause(
    id="carcassonne-field-city",
    topic="field-carcassonne",
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

CLAUSES = (DISTRICT_FIGURES_REDEPLOY, DISTRICT_FIGURES_MAY_REDEPLOY, CARCASSONNE_FIELD_CITY)
