"""What robbers do when the game ends."""

from spec._model import Authority, Citation, Clause
from spec.robbers.sources import C1_WIKI, C3_WIKI

END_BONUS_THREE = Clause(
    id="end-bonus-three",
    topic="game-end",
    plain=("Yes: before the final scoring, each robber still on the track scores 3 points for its owner, then "
           "goes back to supply."),
    summary="At the end of the game, before the final scoring, every robber still on the track scores 3 points for its owner and returns to supply.",
    authority=Authority.RULEBOOK,
    sources=(
        Citation(C1_WIKI, "Rules > Final scoring", date="2013",
                 quote="All robbers remaining on the scoreboard receive 3 points. Then the robbers return to the "
                       "players' supplies."),
        Citation(C1_WIKI, "Rules > Final scoring", footnote="12", date="2013-12",
                 quote="This rule regarding scoring for robbers at the end of the game was added to the 2013 version "
                       "of the HiG rules – it was not present in the 2012 or Big Box 4 versions, and it is thus not "
                       "included in RGG or ZMG rules."),
        Citation(C1_WIKI, "Rules > Scoring a feature > \"Robber\" Points", footnote="6", date="updated 2013-12",
                 quote="When the last tile is placed, scoring for finished features takes place as usual, as the "
                       "robber can still steal points. Then all robbers still remaining on the scoring board receive "
                       "3 points per the final bullet point in the rules. After that the actual final scoring begins. "
                       "(updated 12/2013)"),
        Citation(C3_WIKI, "Gameplay > Final Scoring", date="2025",
                 quote="At the end of the game, before the final scoring, if your robber is still on the scoreboard, "
                       "you score 3 points. Then, return your robber to your supply."),
    ),
    date="2013",
    constraints=lambda enc: enc.grant("end-bonus"),
)

FINAL_SCORING_ROBBERS_IDLE = Clause(
    id="final-scoring-robbers-idle",
    topic="final-scoring",
    plain="No: robbers left on the track at the end do nothing; they do not steal from the final scoring.",
    summary="Without the end bonus, robbers left on the track at the end do nothing, not even steal from the final scoring.",
    authority=Authority.PROJECT_READING,
    sources=(
        Citation(C1_WIKI, "Rules > Final scoring", footnote="12", date="2013-12",
                 quote="This actually represents a reversal of a previous clarification, as robbers remaining on the "
                       "scoreboard at the end of the game originally scored nothing. (12/2013)"),
    ),
    date="2012",
    constraints=lambda enc: enc.veto_round(lambda r: r.after_game_end),
)

CLAUSES = (END_BONUS_THREE, FINAL_SCORING_ROBBERS_IDLE)
