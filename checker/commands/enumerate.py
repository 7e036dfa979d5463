"""``rulespec enumerate``: every legal outcome of a scenario under an edition."""

from __future__ import annotations

from checker import expansions
from checker.arguments import add_memory_option
from checker.commands.common import (
    add_json_option,
    add_rules_options,
    console,
    load_document,
    positive_count,
    positive_seconds,
    print_json,
    rules_from_args,
)
from checker.commands.derivation_output import add_derivations_option, explained, print_stories
from checker.commands.progress import OutcomeCount
from checker.commands.wording import outcomes_title, rules_words, turn_words
from checker.errors import DEFAULT_MAX_OUTCOMES

HELP = "list every legal outcome of the turn described in SCENARIO.json"

#: The CLI's time limit (seconds) for an enumeration, and for ``judge`` each set
#: of clauses tried, unless ``--timeout`` says otherwise: past it the answer is
#: "unknown" (exit 1), never a silent wait (a 200-event turn ran over 300 s).
DEFAULT_TIMEOUT = 60.0


def add_parser(sub) -> None:
    parser = sub.add_parser("enumerate", help=HELP, description=HELP + " (formats.md: scenario and outcome JSON)")
    parser.add_argument("scenario", metavar="SCENARIO.json", help="the turn to play ('-' reads standard input)")
    add_rules_options(parser, companion=True)
    add_limit_options(parser)
    add_derivations_option(parser)
    add_json_option(parser)
    parser.set_defaults(run=run)


def add_limit_options(parser, timeout_help: str = "time limit for the whole command (reading the turn, building its "
                                                   "constraints, the enumeration), in seconds") -> None:
    parser.add_argument(
        "--max-outcomes",
        type=positive_count,
        default=DEFAULT_MAX_OUTCOMES,
        metavar="N",
        help=f"stop past N outcomes (default {DEFAULT_MAX_OUTCOMES}): exit status 1, and the table shows the N found first",
    )
    parser.add_argument(
        "--timeout", type=positive_seconds, default=DEFAULT_TIMEOUT, metavar="SECONDS",
        help=f"{timeout_help} (default {DEFAULT_TIMEOUT:g}): past it the answer is 'unknown', exit status 1; "
             "a larger value lets a long turn finish",
    )
    add_memory_option(parser)


def notice(command: str, path: str, seconds: float) -> str:
    """The line a long run prints on stderr off a terminal (``Activity``)."""
    where = "standard input" if path == "-" else path
    return (f"rulespec {command}: enumerating the legal outcomes of the turn in {where} "
            f"(time limit {seconds:g} s; --timeout SECONDS raises it)")


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
    from checker.errors import LimitReached
    from checker.solver.deadline import TimeLeft

    rules = rules_from_args(args)
    scenario = load_document(args.scenario, "a scenario", "rulespec enumerate SCENARIO.json")
    expansion = expansions.expansion_for(scenario, rules, args.scenario)
    try:
        with OutcomeCount("enumerating", notice("enumerate", args.scenario, args.timeout)) as progress:
            outcomes = expansion.enumerate(
                scenario, rules, max_outcomes=args.max_outcomes, timeout=TimeLeft(args.timeout, getattr(args, "started", None)), progress=progress
            )
    except LimitReached as error:
        if not args.json and error.found:
            _print_partial(expansion, scenario, rules, error, args.max_outcomes)
        raise
    outcomes = explained(expansion, scenario, rules, outcomes, args.derivations)
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
    out = console()
    out.print("The turn: " + turn_words(expansion, scenario), markup=False, highlight=False)
    out.print(expansion.table(outcomes_title(len(outcomes), rules), outcomes, scenario))
    print_stories(out, expansion, scenario, outcomes)
    return 0


def _print_partial(expansion, scenario, rules, error, limit: int) -> None:
    """The outcomes found before a limit stopped the enumeration, under a
    heading that says they are not all (the limit's one line follows on stderr)."""
    found = sorted(error.found, key=lambda o: o.sort_key())[:limit]
    out = console()
    out.print("The turn: " + turn_words(expansion, scenario), markup=False, highlight=False)
    out.print(f"Only {len(found)} of the legal outcomes under {rules_words(rules)}: the enumeration stopped: {error}.",
              markup=False, highlight=False)
    out.print(expansion.table(None, found, scenario))
