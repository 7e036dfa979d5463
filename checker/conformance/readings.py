"""Outcome sets as the suite computes them: Z3 for what is published, the
reference simulator for speed and as the cross-check, both behind one cache.

Why two: the published outcomes and every claim that a vector is sensitive to
a clause come from the Z3 encoding (``enumerate_outcomes``), which can drop
any clause. But an enumeration costs ~50-150 ms (building the encoding
dominates), while the brute-force simulator answers small scenarios in ~1 ms
and can drop most clauses too; so the search and the shrinking ask the
simulator whenever it can play the rules, and Z3 confirms the result.

Both readings are the rules module's (``checker.expansions``, by the rules'
module): every module goes through the same cache.

Everything here is deterministic: no solver timeout (a timeout depends on the
machine's load), only a cap on the number of outcomes, which stops at the same
place on every run.
"""

from __future__ import annotations

import json
from collections import Counter

import spec
from checker.conformance.modules import kit_for
from checker.errors import LimitReached
from checker.parts import outcome_set

MAX_OUTCOMES = 300
"""Candidates with more outcomes than this are skipped: a vector that long is
no use to a person, and its enumeration would dominate the generation time."""


class _More:
    """More outcomes than the cap asked for."""

    def __repr__(self) -> str:
        return "MORE"


MORE = _More()
_ABSENT = object()


def scenario_key(s) -> str:
    return json.dumps(s.to_json(), sort_keys=True, separators=(",", ":"))


def rules_key(rules: spec.Rules) -> tuple:
    """Two rules with the same clauses give the same outcomes (both readings
    consult only the clauses in force), so the cache is keyed by clause ids,
    and by the companion's (The Robbers' rules in a combined turn), which
    decide the same scenario's outcomes as much."""
    companion = None if rules.companion is None else rules_key(rules.companion)
    return (tuple(sorted(rules.clause_ids)), companion)


class Readings:
    """Cached outcome sets: ``z3(s, rules)`` and ``sim(s, rules)``.

    Either returns a tuple of outcomes in canonical order, or ``None``: more
    than :data:`MAX_OUTCOMES` outcomes, or rules the simulator cannot play (it
    needs some clauses in force; see ``checker/robbers/reference/context.py``), or
    :data:`MORE` (Z3 with a cap below :data:`MAX_OUTCOMES`).
    """

    def __init__(self, max_outcomes: int = MAX_OUTCOMES) -> None:
        self.max_outcomes = max_outcomes
        self._cache: dict = {}
        self.calls: Counter = Counter()

    def z3(self, s, rules: spec.Rules, cap: int | None = None):
        """Z3's outcomes; with ``cap``, :data:`MORE` as soon as there are more
        than ``cap`` of them (enough to tell two sets apart, much cheaper when
        a dropped clause lets in dozens of outcomes)."""
        cap = min(cap if cap is not None else self.max_outcomes, self.max_outcomes)
        key = ("z3", rules_key(rules), scenario_key(s))
        cached = self._cache.get(key)
        if cached is not None and (cached[0] == "exact" or cap <= cached[1]):
            result = cached[1] if cached[0] == "exact" else MORE
        else:
            self.calls["z3"] += 1
            try:
                outcomes = tuple(kit_for(rules).expansion.enumerate(s, rules, max_outcomes=cap))
                self._cache[key] = ("exact", outcomes)
                result = outcomes
            except LimitReached:
                self._cache[key] = ("more-than", cap)
                result = MORE
        if result is MORE and cap == self.max_outcomes:
            return None
        return result

    def sim(self, s, rules: spec.Rules):
        key = ("sim", rules_key(rules), scenario_key(s))
        if key not in self._cache:
            self._cache[key] = self._simulated(s, rules, lambda: tuple(kit_for(rules).expansion.simulate(s, rules)))
        return self._cache[key]

    def sim_set(self, s, rules: spec.Rules):
        """``sim`` as a frozenset, for a caller that only compares: the
        module's ``outcome_set`` when it has one, which skips the sorting
        (a fifth of a simulation with a hundred outcomes)."""
        rules_part, s_key = rules_key(rules), scenario_key(s)
        key = ("sim-set", rules_part, s_key)
        if key not in self._cache:
            ordered = self._cache.get(("sim", rules_part, s_key), _ABSENT)
            if ordered is not _ABSENT:
                self._cache[key] = None if ordered is None else frozenset(ordered)
            else:
                reference = kit_for(rules).expansion.part("reference")
                self._cache[key] = self._simulated(s, rules, lambda: outcome_set(reference, s, rules))
        return self._cache[key]

    def _simulated(self, s, rules: spec.Rules, run):
        """``run()``'s outcomes, or None past the cap, the state limit, or
        for rules the simulator cannot play (remembered)."""
        self.calls["sim"] += 1
        try:
            found = run()
            return found if len(found) <= self.max_outcomes else None
        except LimitReached:
            return None
        except NotImplementedError:
            self._cache[("unsupported", rules_key(rules))] = True
            return None

    def sim_supports(self, rules: spec.Rules) -> bool:
        """Can the simulator play these rules? (Asked once, on a one-event turn.)"""
        probe = ("probed", rules_key(rules))
        if probe not in self._cache:
            self._cache[probe] = True
            self.sim(kit_for(rules).probe_for(rules), rules)
        return ("unsupported", rules_key(rules)) not in self._cache

    def fast(self, s, rules: spec.Rules, cap: int | None = None):
        """The simulator's answer when it can play the rules, else Z3's (maybe :data:`MORE`)."""
        if self.sim_supports(rules):
            return self.sim(s, rules)
        return self.z3(s, rules, cap)

    def fast_set(self, s, rules: spec.Rules, cap: int | None = None):
        """``fast`` as a frozenset (:data:`MORE` and None as they are)."""
        if self.sim_supports(rules):
            return self.sim_set(s, rules)
        found = self.z3(s, rules, cap)
        return found if found is None or found is MORE else frozenset(found)


def dropped(rules: spec.Rules, clause_id: str) -> spec.Rules:
    """``rules`` without one more clause (the encoding falls back to its
    rule-neutral frame for that topic), with the same companion."""
    return _with_companion_of(
        rules,
        spec.resolve(
            rules.edition,
            as_of=rules.as_of if rules.dated else None,
            interpretations=rules.interpretations,
            without=tuple(rules.without) + (clause_id,),
        ),
    )


def flipped(rules: spec.Rules, clause_id: str) -> spec.Rules | None:
    """``rules`` under the next reading of the open question ``clause_id``
    settles (with the same companion), or None when no reading names it.

    Where the encoding's rule-neutral frame is what a reading's clause says
    anyway (``robbing-gain-ignored``: robbed points are no gain), dropping the
    clause changes nothing; the other reading is then what an engine that
    gets the clause wrong would play."""
    for interp in spec.INTERPRETATIONS.values():
        values = list(interp.options)
        chosen = rules.interpretations.get(interp.key)
        if chosen is None or interp.options.get(chosen) != clause_id:
            continue
        other = values[(values.index(chosen) + 1) % len(values)]
        return _with_companion_of(
            rules,
            spec.resolve(
                rules.edition,
                as_of=rules.as_of if rules.dated else None,
                interpretations={**rules.interpretations, interp.key: other},
                without=rules.without,
            ),
        )
    return None


def _with_companion_of(rules: spec.Rules, other: spec.Rules) -> spec.Rules:
    return other if rules.companion is None else other.with_companion(rules.companion)
