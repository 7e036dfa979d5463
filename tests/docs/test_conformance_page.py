"""How to check your engine opens with the protocol and the minimal
adapters, and its counts come from the committed suite index at build
time, never written into the page; the mutation score page reads its JSON."""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

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
