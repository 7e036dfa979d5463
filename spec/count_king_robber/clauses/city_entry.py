"""Placing a figure in the City of Carcassonne after a scoring."""

from spec._model import Authority, Citation, Clause
from spec.count_king_robber.sources import CKR_WIKI

_ENTRY = "The city of Carcassonne > 2. Placing a meeple in the City of Carcassonne"
M = "count-king-robber"

ENTRY_NOTHING_FROM_ANY = Clause(
    id="entry-nothing-from-any-feature",
    topic="entry-condition",
    summary="After a scoring in which an opponent gains points and the active player gains none from any feature scored, the active player may place a figure from supply in any district, even the Count's.",
    authority=Authority.RULEBOOK,
    sources=(
        Citation(CKR_WIKI, _ENTRY, quote="you must not gain points for any of them"),
        Citation(CKR_WIKI, _ENTRY, footnote="8"),
        Citation(CKR_WIKI, "The cultists > 3. Scoring a feature", quote="triggered scoring, received no points"),
    ),
    date="2017",
    constraints=lambda enc: enc.entry_when("scoring"),
    module=M,
)

ENTRY_PER_FEATURE = Clause(
    id="entry-per-feature",
    topic="entry-condition",
    summary="Z-Man text: a scoring opens the city if some feature in it gives an opponent points and the active player none, even if another feature gives the active player points.",
    authority=Authority.RULEBOOK,
    sources=(Citation(CKR_WIKI, _ENTRY, footnote="5"),),
    date="2017",
    constraints=lambda enc: enc.entry_when("feature"),
    module=M,
)

ENTRY_FEATURE_PHASE_ONLY = Clause(
    id="entry-feature-phase-only",
    topic="entry-phase",
    summary="Only scorings of the feature-scoring phase (phase 3) and a barn's field scoring open the city; a message or other scoring does not.",
    authority=Authority.RULEBOOK,
    sources=(
        Citation(CKR_WIKI, _ENTRY, footnote="2"),
        Citation(CKR_WIKI, _ENTRY, footnote="3", quote="the placement of a barn (Exp. 5 - Abbey & Mayor) does trigger"),
    ),
    date="2017",
    constraints=lambda enc: enc.entry_phases("features"),
    module=M,
)

ENTRY_ANY_PHASE = Clause(
    id="entry-any-phase",
    topic="entry-phase",
    summary="Z-Man text: any scoring of the turn may open the city, whatever its phase.",
    authority=Authority.RULEBOOK,
    sources=(Citation(CKR_WIKI, _ENTRY, footnote="2", quote="The ZMG rules omit this reference to the phase"),),
    date="2017",
    constraints=lambda enc: enc.entry_phases("any"),
    module=M,
)

ENTRY_ONCE_PER_TURN = Clause(
    id="entry-once-per-turn",
    topic="entry-limit",
    summary="At most one figure enters the City of Carcassonne a turn.",
    authority=Authority.RULEBOOK,
    sources=(Citation(CKR_WIKI, _ENTRY, quote="a maximum of one meeple"),),
    date="2017",
    constraints=lambda enc: enc.grant("entry-once"),
    module=M,
)

ABBOT_CATHEDRAL_ONLY = Clause(
    id="abbot-cathedral-only",
    topic="abbot-district",
    summary="An abbot enters the city only in the cathedral.",
    authority=Authority.RULEBOOK,
    sources=(Citation(CKR_WIKI, _ENTRY, footnote="6"), Citation(CKR_WIKI, "Other expansions", quote="Abbot, only in the cathedral")),
    date="2017",
    constraints=lambda enc: enc.grant("abbot-cathedral"),
    module=M,
)

ROBBING_GAIN_IGNORED = Clause(
    id="robbing-gain-ignored",
    topic="robbing-gain",
    summary="With The Robbers in play, points a robber takes are not points gained in the scoring: only the features' points decide who may enter the city.",
    authority=Authority.PROJECT_READING,
    sources=(Citation(CKR_WIKI, _ENTRY, quote="you must not gain points for any of them"),),
    date="2017",
    constraints=lambda enc: enc.robbing_gains(False),
    module=M,
)

ROBBING_GAIN_COUNTS = Clause(
    id="robbing-gain-counts",
    topic="robbing-gain",
    summary="With The Robbers in play, points a robber takes during the scoring count as points its owner gained in it.",
    authority=Authority.PROJECT_READING,
    sources=(Citation(CKR_WIKI, "Other expansions", quote="Only immediately scored points matter"),),
    date="2017",
    constraints=lambda enc: enc.robbing_gains(True),
    module=M,
)

CLAUSES = (
    ENTRY_NOTHING_FROM_ANY,
    ENTRY_PER_FEATURE,
    ENTRY_FEATURE_PHASE_ONLY,
    ENTRY_ANY_PHASE,
    ENTRY_ONCE_PER_TURN,
    ABBOT_CATHEDRAL_ONLY,
    ROBBING_GAIN_IGNORED,
    ROBBING_GAIN_COUNTS,
)
