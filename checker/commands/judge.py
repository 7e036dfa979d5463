"""``rulespec judge``: is a claimed outcome legal? If not, which clauses it
breaks (the smallest sets of clauses whose dropping makes it legal,
:func:`checker.judging.explain`), and the nearest legal outcome with what
differs, in words."""

from __future__ import annotations

import spec
from checker import expansions
from checker.commands.common import (
    add_json_option,
    add_rules_options,
    console,
    load_document,
    positive_count,
    print_json,
    rules_from_args,
)
from checker.commands.derivation_output import explained, story_lines
from checker.commands.enumerate import add_limit_options, notice
from checker.commands.progress import Activity
from checker.commands.wording import counted, differences, differences_table, print_indented, rules_words, turn_words

HELP = "say whether OUTCOME.json is a legal outcome of SCENARIO.json; if not, which clauses it breaks and the nearest legal outcome"
USAGE = "rulespec judge SCENARIO.json OUTCOME.json"


def add_parser(sub) -> None:
    from checker.judging import MAX_SIZE, MAX_TRIES

    parser = sub.add_parser(
        "judge", help=HELP,
        description=HELP + (". A clause is broken when dropping it makes the outcome legal; when no single clause "
                            "does, judge tries pairs of clauses (sets up to --max-dropped), smallest first, at most "
                            f"{MAX_TRIES} rule sets. The nearest legal outcome is the one with the fewest score points "
                            "apart and the fewest other differences. Exit 0 legal, 1 illegal, 2 bad input."))
    parser.add_argument("scenario", metavar="SCENARIO.json", help="the turn")
    parser.add_argument("outcome", metavar="OUTCOME.json", help="the claimed end of that turn")
    add_rules_options(parser, companion=True)
    add_limit_options(
        parser,
        timeout_help="time limit in seconds for reading the documents and the enumeration, and again for each "
                     "set of clauses tried",
    )
    parser.add_argument("--max-dropped", type=positive_count, default=MAX_SIZE, metavar="N",
                        help=f"the largest set of clauses dropped together to explain an illegal outcome (default {MAX_SIZE})")
    add_json_option(parser)
    parser.set_defaults(run=run)


def run(args) -> int:
    from checker import judging

    from checker.solver.deadline import TimeLeft

    rules = rules_from_args(args)
    scenario = load_document(args.scenario, "a scenario", USAGE)
    expansion = expansions.expansion_for(scenario, rules, args.scenario)
    claimed = load_document(args.outcome, "an outcome", USAGE, scenario)
    with Activity("judge", notice("judge", args.scenario, args.timeout)) as activity:
        activity("enumerating the legal outcomes")
        legal = expansion.enumerate(scenario, rules, max_outcomes=args.max_outcomes,
                                    timeout=TimeLeft(args.timeout, getattr(args, "started", None)))
        ok = claimed in set(legal)
        found = None
        if not ok:
            found = judging.explain(
                scenario, rules, claimed, max_size=args.max_dropped, max_tries=judging.MAX_TRIES, timeout=args.timeout,
                max_outcomes=args.max_outcomes,
                progress=lambda size, done, total: activity(f"dropping {size} clause(s) at a time: {done}/{total}"))
    close = [] if ok else judging.nearest(claimed, legal, measure=expansion.distance)
    close = explained(expansion, scenario, rules, close)
    mine = explained(expansion, scenario, rules, [o for o in legal if o == claimed]) if ok else []
    if args.json:
        singles = [] if ok else [s[0] for s in found.sets if len(s) == 1]
        print_json(
            {
                "edition": rules.edition,
                "interpretations": dict(rules.interpretations),
                "legal": ok,
                "broken_clauses": singles,
                "undecided_clauses": [] if ok else [s[0] for s in found.undecided if len(s) == 1],
                "nearest": [o.to_json(scenario.players) for o in close],
                **({"derivation": mine[0].to_json(scenario.players)["derivation"]}
                   if mine and getattr(mine[0], "derivation", None) is not None else {}),
                "broken_clause_sets": [] if ok else [list(s) for s in found.sets],
                "clause_sets_tried": 0 if ok else found.tried,
            }
        )
        return 0 if ok else 1
    out = console()
    out.print("The turn: " + turn_words(expansion, scenario), markup=False, highlight=False)
    if ok:
        which = "the only legal outcome" if len(legal) == 1 else f"one of the {counted(len(legal), 'legal outcome')}"
        out.print(f"[bold green]Legal[/] under {rules_words(rules)}: the claimed outcome is {which}.")
        for line in story_lines(expansion, scenario, mine[0], title="How the turn reaches it. ") if mine else ():
            out.print(line, markup=False, highlight=False, soft_wrap=True)
        return 0
    what = ("no outcome is legal" if not legal else "the turn has one legal outcome, and the claimed outcome is not it" if len(legal) == 1
            else f"the claimed outcome is not one of the {counted(len(legal), 'legal outcome')}")
    out.print(f"[bold red]Illegal[/] under {rules_words(rules)}: {what}.")
    _print_explanation(out, found, rules, args.max_dropped)
    parting = getattr(expansion.part("describe"), "claim_parting", None)
    for line in parting(scenario, rules, claimed, legal) if parting is not None and legal else ():
        print_indented(out, line, 2 if line.startswith("- ") else 0, markup=False)
    if close:
        _print_nearest(out, expansion, scenario, claimed, close, legal)
    return 1


