"""The rule sets and small builders the Count, King & Robber simulator's
tests share: scenarios, features and outcomes written compactly."""

from __future__ import annotations

import spec
from checker.count_king_robber.model import (
    DISTRICTS,
    Feature,
    Holder,
    Outcome,
    Scenario,
    Step,
    freeze,
)
from checker.count_king_robber.reference import simulate

AS_OF = "2026-01"
HIG = spec.resolve("ckr-hig-2017", as_of=AS_OF)
ZMG = spec.resolve("ckr-zmg-2017", as_of=AS_OF)
C1 = spec.resolve("ckr-c1-2008", as_of=AS_OF)
C1_MAY = spec.resolve("ckr-c1-2008", as_of=AS_OF, interpretations={"final-redeploy": "may"})
P = ("red", "blue")
NOBODY = Holder()


def hig_without(*clauses):
    return spec.resolve("ckr-hig-2017", as_of=AS_OF, without=clauses)


def figs(**players) -> tuple:
    """figs(red={"meeple": 1}) -> frozen figures."""
    return freeze(players, P)


def feature(kind, meeples=None, **kw) -> Feature:
    return Feature(kind=kind, meeples=figs(**(meeples or {})), **kw)


def scenario(turn, *, supply=None, city=True, count="castle", districts=None, king=NOBODY, baron=NOBODY, cities=0, roads=0):
    """As the loader builds it: a player left out of ``supply`` has one meeple."""
    supply = {p: (supply or {}).get(p, {"meeple": 1}) for p in P}
    return Scenario(
        players=P,
        active="red",
        scores={"red": 10, "blue": 20},
        supply=figs(**supply),
        city=city,
        count=count if city else None,
        districts={d: figs(**v) for d, v in (districts or {}).items()},
        king=king,
        robber_baron=baron,
        completed_cities=cities,
        completed_roads=roads,
        turn=tuple(turn),
    )


def score(*features, source="features") -> Step:
    return Step(kind="score", source=source, features=tuple(features))


def end(*features) -> Step:
    return Step(kind="game-end", features=tuple(features))


def outcome(red, blue, *, count="castle", districts=None, returned=None, placed=None, king=NOBODY, baron=NOBODY, city=True):
    return Outcome.make(
        P,
        {"red": red, "blue": blue},
        count if city else None,
        (districts or {}) if city else None,
        returned or {},
        placed,
        king,
        baron,
    )


def with_entries(red, blue, figure="meeple", where=DISTRICTS, counts=lambda d: DISTRICTS, districts=None, **kw):
    """The outcome without entry, plus one per (district, Count afterwards)
    when red places ``figure`` (page, "2. Placing a meeple in the City of
    Carcassonne": "you may place a meeple ... Then ... you may move the Count
    to a district of your choice")."""
    districts = districts or {}
    out = {outcome(red, blue, districts=districts, **kw)}
    for d in where:
        after = {k: {p: dict(v) for p, v in ps.items()} for k, ps in districts.items()}
        mine = after.setdefault(d, {}).setdefault("red", {})
        mine[figure] = mine.get(figure, 0) + 1
        for c in counts(d):
            out.add(outcome(red, blue, districts=after, placed=("red", d, figure), **{**kw, "count": c}))
    return out


def run(sc, rules) -> set:
    result = simulate(sc, rules)
    assert len(result) == len(set(result)), "outcomes must be distinct"
    return set(result)
