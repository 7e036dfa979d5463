"""One module per ``rulespec`` subcommand, each with ``add_parser`` and ``run``."""

from checker.commands import (
    check,
    clauses,
    conform,
    diff,
    editions,
    enumerate,
    identify,
    judge,
    oracle,
    suite_archive,
)

COMMANDS = (editions, clauses, enumerate, judge, check, diff, oracle, conform, suite_archive, identify)

__all__ = ["COMMANDS"]
