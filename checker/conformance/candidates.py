"""The candidate explanations of an engine's answers: its declared rules
with one change, a change being one label applied to every vector where it
can be.

A vector declares its rule set (edition, readings, as of, with robbers);
the candidates change it in one of five ways (``Change.kind``):

- ``replace``: a clause in force replaced by another clause on its topic,
  one that another edition, a ruling or a reading puts there
  (``spec.edition_topics``);
- ``drop``: a clause in force left out (the encoding's rule-neutral frame
  for its topic, the simulator's "not in force");
- ``mistake``: a clause in force replaced by an implementer's typical
  misreading of it (``spec.mistakes``);
- ``reading``: an open question of the edition answered otherwise
  (``by`` is ``KEY=VALUE``), in the vector's own edition or in the
  companion edition of a combined turn, wherever the question is open (an
  engine that reads C3.1's placement as optional reads it so in a turn of
  Count, King & Robber with The Robbers too);
- ``as-of``: the edition read as of another month (``by`` is ``YYYY-MM``):
  an earlier or later state of its rulings.

The same change applies to every vector where its clause is in force (an
engine that rounds thefts down does so in every edition); elsewhere the
vector keeps its declared rules. Two changes with the same effect on every
vector's rules are one candidate, named by the more specific kind (a
reading before a replacement that puts the same clause in force).
"""

from __future__ import annotations

import json
from dataclasses import replace
from functools import lru_cache
from typing import NamedTuple

import spec
from spec.mistakes import MISTAKES, misreading

#: The kinds of change, most specific first: among changes with the same
#: effect the first kind names the candidate, and exact ties are ordered so.
KINDS = ("reading", "as-of", "replace", "mistake", "drop")


class Change(NamedTuple):
    """One change to a vector's rules (the diagnosis contract's ``changes``)."""

    kind: str
    topic: str | None
    clause: str | None
    by: str | None

    def sort_key(self) -> tuple:
        return (KINDS.index(self.kind), self.clause or "", self.by or "")

    def to_json(self) -> dict:
        return {"kind": self.kind, "topic": self.topic, "clause": self.clause, "by": self.by}


def label_order(label: tuple) -> tuple:
    """How exact ties are ordered: fewer changes first, then the more specific kind."""
    return (len(label), [c.sort_key() for c in label])


class Config(NamedTuple):
    """A vector's declared rule set, hashable: the vectors that share it share their candidates' rules."""

    edition: str
    as_of: str | None
    interpretations: tuple
    with_robbers: str | None


def config_of(vector: dict) -> Config:
    companion = vector.get("with_robbers")
    return Config(vector["edition"], vector.get("as_of"), tuple(sorted((vector["interpretations"] or {}).items())),
                  json.dumps(companion, sort_keys=True) if companion else None)


def declared_rules(config: Config, as_of: str | None = None, readings: dict | None = None,
                   companion_readings: dict | None = None) -> spec.Rules:
    """The config's rules, or with another month or other readings, of its
    own edition or of its companion's (made once each)."""
    return _resolved(config, as_of, tuple(sorted((readings or {}).items())),
                     tuple(sorted((companion_readings or {}).items())))


@lru_cache(maxsize=4096)
def _resolved(config: Config, as_of: str | None, readings: tuple, companion_readings: tuple = ()) -> spec.Rules:
    chosen = {**dict(config.interpretations), **dict(readings)}
    rules = spec.resolve(config.edition, as_of=as_of or config.as_of, interpretations=chosen or None)
    if config.with_robbers:
        companion = json.loads(config.with_robbers)
        theirs = {**(companion.get("interpretations") or {}), **dict(companion_readings)}
        rules = rules.with_companion(spec.resolve(companion["edition"], as_of=companion.get("as_of"),
                                                  interpretations=theirs or None))
    return rules


def reading_sides(config: Config) -> list[tuple[str, dict]]:
    """(edition, its chosen readings) of the config's own rules and of its
    companion's: where a reading change may apply."""
    sides = [(config.edition, dict(config.interpretations))]
    if config.with_robbers:
        companion = json.loads(config.with_robbers)
        sides.append((companion["edition"], dict(companion.get("interpretations") or {})))
    return sides


def _swapped(rules: spec.Rules, clause_id: str, new) -> spec.Rules | None:
    """``rules`` (or its companion) with ``clause_id`` replaced by the clause
    ``new``, or left out (``new`` None); None when it is not in force."""
    if rules.has(clause_id):
        if new is None:
            return replace(rules, clauses=tuple(c for c in rules.clauses if c.id != clause_id),
                           without=tuple(rules.without) + (clause_id,))
        return replace(rules, clauses=tuple(new if c.id == clause_id else c for c in rules.clauses))
    if rules.companion is not None:
        companion = _swapped(rules.companion, clause_id, new)
        return None if companion is None else replace(rules, companion=companion)
    return None


def _new_clause(change: Change):
    if change.kind == "drop":
        return None
    return MISTAKES[change.by].clause if change.kind == "mistake" else spec.CLAUSES[change.by]


