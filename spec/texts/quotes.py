"""Finding a citation's quote in its source, strictly.

A quote is one or more verbatim parts of the source joined by ``…`` (U+2026).
Both the quote and the source are compared after :func:`spec.texts.reading.normalise`
(whitespace, the scraped pages' ``**``, footnote markers, typographic
quotes; nothing else), and the source as the sentences it was cut into, joined
by one space. Then:

- every part occurs in the source, in the quote's order, each after the one
  before with some text skipped between them (``…`` marks a gap, so two
  parts may not be adjacent);
- a quote starts at the start of a sentence unless it opens with ``…``, and
  ends at the end of a sentence unless it closes with ``…``: a quote is
  whole sentences except where an ellipsis says otherwise.

The match names the sentences the quote touches, which the coverage data and
the footnote check use.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from spec.texts.reading import Sentence, normalise

ELLIPSIS = "…"


class QuoteNotFound(ValueError):
    """The quote (or one of its parts) is not in the source as the rules above require."""


@dataclass(frozen=True)
class Match:
    """Where a quote was found: the ids of the sentences its parts touch, in order."""

    sentences: tuple[str, ...]


class SourceText:
    """A source's sentences joined into the text quotes are compared against."""

    def __init__(self, sentences: Sequence[Sentence]):
        self.sentences = list(sentences)
        self.text = " ".join(s.text for s in self.sentences)
        self.starts: list[int] = []
        offset = 0
        for s in self.sentences:
            self.starts.append(offset)
            offset += len(s.text) + 1
        self.ends = {start + len(s.text) for start, s in zip(self.starts, self.sentences)}
        self._starts = set(self.starts)

    def find(self, quote: str) -> Match:
        """The sentences ``quote`` touches, or :class:`QuoteNotFound` saying why."""
        opens_inside = quote.lstrip().startswith(ELLIPSIS)
        closes_inside = quote.rstrip().endswith(ELLIPSIS)
        parts = [normalise(p) for p in quote.split(ELLIPSIS)]
        parts = [p for p in parts if p]
        if not parts:
            raise QuoteNotFound("the quote is empty")
        position, touched = 0, []
        for i, part in enumerate(parts):
            must_start = i == 0 and not opens_inside
            must_end = i == len(parts) - 1 and not closes_inside
            earliest = position + (1 if i else 0)
            at = self._first(part, earliest, must_start, must_end, gap=i > 0)
            if at is None:
                raise QuoteNotFound(self._why(part, earliest, must_start, must_end))
            touched += self._sentences_in(at, at + len(part))
            position = at + len(part)
        return Match(tuple(dict.fromkeys(touched)))

    def _first(self, part: str, earliest: int, must_start: bool, must_end: bool, gap: bool) -> int | None:
        at = self.text.find(part, earliest)
        while at != -1:
            ok = (not must_start or at in self._starts) and (not must_end or at + len(part) in self.ends)
            if ok and (not gap or self.text[earliest:at].strip()):
                return at
            at = self.text.find(part, at + 1)
        return None

    def _why(self, part: str, earliest: int, must_start: bool, must_end: bool) -> str:
        shown = part if len(part) <= 70 else part[:67] + "..."
        if part not in self.text:
            return f"not in the source: {shown!r}"
        if self.text.find(part, earliest) == -1:
            return f"not after the part before it: {shown!r}"
        where = " and ".join(w for w, need in (("start", must_start), ("end", must_end)) if need)
        return (f"found, but not at the {where} of a sentence and not marked with {ELLIPSIS} "
                f"(or adjacent to the part before): {shown!r}")

    def _sentences_in(self, start: int, end: int) -> list[str]:
        return [s.id for s, begin in zip(self.sentences, self.starts)
                if begin < end and start < begin + len(s.text)]
