"""Proofs by induction: they succeed where the rules hold the invariant for
every turn, fail where a clause the invariant rests on is dropped (and the
bounded search then finds a real counterexample), and do not hold for
nothing.
"""

from __future__ import annotations

import pytest
import z3

import spec
from checker.robbers.encoding import enumerate_outcomes
from checker.robbers.induction.houdini import StepSystem, hooks_of, strengthen
from checker.robbers.induction.lemmas import LEMMAS, PROPERTIES
from checker.robbers.induction.verdicts import prove_by_induction
from checker.robbers.invariants import INVARIANTS, prove
from checker.robbers.model import PLACE, SCORE, Event, Outcome, Scenario, Steal, Step
from checker.robbers.symbolic import Bound
from tests.test_differential import alternative_readings

SAFETY = [i.id for i in INVARIANTS if i.violation is not None]
SMALL = Bound(max_players=3, rounds=2, events=2)

#: For each invariant, a clause it rests on, dropped: induction must fail and
#: the bounded search must find a counterexample.
SELF_CHECK = {
    "no-self-robbery": "c1-hig-2013~no-self-robbery",
    "robbed-points-never-trigger": "c1-hig-2013~rogue-points-no-trigger",
    "one-trigger-per-first-movement": "c3.1-2025~robber-chooses-among-markers",
    "steal-half-rounded-up": "c1-hig-2013~steal-half-rounded-up",
    "victim-keeps-points": "c3.1-2025~victim-keeps-points",
    "thief-returns-to-supply": "c1-hig-2013~thief-robber-returns",
    "robber-shares-space": "c3.1-2025~target-shares-another-players-marker",
}


@pytest.fixture(scope="module", params=["c1-hig-2013", "c3.1-2025"])
def proved(request):
    rules = spec.parse_reference(request.param)
    return request.param, prove_by_induction(rules, SAFETY, Bound())


def test_every_safety_invariant_but_robber_shares_space_is_proved_for_every_turn(proved):
    edition, results = proved
    statuses = {i: r.status for i, r in results.items()}
    expected = {i: "inductive" for i in SAFETY}
    expected["robber-shares-space"] = "not-inductive"  # false: a documented finding (bounded counterexample)
    assert statuses == expected, edition


def test_the_strengthening_is_what_each_edition_needs(proved):
    """C3 (movement per turn) keeps no pending thefts: the record-based
    invariants are inductive as stated, and a thief stays in supply because
    no placement follows the turn's start. C1 (movement per feature) carries
    pending thefts across events: the proofs need the window's lemmas, and
    the state's completeness (no-overflow) with them."""
    edition, results = proved
    s = {i: set(r.strengthening) for i, r in results.items()}
    if edition == "c3.1-2025":
        assert s["no-self-robbery"] == set()
        assert s["steal-half-rounded-up"] == set()
        assert s["thief-returns-to-supply"] == {"stolen-after-start", "fresh-means-nothing-yet"}
        assert s["one-trigger-per-first-movement"] >= {"thief-returns-to-supply", "stolen-after-start"}
    else:
        for i in SAFETY[:-1]:
            assert "no-overflow" in s[i], i
        assert "pending-not-own" in s["no-self-robbery"]
        assert {"pending-is-first-departure", "departed-implies-moved", "pending-robber-has-not-stolen",
                "thief-returns-to-supply"} <= s["one-trigger-per-first-movement"]
    assert s["robber-shares-space"] == set()  # not proved: no strengthening


@pytest.mark.parametrize("invariant, weakened", list(SELF_CHECK.items()))
def test_dropping_a_clause_breaks_induction_and_the_bounded_search_finds_why(invariant, weakened):
    rules = spec.parse_reference(weakened)
    (result,) = prove_by_induction(rules, [invariant], Bound()).values()
    assert result.status == "not-inductive"
    (verdict,) = prove(rules, SMALL, [i for i in INVARIANTS if i.id == invariant])
    assert verdict.status == "violated"
    assert verdict.counterexample["outcome"] is not None  # re-checked on the concrete encoding by prove


def test_a_window_that_cannot_be_held_is_never_a_proof():
    """Without a which-movement clause a marker can fire one robber twice in
    a window; the state holds one pending theft per pair, so nothing is
    claimed (the bounded search decides instead)."""
    rules = spec.parse_reference("c1-hig-2013~first-movement-only")
    results = prove_by_induction(rules, ["no-self-robbery"], Bound())
    assert results["no-self-robbery"].status == "unknown"


