"""Every option that sets a bound is bounded before anything is built.

Issue 46: ``check --points=-99999999999..99999999999`` took 4 GB in 37 s
(the track's wrap makes a term per lap a score can go round it);
``oracle --jobs 1000`` started 183 processes and took 6 GB in 24 s;
``conform --jobs 1000`` ran 149 engines for 74 vectors. A bound past its
stated maximum is refused (exit 2, the maximum named); ``--jobs`` is capped
at the machine's CPUs, as every ``--help`` says.
"""

from __future__ import annotations

import time

import pytest
from faultkit import rulespec, stopped_if_failing, wait_for_workers, workers_of

from checker.arguments import machine_cpus
from checker.cli import build_parser

HUGE_POINTS = "--points=-99999999999..99999999999"


@pytest.mark.parametrize("command", ["check", "diff"])
@pytest.mark.parametrize("options,maximum", [
    ([HUGE_POINTS], "could take a score round the 50-space track 11999999999 times in a turn; at most 50 "
                    "(narrow the points, or lengthen the track)"),
    (["--points=-10..40", "--track", "4"], "round the 4-space track 60 times in a turn; at most 50"),
    (["--players", "7"], "players must be within 2..6 (got 2..7)"),
    (["--rounds", "7"], "rounds must be within 1..6 (got 7)"),
    (["--events", "9"], "events per round must be within 1..8 (got 9)"),
    (["--track", "201"], "the track must have 1..200 spaces (got 201)"),
])
def test_a_bound_past_its_maximum_is_refused_before_anything_is_built(command, options, maximum):
    pair = ["c1-hig-2013", "c1-hig-2013@2013-05"] if command == "diff" else ["--edition", "c1-hig-2013", "--method", "bounded"]
    started = time.monotonic()
    done = rulespec(command, *pair, *options, "--memory", "1024")
    assert time.monotonic() - started < 60
    assert done.returncode == 2, done.stderr
    (line,) = done.stderr.splitlines()
    assert line.startswith("rulespec: ") and maximum in line, line


@pytest.mark.parametrize("argv", [
    ["check", "--all"],
    ["diff", "--all"],
    ["oracle", "--out", "suite"],
    ["conform", "suite", "--impl", "engine"],
])
def test_jobs_are_capped_at_the_machine_s_cpus(argv):
    """Capped, not refused: every result is the same for any N (their --help says so)."""
    parser = build_parser()
    assert parser.parse_args([*argv, "--jobs", "1000"]).jobs == machine_cpus()
    assert parser.parse_args([*argv, "--jobs", "1"]).jobs == 1
    subcommand = parser._subparsers._group_actions[0].choices[argv[0]]
    assert "never more than the machine's CPUs" in " ".join(subcommand.format_help().split())


def test_check_s_help_states_each_bound_s_maximum():
    check = build_parser()._subparsers._group_actions[0].choices["check"]
    said = " ".join(check.format_help().split())
    for words in ("(default 4, at most 6)", "(default 2, at most 6)", "(default 3, at most 8)", "(default 50, at most 200)",
                  "may take a score round the track at most 50 times"):
        assert words in said, words


def test_check_all_with_a_thousand_jobs_runs_no_more_workers_than_cpus():
    run = rulespec("check", "--all", "--jobs", "1000", wait=False)
    with stopped_if_failing(run):
        wait_for_workers(run, 1)
        most = 0
        for _ in range(30):
            most = max(most, len(workers_of(run.pid)))
            time.sleep(0.1)
        run.terminate()
        run.communicate(timeout=30)
    assert 1 <= most <= machine_cpus()
