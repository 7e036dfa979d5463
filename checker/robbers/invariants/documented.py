"""The invariants the rules are documented to break: for each, the editions,
the reason in words and the counterexample that shows it. ``rulespec
check`` reports such a violation as documented (exit 0) and any other
verdict that differs from what is documented as a finding (exit 1); the
invariants page shows the same reasons. One place for both.

A documentation entry is about an edition as it stands (its clauses today,
default readings, nothing dropped). Checked under other rules (a month, a
reading, a dropped clause) the violation counts as the documented one when
the documented counterexample still breaks the invariant there; a rule set
that holds there is then expected to hold. Within a bound too small for
the documented counterexample, the invariant is expected to hold.
"""

from __future__ import annotations

from dataclasses import dataclass

import spec
from checker.robbers.invariants.catalog import INVARIANTS
from checker.robbers.model import COURIER, GAME_END, PLACE, SCORE


@dataclass(frozen=True)
class Documented:
    invariant: str
    editions: tuple[str, ...]
    reason: str
    counterexample: dict  # {"scenario": ..., "outcome": ...}, formats.md documents

    def to_json(self) -> dict:
        return {"editions": list(self.editions), "reason": self.reason, "counterexample": self.counterexample}


def _two_at_zero(events: list, source: str = "features", red: dict | None = None) -> dict:
    """The documented scenarios: Red and Blue, Blue's meeple on 0 (Red's too
    unless ``red`` says where Red's markers stand), robbers in supply, Red's
    turn with a placement step and one scoring round."""
    return {"expansion": "robbers", "track": 50, "players": ["red", "blue"], "active": "red",
            "markers": {"red": red or {"meeple": 0}, "blue": {"meeple": 0}}, "robbers": {"red": None, "blue": None},
            "turn": [{"step": "place-robbers"},
                     {"step": "score", "source": source,
                      "events": [{"player": p, "points": n} for p, n in events]}]}


def _outcome(red: dict, blue: int, robbers: dict) -> dict:
    return {"markers": {"red": red, "blue": {"meeple": blue}}, "scores": {"red": sum(red.values()), "blue": blue},
            "robbers": robbers, "steals": []}


# Issue 29 c: under the 1st edition's default reading (arrival-trigger=yes) a
# marker that arrives beside a robber and leaves again triggers it, so the
# robber no longer stays behind on a space without another player's marker:
# robber-shares-space holds there (the counterexample documented before, a
# courier dragging the robber back and leaving it again, now fires it).
# Under arrival-trigger=no it still breaks, as tests/invariants show.

DOCUMENTED = (
    Documented(
        "robber-shares-space",
        ("c2-2017", "c3-2021", "c3.1-2025"),
        "Robbers ignore message points (ignore-message-scoring: the C3.1 turn sequence resolves robbers before "
        "messages score; for C2 and C3 the reading message-points, whose default 'ignored' follows the "
        "community note). Both players place their robbers on 0, then Red's meeple leaves 0 by a message's "
        "point without triggering or taking along any robber, so Blue's robber stays on 0 beside Blue's own "
        "meeple only.",
        {"scenario": _two_at_zero([("red", 1)], "message"),
         "outcome": _outcome({"meeple": 1}, 0, {"red": 0, "blue": 0})},
    ),
)


def documented(edition: str, invariant: str) -> Documented | None:
    """The documentation of ``invariant`` under ``edition``, if the rules are documented to break it."""
    return next((d for d in DOCUMENTED if d.invariant == invariant and edition in d.editions), None)


def expectation(rules, bound, result: dict) -> dict:
    """The fields ``check --json`` adds to a verdict document: ``expected``
    ("holds" or "violated"), ``as_expected`` and ``documented`` (None, or the
    documentation with ``reproduced``: whether its counterexample breaks the
    invariant under ``rules``, and ``within_bound``)."""
    entry = documented(rules.edition, result["invariant"])
    if entry is None:
        return {"expected": "holds", "as_expected": result["status"] == "holds", "documented": None}
    from checker.loading import scenario_from_json

    invariant = next(i for i in INVARIANTS if i.id == result["invariant"])
    scenario = scenario_from_json(entry.counterexample["scenario"], "<documented counterexample>")
    reproduced = breaks(scenario, rules, invariant)
    within = outside(invariant.bound_for(bound), scenario) is None
    as_documented = rules.companion is None and rules.clause_ids == spec.resolve(rules.edition).clause_ids
    expected = "violated" if within and (reproduced or as_documented) else "holds"
    agrees = result["status"] == expected and (expected == "holds" or reproduced)
    return {"expected": expected, "as_expected": agrees,
            "documented": dict(entry.to_json(), reproduced=reproduced, within_bound=within)}


def breaks(scenario, rules, invariant) -> bool:
    """Whether ``scenario`` breaks ``invariant`` under ``rules`` (the concrete encoding, as ``check`` re-checks)."""
    from checker.robbers.invariants.prove import InconsistentWitness, concrete_witness

    if invariant.violation is None:  # never-dead-end: the turn has no legal outcome
        from checker.robbers.encoding import enumerate_outcomes

        return not enumerate_outcomes(scenario, rules)
    try:
        concrete_witness(scenario, rules, invariant)
    except InconsistentWitness:
        return False
    return True


def outside(bound, scenario) -> str | None:
    """Why ``scenario`` is not one of the scenarios ``bound`` covers, in words, or None when it is."""
    n = len(scenario.players)
    if not bound.min_players <= n <= bound.max_players:
        return f"{n} players"
    if not bound.couriers and any(COURIER in scenario.markers[p] for p in scenario.players):
        return "a courier"
    if scenario.track != bound.track:
        return f"a {scenario.track}-space track"
    if any(v >= bound.track for p in scenario.players for v in scenario.markers[p].values()):
        return "a score past the track's end"
    kinds = [s.kind for s in scenario.turn]
    places = [i for i, k in enumerate(kinds) if k == PLACE]
    if places and (places != [0] or not bound.placement):
        return "a placement step" if not bound.placement else "a placement step after the first step"
    rounds = [s for s in scenario.turn if s.kind == SCORE]
    if GAME_END in kinds:
        end = kinds.index(GAME_END)
        before, after = kinds[:end].count(SCORE), kinds[end:].count(SCORE)
        if before > bound.rounds - 1 or after > 1:
            return f"{before} rounds before the game end and {after} after"
    elif len(rounds) > bound.rounds:
        return f"{len(rounds)} scoring rounds"
    for step in rounds:
        if len(step.events) > bound.events:
            return f"{len(step.events)} events in a round"
        if any(not bound.min_points <= e.points <= bound.max_points for e in step.events):
            return f"points outside {bound.min_points}..{bound.max_points}"
    return None
