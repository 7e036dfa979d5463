"""What makes a robber react: which markers, which movements, which scorings."""

from spec._model import UNDATED, Authority, Citation, Clause
from spec.robbers.sources import C1_WIKI, C3_WIKI, DEVIR_2012, ZMG_BB4

_C1_POINTS = "Rules > Scoring a feature > \"Robber\" Points"
_C1_OTHER = "Rules > Other rules"
_C3_STEALING = "Gameplay > 3. Scoring a feature > \"Stealing\" points"
_C3_MESSAGES = "Other expansions > Mini #2 - The Messages"
_C1_FIRST_EVENT = ("The Robber must take points only from the first allowable event – single feature points, fairy "
                   "point, catapult points, Wheel of Fortune points, etc. (5/2013)")
_DEVIR_TRIGGER = ("«Robar» puntos: Cuando la ficha de puntuación de otro jugador avance desde la casilla en la que esté "
                  "un ladrón, el propietario del ladrón recibe la mitad de los puntos (redondeando hacia arriba).")
_ZMG_TRIGGER = ("\"Robbing\" points: If one or more robbers are on the same space as a marker that is scoring points, "
                "the owner of the robbers scores half of these points (rounded up), which he adds to his score by "
                "moving his own marker on the scoreboard.")
_ZMG_NEXT_POINTS = ("A robber must always steal the next points that are scored (with the exception of \"robbed\" "
                    "points). A player may not wait for a scored feature that may be worth more points.")
_C1_TRIGGER = ("When a counting figure of another player moves forward, if a robber stood on the space where that "
               "follower started, the owner of the robber gets half of the points (rounded up).")

COURIER_COUNTS = Clause(
    id="courier-counts",
    topic="courier",
    plain=("Yes: a courier (from The Messages) is a scoring marker like your meeple: a robber may stand beside "
           "it and steal from it."),
    summary="A courier (Messages) is a marker like the meeple: a robber may stand beside it and steal from it.",
    authority=Authority.RULEBOOK_EXAMPLE,
    sources=(
        Citation(C1_WIKI, "Detailed Examples > Example #1", date=UNDATED,
                 quote="BLUE has a Robber on the same space as RED's Woman Follower."),
        Citation(C1_WIKI, "Detailed Examples > Example #1", date=UNDATED,
                 quote="Then the Robber robs half of the points from the Woman Follower (2 Points)."),
        Citation(C1_WIKI, "Rules > Placing a tile > Placing a Robber", footnote="2", date="2013-05",
                 quote="If playing with Messages, The (Dispatches) expansion, the Robber can be placed beside either "
                       "a normal counting follower or the Messenger (woman follower). Thus, the Robber can get points "
                       "from either a normal counting follower or a woman follower, but only from the one on the same "
                       "space as the Robber. (5/2013)"),
        Citation(C3_WIKI, _C3_MESSAGES, date="2013-05",
                 quote="The robber can be placed beside either a standard score meeple or a courier. Thus, the robber "
                       "can get points from either scoring figure, but only from the one on the same space as the "
                       "robber. (5/2013)"),
        Citation(C3_WIKI, _C3_MESSAGES, date="2026-03",
                 quote="Question: May you assign your robber to another player's courier? This was allowed in "
                       "previous editions, but we don't know if this is still a valid option in C3.1. Answer: Yes, we "
                       "didn't intend to change anything here. (03/2026)"),
    ),
    date="2012",
    constraints=lambda enc: enc.make_visible("courier"),
)

