"""Moving figures from the City of Carcassonne onto a completed feature, and
how that feature is then scored."""

from spec._model import Authority, Citation, Clause
from spec.count_king_robber.sources import CKR_WIKI

_MOVING = "The city of Carcassonne > 3. Scoring a feature - Moving meeples from Carcassonne"
M = "count-king-robber"

DISTRICTS_FEED_FEATURES = Clause(
    id="districts-feed-features",
    topic="district-match",
    summary="Each district feeds one kind of feature: the castle cities, the blacksmith roads, the cathedral monasteries, the market fields.",
    authority=Authority.RULEBOOK,
    sources=(Citation(CKR_WIKI, _MOVING, quote="from the matching district"), Citation(CKR_WIKI, _MOVING, footnote="7")),
    date="2017",
    constraints=lambda enc: enc.feed({"castle": ("city",), "blacksmith": ("road",), "cathedral": ("monastery",), "market": ("field",)}),
    module=M,
)

CATHEDRAL_FEEDS_SHRINES = Clause(
    id="cathedral-feeds-shrines",
    topic="shrine-feed",
    summary="Figures in the cathedral may also be moved onto a completed shrine.",
    authority=Authority.RULEBOOK,
    sources=(Citation(CKR_WIKI, "The cultists > 3. Scoring a feature"),),
    date="2017",
    constraints=lambda enc: enc.feed({"cathedral": ("shrine",)}),
    module=M,
)

REDEPLOY_ANY_NUMBER = Clause(
    id="redeploy-any-number",
    topic="redeploy",
    summary="Before a completed feature scores, each player from the active player's left round to the active player may move any number of figures from the matching district onto it.",
    authority=Authority.RULEBOOK,
    sources=(Citation(CKR_WIKI, _MOVING, quote="as many of their meeples as they would like"), Citation(CKR_WIKI, _MOVING, footnote="10")),
    date="2017",
    constraints=lambda enc: enc.grant("redeploy"),
    module=M,
)

COUNT_BLOCKS_DISTRICT = Clause(
    id="count-blocks-district",
    topic="count-block",
    summary="No figure leaves the district where the Count stands, whatever feature is completed.",
    authority=Authority.RULEBOOK,
    sources=(Citation(CKR_WIKI, _MOVING, quote="You cannot remove meeples from a district with the Count in it"),),
    date="2017",
    constraints=lambda enc: enc.grant("count-blocks"),
    module=M,
)

MAJORITY_SCORES = Clause(
    id="majority-scores",
    topic="majority",
    summary="A feature scores its points for each player with the greatest strength on it (a large meeple counts two), redeployed figures included; then every figure on it returns to supply.",
    authority=Authority.RULEBOOK,
    sources=(
        Citation(CKR_WIKI, _MOVING, footnote="9"),
        Citation(CKR_WIKI, _MOVING, footnote="11"),
        Citation(CKR_WIKI, "Other expansions", quote="Large meeple"),
    ),
    date="2017",
    constraints=lambda enc: enc.grant("majority"),
    module=M,
)

CLAUSES = (DISTRICTS_FEED_FEATURES, CATHEDRAL_FEEDS_SHRINES, REDEPLOY_ANY_NUMBER, COUNT_BLOCKS_DISTRICT, MAJORITY_SCORES)
