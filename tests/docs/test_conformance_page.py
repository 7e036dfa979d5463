"""How to check your engine opens with the protocol and the minimal
adapters, and its counts come from the committed suite index at build
time, never written into the page; the mutation score page reads its JSON."""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path[:0] = [str(ROOT / "docs" / "_ext")]
import pages_conformance  # noqa: E402

PAGE = (ROOT / "docs" / "conformance.md").read_text(encoding="utf-8")


def test_the_page_opens_with_the_protocol_and_the_adapters():
    first = PAGE.index("## The protocol in one minute")
    assert first < PAGE.index("minimal_adapter.py") < PAGE.index("minimal_adapter.js") < PAGE.index("## 1. Generate the suite")
    assert "```{include} generated/conformance-counts.inc" in PAGE[:first]


def test_no_count_of_vectors_is_written_into_the_page():
    assert not re.search(r"\b\d{1,2},\d{3} vectors|\babout [\d,]+ vectors", PAGE)


def test_the_counts_are_the_committed_index():
    index = json.loads((ROOT / "docs" / "catalogue" / "conformance-index.json").read_text(encoding="utf-8"))
    text = pages_conformance.counts_text()
    assert f"**{index['counts']['vectors']:,} vectors** over {len(index['counts']['by_edition'])} editions" in text


def test_the_mutation_score_adds_up_and_every_survivor_is_accounted_for():
    doc = json.loads((ROOT / "docs" / "mutation-score.json").read_text(encoding="utf-8"))
    for module, e in doc["by_module"].items():
        rows = [r for r in doc["mutants"] if r["module"] == module]
        assert e["mutants"] == len(rows) == e["killed"] + e["equivalent"] + e.get("killed_by_new_vector", 0) + e["survived"]
        assert e["killed"] == sum(r["killed"] for r in rows)
    for r in doc["mutants"]:
        assert r["killed"] == (r["failed"] + r["errors"] > 0)
        assert r["ranked_first"] == (r["killed"] and r["clause"] is not None and r["most_likely"] == r["clause"])
    text = pages_conformance.score_text(ROOT)
    assert f"for **{doc['diagnosis']['ranked_first']} of the {doc['diagnosis']['killed_with_a_target']}**" in text
    assert all(f"`{r['mutant']}`" in text for r in doc["mutants"])


def diagnosis_doc(rows):
    return {"command": "python3 benchmarks/diagnosis_score.py", "seconds": 300, "suite": {"editions": ["c1-hig-2013", "c1-zmg-bb4"], "oracle_options": ["--seed", "7"],
                                      "written_by_hand": ["c3.1-2025/x-0001"]},
            "score": {"engines": 2, "with_one_clause": 1, "named_exactly": 1, "tied": 0, "named_not_first": 0,
                      "missed": 0, "no_diagnosis": 0, "diagnosed": 1, "not_killed": 0, "named_exactly_share": 1.0},
            "engines": rows}


def test_the_diagnosis_score_lists_every_engine_and_its_totals(tmp_path):
    rows = [{"engine": "zmg-next-in-supply-only", "mistake": "only the next player in supply may place",
             "expected": {"kind": "replace", "clause": "each-other-may-place", "by": "next-in-supply-may-place"},
             "verdict": "named exactly", "failed": 2, "errors": 0,
             "first": [{"kind": "replace", "clause": "each-other-may-place", "by": "next-in-supply-may-place"}]},
            {"engine": "wrap-off-by-one", "mistake": "the wrap", "expected": {"kind": "mistake", "clause": None, "by": None},
             "verdict": "diagnosed", "failed": 4, "errors": 0, "first": [{"kind": "drop", "clause": "steal-base-movement", "by": None}]}]
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "diagnosis-score.json").write_text(json.dumps(diagnosis_doc(rows)), encoding="utf-8")
    text = pages_conformance.diagnosis_text(tmp_path)
    assert "names it exactly, first and alone, for **1** (100%; target 90%)" in text
    assert "no diagnosis line: **0** (target 0)" in text
    assert ("- `zmg-next-in-supply-only`: only the next player in supply may place. Expected: `each-other-may-place` "
            "(replace: `next-in-supply-may-place`); **named exactly**; named first: `each-other-may-place` (replace: "
            "`next-in-supply-may-place`); vectors failed: 2.") in text
    assert ("- `wrap-off-by-one`: the wrap. Expected: no single clause (mistake); **diagnosed**; named first: "
            "`steal-base-movement` (drop); vectors failed: 4.") in text
    assert "run `python3 benchmarks/diagnosis_score.py`" in pages_conformance.diagnosis_text(tmp_path / "nowhere")


def test_the_committed_diagnosis_score_adds_up():
    path = ROOT / "docs" / "diagnosis-score.json"
    if not path.is_file():
        pytest.skip("no diagnosis score committed yet (python3 benchmarks/diagnosis_score.py)")
    doc = json.loads(path.read_text(encoding="utf-8"))
    rows = doc["engines"]
    assert doc["score"]["engines"] == len(rows)
    for verdict in ("named exactly", "tied", "missed", "diagnosed"):
        assert doc["score"][verdict.replace(" ", "_")] == sum(r["verdict"] == verdict for r in rows)
    text = pages_conformance.diagnosis_text(ROOT)
    assert all(f"- `{r['engine']}`: " in text for r in rows)
