"""The measurements of ``benchmarks/run.py``, one function per section.

Each returns a JSON-ready dict. ``quick`` shrinks every section (fewer
repeats, a smaller corpus, no catalogue) for a smoke run.
"""

from __future__ import annotations

import contextlib
import json
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

import measure
import z3

import spec
from checker.diffs.catalogue import comparisons
from checker.errors import LimitReached
from checker.loading import load_scenario
from checker.robbers.conformance import candidates
from checker.robbers.encoding import TurnEncoding, enumerate_outcomes
from checker.robbers.encoding.enumerate import solve_encoded
from checker.robbers.reference import simulate
from checker.solver.collect import SCOPE

ROOT = Path(__file__).resolve().parents[1]
#: Outcome-count bins for the Z3/simulator ratio.
BINS = [(1, 1), (2, 3), (4, 7), (8, 15), (16, 31), (32, 10**9)]


def worked_examples(quick: bool) -> dict:
    """Every source worked example under every edition it is checked under."""
    rows = []
    for expected in sorted((ROOT / "tests" / "worked_examples" / "expected").glob("*.json")):
        doc = json.loads(expected.read_text(encoding="utf-8"))
        path = ROOT / "examples" / doc["scenario"]
        scenario = load_scenario(str(path))
        for n, edition in enumerate(doc["editions"]):
            rules = spec.parse_reference(edition, doc.get("interpretations"))  # an id or a dated reference
            count = len(enumerate_outcomes(scenario, rules))
            seconds = measure.median_cpu(lambda: enumerate_outcomes(scenario, rules), repeat=1 if quick else 5)
            row = {"example": expected.stem, "edition": edition, "outcomes": count, "in_process_seconds": seconds}
            if n == 0:  # the whole command once per example: start-up dominates, the edition hardly matters
                argv = ["enumerate", str(path), "--edition", edition, "--json"]
                for key, value in (doc.get("interpretations") or {}).items():
                    argv += ["--interpretation", f"{key}={value}"]
                # Derivations (issue 28) in the same run: the command without them, right before.
                row["command_without_derivations"] = measure.command(argv + ["--derivations", "none"], cwd=str(ROOT))
                row["command"] = measure.command(argv, cwd=str(ROOT))
            rows.append(row)
    times = [r["in_process_seconds"] for r in rows]
    commands = [r for r in rows if "command" in r]
    return {"rows": rows, "median_seconds": statistics.median(times), "max_seconds": max(times),
            "max_command_peak_mib": max(r["command"]["peak_mib"] for r in commands),
            "derivations_cost_ratio": sum(r["command"]["seconds"] for r in commands)
            / sum(r["command_without_derivations"]["seconds"] for r in commands)}


def z3_vs_simulator(quick: bool, size: int = 1000, seed: str = "benchmarks/z3-vs-simulator") -> dict:
    """A fixed seeded corpus of scenarios (2-6 players), editions in rotation.

    Z3's time is measured in its two halves (``TurnEncoding``, the turn's
    constraints, all Python, and ``solve_encoded``, a solver given them and
    the outcome's terms), so the results say what the enumeration would cost
    over the simulator with an encoding that cost nothing to build; and,
    within the second half, the solver's searches alone (its ``check``
    calls, ``z3_checks``): what any enumeration that asks the solver once per
    outcome pays however cheaply it builds and reads (issue 32)."""
    rng = random.Random(seed)
    editions = list(spec.module_editions("robbers"))
    rows = []
    for i in range(50 if quick else size):
        scenario = candidates.scenario(rng, max_players=6)
        rules = spec.resolve(editions[i % len(editions)])
        reference, sim = measure.cpu(lambda: simulate(scenario, rules))
        encoding, encode = measure.cpu(lambda: TurnEncoding(scenario, rules))
        with _checks_timed() as checks:
            outcomes, solve = measure.cpu(lambda: solve_encoded(encoding))
        if set(outcomes) != set(reference):
            raise AssertionError(f"the two readings disagree on {scenario.to_json()} under {rules.label()}")
        rows.append({"players": len(scenario.players), "outcomes": len(outcomes), "z3": encode + solve,
                     "z3_encode": encode, "z3_solve": solve, "z3_checks": checks.seconds, "checks": checks.calls,
                     "simulator": sim})
    timed = [r for r in rows if r["simulator"] > 0]

    def median_ratio(key: str, among=timed) -> float:
        return statistics.median(r[key] / r["simulator"] for r in among)

    by_bin = []
    for low, high in BINS:
        mine = [r for r in timed if low <= r["outcomes"] <= high]
        if mine:
            by_bin.append({"outcomes": [low, high], "scenarios": len(mine), "median_ratio": median_ratio("z3", mine),
                           "solve_median_ratio": median_ratio("z3_solve", mine),
                           "checks_median_ratio": median_ratio("z3_checks", mine)})
    return {"scenarios": len(rows), "seed": seed, "median_ratio": median_ratio("z3"),
            "encode_median_ratio": median_ratio("z3_encode"), "solve_median_ratio": median_ratio("z3_solve"),
            "checks_median_ratio": median_ratio("z3_checks"),
            "by_outcomes": by_bin,
            "z3_total_seconds": sum(r["z3"] for r in rows), "simulator_total_seconds": sum(r["simulator"] for r in rows),
            "rows": rows}


class _Checks:
    """CPU seconds and number of the solver's ``check`` calls in a block."""

    def __init__(self) -> None:
        self.seconds, self.calls = 0.0, 0


