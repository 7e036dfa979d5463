"""Placing a figure in the City of Carcassonne after a scoring."""

from spec._model import UNDATED, Authority, Citation, Clause
from spec.count_king_robber.sources import CKR_WIKI

_ENTRY = "The city of Carcassonne > 2. Placing a meeple in the City of Carcassonne"
_MOVING = "The city of Carcassonne > 3. Scoring a feature - Moving meeples from Carcassonne"
M = "count-king-robber"
_EACH_TIME = ("Each time you perform a scoring in phase 3. Scoring a feature, if at least one of your opponents gains "
              "points and you gain none, you may place a meeple in one of the four city districts (even if the Count "
              "is in that district).")
_ANY_OF_THEM = ("To use this option when you complete multiple features at the same time, you must not gain points "
                "for any of them.")

ENTRY_NOTHING_FROM_ANY = Clause(
    id="entry-nothing-from-any-feature",
    topic="entry-condition",
    plain=("After a feature scoring in which an opponent gains points and you gain none from any feature "
           "scored, you may put a figure from your supply into any district, even the Count's."),
    summary="After a scoring in which an opponent gains points and the active player gains none from any feature scored, the active player may place a figure from supply in any district, even the Count's.",
    authority=Authority.RULEBOOK,
    sources=(
        Citation(CKR_WIKI, _ENTRY, date="2017", quote=_EACH_TIME),
        Citation(CKR_WIKI, _ENTRY, date="2017", quote=_ANY_OF_THEM),
        Citation(CKR_WIKI, _MOVING, footnote="8", date=UNDATED,
                 quote="A player who completes a road, city, or monastery, but without profit, cannot deploy a meeple "
                       "to the city of Carcassonne and redeploy another before the area is scored. Scoring takes "
                       "place first, and then, should the occasion arise, a meeple may be deployed to the city of "
                       "Carcassonne. If a player uses a meeple which is already in the city of Carcassonne, then he "
                       "or she profits from the scoring, and as such may not move another meeple to the city of "
                       "Carcassonne."),
        Citation(CKR_WIKI, "Other expansions", date="2017", quote="Normal meeple ( Base Game)"),
        Citation(CKR_WIKI, "The cultists > 3. Scoring a feature, Q&A", date=UNDATED,
                 quote="Question: Say I have a heretic engaged in a challenge with another player's monk, and I place "
                       "the tile which completes the monk's monastery, so that the monk scores 9 points and I score no "
                       "points. Can I still move a meeple to the city of Carcassonne in this case? Answer: Yes, "
                       "triggered scoring, received no points: conditions fulfilled."),
    ),
    date="2017",
    constraints=lambda enc: enc.entry_when("scoring"),
    module=M,
)

ENTRY_PER_FEATURE = Clause(
    id="entry-per-feature",
    topic="entry-condition",
    plain=("After a scoring in which some feature gives an opponent points and you none, you may put a figure "
           "from your supply into any district, even if another feature gives you points."),
    summary="Z-Man text: a scoring opens the city if some feature in it gives an opponent points and the active player none, even if another feature gives the active player points.",
    authority=Authority.RULEBOOK,
    sources=(
        Citation(CKR_WIKI, _ENTRY, footnote="5", date=UNDATED,
                 quote="The ZMG rules omit the restriction about not being able to receive points for any completed "
                       "feature. This would allow players to send a meeple to the city of Carcassonne when not "
                       "receiving points for at least one feature out of many being scored."),
    ),
    date="2017",
    constraints=lambda enc: enc.entry_when("feature"),
    module=M,
)

