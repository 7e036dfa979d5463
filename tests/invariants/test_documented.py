"""``rulespec check`` against the documentation: an invariant the rules are
documented to break is reported as such, with its reason and documented
counterexample (exit 0); any verdict that differs from the documentation is
a finding (exit 1): a new violation, a documented violation that no longer
happens, or a violation the documented counterexample no longer shows.
The bounds are small so the tests stay fast."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

import spec
from checker.cli import main
from checker.loading import scenario_from_json
from checker.robbers.invariants import documented as documentation
from checker.robbers.invariants.documented import DOCUMENTED, expectation, outside
from checker.robbers.symbolic import Bound
from tests.witnesses import replays

COMMITTED = Path(__file__).resolve().parents[2] / "docs" / "catalogue" / "invariants.json"
SMALL = ["--players", "2", "--rounds", "1", "--events", "3"]


def check(capsys, *argv):
    code = main(["check", *argv])
    out, err = capsys.readouterr()
    return code, out, err


def test_the_committed_violations_are_exactly_the_documented_ones():
    """One place: every violation in the committed verdicts has its
    documentation (the same editions), the documented counterexample breaks
    the invariant there and is no larger than the run's smallest one, and
    every documented violation is in the committed verdicts. The flags
    ``check`` wrote (``expected``, ``as_expected``, ``reproduced``,
    ``within_bound``) are worked out here and compared, not read: the
    expectation from the documentation, ``reproduced`` by the reference
    simulator and the invariant's statement (tests/witnesses.py),
    ``within_bound`` from the counterexample's size and the verdict's scope.
    (The run's witness may be another of the same size: Z3's search does not
    order witnesses that tie, such as the same turn with the players' roles
    swapped.)"""
    results = json.loads(COMMITTED.read_text(encoding="utf-8"))["results"]
    violated = {(r["edition"], r["invariant"]): r for r in results if r["status"] == "violated"}
    documented = {(e, d.invariant): d.counterexample for d in DOCUMENTED for e in d.editions}
    assert set(violated) == set(documented)
    for r in results:
        key = (r["edition"], r["invariant"])
        expected = "violated" if key in documented else "holds"
        assert (r["status"], r["expected"], r["as_expected"]) == (expected, expected, True), key
        if key not in documented:
            assert r["documented"] is None, key
            continue
        replays(r["edition"], r["invariant"], documented[key])  # raises unless the simulator reproduces it
        assert (r["documented"]["reproduced"], r["documented"]["within_bound"]) == \
            (True, _within(r["scope"], documented[key]["scenario"])), key
    for key, r in violated.items():
        assert _size(documented[key]["scenario"]) <= _size(r["counterexample"]["scenario"]), key
    for r in results:  # the documentation as the committed run printed it is the data's, word for word
        entry = documentation.documented(r["edition"], r["invariant"])
        assert (r["documented"] and {k: r["documented"][k] for k in ("editions", "reason", "counterexample")}) == \
            (entry and entry.to_json()), "regenerate with: rulespec check --all --json > docs/catalogue/invariants.json"


def _within(scope: dict, scenario: dict) -> bool:
    """The scenario lies within a verdict's scope (formats.md's check result):
    its number of players, rounds, events per round, points and starting
    scores in range, a courier only if couriers are, a placement step only if
    placement is; at most two place-robbers steps, the second after a round,
    only with ``second_placement``."""
    steps = scenario["turn"]
    rounds = [s for s in steps if s["step"] == "score" and s.get("source") != "final"]
    points = [e["points"] for s in steps if s["step"] == "score" for e in s["events"]]
    scores = [v for markers in scenario["markers"].values() for v in markers.values()]
    places = [i for i, s in enumerate(steps) if s["step"] == "place-robbers"]
    low, high = scope["players"]
    return (low <= len(scenario["players"]) <= high and len(rounds) <= scope["rounds"]
            and all(len(s["events"]) <= scope["events_per_round"] for s in steps if s["step"] == "score")
            and all(scope["points"][0] <= p <= scope["points"][1] for p in points)
            and all(scope["scores"][0] <= v <= scope["scores"][1] for v in scores)
            and (scope["couriers"] or not any("courier" in m for m in scenario["markers"].values()))
            and (scope["placement"] or not places)
            and (len(places) <= 1 or (len(places) == 2 and scope.get("second_placement", False)))
            and scenario.get("track", 50) == scope["track"])


def _size(scenario: dict) -> tuple:
    """What the witness search makes smallest first: players, markers, rounds, events."""
    rounds = [step for step in scenario["turn"] if step["step"] == "score"]
    return (len(scenario["players"]), sum(len(m) for m in scenario["markers"].values()), len(rounds),
            sum(len(step["events"]) for step in rounds))


def test_a_documented_violation_exits_0_with_its_reason_and_counterexample(capsys):
    code, out, err = check(capsys, "--edition", "c3.1-2025", "--invariant", "robber-shares-space", *SMALL)
    assert code == 0, out
    assert "violated as documented" in out
    assert "Why (the documentation): Robbers ignore message points" in out
    # The documented counterexample in words: Red scores 1 by a message after the robbers are placed.
    assert "The documented counterexample: Red's turn" in out and "Red's meeple on 0; Blue's meeple on 0" in out
    assert "then message scoring: Red scores 1." in out
    assert out.rstrip().splitlines()[-1] == ("1 verdict: 1 violated as documented; every verdict is the documented one "
                                             "(exit 0), " + out.rstrip().splitlines()[-1].rsplit(", ", 1)[-1])


def test_the_json_adds_the_expectation_and_keeps_every_field(capsys):
    code, out, err = check(capsys, "--edition", "c3.1-2025", "--invariant", "robber-shares-space",
                           "--invariant", "no-self-robbery", *SMALL, "--json")
    assert code == 0
    results = json.loads(out)["results"]
    for r in results:
        assert {"edition", "invariant", "status", "scope", "counterexample", "note"} <= set(r)
    by_id = {r["invariant"]: r for r in results}
    shares, selfish = by_id["robber-shares-space"], by_id["no-self-robbery"]
    assert (shares["status"], shares["expected"], shares["as_expected"]) == ("violated", "violated", True)
    assert shares["documented"]["editions"] == ["c2-2017", "c3-2021", "c3.1-2025"]
    assert shares["documented"]["reproduced"] and shares["documented"]["within_bound"]
    assert (selfish["status"], selfish["expected"], selfish["as_expected"], selfish["documented"]) == \
        ("holds", "holds", True, None)
    # With --json the summary goes to stderr, one line.
    assert err.startswith("rulespec check: 2 verdicts: 1 holds, 1 violated as documented") and err.count("\n") == 1


def test_within_a_bound_too_small_for_the_documented_counterexample_it_holds_as_expected(capsys, monkeypatch):
    """Documentation of the 1st edition's old violation (arrival-trigger=no,
    DRAGGED_BACK below), whose counterexample needs three events in a round
    (+1, +1, -1): within two events the invariant holds, as expected."""
    old = documentation.Documented("robber-shares-space", ("c1-hig-2013",), "arrivals ignored",
                                   {"scenario": DRAGGED_BACK, "outcome": None})
    monkeypatch.setattr(documentation, "DOCUMENTED", DOCUMENTED + (old,))
    code, out, _ = check(capsys, "--edition", "c1-hig-2013+arrival-trigger=no", "--invariant", "robber-shares-space",
                         "--players", "2", "--rounds", "1", "--events", "2", "--json")
    assert code == 0
    [r] = json.loads(out)["results"]
    assert (r["status"], r["expected"], r["as_expected"]) == ("holds", "holds", True)
    assert r["documented"]["within_bound"] is False and r["documented"]["reproduced"] is True


def test_a_new_violation_exits_1(capsys):
    code, out, _ = check(capsys, "--edition", "c1-hig-2013~no-self-robbery", "--invariant", "no-self-robbery",
                         "--players", "2", "--rounds", "1", "--events", "1")
    assert code == 1
    assert "NEW VIOLATION" in out and "no documentation says so: a new violation" in out
    assert "1 verdict differs from the documentation (exit 1)" in out


def test_a_documented_violation_that_no_longer_happens_exits_1(capsys, monkeypatch):
    """Documentation claiming no-self-robbery fails under c1-hig-2013 (it holds)."""
    shares = next(d for d in DOCUMENTED if "c3.1-2025" in d.editions)
    claim = replace(shares, invariant="no-self-robbery", editions=("c1-hig-2013",))
    monkeypatch.setattr(documentation, "DOCUMENTED", DOCUMENTED + (claim,))
    code, out, _ = check(capsys, "--edition", "c1-hig-2013", "--invariant", "no-self-robbery", *SMALL)
    assert code == 1
    assert "DOCUMENTED AS VIOLATED" in out and "its documented counterexample no longer breaks it" in out


def test_a_violation_the_documented_counterexample_no_longer_shows_exits_1(capsys, monkeypatch):
    """Documentation whose counterexample does not break the invariant (no
    placement step: no robber on the track at all) while it is violated."""
    shares = next(d for d in DOCUMENTED if "c3.1-2025" in d.editions)
    scenario = dict(shares.counterexample["scenario"], turn=shares.counterexample["scenario"]["turn"][1:])
    wrong = replace(shares, counterexample={"scenario": scenario, "outcome": shares.counterexample["outcome"]})
    monkeypatch.setattr(documentation, "DOCUMENTED", tuple(wrong if d is shares else d for d in DOCUMENTED))
    code, out, _ = check(capsys, "--edition", "c3.1-2025", "--invariant", "robber-shares-space", *SMALL)
    assert code == 1
    assert "That counterexample does not break it under these rules." in out
    assert "as documented, but not by the documented counterexample: the documentation is out of date" in out
    assert "a new violation" not in out


def test_other_rules_of_a_documented_edition_expect_what_the_counterexample_shows():
    """Under the reading that counts message points a robber reacts to a
    message scoring, so the documented C3 counterexample does not break the
    invariant: holding is then what the documentation expects."""
    bound = Bound(max_players=2, rounds=1, events=2)
    counted = spec.parse_reference("c3-2021+message-points=counted")
    held = expectation(counted, bound, {"invariant": "robber-shares-space", "status": "holds"})
    assert held["expected"] == "holds" and held["as_expected"] and held["documented"]["reproduced"] is False
    today = spec.parse_reference("c3-2021")
    gone = expectation(today, bound, {"invariant": "robber-shares-space", "status": "holds"})
    assert gone["expected"] == "violated" and not gone["as_expected"]


@pytest.mark.parametrize("bound, why", [
    (Bound(max_players=2, rounds=1, events=1, placement=False), "a placement step"),
    (Bound(min_players=3, max_players=3, rounds=1, events=1), "2 players"),
    (Bound(max_players=2, rounds=1, events=1, min_points=2, max_points=5), "points outside 2..5"),
    (Bound(max_players=2, rounds=1, events=1, couriers=False), None),
    (Bound(max_players=2, rounds=1, events=1), None),
])
def test_whether_a_counterexample_is_within_a_bound(bound, why):
    shares = next(d for d in DOCUMENTED if "c3.1-2025" in d.editions)
    assert outside(bound, scenario_from_json(shares.counterexample["scenario"])) == why


#: The 1st-edition counterexample documented before issue 29: Blue places beside
#: Red's meeple on 1; Red's courier arrives 0 -> 1, goes back 1 -> 0 dragging the
#: robber to 0, and leaves 0 again. Under arrival-trigger=no the last movement is
#: not the courier's first, so the robber stays on 0 beside Blue's own meeple
#: only; under the default arrival-trigger=yes it leaves the robber's space
#: first, fires it ("if a robber stood on the space where that follower
#: started"), and the robber steals and returns.
DRAGGED_BACK = {"expansion": "robbers", "track": 50, "players": ["red", "blue"], "active": "red",
                "markers": {"red": {"meeple": 1, "courier": 0}, "blue": {"meeple": 0}},
                "robbers": {"red": None, "blue": None},
                "turn": [{"step": "place-robbers"},
                         {"step": "score", "source": "features",
                          "events": [{"player": "red", "points": 1}, {"player": "red", "points": 1},
                                     {"player": "red", "points": -1}]}]}


@pytest.mark.parametrize("edition", ["c1-hig-2012", "c1-devir-2012", "c1-rgg", "c1-zmg-bb4", "c1-hig-2013"])
def test_the_first_edition_keeps_robbers_beside_a_marker_unless_arrivals_are_ignored(edition):
    from checker.robbers.invariants.catalog import BY_ID
    from checker.robbers.invariants.documented import breaks

    scenario = scenario_from_json(DRAGGED_BACK)
    shares = BY_ID["robber-shares-space"]
    assert documentation.documented(edition, "robber-shares-space") is None
    assert not breaks(scenario, spec.parse_reference(edition), shares)
    assert breaks(scenario, spec.parse_reference(f"{edition}+arrival-trigger=no"), shares)


def test_the_invariants_page_gives_the_same_reasons(monkeypatch):
    import sys

    ext = str(Path(__file__).resolve().parents[2] / "docs" / "_ext")
    monkeypatch.syspath_prepend(ext)
    sys.modules.pop("pages_invariants", None)
    from pages_invariants import invariants_page

    page = invariants_page()
    for entry in DOCUMENTED:
        assert f"Why, as documented: {entry.reason}".replace("*", "\\*") in page


def test_the_table_says_why_a_documented_violation_holds_within_a_small_bound():
    from checker.commands.check_report import standing

    r = {"status": "holds", "as_expected": True, "documented": {"within_bound": False, "reproduced": True}}
    assert standing(r, {}) == "holds, as expected within this bound: the documented counterexample lies outside it"


def test_the_scope_check_sees_a_counterexample_outside_it():
    """The C2/C3 counterexample is 2 players with a placement step and one
    round of one message point: inside the committed scope, outside a scope
    of 3 to 4 players or one without a placement step."""
    shares = next(d for d in DOCUMENTED if "c3.1-2025" in d.editions)
    scope = json.loads(COMMITTED.read_text(encoding="utf-8"))["scope"]
    assert _within(scope, shares.counterexample["scenario"]) is True
    assert _within(dict(scope, players=[3, 4]), shares.counterexample["scenario"]) is False
    assert _within(dict(scope, placement=False), shares.counterexample["scenario"]) is False
