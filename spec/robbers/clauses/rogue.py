"""Rogue points (points gained by robbing) and markers that move backwards."""

from spec._model import UNDATED, Authority, Citation, Clause
from spec.robbers.sources import C1_WIKI, C3_WIKI, DEVIR_2012, ZMG_BB4

_ROGUE = "Rules > Other rules > Rogue points"
_C3_STEALING = "Gameplay > 3. Scoring a feature > \"Stealing\" points"
_C1_FOLLOWS = ("Instead, the robber moves forward with (next to) that follower so that the robber can rob the "
               "follower later.")
_C3_BACKWARD = ("If the robber is on a space with a scoring meeple that moves backwards (such as when scoring negative "
                "points), the robber moves backwards with the scoring meeple, but the player who owns the robber does "
                "not lose points. This may happen when: (3/2015; updated 3/2026)")
_C1_SPLIT_BACKWARD = ("If the Robber is on a space with multiple counting followers, and one of them moves backwards "
                      "(such as from a bazaar payment or tower ransom), the player who owns the Robber can choose to "
                      "either move the Robber backwards with that counting follower or keep the Robber in the same "
                      "place with the other counting follower(s). (3/2015)")

ROGUE_POINTS_NO_TRIGGER = Clause(
    id="rogue-points-no-trigger",
    topic="rogue-trigger",
    plain="No: points gained by robbing never trigger a robber (“honour among thieves”).",
    summary="Points gained by robbing never trigger a robber (\"honor among thieves\").",
    authority=Authority.RULEBOOK,
    sources=(
        Citation(C1_WIKI, _ROGUE, date="2012",
                 quote="Rogue points: If the robber is next to a counting follower that scores points gained by "
                       "robbing another player, the robber's player scores no points."),
        Citation(DEVIR_2012, "Reglas adicionales", date="2012",
                 quote="Si hay un ladrón al lado de una ficha de puntuación que avanza gracias a «puntos de ladrón» "
                       "no recibe la mitad de los puntos de ladrón."),
        Citation(ZMG_BB4, "Additional rules", date=UNDATED,
                 quote="Ifa player's robber is on the same space as a marker that moves because it \"robbed\" "
                       "another maker, the robber does not score any points."),
        Citation(C3_WIKI, _C3_STEALING, date="2025",
                 quote="Your robber is not triggered if a score meeple on its space moves because of points scored "
                       "due to another robber."),
        Citation(C3_WIKI, _C3_STEALING, footnote="2", date=UNDATED,
                 quote="As indicated in previous editions, \"robbers don't rob other robbers.\""),
    ),
    date="2012",
    constraints=lambda enc: enc.grant("rogue-no-trigger"),
)

ROGUE_ROBBER_FOLLOWS = Clause(
    id="rogue-robber-follows",
    topic="rogue-follow",
    plain="It moves along with that marker, even if other markers stay behind on the space.",
    summary="A robber beside a marker that moves by rogue points moves along with it, even if other markers stay behind.",
    authority=Authority.RULEBOOK,
    sources=(
        Citation(C1_WIKI, _ROGUE, date="2012", quote=_C1_FOLLOWS),
        Citation(C1_WIKI, "Rules > Other rules", footnote="10", date="2014-05",
                 quote="If a robber is on the same space as counting followers from 2 other players, and one of "
                       "those followers scores points from robbing another player (rogue points) while the other "
                       "player does not score anything, the robber must move with the follower rather than staying "
                       "behind. (Bullet point 1 applies here, but bullet point 3 does not, as only 1 follower is "
                       "getting points.) (5/2014)"),
        Citation(DEVIR_2012, "Reglas adicionales", date="2012",
                 quote="En lugar de ello, el ladrón avanza con la ficha de puntuación contraria en el marcador de "
                       "puntuación para que le pueda «robar» más adelante."),
        Citation(DEVIR_2012, "Reglas adicionales, pictured example", date="2012",
                 quote="Como el ladrón amarillo ahora sólo recibiría «puntos de ladrón» se mueve con el azul."),
        Citation(ZMG_BB4, "Additional rules", date=UNDATED,
                 quote="Instead, the robber will follow the marker in order to \"rob\" him later."),
        Citation(ZMG_BB4, "Additional rules, pictured example", date=UNDATED,
                 quote="Since the Yellow robber cannot \"rob\" Blue's \"robbed\" points, the Yellow robber simply "
                       "follows the marker."),
        Citation(C3_WIKI, _C3_STEALING, date="2025",
                 quote="Instead, move your robber to the same space as the score meeple that was moved."),
        Citation(C3_WIKI, f"{_C3_STEALING}, Example 2", date="2025",
                 quote="Because the yellow robber cannot steal points gained from a robber, it will move along with "
                       "the blue meeple."),
        Citation(C3_WIKI, _C3_STEALING, footnote="3", date="2014-05",
                 quote="If a robber is on the same space as scoring figures from 2 other players, and one of those "
                       "figures scores points from robbing another player (rogue points) while the other player does "
                       "not score anything, the robber must move with the figure rather than staying behind. "
                       "(5/2014)"),
    ),
    date="2012",
    constraints=lambda enc: enc.grant("rogue-follow"),
)

