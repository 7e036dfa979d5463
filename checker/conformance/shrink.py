"""Shrinking a scenario while a property holds: the greedy loop every rules
module's scenarios go through, each with its own :class:`Moves`.

A vector that fails should point at one rule, and a person (or another
engine's author) has to read it: the search finds *a* separating scenario,
this module makes it small. Greedy and deterministic: the first simplification
that keeps the property is taken, then the passes start over; every accepted
step makes ``moves.size`` strictly smaller, so it ends.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass


@dataclass(frozen=True)
class Moves:
    """How one rules module's scenarios get smaller: the candidate
    simplifications (biggest first), what "smaller" means, which scenarios are
    well formed, and the tidying of labels before a vector is written."""

    simplifications: Callable[[object], Iterator]
    size: Callable[[object], tuple]
    valid: Callable[[object], bool]
    tidy: Callable[[object], object]


def shrink(s, holds: Callable[[object], bool], max_checks: int, moves: Moves):
    """The smallest scenario the greedy passes reach from ``s`` on which ``holds``
    stays true, asking ``holds`` at most ``max_checks`` times."""
    checks = 0
    current = s
    seen: set = set()
    improved = True
    while improved and checks < max_checks:
        improved = False
        for candidate in moves.simplifications(current):
            if not moves.valid(candidate) or moves.size(candidate) >= moves.size(current):
                continue
            key = repr(candidate)
            if key in seen:
                continue
            seen.add(key)
            checks += 1
            if holds(candidate):
                current = candidate
                improved = True
                break
            if checks >= max_checks:
                break
    return current
