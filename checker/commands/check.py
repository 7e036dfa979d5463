"""``rulespec check``: prove the invariants within a bound, or show a counterexample."""

from __future__ import annotations

import os
import time

import spec
from checker import expansions
from checker.arguments import JOBS_CAP, add_memory_option, job_count
from checker.commands.bound_options import add_bound_options, bounds_from_args
from checker.commands.common import (
    UsageError,
    add_json_option,
    add_rules_options,
    console,
    positive_seconds,
    print_json,
    rules_from_args,
    show_progress,
)
from checker.commands.progress import summary, took

# The invariants and the process pool load when the command runs, not when
# the CLI builds its parsers: other commands start faster without them.

HELP = ("prove each invariant for every turn by induction where the module can, else for every scenario "
        "within a bound, or print a counterexample")
DEFAULT_TIMEOUT = 60.0


def add_parser(sub) -> None:
    parser = sub.add_parser(
        "check",
        help=HELP,
        description=HELP + (". A verdict is compared with the documentation: an invariant the rules are documented "
                            "to break (the invariants page of the docs) is reported with its reason and documented "
                            "counterexample. Exit status: 0 every verdict is the documented one (an invariant holds, "
                            "or is violated as documented), 1 a verdict differs (a new violation, a documented "
                            "violation that no longer happens) or is unknown (a time limit), 2 bad usage."),
    )
    add_rules_options(parser, edition_required=False)
    parser.add_argument("--all", action="store_true", help="every edition of the module (the default when no --edition is given)")
    default = expansions.default().name
    notes = "".join(f"; {e.check_note}" for e in expansions.EXPANSIONS.values() if e.check_note)
    parser.add_argument("--module", choices=sorted(expansions.names()), default=default,
                        help=f"with --all: the rules module whose editions are checked (default {default}{notes})")
    parser.add_argument("--without", action="append", default=[], metavar="CLAUSE",
                        help="drop a clause before checking (repeatable): which invariants rest on it?")
    parser.add_argument("--invariant", action="append", default=[], metavar="ID",
                        help="check only this invariant (repeatable; default all)")
    parser.add_argument("--timeout", type=positive_seconds, default=DEFAULT_TIMEOUT, metavar="SECONDS",
                        help=f"solver time limit per query (default {DEFAULT_TIMEOUT:g}); a query that reaches it is 'unknown'")
    add_memory_option(parser)
    parser.add_argument("--method", choices=("induction", "bounded"), default="induction",
                        help="induction (default): prove each invariant the module can for every turn (the "
                             "output says which turns: players, any number of rounds, events and points) by an "
                             "inductive strengthening, with the bounded search as cross-check and for what "
                             "induction does not prove; bounded: only the search within the bound below")
    parser.add_argument("--jobs", type=job_count, default=None, metavar="N",
                        help="prove up to N rule sets at once, each in a process of its own, or, for fewer rule "
                             "sets than N, the independent parts of each proof (the bounded searches and the "
                             "induction); default 2 for one edition on a machine with 2 or more CPUs, else 1; "
                             f"--jobs 1 proves one edition in this process; {JOBS_CAP}. The output is the same for every N")
    add_bound_options(parser)
    add_json_option(parser)
    parser.set_defaults(run=run)


def _rule_sets(args):
    if args.edition and args.all:
        raise UsageError("give --edition ID or --all, not both")
    if args.edition:
        return [rules_from_args(args, without=args.without)]
    if args.interpretation:
        raise UsageError("--interpretation needs --edition")
    out = []
    for edition in spec.module_editions(args.module):
        rules = spec.resolve(edition, as_of=args.as_of)
        dropped = [c for c in args.without if rules.has(c)]  # an edition without the clause is checked whole
        out.append(spec.resolve(edition, as_of=args.as_of, without=dropped) if dropped else rules)
    return out


def _invariants(args):
    """Every module's invariants (registry order) that ``--invariant`` names, or all."""
    every = [i for e in expansions.EXPANSIONS.values() for i in e.part("invariants").INVARIANTS]
    known = {i.id: i for i in every}
    for name in args.invariant:
        if name not in known:
            raise UsageError(f"--invariant {name!r}: unknown (known: {', '.join(known)})")
    return tuple(i for i in every if not args.invariant or i.id in args.invariant)


