"""The two readings agree: for every edition, every reading of an open
question and a few dated states of the rulings, the Z3 enumeration and the
brute-force reference simulator give the same set of outcomes on random
scenarios (2-6 players, couriers, track wrap, negative points, several rounds,
placement, game end), and agree on how each outcome is reached (issue 28):
for every outcome, the intermediate values of a Z3 model that gives it
(scores after each movement, robbers where they stood at it, the fired
triggers, the thefts with their bases) are those of one of the reference's
derivations of it, and every reference derivation replays to its outcome
(tests/derivations: observe.py, replay.py).

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
from checker.robbers.reference.derive import derive
from tests.derivations.observe import of_reference, z3_models
from tests.derivations.replay import replays_to
from tests.profiles import derivation_examples, reading_examples

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
            as_of = spec.reading_month(edition, key)  # a settled question: its last open month
            for value in interp.options:
                if value != interp.default:
                    at = f"@{as_of}" if as_of else ""
                    yield pytest.param(edition, {key: value}, as_of, id=f"{edition}{at}+{key}={value}")
    # The printed texts before the 5/2013 rulings (features only, or every scoring for the whole turn, or per
    # scoring round), and the rulings before the backward one of 3/2015.
    dated = [("c1-hig-2012", "2013-01"), ("c1-devir-2012", "2013-01"), ("c1-zmg-bb4", "2013-01"), ("c1-hig-2013", "2014-01"),
             ("c1-zmg-bb4", "2015-01")]
    for edition, as_of in dated:
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


# The derivation comparison keeps to smaller turns: every reference derivation is listed (up to this many an outcome).
DERIVATION_BOUND = 200


def assert_same_derivations(scenario, rules, perturb=None):
    """Each outcome's Z3 model is one of the reference's derivations of it.
    ``perturb(observation)``: the self-check's change to the Z3 side's values."""
    try:
        derived = derive(scenario, rules, bound=DERIVATION_BOUND, max_states=MAX_STATES)
    except LimitReached:
        reject()
    if len(derived) > 40:
        reject()
    models = z3_models(scenario, rules)
    assert set(models) == set(derived), f"outcome sets differ under {rules.label()}: {json.dumps(scenario.to_json())}"
    for outcome, observed in models.items():
        derivations = derived[outcome]
        for d in derivations:
            replays_to(scenario, [s.to_json() for s in d.steps], outcome)
        if perturb is not None:
            observed = perturb(observed)
        known = {of_reference(scenario, [s.to_json() for s in d.steps]) for d in derivations}
        if derivations[0].count > len(derivations) and observed not in known:
            continue  # the list was cut: this model may be a derivation past the bound
        if observed not in known:
            raise AssertionError(
                f"no reference derivation has the Z3 model's values under {rules.label()}\n"
                f"scenario: {json.dumps(scenario.to_json())}\noutcome: {json.dumps(outcome.to_json(scenario.players))}\n"
                f"z3: {observed}\nreference: {sorted(map(repr, known))}"
            )


@pytest.mark.parametrize("edition", list(spec.module_editions("robbers")))
@settings(max_examples=derivation_examples())
@given(scenario=scenarios())
def test_readings_agree_on_derivations_for_every_edition(edition, scenario):
    assert_same_derivations(scenario, spec.resolve(edition))


@pytest.mark.parametrize("edition, interpretations, as_of", list(alternative_readings()))
@settings(max_examples=derivation_examples() // 2)
@given(scenario=scenarios())
def test_readings_agree_on_derivations_for_every_reading(edition, interpretations, as_of, scenario):
    assert_same_derivations(scenario, spec.resolve(edition, as_of=as_of, interpretations=interpretations))


def _shift_a_slot(observation):
    slots, triggers, thefts = observation
    if slots:
        r, j, scores, robbers = slots[-1]
        slots = slots[:-1] + ((r, j, (scores[0] + 1,) + scores[1:], robbers),)
    return slots, triggers, thefts


def _drop_a_theft_base(observation):
    slots, triggers, thefts = observation
    return slots, triggers, tuple((r, v, k, (b or 0) + 2, p) for r, v, k, b, p in thefts)


@pytest.mark.parametrize("perturb", [_shift_a_slot, _drop_a_theft_base])
def test_the_derivation_comparison_fails_when_the_z3_values_are_perturbed(perturb):
    """Self-check: example 1 (every outcome has movements, four have a theft),
    with one intermediate value of the Z3 side changed, no longer matches."""
    from checker.loading import load_scenario

    scenario = load_scenario("examples/c1-example-1.json")
    with pytest.raises(AssertionError, match="no reference derivation"):
        assert_same_derivations(scenario, spec.resolve("c1-hig-2013"), perturb)
    assert_same_derivations(scenario, spec.resolve("c1-hig-2013"))
