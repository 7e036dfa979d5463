"""``rulespec conform`` and the two example engines: the reference simulator
passes every vector (both rules modules), the greedy thief fails and is
pinned on no-self-robbery and refuses Count, King & Robber; a suite whose
Count, King & Robber outcomes are corrupted fails with the clauses and the
nearest legal outcome; bad usage is one line on stderr and exit status 2."""

from __future__ import annotations

import json
import shutil
import sys
from pathlib import Path

import pytest

from checker.cli import main
from checker.conformance.engine_process import Reply
from checker.conformance.harness import engine_problem, judge
from tests.conformance.tampering import rehash

ROOT = Path(__file__).resolve().parents[2]
ENGINES = ROOT / "examples" / "engines"
REFERENCE = f"{sys.executable} {ENGINES / 'reference_engine.py'}"
ROBBERS_ONLY = ("--edition", "c1-hig-2013", "--edition", "c3.1-2025")
GREEDY = f"{sys.executable} {ENGINES / 'greedy_thief_engine.py'}"


def conform(capsys, *argv):
    code = main(["conform", *argv])
    out, err = capsys.readouterr()
    return code, out, err


def test_the_reference_engine_passes_every_vector(small_suite, capsys):
    out, vectors, _ = small_suite
    code, stdout, _ = conform(capsys, str(out), "--impl", REFERENCE, "--jobs", "2", "--json")
    doc = json.loads(stdout)
    assert code == 0, [r for r in doc["results"] if r["status"] != "pass"][:3]
    assert doc["summary"]["passed"] == doc["summary"]["vectors"] == len(vectors)


def test_the_greedy_thief_fails_on_no_self_robbery(small_suite, capsys):
    out, _, _ = small_suite
    code, stdout, _ = conform(capsys, str(out), "--impl", GREEDY, *ROBBERS_ONLY, "--jobs", "2", "--json")
    doc = json.loads(stdout)
    assert code == 1
    failing = [r for r in doc["results"] if r["status"] != "pass"]
    assert failing and all(r["status"] == "fail" for r in failing)
    assert "no-self-robbery" in doc["summary"]["failing_clauses"]
    pinned = [r for r in failing if r["clauses"][:1] == ["no-self-robbery"]]
    assert pinned, "a vector generated for no-self-robbery must catch the greedy thief"
    for r in pinned:
        assert r["mode"] == "outcome" and r["nearest"] and r["distance"] > 0
        assert not any(s["thief"] == s["victim"] for s in r["nearest"]["steals"])


def test_the_human_report_names_the_clauses_and_the_nearest_outcome(small_suite, capsys):
    out, _, _ = small_suite
    code, stdout, _ = conform(capsys, str(out), "--impl", GREEDY, "--match", "*/no-self-robbery-*")
    assert code == 1
    assert "FAIL" in stdout and "no-self-robbery" in stdout
    # The greedy thief lets a robber rob its own owner's marker: its answer, in words, says so.
    assert "The engine answered:" in stdout and "from Blue's meeple" in stdout
    assert "thefts:" in stdout and "(the engine)" in stdout and "(legal)" in stdout
    assert "distance" not in stdout and '{"markers"' not in stdout  # no bare number, no raw JSON
    assert stdout.splitlines()[-1].startswith(tuple("0123456789")) and " failed" in stdout.splitlines()[-1]
    # Issue 28: the nearest legal outcome is told as a derivation, with the clauses of its steps.
    assert "How the turn reaches legal outcome #" in stdout


def test_the_greedy_thief_refuses_count_king_robber(small_suite, capsys):
    out, vectors, _ = small_suite
    code, stdout, _ = conform(capsys, str(out), "--impl", GREEDY, "--edition", "ckr-hig-2017", "--json")
    doc = json.loads(stdout)
    assert code == 1 and len(doc["results"]) == sum(1 for v in vectors.values() if v["edition"] == "ckr-hig-2017")
    assert all(r["status"] == "error" and "plays The Robbers only" in r["reason"] for r in doc["results"])


