"""Every Count, King & Robber scenario of a shape, as bounded Z3 variables.

A *shape* is a concrete skeleton (players, steps and their sources, feature
kinds and challenge links, whether the City of Carcassonne is in play); every
number of it (figures in the districts, on the features and in supply, the
Count's district, points, sizes, the tiles' holders, completed counts,
scores) becomes a variable within the bound. A proof over the shapes is a
proof over every scenario they describe.
"""

from __future__ import annotations

import z3

from checker.count_king_robber.encoding.terms import NOBODY, CkrTerms, FeatureTerms
from checker.count_king_robber.encoding.turn import COMPLETION_SOURCES
from checker.count_king_robber.model import (
    DISTRICTS,
    FIGURES,
    MONASTIC,
    SCORE,
    Challenge,
    Feature,
    Holder,
    Scenario,
    Step,
    freeze,
)
from checker.count_king_robber.symbolic.bound import PLAYERS, SMALL, STEP_SHAPES, CkrBound


class SymbolicCkr:
    """One shape with ``n`` players: its skeleton and its terms."""

    def __init__(self, label: str, steps, n: int, bound: CkrBound) -> None:
        self.label = f"{label}, {n} players"
        self.bound = bound
        self.players = PLAYERS[:n]
        self.skeleton = Scenario(
            players=self.players,
            active=self.players[0],
            scores={p: 0 for p in self.players},
            supply=(),
            city=True,
            count=DISTRICTS[0],
            districts={d: () for d in DISTRICTS},
            king=Holder(),
            robber_baron=Holder(),
            completed_cities=0,
            completed_roads=0,
            turn=tuple(Step(kind, source, features) for kind, source, features in steps),
        )
        self.ranges: list = []
        self.facts: list = []
        self.flags: list = []  # the Boolean variables (a field borders the City of Carcassonne)
        self.category: dict = {}  # variable name -> what it counts (figures, points, tiles, ...)
        self.terms = self._terms()
        #: What every scenario of the shape obeys, for a solver that holds no encoding.
        self.domain = [c for v, lo, hi in self.ranges for c in (v >= lo, v <= hi)] + list(self.facts)

    def _var(self, name: str, low: int, high: int, category: str) -> z3.ArithRef:
        v = z3.Int(f"s!{name}")
        self.ranges.append((v, low, high))
        self.category[v.decl().name()] = category
        return v

    def of(self, category: str) -> list:
        """The number variables of one category."""
        return [v for v, _, _ in self.ranges if self.category[v.decl().name()] == category]

    def small(self) -> z3.BoolRef:
        """The scenario lies in the small tier (``SMALL``)."""
        return z3.And(*[v <= top for category, top in SMALL.items() for v in self.of(category)])

    def measures(self) -> list:
        """How large a witness is, most telling first: (name, term) pairs a
        shrink drives down one after the other. Figures first: each one in
        the city or in supply multiplies the outcomes a person must read."""
        flags = [z3.If(f, 1, 0) for f in self.flags]

        def total(terms: list) -> z3.ArithRef:
            return z3.Sum(*terms) if terms else z3.IntVal(0)

        return [
            ("figures", total(self.of("figures"))),
            ("sizes", total(self.of("tiles") + self.of("size"))),
            ("points", total(self.of("points") + self.of("cities") + self.of("per-city") + flags)),
            ("completed", total(self.of("completed"))),
            ("scores", total(self.of("score"))),
        ]

    def pins(self, model: z3.ModelRef) -> list:
        """Equalities fixing every variable to its value in ``model``: the concrete scenario it describes."""
        return [v == model.eval(v, model_completion=True) for v in self.variables()]

    def _flag(self, name: str) -> z3.BoolRef:
        v = z3.Bool(f"s!{name}")
        self.flags.append(v)
        return v

    def variables(self) -> list:
        """Every variable of the shape's numbers and flags."""
        return [v for v, _, _ in self.ranges] + self.flags

    def _figures(self, where: str, abbot: bool = True) -> dict:
        """Counts per (player, figure); an abbot only where one may stand."""
        top = self.bound.max_figures
        return {(p, f): self._var(f"{where}-{p}-{f}", 0, top if abbot or f != "abbot" else 0, "figures") for p in self.players for f in FIGURES}

    def _terms(self) -> CkrTerms:
        b, n = self.bound, len(self.players)
        features = {}
        for i, step in enumerate(self.skeleton.turn):
            for j, f in enumerate(step.features):
                completed = step.kind == SCORE and step.source in COMPLETION_SOURCES
                points = None if (f.kind in MONASTIC and completed) else self._var(f"points-{i}-{j}", 1, b.max_points, "points")
                features[(i, j)] = FeatureTerms(
                    meeples=self._figures(f"on-{i}-{j}", abbot=f.kind in MONASTIC),
                    rival=self._figures(f"rival-{i}-{j}"),
                    tiles=self._var(f"tiles-{i}-{j}", 1, b.max_tiles, "tiles"),
                    points=points,
                    cities=self._var(f"cities-{i}-{j}", 0, 4, "cities"),
                    per_city=self._var(f"per-city-{i}-{j}", 1, 3, "per-city"),
                    carcassonne=self._flag(f"carcassonne-{i}-{j}"),
                )
        for (i, j), ft in features.items():
            challenge = self.skeleton.turn[i].features[j].challenge
            if challenge is None:
                continue
            # Each side of a challenge holds its monk or heretic (the loader
            # refuses an empty side: 003, "both meeples challenge each other").
            self.facts.append(z3.Sum(*ft.meeples.values()) >= 1)
            if challenge.feature is None:
                self.facts.append(z3.Sum(*ft.rival.values()) >= 1)
        holders = {}
        for tile in ("king", "robber-baron"):
            holder, size = self._var(f"{tile}-holder", NOBODY, n - 1, "holder"), self._var(f"{tile}-size", 0, b.max_tiles, "size")
            self.facts.append((holder == NOBODY) == (size == 0))
            holders[tile] = (holder, size)
        completed = {"city": self._var("completed-cities", 0, 5, "completed"), "road": self._var("completed-roads", 0, 5, "completed")}
        for tile, kind in (("king", "city"), ("robber-baron", "road")):
            self.facts.append(z3.Or(holders[tile][0] == NOBODY, completed[kind] >= 1))
        return CkrTerms(
            scores={p: self._var(f"score-{p}", 0, 100, "score") for p in self.players},
            supply=self._figures("supply"),
            # An abbot stands only in the cathedral (the loader's rule, issue 29 i).
            districts={(d, p, f): self._var(f"{d}-{p}-{f}", 0, b.max_figures if f != "abbot" or d == "cathedral" else 0, "figures")
                       for d in DISTRICTS for p in self.players for f in FIGURES},
            count=self._var("count", 0, len(DISTRICTS) - 1, "count"),
            holders=holders,
            completed=completed,
            features=features,
            ranges=self.ranges,
            facts=self.facts,
        )

    def decode(self, model: z3.ModelRef) -> Scenario:
        """The concrete scenario a model of the shape's variables describes."""
        t, ev = self.terms, (lambda term: model.eval(term, model_completion=True).as_long())

        def figures(table: dict) -> tuple:
            out: dict = {}
            for (p, f), term in table.items():
                out.setdefault(p, {})[f] = ev(term)
            return freeze(out, self.players)

        steps = []
        for i, step in enumerate(self.skeleton.turn):
            feats = []
            for j, f in enumerate(step.features):
                ft = t.features[(i, j)]
                challenge = f.challenge
                if challenge is not None and challenge.feature is None:
                    challenge = Challenge(meeples=figures(ft.rival))
                feats.append(Feature(
                    kind=f.kind, meeples=figures(ft.meeples), id=f.id,
                    tiles=ev(ft.tiles) if f.kind in ("city", "road") else 1,
                    points=None if ft.points is None or f.kind == "field" else ev(ft.points),
                    cities=ev(ft.cities) if f.kind == "field" else 0,
                    per_city=ev(ft.per_city) if f.kind == "field" else 0,
                    carcassonne=bool(z3.is_true(model.eval(ft.carcassonne, model_completion=True))) if f.kind == "field" else False,
                    challenge=challenge,
                ))
            steps.append(Step(step.kind, step.source, tuple(feats)))

        def holder(tile: str) -> Holder:
            who, size = (ev(x) for x in t.holders[tile])
            return Holder(None if who == NOBODY else self.players[who], size)

        districts = {d: freeze({p: {f: ev(t.districts[(d, p, f)]) for f in FIGURES} for p in self.players}, self.players) for d in DISTRICTS}
        supply = {p: {f: ev(t.supply[(p, f)]) for f in FIGURES} for p in self.players}
        return Scenario(
            players=self.players, active=self.players[0], scores={p: ev(t.scores[p]) for p in self.players},
            supply=freeze(supply, self.players), city=True, count=DISTRICTS[ev(t.count)], districts=districts,
            king=holder("king"), robber_baron=holder("robber-baron"),
            completed_cities=ev(t.completed["city"]), completed_roads=ev(t.completed["road"]), turn=tuple(steps),
        )


def shapes(bound: CkrBound):
    for n in range(2, bound.max_players + 1):
        for label, steps in STEP_SHAPES:
            yield SymbolicCkr(label, steps, n, bound)
