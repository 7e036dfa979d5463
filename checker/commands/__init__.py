"""One module per ``rulespec`` subcommand, each with ``add_parser`` and ``run``."""

from checker.commands import check, clauses, conform, editions, enumerate, judge, oracle

COMMANDS = (editions, clauses, enumerate, judge, check, oracle, conform)

__all__ = ["COMMANDS"]
