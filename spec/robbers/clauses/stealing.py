"""How much a triggered robber takes, from whom, and what happens to it."""

from spec._model import UNDATED, Authority, Citation, Clause
from spec.robbers.sources import C1_WIKI, C3_WIKI, DEVIR_2012, ZMG_BB4

_C1_POINTS = "Rules > Scoring a feature > \"Robber\" Points"
_C1_OTHER = "Rules > Other rules"
_C3_STEALING = "Gameplay > 3. Scoring a feature > \"Stealing\" points"
_C1_HALF = ("When a counting figure of another player moves forward, if a robber stood on the space where that "
            "follower started, the owner of the robber gets half of the points (rounded up).")
_DEVIR_HALF = ("«Robar» puntos: Cuando la ficha de puntuación de otro jugador avance desde la casilla en la que esté "
               "un ladrón, el propietario del ladrón recibe la mitad de los puntos (redondeando hacia arriba).")
_ZMG_HALF = ("\"Robbing\" points: If one or more robbers are on the same space as a marker that is scoring points, "
             "the owner of the robbers scores half of these points (rounded up), which he adds to his score by "
             "moving his own marker on the scoreboard.")
_C3_HALF = ("Then, if your robber was triggered, you immediately score half the points of what that player scored "
            "this turn (rounded up).")
_C1_CHOOSES = ("If a robber is on the same space as several counting followers, and more than one of these followers "
               "scores points on the same turn, the owner of the robber can choose which counting follower's points "
               "to gets half of.")

STEAL_BASE_MOVEMENT = Clause(
    id="steal-base-movement",
    topic="steal-base",
    plain="Half of the points that moved the marker beside it: the triggering movement's points.",
    summary="The points a robber halves are those of the triggering movement of the marker on its space.",
    authority=Authority.RULEBOOK,
    sources=(
        Citation(C1_WIKI, _C1_POINTS, date="2012", quote=_C1_HALF),
        Citation(C1_WIKI, _C1_OTHER, footnote="8", date="2013-05; 2014-11",
                 quote="If there is a robber beside that follower, the owner of the robber would thus receive half "
                       "the points of only the first feature that is scored."),
        Citation(ZMG_BB4, "Using robbers, Reminder", date=UNDATED,
                 quote="Reminder: Each feature is scored individually and the robber \"robs\" the points for one "
                       "feature, not for all the points scored during a turn."),
        Citation(C3_WIKI, "Other expansions > Mini #2 - The Messages", date="2013-05",
                 quote="The robber can be placed beside either a standard score meeple or a courier. Thus, the robber "
                       "can get points from either scoring figure, but only from the one on the same space as the "
                       "robber. (5/2013)"),
    ),
    date="2012",
    constraints=lambda enc: enc.set_steal_base("movement"),
)

STEAL_BASE_PLAYER_TURN = Clause(
    id="steal-base-player-turn",
    topic="steal-base",
    plain="Half of everything the triggering player scored this turn, with any of their markers.",
    summary="The points a robber halves are all the triggering player scored this turn, with any of their markers.",
    authority=Authority.RULEBOOK,
    sources=(Citation(C3_WIKI, _C3_STEALING, date="2025", quote=_C3_HALF),),
    date="2017",
    constraints=lambda enc: enc.set_steal_base("player-turn"),
)


def _half(enc):
    enc.on_steal(lambda s: s.set_amount(enc.if_then(s.base > 0, (s.base + 1) / 2, 0)))


