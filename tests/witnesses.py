"""Invariant counterexamples replayed by The Robbers' reference simulator
(plain Python, no Z3), and the invariants they claim to break read from
their statements here, by hand (tests/test_committed_witnesses.py,
tests/invariants/test_documented.py)."""

from __future__ import annotations

import spec
from checker import expansions
from checker.robbers.reference import simulate


def lonely_robbers(scenario, rules, scores: dict, robbers: dict) -> list[str]:
    """The players whose robber is on the track with no marker of another
    player on its space. robber-shares-space: "If every robber on the track
    shares its space with a marker of another player when the turn starts, so
    does every robber when it ends." A marker is a meeple; a courier too once
    courier-counts is in force (000 footnote 2, 5/2013: "the Robber can be
    placed beside either a normal counting follower or the Messenger"). A
    marker's space is its score modulo the track's length."""
    kinds = {"meeple"} | ({"courier"} if rules.has("courier-counts") else set())
    lonely = []
    for player, space in robbers.items():
        if space is None:
            continue
        beside = [(p, k) for (p, k), score in scores.items() if p != player and k in kinds and score % scenario.track == space]
        if not beside:
            lonely.append(player)
    return lonely


def breaks(invariant: str, scenario, rules, outcome) -> bool:
    """Whether ``outcome`` of ``scenario`` breaks ``invariant``, decided here from its statement."""
    if invariant == "robber-shares-space":
        start = {(p, k): score for p, markers in scenario.markers.items() for k, score in markers.items()}
        at_start = lonely_robbers(scenario, rules, start, dict(scenario.robbers))
        at_end = lonely_robbers(scenario, rules, {(p, k): v for p, k, v in outcome.markers}, dict(outcome.robbers))
        return not at_start and bool(at_end)
    if invariant == "no-self-robbery":
        return any(s.thief == s.victim for s in outcome.steals)
    raise AssertionError(f"no plain-Python reading of invariant {invariant!r} here yet: write one from its statement "
                         "before committing a counterexample of it")


def replays(edition: str, invariant: str, example: dict) -> None:
    rules = spec.parse_reference(edition)
    robbers = expansions.EXPANSIONS["robbers"]
    scenario = robbers.scenario_from_json(example["scenario"], "invariants.json")
    outcomes = simulate(scenario, rules)
    if invariant == "never-dead-end":
        assert example["outcome"] is None and outcomes == [], (edition, "the simulator finds a legal outcome")
        return
    outcome = robbers.outcome_from_json(example["outcome"], scenario, "invariants.json")
    assert outcome in outcomes, (edition, invariant, "the simulator does not reach the counterexample's outcome")
    assert breaks(invariant, scenario, rules, outcome), (edition, invariant, "the outcome does not break the invariant")
