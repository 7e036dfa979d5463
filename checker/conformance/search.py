"""Finding, shrinking and confirming vectors for one set of rules.

A coverage vector for clause C under rules R is a scenario whose legal outcome
set under R differs from the set under R without C: an engine that ignores C
(or gets it wrong) can then be caught by it. Where dropping C cannot change
anything (the encoding's rule-neutral frame already says what C says, as for
``robbing-gain-ignored``) and C is one reading of an open question, the
vector separates R from R under the question's other reading instead
(:func:`checker.conformance.readings.flipped`). The search tries scenarios
already found for C under other rules first (cheap, and they are small
already), then a seeded stream of random candidates; the first hit is shrunk
while it keeps separating; Z3 then confirms it (the simulator guides the
search where it can play the rules, see :mod:`checker.conformance.readings`).
"""

from __future__ import annotations

from dataclasses import dataclass, field

import spec
from checker.conformance.combined import alone, companion_json, described
from checker.conformance.modules import kit_for
from checker.conformance.neutral import neutral_reason
from checker.conformance.readings import MORE, Readings, dropped, flipped, scenario_key
from checker.conformance.shrink import shrink

# Search budgets: candidates tried, then checks while shrinking. A check costs
# ~2 ms when the simulator can play the rules without the clause, ~100 ms
# when only Z3 can.
TRIES_FAST, TRIES_SLOW = 400, 150
SHRINK_FAST, SHRINK_SLOW = 120, 30


@dataclass
class Found:
    """One vector's content, before it is given ids and written out."""

    scenario: object  # the rules module's Scenario
    outcomes: tuple
    clauses: list[str]
    kind: str  # coverage | theme | worked-example
    tag: str  # the clause id, theme-NAME or example-NAME
    description: str
    without_count: int | None = None
    # Another module's rules played in the same turn, as the vector's field
    # (``{"with_robbers": {...}}``; plain JSON: a Found crosses process
    # boundaries, and rules hold their clauses' functions).
    companion: dict | None = None
    # A themed vector that separates a clause in force (in the clause's own
    # direction, e.g. against the other text's clause): listed in the index's
    # coverage of that clause beside its coverage vectors.
    covers: str | None = None