STEAL_HALF_ROUNDED_UP = Clause(
    id="steal-half-rounded-up",
    topic="steal-amount",
    plain="Half of those points, rounded up: 5 points give 3.",
    summary="A robber's owner scores half of the base points, rounded up.",
    authority=Authority.RULEBOOK,
    sources=(
        Citation(C1_WIKI, _C1_POINTS, date="2012", quote=_C1_HALF),
        Citation(DEVIR_2012, "«Robar» puntos", date="2012", quote=_DEVIR_HALF),
        Citation(ZMG_BB4, "\"Robbing\" points", date=UNDATED, quote=_ZMG_HALF),
        Citation(C3_WIKI, _C3_STEALING, date="2025", quote=_C3_HALF),
        Citation(C3_WIKI, f"{_C3_STEALING}, Examples 2 and 3", date="2025",
                 quote="Example 2: You score 5 points, and the blue robber steals 3 from you. … Example 3: Blue "
                       "receives 4 points, and you and green both steal 2 points."),
    ),
    date="2012",
    constraints=_half,
)

VICTIM_KEEPS_POINTS = Clause(
    id="victim-keeps-points",
    topic="victim",
    plain="No: the robbed player still scores all of their points; the robber's points are extra.",
    summary="The robbed player still scores all of their points.",
    authority=Authority.RULEBOOK,
    sources=(
        Citation(C1_WIKI, _C1_POINTS, date="2012", quote="The player moving his counting figure gets all of his points."),
        Citation(DEVIR_2012, "«Robar» puntos", date="2012", quote="El otro jugador recibe la totalidad de sus puntos."),
        Citation(ZMG_BB4, "\"Robbing\" points", date=UNDATED,
                 quote="The owner of the \"robbed\" marker scores all the points, as usual."),
        Citation(C3_WIKI, _C3_STEALING, date="2025", quote="First, the player scores all their points for this turn as usual."),
    ),
    date="2012",
    constraints=lambda enc: enc.on_steal(lambda s: s.set_victim_loss(0)),
)


def _must_take(enc):
    enc.on_resolution(lambda r: r.require(enc.implies(enc.any_of(r.fired), enc.any_of(r.takes))))


MUST_TAKE_FIRST_POINTS = Clause(
    id="must-take-first-points",
    topic="must-take",
    plain=("It must steal at once, from the first points it can take; it may not wait for a bigger score. "
           "Several robbers on the space all steal."),
    summary="A triggered robber steals at once; it may not wait for a bigger score. Several robbers on the space all steal.",
    authority=Authority.RULEBOOK,
    sources=(
        Citation(C1_WIKI, _C1_OTHER, date="2012",
                 quote="A robber must always take the first allowable points awarded (i.e. other than \"rogue "
                       "points\"). He may not wait for a possible larger score later. … If more than one robber are "
                       "in a space with a follower that scores, all robbers get half of the follower's points."),
        Citation(C1_WIKI, _C1_OTHER, footnote="7", date="2013-05",
                 quote="The Robber must take points only from the first allowable event – single feature points, "
                       "fairy point, catapult points, Wheel of Fortune points, etc. (5/2013)"),
        Citation(DEVIR_2012, "Reglas adicionales", date="2012",
                 quote="Un ladrón siempre debe robar puntos cuando tenga la oportunidad (excepto en el caso anterior "
                       "de «puntos de ladrón»). No puede decidir esperar a la posibilidad de recibir más puntos en una "
                       "puntuación posterior. … Si hay varios ladrones en una casilla cuando una ficha puntúa, todos "
                       "los ladrones reciben la mitad de los puntos."),
        Citation(ZMG_BB4, "Additional rules", date=UNDATED,
                 quote="A robber must always steal the next points that are scored (with the exception of "
                       "\"robbed\" points). A player may not wait for a scored feature that may be worth more points. "
                       "… 1f more than one robber are on the space of a marker that is scoring points, all of them "
                       "score half the points."),
        Citation(C3_WIKI, _C3_STEALING, date="2025",
                 quote="When a player were to score points and move their score meeple accordingly, all the robbers "
                       "on the space with that score meeple are triggered. … " + _C3_HALF),
        Citation(C3_WIKI, f"{_C3_STEALING}, Example 3", date="2025",
                 quote="Example 3: Blue receives 4 points, and you and green both steal 2 points."),
    ),
    date="2012",
    constraints=_must_take,
)


