"""The rules modules rulespec ships, registered in this order (The Robbers
first: a scenario without ``expansion`` is theirs): the only place outside
the modules themselves that names them (``checker.expansions`` reads it)."""

REGISTRATIONS = (
    "checker.robbers.expansion",
    "checker.count_king_robber.expansion",
    "checker.combined.expansion",
)