def corrupted_copy(small_suite, tmp_path, vid: str, corrupt) -> Path:
    """A copy of the suite with one vector's outcome list changed by ``corrupt``."""
    out, _, _ = small_suite
    copy = tmp_path / "suite"
    shutil.copytree(out, copy)
    path = copy / "vectors" / f"{vid}.json"
    doc = json.loads(path.read_text())
    corrupt(doc["outcomes"])
    path.write_text(json.dumps(doc))
    rehash(copy, vid)  # past the check against the index, to the judging
    return copy


def ckr_vector(vectors, clause: str) -> dict:
    return next(v for v in vectors.values() if v["edition"] == "ckr-hig-2017" and v["clauses"][0] == clause)


def test_a_ckr_vector_with_corrupted_outcomes_fails_the_reference_engine(small_suite, tmp_path, capsys):
    """One legal outcome's score changed: the reference engine's (right) set
    now has an outcome the vector calls illegal and misses the corrupted one."""
    _, vectors, _ = small_suite
    vector = ckr_vector(vectors, "monastic-worth-nine")

    def corrupt(outcomes):
        player = next(iter(outcomes[0]["scores"]))
        outcomes[0]["scores"][player] += 5

    suite = corrupted_copy(small_suite, tmp_path, vector["id"], corrupt)
    code, stdout, _ = conform(capsys, str(suite), "--impl", REFERENCE, "--edition", "ckr-hig-2017", "--jobs", "2", "--json")
    doc = json.loads(stdout)
    assert code == 1
    failing = [r for r in doc["results"] if r["status"] != "pass"]
    assert [r["id"] for r in failing] == [vector["id"]]
    (result,) = failing
    assert result["status"] == "fail" and result["mode"] == "outcomes"
    assert result["missing"] == 1 and result["extra"] == 1
    assert result["clauses"] == vector["clauses"] and result["clauses"][0] == "monastic-worth-nine"
    assert result["nearest"] is not None and result["distance"] == 5
    assert doc["summary"]["failing_clauses"]["monastic-worth-nine"] == 1


def test_the_human_report_for_a_ckr_failure_names_the_clause_and_the_nearest_outcome(small_suite, tmp_path, capsys):
    _, vectors, _ = small_suite
    vector = ckr_vector(vectors, "king-largest-city")
    suite = corrupted_copy(small_suite, tmp_path, vector["id"], lambda outcomes: outcomes.__setitem__(0, {**outcomes[0], "king": {"holder": None, "size": 0}}))
    code, stdout, _ = conform(capsys, str(suite), "--impl", REFERENCE, "--match", vector["id"])
    assert code == 1
    assert f"FAIL {vector['id']}" in stdout and "king-largest-city" in stdout
    # The corrupted expected outcome says nobody holds the King; the engine's list gives it to someone.
    assert "Listed but illegal:" in stdout and "Missing (legal, not listed):" in stdout and "takes the King" in stdout
    assert "the King: " in stdout and "nobody holds the King (legal)" in stdout
    assert "distance" not in stdout and '"scores"' not in stdout


def test_edition_filter(small_suite, capsys):
    out, vectors, _ = small_suite
    code, stdout, _ = conform(capsys, str(out), "--impl", GREEDY, "--edition", "c3.1-2025", "--jobs", "2", "--json")
    doc = json.loads(stdout)
    assert code == (0 if doc["summary"]["passed"] == doc["summary"]["vectors"] else 1)
    assert {r["edition"] for r in doc["results"]} == {"c3.1-2025"}
    assert len(doc["results"]) == sum(1 for v in vectors.values() if v["edition"] == "c3.1-2025")


@pytest.mark.parametrize(
    "argv, message",
    [
        (["/nonexistent/suite", "--impl", "true"], "no such directory"),
        (["{tmp}", "--impl", "true"], "not a conformance suite"),
        (["{suite}", "--impl", "no-such-engine-xyz --flag"], "engine not found: no-such-engine-xyz"),
        (["{suite}", "--impl", "python3 /nonexistent/engine.py"], "engine not found: /nonexistent/engine.py"),
        (["{suite}", "--impl", "true", "--edition", "c1-rgg"], "no vectors for it"),
    ],
)
def test_bad_usage_is_one_line_and_status_2(small_suite, tmp_path, capsys, argv, message):
    out, _, _ = small_suite
    argv = [a.format(tmp=tmp_path, suite=out) for a in argv]
    code, stdout, stderr = conform(capsys, *argv)
    assert code == 2 and not stdout
    assert len(stderr.strip().splitlines()) == 1 and message in stderr


