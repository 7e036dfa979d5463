"""Every sentence of every source is accounted for (spec/texts/sources/):
a rule sentence by the clauses, worked examples, readings or "not modelled"
reason that cover it, any other sentence by why it is not a rule; and the
data agrees with the source files and with the clauses' citations."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import spec
from tests import needs
from spec.texts import COVERAGE, DOCUMENTS
from spec.texts import check
from spec.texts.coverage import Account, Entry

ROOT = Path(__file__).resolve().parents[2]
EXPECTED = [ROOT / "tests" / "worked_examples" / "expected", ROOT / "tests" / "count_king_robber" / "expected"]
NUMBERS = sorted(COVERAGE)
NEEDS_SOURCES = needs.SOURCES


def test_every_document_has_coverage_data():
    assert set(COVERAGE) == set(DOCUMENTS) == {"000", "001", "002", "003", "004"}


@pytest.mark.parametrize("number", NUMBERS)
def test_every_rule_sentence_is_accounted_for_and_every_other_says_why(number):
    problems = check.data_problems(number)
    assert not problems, "\n".join(problems)


@NEEDS_SOURCES
@pytest.mark.parametrize("number", NUMBERS)
def test_the_data_is_the_source_sentence_for_sentence(number):
    problems = check.source_problems(number)
    assert not problems, "\n".join(problems)


def test_clauses_and_readings_on_a_sentence_are_those_whose_citations_quote_it():
    problems = check.citation_problems()
    assert not problems, "\n".join(problems)


def _examples() -> dict[str, dict]:
    return {p.stem: json.loads(p.read_text(encoding="utf-8")) for folder in EXPECTED for p in folder.glob("*.json")}


@pytest.mark.parametrize("number", NUMBERS)
def test_every_example_named_is_a_hand_written_example_of_that_source(number):
    examples = _examples()
    for entry in COVERAGE[number]:
        for stem in entry.refs("example"):
            assert stem in examples, f"{entry.id}: no expected file {stem}.json"
            assert DOCUMENTS[number].file in examples[stem].get("source", ""), \
                f"{entry.id}: {stem}.json does not name {DOCUMENTS[number].file} as its source"


@pytest.mark.parametrize("bad, message", [
    (Entry("000-00000000", "x", accounts=(Account("clause", "no-such-clause"),)), "unknown clause"),
    (Entry("000-00000000", "x", accounts=(Account("reading", "no-such-key"),)), "unknown reading"),
    (Entry("000-00000000", "x", accounts=(Account("guess", "y"),)), "unknown kind"),
    (Entry("000-00000000", "x"), "nothing accounts for"),
    (Entry("000-00000000", "x", not_a_rule="boring"), "unknown reason"),
    (Entry("000-00000000", "x", not_a_rule="story"), "the id of this text is 000-11f6ad8e"),
])
def test_the_checks_catch_a_bad_entry(monkeypatch, bad, message):
    monkeypatch.setitem(COVERAGE, "000", (bad,))
    assert any(message in p for p in check.data_problems("000"))


@NEEDS_SOURCES
def test_a_changed_source_sentence_is_caught(monkeypatch):
    first = COVERAGE["002"][1]
    edited = Entry(first.id, first.text + " Y más.", not_a_rule="story")
    monkeypatch.setitem(COVERAGE, "002", (COVERAGE["002"][0], edited, *COVERAGE["002"][2:]))
    assert any("the file has it as" in p for p in check.source_problems("002"))
    monkeypatch.setitem(COVERAGE, "002", COVERAGE["002"][2:])
    problems = check.source_problems("002")
    assert any("in the file but not in the coverage data" in p for p in problems)


def test_a_clause_listed_on_a_sentence_it_does_not_quote_is_caught(monkeypatch):
    entries = list(COVERAGE["004"])
    i = next(i for i, e in enumerate(entries) if e.refs("clause") == ["no-self-robbery"])
    entries[i] = Entry(entries[i].id, entries[i].text, accounts=(Account("clause", "victim-keeps-points"),))
    monkeypatch.setitem(COVERAGE, "004", tuple(entries))
    problems = check.citation_problems()
    assert any("lists victim-keeps-points, whose citations do not quote it" in p for p in problems)
    assert any("no-self-robbery quotes it but is not listed" in p for p in problems)


def test_coverage_figures_add_up():
    for number in NUMBERS:
        s = check.summary(number)
        assert s["rules"] + s["not_rules"] == s["sentences"] == len(COVERAGE[number])
        assert s["unaccounted"] == 0 and s["clause"] > 0
    assert spec.CLAUSES
