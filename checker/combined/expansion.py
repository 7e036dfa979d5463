"""The combined turn's registration (``checker.expansions``): Count, King &
Robber scenarios with a ``robbers`` section play The Robbers on the score
track, under the Robbers edition ``--with-robbers`` names."""

from checker.expansions import Combination

COMBINATION = Combination(
    module="count-king-robber",
    companion="robbers",
    field="robbers",
    package="checker.combined",
    option="--with-robbers",
    key="with_robbers",
    # The newest text: the diff's combined shapes and the suite's combined
    # coverage vectors are played under it when nothing names another.
    default_edition="c3.1-2025",
    # Whether points taken by a robber are "gained" for entering the City of
    # Carcassonne: no turn without The Robbers can tell these clauses apart.
    topics=frozenset({"robbing-gain"}),
    words="The Robbers on the score track",
    option_help="The Robbers' edition (same syntax as --edition) for a Count, King & Robber scenario that has "
                "robbers on the score track ('robbers' in the scenario; docs/ckr-turn-model.md)",
    diff_option_help="Count, King & Robber: The Robbers' edition of the turns with The Robbers in play "
                     "that a robbing-gains difference is searched on (default c3.1-2025)",
    diff_note="""\
Count, King & Robber: when A and B differ in whether robbed points count as
gained (robbing-gains), the search adds turns with The Robbers in play (2
players, meeples only, a 50-space track), both sides under The Robbers'
edition --with-robbers names (default c3.1-2025, the newest); the scope's
"robbers" field says which. The witness is then a combined scenario with its
"robbers" section.
""",
    missing_rules="The Robbers are in play in this scenario: give their edition with --with-robbers ID",
    missing_section="--with-robbers: this scenario has no robbers on the score track (no 'robbers')",
)
