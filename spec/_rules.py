"""Resolving an edition into the clauses in force: base and overrides, the
rulings published by a date, the chosen interpretations, and dropped clauses."""

from __future__ import annotations

import datetime
import difflib
import re
from dataclasses import dataclass, replace
from functools import cached_property
from typing import Iterable, Mapping

from spec import count_king_robber, robbers
from spec._model import Clause, Edition, Interpretation
from spec._periods import Period, ruling_citations


class SpecError(ValueError):
    """A request the specification cannot answer: unknown edition, bad date..."""


def did_you_mean(word: str, known) -> str:
    """``"; did you mean 'x'?"`` for the nearest known spelling, or ``""``:
    a typo such as ``c1-hig-2103`` gets its fix, not only the whole list,
    and so does another case (``C1-HIG-2013``; the ids are lower case)."""
    near = nearest(word, known)
    return f"; did you mean {near!r}?" if near else ""


def nearest(word: str, known) -> str | None:
    """The known spelling ``word`` is most likely a slip for: the same in
    another case, else the closest (difflib, 0.75), else None."""
    by_case = {k.lower(): k for k in known}
    if word.lower() in by_case:
        return by_case[word.lower()]
    near = difflib.get_close_matches(word, list(known), n=1, cutoff=0.75)
    return near[0] if near else None


#: The rules modules, each a package of clauses, editions and readings; a
#: scenario's ``expansion`` names the module whose editions may play it.
#: :func:`register_module` adds one at run time (a module outside ``spec``).
MODULES = {"robbers": robbers, "count-king-robber": count_king_robber}

#: module -> the modules whose rules may play in the same turn as its own
#: (``Rules.with_companion``), and the words that say which pairs may.
COMPANIONS: dict[str, frozenset[str]] = {"count-king-robber": frozenset({"robbers"})}
_COMPANION_WORDS = {("count-king-robber", "robbers"): "Count, King & Robber with The Robbers"}


def _merged(attribute: str, key, modules=MODULES, into: dict | None = None) -> dict:
    """One registry over every module; ids must be unique across modules."""
    merged: dict = {} if into is None else into
    adding: dict = {}
    for name, module in modules.items():
        for item in getattr(module, attribute):
            if key(item) in merged or key(item) in adding:
                raise ValueError(f"{attribute[:-1].lower()} {key(item)!r} of module {name} is defined twice")
            adding[key(item)] = item
    merged.update(adding)
    return merged


CLAUSES: dict[str, Clause] = _merged("CLAUSES", lambda c: c.id)
EDITIONS: dict[str, Edition] = _merged("EDITIONS", lambda e: e.id)
INTERPRETATIONS: dict[str, Interpretation] = _merged("INTERPRETATIONS", lambda i: i.key)


def register_module(name: str, package) -> None:
    """Add a rules module at run time: ``package`` holds ``CLAUSES``,
    ``EDITIONS`` and ``INTERPRETATIONS`` (as ``spec.robbers`` does), whose
    ids must not clash with any module's. Registering the same package again
    does nothing."""
    if MODULES.get(name) is package:
        return
    if name in MODULES:
        raise SpecError(f"rules module {name!r} is registered already")
    one = {name: package}
    clauses = _merged("CLAUSES", lambda c: c.id, one, dict(CLAUSES))
    editions = _merged("EDITIONS", lambda e: e.id, one, dict(EDITIONS))
    interpretations = _merged("INTERPRETATIONS", lambda i: i.key, one, dict(INTERPRETATIONS))
    MODULES[name] = package
    CLAUSES.update(clauses)
    EDITIONS.update(editions)
    INTERPRETATIONS.update(interpretations)


def register_companion(module: str, companion: str, words: str) -> None:
    """Let ``companion``'s rules play in the same turn as ``module``'s
    (``Rules.with_companion``); ``words`` name the pair in errors."""
    COMPANIONS[module] = COMPANIONS.get(module, frozenset()) | {companion}
    _COMPANION_WORDS[(module, companion)] = words


def unregister_module(name: str) -> None:
    """Take a module added by :func:`register_module` away again (tests)."""
    package = MODULES.pop(name)
    for registry, attribute, key in ((CLAUSES, "CLAUSES", "id"), (EDITIONS, "EDITIONS", "id"),
                                     (INTERPRETATIONS, "INTERPRETATIONS", "key")):
        for item in getattr(package, attribute):
            registry.pop(getattr(item, key), None)
    COMPANIONS.pop(name, None)
    for pair in [p for p in _COMPANION_WORDS if name in p]:
        del _COMPANION_WORDS[pair]


def module_editions(module: str) -> dict[str, Edition]:
    """The editions of one rules module, in registry order."""
    return {k: e for k, e in EDITIONS.items() if e.module == module}


def module_interpretations(module: str) -> dict[str, Interpretation]:
    """The open questions of one rules module (those its editions name)."""
    keys = {k for e in module_editions(module) for k in edition_interpretations(e)}
    return {k: i for k, i in INTERPRETATIONS.items() if k in keys}


