"""What several subcommands share: edition options, JSON output, tables."""

from __future__ import annotations

import argparse
import json
import sys

import spec
from checker import expansions
from checker.arguments import UsageError, positive_count, positive_seconds  # noqa: F401 - the commands' names for them


def add_rules_options(parser: argparse.ArgumentParser, edition_required: bool = True, companion: bool = False) -> None:
    """--edition, --as-of, --interpretation; with ``companion``, the option of
    every combined turn that names the other module's edition (--with-robbers)."""
    parser.add_argument(
        "--edition",
        required=edition_required,
        metavar="ID",
        help="edition id (see 'rulespec editions'), optionally followed by @month, +key=value readings and ~clause drops (see the README)",
    )
    if companion:
        for option, help_ in dict.fromkeys((t.option, t.option_help) for t in expansions.combinations()):
            parser.add_argument(option, metavar="ID", help=help_)
    parser.add_argument("--as-of", metavar="YYYY-MM", help="apply only the official clarifications published by then")
    parser.add_argument(
        "--interpretation",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="choose a reading of an open question (repeatable; see 'rulespec editions')",
    )


def add_json_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--json", action="store_true", help="print one JSON document for machines")


def parse_interpretations(items) -> dict[str, str]:
    chosen = {}
    for item in items:
        if "=" not in item:
            raise UsageError(f"--interpretation {item!r}: expected KEY=VALUE")
        key, value = item.split("=", 1)
        chosen[key.strip()] = value.strip()
    return chosen


def rules_from_args(args, without=()) -> spec.Rules:
    """The rules named by --edition (an id or a reference), --as-of,
    --interpretation, and a combined turn's companion (--with-robbers)."""
    edition, as_of, interpretations, dropped = spec.split_reference(args.edition)
    interpretations.update(parse_interpretations(args.interpretation))
    rules = spec.resolve(
        edition,
        as_of=args.as_of or as_of,
        interpretations=interpretations,
        without=tuple(dropped) + tuple(without),
    )
    for dest in dict.fromkeys(t.dest for t in expansions.combinations()):
        if getattr(args, dest, None):
            rules = rules.with_companion(spec.parse_reference(getattr(args, dest)))
    return rules


def print_json(doc) -> None:
    sys.stdout.write(json.dumps(doc, indent=2, sort_keys=False, ensure_ascii=False) + "\n")


def console():
    from rich.console import Console

    # A fixed width off a terminal keeps piped output the same on every machine.
    return Console(highlight=False, soft_wrap=False, width=None if sys.stdout.isatty() else 160)


class Progress:
    """A one-line count on stderr while a long enumeration runs, only on a terminal."""

    def __init__(self, what: str) -> None:
        self.what = what
        self.status = None

    def __enter__(self):
        if sys.stderr.isatty():
            from rich.console import Console

            self.status = Console(stderr=True).status(f"{self.what}...")
            self.status.__enter__()
        return self

    def __call__(self, count: int) -> None:
        if self.status is not None and count % 25 == 0:
            self.status.update(f"{self.what}: {count} outcomes so far")

    def __exit__(self, *exc) -> None:
        if self.status is not None:
            self.status.__exit__(*exc)


def show_progress(message: str | None) -> None:
    """One self-erasing line on stderr for a long run (``None`` erases it); only on a terminal."""
    if sys.stderr.isatty():
        print("\r\033[K" + (message or ""), end="", file=sys.stderr, flush=True)
