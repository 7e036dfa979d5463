"""Judging a claimed outcome, for every rules module: which clauses it
breaks and the legal outcomes nearest to it. ``rulespec judge`` and the
pytest plugin's oracle use it.

A clause is *broken* by an outcome when dropping it makes the outcome legal.
Often one clause alone does (a robber that stays after stealing breaks
``thief-robber-returns``); sometimes only several together do (a robber that
stays *and* takes the wrong amount), and sometimes no set of clauses does,
because the outcome breaks the turn model every edition shares (only the
active player enters the City of Carcassonne) or the turn's arithmetic.
:func:`explain` searches the sets of clauses smallest first and stops at the
first size that explains the outcome, so every set it returns is minimal:
no smaller set among its clauses makes the outcome legal. The search is
bounded by a largest size (``max_size``) and a number of rule sets tried
(``max_tries``), and says when it stopped at either.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import combinations
from math import comb

import spec
from checker import expansions
from checker.errors import DEFAULT_MAX_OUTCOMES, LimitReached

#: The largest set of clauses ``judge`` drops together by default, and the
#: most rule sets it tries: sets of two cover 300 rule sets for a 1st-edition
#: Robbers turn (25 clauses, about 2 s) and 946 for a combined turn.
MAX_SIZE = 2
MAX_TRIES = 1500


@dataclass
class Explanation:
    """What :func:`explain` found: ``sets``, the smallest sets of clauses
    (each a tuple of clause ids) whose dropping together makes the outcome
    legal; ``undecided``, sets the solver gave up on within the time limit;
    ``largest``, the largest size tried in full; ``tried``, the rule sets
    tried; ``stopped``, why the search stopped without an explanation
    ("size": every set up to ``max_size`` tried; "tries": ``max_tries``
    reached), or None."""

    sets: list = field(default_factory=list)
    undecided: list = field(default_factory=list)
    largest: int = 0
    tried: int = 0
    stopped: str | None = None


def _candidates(rules) -> list[tuple[str, str]]:
    """(module, clause id) of every clause in force, the companion's too."""
    out = [(rules.module, c.id) for c in rules.clauses]
    if rules.companion is not None:
        out += [(rules.companion.module, c.id) for c in rules.companion.clauses]
    return out


def _without(rules, dropped: tuple[str, ...]):
    """``rules`` with ``dropped`` (clause ids of it or of its companion) left out."""
    own = {c.id for c in rules.clauses}
    mine = tuple(c for c in dropped if c in own)
    relaxed = spec.resolve(rules.edition, as_of=rules.as_of, interpretations=rules.interpretations,
                           without=tuple(rules.without) + mine)
    if rules.companion is not None:
        other = rules.companion
        theirs = tuple(c for c in dropped if c not in own)
        companion = spec.resolve(other.edition, as_of=other.as_of, interpretations=other.interpretations,
                                 without=tuple(other.without) + theirs) if theirs else other
        relaxed = relaxed.with_companion(companion)
    return relaxed


def _reachability(scenario, rules, max_outcomes: int | None):
    """The module's one-query ``is_reachable`` when it has one and no other
    module plays in the turn; otherwise membership among all outcomes."""
    expansion = expansions.EXPANSIONS[scenario.expansion]
    reachable = expansion.reachable if rules.companion is None else None
    return reachable or _reachable_by_enumeration(expansion, max_outcomes or DEFAULT_MAX_OUTCOMES)


def explain(scenario, rules, outcome, max_size: int = MAX_SIZE, max_tries: int = MAX_TRIES, timeout=None,
            max_outcomes=None, progress=None) -> Explanation:
    """The smallest sets of clauses (up to ``max_size``) whose dropping
    makes ``outcome`` reachable, at most ``max_tries`` rule sets tried.
    ``progress(size, done, total)`` is called as sets are tried."""
    reachable = _reachability(scenario, rules, max_outcomes)
    voids = expansions.EXPANSIONS[scenario.expansion].voids
    clauses = [c for _, c in _candidates(rules)]
    if voids is not None:
        # A clause whose dropping voids the whole turn (no round is one robbers
        # react to) legalises every robber-free claim: it is not the rule broken.
        clauses = [c for c in clauses if not voids(scenario, rules, _without(rules, (c,)))]
    found = Explanation()
    for size in range(1, max_size + 1):
        total = comb(len(clauses), size)
        for done, dropped in enumerate(combinations(clauses, size), 1):
            if found.tried >= max_tries:
                found.stopped = "tries"
                return found
            found.tried += 1
            verdict = reachable(scenario, _without(rules, dropped), outcome, timeout=timeout)
            if verdict:
                found.sets.append(dropped)
            elif verdict is None:
                found.undecided.append(dropped)
            if progress is not None:
                progress(size, done, total)
        found.largest = size
        if found.sets:
            return found
    found.stopped = "size"
    return found


def broken_clauses(scenario, rules, outcome, timeout=None, undecided=None, max_outcomes=None) -> list[str]:
    """Clauses whose removal alone makes ``outcome`` reachable. Clauses on
    which the solver gave up within ``timeout`` go to ``undecided``."""
    found = explain(scenario, rules, outcome, max_size=1, max_tries=len(_candidates(rules)), timeout=timeout,
                    max_outcomes=max_outcomes)
    if undecided is not None:
        undecided += [c for (c,) in found.undecided]
    return [c for (c,) in found.sets]


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
