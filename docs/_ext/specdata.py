"""What the generated pages say about the specification, computed from ``spec``.

Every fact on the edition, clause and matrix pages comes from here, so the site
can never drift from the code: which clauses an edition has in force, how each
got there (rulebook text, dated ruling, reading of an open question), how the
other editions answer the same topic, and which worked examples exercise it.

There are two rules modules (``spec.MODULES``: The Robbers first, then Count,
King & Robber). An edition is only ever compared with the editions of its own
module: their topics have nothing in common.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

import spec
from checker.expansions import EXPANSIONS

ROBBERS = "robbers"

def examples_of(module: str) -> tuple[str, str]:
    """The module's folder of hand-written expected files, and the docs page
    that shows (and labels ``example-<stem>``) the examples checked at build
    time (``Expansion.examples`` and ``examples_page``)."""
    expansion = EXPANSIONS[module]
    return expansion.examples, expansion.examples_page


@dataclass(frozen=True)
class Example:
    """One hand-written expected file (``examples_of`` says where, per module),
    checked under ``editions`` (edition ids, or references with a month or a
    reading: ``c1-hig-2012@2013-04``) with the readings ``interpretations``.
    ``shown``: the example has a section on its module's worked-examples page."""

    stem: str
    scenario: str
    source: str
    editions: tuple[str, ...]
    notes: dict = field(default_factory=dict, compare=False, hash=False)
    module: str = ROBBERS
    shown: bool = True
    interpretations: dict = field(default_factory=dict, compare=False, hash=False)

    def plain(self, edition_id: str) -> bool:
        """Checked under the edition as played today (its plain id is listed)."""
        return edition_id in self.editions

    def references(self, edition_id: str) -> list[str]:
        """The entries of ``editions`` that read ``edition_id`` as of a month or
        with a reading (``c1-hig-2012@2013-04``)."""
        return [ref for ref in self.editions if ref != edition_id and spec.split_reference(ref)[0] == edition_id]


def load_examples(root: Path, module: str | None = None) -> list[Example]:
    """The worked examples of one module (None: every module, Robbers first), by
    file name. A broken expected file raises: it should stop the build, not
    quietly drop an example from the pages."""
    out = []
    for name in modules() if module is None else [module]:
        folder, page = examples_of(name)
        page_path = root / page
        labels = page_path.read_text(encoding="utf-8") if page_path.is_file() else ""
        for path in sorted((root / folder).glob("*.json")):
            doc = json.loads(path.read_text(encoding="utf-8"))
            out.append(Example(path.stem, doc["scenario"], doc.get("source", ""), tuple(doc.get("editions", ())),
                               doc.get("notes", {}), name, f".. _example-{path.stem}:" in labels,
                               doc.get("interpretations") or {}))
    return out


def example_page(module: str) -> str:
    """The docname of the module's worked-examples page."""
    return examples_of(module)[1].removeprefix("docs/").removesuffix(".rst")


def modules() -> list[str]:
    """The rules modules, The Robbers first (registry order)."""
    return list(EXPANSIONS)


def module_title(module: str) -> str:
    return EXPANSIONS[module].title


def module_of(edition_id: str) -> str:
    return spec.EDITIONS[edition_id].module


def edition_ids(module: str | None = None) -> list[str]:
    """Every edition, or those of one module, in registry order."""
    return list(spec.EDITIONS if module is None else spec.module_editions(module))


@lru_cache(maxsize=None)
def in_force(edition_id: str) -> spec.Rules:
    """The edition as played: every ruling published so far, default readings."""
    return spec.resolve(edition_id)


def topics(module: str) -> list[str]:
    """The module's topics, in the order its first edition lists them, then any others."""
    seen: dict[str, None] = {}
    for edition_id in edition_ids(module):
        for topic in spec.edition_topics(edition_id):
            seen.setdefault(topic, None)
    for clause in spec.CLAUSES.values():
        if clause.module == module:
            seen.setdefault(clause.topic, None)
    return list(seen)


def answer(edition_id: str, topic: str) -> str | None:
    """The clause that settles ``topic`` in the edition as played (None: no clause)."""
    for clause in in_force(edition_id).clauses:
        if clause.topic == topic:
            return clause.id
    return None


