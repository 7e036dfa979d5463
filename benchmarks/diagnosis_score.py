#!/usr/bin/env python3
"""The diagnosis measured on realistic mistakes (issue 47, item 4): every
engine of the planted-bug corpus (tests/conformance/engines/corpus_engine.py:
the reference engine with one mistake an engine author makes, such as another
edition's clause, another reading, a rounding, a rule left out) run through
``rulespec conform --json``, and what the diagnosis names first compared
with the change the engine's mistake is.

    python3 benchmarks/diagnosis_score.py [--suite DIR] [--jobs N]

writes ``docs/diagnosis-score.json``, which the docs page "The suite's
strength" shows beside the mutation score. Without ``--suite`` it generates
the corpus suite the tests use (tests/conformance/conftest.py,
``corpus_suite``: the small suite's options over its three editions and the
two Z-Man texts), and adds the vectors written by hand
(tests/conformance/engines/killers and corpus-vectors). At most two engines
run at once (``--jobs`` 1 or 2).

Each engine gets one verdict, on the diagnosis contract of issue 47: *named
exactly* when one explanation is first alone (``tied`` 1) and it is one
change whose clause is the mistaken clause and, for another edition's
clause, a reading or a dated state, whose ``by`` names what the engine plays
instead; *tied* when the right one is among those tied first; *named, not
first* when it is further down; *missed* when the explanations never name
it; *no diagnosis* when the engine fails vectors and gets no explanation. An
engine whose mistake is no single clause (``clause`` None) counts as
*diagnosed* when it gets an explanation at all.
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
ENGINES = ROOT / "tests" / "conformance" / "engines"
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ENGINES))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from checker import atomic  # noqa: E402
from corpus_engine import CORPUS, SUITE_EDITIONS  # noqa: E402
from mutation_score import ORACLE, generate  # noqa: E402
from written_vectors import CORPUS_VECTORS, KILLERS, with_written  # noqa: E402

OUT = ROOT / "docs" / "diagnosis-score.json"
#: The verdicts, in the order the page lists them.
VERDICTS = ("named exactly", "tied", "named, not first", "missed", "no diagnosis", "diagnosed", "not killed")
#: Kinds of change whose ``by`` must be named too: what the engine plays instead is a rule of some text.
NAMED_BY = ("replace", "reading", "as-of")


def matches(change: dict, expected: dict) -> bool:
    """Whether one explanation's change is the engine's mistake."""
    if change.get("clause") != expected["clause"]:
        return False
    return expected["kind"] not in NAMED_BY or change.get("by") == expected["by"]


def explanations(diagnosis: dict | None) -> tuple[list[dict], int]:
    """The ranked explanations and how many are tied first."""
    if not diagnosis or not diagnosis.get("explanations"):
        return [], 0
    return diagnosis["explanations"], diagnosis["tied"]


def verdict(diagnosis: dict | None, expected: dict, failed: int) -> str:
    """One of VERDICTS for an engine whose mistake is ``expected`` (the contract's change)."""
    if not failed:
        return "not killed"
    ranked, tied = explanations(diagnosis)
    if not ranked:
        return "no diagnosis"
    if expected["clause"] is None:
        return "diagnosed"
    right = [i for i, e in enumerate(ranked) if len(e["changes"]) == 1 and matches(e["changes"][0], expected)]
    if not right:
        return "missed"
    if right[0] == 0 and tied == 1:
        return "named exactly"
    return "tied" if right[0] < tied else "named, not first"


def first_named(diagnosis: dict | None) -> list[dict]:
    """The first explanation's changes (what the page shows)."""
    ranked, _ = explanations(diagnosis)
    return ranked[0]["changes"] if ranked else []


def run(suite: Path, name: str) -> dict:
    """One corpus engine through ``conform --json``."""
    engine = f"{sys.executable} {ENGINES / 'corpus_engine.py'} {name} --lines"
    started = time.monotonic()
    done = subprocess.run([sys.executable, "-m", "checker", "conform", str(suite), "--persistent", "--impl", engine,
                           "--json"], cwd=ROOT, capture_output=True, text=True, timeout=3600)
    doc = json.loads(done.stdout)
    bad = [r for r in doc["results"] if r["status"] in ("fail", "error")]
    return {"exit": done.returncode, "failed": sum(r["status"] == "fail" for r in bad),
            "errors": sum(r["status"] == "error" for r in bad), "failed_in": sorted({r["edition"] for r in bad}),
            "diagnosis": doc.get("diagnosis"), "seconds": round(time.monotonic() - started, 1)}


def score(rows: list[dict]) -> dict:
    """The totals: each verdict's count, and the share named exactly of the engines with one mistaken clause."""
    counts = {v: sum(r["verdict"] == v for r in rows) for v in VERDICTS}
    targeted = [r for r in rows if r["expected"]["clause"] is not None and r["verdict"] != "not killed"]
    exact = counts["named exactly"]
    return {"engines": len(rows), "with_one_clause": len(targeted), **{v.replace(" ", "_").replace(",", ""): n for v, n in counts.items()},
            "named_exactly_share": round(exact / len(targeted), 3) if targeted else None,
            "target": {"named_exactly_share": 0.9, "no_diagnosis": 0}}


def row(planted, result: dict) -> dict:
    expected = planted.expectation()
    failed = result["failed"] + result["errors"]
    return {"engine": planted.name, "module": planted.module, "editions": list(planted.editions), "mistake": planted.words,
            "expected": expected, "verdict": verdict(result["diagnosis"], expected, failed),
            "first": first_named(result["diagnosis"]), **{k: v for k, v in result.items() if k != "diagnosis"}}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--suite", type=Path, help="an existing suite (default: generate the corpus suite)")
    parser.add_argument("--jobs", type=int, choices=(1, 2), default=2, help="engines run at once (at most 2)")
    args = parser.parse_args()
    started = time.monotonic()
    with tempfile.TemporaryDirectory() as scratch:
        suite = args.suite or Path(scratch) / "suite"
        if args.suite is None:
            generate(suite, args.jobs, list(SUITE_EDITIONS))
        combined = Path(scratch) / "combined"
        written = with_written(suite, combined, (KILLERS, CORPUS_VECTORS))
        with ThreadPoolExecutor(args.jobs) as pool:
            results = list(pool.map(lambda p: run(combined, p.name), CORPUS))
    rows = [row(p, r) for p, r in zip(CORPUS, results)]
    doc = {
        "command": "python3 benchmarks/diagnosis_score.py",
        "suite": {**({"editions": list(SUITE_EDITIONS), "oracle_options": ORACLE} if args.suite is None
                     else {"directory": str(args.suite)}), "written_by_hand": sorted(written)},
        "score": score(rows),
        "seconds": round(time.monotonic() - started),
        "engines": rows,
    }
    atomic.write_text(OUT, json.dumps(doc, indent=2, sort_keys=True) + "\n")  # a killed run leaves the old file
    s = doc["score"]
    print(f"{s['engines']} engines: named exactly first {s['named_exactly']} of {s['with_one_clause']} with one mistaken "
          f"clause, tied {s['tied']}, named but not first {s['named_not_first']}, missed {s['missed']}, no diagnosis "
          f"{s['no_diagnosis']}, not killed {s['not_killed']}; {doc['seconds']} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
