"""Every JSON document the command line prints or writes conforms to its
published schema (checker/schemas/, the docs page "Formats"): the commands
are run for real on the examples and small bounds, and what they print, the
files they write and the lines a conformance run exchanges with an engine
are validated. The committed artefacts are checked in
test_committed_artefacts.py."""

from __future__ import annotations

import contextlib
import io
import json
import shlex
import sys
from pathlib import Path

import pytest

from checker.cli import main
from checker.loading import published

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "examples"
ENGINES = EXAMPLES / "engines"


def printed(capsys, *argv) -> tuple[int, dict]:
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    assert code in (0, 1), err
    return code, json.loads(out)


def conforms(name: str, doc) -> None:
    assert published.problems(name, doc) == []


@pytest.mark.parametrize("argv", [
    ["editions"],
    ["clauses"],
    ["clauses", "--edition", "c1-hig-2013"],
    ["clauses", "--edition", "ckr-zmg-2017", "--quotes"],
    ["clauses", "--edition", "c1-hig-2012@2013-04+arrival-trigger=yes"],
], ids=" ".join)
def test_editions_and_clauses(capsys, argv):
    conforms(f"{argv[0]}-result", printed(capsys, *argv, "--json")[1])


@pytest.mark.parametrize("example, edition", [
    ("c1-example-1.json", ["c1-hig-2013"]),
    ("c3-example-2.json", ["c3.1-2025"]),
    ("zmg-placement.json", ["c1-zmg-bb4"]),
    ("ckr-heretic-qa.json", ["ckr-hig-2017"]),
    ("ckr-footnote-12.json", ["ckr-c1-2008"]),
    ("ckr-robbers-entry.json", ["ckr-hig-2017", "--with-robbers", "c3-2021"]),
])
def test_enumerate_and_judge(capsys, tmp_path, example, edition):
    scenario = EXAMPLES / example
    _, result = printed(capsys, "enumerate", scenario, "--edition", *edition, "--json")
    conforms("enumerate-result", result)
    legal = tmp_path / "legal.json"
    legal.write_text(json.dumps(result["outcomes"][0]), encoding="utf-8")
    code, judged = printed(capsys, "judge", scenario, legal, "--edition", *edition, "--json")
    assert code == 0 and judged["legal"]
    conforms("judge-result", judged)


def test_judge_of_an_illegal_outcome(capsys, tmp_path):
    # Blue scores twice beside Red's robber; the claim has Red's robber take a point and go home.
    # Under arrival-trigger=no, Blue's first forward movement (0 -> 1) did not start on the robber's
    # space and the second is not a first movement: no theft, so the claim is illegal. (Under the
    # default arrival-trigger=yes, issue 29 c, the departure 1 -> 2 fires the robber: the claim is legal.)
    scenario = tmp_path / "scenario.json"
    scenario.write_text(json.dumps({
        "players": ["red", "blue"], "active": "red", "markers": {"red": {"meeple": 0}, "blue": {"meeple": 0}},
        "robbers": {"red": 1}, "turn": [{"step": "score", "events": [{"player": "blue", "points": 1}] * 2}]}))
    claimed = tmp_path / "claimed.json"
    claimed.write_text(json.dumps({
        "markers": {"red": {"meeple": 1}, "blue": {"meeple": 2}}, "robbers": {"red": None, "blue": None},
        "steals": [{"thief": "red", "victim": "blue", "marker": "meeple", "points": 1}]}))
    code, judged = printed(capsys, "judge", scenario, claimed, "--edition", "c1-hig-2013+arrival-trigger=no", "--json")
    assert code == 1 and not judged["legal"] and judged["nearest"]
    code, judged = printed(capsys, "judge", scenario, claimed, "--edition", "c1-hig-2013", "--json")
    assert code == 0 and judged["legal"]
    conforms("judge-result", judged)


@pytest.mark.parametrize("argv", [
    # a small bound in which robber-shares-space is violated, so a counterexample is validated too
    ["--edition", "c3.1-2025", "--players", "2", "--rounds", "1", "--events", "1"],
    ["--edition", "c3.1-2025~no-self-robbery", "--players", "2", "--rounds", "1", "--events", "1", "--no-couriers"],
    ["--edition", "ckr-hig-2017"],
], ids=" ".join)
def test_check(capsys, argv):
    _, result = printed(capsys, "check", *argv, "--json")
    assert any(r["counterexample"] for r in result["results"]) or argv[1] == "ckr-hig-2017"
    conforms("check-result", result)


