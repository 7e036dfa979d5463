"""Which rules the suite covers: for every edition, its default reading, each
non-default reading of its open questions (one at a time), and its rulebook
text before the first dated ruling.

The dated text matters because some clauses exist only there (the 1st
edition's ``count-feature-scoring-only``, ``resolve-at-once`` and, under the
reading ``theft-timing=end-of-turn``, ``resolve-per-turn`` before the 5/2013
rulings). Configurations with the same clauses in force
(c1-devir-2012 and c1-rgg read like c1-hig-2012 today; c2-2017 and c3-2021
like c3.1-2025) form one *group*: the search runs once per group and
its vectors are written out under every edition of the group, since both
readings of the rules consult only the clauses in force.
"""

from __future__ import annotations

from dataclasses import dataclass

import spec


@dataclass(frozen=True)
class Config:
    edition: str
    as_of: str | None = None
    chosen: tuple[tuple[str, str], ...] = ()  # non-default readings
    kind: str = "default"  # default | reading | dated

    def rules(self) -> spec.Rules:
        return spec.resolve(self.edition, as_of=self.as_of, interpretations=dict(self.chosen) or None)

    @property
    def label(self) -> str:
        """The ``parse_reference`` syntax: ``ID[@YYYY-MM][+KEY=VALUE]``."""
        return self.rules().label()


def configurations(edition: str, readings: bool = True) -> list[Config]:
    """The configurations covered for one edition, default first."""
    configs = [Config(edition)]
    if not readings:
        return configs
    for key in spec.edition_interpretations(edition):
        interp = spec.INTERPRETATIONS[key]
        period = spec.reading_period(edition, key)
        if not period.ever_open:
            continue
        for value in interp.options:
            if value != interp.default:
                # A settled question is read in its last open month (spec.reading_period).
                configs.append(Config(edition, as_of=period.last_open_month, chosen=((key, value),), kind="reading"))
    rulings = sorted(r.date for r in spec.edition_rulings(edition))
    if rulings:
        as_of = spec.month_before(rulings[0] if len(rulings[0]) == 7 else rulings[0] + "-01")
        published = spec.EDITIONS[edition].date[:4] + "-01"
        if as_of >= published:
            dated = Config(edition, as_of=as_of, kind="dated")
            if dated.rules().clause_ids != configs[0].rules().clause_ids:
                configs.append(dated)
    return configs


def groups(editions: list[str], readings: bool = True) -> list[list[Config]]:
    """Configurations grouped by the clauses in force, in first-seen order."""
    by_key: dict[tuple, list[Config]] = {}
    for edition in editions:
        for config in configurations(edition, readings):
            by_key.setdefault(tuple(sorted(config.rules().clause_ids)), []).append(config)
    return list(by_key.values())


def root(edition: str) -> str:
    """The edition at the bottom of ``edition``'s base chain (its rulebook family)."""
    return spec.edition_chain(edition)[0].id
