"""Judging a claimed outcome, for every rules module: which clauses it
breaks (dropping one of them alone makes it legal) and the legal outcomes
nearest to it. ``rulespec judge`` and the pytest plugin's oracle use it."""

from __future__ import annotations

import spec
from checker import expansions
from checker.errors import DEFAULT_MAX_OUTCOMES, LimitReached


def broken_clauses(scenario, rules, outcome, timeout=None, undecided=None, max_outcomes=None) -> list[str]:
    """Clauses whose removal alone makes ``outcome`` reachable. Clauses on
    which the solver gave up within ``timeout`` go to ``undecided``. The
    module's one-query ``is_reachable`` answers when it has one and no
    other module plays in the turn; otherwise the outcome is looked for
    among all outcomes (at most ``max_outcomes``)."""
    expansion = expansions.EXPANSIONS[scenario.expansion]
    reachable = expansion.reachable if rules.companion is None else None
    if reachable is None:
        reachable = _reachable_by_enumeration(expansion, max_outcomes or DEFAULT_MAX_OUTCOMES)
    broken = []
    for clause in rules.clauses:
        relaxed = spec.resolve(
            rules.edition,
            as_of=rules.as_of,
            interpretations=rules.interpretations,
            without=tuple(rules.without) + (clause.id,),
        )
        if rules.companion is not None:
            relaxed = relaxed.with_companion(rules.companion)
        verdict = reachable(scenario, relaxed, outcome, timeout=timeout)
        if verdict:
            broken.append(clause.id)
        elif verdict is None and undecided is not None:
            undecided.append(clause.id)
    return broken


def _reachable_by_enumeration(expansion, max_outcomes: int):
    """Reachability without a dedicated query: is the outcome among all
    outcomes (None when the solver gives up or the limit is hit)."""

    def reachable(scenario, rules, outcome, timeout=None):
        try:
            found = expansion.enumerate(scenario, rules, max_outcomes=max_outcomes, timeout=timeout)
        except LimitReached:
            return None
        return outcome in set(found)

    return reachable


def nearest(outcome, legal, measure, n=3):
    """The ``n`` legal outcomes nearest to ``outcome`` by ``measure`` (the
    module's distance), ties in canonical order."""
    return sorted(legal, key=lambda o: (measure(outcome, o), o.sort_key()))[:n]
