"""``rulespec identify``: which edition, readings and dated state a group
plays, from its answers to a few questions (``checker.identify``)."""

from __future__ import annotations

import argparse
import sys

from checker import expansions
from checker.commands.common import UsageError, add_json_option, print_json

HELP = "name the rule set a group plays from its answers to a few turns of the contradiction catalogue"

DESCRIPTION = """Name the rule set a group plays from its answers to a few turns of the
contradiction catalogue.

Each question is a turn on which some rule sets differ (a topic witness of
the contradiction catalogue) and its options are the outcomes some candidate
allows. The candidates are every edition of the module at each dated state
(before its rulings, then as of each one) with each combination of the
readings of its open questions. Answers go in a JSON file (--answers): an
object from question id to the option's number, or the outcome as a
document (formats.md), or a list of them when the question asks for every
outcome your rules allow. The command prints the next question to ask (the
one with the largest expected information gain; ties go to the first) or,
when no question would tell the rule sets still in play apart, the result:
the rule set named, or the rule sets that play alike on every question.
Candidates are ranked by the likelihood of the answers (checker.fitting,
as conform's diagnosis): answers no rule set allows still get the best
fitting rule sets, with the answers they do not explain named. On a
terminal, without --answers and --json, it asks the questions one by one.
The questions and each rule set's legal outcomes are in
checker/identify/questions.json, rebuilt by 'python3 -m
checker.identify.table' after the catalogue changes.

Exit status: 0 a question or a result printed, 2 bad input."""


def add_parser(sub) -> None:
    parser = sub.add_parser("identify", help=HELP, description=DESCRIPTION,
                            formatter_class=argparse.RawDescriptionHelpFormatter)
    names = [name for name in expansions.EXPANSIONS]
    parser.add_argument("--module", default=names[0], metavar="NAME",
                        help=f"the rules module whose rule sets to tell apart ({', '.join(names)}; default {names[0]})")
    parser.add_argument("--answers", metavar="FILE",
                        help="the answers so far: a JSON object, question id -> option number (1 is the first), "
                             "outcome document, or a list of them ('-' reads standard input)")
    add_json_option(parser)
    parser.set_defaults(run=run)


def run(args) -> int:
    from checker.commands import identify_report as report
    from checker.identify.choosing import next_question, verdict

    table = report.module_table(args.module)
    if args.answers is None and not args.json and sys.stdin.isatty() and sys.stdout.isatty():
        return report.interactive(table)
    answers = report.load_answers(args.answers, table) if args.answers else {}
    step = next_question(table, answers)
    if args.json:
        print_json(report.result_document(table, answers, step, None if step else verdict(table, answers)))
        return 0
    if step is not None:
        report.print_question(table, answers, step)
    else:
        report.print_verdict(table, answers, verdict(table, answers))
    return 0


__all__ = ["add_parser", "run", "UsageError"]