def _chooses(enc):
    enc.on_resolution(lambda r: r.require(enc.at_most_one(r.takes)))


ROBBER_CHOOSES_AMONG_MARKERS = Clause(
    id="robber-chooses-among-markers",
    topic="robber-choice",
    plain="From one of them only, chosen by the robber's owner.",
    summary="A robber triggered by several markers steals from exactly one of them, chosen by its owner.",
    authority=Authority.RULEBOOK,
    sources=(
        Citation(C1_WIKI, _C1_OTHER, date="2012", quote=_C1_CHOOSES),
        Citation(C1_WIKI, _C1_OTHER, footnote="8", date="2013-05; 2014-11",
                 quote="Of course, if multiple followers on the same space receive points, the Robber's owner can "
                       "still choose which follower to steal points from. (5/2013, 11/2014)"),
        Citation(DEVIR_2012, "Reglas adicionales", date="2012",
                 quote="Si hay varias fichas de puntuación en una casilla con un ladrón y en ese turno varias de "
                       "estas fichas reciben puntos, el ladrón puede elegir de cuál de ellas recibe la mitad de los "
                       "puntos."),
        Citation(ZMG_BB4, "Additional rules", date=UNDATED,
                 quote="If a robber is on a space occupied by more than one marker and more than one of them is "
                       "scoring points, the robber chooses from which player he is \"robbing\" half the points."),
        Citation(C3_WIKI, _C3_STEALING, date="2025",
                 quote="If multiple score meeples were to trigger your robber at the same time, you must choose one "
                       "of them."),
    ),
    date="2012",
    constraints=_chooses,
)

THIEF_CHOOSES_MARKER = Clause(
    id="thief-chooses-marker",
    topic="thief-marker",
    plain=("The player who gains the points moves the marker of their choice, meeple or courier (the same for "
           "the 3-point end bonus)."),
    summary="A player who gains points from a robber (or its end bonus) moves the marker of their choice, meeple or courier.",
    authority=Authority.OFFICIAL_CLARIFICATION,
    sources=(
        Citation(C3_WIKI, "Other expansions > Mini #2 - The Messages", date=UNDATED,
                 quote="If you are the active player, and either your courier or your standard score meeple lands on "
                       "a dark space as a result of your robber stealing points from another player, draw a message "
                       "tile."),
        Citation(C1_WIKI, "Detailed Examples > Example #4", date=UNDATED,
                 quote="The BLUE Robber decided to rob half of the points from the Woman Follower (2 points), and the "
                       "YELLOW Robber decided to rob the Normal Follower (1 point). Why choose to take fewer points? "
                       "If YELLOW is the active player and can receive a message, this makes more sense."),
    ),
    date="2012",
    constraints=lambda enc: enc.grant("thief-marker-choice"),
)

THIEF_ROBBER_RETURNS = Clause(
    id="thief-robber-returns",
    topic="robber-returns",
    plain="It goes back to its owner's supply.",
    summary="A robber that has stolen goes back to its owner's supply.",
    authority=Authority.RULEBOOK,
    sources=(
        Citation(C1_WIKI, _C1_POINTS, date="2012",
                 quote="The owner of the robber moves his counting figure the appropriate number of spaces on the "
                       "scoreboard. The robber is then placed back into the player's supply."),
        Citation(DEVIR_2012, "«Robar» puntos", date="2012",
                 quote="El propietario del ladrón avanza su ficha de puntuación en el marcador de puntuación tantas "
                       "casillas como puntos robados. El ladrón se devuelve a la reserva del jugador."),
        Citation(ZMG_BB4, "\"Robbing\" points", date=UNDATED,
                 quote="Then, the player returns his robber back in front of himself."),
        Citation(C3_WIKI, _C3_STEALING, date="2025",
                 quote="Track these points by moving your own score meeple on the scoreboard as usual. Then, return "
                       "your triggered robber to your supply."),
    ),
    date="2012",
    constraints=lambda enc: enc.grant("robber-returns"),
)


