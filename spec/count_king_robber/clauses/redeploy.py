"""Moving figures from the City of Carcassonne onto a completed feature, and
how that feature is then scored."""

from spec._model import UNDATED, Authority, Citation, Clause
from spec.count_king_robber.sources import CKR_WIKI

_MOVING = "The city of Carcassonne > 3. Scoring a feature - Moving meeples from Carcassonne"
M = "count-king-robber"

DISTRICTS_FEED_FEATURES = Clause(
    id="districts-feed-features",
    topic="district-match",
    plain=("Each district feeds one kind of feature: the castle cities, the blacksmith roads, the cathedral "
           "monasteries, the market fields."),
    summary="Each district feeds one kind of feature: the castle cities, the blacksmith roads, the cathedral monasteries, the market fields.",
    authority=Authority.RULEBOOK,
    sources=(
        Citation(CKR_WIKI, _MOVING, date="2017",
                 quote="When a feature (city, road, monastery, or shrine) is completed, before it is scored, all "
                       "players may remove their meeples from the matching district and place them in the feature "
                       "that is about to be scored, even if doing so would exceed the maximum of 1 meeple per "
                       "feature. The districts and where meeples in them are placed:"),
        Citation(CKR_WIKI, _MOVING, footnote="7", date=UNDATED,
                 quote="Meeples in the city of Carcassonne can be redeployed to empty roads, cities, monasteries, or "
                       "farms. When an empty road, city, or monastery is completed, meeples in the appropriate "
                       "district of the city [meeples in the castle can only be deployed to cities, and so on] may be "
                       "redeployed and then scored immediately."),
        Citation(CKR_WIKI, "Other expansions", date="2017",
                 quote="If a barn placement or field connection triggers a field scoring, you may move meeples from "
                       "the market in the city of Carcassonne to that field. Score that field as normal, and return "
                       "all farmers in that field to their respective supplies. (It doesn't matter that the barn is "
                       "certain to score at the end of the game.)"),
        Citation(CKR_WIKI, "Other expansions, Q&A (market)", date=UNDATED,
                 quote="Question: Are the meeples in the market district only used at the end of the game? Answer: "
                       "This is no longer entirely true. Placing of a barn, and the subsequent scoring of the field, "
                       "does count as an opportunity to remove a meeple from the city of Carcassonne. Now that fields "
                       "can be scored at times other than at the end of the game, meeples from the market can be "
                       "moved to fields earlier in the game. That occurs immediately after the placement of the "
                       "barn, and before the fields are scored. … You can move meeples from the market district to a "
                       "field with a barn (and score it) if a field scoring is triggered."),
        Citation(CKR_WIKI, "Other expansions, Q&A (barn)", date=UNDATED,
                 quote="Question: Can a meeple be moved from the city of Carcassonne to a field with a barn? Answer: "
                       "Yes, the farmer will be scored immediately, and so scores only 1 point per city and is "
                       "(importantly) not on the field during the final scoring proper. …"),
    ),
    date="2017",
    constraints=lambda enc: enc.feed({"castle": ("city",), "blacksmith": ("road",), "cathedral": ("monastery",), "market": ("field",)}),
    module=M,
)

CATHEDRAL_FEEDS_SHRINES = Clause(
    id="cathedral-feeds-shrines",
    topic="shrine-feed",
    plain="Yes: figures in the cathedral may also be moved onto a completed shrine.",
    summary="Figures in the cathedral may also be moved onto a completed shrine.",
    authority=Authority.RULEBOOK,
    sources=(
        Citation(CKR_WIKI, "The cultists > 3. Scoring a feature", date="2017",
                 quote="Meeples in the cathedral may be removed and placed on a shrine when it is completed."),
    ),
    date="2017",
    constraints=lambda enc: enc.feed({"cathedral": ("shrine",)}),
    module=M,
)

