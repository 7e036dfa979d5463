"""``rulespec conform --persistent`` and the engine's own verdicts: an engine
started once per job answers one request a line; an engine that hangs is
killed at the time limit and one that exits is restarted, each costing only
its vector; ``{"skipped": reason}`` is counted and reported apart, neither a
pass nor a failure; ``{"error": reason}`` is an error. The reference engine
gives the same verdicts in both modes."""

from __future__ import annotations

import json
import os
import sys
import textwrap
from pathlib import Path

import pytest

from checker.cli import main
from checker.conformance.engine_process import Reply
from checker.conformance.harness import Result, declared, judge, summary

ROOT = Path(__file__).resolve().parents[2]
REFERENCE = f"{sys.executable} {ROOT / 'examples' / 'engines' / 'reference_engine.py'}"

# A scripted engine: answers each vector with its legal outcomes, except the
# vectors named on its command line, which it skips, hangs on, exits on or
# reports an error for. It logs its pid at start, so the test counts starts.
SCRIPTED = textwrap.dedent(
    """
    import json, os, sys, time
    suite, log, plan = sys.argv[1], sys.argv[2], json.loads(sys.argv[3])
    with open(log, "a") as f:
        f.write(f"{os.getpid()}\\n")
    by_scenario = {}
    for root, _, files in os.walk(os.path.join(suite, "vectors")):
        for name in files:
            v = json.load(open(os.path.join(root, name)))
            by_scenario[json.dumps(v["scenario"], sort_keys=True)] = v
    for line in sys.stdin:
        request = json.loads(line)
        if "scenario" not in request:  # the handshake: this engine declares nothing
            print(json.dumps({"error": "unknown request"}), flush=True)
            continue
        v = by_scenario[json.dumps(request["scenario"], sort_keys=True)]
        what = plan.get(v["id"])
        if what == "hang":
            time.sleep(600)
        if what == "exit":
            sys.exit(3)
        if what == "skip":
            doc = {"skipped": "no such rule here"}
        elif what == "error":
            doc = {"error": "broken board"}
        else:
            doc = {"outcomes": v["outcomes"]}
        print(json.dumps(doc), flush=True)
    """
)


def conform(capsys, *argv):
    code = main(["conform", *argv])
    out, err = capsys.readouterr()
    return code, out, err


def scripted(tmp_path, suite, plan) -> tuple[str, Path]:
    script = tmp_path / "scripted_engine.py"
    script.write_text(SCRIPTED)
    log = tmp_path / "starts.log"
    return f"{sys.executable} {script} {suite} {log} '{json.dumps(plan)}'", log


def ckr_ids(vectors) -> list[str]:
    return sorted(i for i, v in vectors.items() if v["edition"] == "ckr-hig-2017")


def test_a_persistent_engine_survives_hangs_and_exits(small_suite, tmp_path, capsys):
    out, vectors, _ = small_suite
    ids = ckr_ids(vectors)
    plan = {ids[0]: "skip", ids[1]: "hang", ids[2]: "exit", ids[3]: "error"}
    command, log = scripted(tmp_path, out, plan)
    code, stdout, _ = conform(
        capsys, str(out), "--impl", command, "--persistent", "--edition", "ckr-hig-2017", "--timeout", "3", "--json"
    )
    doc = json.loads(stdout)
    by_id = {r["id"]: r for r in doc["results"]}
    assert code == 1
    assert by_id[ids[0]]["status"] == "skip" and by_id[ids[0]]["reason"] == "no such rule here"
    assert by_id[ids[1]]["status"] == "error" and by_id[ids[1]]["reason"] == "timed out after 3 s"
    assert by_id[ids[2]]["status"] == "error" and by_id[ids[2]]["reason"].startswith("engine exited with status 3")
    assert by_id[ids[3]]["status"] == "error" and by_id[ids[3]]["reason"] == "engine error: broken board"
    assert all(by_id[i]["status"] == "pass" for i in ids[4:])
    summary_ = doc["summary"]
    assert (summary_["passed"], summary_["failed"], summary_["errors"], summary_["skipped"]) == (len(ids) - 4, 0, 3, 1)
    assert summary_["skipped_reasons"] == {"no such rule here": 1}
    assert summary_["by_edition"]["ckr-hig-2017"]["skip"] == 1
    pids = [int(p) for p in log.read_text().split()]
    assert len(pids) == 3, "one start, one after the hang, one after the exit"
    assert not any(Path(f"/proc/{pid}").exists() and "zombie" not in Path(f"/proc/{pid}/status").read_text() for pid in pids)