ENTRY_FEATURE_PHASE_ONLY = Clause(
    id="entry-feature-phase-only",
    topic="entry-phase",
    plain=("Only the feature scoring of phase 3 (and a barn's field scoring); a message or any other scoring "
           "does not open the city."),
    summary="Only scorings of the feature-scoring phase (phase 3) and a barn's field scoring open the city; a message or other scoring does not.",
    authority=Authority.RULEBOOK,
    sources=(
        Citation(CKR_WIKI, _ENTRY, date="2017", quote=_EACH_TIME),
        Citation(CKR_WIKI, _ENTRY, footnote="2", date=UNDATED,
                 quote="… This condition excludes any scorings happening in other phases."),
        Citation(CKR_WIKI, _ENTRY, footnote="3", date=UNDATED,
                 quote="It is clear from the wording that only scoring caused by placement of a tile can trigger "
                       "placement of a meeple in Carcassonne. … would not trigger meeple placement. Interestingly, "
                       "though, the placement of a barn ( Exp. 5 - Abbey & Mayor) does trigger the ability to place a "
                       "meeple in the city of Carcassonne, only if you do not receive points, but somebody else does."),
        Citation(CKR_WIKI, "Other expansions, Q&A (barn)", date=UNDATED,
                 quote="If your barn placement or field connection triggers a field scoring in which you score no "
                       "points but another player else does, you may place a meeple in the city of Carcassonne. "
                       "Question: If I place a barn on a field on which another player has farmers, causing him/her to "
                       "score while I score nothing, can I move a meeple to the city of Carcassonne? Answer: Yes, "
                       "that's allowed. Only immediately scored points matter. It doesn't matter that the barn is "
                       "certain to score at the end of the game."),
    ),
    date="2017",
    constraints=lambda enc: enc.entry_phases("features"),
    module=M,
)

ENTRY_ANY_PHASE = Clause(
    id="entry-any-phase",
    topic="entry-phase",
    plain="Any scoring of the turn may open the city, whatever its phase.",
    summary="Z-Man text: any scoring of the turn may open the city, whatever its phase.",
    authority=Authority.RULEBOOK,
    sources=(
        Citation(CKR_WIKI, _ENTRY, footnote="2", date=UNDATED,
                 quote="The ZMG rules omit this reference to the phase where scoring happens. This condition excludes "
                       "any scorings happening in other phases."),
    ),
    date="2017",
    constraints=lambda enc: enc.entry_phases("any"),
    module=M,
)

ENTRY_ONCE_PER_TURN = Clause(
    id="entry-once-per-turn",
    topic="entry-limit",
    plain="One at most.",
    summary="At most one figure enters the City of Carcassonne a turn.",
    authority=Authority.RULEBOOK,
    sources=(
        Citation(CKR_WIKI, _ENTRY, date="2017",
                 quote="You may place a maximum of one meeple in the city of Carcassonne per turn."),
    ),
    date="2017",
    constraints=lambda enc: enc.grant("entry-once"),
    module=M,
)

ABBOT_CATHEDRAL_ONLY = Clause(
    id="abbot-cathedral-only",
    topic="abbot-district",
    plain="Only in the cathedral.",
    summary="An abbot enters the city only in the cathedral.",
    authority=Authority.RULEBOOK,
    sources=(
        Citation(CKR_WIKI, _ENTRY, date="2017",
                 quote="In the city of Carcassonne, your Abbot can only be placed in the cathedral."),
        Citation(CKR_WIKI, _ENTRY, footnote="6", date=UNDATED,
                 quote="The ZMG rules include this sentence not found in the rules by other publishers. However, this "
                       "information is hinted when explaining the interactions with other expansions on the last page "
                       "of the rulebook."),
        Citation(CKR_WIKI, "Other expansions", date="2017",
                 quote="Abbot, only in the cathedral (Base Game - The Abbot)"),
    ),
    date="2017",
    constraints=lambda enc: enc.grant("abbot-cathedral"),
    module=M,
)

