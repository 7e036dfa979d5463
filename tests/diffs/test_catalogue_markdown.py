"""The catalogue's Markdown as a reader meets it: findings first (what
disagrees, then each difference in words with its witness), the table of
every comparison last; notes as sentences with one full stop and the rule
sets they name as code; witness JSON in lines that fit the page."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from checker.diffs.layout import json_text
from checker.diffs.markdown import _sentence, catalogue_markdown

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def committed() -> dict:
    return json.loads((ROOT / "docs" / "catalogue" / "contradictions.json").read_text(encoding="utf-8"))


def test_a_note_is_one_sentence_with_the_rule_sets_as_code():
    entry = {"a": "c1-hig-2013", "b": "c1-hig-2013+arrival-trigger=yes"}
    note = "outcomes only c1-hig-2013+arrival-trigger=yes allows were not decided: a smaller witness may exist."
    assert _sentence(note, entry) == (
        "Outcomes only `c1-hig-2013+arrival-trigger=yes` allows were not decided: a smaller witness may exist.")
    assert _sentence("c1-hig-2013 was searched on 2 players", entry) == "`c1-hig-2013` was searched on 2 players."
    assert _sentence("found on the shape city of c3.1-2025.", {"a": "c3.1-2025", "b": "c3-2021"}) == \
        "Found on the shape city of `c3.1-2025`."


def test_findings_come_before_the_tables(committed):
    text = catalogue_markdown(committed)
    robbers = text.split("\n## ")[1]
    order = [robbers.index(h) for h in ("### What disagrees", "### The differences, one by one", "### Every comparison")]
    assert order == sorted(order)
    assert ".." not in re.sub(r"-?\d+\.\.-?\d+|\.\.\.|`[^`]*`", "", text)  # no double full stop


def test_every_witness_is_json_that_fits_the_page(committed):
    text = catalogue_markdown(committed)
    blocks = re.findall(r"```json\n(.*?)\n```", text, re.S)
    witnesses = [e["witness"]["scenario"] for e in committed["comparisons"] if e["witness"] and not e["same_result_as"]]
    assert [json.loads(b) for b in blocks] == witnesses
    assert max(len(line) for b in blocks for line in b.splitlines()) <= 80


@pytest.mark.parametrize("value", [
    {"a": [1, 2, {"b": None}], "c": "x" * 100, "d": {"e": {"f": [True, False] * 20}}},
    [],
    {"turn": [{"step": "score", "events": [{"player": "red", "points": -3}] * 6}]},
])
def test_the_layout_is_json_of_the_same_value(value):
    text = json_text(value)
    assert json.loads(text) == value
    assert all(len(line) <= 80 for line in text.splitlines() if '"' * 2 not in line and "x" * 100 not in line)
