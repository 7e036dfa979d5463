"""The rules reference's questions about The Robbers, in the order they are
numbered (``R-<chapter>.<question>``): a number, once published, is how a
rule is cited, so new questions go at the end of a chapter, or in a new
chapter at the end (``tests/docs/test_rules_reference.py`` pins them).

Each question is about one topic of ``editions.py``; each edition's answer is
the ``plain`` words of the clause it has in force on that topic, or
``silent`` where it has none.
"""

from spec._model import Chapter, Question

PREFIX = "R"

CHAPTERS = (
    Chapter("Placing a robber", (
        Question("placement-active", "May the player who drew a bag tile place their robber?",
                 silent=("There is no separate rule for the active player: every player, the active one first, "
                         "places a robber (see who else may place one)."),
                 related=("placement-others", "placement-move"), examples=("devir-placement",)),
        Question("placement-move", "May the active player move a robber that is already on the track?",
                 related=("placement-active", "placement-target"), examples=("c3-example-1-placement",)),
        Question("placement-others", "Who else may place a robber, and must they?",
                 related=("placement-active",), examples=("zmg-placement",)),
        Question("placement-target", "Where may a robber be placed?",
                 related=("self-robbery", "placement-move"), examples=("fairy-then-placed-behind-c3",)),
    )),
    Chapter("When a robber is triggered", (
        Question("trigger", "When is a robber triggered?",
                 related=("which-movement", "movement", "counted-scorings"), examples=("c3-qa-14-to-26-c1",)),
        Question("courier", "Does a courier trigger a robber as a meeple does?",
                 related=("scorer-marker", "thief-marker"), examples=("c1-example-1",)),
        Question("self-robbery", "Can a robber steal from its own owner?", related=("placement-target",)),
        Question("movement", "What counts as one movement of a marker?",
                 related=("which-movement", "steal-base"), examples=("c3-qa-14-to-26",)),
        Question("which-movement", "Which movement does a robber react to?",
                 silent=("There is no separate rule: a marker makes one movement a turn, judged from the space "
                         "where it started."),
                 related=("movement", "trigger", "window"), examples=("arrival-then-departure",)),
        Question("counted-scorings", "Which scorings trigger a robber?",
                 related=("trigger", "rogue-trigger"), examples=("lone-fairy-point",)),
        Question("window", "How long may a robber wait before it steals?",
                 related=("must-take", "spent", "which-movement"),
                 examples=("fairy-or-later-feature", "theft-timing-fairy-then-city-end-of-turn")),
    )),
    Chapter("What a robber takes", (
        Question("steal-base", "Half of which points does a robber take?",
                 related=("steal-amount", "movement"), examples=("c1-example-1-c3",)),
        Question("steal-amount", "How much does a robber take?",
                 related=("steal-base", "victim"), examples=("zmg-rogue-follow",)),
        Question("victim", "Does the robbed player lose the stolen points?",
                 related=("steal-amount",), examples=("devir-two-robbers",)),
        Question("must-take", "Must a triggered robber steal, or may it wait for a bigger score?",
                 related=("spent", "window"), examples=("two-robbers-leave-twice",)),
        Question("robber-choice", "Several markers trigger one robber: which one does it rob?",
                 related=("scorer-marker", "must-take"), examples=("c1-example-2",)),
        Question("spent", "May a triggered robber be moved away?",
                 related=("must-take", "window", "placement-move"),
                 examples=("spent-robber-double-turn-c1", "spent-robber-double-turn-c3")),
        Question("thief-marker", "Which of the thief's markers moves by the stolen points?",
                 related=("courier", "rogue-follow"), examples=("c3-example-2",)),
        Question("robber-returns", "What happens to a robber after it has stolen?",
                 related=("spent",), examples=("c3-example-3",)),
        Question("scorer-marker", "Does the scoring player choose which marker, meeple or courier, takes the points?",
                 related=("courier", "robber-choice"), examples=("c1-example-3",)),
        Question("scorer-order", "May the scoring player choose the order in which several features' points move?",
                 silent=("The text says nothing: a marker makes one movement a turn, so the order of the features "
                         "does not change what a robber takes."),
                 related=("movement", "which-movement"), examples=("drag-then-second-feature",)),
    )),
    Chapter("Rogue points", (
        Question("rogue-trigger", "Do stolen points trigger robbers?",
                 related=("counted-scorings", "rogue-follow"), examples=("devir-rogue-follow",)),
        Question("rogue-follow", "What happens to a robber whose marker moves on by stolen points?",
                 related=("rogue-trigger", "rogue-split"), examples=("zmg-rogue-follow",)),
        Question("rogue-split", "Two markers leave a robber's space by stolen points: which one does it follow?",
                 related=("rogue-follow", "backward")),
    )),
    Chapter("Moving backwards", (
        Question("backward", "What happens to a robber when the marker beside it moves backwards?",
                 related=("rogue-split", "which-movement"), examples=("back-then-forward", "c3-backward-split")),
    )),
    Chapter("The end of the game", (
        Question("game-end", "Do robbers still on the track score at the end of the game?",
                 silent="No: this text has no end bonus; robbers left on the track score nothing.",
                 related=("final-scoring",), examples=("final-scoring-theft-bonus",)),
        Question("final-scoring", "Do robbers steal from the final scoring?",
                 silent=("Nothing stops them: a robber still on the track steals from the final scoring as from any "
                         "other (where the end bonus applies, the robbers have left the track by then)."),
                 related=("game-end",), examples=("final-scoring-theft",)),
    )),
)
