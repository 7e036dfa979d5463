"""The building blocks of a rules specification: documents, citations, clauses,
rulings, interpretations and editions.

They are plain frozen values so that an edition can be listed, compared and
printed; the rule logic itself lives in the Z3 constraints a clause carries and,
independently, in the reference simulator.
"""

from __future__ import annotations

import enum
import re
from dataclasses import dataclass, field
from typing import Callable, Mapping

_KEBAB = re.compile(r"^[a-z0-9]+(?:[.-][a-z0-9]+)*$")
_MONTH = re.compile(r"^\d{4}(?:-(0[1-9]|1[0-2]))?$")


class Authority(str, enum.Enum):
    """How much weight a clause's source carries, strongest first."""

    RULEBOOK = "rulebook"
    RULEBOOK_EXAMPLE = "rulebook-example"
    OFFICIAL_CLARIFICATION = "official-clarification"
    COMMUNITY_INTERPRETATION = "community-interpretation"
    PROJECT_READING = "project-reading"


#: The date of a citation whose source gives none (an example, an undated
#: Q&A, a community note): shown as "undated", never guessed.
UNDATED = "undated"


@dataclass(frozen=True)
class Document:
    """A source document in ``shared/sources``, named for people.

    ``file`` is the file's name there, for tools; ``title``, ``publisher``,
    ``date`` (the year of the rules it presents, as it states them, or
    ``undated``) and ``address`` (the public page, or None with
    ``address_note`` saying why there is none) are for people; ``about`` says
    what it holds and which dates it carries.
    """

    file: str
    title: str
    publisher: str
    date: str
    address: str | None = None
    address_note: str = ""
    kind: str = ""
    language: str = "en"
    about: str = ""

    @property
    def number(self) -> str:
        """The number of the file in ``shared/sources``, ``000`` for ``000_b5b7da8525665df2.txt``."""
        return self.file.split("_", 1)[0]

    def name(self) -> str:
        """Title, publisher and year in one line, as a person refers to it."""
        return f"{self.title} ({self.publisher}, {self.date})"

    def where(self) -> str:
        """The public address, or why there is none."""
        return self.address or f"no public address: {self.address_note}"

    def to_json(self) -> dict:
        return {"file": self.file, "title": self.title, "publisher": self.publisher, "year": self.date,
                "address": self.address, "address_note": self.address_note or None, "kind": self.kind,
                "language": self.language, "about": self.about}


@dataclass(frozen=True)
class Citation:
    """Where a clause comes from: a document, a section, maybe a footnote, the
    date the source gives for it (``UNDATED`` where it gives none) and the
    sentence(s) quoted verbatim, ``…`` between parts that are not adjacent
    (``spec.texts.quotes`` says how a quote is checked)."""

    document: Document
    section: str
    footnote: str | None = None
    date: str | None = None
    quote: str | None = None

    @property
    def when(self) -> str:
        """The citation's date, or the document's where the citation names none."""
        return self.date or self.document.date

    def __str__(self) -> str:
        text = f"{self.document.title}, {self.section}"
        if self.footnote:
            text += f", footnote {self.footnote}"
        return f"{text} ({self.when})"

    def to_json(self) -> dict:
        out = {"document": self.document.file, "section": self.section}
        if self.footnote:
            out["footnote"] = self.footnote
        out["date"] = self.when
        if self.quote:
            out["quote"] = self.quote
        out["title"] = self.document.title
        out["publisher"] = self.document.publisher
        out["address"] = self.document.address
        return out


@dataclass(frozen=True)
class Clause:
    """One rule, small enough to drop on its own.

    ``topic`` names the question the clause settles; an edition holds at most
    one clause per topic, so replacing a clause is replacing a topic's answer.
    ``constraints`` adds the clause's Z3 constraints to a turn encoding.
    ``plain`` is the clause as a player hears it: the answer to its topic's
    question (``Question``) in plain words, written from the quoted sentences
    and reviewed against them; the rules reference and the edition pages
    print it.
    """

    id: str
    topic: str
    summary: str
    authority: Authority
    sources: tuple[Citation, ...]
    date: str
    constraints: Callable | None = field(default=None, compare=False, repr=False)
    module: str = "robbers"
    plain: str = ""

    def __post_init__(self) -> None:
        if not _KEBAB.match(self.id):
            raise ValueError(f"clause id {self.id!r} is not kebab-case")
        if not self.sources:
            raise ValueError(f"clause {self.id} has no source")
        if not _MONTH.match(self.date):
            raise ValueError(f"clause {self.id} has date {self.date!r}, want YYYY or YYYY-MM")

    def to_json(self) -> dict:
        return {
            "id": self.id,
            "topic": self.topic,
            "summary": self.summary,
            "authority": self.authority.value,
            "date": self.date,
            "sources": [c.to_json() for c in self.sources],
            "module": self.module,
            "plain": self.plain,
        }


@dataclass(frozen=True)
class Ruling:
    """A dated official clarification: from ``date`` on, ``clause`` answers
    its topic (replacing whatever the rulebook text said)."""

    clause: str
    date: str


@dataclass(frozen=True)
class Interpretation:
    """An open question of the sources, answered by one of several clauses."""

    key: str
    topic: str
    question: str
    options: Mapping[str, str]
    default: str
    why_default: str

    def clause_for(self, value: str) -> str:
        return self.options[value]


@dataclass(frozen=True)
class Question:
    """A player's question about one topic, as the rules reference asks it.

    ``silent`` answers it for an edition that has no clause on the topic;
    ``related`` names topics a reader of this one should see too;
    ``examples`` are the stems of worked examples' expected files that show
    the answer being played (none: no example shows it yet).
    """

    topic: str
    question: str
    silent: str = ""
    related: tuple[str, ...] = ()
    examples: tuple[str, ...] = ()


@dataclass(frozen=True)
class Chapter:
    """A group of questions the rules reference numbers together: its
    questions are ``<prefix>-<chapter>.<question>``, by position, so the
    order of ``CHAPTERS`` in a module's ``questions.py`` is the numbering."""

    title: str
    questions: tuple[Question, ...]


@dataclass(frozen=True)
class Edition:
    """A rulebook text: a base edition plus the topics it answers differently.

    ``rulings`` are the dated clarifications that apply to this text;
    ``interpretations`` the open questions a user may answer for it.
    """

    id: str
    title: str
    source: Document
    date: str
    summary: str
    base: str | None = None
    topics: Mapping[str, str | None] = field(default_factory=dict)
    rulings: tuple[Ruling, ...] = ()
    interpretations: tuple[str, ...] = ()
    module: str = "robbers"
    #: Why ``date`` is what it is, where the source does not say (an undated rulebook).
    date_note: str = ""
