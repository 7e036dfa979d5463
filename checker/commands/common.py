"""What several subcommands share: edition options, JSON output, tables."""

from __future__ import annotations

import argparse
import json
import os
import sys

import spec
from checker import expansions
from checker.arguments import UsageError, positive_count, positive_seconds  # noqa: F401 - the commands' names for them
from checker.commands.progress import show_progress  # noqa: F401 - the commands' name for it


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


def looks_like(doc) -> str | None:
    """"an outcome" or "a scenario" when a document is plainly one of them
    (its top-level fields), else None: the hint for two files given in the
    wrong order."""
    if not isinstance(doc, dict):
        return None
    if "turn" in doc and "players" in doc:
        return "a scenario"
    if "turn" not in doc and "players" not in doc and ({"steals", "placed", "returned"} & set(doc) or "markers" in doc):
        return "an outcome"
    return None


def load_document(path: str, want: str, usage: str, scenario=None):
    """The scenario (``want`` "a scenario") or outcome (``want`` "an
    outcome", of ``scenario``) in ``path``. A file that is plainly the other
    kind of document gets a hint naming ``usage``, the command's order of
    arguments: in the error when it does not load, in a warning when it
    does (an outcome document may carry any extra field, a scenario's too)."""
    import warnings

    from checker.errors import InputError, InputWarning
    from checker.loading import load_json, load_outcome, load_scenario

    def hint() -> str | None:
        try:
            found = looks_like(load_json(path))
        except InputError:
            return None
        if found is None or found == want:
            return None
        return f"this file looks like {found}, not {want}: the command is '{usage}'; are the files swapped?"

    try:
        value = load_scenario(path) if want == "a scenario" else load_outcome(path, scenario)
    except InputError as error:
        words = hint()
        if words is None:
            raise
        raise InputError(error.file, error.path, f"{error.message} ({words})") from None
    words = hint()
    if words is not None:
        warnings.warn(InputWarning(f"{path}: {words}"), stacklevel=2)
    return value


def print_json(doc) -> None:
    sys.stdout.write(json.dumps(doc, indent=2, sort_keys=False, ensure_ascii=False) + "\n")


def console():
    from rich.console import Console

    # A fixed width off a terminal keeps piped output the same on every
    # machine: 160 columns, or COLUMNS when it is set to a number.
    width = None
    if not sys.stdout.isatty():
        columns = os.environ.get("COLUMNS", "")
        width = int(columns) if columns.isdigit() and int(columns) >= 40 else 160
    return Console(highlight=False, soft_wrap=False, width=width)