def rules_under(changes, config: Config) -> spec.Rules | None:
    """The config's rules under ``changes``, or None when none of them
    applies there (the vector keeps its declared rules); made once each."""
    return _under(tuple(changes), config)


@lru_cache(maxsize=65536)
def _under(changes: tuple, config: Config) -> spec.Rules | None:
    as_of, applied = None, False
    sides = reading_sides(config)
    readings: list[dict] = [{} for _ in sides]  # the own edition's, then the companion's
    for change in changes:
        if change.kind == "reading":
            key, value = change.by.split("=", 1)
            for (edition, chosen), changed in zip(sides, readings):
                if key in spec.edition_interpretations(edition) and chosen.get(key) != value:
                    changed[key], applied = value, True
        elif change.kind == "as-of" and _month_applies(config, change.by):
            as_of, applied = change.by, True
    try:
        rules = declared_rules(config, as_of, *readings)
    except spec.SpecError:
        return None
    for change in changes:
        if change.kind in ("replace", "drop", "mistake"):
            swapped = _swapped(rules, change.clause, _new_clause(change))
            if swapped is not None:
                rules, applied = swapped, True
    if not applied:
        return None
    base = declared_rules(config)
    return None if base.clause_ids == rules.clause_ids and _companion_ids(base) == _companion_ids(rules) else rules


def _companion_ids(rules):
    return None if rules.companion is None else rules.companion.clause_ids


def _month_applies(config: Config, month: str) -> bool:
    """An engine that knows the rulings up to ``month`` plays a vector as of
    then when the vector is read later (undated: today) and the edition has
    rulings; a vector dated earlier it plays as dated."""
    edition = spec.EDITIONS[config.edition]
    return (month >= (edition.date + "-01")[:7] and (config.as_of is None or config.as_of > month)
            and any(True for _ in spec.edition_rulings(config.edition)))


def topic_alternatives(module: str) -> dict[str, set[str]]:
    """topic -> every clause an edition, a ruling or a reading of ``module`` puts on it."""
    found: dict[str, set[str]] = {}
    for edition in spec.module_editions(module):
        for topic, clause in spec.edition_topics(edition).items():
            if clause:
                found.setdefault(topic, set()).add(clause)
        for ruling in spec.edition_rulings(edition):
            found.setdefault(spec.CLAUSES[ruling.clause].topic, set()).add(ruling.clause)
    for interp in spec.module_interpretations(module).values():
        found.setdefault(interp.topic, set()).update(c for c in interp.options.values() if c)
    return found


def single_changes(configs) -> set[Change]:
    changes: set[Change] = set()
    months = set()
    for config in configs:
        rules = declared_rules(config)
        for part in (rules, rules.companion):
            if part is None:
                continue
            alternatives = topic_alternatives(part.module)
            for clause in part.clauses:
                changes.add(Change("drop", clause.topic, clause.id, None))
                for other in sorted(alternatives.get(clause.topic, ()) - {clause.id}):
                    changes.add(Change("replace", clause.topic, clause.id, other))
                for mistake in misreading(clause.id):
                    changes.add(Change("mistake", clause.topic, clause.id, mistake.id))
        for edition, chosen in reading_sides(config):
            for key in spec.edition_interpretations(edition):
                interp = spec.INTERPRETATIONS[key]
                current = interp.options.get(chosen.get(key, interp.default))
                for value in interp.options:
                    if value != chosen.get(key, interp.default):
                        changes.add(Change("reading", interp.topic, current, f"{key}={value}"))
        for ruling in spec.edition_rulings(config.edition):
            year, month = (ruling.date + "-01")[:7].split("-")
            before = f"{year}-{int(month) - 1:02d}" if month != "01" else f"{int(year) - 1}-12"
            months.add(before)  # the last month without the ruling: each dated state once, named so
    for month in sorted(months):
        for config in configs:
            if not _month_applies(config, month):
                continue
            base, dated = declared_rules(config), rules_under([Change("as-of", None, None, month)], config)
            if dated is not None:
                gone = [c for c in base.clauses if not dated.has(c.id)]
                first = gone[0] if gone else None
                changes.add(Change("as-of", first.topic if first else None, first.id if first else None, month))
                break
    return changes


def candidates(configs) -> list[tuple[Change, ...]]:
    """The single-change candidates for vectors of ``configs``, one per
    distinct effect, named by the most specific kind, in a fixed order."""
    configs = sorted(set(configs), key=repr)
    by_effect: dict[tuple, Change] = {}
    for change in sorted(single_changes(configs), key=Change.sort_key):
        effect = tuple(_effect(rules_under([change], c)) for c in configs)
        if all(e is None for e in effect):
            continue
        by_effect.setdefault(effect, change)
    return [(change,) for change in sorted(by_effect.values(), key=Change.sort_key)]


def _effect(rules):
    if rules is None:
        return None
    return (rules.clause_ids, _companion_ids(rules))