def test_a_missing_dir_argument_is_usage_error(capsys):
    assert main(["conform", "--impl", "true"]) == 2
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1 and "DIR" in err


VECTOR = {
    "id": "t/x-0001",
    "edition": "c1-hig-2013",
    "interpretations": {},
    "clauses": ["no-self-robbery"],
    "scenario": {
        "players": ["red", "blue"],
        "active": "red",
        "markers": {"red": {"meeple": 0}, "blue": {"meeple": 0}},
        "robbers": {"blue": 0},
        "turn": [{"step": "score", "events": [{"player": "blue", "points": 1}]}],
    },
    "outcomes": [
        {"markers": {"red": {"meeple": 0}, "blue": {"meeple": 1}}, "robbers": {"red": None, "blue": 0}, "steals": []}
    ],
}
LEGAL = VECTOR["outcomes"][0]
SELF = {
    "markers": {"red": {"meeple": 0}, "blue": {"meeple": 2}},
    "robbers": {"red": None, "blue": None},
    "steals": [{"thief": "blue", "victim": "blue", "marker": "meeple", "points": 1}],
}


@pytest.mark.parametrize(
    "status, out, verdict, reason",
    [
        (0, json.dumps(LEGAL), "pass", ""),
        (0, json.dumps({"outcomes": [LEGAL]}), "pass", ""),
        (0, json.dumps(SELF), "fail", "not a legal outcome"),
        (0, json.dumps({"outcomes": [LEGAL, SELF]}), "fail", "1 illegal outcome(s) listed"),
        (0, json.dumps({"outcomes": []}), "fail", "1 legal outcome(s) missing"),
        (0, "oops", "error", "not JSON"),
        (0, json.dumps({"markers": {"red": {"meeple": 0}}, "robbers": {}}), "error", "bad outcome"),
        (3, "", "error", "exited with status 3"),
        (None, "", "error", "timed out"),
    ],
)
def test_verdicts(status, out, verdict, reason):
    result = judge(VECTOR, Reply(status, out, "", "timed out after 5 s" if status is None else None))
    assert result.status == verdict and reason in result.reason
    if verdict != "pass":
        assert result.clauses == ["no-self-robbery"]


CKR_VECTOR = {
    "id": "t/ckr-0001",
    "edition": "ckr-hig-2017",
    "interpretations": {},
    "clauses": ["monastic-worth-nine"],
    "scenario": {
        "expansion": "count-king-robber",
        "players": ["red", "blue"],
        "active": "red",
        "turn": [{"step": "score", "features": [{"kind": "monastery", "meeples": {"red": {"meeple": 1}}}]}],
    },
    "outcomes": [
        {
            "scores": {"red": 9, "blue": 0},
            "returned": {"red": {"meeple": 1}},
            "placed": None,
            "king": {"holder": None, "size": 0},
            "robber-baron": {"holder": None, "size": 0},
        }
    ],
}
CKR_LEGAL = CKR_VECTOR["outcomes"][0]
CKR_WRONG = {**CKR_LEGAL, "scores": {"red": 0, "blue": 0}}  # an engine that forgot the monastery's 9


@pytest.mark.parametrize(
    "out, verdict, reason",
    [
        (json.dumps(CKR_LEGAL), "pass", ""),
        (json.dumps({"outcomes": [CKR_LEGAL]}), "pass", ""),
        (json.dumps(CKR_WRONG), "fail", "not a legal outcome"),
        (json.dumps({"outcomes": [CKR_WRONG]}), "fail", "1 legal outcome(s) missing, 1 illegal outcome(s) listed"),
        (json.dumps(LEGAL), "error", "bad outcome"),  # a Robbers outcome for a Count, King & Robber vector
    ],
)
def test_ckr_verdicts(out, verdict, reason):
    result = judge(CKR_VECTOR, Reply(0, out, ""))
    assert result.status == verdict and reason in result.reason
    if verdict == "fail":
        assert result.clauses == ["monastic-worth-nine"]
        assert result.nearest == CKR_LEGAL and result.distance == 9