def _triggered_robber_stays(enc):
    enc.on_placement(lambda pl: [pl.require_stay(p, pl.triggered[p]) for p in pl.players])


TRIGGERED_ROBBER_STAYS = Clause(
    id="triggered-robber-stays",
    topic="spent",
    plain=("No: once triggered, the robber has its theft. Its owner may not move it on to wait for a bigger "
           "score, nor away to call the theft off."),
    summary="A robber triggered in the open window has its theft: its owner may not move it on to a later, larger score or away to cancel the theft.",
    authority=Authority.RULEBOOK,
    sources=(
        Citation(C1_WIKI, _C1_OTHER, date="2012",
                 quote="A robber must always take the first allowable points awarded (i.e. other than \"rogue "
                       "points\"). He may not wait for a possible larger score later."),
        Citation(DEVIR_2012, "Reglas adicionales", date="2012",
                 quote="Un ladrón siempre debe robar puntos cuando tenga la oportunidad (excepto en el caso anterior "
                       "de «puntos de ladrón»). No puede decidir esperar a la posibilidad de recibir más puntos en una "
                       "puntuación posterior."),
        Citation(ZMG_BB4, "Additional rules", date=UNDATED,
                 quote="A player may not wait for a scored feature that may be worth more points."),
        Citation(C3_WIKI, _C3_STEALING, date="2025",
                 quote="When a player were to score points and move their score meeple accordingly, all the robbers "
                       "on the space with that score meeple are triggered."),
        Citation(C3_WIKI, _C3_STEALING, date="2025", quote=_C3_HALF),
    ),
    date="2012",
    constraints=_triggered_robber_stays,
)

SCORER_CHOOSES_MARKER = Clause(
    id="scorer-chooses-marker",
    topic="scorer-marker",
    plain=("Yes: feature by feature, a player with a courier chooses whether the meeple or the courier moves "
           "the points."),
    summary="A player with a courier chooses, feature by feature, whether the meeple or the courier takes the points.",
    authority=Authority.RULEBOOK_EXAMPLE,
    sources=(
        Citation(C1_WIKI, "Detailed Examples > Example #1", date=UNDATED,
                 quote="RED decides which of his/her scoring figures moves on the scoring board."),
        Citation(C1_WIKI, "Detailed Examples > Example #2", date=UNDATED,
                 quote="GREEN and RED can choose which of their scoring figures move when points are scored."),
        Citation(C1_WIKI, "Detailed Examples > Example #3", date=UNDATED,
                 quote="GREEN and RED can choose which of their scoring figures will score the points."),
    ),
    date="2013",
    constraints=lambda enc: enc.grant("scorer-marker-choice"),
)

SCORER_CHOOSES_ORDER = Clause(
    id="scorer-chooses-order",
    topic="scorer-order",
    plain="Yes: a player who scores several features at once chooses the order in which their points are moved.",
    summary="A player who scores several features at once chooses the order in which their points are moved.",
    authority=Authority.RULEBOOK_EXAMPLE,
    sources=(
        Citation(C1_WIKI, _C1_OTHER, footnote="8", date="2013-05; 2014-11",
                 quote="If a single counting follower moves multiple times due to scoring of more than one feature "
                       "with placement of a single tile, the player receiving the points chooses the order that "
                       "points are awarded."),
        Citation(C1_WIKI, "Detailed Examples > Example #1", footnote="13", date=UNDATED,
                 quote="RED could have chosen to score the city first, in which case BLUE's robber would score 3 "
                       "points."),
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
    TRIGGERED_ROBBER_STAYS,
    SCORER_CHOOSES_MARKER,
    SCORER_CHOOSES_ORDER,
)
