"""The command-line reference, generated from the real argparse parser.

Writing the page from ``checker.cli.build_parser()`` means the documented
options are the options the program accepts: a new subcommand module in
``checker.commands.COMMANDS`` appears here on the next build.
"""

from __future__ import annotations

import argparse
import os
from contextlib import contextmanager

from rst import indent, title

WIDTH = "88"


@contextmanager
def _fixed_width():
    """argparse wraps to the terminal width; fix it so the page is the same everywhere."""
    old = os.environ.get("COLUMNS")
    os.environ["COLUMNS"] = WIDTH
    try:
        yield
    finally:
        if old is None:
            del os.environ["COLUMNS"]
        else:
            os.environ["COLUMNS"] = old


def subcommands(parser: argparse.ArgumentParser) -> dict[str, argparse.ArgumentParser]:
    """The subcommand parsers, in the order they were added."""
    for action in parser._actions:  # argparse has no public accessor for subparsers
        if isinstance(action, argparse._SubParsersAction):
            return dict(action.choices)
    return {}


def cli_page() -> str:
    """``generated/cli.rst``: ``rulespec --help`` and each subcommand's ``--help``."""
    from checker.cli import build_parser

    with _fixed_width():
        parser = build_parser()
        out = [title("Command line", "=", over=True), "",
               "The ``rulespec`` program; this page is the output of its own ``--help``, "
               "captured when the site was built.", "",
               ".. code-block:: text", "", indent(parser.format_help().rstrip(), 3), ""]
        for name, sub in subcommands(parser).items():
            out += [title(f"rulespec {name}", "-"), "", ".. code-block:: text", "",
                    indent(sub.format_help().rstrip(), 3), ""]
    return "\n".join(out) + "\n"