@contextlib.contextmanager
def _checks_timed():
    """Time every ``z3.Solver.check`` call in the block. The wrapper adds two
    clock reads to a call, microseconds against a check's tenth of a
    millisecond or more, and the enumeration is otherwise untouched."""
    checks, original = _Checks(), z3.Solver.check

    def check(solver, *assumptions):
        started = time.process_time()
        try:
            return original(solver, *assumptions)
        finally:
            checks.seconds += time.process_time() - started
            checks.calls += 1

    z3.Solver.check = check
    try:
        yield checks
    finally:
        z3.Solver.check = original


def large_enumeration(quick: bool) -> dict:
    """The first outcomes of a turn with about a million (six-robbers.json: six
    players who must each place a robber, with couriers), found in scopes
    (the default, checker.solver.collect) and by plain blocking (one scope
    larger than the count), with the CPU time of each quarter of them."""
    count = 2_000 if quick else 20_000
    scenario = load_scenario(str(Path(__file__).resolve().parent / "six-robbers.json"))
    rules = spec.resolve("c3.1-2025")

    def run(scope: int) -> dict:
        marks = []
        step = count // 4

        def progress(n: int) -> None:
            if n % step == 0:
                marks.append(time.process_time())

        started = time.process_time()
        try:
            enumerate_outcomes(scenario, rules, max_outcomes=count, progress=progress, scope=scope)
        except LimitReached:
            pass
        else:
            raise AssertionError(f"the six-robber turn has fewer than {count} outcomes")
        slices = [b - a for a, b in zip([started, *marks], marks)]
        return {"seconds": marks[-1] - started, "ms_per_outcome_by_quarter": [1000 * t / step for t in slices]}

    scoped, plain = run(SCOPE), run(count + 2)
    return {"edition": rules.label(), "outcomes": count, "scope": SCOPE, "scoped": scoped, "plain": plain,
            "scoped_seconds": scoped["seconds"], "ratio": plain["seconds"] / scoped["seconds"]}


def check_all(quick: bool) -> dict:
    """``rulespec check --all`` (induction, with the default bound as cross-check) with one and two
    jobs, and the bounded search alone (``--method bounded``)."""
    out = {"jobs_1": measure.command(["check", "--all", "--json"], cwd=str(ROOT))}
    if not quick:
        out["jobs_2"] = measure.command(["check", "--all", "--json", "--jobs", "2"], cwd=str(ROOT))
        out["bounded_jobs_1"] = measure.command(["check", "--all", "--json", "--method", "bounded"], cwd=str(ROOT))
    return out


def check_editions(quick: bool) -> dict:
    """``rulespec check --edition ID`` for each Robbers edition (a rules editor's
    run after changing a clause; issue 32's target: every one under 10 s)."""
    editions = sorted(spec.module_editions("robbers"))
    runs = {e: measure.command(["check", "--edition", e, "--json"], cwd=str(ROOT)) for e in editions[:2 if quick else None]}
    return {"editions": runs, "max_seconds": max(r["seconds"] for r in runs.values()),
            "max_peak_mib": max(r["peak_mib"] for r in runs.values())}


def exhaustive(quick: bool) -> dict:
    """The same invariants by exhaustive testing at growing bounds (check_vs_exhaustive)."""
    import check_vs_exhaustive as cve

    rules = spec.resolve("c1-hig-2013")
    labels = cve.source_classes([rules])
    rows = []
    for track, events, low, high in cve.BOUNDS[: 2 if quick else None]:
        bound = cve.bound_of(track, events, low, high)
        ex = cve.exhaustive(rules, bound, labels, 5 if quick else 30)
        sym = cve.symbolic(rules, bound)
        rows.append({"bound": bound.describe(), "scenarios": ex["scenarios"], "exhaustive_seconds": ex["seconds"],
                     "exhaustive_complete": ex["complete"], "symbolic_seconds": sym})
    return {"edition": "c1-hig-2013", "rows": rows}


def diffs(quick: bool) -> dict:
    """Every distinct ``rulespec diff`` of the catalogue, then the whole catalogue."""
    seen, rows = set(), []
    for c in comparisons():
        key = (spec.parse_reference(c.a).clause_ids, spec.parse_reference(c.b).clause_ids)
        if key in seen or key[0] == key[1]:
            continue
        seen.add(key)
        rows.append({"a": c.a, "b": c.b, **measure.command(["diff", c.a, c.b, "--json"], cwd=str(ROOT))})
        if quick and len(rows) == 3:
            break
    out = {"rows": rows, "max_seconds": max(r["seconds"] for r in rows)}
    if not quick:
        with tempfile.TemporaryDirectory() as tmp:
            out["catalogue"] = measure.command(["diff", "--all", "--out", tmp, "--jobs", "2"], cwd=str(ROOT))
    return out


def oracle(quick: bool) -> dict:
    """Generating the default conformance suite."""
    with tempfile.TemporaryDirectory() as tmp:
        argv = ["oracle", "--out", str(Path(tmp) / "suite"), "--json"]
        if quick:
            argv += ["--edition", "c1-hig-2013", "--default-readings-only", "--no-examples"]
        result = measure.command(argv, cwd=str(ROOT))
        index = json.loads((Path(tmp) / "suite" / "index.json").read_text(encoding="utf-8"))
    return {**result, "vectors": index["counts"]["vectors"]}


def docs(quick: bool) -> dict:
    """The Sphinx build, as CI runs it."""
    with tempfile.TemporaryDirectory() as tmp:
        return measure.program([sys.executable, "-m", "sphinx", "-q", "-b", "html", "docs", tmp], cwd=str(ROOT))