TRIGGER_ON_DEPARTURE = Clause(
    id="trigger-on-departure",
    topic="trigger",
    plain="When a scoring marker standing on the robber's space moves forward because its owner scores points.",
    summary="A robber is triggered when a marker standing on its space moves forward by scoring.",
    authority=Authority.RULEBOOK,
    sources=(
        Citation(C1_WIKI, _C1_POINTS, date="2012", quote=_C1_TRIGGER),
        Citation(DEVIR_2012, "«Robar» puntos", date="2012", quote=_DEVIR_TRIGGER),
        Citation(ZMG_BB4, "\"Robbing\" points", date=UNDATED, quote=_ZMG_TRIGGER),
        Citation(C3_WIKI, _C3_STEALING, date="2025",
                 quote="When a player were to score points and move their score meeple accordingly, all the robbers "
                       "on the space with that score meeple are triggered."),
    ),
    date="2012",
    constraints=lambda enc: enc.on_trigger(lambda c: enc.all_of([c.robber_space == c.start, c.displacement > 0])),
)

NO_SELF_ROBBERY = Clause(
    id="no-self-robbery",
    topic="self-robbery",
    plain="No: a robber never steals from its owner's own markers.",
    summary="A robber never steals from a marker of its own owner.",
    authority=Authority.RULEBOOK,
    sources=(
        Citation(C1_WIKI, _C1_OTHER, date="2012", quote="One may not rob his or her own follower."),
        Citation(DEVIR_2012, "Reglas adicionales", date="2012",
                 quote="No se puede «robar» a una ficha de puntuación propia."),
        Citation(ZMG_BB4, "Additional rules", date=UNDATED, quote="A robber may not \"rob\" the marker of his own color."),
        Citation(C3_WIKI, "Gameplay > 3. Scoring a feature > Additional notes", date=UNDATED,
                 quote="Your robber cannot steal from you."),
        Citation(C3_WIKI, "Gameplay > 1. Placing a tile", footnote="1", date=UNDATED,
                 quote="Your robber may not steal points from your own score meeple."),
    ),
    date="2012",
    constraints=lambda enc: enc.on_trigger(lambda c: c.robber != c.victim),
)

MOVEMENT_PER_FEATURE = Clause(
    id="movement-per-feature",
    topic="movement",
    plain=("Each feature scored moves a marker separately, and each of those moves is a movement a robber can "
           "steal from."),
    summary="Each scored feature moves a marker separately; each such move is a movement a robber may steal from.",
    authority=Authority.RULEBOOK,
    sources=(
        Citation(C1_WIKI, "Detailed Examples > Example #1", date=UNDATED, quote="Each feature is scored separately."),
        Citation(C1_WIKI, _C1_OTHER, footnote="7", date="2013-05",
                 quote="Each scoring event is separate from all others – each feature is scored individually."),
        Citation(ZMG_BB4, "Using robbers, Reminder", date=UNDATED,
                 quote="Reminder: Each feature is scored individually and the robber \"robs\" the points for one "
                       "feature, not for all the points scored during a turn."),
    ),
    date="2012",
    constraints=lambda enc: enc.set_movement("per-feature"),
)

MOVEMENT_PER_TURN = Clause(
    id="movement-per-turn",
    topic="movement",
    plain=("A marker makes one movement a turn, from the space where it started to the space where it ends; "
           "only robbers on its starting space are triggered."),
    summary="A marker makes one movement a turn, from its first space to its last; only robbers on its first space are triggered.",
    authority=Authority.OFFICIAL_CLARIFICATION,
    sources=(
        Citation(C3_WIKI, _C3_STEALING, date="2025",
                 quote="First, the player scores all their points for this turn as usual."),
        Citation(C3_WIKI, "Gameplay > 3. Scoring a feature > Additional notes", date=UNDATED,
                 quote="A robber cannot be triggered halfway through a scoring. A robber can only be triggered by the "
                       "first movement of a score meeple during a turn."),
        Citation(C3_WIKI, "Gameplay > 3. Scoring a feature > Additional notes, Q&A (14 -> 20 -> 26)", date=UNDATED,
                 quote="Answer: The robber cannot be triggered halfway through a scoring. There is only an initial "
                       "and the final space of the scoring meeple. Only robbers on its initial space are triggered."),
    ),
    date="2017",
    constraints=lambda enc: enc.set_movement("per-turn"),
)

