"""``check`` for one edition cut into the independent parts of its proof
(issue 32): each bound group of the bounded search and the induction, in
processes of their own with two jobs, gives the bytes one process gives."""

from __future__ import annotations

import json
import os
import subprocess
import sys

from checker.commands import check
from checker.robbers.invariants import INVARIANTS, join_parts, proof_parts, prove_all, prove_part
from checker.robbers.symbolic import Bound
from spec import parse_reference

EVERY = [i.id for i in INVARIANTS]


def test_one_editions_proof_has_a_part_per_bound_group_and_one_for_induction():
    # The eight safety invariants share the default bound (with double turns);
    # robber-shares-space and never-dead-end each cap it to a bound of their own.
    # Longest first: robber-shares-space (its solver's time, about 4 s under C1),
    # the eight safety invariants, induction, then never-dead-end's search.
    assert proof_parts(Bound(), EVERY) == [("bounded", 1), ("bounded", 0), ("induction",), ("bounded", 2)]
    assert proof_parts(Bound(), EVERY, method="bounded") == [("bounded", 1), ("bounded", 0), ("bounded", 2)]
    assert proof_parts(Bound(), ["never-dead-end"]) == [("bounded", 0)]  # liveness: no induction


def test_the_parts_joined_are_the_whole_proof():
    rules, bound = parse_reference("c1-hig-2013~no-self-robbery"), Bound(max_players=2, rounds=1, events=1)
    ids = ["no-self-robbery", "robber-shares-space", "never-dead-end"]
    parts = proof_parts(bound, ids)  # longest first; prove_all runs the bound groups in order, then induction
    assert parts != sorted(parts)
    joined = join_parts(rules, bound, ids, "induction", [prove_part(rules, bound, ids, 60, p) for p in parts])
    whole = prove_all(rules, bound, ids, 60)
    assert joined == whole
    assert [d["status"] for d in whole] == ["violated", "holds", "holds"]


def test_two_jobs_by_default_for_one_edition_on_two_cpus(monkeypatch):
    monkeypatch.setattr(os, "cpu_count", lambda: 2)
    assert check.default_jobs(1) == 2
    assert check.default_jobs(8) == 1  # check --all: one CPU unless asked
    monkeypatch.setattr(os, "cpu_count", lambda: 1)
    assert check.default_jobs(1) == 1


def test_one_edition_gives_the_same_bytes_with_one_job_and_with_two():
    """A violated invariant (its smallest witness), one proved by induction
    (its strengthening) and never-dead-end, each part in a process of its
    own with two jobs, all in this one with one."""
    argv = [sys.executable, "-m", "checker", "check", "--edition", "c1-hig-2013~no-self-robbery",
            "--invariant", "no-self-robbery", "--invariant", "steal-half-rounded-up", "--invariant", "never-dead-end",
            "--players", "2", "--rounds", "1", "--events", "2", "--json"]
    runs = [subprocess.run(argv + ["--jobs", jobs], capture_output=True, timeout=600, env=dict(os.environ))
            for jobs in ("1", "2")]
    assert [r.returncode for r in runs] == [1, 1], runs[1].stderr  # the weakened rules violate no-self-robbery
    assert runs[0].stdout == runs[1].stdout
    results = json.loads(runs[0].stdout)["results"]
    assert [(r["invariant"], r["status"], r["method"]) for r in results] == [
        ("no-self-robbery", "violated", "bounded"), ("steal-half-rounded-up", "holds", "induction"),
        ("never-dead-end", "holds", "bounded")]
    assert results[0]["counterexample"]["scenario"]["players"]
