#!/usr/bin/env python3
"""Regenerates peers/jcloisterzone/results.json: JCloisterZone against the
Count, King & Robber suite.

    python3 peers/jcloisterzone/results.py [--source DIR] [--out FILE]

It builds the engine and the driver (build.sh), writes the suite afresh
(``rulespec oracle --module count-king-robber --seed 0``, every edition and
reading), runs ``rulespec conform --persistent`` with the driver (one JVM for
the whole suite), asks the engine again for the outcome sets of the failing
vectors, sorts every failure into the findings of ``findings.py`` (a failure
no finding explains is listed as unexplained), plays the probes (situations
the suite does not reach), runs the skipped Z-Man vectors whose outcome set
is the HiG one under JCloisterZone's HiG settings (``zman_under_hig``) and writes the record with sorted keys and no
timestamps: the same commits give the same file. Timings go to stderr.

The record also keeps which rules the engine plays (``plays``): the engine
declares nothing, so ``conform``'s diagnosis fits every edition of the
module to its answers over the whole suite and explains where it departs
from the best (``checker.conformance.profile``); kept as data, without the
diagnosis's words, from which the docs page writes its own sentence.
"""

from __future__ import annotations

import argparse
import itertools
import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path[:0] = [str(HERE), str(ROOT)]

import findings as catalogue  # noqa: E402
from checker import atomic  # noqa: E402
from checker.conformance.harness import engine_input  # noqa: E402
from checker.conformance.persistent import EnginePool  # noqa: E402

ENGINE = HERE / "engine"
COMMAND = "python3 peers/jcloisterzone/results.py"
SEED = 0


def log(message: str) -> None:
    print(f"results.py: {message}", file=sys.stderr, flush=True)


def rulespec(*argv: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "checker", *argv], cwd=ROOT, capture_output=True, text=True, check=False)


def commit_of_project() -> str:
    head = subprocess.run(["git", "rev-parse", "HEAD"], cwd=ROOT, capture_output=True, text=True).stdout.strip()
    dirty = subprocess.run(["git", "status", "--porcelain", "--", ".", ":!peers/jcloisterzone/results.json"],
                           cwd=ROOT, capture_output=True, text=True).stdout.strip()
    return head + ("-dirty" if dirty else "") if head else "unknown"


def canonical(vector: dict, outcomes: list) -> list:
    """The outcomes as rulespec reads them (one per distinct outcome), back to JSON, in a fixed order."""
    from checker.expansions import EXPANSIONS
    from checker.loading import scenario_from_json

    scenario = scenario_from_json(vector["scenario"], file=vector["id"])
    module = EXPANSIONS[scenario.expansion]
    read = {module.outcome_from_json(o, scenario, vector["id"]) for o in outcomes}
    return [o.to_json(scenario.players) for o in sorted(read, key=lambda o: o.sort_key())]


def explain(vector: dict, expected: list, engine: list) -> tuple | None:
    """The smallest set of findings (ids) whose adjustments make the two outcome sets equal, or None."""
    applicable = [f for f in catalogue.FINDINGS if f.applies(vector)]
    for size in range(1, len(applicable) + 1):
        for subset in itertools.combinations(applicable, size):
            exp, eng = expected, engine
            for f in subset:
                exp = f.adjust_expected(vector, exp)
                eng = f.adjust_engine(vector, eng)
            if canonical(vector, exp) == canonical(vector, eng):
                return tuple(f.id for f in subset)
    return None


def ask_all(pool: EnginePool, docs: list[dict]) -> list[dict]:
    answers = []
    for doc in docs:
        status, out, err = pool.ask(json.dumps(doc, sort_keys=True), 120)
        if status != 0:
            raise SystemExit(f"results.py: the engine failed (status {status}): {err[-300:]}")
        answers.append(json.loads(out))
    return answers


