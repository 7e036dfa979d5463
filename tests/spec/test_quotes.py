"""Every citation quotes the sentence(s) its clause rests on, verbatim.

The comparison (spec.texts.reading.normalise, spec.texts.quotes) forgives only
what the scraping added: whitespace, the pages' ``**``, footnote markers,
typographic quotes. The first tests pin that down on a small text written
here; the others check every citation against the sources in
``shared/sources`` (skipped, saying so, where that folder is absent)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import spec
from tests import needs
from spec.texts import QuoteNotFound, SourceText, locate, normalise, sentences, sources_dir

CITATIONS = [pytest.param(clause, i, id=f"{clause.id}-{i}")
             for clause in spec.CLAUSES.values() for i in range(len(clause.sources))]
NEEDS_SOURCES = needs.SOURCES

PAGE = """## Rules

**BLUE** has a **Robber** on the same space as **RED’s Woman Follower**. The robber
is placed ^{[2]} on the space.^{[3]} It steals “half”.

- First, the
**Woman Follower**scores 3 points.**GREEN**scores 2.

## Footnotes

- ↑ The word "immediately" was added. (12/2013)
- ↑ Each scoring event is separate from all others. It is dated. (5/2013)
"""


@pytest.fixture(scope="module")
def page(tmp_path_factory) -> SourceText:
    path = tmp_path_factory.mktemp("sources") / "000_test.txt"
    path.write_text(PAGE, encoding="utf-8")
    return SourceText(sentences(path))


def test_normalise_changes_whitespace_stars_markers_and_typographic_quotes_only():
    assert normalise("a  b\n c") == "a b c"
    assert normalise("the\n**Woman Follower**scores") == "the Woman Follower scores"
    assert normalise("(2 Points).**GREEN**had") == "(2 Points). GREEN had"
    assert normalise("**RED’s Woman Follower**.") == "RED's Woman Follower."
    assert normalise("immediately ^{[1]} place") == "immediately place"
    assert normalise("meeple, [4] you may") == "meeple, you may"
    assert normalise("“the same turn,”") == '"the same turn,"'
    assert normalise("«Robar» – puntos") == "«Robar» – puntos"


def test_the_text_is_cut_into_sentences_with_ids_from_their_text(page):
    texts = [s.text for s in page.sentences]
    assert texts[:4] == ["Rules", "BLUE has a Robber on the same space as RED's Woman Follower.",
                         "The robber is placed on the space.", 'It steals "half".']
    assert "First, the Woman Follower scores 3 points." in texts
    assert page.sentences[0].heading == 2
    import hashlib
    for s in page.sentences:
        assert re.fullmatch(r"000-[0-9a-f]{8}(-\d+)?", s.id)
        assert s.id.split("-")[1] == hashlib.sha1(s.text.encode()).hexdigest()[:8]
    footnotes = {s.text: s.footnote for s in page.sentences}
    assert footnotes['The word "immediately" was added. (12/2013)'] == "1"
    assert footnotes["It is dated. (5/2013)"] == "2"
    assert next(s for s in page.sentences if s.text == "The robber is placed on the space.").refs == ("2", "3")


@pytest.mark.parametrize("quote", [
    "BLUE has a Robber on the same space as RED's Woman Follower.",
    "BLUE has a Robber on the same space as RED’s Woman Follower. The robber is placed on the space.",
    "… on the same space as RED's Woman Follower.",
    "BLUE has a Robber …",
    "BLUE has a Robber … It steals \"half\".",
])
def test_quotes_that_hold(page, quote):
    assert page.find(quote).sentences


@pytest.mark.parametrize("quote, why", [
    ("BLUE has a robber on the same space", "not in the source"),          # case
    ("BLUE has a Robber on the same space as RED's Woman Follower!", "not in the source"),
    ("has a Robber on the same space as RED's Woman Follower.", "start"),   # mid-sentence, no …
    ("BLUE has a Robber on the same space", "end"),                         # stops mid-sentence, no …
    ("It steals \"half\". … BLUE has a Robber", "not after"),               # parts out of order
    ("BLUE has a Robber … on the same space as RED's Woman Follower.", "adjacent"),
    ("BLUE  has  a  Robber  on  the  same  space  as  RED's  Woman  Follower  .", "not in the source"),
    ("", "empty"),
])
def test_quotes_that_fail(page, quote, why):
    with pytest.raises(QuoteNotFound, match=why):
        page.find(quote)


@pytest.mark.parametrize("clause, i", CITATIONS)
def test_every_citation_has_a_quote_a_date_and_a_named_document(clause, i):
    citation = clause.sources[i]
    assert citation.quote and citation.quote.strip() == citation.quote
    assert citation.date, "say 'undated' (spec.UNDATED) where the source gives no date"
    assert citation.document.title and citation.document.publisher
    assert citation.document.address or citation.document.address_note


@NEEDS_SOURCES
@pytest.mark.parametrize("clause, i", CITATIONS)
def test_every_quote_is_in_its_source_at_the_footnote_it_names(clause, i):
    citation = clause.sources[i]
    try:
        locate(citation)
    except QuoteNotFound as e:
        pytest.fail(f"{clause.id}, {citation}: {e}")


@NEEDS_SOURCES
def test_a_citation_naming_the_wrong_footnote_fails():
    """The check that caught next-in-supply-may-place citing 000 footnote 3 for the main text."""
    clause = spec.CLAUSES["next-in-supply-may-place"]
    right = clause.sources[0]
    wrong = spec.Citation(right.document, right.section, footnote="3", date=right.date, quote=right.quote)
    with pytest.raises(QuoteNotFound, match="names footnote 3 but quotes the main text"):
        locate(wrong)
    footnote = spec.CLAUSES["each-other-may-place"].sources[1]
    unnamed = spec.Citation(footnote.document, footnote.section, date=footnote.date, quote=footnote.quote)
    with pytest.raises(QuoteNotFound, match="quotes footnote 3 but names none"):
        locate(unnamed)


def _cites(clause_id, number, footnote=None, section=None):
    return [c for c in spec.CLAUSES[clause_id].sources if c.document.number == number
            and c.footnote == footnote and (section is None or section in c.section)]


def test_the_citations_the_issue_found_wrong_are_right():
    """Issue 20, "Citations": each wrong citation, and what it cites now."""
    assert not _cites("next-in-supply-may-place", "000", "3")
    assert _cites("each-other-may-place", "000", "3")[0].date == "2013-05"
    assert not _cites("robber-chooses-among-markers", "001", "3")
    assert "must choose one of them" in _cites("robber-chooses-among-markers", "001")[0].quote
    assert not [c for c in spec.CLAUSES["movement-per-feature"].sources if "Example" in c.section and c.footnote]
    assert _cites("movement-per-feature", "000", "7", "Other rules")
    assert spec.robbers.sources.C1_WIKI.date == "2012" and "3/2015" in spec.robbers.sources.C1_WIKI.about
    qa = [c for c in spec.CLAUSES["movement-per-turn"].sources if "Q&A" in c.section]
    assert qa and all(c.date == spec.UNDATED for c in qa)
    assert all(c.date == spec.UNDATED for c in spec.CLAUSES["thief-chooses-marker"].sources)
    assert any("lands on a dark space as a result of your robber stealing" in c.quote
               for c in _cites("thief-chooses-marker", "001"))


def test_sources_are_named_for_people_with_their_address_or_why_none():
    addresses = {d.number: d.address for d in spec.texts.DOCUMENTS.values()}
    assert addresses == {
        "000": "https://wikicarpedia.com/car/The_Robbers_(1st_edition)",
        "001": "https://wikicarpedia.com/car/The_Robbers_(3rd_edition)",
        "002": None,
        "003": "https://wikicarpedia.com/car/Count,_King_and_Robber",
        "004": None,
    }
    for d in spec.texts.DOCUMENTS.values():
        assert d.number not in d.name() and d.file not in d.name()
        assert d.address or "no public address" in d.where()


@NEEDS_SOURCES
def test_every_document_is_a_file_of_shared_sources():
    assert {p.name for p in Path(sources_dir()).glob("*.txt")} == {d.file for d in spec.texts.DOCUMENTS.values()}
