"""The committed record of JCloisterZone against the suite
(peers/jcloisterzone/results.json): its counts add up, every failing vector
is in a finding, every finding has a verdict and the rules page's sentences
verbatim, the findings are those of findings.py, and the docs page shows the
record's numbers. The regeneration itself (slow, needs Java) checks that the
record is current."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tests import needs

ROOT = Path(__file__).resolve().parents[2]
PEER = ROOT / "peers" / "jcloisterzone"
sys.path[:0] = [str(PEER), str(ROOT / "docs" / "_ext")]
import findings  # noqa: E402
import pages_jcloisterzone  # noqa: E402

VERDICTS = {"engine bug", "project bug", "reading", "edition or house-rule difference"}


@pytest.fixture(scope="module")
def record() -> dict:
    return json.loads((PEER / "results.json").read_text(encoding="utf-8"))


def test_the_counts_add_up(record):
    skipped = record["skipped"]
    assert record["vectors_run"] == record["passed"] + record["failed"] + len(record["errors"]) + skipped["count"]
    assert skipped["count"] == sum(skipped["reasons"].values()) == len(skipped["vectors"])
    totals = {"pass": 0, "fail": 0, "error": 0, "skip": 0}
    for counts in record["by_rules"].values():
        for status, n in counts.items():
            totals[status] += n
    assert totals == {"pass": record["passed"], "fail": record["failed"], "error": len(record["errors"]),
                      "skip": skipped["count"]}


def test_every_failing_vector_is_in_a_finding(record):
    explained = {v for f in record["findings"] for v in f["vectors"]}
    unexplained = {u["vector"] for u in record["unexplained"]}
    assert len(explained | unexplained) == record["failed"]
    assert not unexplained, "a failure no finding explains is a new finding to write"


def test_every_finding_has_a_verdict_its_sources_and_its_case(record):
    for f in record["findings"]:
        assert f["verdict"] in VERDICTS, f["id"]
        assert f["source"] and all(s["quote"] and s["section"] for s in f["source"])
        assert f["rulespec_outcomes"] != f["jcloisterzone_outcomes"], f["id"]
        assert (f["vector"] in f["vectors"]) if f["vectors"] else f["probe"]
        if f["verdict"] == "edition or house-rule difference":
            assert f["jcloisterzone_setting"]
        if f["verdict"] == "project bug":
            assert f["project_change"]


def test_the_findings_are_those_of_the_catalogue(record):
    catalogue = {f.id: f.record() for f in findings.FINDINGS}
    for f in record["findings"]:
        assert {k: f[k] for k in catalogue[f["id"]]} == catalogue[f["id"]], f"{f['id']}: results.json is older than findings.py"


@needs.SOURCES
def test_every_quote_is_verbatim_in_the_rules_page():
    text = needs.source_file("003").read_text(encoding="utf-8")
    for f in findings.FINDINGS:
        for _, quote in f.sources:
            assert quote in text, (f.id, quote)


def test_the_page_shows_the_record(record):
    page = pages_jcloisterzone.results_page(record)
    row = f"| {record['vectors_run']} | {record['passed']} | {record['failed']} | {len(record['errors'])} | {record['skipped']['count']} |"
    assert row in page
    for reason, n in record["skipped"]["reasons"].items():
        assert f"| {n} | {reason.replace('|', chr(92) + '|')} |" in page
    for f in record["findings"]:
        assert f"### {f['title']}" in page and f"({f['id']})=" in page
    assert page.count("<svg") >= 2 * len(record["findings"])


def test_the_record_says_which_rules_the_engine_plays_over_every_answer(record):
    """JCloisterZone declares nothing, so conform fitted every edition to its
    answers: the fit covers every answered vector (passed or failed), and
    where it departs from the edition it explains some failure."""
    [plays] = record["plays"]
    assert plays["module"] == "count-king-robber"
    assert plays["explained"] + plays["unexplained"] == record["passed"] + record["failed"]
    assert plays["edition"] in {rules.split("+")[0].split("@")[0] for rules in record["by_rules"]}
    if plays["unexplained"]:
        assert plays["departures"][0]["changes"] and plays["departures"][0]["failures_explained"] > 0


def test_the_page_says_which_rules_the_engine_plays_from_the_record(record):
    """The page's sentence is made from the record's ``plays`` when the docs
    are built: the committed record's, and another worked by hand (a tie's
    and a reading's words, from the edition's title and the reading's key)."""
    page = pages_jcloisterzone.results_page(record)
    said = pages_jcloisterzone.plays_text(record["plays"])
    [plays] = record["plays"]
    assert "### Which rules it plays" in page and said in page
    assert f"fit `{plays['edition']}`" in said and f"{plays['explained']} of its " in said
    other = {"module": "count-king-robber", "edition": "ckr-zmg-2017", "tied": ["ckr-hig-2017"], "explained": 8,
             "unexplained": 2, "margin_log10": None, "runner_up": "ckr-hig-2017", "log10_likelihood": 0.0,
             "departures": [{"changes": [{"kind": "reading", "topic": "count-move", "clause": "count-moves-freely",
                                          "by": "count-variant=clockwise"}],
                             "explained": 10, "unexplained": 0, "failures_explained": 2, "equivalent": []}]}
    text = pages_jcloisterzone.plays_text([other])
    assert "answers fit `ckr-zmg-2017` (Count, King & Robber, Z-Man Games new edition (English)) best: 8 of its 10" in text
    assert "as under `ckr-hig-2017` (the suite cannot tell them apart)" in text
    assert "on all its answers, each vector read as that edition's: as if the open question count-variant were answered " \
           "clockwise" in text
    assert "which explains 2 failing answers and leaves 0 unexplained" in text
    assert "results.py" in pages_jcloisterzone.plays_text(None)


@pytest.mark.slow
def test_the_record_is_current(record, tmp_path):
    import test_jcloisterzone

    if test_jcloisterzone.missing():
        needs.skip_now("JCloisterZone built from its sources", test_jcloisterzone.missing())
    out = tmp_path / "results.json"
    done = subprocess.run([sys.executable, str(PEER / "results.py"), "--out", str(out)], capture_output=True, text=True,
                          timeout=900, cwd=ROOT)
    assert done.returncode == 0, done.stderr[-2000:]
    fresh = json.loads(out.read_text(encoding="utf-8"))
    committed = dict(record)
    fresh.pop("generated_with"), committed.pop("generated_with")
    assert fresh == committed
