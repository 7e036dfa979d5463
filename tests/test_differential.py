"""The two readings agree: for every edition, every reading of an open
question and a few dated states of the rulings, the Z3 enumeration and the
brute-force reference simulator give the same set of outcomes on random
scenarios (2-6 players, couriers, track wrap, negative points, several rounds,
placement, game end).

Profiles (tests/conftest.py): ``ci`` runs 200 examples per edition and 50 per
alternative reading; ``HYPOTHESIS_PROFILE=long`` runs 10,000 of each.
"""

from __future__ import annotations

import json

import pytest
from hypothesis import assume, given, reject, settings

import spec
from checker.errors import LimitReached
from checker.robbers.encoding import enumerate_outcomes
from checker.robbers.reference import simulate
from checker.strategies import scenarios
from tests.profiles import reading_examples

MAX_OUTCOMES = 120  # larger sets cost the Z3 side ~5 ms an outcome; the soak covers them
# A simulator search larger than this is skipped like a large outcome set: six
# players who must all place a robber once took minutes and gigabytes here.
# (It can end in few outcomes, when the end-game bonus sends every robber
# home; such draws are left to scenarios with fewer players.)
MAX_STATES = 20_000


def alternative_readings():
    for edition in spec.module_editions("robbers"):
        for key in spec.edition_interpretations(edition):
            interp = spec.INTERPRETATIONS[key]
            for value in interp.options:
                if value != interp.default:
                    yield pytest.param(edition, {key: value}, None, id=f"{edition}+{key}={value}")
    for edition, as_of in [("c1-hig-2012", "2013-01"), ("c1-hig-2013", "2014-01"), ("c1-zmg-bb4", "2015-01"), ("c3.1-2025", "2026-03")]:
        yield pytest.param(edition, {}, as_of, id=f"{edition}@{as_of}")


def assert_same(scenario, rules):
    try:
        reference = simulate(scenario, rules, max_states=MAX_STATES)
    except LimitReached:
        reject()
    assume(len(reference) <= MAX_OUTCOMES)
    z3_side = enumerate_outcomes(scenario, rules)
    if set(reference) != set(z3_side):
        only_ref = [o.to_json(scenario.players) for o in set(reference) - set(z3_side)]
        only_z3 = [o.to_json(scenario.players) for o in set(z3_side) - set(reference)]
        raise AssertionError(
            f"readings disagree under {rules.label()}\nscenario: {json.dumps(scenario.to_json())}\n"
            f"only the simulator: {json.dumps(only_ref)}\nonly Z3: {json.dumps(only_z3)}"
        )
    assert z3_side == sorted(z3_side, key=lambda o: o.sort_key())


@pytest.mark.parametrize("edition", list(spec.module_editions("robbers")))
@given(scenario=scenarios())
def test_readings_agree_for_every_edition(edition, scenario):
    assert_same(scenario, spec.resolve(edition))


@pytest.mark.parametrize("edition, interpretations, as_of", list(alternative_readings()))
@settings(max_examples=reading_examples())
@given(scenario=scenarios())
def test_readings_agree_for_every_reading(edition, interpretations, as_of, scenario):
    assert_same(scenario, spec.resolve(edition, as_of=as_of, interpretations=interpretations))