@pytest.mark.parametrize("a, b", [
    ("c2-2017", "c3-2021"),
    ("c1-hig-2013", "c1-hig-2013+arrival-trigger=no"),
    ("c1-hig-2012", "c2-2017"),
    ("ckr-hig-2017", "ckr-c1-2008"),
    ("ckr-zmg-2017", "ckr-c1-2008"),
    ("ckr-hig-2017", "ckr-hig-2017+robbing-gains=robbing-counts"),
])
def test_diff(capsys, a, b):
    _, result = printed(capsys, "diff", a, b, "--json")
    conforms("diff-result", result)


def test_the_catalogue_written_by_diff_all(capsys, tmp_path):
    # --module rebuilds one module's entries and keeps the committed others: every entry is validated
    (tmp_path / "contradictions.json").write_bytes((ROOT / "docs" / "catalogue" / "contradictions.json").read_bytes())
    assert main(["diff", "--all", "--module", "count-king-robber", "--out", str(tmp_path)]) == 0
    conforms("contradictions", json.loads((tmp_path / "contradictions.json").read_text(encoding="utf-8")))


@pytest.fixture(scope="module")
def formats_suite(tmp_path_factory):
    """A small suite of one edition of each module, the worked examples
    included (so combined turns, with ``with_robbers``, are in it), and what
    ``oracle --json`` printed."""
    out = tmp_path_factory.mktemp("formats-suite") / "suite"
    report = io.StringIO()
    with contextlib.redirect_stdout(report):
        code = main(["oracle", "--out", str(out), "--edition", "c1-hig-2013", "--edition", "ckr-hig-2017",
                     "--default-readings-only", "--themes", "1", "--json"])
    assert code == 0
    return out, json.loads(report.getvalue())


def test_oracle_output_index_and_vectors(formats_suite):
    out, report = formats_suite
    conforms("oracle-result", report)
    conforms("suite-index", json.loads((out / "index.json").read_text(encoding="utf-8")))
    vectors = sorted((out / "vectors").rglob("*.json"))
    assert any("with_robbers" in json.loads(v.read_text(encoding="utf-8")) for v in vectors)
    for vector in vectors:
        assert published.problems("vector", json.loads(vector.read_text(encoding="utf-8"))) == [], vector.name


@pytest.mark.parametrize("persistent", [False, True], ids=["one-shot", "persistent"])
def test_conform_and_the_lines_exchanged_with_the_engine(formats_suite, capsys, tmp_path, persistent):
    out, _ = formats_suite
    requests, answers = tmp_path / "requests", tmp_path / "answers"
    engine = f"{shlex.quote(sys.executable)} {shlex.quote(str(ENGINES / 'reference_engine.py'))}"
    if persistent:
        engine += " --lines"
    # tee records what conform sends and what the engine answers, unchanged
    impl = f"tee -a {shlex.quote(str(requests))} | {engine} | tee -a {shlex.quote(str(answers))}"
    argv = ["conform", out, "--impl", impl, "--json"] + (["--persistent"] if persistent else ["--match", "*/example-*"])
    code, result = printed(capsys, *argv)
    assert code == 0
    conforms("conform-result", result)
    (handshake, *sent), got = documents(requests), documents(answers)
    conforms("engine-handshake", handshake)  # first; the reference engine declares nothing:
    if persistent:  # it answers the handshake {"error": ...}
        assert set(got[0]) == {"error"}
        got = got[1:]
    assert len(sent) == len(got) == result["summary"]["vectors"]  # one-shot, it exits 2 without printing
    if persistent:  # one request a line
        assert requests.read_text(encoding="utf-8").count("\n") == len(sent) + 1
    assert any("with_robbers" in request for request in sent)
    for request in sent:
        conforms("engine-request", request)
    for answer in got:
        conforms("engine-answer", answer)


def documents(path: Path) -> list:
    """The JSON documents written one after the other into ``path`` (a
    one-shot request ends without a newline)."""
    text, decoder, out, at = path.read_text(encoding="utf-8"), json.JSONDecoder(), [], 0
    while text[at:].strip():
        at += len(text[at:]) - len(text[at:].lstrip())
        doc, at = decoder.raw_decode(text, at)
        out.append(doc)
    return out


def test_conform_with_failures_and_single_outcomes(formats_suite, capsys, tmp_path):
    out, _ = formats_suite
    answers = tmp_path / "answers"
    engine = f"{shlex.quote(sys.executable)} {shlex.quote(str(ENGINES / 'greedy_thief_engine.py'))}"
    code, result = printed(capsys, "conform", out, "--impl", f"{engine} | tee -a {shlex.quote(str(answers))}",
                           "--edition", "c1-hig-2013", "--json")
    assert code == 1 and result["summary"]["failed"] > 0
    assert any(r["nearest"] for r in result["results"])
    conforms("conform-result", result)
    for answer in documents(answers):
        conforms("engine-answer", answer)
