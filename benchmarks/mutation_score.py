#!/usr/bin/env python3
"""The suite's strength, measured (issue 30, item 5): mutant engines, the
reference simulator with one rule altered each, run through ``rulespec
conform``; how many the suite kills per module, which survive and why, and
how often the diagnosis names the altered rule first.

    python3 benchmarks/mutation_score.py [--suite DIR] [--jobs N]

writes ``docs/mutation-score.json``, which the docs page "The suite's
strength" reads. The mutants (tests/conformance/engines/mutant_engine.py):
every clause in force in the suite's editions dropped in turn (the
simulator plays as if it were not in force), except the ten the Robbers
simulator cannot play without (it refuses them: ``REQUIRED``), plus
thefts rounded down and an off-by-one at the track's wrap. Without
``--suite`` it generates the small suite the tests use (three editions:
c1-hig-2013, c3.1-2025, ckr-hig-2017; seed 7, one vector per clause and
theme), to keep the run within minutes on a shared machine. A surviving
clause drop whose clause id the module's simulator never reads is
equivalent by construction (the rule holds by how the simulator is
built, so dropping it alters nothing); any other survivor is listed as
killed by a new vector when it fails one of the vectors written by hand
(tests/conformance/engines/killers), or as a survivor. Those vectors are
run with the generated ones, in one suite: they also tell apart clauses
the generated vectors tie (dropping either gives the same outcomes on each
of them), so the diagnosis reads them too; a mutant counts as killed by the
suite only when a generated vector fails.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "conformance" / "engines"))

from written_vectors import with_written  # noqa: E402

EDITIONS = ["c1-hig-2013", "c3.1-2025", "ckr-hig-2017"]
ORACLE = ["--seed", "7", "--limit-per-clause", "1", "--default-readings-only", "--themes", "1", "--no-examples"]
OUT = ROOT / "docs" / "mutation-score.json"


def generate(directory: Path, jobs: int, editions: list[str] = EDITIONS) -> None:
    argv = [sys.executable, "-m", "checker", "oracle", "--out", str(directory), *ORACLE, "--jobs", str(jobs)]
    for edition in editions:
        argv += ["--edition", edition]
    subprocess.run(argv, cwd=ROOT, check=True, capture_output=True, timeout=1800)


def mutants() -> list[tuple[str, str | None, str]]:
    """(mutant name, the clause it alters or None, its module)."""
    import spec
    from checker.robbers.reference.context import REQUIRED
    from mutant_engine import MUTANTS

    required = {c for group in REQUIRED for c in group}
    found = {}
    for edition in EDITIONS:
        rules = spec.resolve(edition)
        for clause in rules.clauses:
            if not (rules.module == "robbers" and clause.id in required):
                found.setdefault(clause.id, rules.module)
    out = [(f"drop:{c}", c, m) for c, m in sorted(found.items())]
    return out + [(name, clause, "robbers") for name, (_, clause) in sorted(MUTANTS.items())]


def read_by_simulator(clause: str, module: str) -> bool:
    """Whether the module's reference simulator reads ``clause`` at all."""
    package = ROOT / "checker" / module.replace("-", "_") / "reference"
    return any(f'"{clause}"' in path.read_text(encoding="utf-8") for path in package.rglob("*.py"))


def run(suite: Path, name: str, killers: set[str] = frozenset()) -> dict:
    """One mutant through ``conform``: its failures on the generated vectors
    (``failed``, ``errors``, ``killed_in``), apart from those on the
    hand-written ``killers`` (``failed_written``), and the diagnosis over all."""
    engine = f"{sys.executable} {ROOT / 'tests' / 'conformance' / 'engines' / 'mutant_engine.py'} {name} --lines"
    started = time.monotonic()
    done = subprocess.run([sys.executable, "-m", "checker", "conform", str(suite), "--persistent", "--impl", engine,
                           "--json"], cwd=ROOT, capture_output=True, text=True, timeout=1800)
    doc = json.loads(done.stdout)
    summary = doc["summary"]
    bad = [r for r in doc["results"] if r["status"] in ("fail", "error")]
    generated = [r for r in bad if r["id"] not in killers]
    killing = sorted({r["edition"] for r in generated})
    return {"exit": done.returncode, "failed": sum(r["status"] == "fail" for r in generated),
            "errors": sum(r["status"] == "error" for r in generated), "killed_in": killing,
            "failed_written": sorted(r["id"] for r in bad if r["id"] in killers),
            "most_likely": (doc["diagnosis"] or {}).get("most_likely"),
            "tied_with": (doc["diagnosis"] or {}).get("tied_with", []), "seconds": round(time.monotonic() - started, 1)}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--suite", type=Path, help="an existing suite (default: generate the small one)")
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    started = time.monotonic()
    with tempfile.TemporaryDirectory() as scratch:
        suite = args.suite or Path(scratch) / "suite"
        if args.suite is None:
            generate(suite, args.jobs)
        combined = Path(scratch) / "combined"
        killers = with_written(suite, combined)
        chosen = mutants()
        with ThreadPoolExecutor(args.jobs) as pool:
            runs = list(pool.map(lambda m: run(combined, m[0], killers), chosen))
    rows = []
    for (name, clause, module), result in zip(chosen, runs):
        killed = result["failed"] + result["errors"] > 0
        row = {"mutant": name, "clause": clause, "module": module, "killed": killed, **result}
        if not killed and clause and not read_by_simulator(clause, module):
            row["equivalent"] = "the reference simulator never reads this clause: it holds by the simulator's construction"
        elif not killed:
            row["killed_by_new_vector"] = bool(result["failed_written"])
        row["ranked_first"] = killed and clause is not None and result["most_likely"] == clause
        row["tied_first"] = killed and clause is not None and clause in result["tied_with"]
        rows.append(row)
    by_module = {}
    for row in rows:
        entry = by_module.setdefault(row["module"], {"mutants": 0, "killed": 0, "equivalent": 0,
                                                     "killed_by_new_vector": 0, "survived": 0})
        entry["mutants"] += 1
        entry["killed" if row["killed"] else "equivalent" if "equivalent" in row
              else "killed_by_new_vector" if row.get("killed_by_new_vector") else "survived"] += 1
    targeted = [r for r in rows if r["killed"] and r["clause"] and r["failed"]]
    doc = {
        "command": "python3 benchmarks/mutation_score.py",
        "suite": {**({"editions": EDITIONS, "oracle_options": ORACLE} if args.suite is None else {"directory": str(args.suite)}),
                  "written_by_hand": sorted(killers)},
        "by_module": by_module,
        "diagnosis": {"killed_with_a_target": len(targeted), "ranked_first": sum(r["ranked_first"] for r in targeted),
                      "tied_first": sum(r["tied_first"] for r in targeted)},
        "seconds": round(time.monotonic() - started),
        "mutants": rows,
    }
    OUT.write_text(json.dumps(doc, indent=2, sort_keys=True) + "\n", encoding="utf-8")
    print(f"{len(rows)} mutants: " + "; ".join(f"{m} {e['killed']} killed of {e['mutants']} ({e['equivalent']} equivalent, "
                                              f"{e['killed_by_new_vector']} killed by a new vector, {e['survived']} survived)"
                                              for m, e in by_module.items())
          + f"; diagnosis first for {doc['diagnosis']['ranked_first']} of {len(targeted)}, tied for first for "
          f"{doc['diagnosis']['tied_first']} more; {doc['seconds']} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