@dataclass
class Search:
    """The searches for one set of rules, sharing one cache and one log of findings."""

    rules: spec.Rules
    seed: int
    readings: Readings = field(default_factory=Readings)
    findings: list = field(default_factory=list)
    _without: dict = field(default_factory=dict, repr=False)
    _contrast: dict = field(default_factory=dict, repr=False)

    @property
    def kit(self):
        """What the rules' module provides: candidates, shrinking moves, probe."""
        return kit_for(self.rules)

    def without(self, clause_id: str) -> spec.Rules:
        if clause_id not in self._without:
            self._without[clause_id] = dropped(self.rules, clause_id)
        return self._without[clause_id]

    def contrast(self, clause_id: str) -> tuple[spec.Rules, str | None]:
        """The rules a vector for ``clause_id`` must tell apart from
        ``self.rules``, and, when dropping the clause is no use, why: the rules
        without it; or, when that changes no constraint and the clause is one
        reading of an open question, the rules under the other reading (the
        reason is then None); or the rules without it and the reason no
        vector can exist."""
        if clause_id not in self._contrast:
            without = self.without(clause_id)
            reason = neutral_reason(self.rules, without, clause_id)
            other = flipped(self.rules, clause_id) if reason else None
            self._contrast[clause_id] = (other, None) if other is not None else (without, reason)
        return self._contrast[clause_id]

    def slow(self, clause_id: str) -> bool:
        """Only Z3 can play the contrasting rules."""
        return not self.readings.sim_supports(self.contrast(clause_id)[0])

    def separates(self, clause_id: str, s) -> bool:
        full = self.readings.fast_set(s, self.rules)
        if full is None:
            return False
        other = self.readings.fast_set(s, self.contrast(clause_id)[0], cap=len(full))
        return other is MORE or (other is not None and other != full)

    def outcomes(self, s):
        """Z3's outcomes, cross-checked with the simulator; None (and a finding) if they differ."""
        z = self.readings.z3(s, self.rules)
        if z is None:
            return None
        sim = self.readings.sim_set(s, self.rules)
        if sim is not None and sim != frozenset(z):
            self.finding("the Z3 encoding and the reference simulator disagree", self.rules, s, z, self.readings.sim(s, self.rules))
            return None
        return z

    def confirm(self, clause_id: str, s):
        """(outcomes, what the outcomes would be without the clause) when Z3
        agrees that ``s`` separates ``clause_id``; the second is a count, or
        ``None`` for "more than the rules allow"."""
        z = self.outcomes(s)
        if z is None:
            return None
        relaxed = self.contrast(clause_id)[0]
        zd = self.readings.z3(s, relaxed, cap=len(z))
        if zd is MORE:
            return z, None
        if zd is None or zd == z:
            return None
        sim = self.readings.sim_set(s, relaxed) if self.readings.sim_supports(relaxed) else None
        if sim is not None and sim != frozenset(zd):
            self.finding(f"the two readings disagree without {clause_id} as it is", relaxed, s, zd, self.readings.sim(s, relaxed))
        return z, len(zd)

    def finding(self, what: str, rules: spec.Rules, s, z, sim) -> None:
        self.findings.append(
            {
                "what": what,
                "rules": rules.label(),
                "scenario": s.to_json(),
                "z3_outcomes": len(z),
                "simulator_outcomes": len(sim),
                "only_z3": [o.to_json(s.players) for o in z if o not in set(sim)][:3],
                "only_simulator": [o.to_json(s.players) for o in sim if o not in set(z)][:3],
            }
        )

    def sensitivity(self, s, first: str | None = None) -> list[str]:
        """``first``, then every clause whose removal changes the outcomes as far
        as the simulator can tell (it cannot drop every clause; see readings)."""
        full = self.readings.sim_set(s, self.rules)
        out = [first] if first else []
        for clause in self.rules.clauses:
            if clause.id == first:
                continue
            relaxed = self.without(clause.id)
            other = self.readings.sim_set(s, relaxed)
            if full is not None and other is not None and other != full:
                out.append(clause.id)
        return out

    def cover(self, clause_id: str, limit: int, pool=(), retry: bool = False) -> tuple[list[Found], str | None]:
        """Up to ``limit`` shrunk vectors separating ``clause_id``, or a reason why none.

        ``retry``: the same search already ran on these rules and found
        nothing, so when ``pool`` gives nothing either, the seeded stream
        would replay that search candidate for candidate (same stream, same
        budget, no vector in hand to avoid) and find nothing again: it is
        not run."""
        _, reason = self.contrast(clause_id)
        if reason:
            return [], reason
        found: list[Found] = []
        keys: set[str] = set()

        def keep(s) -> bool:
            confirmed = self.confirm(clause_id, s)
            if confirmed is None:
                return False
            outcomes, without_count = confirmed
            keys.add(scenario_key(s))
            found.append(self.coverage_vector(clause_id, s, outcomes, without_count))
            return True

        for s in pool:
            if len(found) >= limit:
                return found, None
            if scenario_key(s) not in keys and self.separates(clause_id, s):
                keep(s)
        if retry and not found:
            return [], "no separating scenario among the vectors of other rules"
        moves = self.kit.moves
        slow = self.slow(clause_id)
        tries, checks = (TRIES_SLOW, SHRINK_SLOW) if slow else (TRIES_FAST, SHRINK_FAST)
        stream = self.kit.stream_for(self.rules, f"{self.seed}/{self.rules.label()}/{clause_id}")
        for _ in range(tries):
            if len(found) >= limit:
                break
            s = moves.tidy(next(stream))
            if not self.separates(clause_id, s):
                continue
            small = shrink(s, lambda t: scenario_key(t) not in keys and self.separates(clause_id, moves.tidy(t)), checks, moves)
            small = moves.tidy(small)
            if scenario_key(small) not in keys:
                keep(small)
        if found:
            return found, None
        return [], f"no separating scenario among {tries} seeded candidates (seed {self.seed})"

    def coverage_vector(self, clause_id: str, s, outcomes, without_count: int) -> Found:
        summary = spec.CLAUSES[clause_id].summary.rstrip(".")
        contrast = self.contrast(clause_id)[0]
        if contrast is self.without(clause_id):
            changed = "dropping the clause gives a different set of "
        else:
            changed = f"the other reading ({alone(contrast).label()}) gives a different set of "
        companion = self.rules.companion
        return Found(
            scenario=s,
            outcomes=outcomes,
            clauses=self.sensitivity(s, first=clause_id),
            kind="coverage",
            tag=clause_id,
            description=(
                f"{clause_id} ({summary}): {len(outcomes)} legal outcome(s); {changed}"
                + (f"{without_count}" if without_count is not None else f"more than {len(outcomes)}")
                + ("" if companion is None else described(self.rules, companion, default=True))
            ),
            without_count=without_count,
            companion=None if companion is None else companion_json(self.rules, companion),
        )