def probe_records(pool: EnginePool) -> list[dict]:
    import spec
    from checker.expansions import expansion_for
    from checker.loading import scenario_from_json

    records = []
    for path in sorted((HERE / "probes").glob("*.json")):
        probe = json.loads(path.read_text(encoding="utf-8"))
        vector = {"id": probe["id"], **probe}
        (answer,) = ask_all(pool, [engine_input({**vector, "clauses": []})])
        scenario = scenario_from_json(probe["scenario"], file=str(path))
        rules = spec.resolve(probe["edition"], interpretations=probe["interpretations"])
        ours = [o.to_json(scenario.players) for o in expansion_for(scenario, rules, str(path)).simulate(scenario, rules)]
        theirs = canonical(vector, answer["outcomes"])
        by_source = canonical(vector, probe["expected_by_source"])
        records.append({
            "probe": path.relative_to(ROOT).as_posix(), "id": probe["id"], "finding": probe["finding"],
            "edition": probe["edition"], "interpretations": probe["interpretations"], "scenario": probe["scenario"],
            "rulespec_outcomes": canonical(vector, ours), "jcloisterzone_outcomes": theirs,
            "expected_by_source": by_source, "rulespec_agrees_with_source": canonical(vector, ours) == by_source,
            "jcloisterzone_agrees_with_source": theirs == by_source,
        })
    return records


def size(vector: dict) -> tuple:
    """Smallest scenario first; among equal ones, an edition's default reading, the HiG text first."""
    return (len(json.dumps(vector["scenario"], sort_keys=True)), vector["rules"] != vector["edition"],
            vector["edition"] != "ckr-hig-2017", vector["id"])


def finding_records(vectors: dict, failing: dict, explained: dict, probes: list) -> list[dict]:
    records = []
    for f in catalogue.FINDINGS:
        ids = sorted(i for i, ex in explained.items() if ex and f.id in ex)
        probe = next((p for p in probes if p["finding"] == f.id), None)
        if not ids and not (probe and probe["rulespec_outcomes"] != probe["jcloisterzone_outcomes"]):
            continue
        record = f.record()
        record["vectors"] = ids
        record["count"] = len(ids)
        if ids:
            alone = [i for i in ids if explained[i] == (f.id,)] or ids
            best = min((vectors[i] for i in alone), key=size)
            record.update({
                "vector": best["id"], "rules": best["rules"], "scenario": best["scenario"],
                "rulespec_outcomes": canonical(best, best["outcomes"]),
                "jcloisterzone_outcomes": canonical(best, failing[best["id"]]),
            })
        else:
            record.update({"vector": None, "probe": probe["probe"], "rules": probe["edition"], "scenario": probe["scenario"],
                           "rulespec_outcomes": probe["rulespec_outcomes"],
                           "jcloisterzone_outcomes": probe["jcloisterzone_outcomes"],
                           "rulespec_agrees_with_source": probe["rulespec_agrees_with_source"],
                           "jcloisterzone_agrees_with_source": probe["jcloisterzone_agrees_with_source"]})
        records.append(record)
    return records


HIG = "ckr-hig-2017"


def hig_request(vector: dict) -> dict | None:
    """A Z-Man vector as a request under the HiG text, when the HiG rules give
    the scenario exactly the vector's outcome set (the Z-Man edition then
    differs nowhere this turn reaches), else None. JCloisterZone has no Z-Man
    settings; under its HiG settings such a vector is a fair test."""
    import spec
    from checker.expansions import expansion_for
    from checker.loading import scenario_from_json

    if vector.get("with_robbers"):
        return None  # a combined turn: JCloisterZone has no The Robbers under any settings
    defaults = spec.resolve(HIG).interpretations
    readings = {k: v for k, v in (vector.get("interpretations") or {}).items() if k in defaults}
    try:
        rules = spec.resolve(HIG, interpretations={**defaults, **readings})
    except spec.SpecError:
        return None
    scenario = scenario_from_json(vector["scenario"], file=vector["id"])
    hig = [o.to_json(scenario.players) for o in expansion_for(scenario, rules, vector["id"]).simulate(scenario, rules)]
    if canonical(vector, hig) != canonical(vector, vector["outcomes"]):
        return None
    return engine_input({**vector, "edition": HIG, "interpretations": dict(rules.interpretations), "as_of": None})


