"""One module per ``rulespec`` subcommand, each with ``add_parser`` and ``run``."""

from checker.commands import clauses, editions, enumerate, judge

COMMANDS = (editions, clauses, enumerate, judge)

__all__ = ["COMMANDS"]