FIRST_MOVEMENT_ONLY = Clause(
    id="first-movement-only",
    topic="which-movement",
    plain=("Only a marker's first forward move since the robber was placed or moved; a marker that arrives "
           "beside the robber and moves on does not trigger it."),
    summary="A robber takes only a marker's first forward movement in the window since the robber was placed or moved; a marker arriving beside it does not trigger it.",
    authority=Authority.RULEBOOK_EXAMPLE,
    sources=(
        Citation(C1_WIKI, _C1_POINTS, date="2012", quote=_C1_TRIGGER),
        Citation(C1_WIKI, "Detailed Examples > Example #1", date=UNDATED,
                 quote="BLUE only receives \"Robber points\" for the first movement of the scoring figure that "
                       "stands on the same space as the Robber – here RED's Woman Follower."),
        Citation(C1_WIKI, _C1_OTHER, footnote="7", date="2013-05", quote=_C1_FIRST_EVENT),
        Citation(C1_WIKI, _C1_OTHER, footnote="8", date="2013-05; 2014-11",
                 quote="If there is a robber beside that follower, the owner of the robber would thus receive half "
                       "the points of only the first feature that is scored."),
    ),
    date="2013",
    constraints=lambda enc: enc.on_trigger(lambda c: c.first_in_window),
)

FIRST_DEPARTURE_FROM_SPACE = Clause(
    id="first-departure-from-space",
    topic="which-movement",
    plain=("The first forward move that starts on the robber's space while it stands there, even by a marker "
           "that only arrived there earlier in the turn."),
    summary="A robber takes the first forward movement that starts on its space while it stands there; a marker that arrives beside it and moves on triggers it.",
    authority=Authority.PROJECT_READING,
    sources=(
        Citation(C1_WIKI, _C1_POINTS, date="2012", quote=_C1_TRIGGER),
        Citation(C1_WIKI, _C1_OTHER, footnote="7", date="2013-05", quote=_C1_FIRST_EVENT),
        Citation(C1_WIKI, _C1_OTHER, footnote="8", date="2013-05; 2014-11",
                 quote="If there is a robber beside that follower, the owner of the robber would thus receive half "
                       "the points of only the first feature that is scored."),
    ),
    date="2012",
    constraints=lambda enc: enc.on_trigger(lambda c: c.first_departure),
)

RESOLVE_PER_TURN = Clause(
    id="resolve-per-turn",
    topic="window",
    plain="It weighs all the scoring of the turn, then steals.",
    summary="A robber weighs all the turn's scoring before it steals (the rulebook's \"on the same turn\").",
    authority=Authority.RULEBOOK,
    sources=(
        Citation(C1_WIKI, _C1_OTHER, date="2012",
                 quote="If a robber is on the same space as several counting followers, and more than one of these "
                       "followers scores points on the same turn, the owner of the robber can choose which counting "
                       "follower's points to gets half of."),
        Citation(C1_WIKI, "Detailed Examples > Example #3", date=UNDATED,
                 quote="The Robber gets all of the information that he/she needs about movement from the other "
                       "players (RED and GREEN) before making the best decision about which points to rob."),
        Citation(DEVIR_2012, "Reglas adicionales", date="2012",
                 quote="Si hay varias fichas de puntuación en una casilla con un ladrón y en ese turno varias de "
                       "estas fichas reciben puntos, el ladrón puede elegir de cuál de ellas recibe la mitad de los "
                       "puntos."),
        Citation(C3_WIKI, _C3_STEALING, date="2025",
                 quote="First, the player scores all their points for this turn as usual. Then, if your robber was "
                       "triggered, you immediately score half the points of what that player scored this turn "
                       "(rounded up)."),
    ),
    date="2012",
    constraints=lambda enc: enc.set_window("turn"),
)


