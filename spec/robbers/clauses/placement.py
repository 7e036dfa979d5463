"""Who may put a robber on the score track after a bag tile, and where."""

from spec._model import Authority, Citation, Clause
from spec.robbers.sources import C1_WIKI, C3_WIKI, DEVIR_2012, ZMG_BB4


def _target(enc):
    enc.on_placement(lambda pl: [pl.restrict_target(p, pl.hosts_other_players_marker(p)) for p in pl.players])


TARGET_SHARES_ANOTHER_PLAYERS_MARKER = Clause(
    id="target-shares-another-players-marker",
    topic="placement-target",
    summary="A robber is placed or moved only onto a space where at least one marker of another player stands.",
    authority=Authority.RULEBOOK,
    sources=(
        Citation(C1_WIKI, "Rules > Placing a tile > Placing a Robber", date="2012"),
        Citation(C3_WIKI, "Gameplay > 1. Placing a tile", footnote="1", date="2017"),
        Citation(DEVIR_2012, "Usar el ladrón", date="2012"),
        Citation(ZMG_BB4, "Using robbers", date="2013"),
    ),
    date="2012",
    constraints=_target,
)


def _active_may_place(enc):
    enc.on_placement(lambda pl: pl.permit(pl.active, pl.in_supply[pl.active]))


ACTIVE_MAY_PLACE = Clause(
    id="active-may-place",
    topic="placement-active",
    summary="After placing a bag tile, the active player may put their robber from supply on the track.",
    authority=Authority.RULEBOOK,
    sources=(
        Citation(C1_WIKI, "Rules > Placing a tile > Placing a Robber", date="2012"),
        Citation(C1_WIKI, "Rules > Placing a tile > Placing a Robber", footnote="1", date="2013-12"),
        Citation(DEVIR_2012, "Usar el ladrón", date="2012"),
        Citation(ZMG_BB4, "Using robbers", date="2013"),
    ),
    date="2012",
    constraints=_active_may_place,
)


def _active_may_move(enc):
    enc.on_placement(lambda pl: pl.permit(pl.active, pl.on_track[pl.active]))


ACTIVE_MAY_MOVE = Clause(
    id="active-may-move",
    topic="placement-move",
    summary="If the active player's robber is already on the track, they may move it to another legal space.",
    authority=Authority.RULEBOOK,
    sources=(
        Citation(C1_WIKI, "Rules > Placing a tile > Placing a Robber", date="2012"),
        Citation(DEVIR_2012, "Usar el ladrón", date="2012"),
        Citation(ZMG_BB4, "Using robbers", date="2013"),
        Citation(C3_WIKI, "Gameplay > 1. Placing a tile, Example 1", date="2017"),
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
    summary="Then only the next player in turn order whose robber is still in supply may also place it.",
    authority=Authority.RULEBOOK,
    sources=(
        Citation(C1_WIKI, "Rules > Placing a tile > Placing a Robber", footnote="3", date="2012"),
        Citation(DEVIR_2012, "Usar el ladrón, and its example", date="2012",
                 quote="el siguiente jugador"),
    ),
    date="2012",
    constraints=_next_in_supply,
)


def _each_other(enc):
    enc.on_placement(lambda pl: [pl.permit(p, pl.in_supply[p]) for p in pl.players[1:]])


EACH_OTHER_MAY_PLACE = Clause(
    id="each-other-may-place",
    topic="placement-others",
    summary="Then every other player, in turn order, whose robber is in supply may place it.",
    authority=Authority.RULEBOOK,
    sources=(
        Citation(ZMG_BB4, "Using robbers, and its example", date="2013", quote="each other player"),
        Citation(C1_WIKI, "Rules > Placing a tile > Placing a Robber", footnote="3", date="2013-05"),
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
    summary="Before the bag tile is placed, every player from the active one clockwise puts a robber from supply on the track.",
    authority=Authority.RULEBOOK,
    sources=(Citation(C3_WIKI, "Gameplay > 1. Placing a tile", date="2017", quote="places their robber"),),
    date="2017",
    constraints=_every_player_places,
)


def _every_player_may_place(enc):
    enc.on_placement(lambda pl: [pl.permit(p, pl.in_supply[p]) for p in pl.players])


EVERY_PLAYER_MAY_PLACE = Clause(
    id="every-player-may-place",
    topic="placement-others",
    summary="Every player from the active one clockwise may put a robber from supply on the track, or not.",
    authority=Authority.PROJECT_READING,
    sources=(Citation(C3_WIKI, "Gameplay > 1. Placing a tile", date="2017"),),
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
