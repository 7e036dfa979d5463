"""Until when a reading's question is open: the period of an interpretation.

A reading answers a question the sources leave open; a dated ruling may
answer it later. The ruling that settles a reading's question for an edition
is the edition's first dated ruling on the reading's topic: from its month
on, the ruling's clause answers the topic and the reading no longer applies
(``resolve`` refuses to name it; ``docs/turn-model.md``, "Readings have a
period", says why it refuses rather than ignores). Before that month, and
for good where no ruling touches the topic, the question is open.

The ruling's own words are its clause's citations that carry a footnote
dated no earlier than the ruling: footnotes 4 and 7 (5/2013) for the
1st edition's ``count-all-scorings``, footnotes 7 (5/2013) and 9 (10/2014)
for ``resolve-per-round``.
"""

from __future__ import annotations

from dataclasses import dataclass

from spec._model import Citation, Clause, Ruling


def month_of(date: str) -> str:
    """``YYYY`` or ``YYYY-MM`` (or ``YYYY-MM; YYYY-MM``: the first) as ``YYYY-MM``; a bare year is January."""
    first = date.split(";")[0].strip()
    return first if len(first) == 7 else f"{first[:4]}-01"


def month_before(month: str) -> str:
    year, mon = int(month[:4]), int(month[5:7])
    return f"{year - 1}-12" if mon == 1 else f"{year}-{mon - 1:02d}"


def ruling_citations(ruling: Ruling, clause: Clause) -> tuple[Citation, ...]:
    """The footnotes that make ``ruling``: its clause's citations with a
    footnote, dated the ruling's month or later."""
    start = month_of(ruling.date)
    return tuple(c for c in clause.sources
                 if c.footnote and c.when[:4].isdigit() and month_of(c.when) >= start)


@dataclass(frozen=True)
class Period:
    """When the question of reading ``key`` is open for ``edition``: from
    the edition's publication (``since``, ``YYYY-MM``) until ``until`` (the
    month the settling ``ruling`` is published, exclusive; None: open for
    good); ``citations`` are the ruling's footnotes."""

    edition: str
    key: str
    since: str
    until: str | None = None
    ruling: Ruling | None = None
    citations: tuple[Citation, ...] = ()

    def open_at(self, month: str) -> bool:
        return self.until is None or month < self.until

    @property
    def ever_open(self) -> bool:
        return self.until is None or self.since < self.until

    @property
    def last_open_month(self) -> str | None:
        """The last month the question is open, or None while it still is (or never was)."""
        return None if self.until is None or not self.ever_open else month_before(self.until)

    def settled_by(self) -> str:
        """The ruling in words: ``footnotes 4 and 7 of The Robbers (1st edition) (2013-05), clause count-all-scorings``."""
        if self.ruling is None:
            return "no ruling"
        notes = [c.footnote for c in self.citations]
        docs = sorted({c.document.title for c in self.citations})
        dates = sorted({c.when for c in self.citations})
        named = (" and ".join([", ".join(notes[:-1]), notes[-1]] if len(notes) > 1 else notes))
        which = f"footnote{'s' if len(notes) > 1 else ''} {named} of {', '.join(docs)} ({', '.join(dates)})" if notes \
            else f"a ruling of {self.ruling.date}"
        return f"{which}, clause {self.ruling.clause}"

    def words(self) -> str:
        """The period in one phrase, for ``rulespec editions``."""
        if self.until is None:
            return "open (no ruling settles it)"
        if not self.ever_open:
            return f"never open: settled from {self.until}, before the edition, by {self.settled_by()}"
        return f"open until {self.last_open_month}; settled from {self.until} by {self.settled_by()}"

    def to_json(self) -> dict:
        return {
            "edition": self.edition,
            "open_from": self.since,
            "open_until": self.last_open_month,
            "settled_from": self.until,
            "ruling": None if self.ruling is None else {
                "clause": self.ruling.clause,
                "date": self.ruling.date,
                "citations": [c.to_json() for c in self.citations],
            },
        }
