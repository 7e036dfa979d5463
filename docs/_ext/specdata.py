"""What the generated pages say about the specification, computed from ``spec``.

Every fact on the edition, clause and matrix pages comes from here, so the site
can never drift from the code: which clauses an edition has in force, how each
got there (rulebook text, dated ruling, reading of an open question), how the
other editions answer the same topic, and which worked examples exercise it.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

import spec


@dataclass(frozen=True)
class Example:
    """One hand-written expected file of ``tests/worked_examples/expected``."""

    stem: str
    scenario: str
    source: str
    editions: tuple[str, ...]
    notes: dict = field(default_factory=dict, compare=False, hash=False)


def load_examples(root: Path) -> list[Example]:
    """The worked examples, by file name. A broken expected file raises: it
    should stop the build, not quietly drop an example from the pages."""
    out = []
    for path in sorted((root / "tests" / "worked_examples" / "expected").glob("*.json")):
        doc = json.loads(path.read_text(encoding="utf-8"))
        out.append(Example(path.stem, doc["scenario"], doc.get("source", ""), tuple(doc.get("editions", ())),
                           doc.get("notes", {})))
    return out


def edition_ids() -> list[str]:
    return list(spec.EDITIONS)


@lru_cache(maxsize=None)
def in_force(edition_id: str) -> spec.Rules:
    """The edition as played: every ruling published so far, default readings."""
    return spec.resolve(edition_id)


def topics() -> list[str]:
    """Every topic, in the order the first edition lists them, then any others."""
    seen: dict[str, None] = {}
    for edition_id in edition_ids():
        for topic in spec.edition_topics(edition_id):
            seen.setdefault(topic, None)
    for clause in spec.CLAUSES.values():
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


def interpretation_for(edition_id: str, topic: str) -> spec.Interpretation | None:
    """The named open question on ``topic`` that applies to the edition, if any."""
    for key in spec.edition_interpretations(edition_id):
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
    """Other editions whose answer to ``topic`` differs, grouped by their clause."""
    mine = answer(edition_id, topic)
    groups: dict[str | None, list[str]] = {}
    for other in edition_ids():
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
    for edition_id in edition_ids():
        if answer(edition_id, clause.topic) == clause_id:
            out.append(Usage(edition_id, "in force"))
            continue
        interp = interpretation_for(edition_id, clause.topic)
        if interp is not None:
            for value, cid in interp.options.items():
                if cid == clause_id:
                    out.append(Usage(edition_id, f"reading {interp.key}={value}"))
            continue
        if printed_answer(edition_id, clause.topic) == clause_id:
            replaced = [r.date for r in spec.edition_rulings(edition_id)
                        if spec.CLAUSES[r.clause].topic == clause.topic]
            until = f", until the ruling of {min(replaced)}" if replaced else ""
            out.append(Usage(edition_id, f"printed text{until}"))
    return out


def examples_for(examples: list[Example], editions: set[str]) -> list[Example]:
    return [ex for ex in examples if editions & set(ex.editions)]


def cite(citation: spec.Citation) -> tuple[str, str]:
    """A citation in words, as (document file, the rest): the document's short
    title, section, footnote, date."""
    doc = citation.document
    parts = [doc.title.split(":")[0], citation.section]
    if citation.footnote:
        parts.append(f"footnote {citation.footnote}")
    parts.append(citation.date or doc.date)
    return doc.file, ", ".join(parts)


CATALOGUE = Path(__file__).resolve().parents[1] / "catalogue"


@lru_cache(maxsize=1)
def catalogue() -> dict:
    """The committed contradiction catalogue (``rulespec diff --all --out docs/catalogue``)."""
    return json.loads((CATALOGUE / "contradictions.json").read_text(encoding="utf-8"))


@lru_cache(maxsize=1)
def invariant_verdicts() -> dict:
    """The committed verdicts (``rulespec check --all --json > docs/catalogue/invariants.json``)."""
    return json.loads((CATALOGUE / "invariants.json").read_text(encoding="utf-8"))


@lru_cache(maxsize=1)
def conformance_index() -> dict:
    """The committed index of the default conformance suite (``rulespec oracle --out DIR``, ``DIR/index.json``)."""
    return json.loads((CATALOGUE / "conformance-index.json").read_text(encoding="utf-8"))
