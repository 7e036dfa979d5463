"""What robbers do when the game ends."""

from spec._model import Authority, Citation, Clause
from spec.robbers.sources import C1_WIKI, C3_WIKI

END_BONUS_THREE = Clause(
    id="end-bonus-three",
    topic="game-end",
    summary="At the end of the game, before the final scoring, every robber still on the track scores 3 points for its owner and returns to supply.",
    authority=Authority.RULEBOOK,
    sources=(
        Citation(C1_WIKI, "Rules > Final scoring", footnote="12", date="2013-12"),
        Citation(C1_WIKI, "Rules > Scoring a feature", footnote="6", date="2013-12"),
        Citation(C3_WIKI, "Gameplay > Final Scoring", date="2017"),
    ),
    date="2013",
    constraints=lambda enc: enc.grant("end-bonus"),
)

FINAL_SCORING_ROBBERS_IDLE = Clause(
    id="final-scoring-robbers-idle",
    topic="final-scoring",
    summary="Without the end bonus, robbers left on the track at the end do nothing, not even steal from the final scoring.",
    authority=Authority.PROJECT_READING,
    sources=(Citation(C1_WIKI, "Rules > Final scoring", footnote="12", date="2013-12",
                      quote="originally scored nothing"),),
    date="2012",
    constraints=lambda enc: enc.veto_round(lambda r: r.after_game_end),
)

CLAUSES = (END_BONUS_THREE, FINAL_SCORING_ROBBERS_IDLE)
