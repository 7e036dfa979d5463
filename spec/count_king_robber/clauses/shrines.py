"""Shrines and the challenges between a monk and a heretic."""

from spec._model import Authority, Citation, Clause
from spec.count_king_robber.sources import CKR_WIKI

_SCORING = "The cultists > 3. Scoring a feature"
M = "count-king-robber"

MONASTIC_WORTH_NINE = Clause(
    id="monastic-worth-nine",
    topic="monastic-points",
    summary="A completed monastery or shrine is worth 9 points.",
    authority=Authority.RULEBOOK,
    sources=(Citation(CKR_WIKI, _SCORING, quote="A completed shrine is worth 9 points"),),
    date="2017",
    constraints=lambda enc: enc.grant("monastic-nine"),
    module=M,
)

FIRST_COMPLETED_WINS = Clause(
    id="challenge-first-completed-wins",
    topic="challenge-win",
    summary="When one side of a monk-heretic challenge is completed first, it scores; the rival is not completed, scores nothing, and its figures return to supply.",
    authority=Authority.RULEBOOK,
    sources=(Citation(CKR_WIKI, _SCORING, quote="your opponent receives nothing"), Citation(CKR_WIKI, _SCORING, footnote="17")),
    date="2017",
    constraints=lambda enc: enc.grant("challenge-win"),
    module=M,
)

COMPLETED_TOGETHER_BOTH_SCORE = Clause(
    id="challenge-together-both-score",
    topic="challenge-tie",
    summary="When both sides of a challenge are completed at the same time, both score 9.",
    authority=Authority.RULEBOOK,
    sources=(Citation(CKR_WIKI, _SCORING, quote="both players receive 9 points"),),
    date="2017",
    constraints=lambda enc: enc.grant("challenge-tie"),
    module=M,
)

UNRESOLVED_CHALLENGES_IGNORED = Clause(
    id="unresolved-challenges-ignored",
    topic="challenge-final",
    summary="At the final scoring a challenge still open is ignored: each incomplete monastery and shrine scores as normal.",
    authority=Authority.RULEBOOK,
    sources=(Citation(CKR_WIKI, "The cultists > Final Scoring"),),
    date="2017",
    constraints=lambda enc: enc.grant("challenge-final-ignored"),
    module=M,
)

CLAUSES = (
    MONASTIC_WORTH_NINE,
    FIRST_COMPLETED_WINS,
    COMPLETED_TOGETHER_BOTH_SCORE,
    UNRESOLVED_CHALLENGES_IGNORED,
)