def zman_under_hig(pool: EnginePool, vectors: dict, skipped: list[str]) -> dict:
    """The skipped Z-Man vectors whose outcome set is the HiG one, run under
    JCloisterZone's HiG settings: which pass, which fail (with the findings
    that explain them), and how many have another set (left skipped)."""
    chosen = {}
    for vid in skipped:
        if vectors[vid]["edition"].startswith("ckr-zmg"):
            request = hig_request(vectors[vid])
            if request is not None:
                chosen[vid] = request
    answers = dict(zip(chosen, ask_all(pool, list(chosen.values()))))
    passed, failed, refused = [], [], {}
    for vid, answer in sorted(answers.items()):
        if "skipped" in answer:  # the adapter cannot express the turn under any settings: no test
            refused[vid] = answer["skipped"]
            continue
        theirs = answer.get("outcomes")
        if theirs is not None and canonical(vectors[vid], theirs) == canonical(vectors[vid], vectors[vid]["outcomes"]):
            passed.append(vid)
        else:
            found = explain(vectors[vid], vectors[vid]["outcomes"], theirs) if theirs is not None else None
            failed.append({"vector": vid, "findings": list(found) if found else None,
                           "answer": None if theirs is not None else answer})
    zman = sum(1 for v in skipped if vectors[v]["edition"].startswith("ckr-zmg"))
    return {"skipped_zman": zman, "same_outcomes_as_hig": len(chosen), "passed": passed, "failed": failed,
            "skipped": refused}


def plays_record(diagnosis: dict | None) -> list[dict] | None:
    """``conform``'s answer to "which rules does this engine play?" as data:
    per module, the edition fitted best, the editions tied with it, the
    runner-up and its margin, and the first explanations of where it departs
    (their changes and counts); None when conform gave none."""
    if not diagnosis or diagnosis.get("plays") is None:
        return None
    kept = ("changes", "equivalent", "explained", "failures_explained", "rule_set", "unexplained")
    return [{**{k: v for k, v in entry.items() if k not in ("words", "departures")},
             "departures": [{k: d[k] for k in kept if k in d} for d in entry["departures"]]}
            for entry in diagnosis["plays"]]


def build(source: str | None) -> dict:
    argv = [str(HERE / "build.sh")] + (["--source", source] if source else [])
    done = subprocess.run(argv, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise SystemExit(done.stderr.strip() or "results.py: build.sh failed")
    log(done.stdout.strip())
    return json.loads((HERE / "build" / "engine.json").read_text(encoding="utf-8"))


def jvm_start() -> float:
    """Seconds from starting the engine to its answer to a request it skips at once."""
    request = json.dumps({"edition": "ckr-zmg-2017", "interpretations": {}, "scenario": {"expansion": "count-king-robber"}})
    started = time.perf_counter()
    subprocess.run([str(ENGINE)], input=request + "\n", capture_output=True, text=True, check=True)
    return time.perf_counter() - started


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--source", metavar="DIR", help="JCloisterZone's sources (default: build.sh's, ../shared/peers/jcloisterzone)")
    parser.add_argument("--out", default=str(HERE / "results.json"), metavar="FILE", help="where to write (default: the committed record)")
    args = parser.parse_args(argv)
    # One run writes the record at a time, and it is replaced whole or not at
    # all (checker.atomic): a second run, or a kill, cannot leave it half new.
    try:
        with atomic.locked(Path(args.out)):
            return _run(args)
    except atomic.OutputError as error:
        print(f"results.py: {error}", file=sys.stderr)
        return 2