def _print_explanation(out, found, rules, max_size: int) -> None:
    n = len(found.sets[0]) if found.sets else 0
    if n == 1:
        out.print("It breaks " + ("this clause (dropping it alone makes the outcome legal):" if len(found.sets) == 1 else
                                  f"each of these {len(found.sets)} clauses (dropping any one of them alone makes the outcome legal):"))
        for (clause,) in found.sets:
            print_indented(out, f"- {clause}: {spec.CLAUSES[clause].summary}", 2, markup=False)
    elif n > 1:
        sets = "this set" if len(found.sets) == 1 else f"each of these {len(found.sets)} sets"
        out.print(f"No single clause explains it: it breaks {counted(n, 'clause')} at once. Dropping all the clauses "
                  f"of {sets} makes the outcome legal; dropping fewer of them does not:")
        for number, clauses in enumerate(found.sets, 1):
            if len(found.sets) > 1:
                out.print(f"  set {number}:", markup=False)
            for clause in clauses:
                print_indented(out, f"- {clause}: {spec.CLAUSES[clause].summary}", 4 if len(found.sets) > 1 else 2,
                               markup=False)
    elif found.stopped == "tries":
        done = f": no set of up to {counted(found.largest, 'clause')} does" if found.largest else ""
        out.print(f"The search for the clauses it breaks stopped at its limit of {counted(found.tried, 'rule set')} "
                  f"while trying sets of {found.largest + 1} clauses{done}.")
    else:
        some = "No single clause explains it" if max_size == 1 else f"No set of up to {max_size} clauses explains it"
        out.print(f"{some}: dropping any {'one' if max_size == 1 else f'{max_size} or fewer'} of the clauses in force "
                  f"does not make it legal ({counted(found.tried, 'rule set')} tried). It breaks more clauses at once "
                  "(--max-dropped tries larger sets), or the turn model every edition shares, or the turn's "
                  "arithmetic: the differences below show where.")
    if found.undecided:
        sets = "; ".join(" + ".join(s) for s in found.undecided[:10])
        out.print(f"Unknown within the time limit whether dropping these makes it legal: {sets}", markup=False)


def _print_nearest(out, expansion, scenario, claimed, close, legal) -> None:
    best = close[0]
    number = legal.index(best) + 1
    out.print(expansion.table("The claimed outcome", [claimed], scenario))
    rows = differences(expansion, claimed, best, scenario)
    if rows:
        out.print(f"The nearest legal outcome (#{number} of {len(legal)}, as 'rulespec enumerate' numbers them) differs in:")
        out.print(differences_table(rows, "the claimed outcome", f"legal outcome #{number}"))
    out.print(expansion.table(f"The {counted(len(close), 'nearest legal outcome')}, nearest first", close, scenario))
    for line in story_lines(expansion, scenario, best, title=f"How the turn reaches legal outcome #{number}. "):
        out.print(line, markup=False, highlight=False, soft_wrap=True)