_AS_OF = re.compile(r"^(\d{4})-(0[1-9]|1[0-2])$")


def _month(date: str) -> str:
    """``YYYY`` or ``YYYY-MM`` as a comparable ``YYYY-MM`` (a bare year is January)."""
    return date if len(date) == 7 else f"{date}-01"


def today() -> str:
    return datetime.date.today().strftime("%Y-%m")


def edition_chain(edition_id: str) -> list[Edition]:
    """The edition and its bases, base first."""
    if edition_id not in EDITIONS:
        known = ", ".join(EDITIONS)
        raise SpecError(f"unknown edition {edition_id!r}{did_you_mean(edition_id, EDITIONS)} (known: {known})")
    chain = []
    current: str | None = edition_id
    while current is not None:
        edition = EDITIONS[current]
        chain.append(edition)
        current = edition.base
    return list(reversed(chain))


def edition_topics(edition_id: str) -> dict[str, str | None]:
    """The edition's own text, topic by topic, before rulings and readings."""
    topics: dict[str, str | None] = {}
    for edition in edition_chain(edition_id):
        topics.update(edition.topics)
    return topics


def edition_rulings(edition_id: str):
    chain = edition_chain(edition_id)
    for edition in chain:
        yield from edition.rulings


def edition_interpretations(edition_id: str) -> tuple[str, ...]:
    """The open questions that apply to the edition (the nearest definition wins)."""
    for edition in reversed(edition_chain(edition_id)):
        if edition.interpretations:
            return edition.interpretations
    return ()


def reading_period(edition_id: str, key: str) -> Period:
    """Until when the question of reading ``key`` is open for the edition:
    until its first dated ruling on the reading's topic (``spec._periods``)."""
    if key not in edition_interpretations(edition_id):
        raise SpecError(f"interpretation {key!r} does not apply to edition {edition_id}")
    topic = INTERPRETATIONS[key].topic
    since = _month(EDITIONS[edition_id].date)[:4] + "-01"
    for ruling in sorted(edition_rulings(edition_id), key=lambda r: _month(r.date)):
        if CLAUSES[ruling.clause].topic == topic:
            return Period(edition_id, key, since, _month(ruling.date), ruling, ruling_citations(ruling, CLAUSES[ruling.clause]))
    return Period(edition_id, key, since)


def open_interpretations(edition_id: str, as_of: str) -> tuple[str, ...]:
    """The readings of the edition whose question is still open in month ``as_of``."""
    return tuple(k for k in edition_interpretations(edition_id) if reading_period(edition_id, k).open_at(as_of))


def reading_month(edition_id: str, key: str) -> str | None:
    """The month to read the edition in when comparing its readings of ``key``:
    None (today, every ruling applied) while the question is still open, else
    the last month it was open. Raises SpecError if it never was."""
    period = reading_period(edition_id, key)
    if not period.ever_open:
        raise SpecError(f"interpretation {key!r} is never open for edition {edition_id}: {period.words()}")
    return period.last_open_month


@dataclass(frozen=True)
class Rules:
    """An edition as played: the clauses in force, in topic order, and
    ``companion``, the rules of another module played in the same turn (The
    Robbers' edition when a Count, King & Robber turn has robbers on the
    score track), or None."""

    edition: str
    as_of: str
    interpretations: Mapping[str, str]
    clauses: tuple[Clause, ...]
    without: tuple[str, ...] = ()
    dated: bool = False
    # Another module's rules played in the same turn: The Robbers' edition
    # when a Count, King & Robber turn has robbers on the score track.
    companion: "Rules | None" = None

    @property
    def module(self) -> str:
        """The rules module (``robbers``, ``count-king-robber``) the edition belongs to."""
        return EDITIONS[self.edition].module

    @cached_property
    def clause_ids(self) -> frozenset[str]:
        """The ids of the clauses in force.

        Made once per Rules (a cached property), since the simulators and
        the encodings ask ``has`` millions of times while the suite is
        generated (2.1 M times in one ``rulespec oracle``)."""
        return frozenset(c.id for c in self.clauses)

    def has(self, clause_id: str) -> bool:
        return clause_id in self.clause_ids

    def label(self) -> str:
        """The reference syntax of ``parse_reference``: ``ID[@YYYY-MM][+KEY=VALUE...][~CLAUSE...]``,
        then a space and ``with OTHER`` when another module's rules play in the same turn."""
        text = self.edition
        if self.dated:
            text += f"@{self.as_of}"
        defaults = {k: INTERPRETATIONS[k].default for k in self.interpretations}
        for key, value in sorted(self.interpretations.items()):
            if value != defaults[key]:
                text += f"+{key}={value}"
        for clause_id in self.without:
            text += f"~{clause_id}"
        if self.companion is not None:
            text += f" with {self.companion.label()}"
        return text

    def with_companion(self, other: "Rules") -> "Rules":
        """These rules with ``other`` (a different module's) played in the same turn."""
        if other.module == self.module:
            raise SpecError(f"{other.label()} is a {other.module} edition like {self.label()}: a companion belongs to another module")
        if other.module not in COMPANIONS.get(self.module, ()):
            pairs = ", ".join(_COMPANION_WORDS.values())
            raise SpecError(f"{self.module} editions are not played with {other.module} ones (only {pairs})")
        return replace(self, companion=other)


