"""Which rules does a group play? ``rulespec identify`` and the docs page
"Which rules do you play?" ask a few questions, each a turn from the
contradiction catalogue's topic witnesses, and narrow the candidate rule
sets (every edition, with every combination of its readings and every dated
state) down to the one the answers fit.

``table``: the questions and each candidate's legal outcomes on them, built
once per catalogue by the reference simulator and committed
(``questions.json``); ``choosing``: the answers scored with
``checker.fitting``, the next question (the largest expected information
gain) and the verdict, with no rule logic.
"""