RESOLVE_AT_ONCE = Clause(
    id="resolve-at-once",
    topic="window",
    plain=("It steals at once, as the marker leaves its space: its owner's marker moves by the stolen points and "
           "the robber goes back to supply. Only where another player's follower stands on its space too, so that "
           "it may have a choice, does it wait until the end of the turn and choose then."),
    summary=("A robber steals at once when a movement fires it, unless another player's follower shares its space "
             "(a choice is open): then it weighs the whole turn (theft-timing=at-once)."),
    authority=Authority.PROJECT_READING,
    sources=(
        Citation(C1_WIKI, _C1_POINTS, date="2012",
                 quote=_C1_TRIGGER + " The player moving his counting figure gets all of his points. The owner of "
                       "the robber moves his counting figure the appropriate number of spaces on the scoreboard. The "
                       "robber is then placed back into the player's supply."),
        Citation(C1_WIKI, _C1_OTHER, date="2012",
                 quote="A robber must always take the first allowable points awarded (i.e. other than \"rogue "
                       "points\"). He may not wait for a possible larger score later."),
        Citation(C1_WIKI, _C1_OTHER, date="2012",
                 quote="If a robber is on the same space as several counting followers, and more than one of these "
                       "followers scores points on the same turn, the owner of the robber can choose which counting "
                       "follower's points to gets half of."),
        Citation(DEVIR_2012, "«Robar» puntos", date="2012",
                 quote=_DEVIR_TRIGGER + " El otro jugador recibe la totalidad de sus puntos. El propietario del "
                       "ladrón avanza su ficha de puntuación en el marcador de puntuación tantas casillas como puntos "
                       "robados. El ladrón se devuelve a la reserva del jugador."),
    ),
    date="2012",
    # The windows of resolve-per-turn, and the thefts taken at once inside them.
    constraints=lambda enc: (enc.set_window("turn"), enc.grant("theft-at-once")),
)


RESOLVE_PER_ROUND = Clause(
    id="resolve-per-round",
    topic="window",
    plain=("It cannot wait: it weighs only the scorings that happen together in one scoring round (the "
           "features, or the fairy, or the Wheel of Fortune) and steals at the end of that round."),
    summary="A robber weighs only the scorings of one scoring round (features, fairy, wheel...) and steals at its end; it cannot wait.",
    authority=Authority.RULEBOOK,
    sources=(
        Citation(ZMG_BB4, "Additional rules", date=UNDATED,
                 quote=_ZMG_NEXT_POINTS + " If a robber is on a space occupied by more than one marker and more than "
                       "one of them is scoring points, the robber chooses from which player he is \"robbing\" half "
                       "the points."),
        Citation(C1_WIKI, _C1_OTHER, footnote="7", date="2013-05",
                 quote="Each scoring event is separate from all others – each feature is scored individually. "
                       + _C1_FIRST_EVENT),
        Citation(C1_WIKI, _C1_OTHER, footnote="9", date="2014-10",
                 quote="Although this rule refers to multiple followers scoring in \"the same turn,\" the robber "
                       "cannot necessarily wait until the end of the entire turn to see if it applies. Rather, the "
                       "robber can only consider those scoring events that would be happening simultaneously, i.e. "
                       "during the same \"scoring round\" (see the Messages expansion for further discussion). For "
                       "example, the fairy scoring is separate from scoring of normal features. Thus, if the robber "
                       "could score due to the fairy point he must take that score; he cannot wait for other events "
                       "later in the turn. (10/2014)"),
    ),
    date="2013",
    constraints=lambda enc: enc.set_window("round"),
)

COUNT_FEATURE_SCORING_ONLY = Clause(
    id="count-feature-scoring-only",
    topic="counted-scorings",
    plain=("Only the scoring of features: points from the fairy, the Wheel of Fortune and the like do not "
           "trigger a robber."),
    summary="Robbers react to the scoring of features only (the reading c1-scorings=features-only): the 1st-edition page puts the rule under \"Scoring a feature\", though its sentences name any forward move.",
    authority=Authority.PROJECT_READING,
    sources=(
        Citation(C1_WIKI, _C1_POINTS, date="2012",
                 quote="Scoring a feature \"Robber\" Points " + _C1_TRIGGER + " … A robber must always take the first "
                       "allowable points awarded (i.e. other than \"rogue points\")."),
    ),
    date="2012",
    constraints=lambda enc: enc.grant_round(lambda r: r.source == "features"),
)

