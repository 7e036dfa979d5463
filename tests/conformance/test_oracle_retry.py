"""The suite generator's shortcuts, which must not change what it writes:
a retried target does not replay its seeded search, and a clause is proved
equivalent only where dropping it changes nothing."""

from __future__ import annotations

import spec
from checker.conformance.search import Search
from checker.robbers.conformance.vacuous import equivalent_without

CLAUSE = "steal-half-rounded-up"


def test_a_retry_without_a_pool_vector_replays_nothing():
    """A retry (phases 3 and 4) whose pool separates nothing ends without
    asking either reading anything: its seeded stream is the one that
    already found nothing; the first search does ask."""
    rules = spec.parse_reference("c3.1-2025")
    retried = Search(rules, 0)
    assert retried.cover(CLAUSE, 1, (), retry=True) == ([], "no separating scenario among the vectors of other rules")
    assert sum(retried.readings.calls.values()) == 0
    first = Search(rules, 0)
    found, reason = first.cover(CLAUSE, 1, ())
    assert reason is None and len(found) == 1
    assert sum(first.readings.calls.values()) > 0


def test_a_retry_keeps_a_vector_its_pool_gives():
    """A retry takes a separating scenario from its pool as the first search would."""
    rules = spec.parse_reference("c3.1-2025")
    (vector,), _ = Search(rules, 0).cover(CLAUSE, 1, ())
    (again,), reason = Search(rules, 0).cover(CLAUSE, 1, (vector.scenario,), retry=True)
    assert reason is None
    assert (again.scenario, again.outcomes, again.clauses, again.description) == (
        vector.scenario, vector.outcomes, vector.clauses, vector.description)


def test_a_clause_that_acts_is_not_proved_equivalent():
    """Under c3-2021 windows resolve per turn (resolve-per-turn), so a robber
    triggered in an open window can still be moved on by a later
    place-robbers step of a double turn: triggered-robber-stays acts there
    (the suite has its vector c3-2021/triggered-robber-stays-0001), and the
    proof must not call it equivalent. Under c1-hig-2013 its windows resolve
    at each round's end (resolve-per-round): test_oracle_suite's
    test_an_equivalent_clause_changes_nothing checks that side."""
    assert equivalent_without(spec.parse_reference("c3-2021"), "triggered-robber-stays") is None


def test_a_unit_runs_with_fewer_collections_and_restores_them():
    """The suite's units run with the cyclic collector's first threshold at
    50,000 (checker.solver.steady.fewer_collections); the caller's
    thresholds come back afterwards, even when the block raises."""
    import gc

    import pytest

    from checker.solver.steady import fewer_collections

    before = gc.get_threshold()
    with fewer_collections():
        assert gc.get_threshold() == (50_000, *before[1:])
    assert gc.get_threshold() == before
    with pytest.raises(RuntimeError), fewer_collections():
        raise RuntimeError("a unit's error")
    assert gc.get_threshold() == before
