"""The two readings of Count, King & Robber agree: for every edition and every
reading of its open questions, the Z3 enumeration and the brute-force
reference simulator give the same set of outcomes on random scenarios, and
agree on how each outcome is reached (issue 28, item 5): for every outcome,
the intermediate values of a Z3 model that gives it (per step of the turn:
the figures redeployed, the points gained, the entry, and the scores, the
Count, the districts, the figures returned and the tiles after it) are those
of one of the reference's derivations of it, and every reference derivation
replays to its outcome (tests/count_king_robber: observe.py, replay.py), on
the random scenarios and on every worked example.
(The module has no dated rulings: its editions and readings are all.)

Profiles as for The Robbers (tests/conftest.py): ``ci`` runs 200 examples per
edition and 50 per alternative reading; ``HYPOTHESIS_PROFILE=long`` 10,000.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import assume, given, reject, settings

import spec
from checker.count_king_robber import enumerate_outcomes, load_scenario, scenario_from_json, simulate
from checker.count_king_robber.model import DISTRICTS
from checker.count_king_robber.reference import derivations
from checker.count_king_robber.strategies import scenario_documents
from checker.errors import LimitReached
from checker.states import DEFAULT_MAX_STATES
from tests.count_king_robber.observe import of_reference, z3_models
from tests.count_king_robber.replay import replays
from tests.profiles import derivation_examples, reading_examples

MODULE = "count-king-robber"
MAX_OUTCOMES = 400
ROOT = Path(__file__).resolve().parents[2]


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


# The derivation comparison keeps to smaller turns: every reference derivation is listed.
DERIVATION_STATES = 2000
DERIVATION_OUTCOMES = 60


def assert_same_derivations(scenario, rules, perturb=None):
    """Each outcome's Z3 model is one of the reference's derivations of it.
    ``perturb(observation)``: the self-check's change to the Z3 side's values."""
    try:
        derived = derivations(scenario, rules, max_states=DERIVATION_STATES)
    except LimitReached:
        reject()
    if len(derived) > DERIVATION_OUTCOMES:
        reject()
    models = z3_models(scenario, rules)
    assert set(models) == set(derived), f"outcome sets differ under {rules.label()}: {json.dumps(scenario.to_json())}"
    for outcome, observed in models.items():
        found = derived[outcome]
        for d in found:
            assert replays(scenario, d, outcome), f"does not replay: {d.to_json()} to {outcome.to_json(scenario.players)}"
        if perturb is not None:
            observed = perturb(observed)
        known = {of_reference(scenario, [s.to_json() for s in d.steps]) for d in found}
        if observed not in known:
            raise AssertionError(
                f"no reference derivation has the Z3 model's values under {rules.label()}\n"
                f"scenario: {json.dumps(scenario.to_json())}\noutcome: {json.dumps(outcome.to_json(scenario.players))}\n"
                f"z3: {observed}\nreference: {sorted(map(repr, known))[:5]}"
            )


@pytest.mark.parametrize("edition", list(spec.module_editions(MODULE)))
@settings(max_examples=derivation_examples())
@given(doc=scenario_documents())
def test_readings_agree_on_derivations_for_every_edition(edition, doc):
    assert_same_derivations(scenario_from_json(doc), spec.resolve(edition))


@pytest.mark.parametrize("edition, interpretations", list(alternative_readings()))
@settings(max_examples=derivation_examples() // 2)
@given(doc=scenario_documents())
def test_readings_agree_on_derivations_for_every_reading(edition, interpretations, doc):
    assert_same_derivations(scenario_from_json(doc), spec.resolve(edition, interpretations=interpretations))


def worked_examples():
    """The worked examples (tests/count_king_robber/expected) of Count, King & Robber alone."""
    for path in sorted((ROOT / "tests" / "count_king_robber" / "expected").glob("ckr-*.json")):
        doc = json.loads(path.read_text(encoding="utf-8"))
        if not doc.get("with-robbers"):
            for edition in doc["editions"]:
                yield pytest.param(doc, edition, id=f"{path.stem}[{edition}]")


@pytest.mark.parametrize("doc, edition", list(worked_examples()))
def test_worked_examples_agree_on_derivations(doc, edition):
    scenario = load_scenario(str(ROOT / "examples" / doc["scenario"]))
    assert_same_derivations(scenario, spec.parse_reference(edition, doc.get("interpretations")))


def _one_more_redeployed(observation):
    return tuple((i, tuple((f, p, fig, n + 1) for f, p, fig, n in moves), gains, entry, after)
                 for i, moves, gains, entry, after in observation)


def _enter_elsewhere(observation):
    def other(entry):
        if entry is None:
            return None
        figure, district = entry
        return figure, DISTRICTS[(DISTRICTS.index(district) + 1) % len(DISTRICTS)]

    return tuple((i, moves, gains, other(entry), after) for i, moves, gains, entry, after in observation)


@pytest.mark.parametrize("perturb", [_one_more_redeployed, _enter_elsewhere])
def test_the_derivation_comparison_fails_when_the_z3_values_are_perturbed(perturb):
    """Self-check: the worked example of a turn (ten outcomes: five redeploy a
    figure, eight enter the city), with one intermediate value of the Z3 side
    changed, no longer matches; unchanged, it does."""
    scenario = load_scenario(str(ROOT / "examples" / "ckr-example-turn.json"))
    with pytest.raises(AssertionError, match="no reference derivation has the Z3 model's values"):
        assert_same_derivations(scenario, spec.resolve("ckr-hig-2017"), perturb)
    assert_same_derivations(scenario, spec.resolve("ckr-hig-2017"))
