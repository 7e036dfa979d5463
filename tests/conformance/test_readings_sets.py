"""The suite's unordered outcome sets (``Readings.sim_set``, ``fast_set``):
the same outcomes as the ordered readings, for every module, whether or not
its reference has ``outcome_set``."""

from __future__ import annotations

import random

import spec
from checker.conformance.readings import MORE, Readings, rules_key
from checker.robbers.conformance import candidates
from checker.robbers.model import canonical
from checker.robbers.reference import outcome_set, simulate


def _turns(n: int, seed: str):
    rng = random.Random(seed)
    return [candidates.scenario(rng, max_players=4) for _ in range(n)]


def test_the_robbers_outcome_set_is_simulates_outcomes_unordered():
    rules = spec.resolve("c1-zmg-bb4")
    compared = 0
    for s in _turns(40, "outcome-set"):
        found = outcome_set(s, rules)
        assert isinstance(found, frozenset)
        assert canonical(found) == simulate(s, rules)
        compared += len(found)
    assert compared > 40  # the turns have outcomes to compare, several on some


def test_sim_set_answers_as_sim_in_either_order_of_asking():
    rules = spec.resolve("c3.1-2025")
    for i, s in enumerate(_turns(30, "sim-set")):
        first, second = Readings(), Readings()
        if i % 2:
            unordered, ordered = first.sim_set(s, rules), first.sim(s, rules)
        else:
            ordered, unordered = first.sim(s, rules), first.sim_set(s, rules)
        assert (unordered is None) == (ordered is None)
        if ordered is not None:
            assert unordered == frozenset(ordered)
            assert second.sim_set(s, rules) == unordered


def test_sim_set_keeps_the_cap():
    """Past the suite's cap an ordered reading is None: so is the set."""
    rules = spec.resolve("c1-hig-2013")
    capped = Readings(max_outcomes=1)
    many = next(s for s in _turns(200, "cap") if len(simulate(s, rules)) > 1)
    assert capped.sim(many, rules) is None
    assert Readings(max_outcomes=1).sim_set(many, rules) is None


def test_a_reference_without_outcome_set_is_made_a_set(monkeypatch):
    import checker.robbers.reference as reference

    rules = spec.resolve("c1-rgg")
    s = next(t for t in _turns(100, "fallback") if len(simulate(t, rules)) > 1)
    monkeypatch.delattr(reference, "outcome_set")
    assert Readings().sim_set(s, rules) == frozenset(simulate(s, rules))


def _unplayable(readings: Readings, rules) -> Readings:
    """``readings`` as if the simulator could not play ``rules`` (as for
    rules without the clauses it needs, context.REQUIRED)."""
    readings._cache[("probed", rules_key(rules))] = True
    readings._cache[("unsupported", rules_key(rules))] = True
    return readings


def test_fast_set_takes_z3s_answer_as_a_set_where_the_simulator_cannot_play():
    rules = spec.resolve("c1-hig-2013")
    s = next(t for t in _turns(100, "fast-set") if len(simulate(t, rules)) > 1)
    readings = _unplayable(Readings(), rules)
    assert not readings.sim_supports(rules)
    assert readings.fast_set(s, rules) == frozenset(simulate(s, rules))
    assert readings.calls["sim"] == 0 and readings.calls["z3"] == 1
    assert _unplayable(Readings(), rules).fast_set(s, rules, cap=1) is MORE
