"""An id in a link reads as one word (docs/_ext/whole_ids.py): the built
site marks the links whose text is one hyphenated word, and no other."""

from __future__ import annotations

import re

import pytest

import whole_ids

pytestmark = pytest.mark.docs_build


def test_which_texts_are_ids():
    assert whole_ids.is_id("c1-hig-2012") and whole_ids.is_id("backward-robber-follows")
    assert not whole_ids.is_id("Where the editions disagree") and not whole_ids.is_id("Formats")
    assert not whole_ids.is_id("rulespec check --json")


def test_the_built_links(site):
    page = (site / "generated" / "editions" / "index.html").read_text(encoding="utf-8")
    assert re.search(r'<span class="doc rulespec-id">c1-hig-2012</span>', page)
    marked = re.findall(r'<span class="[^"]*rulespec-id[^"]*">([^<]*)</span>', page)
    assert marked and all(whole_ids.is_id(text) for text in marked)
    index = (site / "index.html").read_text(encoding="utf-8")
    assert ">Where the editions disagree<" in index and "rulespec-id\">Where" not in index


def test_a_compound_reference_breaks_only_before_its_month_and_readings():
    assert whole_ids.parts("c1-devir-2012@2015-02+arrival-trigger=yes") == [
        "c1-devir-2012", "@2015-02", "+arrival-trigger=yes"]
    assert whole_ids.parts("c1-hig-2012") == ["c1-hig-2012"]


def test_the_built_compound_references(site):
    """On the annotated 1st-edition source a worked example checked under a
    month and a reading is listed by its reference: each part whole, a
    break allowed between them, so the reference fits its column."""
    page = (site / "generated" / "sources" / "000.html").read_text(encoding="utf-8")
    assert re.search(r'rulespec-id">c1-hig-2013</span><wbr><span class="rulespec-id">&#64;2015-02</span>'
                     r'<wbr><span class="rulespec-id">\+arrival-trigger=yes</span>', page)


def test_a_long_compound_reference_in_code_may_break_before_its_month_and_readings(site):
    """The catalogue names a reading comparison in inline code, in a table
    cell: ``c1-devir-2012@2013-04+theft-timing=end-of-turn`` (47 characters)
    spilled out of its cell on a phone. Inline code longer than LONG may
    break before ``@`` and ``+``; a short one stays whole."""
    page = (site / "contradictions.html").read_text(encoding="utf-8")
    assert re.search(r'<span class="pre">c1-devir-2012</span><wbr><span class="pre">&#64;2013-04</span>'
                     r'<wbr><span class="pre">\+theft-timing=end-of-turn</span>', page)
    assert re.search(r'<span class="pre">c1-hig-2013&#64;2013-04</span>', page)