def printed_answer(edition_id: str, topic: str) -> str | None:
    """The clause of the rulebook text itself, before rulings and readings."""
    return spec.edition_topics(edition_id).get(topic)


def interpretation_for(edition_id: str, topic: str, today: bool = True) -> spec.Interpretation | None:
    """The named open question on ``topic`` that applies to the edition, if
    any: still open today (``today``), or at some month (a ruling settled it since)."""
    keys = spec.open_interpretations(edition_id, in_force(edition_id).as_of) if today else spec.edition_interpretations(edition_id)
    for key in keys:
        interp = spec.INTERPRETATIONS[key]
        if interp.topic == topic:
            return interp
    return None


def ruling_for(edition_id: str, clause_id: str) -> spec.Ruling | None:
    rules = in_force(edition_id)
    for ruling in spec.edition_rulings(edition_id):
        if ruling.clause == clause_id and _month(ruling.date) <= rules.as_of:
            return ruling
    return None


def _month(date: str) -> str:
    return date if len(date) == 7 else f"{date}-01"


def how_in_force(edition_id: str, clause: spec.Clause) -> str:
    """Plain words for why the clause is in force: text, ruling or reading."""
    interp = interpretation_for(edition_id, clause.topic)
    if interp is not None:
        value = in_force(edition_id).interpretations[interp.key]
        return f"reading {interp.key}={value} (the default) of an open question"
    ruling = ruling_for(edition_id, clause.id)
    if ruling is not None:
        printed = printed_answer(edition_id, clause.topic)
        instead = f", replacing {printed}" if printed and printed != clause.id else ""
        return f"official ruling of {ruling.date}{instead}"
    owner = next(e.id for e in reversed(spec.edition_chain(edition_id)) if clause.topic in e.topics)
    return "rulebook text" if owner == edition_id else f"rulebook text (as in {owner})"


def other_answers(edition_id: str, topic: str) -> dict[str | None, list[str]]:
    """Other editions of the same module whose answer to ``topic`` differs, grouped by their clause."""
    mine = answer(edition_id, topic)
    groups: dict[str | None, list[str]] = {}
    for other in edition_ids(module_of(edition_id)):
        if other != edition_id and answer(other, topic) != mine:
            groups.setdefault(answer(other, topic), []).append(other)
    return groups


@dataclass(frozen=True)
class Usage:
    edition: str
    how: str  # "in force", "printed text, until DATE", "reading KEY=VALUE"


def usages(clause_id: str) -> list[Usage]:
    """Every way an edition can have the clause: in force today, in its printed
    text before a ruling replaced it, or under a non-default reading."""
    clause = spec.CLAUSES[clause_id]
    out = []
    for edition_id in edition_ids(clause.module):
        if answer(edition_id, clause.topic) == clause_id:
            out.append(Usage(edition_id, "in force"))
            continue
        interp = interpretation_for(edition_id, clause.topic, today=False)
        if interp is not None and any(cid == clause_id for cid in interp.options.values()):
            last = spec.reading_period(edition_id, interp.key).last_open_month
            until = f", until {last}" if last else ""
            for value, cid in interp.options.items():
                if cid == clause_id:
                    out.append(Usage(edition_id, f"reading {interp.key}={value}{until}"))
            continue
        if printed_answer(edition_id, clause.topic) == clause_id:
            replaced = [r.date for r in spec.edition_rulings(edition_id)
                        if spec.CLAUSES[r.clause].topic == clause.topic]
            until = f", until the ruling of {min(replaced)}" if replaced else ""
            out.append(Usage(edition_id, f"printed text{until}"))
    return out


def examples_for(examples: list[Example], clause_id: str) -> list[Example]:
    """The examples checked under some edition (with the example's readings)
    that has the clause in force."""
    return [ex for ex in examples
            if any(clause_id in _played(e, ex.interpretations) for e in ex.editions)]


def _played(reference: str, readings: dict) -> frozenset[str]:
    if not readings and reference in spec.EDITIONS:
        return in_force(reference).clause_ids
    return _with_readings(reference, tuple(sorted(readings.items())))


@lru_cache(maxsize=None)
def _with_readings(reference: str, readings: tuple) -> frozenset[str]:
    return spec.parse_reference(reference, dict(readings)).clause_ids


