"""What makes a robber react: which markers, which movements, which scorings."""

from spec._model import Authority, Citation, Clause
from spec.robbers.sources import C1_WIKI, C3_WIKI, DEVIR_2012, ZMG_BB4

COURIER_COUNTS = Clause(
    id="courier-counts",
    topic="courier",
    summary="A courier (Messages) is a marker like the meeple: a robber may stand beside it and steal from it.",
    authority=Authority.OFFICIAL_CLARIFICATION,
    sources=(
        Citation(C1_WIKI, "Rules > Placing a tile > Placing a Robber", footnote="2", date="2013-05"),
        Citation(C3_WIKI, "Other expansions > Mini #2 - The Messages", date="2013-05; confirmed 2026-03"),
    ),
    date="2013-05",
    constraints=lambda enc: enc.make_visible("courier"),
)

TRIGGER_ON_DEPARTURE = Clause(
    id="trigger-on-departure",
    topic="trigger",
    summary="A robber is triggered when a marker standing on its space moves forward by scoring.",
    authority=Authority.RULEBOOK,
    sources=(
        Citation(C1_WIKI, "Rules > Scoring a feature > \"Robber\" Points", date="2012"),
        Citation(DEVIR_2012, "«Robar» puntos", date="2012"),
        Citation(ZMG_BB4, "\"Robbing\" points", date="2013"),
        Citation(C3_WIKI, "Gameplay > 3. Scoring a feature > \"Stealing\" points", date="2017"),
    ),
    date="2012",
    constraints=lambda enc: enc.on_trigger(lambda c: enc.all_of([c.robber_space == c.start, c.displacement > 0])),
)

NO_SELF_ROBBERY = Clause(
    id="no-self-robbery",
    topic="self-robbery",
    summary="A robber never steals from a marker of its own owner.",
    authority=Authority.RULEBOOK,
    sources=(
        Citation(C1_WIKI, "Rules > Other rules", date="2012", quote="may not rob his or her own follower"),
        Citation(DEVIR_2012, "Reglas adicionales", date="2012"),
        Citation(ZMG_BB4, "Additional rules", date="2013"),
        Citation(C3_WIKI, "Additional notes", date="2017"),
    ),
    date="2012",
    constraints=lambda enc: enc.on_trigger(lambda c: c.robber != c.victim),
)

MOVEMENT_PER_FEATURE = Clause(
    id="movement-per-feature",
    topic="movement",
    summary="Each scored feature moves a marker separately; each such move is a movement a robber may steal from.",
    authority=Authority.RULEBOOK,
    sources=(
        Citation(C1_WIKI, "Detailed Examples, Example #1", footnote="7", date="2013-05"),
        Citation(ZMG_BB4, "Using robbers, Reminder", date="2013",
                 quote="robs the points for one feature"),
    ),
    date="2012",
    constraints=lambda enc: enc.set_movement("per-feature"),
)

MOVEMENT_PER_TURN = Clause(
    id="movement-per-turn",
    topic="movement",
    summary="A marker makes one movement a turn, from its first space to its last; only robbers on its first space are triggered.",
    authority=Authority.OFFICIAL_CLARIFICATION,
    sources=(
        Citation(C3_WIKI, "Additional notes, publisher Q&A (14 -> 26)", date="2017",
                 quote="only an initial and the final space"),
    ),
    date="2017",
    constraints=lambda enc: enc.set_movement("per-turn"),
)

FIRST_MOVEMENT_ONLY = Clause(
    id="first-movement-only",
    topic="which-movement",
    summary="Only a marker's first movement of the scoring round can trigger a robber; a marker arriving on a robber's space does not.",
    authority=Authority.RULEBOOK_EXAMPLE,
    sources=(
        Citation(C1_WIKI, "Detailed Examples, Example #1", date="2013"),
        Citation(C1_WIKI, "Rules > Other rules", footnote="8", date="2013-05; 2014-11", quote="only the first feature"),
    ),
    date="2013",
    constraints=lambda enc: enc.on_trigger(lambda c: c.first_in_window),
)

FIRST_DEPARTURE_FROM_SPACE = Clause(
    id="first-departure-from-space",
    topic="which-movement",
    summary="A marker's first movement away from a robber's space in the round triggers it, even if the marker arrived there earlier in the round.",
    authority=Authority.PROJECT_READING,
    sources=(Citation(C1_WIKI, "Rules > Scoring a feature > \"Robber\" Points", date="2012"),),
    date="2012",
    constraints=lambda enc: enc.on_trigger(lambda c: c.first_departure),
)

RESOLVE_PER_TURN = Clause(
    id="resolve-per-turn",
    topic="window",
    summary="A robber weighs all the turn's scoring before it steals (the rulebook's \"on the same turn\").",
    authority=Authority.RULEBOOK,
    sources=(
        Citation(C1_WIKI, "Rules > Other rules", date="2012", quote="on the same turn"),
        Citation(C3_WIKI, "Gameplay > 3. Scoring a feature", date="2017",
                 quote="all their points for this turn"),
    ),
    date="2012",
    constraints=lambda enc: enc.set_window("turn"),
)

RESOLVE_PER_ROUND = Clause(
    id="resolve-per-round",
    topic="window",
    summary="A robber weighs only the scorings of one scoring round (features, fairy, wheel...) and steals at its end; it cannot wait.",
    authority=Authority.OFFICIAL_CLARIFICATION,
    sources=(Citation(C1_WIKI, "Rules > Other rules", footnote="9", date="2014-10"),),
    date="2014-10",
    constraints=lambda enc: enc.set_window("round"),
)

COUNT_FEATURE_SCORING_ONLY = Clause(
    id="count-feature-scoring-only",
    topic="counted-scorings",
    summary="Robbers react to the scoring of features only (the rule stands under \"Scoring a feature\").",
    authority=Authority.RULEBOOK,
    sources=(Citation(C1_WIKI, "Rules > Scoring a feature", date="2012"),),
    date="2012",
    constraints=lambda enc: enc.grant_round(lambda r: r.source == "features"),
)

COUNT_ALL_SCORINGS = Clause(
    id="count-all-scorings",
    topic="counted-scorings",
    summary="Robbers react to every scoring: features, fairy, Wheel of Fortune, catapult and the like.",
    authority=Authority.OFFICIAL_CLARIFICATION,
    sources=(
        Citation(C1_WIKI, "Rules > Scoring a feature", footnote="4", date="2013-05"),
        Citation(C1_WIKI, "Rules > Other rules", footnote="7", date="2013-05"),
        Citation(C3_WIKI, "Other expansions > General comments", date="2013-05"),
    ),
    date="2013-05",
    constraints=lambda enc: enc.grant_round(lambda r: True),
)

IGNORE_MESSAGE_SCORING = Clause(
    id="ignore-message-scoring",
    topic="counted-scorings",
    summary="Robbers are resolved before messages score, so they ignore message points; every other scoring counts.",
    authority=Authority.OFFICIAL_CLARIFICATION,
    sources=(Citation(C3_WIKI, "Other expansions > Mini #2 - The Messages", date="2026-04"),),
    date="2026-04",
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
    RESOLVE_PER_ROUND,
    COUNT_FEATURE_SCORING_ONLY,
    COUNT_ALL_SCORINGS,
    IGNORE_MESSAGE_SCORING,
)
