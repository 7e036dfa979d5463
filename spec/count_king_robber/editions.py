"""The editions of Count, King & Robber: the HiG new-edition text, the Z-Man
text (footnotes 2, 5 and 6 of the rules page record where it differs) and the
1st edition with its final-scoring ruling (footnote 12)."""

from spec._model import Edition
from spec.count_king_robber.sources import CKR_WIKI

M = "count-king-robber"

CKR_HIG_2017 = Edition(
    id="ckr-hig-2017",
    title="Count, King & Robber, Hans im Glück new edition (2017)",
    source=CKR_WIKI,
    date="2017",
    summary="The new-edition text: a figure enters the city only after a phase-3 scoring in which the active player gains nothing from any feature; only market figures act at the end.",
    topics={
        "district-match": "districts-feed-features",
        "shrine-feed": "cathedral-feeds-shrines",
        "redeploy": "redeploy-any-number",
        "count-block": "count-blocks-district",
        "majority": "majority-scores",
        "entry-condition": "entry-nothing-from-any-feature",
        "entry-phase": "entry-feature-phase-only",
        "entry-limit": "entry-once-per-turn",
        "abbot-district": "abbot-cathedral-only",
        "robbing-gain": "robbing-gain-ignored",
        "entry-own-redeploy": "entry-profit-is-points",
        "completion-source": "completion-by-tile-only",
        "count-move": "count-moves-freely",
        "king-claim": "king-largest-city",
        "baron-claim": "baron-longest-road",
        "king-bonus": "king-bonus-per-city",
        "king-bonus-carcassonne": "king-bonus-counts-carcassonne",
        "baron-bonus": "baron-bonus-per-road",
        "monastic-points": "monastic-worth-nine",
        "challenge-win": "challenge-first-completed-wins",
        "challenge-tie": "challenge-together-both-score",
        "challenge-final": "unresolved-challenges-ignored",
        # 003, Final Scoring: the meeples "left in the other districts do
        # nothing"; the market's may go to fields (see the clause).
        "final-districts": "market-figures-to-fields",
        "field-carcassonne": "carcassonne-field-city",
    },
    interpretations=("robbing-gains", "count-variant", "own-redeploy"),
    module=M,
)

CKR_ZMG_2017 = Edition(
    id="ckr-zmg-2017",
    title="Count, King & Robber, Z-Man Games new edition (English)",
    source=CKR_WIKI,
    date="2017",
    summary="The HiG text without 'in phase 3' and without 'you must not gain points for any of them': any scoring in which some feature gives an opponent points and the active player none opens the city.",
    base="ckr-hig-2017",
    topics={
        "entry-condition": "entry-per-feature",
        "entry-phase": "entry-any-phase",
    },
    interpretations=("robbing-gains", "count-variant", "zmg-entry", "own-redeploy"),
    module=M,
)

CKR_C1_2008 = Edition(
    id="ckr-c1-2008",
    title="Count, King & Robber, 1st edition bundle (2008) as last ruled",
    source=CKR_WIKI,
    date="2008",
    summary="The HiG text with the 1st-edition final scoring: figures left in unblocked districts are redeployed onto incomplete features before they score.",
    base="ckr-hig-2017",
    topics={"final-districts": "district-figures-redeploy"},
    interpretations=("robbing-gains", "count-variant", "final-redeploy", "own-redeploy"),
    module=M,
)

EDITIONS = (CKR_HIG_2017, CKR_ZMG_2017, CKR_C1_2008)
