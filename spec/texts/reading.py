"""Reading a source file as the project compares against it: normalised text
cut into sentences with stable ids.

The comparison is deliberately narrow. :func:`normalise` changes only what the
scraping or the typesetting added and a reader does not see as text:

- runs of whitespace (line breaks included) become one space;
- a run of two or more asterisks (the scraped pages' markdown bold ``**``)
  becomes a space where a letter, digit or ``(`` follows it and a letter,
  digit or one of ``.,;:!?)`` precedes it (the scraper glued
  ``**Woman Follower**scores`` and ``(2 Points).**GREEN**``; the page shows
  a space there), and is dropped everywhere else;
- footnote markers, ``^{[4]}`` on the 1st-edition page and ``[4]`` on the
  others, are dropped;
- typographic quotes and apostrophes (``“ ” ‘ ’``) become ``"`` and ``'``.

Nothing else: case, other punctuation (``«»``, dashes), spelling and the OCR's
typos are compared as they stand.

A *sentence* is what :func:`sentences` cuts a file into. The file is first cut
into blocks: every line in the pages whose scraper wrote one paragraph per line
(``lines``), every run of non-blank lines in the others (``paragraphs``,
where a line starting with ``#``, ``- `` or ``* `` opens a block too); a
footnote item (``- ↑`` or ``N.`` under a "Footnotes" heading) always opens
one. A block is then cut after ``.``, ``!`` or ``?`` (and any closing quote or bracket) followed by a
space and a capital, a digit, an opening quote or a list dash, unless the
word before is an abbreviation (``Exp.``, ``i.e.``, ``O.``...), an ordinal
(``1st.``) or the number of a turn phase (``phase 3. Scoring a feature``).
In the line-per-paragraph pages a line ending in ``(``, ``/`` or ``-`` or
starting with ``)`` continues the line before (links broke those lines). The rules pages' icon captions
("Official clarification from the publisher", "Interpretation from the
Community"), glued by the scrape to the sentence they mark, are sentences of
their own. A list mark (``-``, ``*``, ``•``) or a markdown heading mark
(``##``) opening a sentence is dropped (a heading keeps its level). So a "sentence" is also a heading, a caption
or a list item: every piece of the text has exactly one place.

A sentence's id is the document's number and the first eight hex digits of
the SHA-1 of its normalised text (``000-1f0c9a2e``), with ``-2``, ``-3``...
for a text that occurs again in the same file: it changes only when the
sentence's own text changes.
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass
from pathlib import Path

_STARS = re.compile(r"\*{2,}")
_MARKER = re.compile(r"\s*\^\{\[\d+\]\}|\s\[\d+\](?=[\s).,;:]|$)")
_QUOTES = str.maketrans({"“": '"', "”": '"', "‘": "'", "’": "'"})
_SPACE = re.compile(r"\s+")


def normalise(text: str) -> str:
    """The text as compared: see the module docstring for the four changes."""
    return _collapse(_MARKER.sub("", _visible(text)))


def _visible(text: str) -> str:
    """Asterisks and typographic quotes normalised, footnote markers kept."""
    return _STARS.sub(_star_run, text).translate(_QUOTES)


def _collapse(text: str) -> str:
    return _SPACE.sub(" ", text).strip()


def _star_run(match: re.Match) -> str:
    text, start, end = match.string, match.start(), match.end()
    glued = (0 < start and end < len(text) and (text[start - 1].isalnum() or text[start - 1] in ".,;:!?)")
             and (text[end].isalnum() or text[end] == "("))
    return " " if glued else ""


_REF = re.compile(r"\^\{\[(\d+)\]\}|(?<=\s)\[(\d+)\](?=[\s).,;:]|$)")


def footnote_refs(text: str) -> tuple[str, ...]:
    """The footnote numbers a raw piece of text refers to."""
    return tuple(a or b for a, b in _REF.findall(text))


@dataclass(frozen=True)
class Sentence:
    """One sentence of a source file: its id, normalised text, the footnote it
    belongs to (None in the main text), the footnotes it refers to, and its
    level when it is a markdown heading (``## Rules`` is 2; 0 otherwise)."""

    id: str
    text: str
    footnote: str | None
    refs: tuple[str, ...]
    heading: int = 0


# Documents whose scraper wrote one paragraph per line.
_LINE_DOCUMENTS = {"001", "002", "003"}
_ABBREVIATIONS = {"Exp", "i.e", "e.g", "etc", "O", "S", "L", "vs", "No", "St", "Mr", "Dr"}
_CUT = re.compile(r"""(?<=[.!?])(?P<close>(?:["'”’»)\]]|\s*\^\{\[\d+\]\}|\s\[\d+\])*)\s+(?=[A-Z0-9"'«(¿¡ÁÉÍÓÚÑ-])""")
_FOOTNOTE_ITEM = re.compile(r"(?:^|\s)- ↑\s*")
_NUMBERED_ITEM = re.compile(r"^\s*(\d+)\.\s+")
_PHASE = re.compile(r"Scoring a feature|Placing a ")
_DATE_NOTE = re.compile(r"^\((?:updated )?[\d/, ]+\)$")
_BLOCK_START = re.compile(r"^(#|- |\* )")
_LEAD = re.compile(r"^\s*(?:#+|[-*•])\s+")
# The rules pages' icon captions, which the scrape glued to the sentence they mark.
_LABELS = re.compile(r"(?:Official clarification from the publisher|Interpretation from the Community)(?P<close>) +(?=\S)")
# The printed rulebooks, whose text the scan or the layout broke mid-sentence
# (blank lines inside a sentence): a line that does not end a sentence goes on
# across blank lines when the next starts with a small letter, a digit or a quote.
_BROKEN_DOCUMENTS = {"002", "004"}
_ENDINGS = (".", "!", "?", ":", "»", '"', "”", ")")
_GOES_ON = re.compile(r"[a-záéíóúñ0-9«\"“]")


def document_number(path: Path) -> str:
    """``000`` for ``000_b5b7da8525665df2.txt``."""
    return path.name.split("_", 1)[0]


def sentences(path: Path) -> list[Sentence]:
    """The file's sentences in order, with stable ids (module docstring)."""
    number = document_number(path)
    lines = path.read_text(encoding="utf-8").splitlines()
    seen: dict[str, int] = {}
    out = []
    for raw, footnote in _blocks(lines, number):
        for piece in _cut(_collapse(_visible(raw))):
            level = len(piece) - len(piece.lstrip("#"))
            text = normalise(_LEAD.sub("", piece))
            if not text:
                continue
            digest = hashlib.sha1(text.encode("utf-8")).hexdigest()[:8]
            seen[digest] = seen.get(digest, 0) + 1
            suffix = "" if seen[digest] == 1 else f"-{seen[digest]}"
            out.append(Sentence(f"{number}-{digest}{suffix}", text, footnote, footnote_refs(piece), level))
    return out


def _blocks(lines: list[str], number: str):
    """(raw block text, footnote number or None), in order."""
    one_per_line = number in _LINE_DOCUMENTS
    block: list[str] = []
    footnote: str | None = None
    counter = 0
    numbered_footnotes = False
    blank_before = False
    for line in lines:
        stripped = line.strip()
        if not stripped:
            blank_before = True
            continue
        numbered_footnotes = numbered_footnotes or stripped in ("Footnotes", "## Footnotes")
        numbered = _NUMBERED_ITEM.match(line) if numbered_footnotes else None
        if block and (numbered or not _continues(block[-1], stripped, blank_before, one_per_line, number)):
            yield " ".join(block).strip(), footnote
            block = []
        blank_before = False
        if numbered:
            footnote = numbered.group(1)
            line = line[numbered.end():]
        parts = _FOOTNOTE_ITEM.split(line) if "↑" in line else [line]
        for i, part in enumerate(parts):
            if i:
                if block:
                    yield " ".join(block).strip(), footnote
                    block = []
                counter += 1
                footnote = str(counter)
            if part.strip():
                block.append(part)
    if block:
        yield " ".join(block).strip(), footnote


def _continues(previous: str, line: str, blank_before: bool, one_per_line: bool, number: str) -> bool:
    """Whether ``line`` goes on with the block whose last line is ``previous``."""
    previous = previous.rstrip()
    if _BLOCK_START.match(line):
        return False
    if previous.endswith(("(", "/", "-")) or line.startswith(")"):
        return True
    if number in _BROKEN_DOCUMENTS and not previous.startswith("#") and not previous.endswith(_ENDINGS) \
            and _GOES_ON.match(line):
        return True
    return not blank_before and not one_per_line


def _cut(block: str) -> list[str]:
    """The block cut into sentences (module docstring); a lone dated note such
    as ``(5/2013)`` stays with the sentence before it."""
    pieces, start = [], 0
    cuts = sorted([*_CUT.finditer(block), *_LABELS.finditer(block)], key=lambda m: m.start())
    for match in cuts:
        if match.re is _CUT:
            before = block[start:match.start()].rstrip(".!?")
            last_word = re.split(r"[\s(]", before)[-1] if before else ""
            if last_word in _ABBREVIATIONS or re.fullmatch(r"\d+(?:st|nd|rd|th)", last_word):
                continue
            if re.fullmatch(r"\d", last_word) and _PHASE.match(block, match.end()):
                continue
        if match.start() < start:
            continue
        pieces.append(block[start:match.end("close")])
        start = match.end()
    pieces.append(block[start:])
    out: list[str] = []
    for piece in filter(str.strip, pieces):
        if out and _DATE_NOTE.match(piece.strip()):
            out[-1] += " " + piece
        else:
            out.append(piece)
    return out