REDEPLOY_ANY_NUMBER = Clause(
    id="redeploy-any-number",
    topic="redeploy",
    plain=("Before a completed feature scores, each player, from the active player's left round to the active "
           "player, may move any number of figures from the matching district onto it."),
    summary="Before a completed feature scores, each player from the active player's left round to the active player may move any number of figures from the matching district onto it.",
    authority=Authority.RULEBOOK,
    sources=(
        Citation(CKR_WIKI, _MOVING, date="2017",
                 quote="When you complete a feature, the player to your left can remove as many of their meeples as "
                       "they would like from the matching district and place them on the feature that was just "
                       "completed. Going clockwise and ending with you, each player repeats this process."),
        Citation(CKR_WIKI, _MOVING, footnote="10", date=UNDATED,
                 quote="Meeples in the city of Carcassonne are not scored. However, the meeples can influence the "
                       "usual scoring, as players can redeploy their figures to any city, road, monastery, or field "
                       "that is currently being scored."),
        Citation(CKR_WIKI, _MOVING, date="2017",
                 quote="Meeples that were not removed stay in their district. Meeples placed in a district remain "
                       "there until removed and placed on a matching feature."),
    ),
    date="2017",
    constraints=lambda enc: enc.grant("redeploy"),
    module=M,
)

COUNT_BLOCKS_DISTRICT = Clause(
    id="count-blocks-district",
    topic="count-block",
    plain="No figure may leave the district where the Count stands, whatever feature is completed.",
    summary="No figure leaves the district where the Count stands, whatever feature is completed.",
    authority=Authority.RULEBOOK,
    sources=(
        Citation(CKR_WIKI, _MOVING, date="2017",
                 quote="You cannot remove meeples from a district with the Count in it. Even if a completed feature "
                       "would allow them to be removed, the meeples in that district must stay there until the count "
                       "is moved out. The Count is always in exactly one district and never leaves the city of "
                       "Carcassonne."),
    ),
    date="2017",
    constraints=lambda enc: enc.grant("count-blocks"),
    module=M,
)

MAJORITY_SCORES = Clause(
    id="majority-scores",
    topic="majority",
    plain=("The player or players with the most strength on it (a large meeple counts two), redeployed figures "
           "included; then every figure on it goes back to supply."),
    summary="A feature scores its points for each player with the greatest strength on it (a large meeple counts two), redeployed figures included; then every figure on it returns to supply.",
    authority=Authority.RULEBOOK,
    sources=(
        Citation(CKR_WIKI, _MOVING, date="2017",
                 quote="The feature is then scored as normal, and all players return any of their meeples on that "
                       "feature to their supply."),
        Citation(CKR_WIKI, _MOVING, footnote="9", date=UNDATED,
                 quote="This implies that majority is computed taking into account the meeples just redeployed from "
                       "the city of Carcassonne, if any."),
        Citation(CKR_WIKI, f"{_MOVING}, Q&A", footnote="11", date=UNDATED,
                 quote="Question: Until now it was impossible to deploy a second monk to a monastery... Answer: That "
                       "is exactly the point. There was no rule that said only one monk could occupy a monastery. It "
                       "was simply not possible because of the rules for placing tiles. This is the first opportunity "
                       "for stealing a monastery away from a player. And deploying the large meeple to a monastery may "
                       "now be worthwhile as well. … A monastery with multiple monks from various players will be "
                       "scored taking into account the majority, the same as a road or a city. This will also apply "
                       "to all monastic features: monasteries, abbeys, shrines, German monasteries, Dutch & Belgian "
                       "monasteries, Japanese buildings and Darmstadt churches."),
        Citation(CKR_WIKI, "Other expansions", date="2017", quote="Large meeple ( Exp. 1 - Inns & Cathedrals)"),
    ),
    date="2017",
    constraints=lambda enc: enc.grant("majority"),
    module=M,
)

CLAUSES = (DISTRICTS_FEED_FEATURES, CATHEDRAL_FEEDS_SHRINES, REDEPLOY_ANY_NUMBER, COUNT_BLOCKS_DISTRICT, MAJORITY_SCORES)
