"""The annotated sources (docs/_ext/pages_sources.py): every sentence of every
source is on its page, in order, beside what became of it."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import spec
from rst import esc
from spec.texts import COVERAGE, DOCUMENTS, NOT_RULES
from spec.texts import check

ROOT = Path(__file__).resolve().parents[2]


def _pieces(page: str) -> list[tuple[str, str]]:
    """The page after its header as (left, right): a table row's two cells, or
    a section title with an empty right side."""
    body = page[page.index("Rows group consecutive sentences"):]
    out = []
    for block in re.split(r"\n   \* - ", body)[1:]:
        left, _, right = block.partition("\n     - ")
        right, _, after = right.partition("\n\n\n")
        out.append((left, right))
        out += [(m.group(1), "") for m in re.finditer(r"\n([^\n]+)\n[-~^\"']{3,}\n", "\n" + after)]
    return out


def _walk(page: str, number: str):
    """Each entry of the source with the piece of the page it is in, in order."""
    pieces = _pieces(page)
    i = 0
    for entry in COVERAGE[number]:
        def here(left: str, right: str) -> bool:
            return left == esc(entry.text) and not right if entry.heading >= 2 else esc(entry.text) in left and right

        while i < len(pieces) and not here(*pieces[i]):
            i += 1
        assert i < len(pieces), f"{entry.id} {entry.text[:60]!r} missing or out of order"
        yield entry, pieces[i]


@pytest.mark.parametrize("number", sorted(COVERAGE))
def test_every_sentence_is_on_its_page_in_order(pages, number):
    assert len(list(_walk(pages[f"sources/{number}.rst"], number))) == len(COVERAGE[number])


@pytest.mark.parametrize("number", sorted(COVERAGE))
def test_every_account_is_shown_beside_its_sentence(pages, number):
    for entry, (left, right) in _walk(pages[f"sources/{number}.rst"], number):
        if entry.heading >= 2:
            assert left == esc(entry.text) and not right, entry.id
            continue
        ids = re.search(r":muted:`([^`]*)`$", left).group(1).split(" … ")
        assert entry.id in ids or len(ids) == 2, entry.id
        if not entry.is_rule:
            assert f"not a rule: {esc(NOT_RULES[entry.not_a_rule])}" in right, entry.id
        for clause_id in entry.refs("clause"):
            assert f":ref:`{clause_id} <clause-{clause_id}>`" in right, (entry.id, clause_id)
        for stem in entry.refs("example"):
            assert stem in right, (entry.id, stem)
        for key in entry.refs("reading"):
            assert f"<reading-{key}>" in right, (entry.id, key)
        for why in entry.refs("not-modelled"):
            assert esc(why) in right, entry.id


def test_the_overview_names_each_source_and_gives_its_coverage(pages):
    page = pages["sources/index.rst"]
    for number, document in DOCUMENTS.items():
        assert f"{number} · {esc(document.title)} </generated/sources/{number}>" in page
        assert (document.address or esc(document.address_note)) in page
        figures = check.summary(number)
        assert f"     - {figures['sentences']}\n     - {figures['rules']}\n     - {figures['clause']}\n" in page
    assert esc(spec.texts.coverage.RULE_SENTENCE) in page


def test_every_reading_has_a_label_to_link_to(pages):
    for key in spec.INTERPRETATIONS:
        assert f".. _reading-{key}:" in pages["editions/index.rst"], key


def test_every_public_address_is_linked_whole(pages):
    """A bare address ending in ')' was linked without it (The_Robbers_(1st_edition)
    led nowhere): every page names each address as an explicit link target."""
    for document in DOCUMENTS.values():
        if document.address:
            assert f"<{document.address}>`__" in pages[f"sources/{document.number}.rst"]
            assert f"<{document.address}>`__" in pages["sources/index.rst"]
    for edition in spec.EDITIONS.values():
        if edition.source.address:
            assert f"<{edition.source.address}>`__" in pages[f"editions/{edition.id}.rst"]
