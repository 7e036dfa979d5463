"""Questions the sources leave open, each answered by a named reading."""

from spec._model import Interpretation

STEAL_BASE = Interpretation(
    key="steal-base",
    topic="steal-base",
    question="C3: is the stolen amount half of the player's whole turn, or half of what the marker on the robber's space moved?",
    options={"player-turn": "steal-base-player-turn", "marker-movement": "steal-base-movement"},
    default="player-turn",
    why_default="The C3 text says a robber scores half \"of what that player scored this turn\", naming the player, not the marker.",
)

ARRIVAL_TRIGGER = Interpretation(
    key="arrival-trigger",
    topic="which-movement",
    question="C1: does a marker that arrives on a robber's space during a round and then moves on trigger that robber?",
    options={"no": "first-movement-only", "yes": "first-departure-from-space"},
    default="no",
    why_default="Footnote 8 (5/2013, 11/2014) gives the robber \"only the first feature that is scored\" of a marker; a marker's later moves are never robbed in the examples.",
)

C3_PLACEMENT = Interpretation(
    key="c3-placement",
    topic="placement-others",
    question="C3: is placing a robber from supply optional for each player?",
    options={"mandatory": "every-player-places", "optional": "every-player-may-place"},
    default="mandatory",
    why_default="The C3 text says each player \"places\" their robber, while moving a robber already out is worded \"may choose to move\".",
)

ROGUE_SPLIT = Interpretation(
    key="rogue-split",
    topic="rogue-split",
    question="When two markers on a robber's space both move by rogue points, which one does the robber follow?",
    options={"owner-chooses": "rogue-split-owner-chooses", "turn-order": "rogue-split-turn-order"},
    default="owner-chooses",
    why_default="Wherever the rules let a robber pick between markers (footnotes 8 and 11), the robber's owner chooses.",
)

FINAL_SCORING = Interpretation(
    key="final-scoring",
    topic="final-scoring",
    question="In editions without the end bonus, does a robber steal during the final scoring?",
    options={"robbers-idle": "final-scoring-robbers-idle", "robbers-steal": None},
    default="robbers-idle",
    why_default="Footnote 12 (12/2013) records that robbers left on the track at the end of the game \"originally scored nothing\".",
)

INTERPRETATIONS = (STEAL_BASE, ARRIVAL_TRIGGER, C3_PLACEMENT, ROGUE_SPLIT, FINAL_SCORING)
