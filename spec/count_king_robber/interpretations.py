"""Questions the Count, King & Robber sources leave open, each a named reading."""

from spec._model import Interpretation

ROBBING_GAINS = Interpretation(
    key="robbing-gains",
    topic="robbing-gain",
    question="With The Robbers in play: do points a robber takes count as 'gaining points' when deciding who may enter the City of Carcassonne?",
    options={"features-only": "robbing-gain-ignored", "robbing-counts": "robbing-gain-counts"},
    default="features-only",
    why_default="The HiG text ties the condition to the features scored (\"you must not gain points for any of them\"), and The Robbers treat robbed points apart: they never trigger another robber.",
)

COUNT_VARIANT = Interpretation(
    key="count-variant",
    topic="count-move",
    question="Which of the official variants for moving the Count is played: none (free move), clockwise, or following the new figure?",
    options={"free": "count-moves-freely", "clockwise": "count-moves-clockwise", "follows-figure": "count-follows-new-figure"},
    default="free",
    why_default="The rulebook text moves the Count freely; the two variants (2005, footnote 13) are optional rules players agree on.",
)

ZMG_ENTRY = Interpretation(
    key="zmg-entry",
    topic="entry-condition",
    question="Z-Man text: with several features scored at once, does one feature that gives an opponent points and the active player none suffice to enter the city?",
    options={"per-feature": "entry-per-feature", "whole-scoring": "entry-nothing-from-any-feature"},
    default="per-feature",
    why_default="Footnote 5 records that the Z-Man text omits the restriction and that this allows entering the city while gaining points from another feature.",
)

FINAL_REDEPLOY = Interpretation(
    key="final-redeploy",
    topic="final-districts",
    question="1st edition: at the final scoring, must every figure that can be redeployed from the city be redeployed, or may a player keep some back?",
    options={"must": "district-figures-redeploy", "may": "district-figures-may-redeploy"},
    default="must",
    why_default="The ruling runs the redeployment \"until no player can redeploy any more\": it stops when no one can, not when no one wants to.",
)

OWN_REDEPLOY = Interpretation(
    key="own-redeploy",
    topic="entry-own-redeploy",
    question="Footnote 8: 'If a player uses a meeple which is already in the city of Carcassonne, then he or she profits from the scoring, and as such may not move another meeple to the city of Carcassonne.' Does moving a figure from the city onto a scored feature bar the active player's entry even when it wins them no points?",
    options={"points": "entry-profit-is-points", "redeploy-bars": "entry-barred-by-own-redeploy"},
    default="points",
    why_default="The rule itself ('if at least one of your opponents gains points and you gain none', in every edition) and both Q&As ('Only immediately scored points matter'; 'triggered scoring, received no points: conditions fulfilled') test points; footnote 8 is an editor's note that explains why a redeployment usually bars entry ('then he or she profits from the scoring, and as such'), which holds when the redeployed figure scores. Against it: the footnote's words name the use of the meeple, not the points, and footnote 7 counts getting meeples home as the main use of redeploying, a profit without points.",
)

INTERPRETATIONS = (ROBBING_GAINS, COUNT_VARIANT, ZMG_ENTRY, FINAL_REDEPLOY, OWN_REDEPLOY)
