"""``rulespec judge``: is a claimed outcome legal? If not, which clauses it
breaks (dropping that clause alone makes it legal) and the nearest legal
outcomes."""

from __future__ import annotations

from checker import expansions
from checker.commands.common import add_json_option, add_rules_options, console, print_json, rules_from_args
from checker.commands.enumerate import add_limit_options

HELP = "say whether OUTCOME.json is a legal outcome of SCENARIO.json; if not, which clause it breaks"


def add_parser(sub) -> None:
    parser = sub.add_parser("judge", help=HELP, description=HELP + " (exit 0 legal, 1 illegal, 2 bad input)")
    parser.add_argument("scenario", metavar="SCENARIO.json")
    parser.add_argument("outcome", metavar="OUTCOME.json")
    add_rules_options(parser, companion=True)
    add_limit_options(
        parser,
        timeout_help="time limit in seconds for the enumeration, and again for each clause tried (none by default)",
    )
    add_json_option(parser)
    parser.set_defaults(run=run)


def run(args) -> int:
    from checker.judging import broken_clauses, nearest
    from checker.loading import load_outcome, load_scenario

    rules = rules_from_args(args)
    scenario = load_scenario(args.scenario)
    expansion = expansions.expansion_for(scenario, rules, args.scenario)
    claimed = load_outcome(args.outcome, scenario)
    legal = expansion.enumerate(scenario, rules, max_outcomes=args.max_outcomes, timeout=args.timeout)
    ok = claimed in set(legal)
    undecided: list[str] = []
    broken = [] if ok else broken_clauses(
        scenario, rules, claimed, timeout=args.timeout, undecided=undecided, max_outcomes=args.max_outcomes
    )
    close = [] if ok else nearest(claimed, legal, measure=expansion.distance)
    if args.json:
        print_json(
            {
                "edition": rules.edition,
                "interpretations": dict(rules.interpretations),
                "legal": ok,
                "broken_clauses": broken,
                "undecided_clauses": undecided,
                "nearest": [o.to_json(scenario.players) for o in close],
            }
        )
        return 0 if ok else 1
    out = console()
    if ok:
        out.print(f"legal under {rules.label()}: this outcome is one of the {len(legal)} legal outcomes")
        return 0
    out.print(f"[bold red]illegal[/] under {rules.label()}")
    if broken:
        out.print("it breaks: " + ", ".join(broken) + " (dropping any one of these alone makes it legal)")
    else:
        out.print("no single clause explains it: it breaks several clauses at once, or the turn's arithmetic")
    if undecided:
        out.print("unknown within the time limit whether these are broken too: " + ", ".join(undecided))
    if close:
        out.print(expansion.table("nearest legal outcomes", close, scenario))
    return 1
