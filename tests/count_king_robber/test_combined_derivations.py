"""Derivations of the combined turn (issue 28): Count, King & Robber with
The Robbers on the score track. Every outcome the combined reference gives
has derivations; each replays (tests/count_king_robber/combined_replay.py,
composed of the two modules' replayers, no rule logic) to its outcome; its
clause ids are in force (Count, King & Robber's edition's or The Robbers');
its JSON conforms to the schemas; and the worked example's derivation,
written by hand from the texts, is the one given.

Self-check: a derivation with one step perturbed, dropped or moved does not replay.
"""

from __future__ import annotations

import json
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import given, reject, settings
from hypothesis import strategies as st

import spec
from checker.combined.reference import simulate_with_robbers
from checker.combined.strategies import with_robbers_documents
from checker.count_king_robber import load_scenario, scenario_from_json
from checker.count_king_robber.reference import derivations
from checker.derivations import Step
from checker.errors import LimitReached
from checker.loading import published
from tests.count_king_robber.combined_replay import replays
from tests.profiles import reading_examples

ROOT = Path(__file__).resolve().parents[2]
EXPECTED = sorted((ROOT / "tests" / "count_king_robber" / "expected").glob("ckr-*.json"))
MODULE = "count-king-robber"


def cases():
    for path in EXPECTED:
        doc = json.loads(path.read_text(encoding="utf-8"))
        for edition in doc["editions"]:
            for robbers in doc.get("with-robbers", ()):
                yield pytest.param(doc, edition, robbers, id=f"{path.stem}[{edition}+{robbers}]")


def _rules(edition, interpretations, robbers):
    return spec.parse_reference(edition, interpretations).with_companion(spec.parse_reference(robbers))


def in_force(rules) -> set[str]:
    return {c.id for c in rules.clauses} | {c.id for c in rules.companion.clauses}


def assert_every_derivation_replays(scenario, rules, found):
    known = in_force(rules)
    for outcome, ds in found.items():
        assert ds and all(d.count >= len(ds) for d in ds)
        for d in ds:
            assert replays(scenario, d, outcome), f"does not replay: {d.to_json()} to {outcome.to_json(scenario.players)}"
            assert set(d.clause_ids()) <= known, set(d.clause_ids()) - known


def test_the_worked_examples_are_combined():
    assert len(list(cases())) == 18


@pytest.mark.parametrize("doc, edition, robbers", list(cases()))
def test_every_combined_worked_example_outcome_has_derivations_that_replay(doc, edition, robbers):
    scenario = load_scenario(str(ROOT / "examples" / doc["scenario"]))
    rules = _rules(edition, doc.get("interpretations"), robbers)
    found = derivations(scenario, rules)
    assert set(found) == set(simulate_with_robbers(scenario, rules))
    assert_every_derivation_replays(scenario, rules, found)
    for ds in found.values():
        assert not published.problems("derivation", ds[0].to_json())