def test_skipped_vectors_alone_do_not_fail_the_run(small_suite, tmp_path, capsys):
    out, vectors, _ = small_suite
    ids = ckr_ids(vectors)
    command, _ = scripted(tmp_path, out, {ids[0]: "skip", ids[1]: "skip"})
    code, stdout, _ = conform(capsys, str(out), "--impl", command, "--persistent", "--edition", "ckr-hig-2017", "--jobs", "2")
    assert code == 0
    assert f"{len(ids) - 2} passed" in stdout and "2 skipped by the engine" in stdout
    assert "skipped 2: no such rule here" in stdout


def test_the_reference_engine_gives_the_same_verdicts_in_both_modes(small_suite, capsys):
    out, vectors, _ = small_suite
    code, stdout, _ = conform(capsys, str(out), "--impl", f"{REFERENCE} --lines", "--persistent", "--jobs", "2", "--json")
    doc = json.loads(stdout)
    assert code == 0
    assert doc["summary"]["passed"] == len(vectors) and doc["summary"]["skipped"] == 0


def test_the_reference_engine_answers_a_bad_line_with_an_error(tmp_path):
    import subprocess

    lines = "not json\n" + json.dumps({"edition": "ckr-hig-2017", "interpretations": {}, "scenario": {"players": []}}) + "\n"
    result = subprocess.run([sys.executable, str(ROOT / "examples/engines/reference_engine.py"), "--lines"], input=lines,
                            capture_output=True, text=True, timeout=120, cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)})
    answers = [json.loads(line) for line in result.stdout.splitlines()]
    assert result.returncode == 0 and len(answers) == 2
    assert all(set(a) == {"error"} and a["error"].startswith("bad request") for a in answers)


@pytest.mark.parametrize(
    "doc, verdict",
    [
        ({"skipped": "no Z-Man rules"}, ("skip", "no Z-Man rules")),
        ({"error": "layout"}, ("error", "engine error: layout")),
        ({"skipped": 3}, None),
        ({"skipped": "x", "outcomes": []}, None),
        ([{"skipped": "x"}], None),
        ({"outcomes": []}, None),
    ],
)
def test_declared_verdicts(doc, verdict):
    assert declared(doc) == verdict


def test_a_skip_is_judged_before_the_outcomes_are_read(small_suite):
    _, vectors, _ = small_suite
    vector = vectors[ckr_ids(vectors)[0]]
    result = judge(vector, Reply(0, json.dumps({"skipped": "cannot build it"}), ""))
    assert (result.status, result.reason, result.mode) == ("skip", "cannot build it", None)


def test_the_summary_counts_skips_apart_from_failures():
    results = [
        Result("a/1", "a", "pass"),
        Result("a/2", "a", "skip", reason="r1", clauses=["c1"]),
        Result("a/3", "a", "skip", reason="r1"),
        Result("b/1", "b", "skip", reason="r2"),
        Result("b/2", "b", "fail", clauses=["c2"]),
    ]
    totals = summary(results)
    assert (totals["vectors"], totals["passed"], totals["failed"], totals["errors"], totals["skipped"]) == (5, 1, 1, 0, 3)
    assert totals["skipped_reasons"] == {"r1": 2, "r2": 1}
    assert totals["failing_clauses"] == {"c2": 1}, "a skipped vector's clauses are not failing clauses"
    assert totals["by_edition"]["a"] == {"pass": 1, "fail": 0, "error": 0, "skip": 2}
