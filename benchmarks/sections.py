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
from operator import itemgetter
from pathlib import Path

import measure
import z3
import z3.z3 as z3py

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
    within the second half, Z3's own calls by kind (``SOLVER_CALLS``), the
    searches (``z3_checks``, ``checks`` of them) among them: what any
    enumeration that hands a turn to a solver and asks it once per outcome
    pays however cheaply it builds the terms and reads the values (issue 32)."""
    rng = random.Random(seed)
    editions = list(spec.module_editions("robbers"))
    rows = []
    for i in range(50 if quick else size):
        scenario = candidates.scenario(rng, max_players=6)
        rules = spec.resolve(editions[i % len(editions)])
        reference, sim = measure.cpu(lambda: simulate(scenario, rules))
        encoding, encode = measure.cpu(lambda: TurnEncoding(scenario, rules))
        with _solver_calls_timed() as calls:
            outcomes, solve = measure.cpu(lambda: solve_encoded(encoding))
        if set(outcomes) != set(reference):
            raise AssertionError(f"the two readings disagree on {scenario.to_json()} under {rules.label()}")
        rows.append({"players": len(scenario.players), "outcomes": len(outcomes), "z3": encode + solve,
                     "z3_encode": encode, "z3_solve": solve, "z3_checks": calls.seconds["searching"],
                     "checks": calls.checks, "z3_calls": dict(calls.seconds), "simulator": sim})
    timed = [r for r in rows if r["simulator"] > 0]

    def median_ratio(seconds, among=timed) -> float:
        """Median of ``seconds(row)`` over the simulator's time."""
        return statistics.median(seconds(r) / r["simulator"] for r in among)

    def calls(r) -> float:
        return sum(r["z3_calls"].values())

    by_bin = []
    for low, high in BINS:
        mine = [r for r in timed if low <= r["outcomes"] <= high]
        if mine:
            by_bin.append({"outcomes": [low, high], "scenarios": len(mine), "median_ratio": median_ratio(itemgetter("z3"), mine),
                           "solve_median_ratio": median_ratio(itemgetter("z3_solve"), mine),
                           "calls_median_ratio": median_ratio(calls, mine),
                           "checks_median_ratio": median_ratio(itemgetter("z3_checks"), mine)})
    return {"scenarios": len(rows), "seed": seed, "median_ratio": median_ratio(itemgetter("z3")),
            "encode_median_ratio": median_ratio(itemgetter("z3_encode")), "solve_median_ratio": median_ratio(itemgetter("z3_solve")),
            "calls_median_ratio": median_ratio(calls),
            "calls_by_kind_median_ratio": {kind: median_ratio(lambda r, kind=kind: r["z3_calls"][kind])
                                           for kind in SOLVER_CALLS},
            "checks_median_ratio": median_ratio(itemgetter("z3_checks")),
            "by_outcomes": by_bin,
            "z3_total_seconds": sum(r["z3"] for r in rows), "simulator_total_seconds": sum(r["simulator"] for r in rows),
            "rows": rows}


#: Z3's own C functions that the solver half calls, by what they do for the
#: enumeration; each is z3py's checked wrapper, the C call and its error check.
SOLVER_CALLS = {
    "making the solver": ("Z3_mk_simple_solver", "Z3_solver_inc_ref", "Z3_solver_set_params", "Z3_solver_dec_ref"),
    "simplifying": ("Z3_simplify",),
    "asserting": ("Z3_solver_assert", "Z3_solver_push", "Z3_solver_pop"),
    "searching": ("Z3_solver_check_assumptions", "Z3_solver_check"),
    "reading models": ("Z3_solver_get_model", "Z3_model_inc_ref", "Z3_model_dec_ref", "Z3_model_eval",
                       "Z3_get_numeral_string"),
}


class _Calls:
    """CPU seconds in Z3's solver calls in a block, by kind, and the number of searches."""

    def __init__(self) -> None:
        self.seconds = {kind: 0.0 for kind in SOLVER_CALLS}
        self.checks = 0


@contextlib.contextmanager
def _solver_calls_timed():
    """Time every call of the ``SOLVER_CALLS`` functions in the block, made
    by the checker (``z3.Z3_...``) or by z3py itself (``z3.z3.Z3_...``).
    The wrapper adds two clock reads to a call, a microsecond against the
    tens to hundreds of microseconds these calls take; the enumeration is
    otherwise untouched."""
    calls, kept = _Calls(), []

    def timed(original, kind):
        def call(*args):
            started = time.process_time()
            try:
                return original(*args)
            finally:
                calls.seconds[kind] += time.process_time() - started
                calls.checks += kind == "searching"
        return call

    try:
        for kind, names in SOLVER_CALLS.items():
            for name in names:
                wrapper = timed(getattr(z3py, name), kind)
                for module in (z3, z3py):
                    kept.append((module, name, getattr(module, name)))
                    setattr(module, name, wrapper)
        yield calls
    finally:
        for module, name, original in reversed(kept):
            setattr(module, name, original)


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