def resolve(
    edition_id: str,
    as_of: str | None = None,
    interpretations: Mapping[str, str] | None = None,
    without: Iterable[str] = (),
) -> Rules:
    """The clauses in force for an edition, read as of a month, with readings chosen."""
    chain = edition_chain(edition_id)
    edition = chain[-1]
    dated = as_of is not None
    if as_of is None:
        as_of = today()
    if not _AS_OF.match(as_of):
        raise SpecError(f"--as-of {as_of!r} is not a month YYYY-MM")
    if as_of < _month(edition.date)[:4] + "-01":
        raise SpecError(f"--as-of {as_of} is before edition {edition_id} was published ({edition.date})")

    topics = edition_topics(edition_id)
    for ruling in sorted(edition_rulings(edition_id), key=lambda r: r.date):
        if _month(ruling.date) <= as_of:
            topics[CLAUSES[ruling.clause].topic] = ruling.clause

    allowed = open_interpretations(edition_id, as_of)
    chosen: dict[str, str] = {key: INTERPRETATIONS[key].default for key in allowed}
    for key, value in (interpretations or {}).items():
        if key not in INTERPRETATIONS:
            raise SpecError(f"unknown interpretation {key!r}{did_you_mean(key, INTERPRETATIONS)} (known: {', '.join(INTERPRETATIONS)})")
        if key not in edition_interpretations(edition_id):
            raise SpecError(f"interpretation {key!r} does not apply to edition {edition_id}")
        if key not in allowed:
            raise SpecError(_settled(edition_id, key, value, as_of))
        options = INTERPRETATIONS[key].options
        if value not in options:
            raise SpecError(f"interpretation {key!r} has no value {value!r}{did_you_mean(value, options)} (values: {', '.join(options)})")
        chosen[key] = value
    for key, value in chosen.items():
        interp = INTERPRETATIONS[key]
        topics[interp.topic] = interp.clause_for(value)

    in_force = [CLAUSES[cid] for cid in topics.values() if cid is not None]
    dropped = tuple(without)
    ids = {c.id for c in in_force}
    for clause_id in dropped:
        if clause_id not in ids:
            raise SpecError(f"--without {clause_id!r}: no such clause in {edition_id}{did_you_mean(clause_id, ids)} (see 'rulespec clauses --edition {edition_id}')")
    clauses = tuple(c for c in in_force if c.id not in dropped)
    return Rules(edition=edition_id, as_of=as_of, interpretations=dict(sorted(chosen.items())), clauses=clauses, without=dropped, dated=dated)


def _settled(edition_id: str, key: str, value: str, as_of: str) -> str:
    """Why reading ``key`` cannot be named for the edition in month ``as_of``: the ruling that settles it."""
    period = reading_period(edition_id, key)
    before = (f"; it is open up to {period.last_open_month}: {edition_id}@{period.last_open_month}+{key}={value}"
              if period.ever_open else "; it was never open for this edition")
    return (f"interpretation {key!r} does not apply to {edition_id} as of {as_of}: its question is settled from "
            f"{period.until} by {period.settled_by()}{before}")


def split_reference(text: str) -> tuple[str, str | None, dict[str, str], list[str]]:
    """``ID[@YYYY-MM][+KEY=VALUE...][~CLAUSE...]`` as its four parts."""
    parts = re.split(r"([+~])", text.strip())
    head, tokens = parts[0], parts[1:]
    as_of = None
    if "@" in head:
        head, as_of = head.split("@", 1)
    interpretations: dict[str, str] = {}
    without: list[str] = []
    for sign, token in zip(tokens[::2], tokens[1::2]):
        if sign == "+":
            if "=" not in token:
                raise SpecError(f"{text!r}: '+{token}' is not KEY=VALUE")
            key, value = token.split("=", 1)
            interpretations[key] = value
        else:
            without.append(token)
    return head, as_of, interpretations, without


def parse_reference(text: str, interpretations: Mapping[str, str] | None = None) -> Rules:
    """``c3.1-2025@2026-01+steal-base=marker-movement~no-self-robbery`` as :class:`Rules`.

    After the edition id: ``@YYYY-MM`` (as of), ``+KEY=VALUE`` (a reading, any
    number), ``~CLAUSE`` (a clause dropped, any number). ``interpretations``:
    readings chosen besides the reference's own (the reference's win).
    """
    edition, as_of, chosen, without = split_reference(text)
    return resolve(edition, as_of=as_of, interpretations={**(interpretations or {}), **chosen}, without=without)
