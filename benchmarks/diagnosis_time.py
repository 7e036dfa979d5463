#!/usr/bin/env python3
"""What the diagnosis adds to a whole-suite ``conform`` run (issue 47, item 5:
"at most a minute on two cores"), measured on engines with a realistic
mistake (the planted-bug corpus, tests/conformance/engines/corpus_engine.py)
over a whole suite written by ``rulespec oracle``.

    python3 benchmarks/diagnosis_time.py SUITE_DIR [--engine NAME ...] [--jobs N]

Each engine runs through ``conform --persistent --jobs N --json`` twice in
a row, with ``--no-diagnosis`` and without, and the difference of the two
wall times is what the diagnosis added (the engine's own answers are the
same both times: the corpus engines are deterministic). Prints one line per
engine and commits nothing: a benchmark, not a timed test.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
ENGINES = ROOT / "tests" / "conformance" / "engines"
#: Mistakes of three kinds: an amount (a Robbers rounding, every edition),
#: a Count, King & Robber rule left out, and an off-by-one that is no clause.
DEFAULT_ENGINES = ("steal-rounded-down", "ckr-district-not-blocked", "wrap-off-by-one")


def one_run(suite: Path, engine: str, jobs: int, diagnose: bool) -> tuple[float, dict]:
    """(seconds, the conform document) of one whole-suite run."""
    command = f"{sys.executable} {ENGINES / 'corpus_engine.py'} {engine} --lines"
    argv = [sys.executable, "-m", "checker", "conform", str(suite), "--persistent", "--impl", command,
            "--jobs", str(jobs), "--json"] + ([] if diagnose else ["--no-diagnosis"])
    started = time.perf_counter()
    done = subprocess.run(argv, capture_output=True, text=True, cwd=ROOT)
    seconds = time.perf_counter() - started
    if done.returncode not in (0, 1):
        raise SystemExit(f"conform ended with {done.returncode} for {engine}: {done.stderr.strip()[-500:]}")
    return seconds, json.loads(done.stdout)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("suite", type=Path, help="a whole suite: rulespec oracle --out DIR")
    parser.add_argument("--engine", action="append", help=f"a corpus engine (default: {', '.join(DEFAULT_ENGINES)})")
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    if not (args.suite / "index.json").is_file():
        print(f"{args.suite}: no suite here (rulespec oracle --out DIR writes one)", file=sys.stderr)
        return 2
    vectors = len(json.loads((args.suite / "index.json").read_text(encoding="utf-8"))["vectors"])
    print(f"{vectors} vectors, conform --jobs {args.jobs}")
    for engine in args.engine or DEFAULT_ENGINES:
        plain, _ = one_run(args.suite, engine, args.jobs, diagnose=False)
        whole, doc = one_run(args.suite, engine, args.jobs, diagnose=True)
        failed = doc["summary"]["failed"]
        first = ((doc.get("diagnosis") or {}).get("explanations") or [{"words": "none"}])[0]
        print(f"{engine}: {failed} failed; without the diagnosis {plain:.0f} s, with it {whole:.0f} s: "
              f"+{whole - plain:.0f} s (first explanation: {first['words']})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
