"""One module per ``rulespec`` subcommand, each with ``add_parser`` and ``run``."""

from checker.commands import check, clauses, conform, diff, editions, enumerate, judge, oracle

COMMANDS = (editions, clauses, enumerate, judge, check, diff, oracle, conform)

__all__ = ["COMMANDS"]
