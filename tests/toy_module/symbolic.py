"""Every toll-bridge scenario within a bound, shape by shape: a shape fixes
the players, the bridge's owner and who scores each event; the scores and
the points are bounded Z3 variables."""

from __future__ import annotations

import itertools
from dataclasses import dataclass

NAMES = ("red", "blue", "green")


@dataclass(frozen=True)
class TollBound:
    max_players: int = 3
    events: int = 2
    max_points: int = 9
    max_score: int = 30

    def scope(self) -> dict:
        return {"players": [2, self.max_players], "events": [1, self.events], "points": [1, self.max_points],
                "scores": [0, self.max_score]}

    def describe(self) -> str:
        return (f"2-{self.max_players} players, 1-{self.events} events of 1-{self.max_points} points, "
                f"scores 0-{self.max_score}")


def add_bound_options(group) -> None:
    """None: the bound is fixed."""


def bound_from_args(args) -> TollBound:
    return TollBound()


class SymbolicToll:
    """One shape: its skeleton (a scenario whose numbers are placeholders) and its terms."""

    def __init__(self, players: tuple, owner, scorers: tuple, bound: TollBound) -> None:
        import z3

        from tests.toy_module.model import Scenario

        self.label = f"{len(players)} players, owner {owner or 'nobody'}, events by {' '.join(scorers)}"
        self.skeleton = Scenario(players=players, owner=owner, scores={p: 0 for p in players},
                                 turn=tuple((p, 1) for p in scorers))
        self.scores = {p: z3.Int(f"s!score-{p}") for p in players}
        self.points = {i: z3.Int(f"s!points-{i}") for i in range(len(scorers))}
        self.domain = [z3.And(0 <= s, s <= bound.max_score) for s in self.scores.values()]
        self.domain += [z3.And(1 <= n, n <= bound.max_points) for n in self.points.values()]

    def variables(self) -> list:
        return list(self.scores.values()) + list(self.points.values())

    def small(self):
        import z3

        return z3.And(*[n <= 4 for n in self.points.values()])

    def measures(self) -> list:
        import z3

        return [("points", z3.Sum(*self.points.values())), ("scores", z3.Sum(*self.scores.values()))]

    def pins(self, model) -> list:
        return [v == model.eval(v, model_completion=True) for v in self.variables()]

    def decode(self, model):
        from dataclasses import replace

        ev = lambda term: model.eval(term, model_completion=True).as_long()  # noqa: E731
        turn = tuple((p, ev(self.points[i])) for i, (p, _) in enumerate(self.skeleton.turn))
        return replace(self.skeleton, scores={p: ev(s) for p, s in self.scores.items()}, turn=turn)


def shapes(bound: TollBound) -> list[SymbolicToll]:
    """Smallest first: fewer players, fewer events; each owner (nobody first) and each scorer."""
    out = []
    for n in range(2, bound.max_players + 1):
        players = NAMES[:n]
        for events in range(1, bound.events + 1):
            for owner in (None, *players):
                for scorers in itertools.product(players, repeat=events):
                    out.append(SymbolicToll(players, owner, scorers, bound))
    return out
