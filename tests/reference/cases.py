"""The rule sets and small builders the Robbers simulator's tests share:
scenarios, score steps and outcomes written compactly, and the check that
a simulation gives exactly the outcomes a test writes out by hand."""

from __future__ import annotations

import spec
from checker.robbers.model import Event, Outcome, Scenario, Steal, Step, canonical
from checker.robbers.reference import simulate

C1_2012 = spec.resolve("c1-hig-2012", as_of="2012-06")
C1_2013_06 = spec.resolve("c1-hig-2012", as_of="2013-06")
C1 = spec.resolve("c1-hig-2013", as_of="2026-01")
C1_ZMG = spec.resolve("c1-zmg-bb4", as_of="2026-01")
C3 = spec.resolve("c3.1-2025", as_of="2026-05")


def scenario(markers, robbers=None, turn=(), active=None, players=None):
    """``markers``: {player: {kind: score}} in turn order; robbers default to supply."""
    players = tuple(players or markers)
    return Scenario(
        players=players,
        active=active or players[0],
        markers=markers,
        robbers={p: (robbers or {}).get(p) for p in players},
        turn=tuple(turn),
    )


def score(*events, source="features"):
    return Step("score", source=source, events=tuple(Event(p, pts) for p, pts in events))


PLACE = Step("place-robbers")
END = Step("game-end")


def outcome(markers, robbers, steals=()):
    """``markers``: {player: {kind: score}}; ``robbers``: {player: space|None}; steals as tuples."""
    flat = {(p, k): v for p, kinds in markers.items() for k, v in kinds.items()}
    return Outcome.make(flat, robbers, [Steal(*s) for s in steals])


def check(scn, rules, expected):
    got = simulate(scn, rules)
    assert got == canonical(got), "simulate must return canonical outcomes"
    assert set(got) == set(expected), _diff(got, expected)
    assert len(got) == len(set(expected))


def _diff(got, expected):
    got, expected = set(got), set(expected)
    return f"missing: {sorted(expected - got, key=Outcome.sort_key)}\nextra: {sorted(got - expected, key=Outcome.sort_key)}"
