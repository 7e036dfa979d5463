"""The rules reference's questions about Count, King & Robber, in the order
they are numbered (``K-<chapter>.<question>``): a number, once published, is
how a rule is cited, so new questions go at the end of a chapter, or in a new
chapter at the end (``tests/docs/test_rules_reference.py`` pins them).

Each question is about one topic of ``editions.py``; each edition's answer is
the ``plain`` words of the clause it has in force on that topic.
"""

from spec._model import Chapter, Question

PREFIX = "K"

CHAPTERS = (
    Chapter("Leaving the city", (
        Question("district-match", "Which district's figures may go to which feature?",
                 related=("redeploy", "shrine-feed"), examples=("ckr-example-turn",)),
        Question("shrine-feed", "May figures in the cathedral go to a shrine?",
                 related=("district-match", "challenge-win"), examples=("ckr-shrine-first",)),
        Question("redeploy", "Who may move figures out of the city when a feature is completed, and how many?",
                 related=("district-match", "count-block", "majority"), examples=("ckr-example-turn",)),
        Question("majority", "Who scores a feature that figures from the city have joined?",
                 related=("redeploy",), examples=("ckr-footnote-9-large",)),
        Question("completion-source", "Does a message's scoring complete a feature, so that figures may leave the city?",
                 related=("entry-phase", "redeploy"), examples=("ckr-message-completes-nothing-hig",)),
    )),
    Chapter("The Count", (
        Question("count-block", "What does the Count do?",
                 related=("count-move", "redeploy"), examples=("ckr-count-blocks",)),
        Question("count-move", "When, and where to, does the Count move?",
                 related=("count-block", "entry-condition"), examples=("ckr-footnote-13-free",)),
    )),
    Chapter("Entering the City of Carcassonne", (
        Question("entry-condition", "When may the active player put a figure into the City of Carcassonne?",
                 related=("entry-phase", "entry-own-redeploy", "count-move"),
                 examples=("ckr-heretic-qa", "ckr-footnote-5-hig")),
        Question("entry-phase", "Which scorings can open the city?",
                 related=("entry-condition", "completion-source"), examples=("ckr-footnote-2-message-hig",)),
        Question("entry-limit", "How many figures may enter the city in one turn?", related=("entry-condition",)),
        Question("abbot-district", "Where may an abbot enter the city?", related=("entry-condition",)),
        Question("entry-own-redeploy", "Does moving your own figure into the scoring stop you from entering the city?",
                 related=("entry-condition", "redeploy"), examples=("ckr-footnote-8-profit-points",)),
        Question("robbing-gain", "With The Robbers in play, do the points a robber takes count as points gained in the scoring?",
                 related=("entry-condition",), examples=("ckr-robbers-entry-features-only",)),
    )),
    Chapter("The King and the Robber Baron", (
        Question("king-claim", "Who takes the King?",
                 related=("king-bonus", "baron-claim"), examples=("ckr-king-first-city",)),
        Question("baron-claim", "Who takes the Robber Baron?",
                 related=("king-claim", "baron-bonus"), examples=("ckr-robber-baron",)),
        Question("king-bonus", "What is the King worth at the end?",
                 related=("king-claim", "king-bonus-carcassonne"), examples=("ckr-final-king",)),
        Question("king-bonus-carcassonne", "Does the City of Carcassonne count for the King's bonus?",
                 related=("king-bonus", "field-carcassonne"), examples=("ckr-final-king",)),
        Question("baron-bonus", "What is the Robber Baron worth at the end?", related=("baron-claim", "king-bonus")),
    )),
    Chapter("Monasteries, shrines and challenges", (
        Question("monastic-points", "What is a completed monastery or shrine worth?",
                 related=("challenge-win",), examples=("ckr-heretic-qa",)),
        Question("challenge-win", "A monk and a heretic challenge each other: who scores?",
                 related=("challenge-tie", "challenge-final", "shrine-feed"), examples=("ckr-shrine-first",)),
        Question("challenge-tie", "Both sides of a challenge are completed at once: who scores?",
                 related=("challenge-win",), examples=("ckr-challenge-together-hig",)),
        Question("challenge-final", "What happens to a challenge still open at the end?",
                 related=("challenge-win",)),
    )),
    Chapter("The final scoring", (
        Question("final-districts", "What do the figures left in the city do at the final scoring?",
                 related=("count-block", "field-carcassonne"),
                 examples=("ckr-market-at-end-new", "ckr-market-at-end-c1")),
        Question("field-carcassonne", "Does a field bordering the City of Carcassonne count it as a city?",
                 related=("king-bonus-carcassonne", "final-districts"), examples=("ckr-final-king",)),
    )),
)