def _run(args) -> int:
    began = time.perf_counter()
    engine_build = build(args.source)
    with tempfile.TemporaryDirectory(prefix="ckr-suite-") as suite:
        done = rulespec("oracle", "--module", "count-king-robber", "--seed", str(SEED), "--out", suite, "--json")
        if done.returncode != 0:
            raise SystemExit(f"results.py: rulespec oracle failed: {done.stderr[-500:]}")
        from checker.conformance.suite import load

        _, docs = load(Path(suite))
        vectors = {v["id"]: v for v in docs}
        started = time.perf_counter()
        done = rulespec("conform", suite, "--persistent", "--impl", str(ENGINE), "--timeout", "120", "--json")
        conform_seconds = time.perf_counter() - started
        if done.returncode not in (0, 1):
            raise SystemExit(f"results.py: rulespec conform failed: {done.stderr[-500:]}")
    report = json.loads(done.stdout)
    results = report["results"]
    failing_ids = [r["id"] for r in results if r["status"] == "fail"]
    with EnginePool(str(ENGINE)) as pool:
        answers = ask_all(pool, [engine_input(vectors[i]) for i in failing_ids])
        probes = probe_records(pool)
        skipped_ids = sorted(r["id"] for r in results if r["status"] == "skip")
        zman = zman_under_hig(pool, vectors, skipped_ids)
    failing = {i: a["outcomes"] for i, a in zip(failing_ids, answers)}
    explained = {i: explain(vectors[i], vectors[i]["outcomes"], failing[i]) for i in failing_ids}
    summary = report["summary"]
    by_rules: dict = {}
    by_clause: dict = {}
    for r in results:
        counts = by_rules.setdefault(vectors[r["id"]]["rules"], {"pass": 0, "fail": 0, "error": 0, "skip": 0})
        counts[r["status"]] += 1
        tag = r["id"].rsplit("/", 1)[1].rsplit("-", 1)[0]  # the clause (or theme) the vector was generated for
        by_clause.setdefault(tag, {"pass": 0, "fail": 0, "error": 0, "skip": 0})[r["status"]] += 1
    record = {
        "command": COMMAND,
        "generated_with": {"rulespec": commit_of_project(), "jcloisterzone": engine_build["commit"],
                           "suite": f"rulespec oracle --module count-king-robber --seed {SEED}"},
        "vectors_run": summary["vectors"], "passed": summary["passed"], "failed": summary["failed"],
        "errors": [{"vector": r["id"], "reason": r["reason"]} for r in results if r["status"] == "error"],
        "skipped": {"count": summary["skipped"], "reasons": summary["skipped_reasons"],
                    "vectors": sorted(r["id"] for r in results if r["status"] == "skip")},
        "by_rules": by_rules,
        "by_clause": dict(sorted(by_clause.items())),
        "plays": plays_record(report.get("diagnosis")),
        "findings": finding_records(vectors, failing, explained, probes),
        "probes": probes,
        "zman_under_hig": zman,
        "unexplained": [{"vector": i, "rulespec_outcomes": canonical(vectors[i], vectors[i]["outcomes"]),
                         "jcloisterzone_outcomes": canonical(vectors[i], failing[i])}
                        for i in failing_ids if explained[i] is None],
    }
    atomic.write_text(Path(args.out), json.dumps(record, indent=1, sort_keys=True, ensure_ascii=False) + "\n")
    start = jvm_start()
    log(f"{summary['vectors']} vectors: {summary['passed']} passed, {summary['failed']} failed, "
        f"{summary['errors']} errors, {summary['skipped']} skipped; {len(record['unexplained'])} unexplained")
    log(f"conform (one JVM): {conform_seconds:.2f} s wall, {conform_seconds / summary['vectors'] * 1000:.1f} ms a vector "
        f"including the start; JVM start to a first answer: {start:.2f} s; whole run {time.perf_counter() - began:.1f} s")
    log(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
