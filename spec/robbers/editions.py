"""The editions of The Robbers, each a rulebook text: a base plus overrides,
and the dated rulings that apply to it.

The 1st-edition text is read from the rules page 000, which is the 2012 text
as revised in 2013 together with its worked examples; those examples belong
to the text (clauses of authority ``rulebook-example``). ``--as-of`` filters
only the footnotes' dated rulings, listed here as ``Ruling``s.
"""

from spec._model import Edition, Ruling
from spec.robbers.sources import C1_WIKI, C3_WIKI, DEVIR_2012, ZMG_BB4

C1_HIG_2012 = Edition(
    id="c1-hig-2012",
    title="The Robbers, Hans im Glück 2012 (1st edition)",
    source=C1_WIKI,
    date="2012",
    summary="The original text: active player, then the next player with a robber in supply; a robber steals from one movement of a meeple or courier, whatever scores it; nothing at the end.",
    topics={
        "placement-target": "target-shares-another-players-marker",
        "placement-active": "active-may-place",
        "placement-move": "active-may-move",
        "placement-others": "next-in-supply-may-place",
        # Example #1 has Blue's robber "on the same space as RED's Woman
        # Follower" and robbing it: the examples are part of the text, as for
        # scorer-chooses-marker (issue 29 d); footnote 2 (5/2013) restates it.
        "courier": "courier-counts",
        "trigger": "trigger-on-departure",
        "self-robbery": "no-self-robbery",
        "movement": "movement-per-feature",
        "which-movement": "first-departure-from-space",
        # "The owner of the robber moves his counting figure ... The robber is
        # then placed back into the player's supply": a theft happens at once,
        # unless a choice among followers is open ("on the same turn"); the
        # reading theft-timing (issue 45) names the end-of-turn alternative.
        "window": "resolve-at-once",
        # "When a counting figure of another player moves forward": any forward
        # move, as Devir's translation of the same text says (issue 29 e).
        "counted-scorings": "count-all-scorings",
        "steal-base": "steal-base-movement",
        "steal-amount": "steal-half-rounded-up",
        "victim": "victim-keeps-points",
        "must-take": "must-take-first-points",
        "robber-choice": "robber-chooses-among-markers",
        "thief-marker": "thief-chooses-marker",
        "robber-returns": "thief-robber-returns",
        "spent": "triggered-robber-stays",
        "scorer-marker": "scorer-chooses-marker",
        "scorer-order": "scorer-chooses-order",
        "rogue-trigger": "rogue-points-no-trigger",
        "rogue-follow": "rogue-robber-follows",
        "rogue-split": "rogue-split-owner-chooses",
        "backward": None,
        "game-end": None,
        "final-scoring": None,
    },
    rulings=(
        # Footnote 7 (5/2013): "only from the first allowable event"; footnote 9
        # (10/2014) explains that this limits the rulebook's "same turn".
        Ruling("resolve-per-round", "2013-05"),
        # Footnotes 4 and 7 (5/2013): "The Robber can receive points from The
        # Wheel of Fortune or fairy scoring"; "only from the first allowable
        # event – single feature points, fairy point, catapult points, Wheel
        # of Fortune points, etc.": every scoring counts, which settles the
        # reading c1-scorings from that month (its period ends there).
        Ruling("count-all-scorings", "2013-05"),
        Ruling("backward-robber-follows", "2015-03"),
    ),
    interpretations=("arrival-trigger", "c1-scorings", "rogue-split", "final-scoring", "theft-timing"),
)

C1_DEVIR_2012 = Edition(
    id="c1-devir-2012",
    title="Los Ladrones, Devir 2012 (Spanish, 1st edition)",
    source=DEVIR_2012,
    date="2012",
    summary="The HiG 2012 text in Spanish: only the next player in supply also places; a robber takes any forward move but robbed points; no end bonus.",
    base="c1-hig-2012",
    # Its rule names every advance and robbed points as the only exception
    # ("avance desde la casilla", "excepto ... «puntos de ladrón»"), as the
    # HiG text does; it keeps "en ese turno" and tells the theft at once as
    # the HiG text does ("El propietario del ladrón avanza su ficha ... El
    # ladrón se devuelve a la reserva"), so theft-timing is open as for HiG.
    # Its text leaves no doubt on what counts, so c1-scorings is not open.
    interpretations=("arrival-trigger", "rogue-split", "final-scoring", "theft-timing"),
)