def run(args) -> int:
    bounds = bounds_from_args(args)
    rule_sets = _rule_sets(args)
    # One module's rule sets: an edition, or the editions of --module.
    bound = bounds[rule_sets[0].module if rule_sets else args.module]
    invariants = _invariants(args)
    distinct = list({rules.clause_ids: rules for rules in rule_sets}.values())
    ids = tuple(i.id for i in invariants)
    jobs = args.jobs or default_jobs(len(distinct))
    started = time.monotonic()
    plan = [(rules, _parts(rules, bound, ids, args.method, len(distinct) < jobs)) for rules in distinct]
    tasks = [(rules.label(), bound, ids, args.timeout, args.method, part) for rules, parts in plan for part in parts]
    if len(tasks) == 1:
        show_progress(f"check: proving {len(ids)} invariant(s) under {distinct[0].label()}")
        done = iter([prove_task(tasks[0])])
    else:
        from checker.isolated import run_isolated

        what = "rule sets" if len(tasks) == len(distinct) else "parts of the proofs"
        show_progress(f"check: proving {len(ids)} invariant(s) under {_count(distinct)}, {len(tasks)} {what} "
                      f"in processes of their own, {jobs} at a time")
        done = iter(run_isolated(prove_task, tasks, jobs,
                                 lambda done, total: show_progress(f"check: {done}/{total} {what} proved"),
                                 name=_task_name))
    proved = [_joined(rules, bound, ids, args.method, parts, [next(done) for _ in parts]) for rules, parts in plan]
    show_progress(None)
    by_clauses = {rules.clause_ids: docs for rules, docs in zip(distinct, proved)}
    results = []
    for rules in rule_sets:
        for doc in by_clauses[rules.clause_ids]:
            results.append(dict(doc, edition=rules.label(), **_expectation(rules, bound, doc)))
    every_turn = None
    invariants_part = expansions.EXPANSIONS[rule_sets[0].module if rule_sets else args.module].part("invariants")
    if args.method != "bounded" and args.method in getattr(invariants_part, "METHODS", ()):
        every_turn = (invariants_part.induction_scope(bound), invariants_part.induction_words(bound))
    if args.json:
        doc = {"scope": bound.scope(), "results": results}
        if every_turn:
            doc["induction_scope"] = every_turn[0]
        print_json(doc)
    else:
        report(results, bound, every_turn[1] if every_turn else None)
    summary("check", summary_text(results, time.monotonic() - started), document=args.json)
    return 0 if all(r["as_expected"] for r in results) else 1


def _expectation(rules, bound, doc) -> dict:
    """What the documentation expects of a verdict (``expected``, ``as_expected``,
    ``documented``): the module's ``invariants.expectation``, or "holds" for a
    module that documents no broken invariant."""
    part = _invariants_part(rules)
    if hasattr(part, "expectation"):
        return part.expectation(rules, bound, doc)
    return {"expected": "holds", "as_expected": doc["status"] == "holds", "documented": None}


def default_jobs(rule_sets: int) -> int:
    """``--jobs`` when not given: 2 for one rule set on a machine with 2 or
    more CPUs, else 1 (``check --all`` keeps to one CPU unless asked). One
    edition's proof has four independent parts (``proof_parts``); under
    c1-rgg they took 4.4 (robber-shares-space, the solver's time), 2.8,
    2.5 and 0.7 CPU seconds, so two processes, longest part first, are done
    after about 5.3 of the 10.4, plus a start-up of about 0.3 s for each
    part's process (2026-11-27, on a loaded machine; 4.4, 5.0, 4.4 and 0.9
    before issue 32's cuts in building the encodings)."""
    return 2 if rule_sets == 1 and (os.cpu_count() or 1) >= 2 else 1


def _count(rule_sets) -> str:
    return rule_sets[0].label() if len(rule_sets) == 1 else f"{len(rule_sets)} rule sets"


def _invariants_part(rules):
    return expansions.EXPANSIONS[rules.module].part("invariants")


def _in_catalogue_order(part, ids) -> list[str]:
    """The invariant ids asked for, in the order of the module's catalogue."""
    return [i.id for i in part.INVARIANTS if i.id in ids]


def _parts(rules, bound, ids, method, split: bool) -> list:
    """The tasks of one rule set: its independent parts when ``split`` and
    the module can cut its proof (``proof_parts``), else the whole (None)."""
    part = _invariants_part(rules)
    if not split or not hasattr(part, "proof_parts"):
        return [None]
    return part.proof_parts(bound, _in_catalogue_order(part, ids), method) or [None]


def _task_name(task) -> str:
    """A task in the error when its worker dies: "the proofs under c1-hig-2013 (bounded 2)"."""
    return f"the proofs under {task[0]}" + (f" ({' '.join(str(x) for x in task[5])})" if task[5] else "")


def _joined(rules, bound, ids, method, parts, results) -> list[dict]:
    if parts == [None]:
        return results[0]
    part = _invariants_part(rules)
    return part.join_parts(rules, bound, _in_catalogue_order(part, ids), method, results)


def prove_task(item) -> list:
    """One rule set's verdicts as JSON documents (a task for ``run_isolated``),
    or, given a part of its proof, that part's result for ``join_parts``."""
    reference, bound, invariant_ids, timeout, method, part = item
    rules = spec.parse_reference(reference)
    invariants = _invariants_part(rules)
    ids = _in_catalogue_order(invariants, invariant_ids)
    if part is not None:
        return invariants.prove_part(rules, bound, ids, timeout, part)
    if method in getattr(invariants, "METHODS", ()):  # a module that proves by more than its bounded search
        return invariants.prove_all(rules, bound, ids, timeout, method=method)
    return [dict(doc, method="bounded") for doc in invariants.prove_all(rules, bound, ids, timeout)]


def report(results, bound, every_turn: str | None = None) -> None:
    """The verdicts for people: a table (how each was proved: for every turn
    by induction, or within the bound), then each documented finding once
    (its reason and documented counterexample), then each verdict that
    differs from the documentation, in words."""
    from checker.commands.check_report import print_report

    print_report(console(), results, bound, every_turn)


def summary_text(results, seconds: float) -> str:
    """"64 verdicts: 56 hold, 8 violated as documented; every verdict is the documented one (exit 0), in 12.3 s"."""
    from checker.commands.check_report import tally

    return tally(results) + f", {took(seconds)}"