COUNT_ALL_SCORINGS = Clause(
    id="count-all-scorings",
    topic="counted-scorings",
    plain="Every scoring: features, the fairy, the Wheel of Fortune, the catapult and the like.",
    summary="Robbers react to every scoring: features, fairy, Wheel of Fortune, catapult and the like.",
    authority=Authority.RULEBOOK,
    sources=(
        Citation(C1_WIKI, _C1_POINTS, date="2012", quote=_C1_TRIGGER),
        Citation(DEVIR_2012, "«Robar» puntos", date="2012", quote=_DEVIR_TRIGGER),
        Citation(DEVIR_2012, "Reglas adicionales", date="2012",
                 quote="Un ladrón siempre debe robar puntos cuando tenga la oportunidad (excepto en el caso anterior "
                       "de «puntos de ladrón»)."),
        Citation(ZMG_BB4, "\"Robbing\" points", date=UNDATED, quote=_ZMG_TRIGGER),
        Citation(ZMG_BB4, "Additional rules", date=UNDATED, quote=_ZMG_NEXT_POINTS),
        Citation(C1_WIKI, _C1_POINTS, footnote="4", date="2013-05",
                 quote="The Robber can receive points from The Wheel of Fortune or fairy scoring. (5/2013)"),
        Citation(C1_WIKI, _C1_OTHER, footnote="7", date="2013-05", quote=_C1_FIRST_EVENT),
        Citation(C3_WIKI, "Other expansions > General Comments", date="2013-05",
                 quote="The robber can receive points from The Wheel of Fortune or fairy scoring. (5/2013)"),
    ),
    date="2012",
    constraints=lambda enc: enc.grant_round(lambda r: True),
)

IGNORE_MESSAGE_SCORING = Clause(
    id="ignore-message-scoring",
    topic="counted-scorings",
    plain=("Every scoring but messages: robbers are settled before messages score, so points from a message "
           "never trigger one."),
    summary="The C3.1 turn sequence resolves robbers before messages score, so robbers ignore message points; every other scoring counts.",
    authority=Authority.OFFICIAL_CLARIFICATION,
    sources=(
        Citation(C3_WIKI, _C3_MESSAGES, date="2026-04",
                 quote="Question: The turn sequence in Big Box 8 indicates that robbers are resolved before any "
                       "message may be scored. Does this mean that points scored for messages are always ignored by "
                       "robbers? Answer: Yes. (4/2026)"),
        Citation(C3_WIKI, _C3_MESSAGES, date=UNDATED,
                 quote="Robbers only consider the points scored during a turn until the end of 3. Scoring a feature. "
                       "Robbers ignore any points scored as extra actions after this point, such as message points."),
        Citation(C3_WIKI, _C3_MESSAGES, date=UNDATED,
                 quote="If you are the active player, and either your courier or your standard score meeple lands on "
                       "a dark space as a result of your robber stealing points from another player, draw a message "
                       "tile."),
    ),
    date="2025",
    constraints=lambda enc: enc.grant_round(lambda r: r.source != "message"),
)

CLAUSES = (
    COURIER_COUNTS,
    TRIGGER_ON_DEPARTURE,
    NO_SELF_ROBBERY,
    MOVEMENT_PER_FEATURE,
    MOVEMENT_PER_TURN,
    FIRST_MOVEMENT_ONLY,
    FIRST_DEPARTURE_FROM_SPACE,
    RESOLVE_PER_TURN,
    RESOLVE_AT_ONCE,
    RESOLVE_PER_ROUND,
    COUNT_FEATURE_SCORING_ONLY,
    COUNT_ALL_SCORINGS,
    IGNORE_MESSAGE_SCORING,
)