C1_RGG = Edition(
    id="c1-rgg",
    title="The Robbers, Rio Grande Games (1st edition)",
    source=C1_WIKI,
    date="2012",
    summary="The HiG 2012 text in English; footnote 12 records that it has no end bonus and no other difference.",
    base="c1-hig-2012",
)

C1_ZMG_BB4 = Edition(
    id="c1-zmg-bb4",
    title="The Robbers, Z-Man Games Big Box 4 (1st edition)",
    source=ZMG_BB4,
    date="2013",
    date_note=("The rulebook is undated; 2013 because the 1st-edition page's footnote 3, dated 5/2013, quotes its "
               "placement sentence (\"The ZMG version of the rules (BigBox 4) changes this to state ...\"): the text "
               "was out by May 2013."),
    summary="Each other player in turn order may place a robber from supply; a robber steals the next points scored but robbed ones, per scoring; no end bonus.",
    base="c1-hig-2012",
    # "must always steal the next points that are scored (with the exception
    # of "robbed" points)" and "may not wait for a scored feature": every
    # scoring counts, and a robber chooses only among simultaneous scorings.
    topics={
        "placement-others": "each-other-may-place",
        "counted-scorings": "count-all-scorings",
        "window": "resolve-per-round",
    },
    # Its own text resolves per scoring round: theft-timing is not open.
    interpretations=("arrival-trigger", "rogue-split", "final-scoring"),
)

C1_HIG_2013 = Edition(
    id="c1-hig-2013",
    title="The Robbers, Hans im Glück 2013 revision (1st edition)",
    source=C1_WIKI,
    date="2013",
    summary="The 2012 text plus the end bonus: robbers still on the track score 3 points before the final scoring.",
    base="c1-hig-2012",
    topics={"game-end": "end-bonus-three", "final-scoring": None},
    interpretations=("arrival-trigger", "c1-scorings", "rogue-split", "theft-timing"),
)

C31_2025 = Edition(
    id="c3.1-2025",
    title="The Robbers, C3.1 (Big Box 8, 2025)",
    source=C3_WIKI,
    date="2025",
    summary="Every player places before the tile; a robber steals half of what the player scored this turn, from one movement per turn; +3 at the end.",
    topics={
        "placement-target": "target-shares-another-players-marker",
        "placement-active": None,
        "placement-move": "active-may-move",
        "placement-others": "every-player-places",
        "courier": "courier-counts",
        "trigger": "trigger-on-departure",
        "self-robbery": "no-self-robbery",
        "movement": "movement-per-turn",
        "which-movement": None,
        "window": "resolve-per-turn",
        # "robbers are resolved before any message may be scored" (its turn
        # sequence, as the 4/2026 answer states it).
        "counted-scorings": "ignore-message-scoring",
        "steal-base": "steal-base-movement",
        "steal-amount": "steal-half-rounded-up",
        "victim": "victim-keeps-points",
        "must-take": "must-take-first-points",
        "robber-choice": "robber-chooses-among-markers",
        "thief-marker": "thief-chooses-marker",
        "robber-returns": "thief-robber-returns",
        "spent": "triggered-robber-stays",
        "scorer-marker": "scorer-chooses-marker",
        "scorer-order": None,
        "rogue-trigger": "rogue-points-no-trigger",
        "rogue-follow": "rogue-robber-follows",
        "rogue-split": "rogue-split-owner-chooses",
        "backward": "backward-robber-follows",
        "game-end": "end-bonus-three",
        "final-scoring": None,
    },
    interpretations=("steal-base", "c3-placement", "rogue-split", "backward-split"),
)

C2_2017 = Edition(
    id="c2-2017",
    title="The Robbers, C2 (Big Box 6, 2017)",
    source=C3_WIKI,
    date="2017",
    summary="Same text as C3.1: the rules page calls the editions \"almost identical\" and records no rule difference.",
    base="c3.1-2025",
    interpretations=("steal-base", "c3-placement", "rogue-split", "backward-split", "message-points"),
)

C3_2021 = Edition(
    id="c3-2021",
    title="The Robbers, C3 (Big Box 7, 2021)",
    source=C3_WIKI,
    date="2021",
    summary="Same text as C3.1: the rules page calls the editions \"almost identical\" and records no rule difference.",
    base="c3.1-2025",
    interpretations=("steal-base", "c3-placement", "rogue-split", "backward-split", "message-points"),
)

EDITIONS = (C1_HIG_2012, C1_DEVIR_2012, C1_RGG, C1_ZMG_BB4, C1_HIG_2013, C2_2017, C3_2021, C31_2025)
