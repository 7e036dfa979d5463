"""Who may put a robber on the score track after a bag tile, and where."""

from spec._model import UNDATED, Authority, Citation, Clause
from spec.robbers.sources import C1_WIKI, C3_WIKI, DEVIR_2012, ZMG_BB4

_C1_PLACING = "Rules > Placing a tile > Placing a Robber"
_C3_PLACING = "Gameplay > 1. Placing a tile"
_C3_EACH_PLAYER = ("If you draw a tile with a bag symbol, before placing it, resolve the following: Each player, "
                   "starting with the active player and proceeding clockwise, places their robber on the scoreboard, "
                   "choosing a space that is occupied by at least one other player's score meeple.")


def _target(enc):
    enc.on_placement(lambda pl: [pl.restrict_target(p, pl.hosts_other_players_marker(p)) for p in pl.players])


TARGET_SHARES_ANOTHER_PLAYERS_MARKER = Clause(
    id="target-shares-another-players-marker",
    topic="placement-target",
    plain=("Only on a space where at least one other player's scoring marker stands (your own marker may stand "
           "there too)."),
    summary="A robber is placed or moved only onto a space where at least one marker of another player stands.",
    authority=Authority.RULEBOOK,
    sources=(
        Citation(C1_WIKI, _C1_PLACING, date="2012",
                 quote="The robber is placed on the same space as at least one counting follower of another player."),
        Citation(C3_WIKI, _C3_PLACING, date="2025",
                 quote=_C3_EACH_PLAYER + " … A space on the scoreboard may be occupied by multiple score meeples and "
                       "robbers at the same time."),
        Citation(C3_WIKI, f"{_C3_PLACING}, community Q&A", date=UNDATED,
                 quote="Question: If the tile with a bag symbol completes a feature from an opponent, may a player "
                       "placing (or moving) their robber place it on the same space as the opponent's scoring meeple "
                       "and steal points from it? Answer: Yes, there is no limitation in the rules to do this."),
        Citation(C3_WIKI, _C3_PLACING, footnote="1", date=UNDATED,
                 quote="Your robber may not steal points from your own score meeple. So, if you move your robber, you "
                       "may not place it on the same space as your score meeple unless there is at least one "
                       "opponent's score meeple on the same space."),
        Citation(DEVIR_2012, "Usar el ladrón", date="2012",
                 quote="El ladrón se coloca en una casilla del marcador de puntuación en la que haya, como mínimo, "
                       "una ficha de puntuación de otro jugador."),
        Citation(ZMG_BB4, "Using robbers", date=UNDATED,
                 quote="The robber is placed on a space occupied by at least one marker belonging to another player."),
    ),
    date="2012",
    constraints=_target,
)


def _active_may_place(enc):
    enc.on_placement(lambda pl: pl.permit(pl.active, pl.in_supply[pl.active]))


ACTIVE_MAY_PLACE = Clause(
    id="active-may-place",
    topic="placement-active",
    plain=("Yes: right after placing a tile with a bag, you may put your robber from your supply on the score "
           "track. You do not have to."),
    summary="After placing a bag tile, the active player may put their robber from supply on the track.",
    authority=Authority.RULEBOOK,
    sources=(
        Citation(C1_WIKI, "Rules > Placing a tile", date="2012",
                 quote="When a player draws a tile with a robber symbol, he or she plays it according to normal rules. "
                       "… The player may immediately place his or her robber figure on the scoreboard."),
        Citation(C1_WIKI, _C1_PLACING, footnote="1", date="2013-12",
                 quote="The word \"immediately\" was added to the 2013 version of the rules. (12/2013)"),
        Citation(DEVIR_2012, "Usar el ladrón", date="2012",
                 quote="Usar el ladrón: Cuando un jugador roba una pieza de territorio con el símbolo de ladrón, la "
                       "coloca de la forma habitual. Ahora puede colocar su ladrón en el marcador de puntuación."),
        Citation(ZMG_BB4, "Using robbers", date=UNDATED,
                 quote="Using robbers: Whenever a player draws a tile with a bag (symbol to the left), he places it as "
                       "usual. Immediately after placing the tile, the active player can place his robber on the "
                       "scoreboard."),
    ),
    date="2012",
    constraints=_active_may_place,
)


def _active_may_move(enc):
    enc.on_placement(lambda pl: pl.permit(pl.active, pl.on_track[pl.active]))


ACTIVE_MAY_MOVE = Clause(
    id="active-may-move",
    topic="placement-move",
    plain="Yes: if your robber is already on the score track, you may move it to another allowed space.",
    summary="If the active player's robber is already on the track, they may move it to another legal space.",
    authority=Authority.RULEBOOK,
    sources=(
        Citation(C1_WIKI, _C1_PLACING, date="2012",
                 quote="If the active player had already played his robber, he may move his robber figure."),
        Citation(DEVIR_2012, "Usar el ladrón", date="2012",
                 quote="Si el jugador activo ya había colocado su ladrón en el marcador de puntuación, entonces lo "
                       "puede mover."),
        Citation(ZMG_BB4, "Using robbers", date=UNDATED,
                 quote="If the active player's robber is already on the scoreboard, the active player may move it."),
        Citation(C3_WIKI, _C3_PLACING, date="2025",
                 quote="If you are the active player and your robber is already on the scoreboard, you may choose to "
                       "move it to a different score meeple. If you are not the active player and your robber is "
                       "already on the scoreboard, you may not move it."),
        Citation(C3_WIKI, f"{_C3_PLACING}, Example 1", date="2025",
                 quote="Yours and Blue's robber are already on the scoreboard, but as you are the active player, only "
                       "you may choose to move it. You move it onto the space with the blue score meeple."),
    ),
    date="2012",
    constraints=_active_may_move,
)


