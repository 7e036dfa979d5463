"""How much a triggered robber takes, from whom, and what happens to it."""

from spec._model import Authority, Citation, Clause
from spec.robbers.sources import C1_WIKI, C3_WIKI, DEVIR_2012, ZMG_BB4

STEAL_BASE_MOVEMENT = Clause(
    id="steal-base-movement",
    topic="steal-base",
    summary="The points a robber halves are those of the triggering movement of the marker on its space.",
    authority=Authority.RULEBOOK,
    sources=(
        Citation(C1_WIKI, "Rules > Scoring a feature > \"Robber\" Points", date="2012"),
        Citation(ZMG_BB4, "Using robbers, Reminder", date="2013"),
    ),
    date="2012",
    constraints=lambda enc: enc.set_steal_base("movement"),
)

STEAL_BASE_PLAYER_TURN = Clause(
    id="steal-base-player-turn",
    topic="steal-base",
    summary="The points a robber halves are all the triggering player scored this turn, with any of their markers.",
    authority=Authority.RULEBOOK,
    sources=(
        Citation(C3_WIKI, "Gameplay > 3. Scoring a feature > \"Stealing\" points", date="2017",
                 quote="half the points of what that player scored this turn"),
    ),
    date="2017",
    constraints=lambda enc: enc.set_steal_base("player-turn"),
)


def _half(enc):
    enc.on_steal(lambda s: s.set_amount(enc.if_then(s.base > 0, (s.base + 1) / 2, 0)))


STEAL_HALF_ROUNDED_UP = Clause(
    id="steal-half-rounded-up",
    topic="steal-amount",
    summary="A robber's owner scores half of the base points, rounded up.",
    authority=Authority.RULEBOOK,
    sources=(
        Citation(C1_WIKI, "Rules > Scoring a feature > \"Robber\" Points", date="2012"),
        Citation(DEVIR_2012, "«Robar» puntos", date="2012"),
        Citation(ZMG_BB4, "\"Robbing\" points", date="2013"),
        Citation(C3_WIKI, "Gameplay > 3. Scoring a feature, Examples 2 and 3", date="2017"),
    ),
    date="2012",
    constraints=_half,
)

VICTIM_KEEPS_POINTS = Clause(
    id="victim-keeps-points",
    topic="victim",
    summary="The robbed player still scores all of their points.",
    authority=Authority.RULEBOOK,
    sources=(
        Citation(C1_WIKI, "Rules > Scoring a feature > \"Robber\" Points", date="2012"),
        Citation(DEVIR_2012, "«Robar» puntos", date="2012"),
        Citation(ZMG_BB4, "\"Robbing\" points", date="2013"),
        Citation(C3_WIKI, "Gameplay > 3. Scoring a feature", date="2017"),
    ),
    date="2012",
    constraints=lambda enc: enc.on_steal(lambda s: s.set_victim_loss(0)),
)


def _must_take(enc):
    enc.on_resolution(lambda r: r.require(enc.implies(enc.any_of(r.fired), enc.any_of(r.takes))))


MUST_TAKE_FIRST_POINTS = Clause(
    id="must-take-first-points",
    topic="must-take",
    summary="A triggered robber steals at once; it may not wait for a bigger score. Several robbers on the space all steal.",
    authority=Authority.RULEBOOK,
    sources=(
        Citation(C1_WIKI, "Rules > Other rules", date="2012"),
        Citation(C1_WIKI, "Rules > Other rules", footnote="7", date="2013-05"),
        Citation(DEVIR_2012, "Reglas adicionales", date="2012"),
        Citation(ZMG_BB4, "Additional rules", date="2013"),
        Citation(C3_WIKI, "Gameplay > 3. Scoring a feature, Example 3", date="2017"),
    ),
    date="2012",
    constraints=_must_take,
)


def _chooses(enc):
    enc.on_resolution(lambda r: r.require(enc.at_most_one(r.takes)))


ROBBER_CHOOSES_AMONG_MARKERS = Clause(
    id="robber-chooses-among-markers",
    topic="robber-choice",
    summary="A robber triggered by several markers steals from exactly one of them, chosen by its owner.",
    authority=Authority.RULEBOOK,
    sources=(
        Citation(C1_WIKI, "Rules > Other rules", date="2012"),
        Citation(C1_WIKI, "Rules > Other rules", footnote="8", date="2013-05; 2014-11"),
        Citation(DEVIR_2012, "Reglas adicionales", date="2012"),
        Citation(ZMG_BB4, "Additional rules", date="2013"),
        Citation(C3_WIKI, "Gameplay > 3. Scoring a feature", footnote="3", date="2017"),
    ),
    date="2012",
    constraints=_chooses,
)

THIEF_CHOOSES_MARKER = Clause(
    id="thief-chooses-marker",
    topic="thief-marker",
    summary="A player who gains points from a robber (or its end bonus) moves the marker of their choice, meeple or courier.",
    authority=Authority.RULEBOOK_EXAMPLE,
    sources=(Citation(C1_WIKI, "Detailed Examples, Example #4", date="2013-05",
                      quote="can receive a message"),),
    date="2012",
    constraints=lambda enc: enc.grant("thief-marker-choice"),
)

THIEF_ROBBER_RETURNS = Clause(
    id="thief-robber-returns",
    topic="robber-returns",
    summary="A robber that has stolen goes back to its owner's supply.",
    authority=Authority.RULEBOOK,
    sources=(
        Citation(C1_WIKI, "Rules > Scoring a feature > \"Robber\" Points", date="2012"),
        Citation(DEVIR_2012, "«Robar» puntos", date="2012"),
        Citation(ZMG_BB4, "\"Robbing\" points", date="2013"),
        Citation(C3_WIKI, "Gameplay > 3. Scoring a feature", date="2017"),
    ),
    date="2012",
    constraints=lambda enc: enc.grant("robber-returns"),
)

SCORER_CHOOSES_MARKER = Clause(
    id="scorer-chooses-marker",
    topic="scorer-marker",
    summary="A player with a courier chooses, feature by feature, whether the meeple or the courier takes the points.",
    authority=Authority.RULEBOOK_EXAMPLE,
    sources=(
        Citation(C1_WIKI, "Detailed Examples, Examples #1-#3", date="2013"),
        Citation(C1_WIKI, "Rules > Placing a tile > Placing a Robber", footnote="2", date="2013-05"),
        Citation(C3_WIKI, "Other expansions > Mini #2 - The Messages", date="2013-05"),
    ),
    date="2013",
    constraints=lambda enc: enc.grant("scorer-marker-choice"),
)

SCORER_CHOOSES_ORDER = Clause(
    id="scorer-chooses-order",
    topic="scorer-order",
    summary="A player who scores several features at once chooses the order in which their points are moved.",
    authority=Authority.RULEBOOK_EXAMPLE,
    sources=(
        Citation(C1_WIKI, "Detailed Examples, Example #1", date="2013"),
        Citation(C1_WIKI, "Rules > Other rules", footnote="8", date="2013-05; 2014-11"),
    ),
    date="2013",
    constraints=lambda enc: enc.grant("scorer-order"),
)

CLAUSES = (
    STEAL_BASE_MOVEMENT,
    STEAL_BASE_PLAYER_TURN,
    STEAL_HALF_ROUNDED_UP,
    VICTIM_KEEPS_POINTS,
    MUST_TAKE_FIRST_POINTS,
    ROBBER_CHOOSES_AMONG_MARKERS,
    THIEF_CHOOSES_MARKER,
    THIEF_ROBBER_RETURNS,
    SCORER_CHOOSES_MARKER,
    SCORER_CHOOSES_ORDER,
)
