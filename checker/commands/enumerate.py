"""``rulespec enumerate``: every legal outcome of a scenario under an edition."""

from __future__ import annotations

from checker import expansions
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
from checker.commands.progress import OutcomeCount
from checker.commands.wording import outcomes_title, rules_words, turn_words
from checker.errors import DEFAULT_MAX_OUTCOMES

HELP = "list every legal outcome of the turn described in SCENARIO.json"


def add_parser(sub) -> None:
    parser = sub.add_parser("enumerate", help=HELP, description=HELP + " (formats.md: scenario and outcome JSON)")
    parser.add_argument("scenario", metavar="SCENARIO.json", help="the turn to play ('-' reads standard input)")
    add_rules_options(parser, companion=True)
    add_limit_options(parser)
    parser.add_argument("--derivations", choices=("first", "all"), default="first",
                        help="show each outcome's first derivation in canonical order (default) or all of them")
    add_json_option(parser)
    parser.set_defaults(run=run)


def derived(expansion, scenario, rules) -> dict:
    """outcome -> its derivations, from the module's reference hook
    (``reference.derivations``); {} for a module without one."""
    hook = getattr(expansion.part("reference"), "derivations", None)
    return {} if hook is None else hook(scenario, rules)


def with_derivation(doc: dict, found, every: bool) -> dict:
    """An outcome document with its first derivation (and with ``every``, all)."""
    if found:
        doc["derivation"] = found[0].to_json()
        if every:
            doc["derivations"] = [d.to_json() for d in found]
    return doc


def add_limit_options(parser, timeout_help: str = "time limit for the whole enumeration, in seconds (none by default)") -> None:
    parser.add_argument(
        "--max-outcomes",
        type=positive_count,
        default=DEFAULT_MAX_OUTCOMES,
        metavar="N",
        help=f"stop past N outcomes (default {DEFAULT_MAX_OUTCOMES}): exit status 1, and the table shows the N found first",
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
    from checker.errors import LimitReached

    rules = rules_from_args(args)
    scenario = load_document(args.scenario, "a scenario", "rulespec enumerate SCENARIO.json")
    expansion = expansions.expansion_for(scenario, rules, args.scenario)
    try:
        with OutcomeCount("enumerating") as progress:
            outcomes = expansion.enumerate(
                scenario, rules, max_outcomes=args.max_outcomes, timeout=args.timeout, progress=progress
            )
    except LimitReached as error:
        if not args.json and error.found:
            _print_partial(expansion, scenario, rules, error, args.max_outcomes)
        raise
    every = getattr(args, "derivations", "first") == "all"
    derivations = derived(expansion, scenario, rules)
    if args.json:
        doc = {
            "edition": rules.edition,
            "interpretations": dict(rules.interpretations),
            "as_of": rules.as_of,
            "clauses": [c.id for c in rules.clauses],
            **companion_document(rules),
            "outcomes": [with_derivation(o.to_json(scenario.players), derivations.get(o), every) for o in outcomes],
        }
        print_json(doc)
        return 0
    out = console()
    out.print("The turn: " + turn_words(expansion, scenario), markup=False, highlight=False)
    out.print(expansion.table(outcomes_title(len(outcomes), rules), outcomes, scenario))
    tell = getattr(expansion.part("describe"), "stories", None)
    if tell is not None and derivations:
        ordered = getattr(expansion.part("describe"), "in_story_order", lambda o, _s: o)(outcomes, scenario)
        out.print("\n".join(["How each outcome is reached:"] + tell(ordered, scenario, derivations, every)),
                  markup=False, highlight=False, soft_wrap=True)
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
