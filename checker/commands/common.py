"""What several subcommands share: edition options, JSON output, tables."""

from __future__ import annotations

import argparse
import json
import math
import sys

import spec


class UsageError(ValueError):
    """Bad usage the parser cannot see (exit status 2)."""


def positive_seconds(text: str) -> float:
    """An argparse type: a finite number of seconds above 0."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of seconds") from None
    if not math.isfinite(value) or value <= 0:
        raise argparse.ArgumentTypeError(f"{text!r}: want a number of seconds above 0")
    return value


def positive_count(text: str) -> int:
    """An argparse type: a whole number of 1 or more."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"{text!r}: want 1 or more")
    return value


def add_rules_options(parser: argparse.ArgumentParser, edition_required: bool = True, companion: bool = False) -> None:
    parser.add_argument(
        "--edition",
        required=edition_required,
        metavar="ID",
        help="edition id (see 'rulespec editions'), optionally followed by @month, +key=value readings and ~clause drops (see the README)",
    )
    if companion:
        parser.add_argument(
            "--with-robbers",
            metavar="ID",
            help="The Robbers' edition (same syntax as --edition) for a Count, King & Robber scenario that has "
                 "robbers on the score track ('robbers' in the scenario; docs/ckr-turn-model.md)",
        )
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
    """The rules named by --edition (an id or a reference), --as-of, --interpretation."""
    edition, as_of, interpretations, dropped = spec.split_reference(args.edition)
    interpretations.update(parse_interpretations(args.interpretation))
    rules = spec.resolve(
        edition,
        as_of=args.as_of or as_of,
        interpretations=interpretations,
        without=tuple(dropped) + tuple(without),
    )
    if getattr(args, "with_robbers", None):
        rules = rules.with_companion(spec.parse_reference(args.with_robbers))
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
