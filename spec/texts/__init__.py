"""The sources as texts: every document the rules cite, each cut into
sentences with stable ids, every citation's quote checked against them, and
every rule sentence accounted for (``spec.texts.coverage``).

The files themselves live outside the repository, in ``shared/sources`` beside
the checkout (``RULESPEC_SOURCES`` names another folder); the coverage data
holds each sentence's text, so the docs can show the sources without them,
and the tests compare the two wherever the files are present.
"""

from __future__ import annotations

import os
from functools import lru_cache
from pathlib import Path

from spec import count_king_robber, robbers
from spec._model import Citation, Document
from spec.texts.coverage import ACCOUNT_KINDS, NOT_RULES, Account, Entry
from spec.texts.quotes import ELLIPSIS, Match, QuoteNotFound, SourceText
from spec.texts.reading import Sentence, normalise, sentences
from spec.texts.sources import COVERAGE

#: Every source document, by its number in ``shared/sources`` (``000`` ...).
DOCUMENTS: dict[str, Document] = {d.number: d for d in sorted(robbers.DOCUMENTS + count_king_robber.DOCUMENTS,
                                                              key=lambda d: d.file)}


def sources_dir() -> Path:
    """``$RULESPEC_SOURCES``, or ``shared/sources`` beside the checkout."""
    configured = os.environ.get("RULESPEC_SOURCES")
    return Path(configured) if configured else Path(__file__).resolve().parents[3] / "shared" / "sources"


def have_sources() -> bool:
    """Whether every document's file is there to compare against."""
    folder = sources_dir()
    return all((folder / d.file).is_file() for d in DOCUMENTS.values())


@lru_cache(maxsize=None)
def source_text(number: str) -> SourceText:
    """The document's sentences, read from its file (``have_sources`` first)."""
    return SourceText(sentences(sources_dir() / DOCUMENTS[number].file))


@lru_cache(maxsize=None)
def data_text(number: str) -> SourceText:
    """The document's sentences as the coverage data holds them (the tests keep
    them equal to the file's): quotes can be found without the files."""
    return SourceText([Sentence(e.id, e.text, e.footnote, (), e.heading) for e in COVERAGE[number]])


def locate(citation: Citation, in_data: bool = False) -> Match:
    """Where the citation's quote is, or :class:`QuoteNotFound` saying why.

    Besides the quote rules (:mod:`spec.texts.quotes`), a citation that names a
    footnote quotes that footnote (at least one part lies in it), and one that
    names none quotes only the main text. ``in_data``: look in the coverage
    data's copy of the text instead of the file.
    """
    if not citation.quote:
        raise QuoteNotFound("the citation has no quote")
    number = citation.document.number
    text = data_text(number) if in_data else source_text(number)
    match = text.find(citation.quote)
    by_id = {s.id: s for s in text.sentences}
    footnotes = {by_id[i].footnote for i in match.sentences}
    if citation.footnote is None and footnotes != {None}:
        raise QuoteNotFound(f"quotes footnote {', '.join(sorted(f for f in footnotes if f))} but names none")
    if citation.footnote is not None and citation.footnote not in footnotes:
        raise QuoteNotFound(f"names footnote {citation.footnote} but quotes "
                            + (", ".join(f"footnote {f}" if f else "the main text" for f in sorted(footnotes, key=str))))
    return match


__all__ = ["ACCOUNT_KINDS", "COVERAGE", "DOCUMENTS", "ELLIPSIS", "NOT_RULES", "Account", "Entry", "Match",
           "QuoteNotFound", "Sentence", "SourceText", "data_text", "have_sources", "locate", "normalise", "sentences",
           "source_text", "sources_dir"]
