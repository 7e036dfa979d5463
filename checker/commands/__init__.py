"""One module per ``rulespec`` subcommand, each with ``add_parser`` and ``run``."""

from checker.commands import clauses, conform, editions, enumerate, judge, oracle

COMMANDS = (editions, clauses, enumerate, judge, oracle, conform)

__all__ = ["COMMANDS"]