@pytest.mark.parametrize("edition", ["c1-hig-2013", "c3.1-2025"])
def test_steps_that_steal_exist_from_states_of_the_invariant(edition):
    """The proof is not vacuous: from a state satisfying every surviving lemma,
    an end-round step in which a robber steals can happen."""
    rules = spec.parse_reference(edition)
    hooks = hooks_of(rules)
    candidates = [c for c in LEMMAS if c.needs(hooks)] + [PROPERTIES[i] for i in SAFETY[:-1]]
    out = strengthen(rules, 3, 50, "start", SAFETY[:-1])
    system = StepSystem(rules, 3, 50, "start", candidates)
    from checker.robbers.induction.step import StepEncoding

    enc = StepEncoding(rules, system.pre, 50, "steals", "start").apply("end-round")
    solver = system.solvers["end-round"]
    takes = [r.candidate.take for r in enc.resolver.records]
    solver.add(*enc.formulas())
    assert solver.check(*[system.lit[a] for a in out.alive], z3.Or(*takes)) == z3.sat


# A turn with a second place-robbers step (a double turn, as with the
# Builder) is outside the proofs' turns, which have one at the start, as the
# bounded proofs' do. There two invariants that speak of "the turn" fail.
RED, BLUE = "red", "blue"


def _two_placements(last: Step) -> Scenario:
    return Scenario(
        players=(RED, BLUE), active=RED, markers={RED: {"meeple": 10}, BLUE: {"meeple": 20}},
        robbers={RED: None, BLUE: None},
        turn=(Step(PLACE), Step(SCORE, "features", (Event(RED, 4),)), Step(PLACE)) + ((last,) if last else ()),
    )


@pytest.mark.parametrize("edition", ["c1-hig-2013", "c3.1-2025"])
def test_with_a_later_placement_a_thief_can_end_the_turn_on_the_track(edition):
    """Red's robber goes beside Blue (20), Blue's beside Red (10). Red scores 4:
    Blue steals 2 (20 -> 22), returns to supply, and Red's robber follows the
    rogue points to 22. The second placement puts Blue's robber beside Red
    (14): Blue stole, and ends the turn on the track."""
    outcome = Outcome.make({(RED, "meeple"): 14, (BLUE, "meeple"): 22}, {RED: 22, BLUE: 14},
                           [Steal(BLUE, RED, "meeple", 2)])
    assert outcome in enumerate_outcomes(_two_placements(None), spec.resolve(edition))


def test_with_a_later_placement_a_c1_robber_steals_twice_in_a_turn():
    """As above, then Red scores 2 more (14 -> 16), in a round of its own: the
    window is per round (ruling 10/2014), so Blue's robber, placed again
    beside Red, steals a second time (1 point, 22 -> 23) and Red's robber
    follows Blue's meeple to 23."""
    scenario = _two_placements(Step(SCORE, "features", (Event(RED, 2),)))
    outcome = Outcome.make({(RED, "meeple"): 16, (BLUE, "meeple"): 23}, {RED: 23, BLUE: None},
                           [Steal(BLUE, RED, "meeple", 2), Steal(BLUE, RED, "meeple", 1)])
    assert outcome in enumerate_outcomes(scenario, spec.resolve("c1-hig-2013"))


def test_induction_over_turns_with_placements_anywhere_finds_the_same_gap():
    """Over every turn the scenario format admits, a place step breaks
    thief-returns-to-supply, as the turns above show."""
    rules = spec.parse_reference("c1-hig-2013")
    out = strengthen(rules, 2, 50, "anywhere", SAFETY[:-1])
    broken = {b.lemma: b.kind for b in out.broken}
    assert broken["thief-returns-to-supply"] == "place"
    assert "one-trigger-per-first-movement" not in out.alive
    assert "no-self-robbery" in out.alive


def _readings():
    seen = {}
    for edition in spec.module_editions("robbers"):
        seen.setdefault(spec.resolve(edition).clause_ids, None)
    out = {}
    for e, interpretations, as_of in (p.values for p in alternative_readings()):
        rules = spec.resolve(e, as_of=as_of, interpretations=interpretations)
        if rules.clause_ids not in seen:
            out.setdefault(rules.clause_ids, rules.label())
    return list(out.values())


@pytest.mark.parametrize("reading", _readings())
def test_every_reading_and_dated_state_is_proved_too(reading):
    """The same verdicts under every other reading and dated state (2 and 3
    players here; ``benchmarks/run.py --only induction`` proves each for 2-6)."""
    results = prove_by_induction(spec.parse_reference(reading), SAFETY, Bound(), players=(2, 3))
    expected = {i: "inductive" for i in SAFETY}
    expected["robber-shares-space"] = "not-inductive"
    assert {i: r.status for i, r in results.items()} == expected
