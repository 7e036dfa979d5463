"""Run the benchmarks: ``python3 benchmarks/run.py [--quick] [--only SECTION ...] [--out FILE]``.

Measures, in one run so the ratios are fair on a shared machine: the
worked examples (in-process and as whole commands), the first outcomes of
a turn with a million (in scopes and by plain blocking), Z3 enumeration against
the reference simulator on a seeded corpus (and with one encoding per turn
shape, the route issue 32 names), ``check --all`` and the same
invariants by exhaustive testing, every ``diff`` and the catalogue,
conformance suite generation and the docs build, and each invariant's
proof by induction under every rule set. Writes one JSON document
(default ``benchmarks/results.json``, which the docs page "Performance"
shows) with the machine it ran on, each section's conditions (its wall
time, the load average at its start and end, and ``measure.speed``: how fast
the machine ran Python then) and each target met or missed.
"""

from __future__ import annotations

import argparse
import datetime
import json
import os
import platform
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(1, str(HERE.parent))

import induction  # noqa: E402
import measure  # noqa: E402
import sections  # noqa: E402
import shape_reuse  # noqa: E402
import z3  # noqa: E402

from checker import atomic  # noqa: E402

SECTIONS = {
    "worked_examples": sections.worked_examples,
    "large_enumeration": sections.large_enumeration,
    "z3_vs_simulator": sections.z3_vs_simulator,
    "shape_reuse": shape_reuse.shape_reuse,
    "check_all": sections.check_all,
    "check_editions": sections.check_editions,
    "induction": induction.induction,
    "exhaustive": sections.exhaustive,
    "diffs": sections.diffs,
    "oracle": sections.oracle,
    "docs": sections.docs,
}


def targets(results: dict) -> list[dict]:
    """The issue's targets, each with the measured figure (None: not measured this run)."""
    def get(*path):
        node = results
        for key in path:
            if not isinstance(node, dict) or key not in node:
                return None
            node = node[key]
        return node

    rows = [
        ("worked example, in-process (max)", get("worked_examples", "max_seconds"), 0.3, "s"),
        ("Z3 / simulator, median ratio", get("z3_vs_simulator", "median_ratio"), 5.0, "x"),
        ("large turn, first 20,000 outcomes (quick: 2,000)", get("large_enumeration", "scoped_seconds"), 60.0, "s"),
        ("check --all at the default bound", get("check_all", "jobs_1", "seconds"), 60.0, "s"),
        ("check --all with induction, 2 jobs (issue 32: 40 s)", get("check_all", "jobs_2", "seconds"), 40.0, "s"),
        ("any single-edition check (max; issue 32)", get("check_editions", "max_seconds"), 10.0, "s"),
        ("one invariant by induction, 2-6 players (max)", get("induction", "max_seconds"), 30.0, "s"),
        ("any single diff (max)", get("diffs", "max_seconds"), 10.0, "s"),
        ("conformance suite generation (issue 32: 30 s)", get("oracle", "seconds"), 30.0, "s"),
        ("docs build", get("docs", "seconds"), 60.0, "s"),
        ("peak memory, whole enumerate (max)", get("worked_examples", "max_command_peak_mib"), 300.0, "MiB"),
        ("peak memory, check --all", get("check_all", "jobs_1", "peak_mib"), 2048.0, "MiB"),
    ]
    return [{"target": name, "measured": value, "limit": limit, "unit": unit,
             "met": None if value is None else value < limit} for name, value, limit, unit in rows]


def machine() -> dict:
    return {
        "date": datetime.date.today().isoformat(),
        "python": platform.python_version(),
        "z3": z3.get_version_string(),
        "platform": platform.platform(),
        "cpus": os.cpu_count(),
        "processor": platform.processor() or platform.machine(),
    }


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="a smoke run: small corpus, few repeats, no catalogue")
    parser.add_argument("--only", action="append", choices=list(SECTIONS), help="run only this section (repeatable)")
    parser.add_argument("--out", default=str(HERE / "results.json"), help="where to write the JSON results")
    parser.add_argument("--update", action="store_true",
                        help="with --only: replace those sections in the existing --out file and keep the others "
                             "(the file then says which sections were measured in which run)")
    args = parser.parse_args(argv)
    # One run writes the record at a time, and it is replaced whole or not at
    # all (checker.atomic): a second run, or a kill, cannot leave it half new.
    try:
        with atomic.locked(Path(args.out)):
            return _run(args, parser)
    except atomic.OutputError as error:
        print(f"run.py: {error}", file=sys.stderr)
        return 2


def _run(args, parser) -> int:
    results = {"machine": machine(), "quick": args.quick}
    if args.update:
        if not args.only:
            parser.error("--update needs --only")
        results = json.loads(Path(args.out).read_text(encoding="utf-8"))
        earlier = results.get("runs") or [{"machine": results["machine"], "sections": [s for s in SECTIONS if s in results]}]
        for run in earlier:
            run["sections"] = [s for s in run["sections"] if s not in args.only]
        results["runs"] = [r for r in earlier if r["sections"]] + [{"machine": machine(), "sections": args.only}]
    conditions = results.setdefault("conditions", {})
    for name, section in SECTIONS.items():
        if args.only and name not in args.only:
            continue
        load_before, speed = measure.load_average(), measure.speed()
        started = time.perf_counter()
        print(f"{name}...", file=sys.stderr, flush=True)
        results[name] = section(args.quick)
        wall = time.perf_counter() - started
        conditions[name] = {"wall_seconds": round(wall, 1), "load_average_before": load_before,
                            "load_average_after": measure.load_average(), "speed_seconds": speed}
        print(f"{name}: {wall:.1f} s", file=sys.stderr, flush=True)
    results["targets"] = targets(results)
    atomic.write_text(Path(args.out), json.dumps(results, indent=1) + "\n")
    for t in results["targets"]:
        if t["measured"] is not None:
            mark = "met" if t["met"] else "MISSED"
            print(f"{t['target']}: {t['measured']:.2f} {t['unit']} (target < {t['limit']:g}) {mark}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
