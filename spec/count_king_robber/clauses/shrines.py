"""Shrines and the challenges between a monk and a heretic."""

from spec._model import UNDATED, Authority, Citation, Clause
from spec.count_king_robber.sources import CKR_WIKI

_SCORING = "The cultists > 3. Scoring a feature"
M = "count-king-robber"

MONASTIC_WORTH_NINE = Clause(
    id="monastic-worth-nine",
    topic="monastic-points",
    plain="9 points.",
    summary="A completed monastery or shrine is worth 9 points.",
    authority=Authority.RULEBOOK,
    sources=(
        Citation(CKR_WIKI, _SCORING, date="2017",
                 quote="A shrine is scored when it is surrounded by other tiles, namely when all 8 directly "
                       "surrounding spaces are occupied. A completed shrine is worth 9 points."),
        Citation(CKR_WIKI, "The cultists > 2. Placing a meeple as a heretic", date="2017",
                 quote="Otherwise, the shrine behaves like a monastery."),
    ),
    date="2017",
    constraints=lambda enc: enc.grant("monastic-nine"),
    module=M,
)

FIRST_COMPLETED_WINS = Clause(
    id="challenge-first-completed-wins",
    topic="challenge-win",
    plain=("The side completed first scores; its rival is not completed, scores nothing, and its figures go "
           "back to supply."),
    summary="When one side of a monk-heretic challenge is completed first, it scores; the rival is not completed, scores nothing, and its figures return to supply.",
    authority=Authority.RULEBOOK,
    sources=(
        Citation(CKR_WIKI, _SCORING, date="2017",
                 quote="In a challenge between a shrine and a monastery, the aim is to see which feature is completed "
                       "first. If your feature is completed first, you receive 9 points and your opponent receives "
                       "nothing. … In all cases, both the monk and the heretic are returned to their respective "
                       "supplies."),
        Citation(CKR_WIKI, _SCORING, footnote="17", date=UNDATED,
                 quote="Note that the feature losing a challenge is not completed, and therefore not scored. Its "
                       "meeple is directly removed without scoring any points."),
    ),
    date="2017",
    constraints=lambda enc: enc.grant("challenge-win"),
    module=M,
)

COMPLETED_TOGETHER_BOTH_SCORE = Clause(
    id="challenge-together-both-score",
    topic="challenge-tie",
    plain="Both score 9.",
    summary="When both sides of a challenge are completed at the same time, both score 9.",
    authority=Authority.RULEBOOK,
    sources=(
        Citation(CKR_WIKI, _SCORING, date="2017",
                 quote="If both features are completed at the same time, both players receive 9 points. In all "
                       "cases, both the monk and the heretic are returned to their respective supplies."),
    ),
    date="2017",
    constraints=lambda enc: enc.grant("challenge-tie"),
    module=M,
)

UNRESOLVED_CHALLENGES_IGNORED = Clause(
    id="unresolved-challenges-ignored",
    topic="challenge-final",
    plain="The challenge is ignored: each incomplete monastery and shrine scores as normal.",
    summary="At the final scoring a challenge still open is ignored: each incomplete monastery and shrine scores as normal.",
    authority=Authority.RULEBOOK,
    sources=(
        Citation(CKR_WIKI, "The cultists > Final Scoring", date="2017",
                 quote="At the end of the game, any unresolved challenges (i.e., incomplete monasteries and shrines) "
                       "are ignored. All players involved score points for their incomplete monasteries and shrines "
                       "as normal."),
    ),
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
