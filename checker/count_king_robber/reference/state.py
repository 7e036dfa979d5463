"""The hashable state the simulator carries from step to step.

Every choice point maps a state to several successor states; keeping them in
a set drops duplicates, so equivalent choice sequences are explored once.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from checker.count_king_robber.model import DISTRICTS, Holder, freeze, thaw


@dataclass(frozen=True)
class State:
    scores: tuple  # score per player, in turn order
    supply: tuple  # frozen figures
    districts: tuple  # frozen figures per district, in DISTRICTS order
    count: str | None
    returned: tuple  # frozen figures that went back to supply this turn
    placed: tuple  # (player, district, figure) of every entry this turn, in order
    king: Holder
    baron: Holder
    cities: int  # cities completed in this turn's score steps
    roads: int  # roads completed in this turn's score steps


class Edit:
    """A mutable copy of a state: edit the dicts, then ``freeze`` it back.

    ``players`` fixes the order used when freezing, so equal states freeze to
    equal tuples."""

    def __init__(self, state: State, players: tuple[str, ...]):
        self.players = players
        self.base = state
        self.scores = dict(zip(players, state.scores))
        self.supply = thaw(state.supply)
        self.districts = {d: thaw(fr) for d, fr in zip(DISTRICTS, state.districts)}
        self.returned = thaw(state.returned)

    def freeze(self, **changes) -> State:
        return replace(
            self.base,
            scores=tuple(self.scores[p] for p in self.players),
            supply=freeze(self.supply, self.players),
            districts=tuple(freeze(self.districts[d], self.players) for d in DISTRICTS),
            returned=freeze(self.returned, self.players),
            **changes,
        )
