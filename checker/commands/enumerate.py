"""``rulespec enumerate``: every legal outcome of a scenario under an edition."""

from __future__ import annotations

from checker import expansions
from checker.commands.common import (
    Progress,
    add_json_option,
    add_rules_options,
    console,
    positive_count,
    positive_seconds,
    print_json,
    rules_from_args,
)
from checker.errors import DEFAULT_MAX_OUTCOMES

HELP = "list every legal outcome of the turn described in SCENARIO.json"


def add_parser(sub) -> None:
    parser = sub.add_parser("enumerate", help=HELP, description=HELP + " (formats.md: scenario and outcome JSON)")
    parser.add_argument("scenario", metavar="SCENARIO.json", help="the turn to play ('-' reads standard input)")
    add_rules_options(parser, companion=True)
    add_limit_options(parser)
    add_json_option(parser)
    parser.set_defaults(run=run)


def add_limit_options(parser, timeout_help: str = "time limit for the whole enumeration, in seconds (none by default)") -> None:
    parser.add_argument(
        "--max-outcomes",
        type=positive_count,
        default=DEFAULT_MAX_OUTCOMES,
        metavar="N",
        help=f"stop with an error past N outcomes (default {DEFAULT_MAX_OUTCOMES})",
    )
    parser.add_argument(
        "--timeout", type=positive_seconds, default=None, metavar="SECONDS", help=timeout_help
    )


def rules_document(rules) -> dict:
    return {"edition": rules.edition, "as_of": rules.as_of, "interpretations": dict(rules.interpretations)}


def companion_document(rules) -> dict:
    """The companion's rules of a combined turn, if any, under the turn's
    key (``with_robbers``: The Robbers' rules)."""
    if rules.companion is None:
        return {}
    c = rules.companion
    key = expansions.combination(rules.module, c.module).key
    return {key: {"edition": c.edition, "interpretations": dict(c.interpretations), "clauses": [x.id for x in c.clauses]}}


def run(args) -> int:
    from checker.loading import load_scenario

    rules = rules_from_args(args)
    scenario = load_scenario(args.scenario)
    expansion = expansions.expansion_for(scenario, rules, args.scenario)
    with Progress("enumerating") as progress:
        outcomes = expansion.enumerate(
            scenario, rules, max_outcomes=args.max_outcomes, timeout=args.timeout, progress=progress
        )
    if args.json:
        doc = {
            "edition": rules.edition,
            "interpretations": dict(rules.interpretations),
            "as_of": rules.as_of,
            "clauses": [c.id for c in rules.clauses],
            **companion_document(rules),
            "outcomes": [o.to_json(scenario.players) for o in outcomes],
        }
        print_json(doc)
        return 0
    title = f"{len(outcomes)} legal outcome(s) under {rules.label()} (as of {rules.as_of})"
    console().print(expansion.table(title, outcomes, scenario))
    return 0