def cite(citation: spec.Citation) -> tuple[spec.Document, str]:
    """A citation in words, as (its document, the rest): section, footnote,
    date ("undated" where the source gives none)."""
    parts = [citation.section]
    if citation.footnote:
        parts.append(f"footnote {citation.footnote}")
    parts.append(citation.when)
    return citation.document, ", ".join(parts)


CATALOGUE = Path(__file__).resolve().parents[1] / "catalogue"


#: Some committed catalogue files below (the invariant verdicts) cover The
#: Robbers only; the pages say so where a reader would look for the Count,
#: King & Robber equivalent. The conformance index covers both modules.
NOT_YET = "not yet for Count, King & Robber"


@lru_cache(maxsize=1)
def catalogue() -> dict:
    """The committed contradiction catalogue (``rulespec diff --all --out docs/catalogue``),
    a write a kill interrupted finished first (``checker.atomic.settle``): the
    JSON and the Markdown the pages include are one pair."""
    from checker import atomic

    atomic.settle(CATALOGUE / "contradictions.json")
    return json.loads((CATALOGUE / "contradictions.json").read_text(encoding="utf-8"))


@lru_cache(maxsize=1)
def invariant_verdicts() -> dict:
    """The committed verdicts (``rulespec check --all --json > docs/catalogue/invariants.json``)."""
    return json.loads((CATALOGUE / "invariants.json").read_text(encoding="utf-8"))


@lru_cache(maxsize=1)
def conformance_index() -> dict:
    """The committed index of the default conformance suite (``rulespec oracle --out DIR``, ``DIR/index.json``)."""
    return json.loads((CATALOGUE / "conformance-index.json").read_text(encoding="utf-8"))


# ---------------------------------------------------------------- the rules reference


@dataclass(frozen=True)
class Numbered:
    """A question of the rules reference with its number (``R-3.6``), its
    chapter's number and title, and the module it belongs to."""

    number: str
    chapter: int
    chapter_title: str
    question: spec.Question
    module: str

    @property
    def label(self) -> str:
        """The question's cross-reference label, ``rule-r-3-6``."""
        return "rule-" + self.number.lower().replace(".", "-")


def questions(module: str) -> list[Numbered]:
    """The module's questions in their numbered order (``questions.py``:
    ``PREFIX`` and ``CHAPTERS``); none for a module without them."""
    package = spec.MODULES[module]
    prefix = getattr(package, "PREFIX", "")
    out = []
    for c, chapter in enumerate(getattr(package, "CHAPTERS", ()), 1):
        for q, question in enumerate(chapter.questions, 1):
            out.append(Numbered(f"{prefix}-{c}.{q}", c, chapter.title, question, module))
    return out


def question_for(module: str, topic: str) -> Numbered | None:
    return next((n for n in questions(module) if n.question.topic == topic), None)


@dataclass(frozen=True)
class Answer:
    """One edition's answer to a question: the clause in force (None: the
    edition has none on the topic), its plain words, the month it holds from
    and how it came to hold (the text, a ruling, a reading)."""

    edition: str
    clause: str | None
    words: str
    since: str
    how: str


def answers(module: str, topic: str) -> list[Answer]:
    """Every edition's answer to the topic's question, in registry order."""
    numbered = question_for(module, topic)
    silent = numbered.question.silent if numbered else ""
    out = []
    for edition_id in edition_ids(module):
        cid = answer(edition_id, topic)
        if cid is None:
            out.append(Answer(edition_id, None, silent, spec.EDITIONS[edition_id].date, "rulebook text"))
            continue
        clause = spec.CLAUSES[cid]
        # A ruling that restates what the edition's own text says (the Z-Man
        # text already resolves per round) changes nothing: the text's date holds.
        ruling = ruling_for(edition_id, cid) if printed_answer(edition_id, topic) != cid else None
        if ruling is not None:
            out.append(Answer(edition_id, cid, clause.plain, ruling.date, how_in_force(edition_id, clause)))
        else:
            how = how_in_force(edition_id, clause)
            how = how if how.startswith("reading") else "rulebook text"
            out.append(Answer(edition_id, cid, clause.plain, spec.EDITIONS[edition_id].date, how))
    return out
