"""The two readings of Count, King & Robber agree: for every edition and every
reading of its open questions, the Z3 enumeration and the brute-force
reference simulator give the same set of outcomes on random scenarios.

Profiles as for The Robbers (tests/conftest.py): ``ci`` runs 200 examples per
edition and 50 per alternative reading; ``HYPOTHESIS_PROFILE=long`` 10,000.
"""

from __future__ import annotations

import json

import pytest
from hypothesis import assume, given, reject, settings

import spec
from checker.count_king_robber import enumerate_outcomes, scenario_from_json, simulate
from checker.count_king_robber.strategies import scenario_documents
from checker.errors import LimitReached
from checker.states import DEFAULT_MAX_STATES
from tests.profiles import reading_examples

MODULE = "count-king-robber"
MAX_OUTCOMES = 400


def alternative_readings():
    for edition in spec.module_editions(MODULE):
        for key in spec.edition_interpretations(edition):
            interp = spec.INTERPRETATIONS[key]
            for value in interp.options:
                if value != interp.default:
                    yield pytest.param(edition, {key: value}, id=f"{edition}+{key}={value}")


def assert_same(doc, rules, max_outcomes: int = MAX_OUTCOMES, max_states: int = DEFAULT_MAX_STATES):
    scenario = scenario_from_json(doc)
    try:
        reference = simulate(scenario, rules, max_states=max_states)
    except LimitReached:
        reject()
    assume(len(reference) <= max_outcomes)
    z3_side = enumerate_outcomes(scenario, rules)
    if set(reference) != set(z3_side):
        only_ref = [o.to_json(scenario.players) for o in set(reference) - set(z3_side)]
        only_z3 = [o.to_json(scenario.players) for o in set(z3_side) - set(reference)]
        raise AssertionError(
            f"readings disagree under {rules.label()}\nscenario: {json.dumps(doc)}\n"
            f"only the simulator: {json.dumps(only_ref)[:3000]}\nonly Z3: {json.dumps(only_z3)[:3000]}"
        )
    assert z3_side == sorted(z3_side, key=lambda o: o.sort_key())


@pytest.mark.parametrize("edition", list(spec.module_editions(MODULE)))
@given(doc=scenario_documents())
def test_readings_agree_for_every_edition(edition, doc):
    assert_same(doc, spec.resolve(edition))


@pytest.mark.parametrize("edition, interpretations", list(alternative_readings()))
@settings(max_examples=reading_examples())
@given(doc=scenario_documents())
def test_readings_agree_for_every_reading(edition, interpretations, doc):
    assert_same(doc, spec.resolve(edition, interpretations=interpretations))