ROBBING_GAIN_IGNORED = Clause(
    id="robbing-gain-ignored",
    topic="robbing-gain",
    plain=("No: only the features' points decide who may enter the city; a robber's points are not gained in "
           "the scoring."),
    summary="With The Robbers in play, points a robber takes are not points gained in the scoring: only the features' points decide who may enter the city.",
    authority=Authority.PROJECT_READING,
    sources=(Citation(CKR_WIKI, _ENTRY, date="2017", quote=_EACH_TIME + " … " + _ANY_OF_THEM),),
    date="2017",
    constraints=lambda enc: enc.robbing_gains(False),
    module=M,
)

ROBBING_GAIN_COUNTS = Clause(
    id="robbing-gain-counts",
    topic="robbing-gain",
    plain="Yes: points a robber takes during the scoring count as points its owner gained in it.",
    summary="With The Robbers in play, points a robber takes during the scoring count as points its owner gained in it.",
    authority=Authority.PROJECT_READING,
    sources=(
        Citation(CKR_WIKI, "Other expansions, Q&A (trade goods)", date=UNDATED,
                 quote="Question: If I complete a city with trade good but I score nothing, can I move a meeple to the "
                       "city of Carcassonne? Answer: Yes, that's allowed. Only immediately scored points matter."),
    ),
    date="2017",
    constraints=lambda enc: enc.robbing_gains(True),
    module=M,
)

# Footnote 8's last sentence (issue 29 j): a named reading, see
# spec/count_king_robber/interpretations.py (own-redeploy).
_FOOTNOTE_8_LAST = ("If a player uses a meeple which is already in the city of Carcassonne, then he or she profits "
                    "from the scoring, and as such may not move another meeple to the city of Carcassonne.")

ENTRY_PROFIT_IS_POINTS = Clause(
    id="entry-profit-is-points",
    topic="entry-own-redeploy",
    plain="No: what counts is points. If your redeployed figure won you nothing, you may still enter.",
    summary="Footnote 8's 'profits from the scoring' is the points test: an active player whose redeployed figure won nothing may still enter.",
    authority=Authority.PROJECT_READING,
    sources=(
        Citation(CKR_WIKI, _ENTRY, date="2017", quote=_EACH_TIME),
        Citation(CKR_WIKI, _MOVING, footnote="8", date=UNDATED, quote=_FOOTNOTE_8_LAST),
        Citation(CKR_WIKI, "Other expansions, Q&A (trade goods)", date=UNDATED,
                 quote="Answer: Yes, that’s allowed. Only immediately scored points matter."),
    ),
    date="2017",
    constraints=lambda enc: enc.own_redeploy_bars_entry(False),
    module=M,
)

ENTRY_BARRED_BY_OWN_REDEPLOY = Clause(
    id="entry-barred-by-own-redeploy",
    topic="entry-own-redeploy",
    plain="Yes: if you moved a figure of your own into the scoring, you may not enter after it, whatever you scored.",
    summary="Footnote 8 read literally: an active player who redeployed a figure in a scoring may not enter after it, whatever they scored.",
    authority=Authority.PROJECT_READING,
    sources=(
        Citation(CKR_WIKI, _MOVING, footnote="8", date=UNDATED, quote=_FOOTNOTE_8_LAST),
        Citation(CKR_WIKI, _MOVING, footnote="7", date=UNDATED,
                 quote="In general, unoccupied cities, roads, monasteries do not earn very many points, and so this "
                       "option in mostly useful for returning meeples from the city of Carcassonne to a player's "
                       "supply."),
    ),
    date="2017",
    constraints=lambda enc: enc.own_redeploy_bars_entry(True),
    module=M,
)

CLAUSES = (
    ENTRY_NOTHING_FROM_ANY,
    ENTRY_PER_FEATURE,
    ENTRY_FEATURE_PHASE_ONLY,
    ENTRY_ANY_PHASE,
    ENTRY_ONCE_PER_TURN,
    ABBOT_CATHEDRAL_ONLY,
    ROBBING_GAIN_IGNORED,
    ROBBING_GAIN_COUNTS,
    ENTRY_PROFIT_IS_POINTS,
    ENTRY_BARRED_BY_OWN_REDEPLOY,
)