def _next_in_supply(enc):
    def add(pl):
        others = pl.players[1:]
        for i, p in enumerate(others):
            earlier_all_out = [pl.on_track[q] for q in others[:i]]
            pl.permit(p, pl.all_of([pl.in_supply[p], *earlier_all_out]))
    enc.on_placement(add)


NEXT_IN_SUPPLY_MAY_PLACE = Clause(
    id="next-in-supply-may-place",
    topic="placement-others",
    plain=("After you, only the next player in turn order who still has a robber in supply may also place it; "
           "nobody else does."),
    summary="Then only the next player in turn order whose robber is still in supply may also place it.",
    authority=Authority.RULEBOOK,
    sources=(
        Citation(C1_WIKI, _C1_PLACING, date="2012",
                 quote="The next player whose robber is still in his or her own stock may also place his or her "
                       "robber in the same way."),
        Citation(DEVIR_2012, "Usar el ladrón", date="2012",
                 quote="A continuación, el siguiente jugador siguiendo el orden de juego que aún tenga delante de él "
                       "su ladrón, también lo puede colocar."),
        Citation(DEVIR_2012, "Usar el ladrón, Ejemplo", date="2012",
                 quote="Los ladrones de los jugadores azul y amarillo ya están en el marcador de puntuación, así que "
                       "ahora el jugador verde puede también colocar su ladrón."),
    ),
    date="2012",
    constraints=_next_in_supply,
)


def _each_other(enc):
    enc.on_placement(lambda pl: [pl.permit(p, pl.in_supply[p]) for p in pl.players[1:]])


EACH_OTHER_MAY_PLACE = Clause(
    id="each-other-may-place",
    topic="placement-others",
    plain="After you, every other player in turn order who still has a robber in supply may place it.",
    summary="Then every other player, in turn order, whose robber is in supply may place it.",
    authority=Authority.RULEBOOK,
    sources=(
        Citation(ZMG_BB4, "Using robbers", date=UNDATED,
                 quote="Then, in turn order, each other player may place their robber on the scoreboard."),
        Citation(C1_WIKI, _C1_PLACING, footnote="3", date="2013-05",
                 quote="The ZMG version of the rules (BigBox 4) changes this to state \"Then, in turn order, each "
                       "other player may place their robber on the scoreboard.\" (Emphasis added.) (5/2013)"),
    ),
    date="2013",
    constraints=_each_other,
)


def _every_player_places(enc):
    def add(pl):
        for p in pl.players:
            pl.permit(p, pl.in_supply[p])
            pl.require_act(p, pl.in_supply[p])
    enc.on_placement(add)


EVERY_PLAYER_PLACES = Clause(
    id="every-player-places",
    topic="placement-others",
    plain=("Before you place the bag tile, every player, starting with you and going clockwise, puts their "
           "robber from supply on the track."),
    summary="Before the bag tile is placed, every player from the active one clockwise puts a robber from supply on the track.",
    authority=Authority.RULEBOOK,
    sources=(
        Citation(C3_WIKI, _C3_PLACING, date="2025", quote=_C3_EACH_PLAYER),
        Citation(C3_WIKI, f"{_C3_PLACING}, Example 1", date="2025",
                 quote="Then, Yellow places their robber from their supply onto the scoreboard followed by Green."),
    ),
    date="2017",
    constraints=_every_player_places,
)


def _every_player_may_place(enc):
    enc.on_placement(lambda pl: [pl.permit(p, pl.in_supply[p]) for p in pl.players])


EVERY_PLAYER_MAY_PLACE = Clause(
    id="every-player-may-place",
    topic="placement-others",
    plain="Every player, starting with you and going clockwise, may put a robber from supply on the track, or not.",
    summary="Every player from the active one clockwise may put a robber from supply on the track, or not.",
    authority=Authority.PROJECT_READING,
    sources=(
        Citation(C3_WIKI, _C3_PLACING, date="2025",
                 quote=_C3_EACH_PLAYER + " If you are the active player and your robber is already on the "
                       "scoreboard, you may choose to move it to a different score meeple."),
    ),
    date="2017",
    constraints=_every_player_may_place,
)

CLAUSES = (
    TARGET_SHARES_ANOTHER_PLAYERS_MARKER,
    ACTIVE_MAY_PLACE,
    ACTIVE_MAY_MOVE,
    NEXT_IN_SUPPLY_MAY_PLACE,
    EACH_OTHER_MAY_PLACE,
    EVERY_PLAYER_PLACES,
    EVERY_PLAYER_MAY_PLACE,
)
