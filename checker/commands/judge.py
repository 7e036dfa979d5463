"""``rulespec judge``: is a claimed outcome legal? If not, which clauses it
breaks (dropping that clause alone makes it legal) and the nearest legal
outcomes."""

from __future__ import annotations

from checker.commands.common import add_json_option, add_rules_options, console, print_json, rules_from_args
from checker.commands.enumerate import add_limit_options

import spec

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


def broken_clauses(scenario, rules, outcome, timeout=None, undecided=None, max_outcomes=None) -> list[str]:
    """Clauses whose removal alone makes ``outcome`` reachable. Clauses on
    which the solver gave up within ``timeout`` go to ``undecided``."""
    from checker.robbers.encoding import is_reachable

    reachable = is_reachable
    if getattr(scenario, "expansion", "robbers") != "robbers":
        reachable = _reachable_by_enumeration(max_outcomes)
    broken = []
    for clause in rules.clauses:
        relaxed = spec.resolve(
            rules.edition,
            as_of=rules.as_of,
            interpretations=rules.interpretations,
            without=tuple(rules.without) + (clause.id,),
        )
        if rules.companion is not None:
            relaxed = relaxed.with_companion(rules.companion)
        verdict = reachable(scenario, relaxed, outcome, timeout=timeout)
        if verdict:
            broken.append(clause.id)
        elif verdict is None and undecided is not None:
            undecided.append(clause.id)
    return broken


def _reachable_by_enumeration(max_outcomes):
    """Reachability for a module without a dedicated query: is the outcome
    among all outcomes (None when the solver gives up or the limit is hit)."""
    from checker.robbers.encoding import LimitReached
    from checker.expansions import EXPANSIONS

    def reachable(scenario, rules, outcome, timeout=None):
        try:
            found = EXPANSIONS[scenario.expansion].enumerate(scenario, rules, max_outcomes=max_outcomes, timeout=timeout)
        except LimitReached:
            return None
        return outcome in set(found)

    return reachable


def nearest(outcome, legal, measure, n=3):
    return sorted(legal, key=lambda o: (measure(outcome, o), o.sort_key()))[:n]


def run(args) -> int:
    from checker.expansions import expansion_for
    from checker.loading import load_outcome, load_scenario

    rules = rules_from_args(args)
    scenario = load_scenario(args.scenario)
    expansion = expansion_for(scenario, rules, args.scenario)
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
