"""Questions the sources leave open, each answered by a named reading."""

from spec._model import Interpretation

STEAL_BASE = Interpretation(
    key="steal-base",
    topic="steal-base",
    question="C3: is the stolen amount half of the player's whole turn, or half of what the marker on the robber's space moved?",
    options={"player-turn": "steal-base-player-turn", "marker-movement": "steal-base-movement"},
    default="marker-movement",
    why_default=("The rules page repeats the Messages ruling (5/2013): the robber \"can get points from either scoring "
                 "figure, but only from the one on the same space as the robber\", and the 3/2026 answer says nothing "
                 "was meant to change; the main text's \"half the points of what that player scored this turn\" "
                 "speaks of the base game, where a player has one score meeple and both readings agree."),
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

MESSAGE_POINTS = Interpretation(
    key="message-points",
    topic="counted-scorings",
    question="C2 and C3: do robbers ignore the points of messages, as the C3.1 turn sequence does?",
    options={"ignored": "ignore-message-scoring", "counted": "count-all-scorings"},
    default="ignored",
    why_default=("The rules page, which calls C2 and C3 \"almost identical\" to C3.1, gives the community's reading "
                 "\"Robbers ignore any points scored as extra actions after this point, such as message points\"; "
                 "messages are drawn after phase 3 in every edition. The 4/2026 answer names only the Big Box 8 "
                 "(C3.1) turn sequence, and the C2 and C3 texts as quoted say nothing of messages."),
)

BACKWARD_SPLIT = Interpretation(
    key="backward-split",
    topic="backward",
    question="C2, C3 and C3.1: when one of several markers on a robber's space moves backwards, may the robber's owner leave it with the others?",
    options={"owner-chooses": "backward-robber-follows", "follows": "backward-robber-must-follow"},
    default="owner-chooses",
    why_default=("The only text on several markers is the 1st edition's footnote 11 (3/2015: the owner \"can choose "
                 "to either move the Robber backwards with that counting follower or keep the Robber in the same place "
                 "with the other counting follower(s)\"), of the same month as the ruling the 3rd-edition page repeats "
                 "for one meeple; that page does not speak of several."),
)

INTERPRETATIONS = (STEAL_BASE, ARRIVAL_TRIGGER, C3_PLACEMENT, ROGUE_SPLIT, FINAL_SCORING, MESSAGE_POINTS, BACKWARD_SPLIT)