def test_engine_problem():
    assert engine_problem(f"{sys.executable} -c pass") is None
    assert engine_problem("FOO=1 true") is None
    assert "not on PATH" in engine_problem("no-such-engine-xyz")
    assert "no such file" in engine_problem("python3 missing_engine.py")


def combined_vector(vectors) -> dict:
    """The small suite's combined-turn vector: Count, King & Robber with The
    Robbers on the score track, generated for robbing-gain-ignored."""
    return next(v for v in vectors.values() if v.get("with_robbers"))


def test_a_combined_vector_carries_the_robbers_edition_to_the_engine(small_suite):
    from checker.conformance.harness import engine_input

    _, vectors, _ = small_suite
    vector = combined_vector(vectors)
    assert vector["clauses"][0] == "robbing-gain-ignored" and "robbers" in vector["scenario"]
    assert vector["with_robbers"] == {"edition": "c3.1-2025", "interpretations": vector["with_robbers"]["interpretations"]}
    assert "c3.1-2025" in vector["description"]
    assert engine_input(vector)["with_robbers"] == vector["with_robbers"]
    assert all("robbers" in o for o in vector["outcomes"])


def _steals_changed(outcomes) -> None:
    """The first outcome's thefts changed: dropped where it has some, else a
    theft of 1 point added (the vector the suite picks may have none)."""
    side = outcomes[0]["robbers"]
    if side["steals"]:
        side["steals"].clear()
    else:
        thief, victim = sorted(side["robbers"])[:2]
        side["steals"].append({"thief": thief, "victim": victim, "marker": "meeple", "points": 1})


@pytest.mark.parametrize(
    "corrupt",
    [
        pytest.param(_steals_changed, id="steals-dropped"),
        pytest.param(lambda outcomes: outcomes[0]["robbers"]["robbers"].update({p: 0 for p in outcomes[0]["robbers"]["robbers"]}), id="robbers-moved"),
    ],
)
def test_a_combined_vector_with_a_corrupted_robbers_side_fails(small_suite, tmp_path, capsys, corrupt):
    """Only The Robbers' side of one legal outcome changed (the steals, or
    where the robbers stand): conform compares it too, so the reference
    engine's right answer no longer matches."""
    _, vectors, _ = small_suite
    vector = combined_vector(vectors)
    before = json.dumps(vector["outcomes"][0], sort_keys=True)
    suite = corrupted_copy(small_suite, tmp_path, vector["id"], corrupt)
    assert json.dumps(json.loads((suite / "vectors" / f"{vector['id']}.json").read_text())["outcomes"][0], sort_keys=True) != before
    code, stdout, _ = conform(capsys, str(suite), "--impl", REFERENCE, "--match", vector["id"], "--json")
    doc = json.loads(stdout)
    assert code == 1
    (result,) = doc["results"]
    assert result["status"] == "fail" and result["missing"] == 1 and result["extra"] == 1
    assert result["clauses"][0] == "robbing-gain-ignored"


def test_a_combined_vector_without_the_robbers_edition_is_an_engine_error(small_suite, tmp_path, capsys):
    """Strip ``with_robbers``: the reference engine cannot play the turn
    (The Robbers are on the track, their rules unknown) and says so."""
    _, vectors, _ = small_suite
    vector = combined_vector(vectors)
    out, _, _ = small_suite
    copy = tmp_path / "suite"
    shutil.copytree(out, copy)
    path = copy / "vectors" / f"{vector['id']}.json"
    doc = json.loads(path.read_text())
    del doc["with_robbers"]
    path.write_text(json.dumps(doc))
    rehash(copy, vector["id"])
    code, stdout, _ = conform(capsys, str(copy), "--impl", REFERENCE, "--match", vector["id"], "--json")
    assert code == 1
    (result,) = json.loads(stdout)["results"]
    assert result["status"] == "error" and "The Robbers are in play" in result["reason"]
