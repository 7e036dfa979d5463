"""Rogue points (points gained by robbing) and markers that move backwards."""

from spec._model import Authority, Citation, Clause
from spec.robbers.sources import C1_WIKI, C3_WIKI, DEVIR_2012, ZMG_BB4

ROGUE_POINTS_NO_TRIGGER = Clause(
    id="rogue-points-no-trigger",
    topic="rogue-trigger",
    summary="Points gained by robbing never trigger a robber (\"honor among thieves\").",
    authority=Authority.RULEBOOK,
    sources=(
        Citation(C1_WIKI, "Rules > Other rules > Rogue points", date="2012"),
        Citation(DEVIR_2012, "Reglas adicionales", date="2012"),
        Citation(ZMG_BB4, "Additional rules", date="2013"),
        Citation(C3_WIKI, "Gameplay > 3. Scoring a feature", footnote="2", date="2017"),
    ),
    date="2012",
    constraints=lambda enc: enc.grant("rogue-no-trigger"),
)

ROGUE_ROBBER_FOLLOWS = Clause(
    id="rogue-robber-follows",
    topic="rogue-follow",
    summary="A robber beside a marker that moves by rogue points moves along with it, even if other markers stay behind.",
    authority=Authority.RULEBOOK,
    sources=(
        Citation(C1_WIKI, "Rules > Other rules > Rogue points", footnote="10", date="2012; 2014-05"),
        Citation(DEVIR_2012, "Reglas adicionales, and the pictured example", date="2012"),
        Citation(ZMG_BB4, "Additional rules, and the pictured example", date="2013"),
        Citation(C3_WIKI, "Gameplay > 3. Scoring a feature, Example 2", footnote="3", date="2017; 2014-05"),
    ),
    date="2012",
    constraints=lambda enc: enc.grant("rogue-follow"),
)

ROGUE_SPLIT_OWNER_CHOOSES = Clause(
    id="rogue-split-owner-chooses",
    topic="rogue-split",
    summary="When two markers on a robber's space both move by rogue points, the robber's owner picks which one it follows.",
    authority=Authority.PROJECT_READING,
    sources=(Citation(C1_WIKI, "Rules > Other rules", footnote="11", date="2015-03"),),
    date="2012",
    constraints=lambda enc: enc.set_rogue_split("owner-chooses"),
)

ROGUE_SPLIT_TURN_ORDER = Clause(
    id="rogue-split-turn-order",
    topic="rogue-split",
    summary="When two markers on a robber's space both move by rogue points, it follows the one whose owner comes first in turn order from the active player.",
    authority=Authority.PROJECT_READING,
    sources=(Citation(C1_WIKI, "Rules > Other rules > Rogue points", date="2012"),),
    date="2012",
    constraints=lambda enc: enc.set_rogue_split("turn-order"),
)

BACKWARD_ROBBER_FOLLOWS = Clause(
    id="backward-robber-follows",
    topic="backward",
    summary="A robber beside a marker that moves backwards moves back with it and its owner loses nothing; with other markers still there, the owner may leave it.",
    authority=Authority.OFFICIAL_CLARIFICATION,
    sources=(
        Citation(C1_WIKI, "Rules > Scoring a feature", footnote="5", date="2015-03"),
        Citation(C1_WIKI, "Rules > Other rules", footnote="11", date="2015-03"),
        Citation(C3_WIKI, "Other expansions > General comments", date="2015-03; updated 2026-03"),
    ),
    date="2015-03",
    constraints=lambda enc: enc.grant("backward-follow"),
)

CLAUSES = (
    ROGUE_POINTS_NO_TRIGGER,
    ROGUE_ROBBER_FOLLOWS,
    ROGUE_SPLIT_OWNER_CHOOSES,
    ROGUE_SPLIT_TURN_ORDER,
    BACKWARD_ROBBER_FOLLOWS,
)
