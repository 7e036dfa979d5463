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
    default="yes",
    why_default=("The rule's sentence judges each forward move by where it starts: \"When a counting figure of another "
                 "player moves forward, if a robber stood on the space where that follower started, the owner of the "
                 "robber gets half of the points\". Footnote 7 (5/2013) limits a robber to \"the first allowable "
                 "event\", and a move that starts elsewhere is no event that robber may take; footnote 8 speaks of a "
                 "follower with \"a robber beside\" it when it scores, which an arriving marker was not. The other "
                 "side (no): footnote 8's \"only the first feature that is scored\" read as the marker's first "
                 "feature of the turn, wherever it started; it also leaves a robber beside no marker (issue 29 c)."),
)

C1_SCORINGS = Interpretation(
    key="c1-scorings",
    topic="counted-scorings",
    question="1st-edition page (HiG, RGG): before the 5/2013 ruling, do robbers react to every scoring or only to the scoring of features?",
    options={"every-forward-move": "count-all-scorings", "features-only": "count-feature-scoring-only"},
    default="every-forward-move",
    why_default=("The sentence names every forward move: \"When a counting figure of another player moves forward\"; "
                 "Devir's translation of the same HiG text says \"avance desde la casilla\" and excepts only robbed "
                 "points, and footnote 4 (5/2013, \"The Robber can receive points from The Wheel of Fortune or fairy "
                 "scoring\") reads as a clarification, not a change. The other side (features-only) rests only on the "
                 "heading \"Scoring a feature\" the rule stands under (issue 29 e)."),
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
    default="robbers-steal",
    why_default=("No sentence of those texts stops a robber at the final scoring, and theirs name every move: 000 "
                 "\"When a counting figure of another player moves forward\", Z-Man \"A robber must always steal the "
                 "next points that are scored\". Footnote 12's \"robbers remaining on the scoreboard at the end of the "
                 "game originally scored nothing\" speaks of the robbers' own points, the end bonus it is about, not of "
                 "theft. The other side (robbers-idle): the rule stands under \"Scoring a feature\", and footnote 6 "
                 "(12/2013) says the robber \"can still steal points\" when the last tile's features score, before "
                 "\"the actual final scoring begins\" (issue 29 f)."),
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

THEFT_TIMING = Interpretation(
    key="theft-timing",
    topic="window",
    question=("1st-edition texts (HiG, RGG, Devir): before the 5/2013 per-round ruling, does a robber steal at once "
              "when no choice among followers is open, or always at the end of the turn?"),
    options={"at-once": "resolve-at-once", "end-of-turn": "resolve-per-turn"},
    default="at-once",
    why_default=("The rule tells the theft, the thief's move and the return as parts of the one forward move: \"the "
                 "owner of the robber gets half of the points (rounded up) ... The owner of the robber moves his "
                 "counting figure the appropriate number of spaces on the scoreboard. The robber is then placed back "
                 "into the player's supply.\" (Devir: \"El propietario del ladrón avanza su ficha ... El ladrón se "
                 "devuelve a la reserva\"); \"A robber must always take the first allowable points awarded\" "
                 "forbids waiting. The only reason to wait is a choice: \"If a robber is on the same space as "
                 "several counting followers, and more than one of these followers scores points on the same "
                 "turn\", so a robber with another player's follower on its space waits until the end of the turn. "
                 "The other side (end-of-turn): that sentence and Example #3 (\"The Robber gets all of the "
                 "information ... before making the best decision\") read as a turn-long window for every robber "
                 "(issue 45). Footnote 7 (5/2013), restated by footnote 9 (10/2014), settles it: per scoring round."),
)

INTERPRETATIONS = (STEAL_BASE, ARRIVAL_TRIGGER, C1_SCORINGS, C3_PLACEMENT, ROGUE_SPLIT, FINAL_SCORING, MESSAGE_POINTS, BACKWARD_SPLIT,
                   THEFT_TIMING)