@pytest.mark.parametrize("edition", list(spec.module_editions(MODULE)))
@settings(max_examples=max(reading_examples() // 3, 5))
@given(doc=with_robbers_documents(max_players=2), robbers=st.sampled_from(sorted(spec.module_editions("robbers"))),
       reading=st.sampled_from(sorted(spec.INTERPRETATIONS["robbing-gains"].options)))
def test_random_combined_turns_derivations_replay(edition, doc, robbers, reading):
    """The combined differential test's scenarios: the derivations reach
    exactly the combined reference's outcomes and each replays."""
    interpretations = {"robbing-gains": reading} if "robbing-gains" in spec.edition_interpretations(edition) else {}
    rules = spec.resolve(edition, interpretations=interpretations).with_companion(spec.resolve(robbers))
    scenario = scenario_from_json(doc)
    try:
        outcomes = simulate_with_robbers(scenario, rules, max_states=500)
        if len(outcomes) > 150:
            reject()
        from checker.combined.derive import derive
        found = derive(scenario, rules, bound=3, max_states=500)
    except (LimitReached, NotImplementedError):
        reject()
    assert set(found) == set(outcomes)
    assert_every_derivation_replays(scenario, rules, found)


def _entry(reading: str):
    scenario = load_scenario(str(ROOT / "examples" / "ckr-robbers-entry.json"))
    rules = _rules("ckr-hig-2017", {"robbing-gains": reading}, "c3-2021")
    return scenario, derivations(scenario, rules)


#: Written from the texts for examples/ckr-robbers-entry.json under
#: ckr-hig-2017 and c3-2021 (tests/count_king_robber/expected/
#: ckr-robbers-entry-*.json quote them): the road scores 3 for Blue, the
#: only figure on it (003, "majority-scores"), and Blue's meeple goes home;
#: Red completed the first road and takes the Robber Baron; The Robbers:
#: Blue's marker moves 20 -> 23 in a feature scoring (c3-2021 counts every
#: scoring but a message's, movements summed over the turn), leaving space
#: 20 where Red's robber stands; the robber takes half of 3 rounded up, 2,
#: Blue keeps the 3, the robber goes back to supply, and the 2 points move
#: Red's meeple 10 -> 12 without triggering anything.
ROAD_AND_THEFT = [
    {"kind": "score", "feature": "road", "feature_kind": "road", "worth": 3, "strength": 1, "majority": ["blue"],
     "points": 3, "home": ["blue meeple"], "final": False, "clauses": ["majority-scores"]},
    {"kind": "tile", "tile": "robber-baron", "player": "red", "size": 3, "previous": None,
     "clauses": ["baron-longest-road"]},
    {"kind": "score", "player": "blue", "points": 3, "feature": "road", "round": 0, "event": 0, "slot": 0,
     "marker": "meeple", "clauses": []},
    {"kind": "move", "player": "blue", "marker": "meeple", "from": 20, "to": 23, "direction": "forward",
     "wrap": False, "counted": True, "clauses": ["ignore-message-scoring", "movement-per-turn"]},
    {"kind": "trigger", "robber": "red", "player": "blue", "marker": "meeple", "round": None, "slot": None,
     "space": 20, "displacement": 3, "clauses": ["trigger-on-departure", "movement-per-turn"]},
    {"kind": "theft", "robber": "red", "victim": "blue", "marker": "meeple", "base": 3, "points": 2,
     "into": "meeple", "clauses": ["steal-base-movement", "steal-half-rounded-up", "victim-keeps-points",
                                   "must-take-first-points"]},
    {"kind": "return", "robber": "red", "from": 20, "cause": "theft", "clauses": ["thief-robber-returns"]},
    {"kind": "rogue", "player": "red", "marker": "meeple", "points": 2, "from": 10, "to": 12,
     "clauses": ["rogue-points-no-trigger"]},
]


def test_the_entry_example_is_told_by_hand_features_only():
    """features-only: Red gained no feature points, so Red may enter; the
    outcome where nobody enters is reached by Red staying out (003, "The
    city of Carcassonne": "if at least one of your opponents gains points
    and you gain none")."""
    scenario, found = _entry("features-only")
    assert len(found) == 17
    (stays,) = [o for o in found if not o.placed]
    (only,) = found[stays]
    assert only.count == 1
    assert [s.to_json() for s in only.steps] == ROAD_AND_THEFT + [
        {"kind": "stay-out", "player": "red",
         "clauses": ["entry-nothing-from-any-feature", "entry-feature-phase-only"]}]
    entered = [o for o in found if o.placed == (("red", "market", "meeple"),) and o.count == "market"]
    (moved,) = found[entered[0]]
    # The Count starts in the castle: Red's meeple enters the market, then the Count moves there.
    tail = [{k: v for k, v in s.to_json().items() if k != "clauses"} for s in moved.steps[len(ROAD_AND_THEFT):]]
    assert tail == [{"kind": "enter", "player": "red", "figure": "meeple", "district": "market"},
                    {"kind": "count", "from": "castle", "to": "market"}]


def test_the_entry_example_is_told_by_hand_robbing_counts():
    """robbing-counts: the 2 robbed points are gained, so Red may not enter:
    one outcome, its derivation the road and the theft, nothing after."""
    scenario, found = _entry("robbing-counts")
    ((outcome, (only,)),) = found.items()
    assert [s.to_json() for s in only.steps] == ROAD_AND_THEFT


def _perturbed(step: Step, **changes) -> Step:
    return Step.of(step.kind, step.clauses, **(dict(step.fields) | changes))


def test_self_check_a_perturbed_step_does_not_replay():
    scenario, found = _entry("robbing-counts")
    ((outcome, (d,)),) = found.items()
    assert replays(scenario, d, outcome)
    road, tile, scored, move, trigger, theft, back, rogue = d.steps
    for steps in ((_perturbed(road, points=4), tile, scored, move, trigger, theft, back, rogue),
                  (road, tile, scored, move, trigger, _perturbed(theft, points=3), back, _perturbed(rogue, points=3, to=13)),
                  (road, tile, scored, move, trigger, theft, back),
                  (road, tile, scored, move, trigger, theft, rogue),
                  (scored, move, road, tile, trigger, theft, back, rogue),
                  (road, scored, move, trigger, theft, back, rogue),
                  (road, tile, _perturbed(scored, player="red"), _perturbed(move, player="red", **{"from": 10, "to": 13}),
                   trigger, theft, back, rogue)):
        assert not replays(scenario, replace(d, steps=steps), outcome), steps


def _run(*args):
    done = subprocess.run([sys.executable, "-m", "checker", *args], capture_output=True, text=True, cwd=ROOT, timeout=300)
    assert done.returncode == 0, done.stderr
    return done.stdout


ENTRY = ("examples/ckr-robbers-entry.json", "--edition", "ckr-hig-2017", "--with-robbers", "c3-2021")


def test_enumerate_json_carries_combined_derivations_that_conform():
    doc = json.loads(_run("enumerate", *ENTRY, "--json", "--derivations", "all"))
    assert not published.problems("enumerate-result", doc)
    clauses = set(doc["clauses"]) | set(doc["with_robbers"]["clauses"])
    assert len(doc["outcomes"]) == 17
    for outcome in doc["outcomes"]:
        derivation = outcome["derivation"]
        every = [derivation["steps"], *derivation["others"]]
        assert derivation["count"] == len(every) == 1
        assert {c for steps in every for s in steps for c in s["clauses"]} <= clauses
        assert [s["kind"] for s in derivation["steps"]][:8] == [s["kind"] for s in ROAD_AND_THEFT]


def test_enumerate_tells_combined_stories_at_80_columns():
    out = _run("enumerate", *ENTRY)
    stories = out[out.index("Outcome 1."):].splitlines()
    assert all(len(line) <= 80 for line in stories)
    first = stories[stories.index("Outcome 1."):stories.index("Outcome 2.")]
    text = " ".join(line.strip() for line in first)
    assert "Red's robber takes half of 3 rounded up, 2 points, from Blue's meeple, for Red's meeple." in text
    assert "Red may enter the City of Carcassonne and does not." in text
    assert text.index("The road is worth 3") < text.index("Blue's meeple moves 20 → 23") < text.index("may enter")
