"""Count, King & Robber derivations (issue 28): every outcome the reference
gives has derivations; every derivation replays (tests/count_king_robber/
replay.py, no rule logic) to its outcome; its clause ids are the edition's;
its JSON conforms to the schema; and a hand-written derivation of the
redeployment example (footnote 8) names the figure, the district and the
feature of each move.

Self-check: a derivation with one step perturbed does not replay.
"""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import given, reject, settings

import spec
from checker.count_king_robber import load_scenario, scenario_from_json, simulate
from checker.count_king_robber.reference import derivations
from checker.count_king_robber.strategies import scenario_documents
from checker.derivations import Step
from checker.errors import LimitReached
from checker.loading import published
from tests.count_king_robber.replay import replays
from tests.count_king_robber.test_differential import alternative_readings
from tests.profiles import reading_examples

ROOT = Path(__file__).resolve().parents[2]
EXPECTED = sorted((ROOT / "tests" / "count_king_robber" / "expected").glob("ckr-*.json"))


def cases():
    for path in EXPECTED:
        doc = json.loads(path.read_text(encoding="utf-8"))
        if doc.get("with-robbers"):
            continue
        for edition in doc["editions"]:
            yield pytest.param(doc, edition, id=f"{path.stem}[{edition}]")


def derived(doc, edition):
    scenario = load_scenario(str(ROOT / "examples" / doc["scenario"]))
    rules = spec.parse_reference(edition, doc.get("interpretations"))
    return scenario, rules, derivations(scenario, rules)


def assert_every_derivation_replays(scenario, rules, found):
    known = {c.id for c in rules.clauses}
    for outcome, ds in found.items():
        assert ds and all(d.count == len(ds) for d in ds)
        for d in ds:
            assert replays(scenario, d, outcome), f"does not replay: {d.to_json()} to {outcome.to_json(scenario.players)}"
            assert set(d.clause_ids()) <= known, set(d.clause_ids()) - known


@pytest.mark.parametrize("doc, edition", list(cases()))
def test_every_worked_example_outcome_has_derivations_that_replay(doc, edition):
    scenario, rules, found = derived(doc, edition)
    assert set(found) == set(simulate(scenario, rules))
    assert_every_derivation_replays(scenario, rules, found)
    for ds in found.values():
        assert not published.problems("derivation", ds[0].to_json())


@pytest.mark.parametrize("edition, interpretations", [
    *(pytest.param(e, {}, id=e) for e in spec.module_editions("count-king-robber")), *alternative_readings()])
@settings(max_examples=reading_examples() // 2)
@given(doc=scenario_documents())
def test_random_turns_derivations_replay(edition, interpretations, doc):
    """The differential test's scenarios (every edition and every reading):
    the derivations reach exactly the simulator's outcomes and each replays."""
    scenario, rules = scenario_from_json(doc), spec.resolve(edition, interpretations=interpretations)
    try:
        outcomes = simulate(scenario, rules, max_states=2000)
        found = derivations(scenario, rules, max_states=2000)
    except LimitReached:
        reject()
    assert set(found) == set(outcomes)
    assert_every_derivation_replays(scenario, rules, found)


def _footnote_8():
    doc = json.loads((ROOT / "tests/count_king_robber/expected/ckr-footnote-8.json").read_text(encoding="utf-8"))
    return derived(doc, "ckr-hig-2017")


def test_the_redeployment_of_footnote_8_is_told_by_hand():
    """Red completes Blue's 3-tile road; Red's meeple in the blacksmith may
    join it (footnote 8: "a player uses a meeple which is already in the city
    of Carcassonne ... profits from the scoring"). Written from the scenario:
    one move (Red's meeple, the blacksmith, the road), then the road scores 3
    for both (one figure each), both meeples go home; Red gained points, so
    no entry."""
    scenario, _, found = _footnote_8()
    shared = [o for o in found if dict(o.scores) == {"red": 23, "blue": 21}]
    assert len(shared) == 1
    (only,) = found[shared[0]]
    assert only.count == 1
    assert [s.to_json() for s in only.steps] == [
        {"kind": "redeploy", "player": "red", "figure": "meeple", "count": 1, "from": "blacksmith",
         "feature": "road", "feature_kind": "road", "clauses": ["redeploy-any-number", "districts-feed-features"]},
        {"kind": "score", "feature": "road", "feature_kind": "road", "worth": 3, "strength": 1,
         "majority": ["red", "blue"], "points": 3, "home": ["red meeple", "blue meeple"], "final": False,
         "clauses": ["majority-scores"]},
    ]


def _perturbed(step: Step, **changes) -> Step:
    fields = dict(step.fields) | changes
    return Step.of(step.kind, step.clauses, **fields)


def test_self_check_a_perturbed_step_does_not_replay():
    scenario, _, found = _footnote_8()
    outcome = next(o for o in found if dict(o.scores) == {"red": 23, "blue": 21})
    d = found[outcome][0]
    assert replays(scenario, d, outcome)
    move, score = d.steps
    for steps in ((move, _perturbed(score, points=4)),
                  (_perturbed(move, **{"from": "castle"}), score),
                  (move, _perturbed(score, home=["red meeple"])),
                  (score,)):
        assert not replays(scenario, replace(d, steps=steps), outcome), steps


def _run(*args):
    import subprocess
    import sys

    done = subprocess.run([sys.executable, "-m", "checker", *args], capture_output=True, text=True, cwd=ROOT, timeout=300)
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_enumerate_json_carries_derivations_that_conform():
    doc = json.loads(_run("enumerate", "examples/ckr-footnote-8.json", "--edition", "ckr-hig-2017", "--json",
                          "--derivations", "all"))
    assert not published.problems("enumerate-result", doc)
    clauses = set(doc["clauses"])
    for outcome in doc["outcomes"]:
        derivation = outcome["derivation"]
        # --derivations all: the first, then the others in "others", all of them below the bound.
        assert derivation["cut"] is False
        assert derivation["count"] == 1 + len(derivation["others"])
        every = [derivation["steps"], *derivation["others"]]
        assert len({json.dumps(steps, sort_keys=True) for steps in every}) == len(every)
        assert {c for steps in every for s in steps for c in s["clauses"]} <= clauses


def test_enumerate_tells_stories_at_80_columns_nobody_entering_first():
    out = _run("enumerate", "examples/ckr-footnote-8.json", "--edition", "ckr-hig-2017")
    stories = out[out.index("Outcome 1."):].splitlines()
    assert all(len(line) <= 80 for line in stories)
    first = stories[stories.index("Outcome 1."):stories.index("Outcome 2.")]
    # Outcomes without an entry first: both scorings without one (Red shares the road, or stays out).
    assert not any("enters" in line for line in first)
    assert "  Scores: Red 20 (unchanged), Blue 18 → 21." in first or "  Scores: Red 20 → 23, Blue 18 → 21." in first
    assert "Red's meeple moves from the blacksmith onto the road." in out