ROGUE_SPLIT_OWNER_CHOOSES = Clause(
    id="rogue-split-owner-chooses",
    topic="rogue-split",
    plain="The robber's owner chooses which of the two it follows.",
    summary="When two markers on a robber's space both move by rogue points, the robber's owner picks which one it follows.",
    authority=Authority.PROJECT_READING,
    sources=(
        Citation(C1_WIKI, "Rules > Other rules", footnote="11", date="2015-03", quote=_C1_SPLIT_BACKWARD),
        Citation(C1_WIKI, "Rules > Other rules", footnote="8", date="2013-05; 2014-11",
                 quote="Of course, if multiple followers on the same space receive points, the Robber's owner can "
                       "still choose which follower to steal points from. (5/2013, 11/2014)"),
    ),
    date="2012",
    constraints=lambda enc: enc.set_rogue_split("owner-chooses"),
)

ROGUE_SPLIT_TURN_ORDER = Clause(
    id="rogue-split-turn-order",
    topic="rogue-split",
    plain="It follows the marker whose owner comes first in turn order, counting from the active player.",
    summary="When two markers on a robber's space both move by rogue points, it follows the one whose owner comes first in turn order from the active player.",
    authority=Authority.PROJECT_READING,
    sources=(Citation(C1_WIKI, _ROGUE, date="2012", quote=_C1_FOLLOWS),),
    date="2012",
    constraints=lambda enc: enc.set_rogue_split("turn-order"),
)

BACKWARD_ROBBER_FOLLOWS = Clause(
    id="backward-robber-follows",
    topic="backward",
    plain=("It moves back with the marker and its owner loses nothing; if other markers are still on its space, "
           "its owner may leave it there instead."),
    summary="A robber beside a marker that moves backwards moves back with it and its owner loses nothing; with other markers still there, the owner may leave it.",
    authority=Authority.OFFICIAL_CLARIFICATION,
    sources=(
        Citation(C1_WIKI, "Rules > Scoring a feature > \"Robber\" Points", footnote="5", date="2015-03",
                 quote="If the Robber is on a space with a counting follower that moves backwards (such as from a "
                       "bazaar payment or tower ransom), the Robber moves backwards with the counting follower, but "
                       "the player who owns the Robber does not lose points. (3/2015)"),
        Citation(C1_WIKI, "Rules > Other rules", footnote="11", date="2015-03", quote=_C1_SPLIT_BACKWARD),
        Citation(C3_WIKI, "Other expansions > General Comments", date="2015-03; updated 2026-03", quote=_C3_BACKWARD),
    ),
    date="2015-03",
    constraints=lambda enc: enc.grant("backward-follow"),
)


def _must_follow(enc):
    enc.grant("backward-follow")
    enc.grant("backward-must-follow")


BACKWARD_ROBBER_MUST_FOLLOW = Clause(
    id="backward-robber-must-follow",
    topic="backward",
    plain=("It always moves back with the marker (its owner loses nothing), even if other markers are still on "
           "its space."),
    summary="A robber beside a marker that moves backwards always moves back with it (its owner loses nothing), even with other markers still on its space.",
    authority=Authority.PROJECT_READING,
    sources=(Citation(C3_WIKI, "Other expansions > General Comments", date="2015-03; updated 2026-03", quote=_C3_BACKWARD),),
    date="2015-03",
    constraints=_must_follow,
)

CLAUSES = (
    ROGUE_POINTS_NO_TRIGGER,
    ROGUE_ROBBER_FOLLOWS,
    ROGUE_SPLIT_OWNER_CHOOSES,
    ROGUE_SPLIT_TURN_ORDER,
    BACKWARD_ROBBER_FOLLOWS,
    BACKWARD_ROBBER_MUST_FOLLOW,
)
