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
    equal tuples. Bags are thawed when first read (``supply``, ``returned``,
    ``districts[d]``), and a bag never read is frozen back as the state's own
    tuple: a state's bags are frozen with the same players, and freezing a
    thawed frozen bag gives it back unchanged, so this is what thawing and
    freezing every bag would give, without the work (the simulator makes an
    Edit per scoring and per entry)."""

    def __init__(self, state: State, players: tuple[str, ...]):
        self.players = players
        self.base = state
        self.scores = dict(zip(players, state.scores))
        self._supply = None
        self._returned = None
        self.districts = _Districts(state.districts)

    @property
    def supply(self) -> dict:
        if self._supply is None:
            self._supply = thaw(self.base.supply)
        return self._supply

    @property
    def returned(self) -> dict:
        if self._returned is None:
            self._returned = thaw(self.base.returned)
        return self._returned

    def freeze(self, **changes) -> State:
        players, base = self.players, self.base
        districts = self.districts
        if isinstance(districts, _Districts) and not districts:
            frozen_districts = base.districts
        else:
            frozen_districts = tuple(
                freeze(districts[d], players) if d in districts else fr for d, fr in zip(DISTRICTS, base.districts)
            )
        return replace(
            base,
            scores=tuple(self.scores[p] for p in players),
            supply=base.supply if self._supply is None else freeze(self._supply, players),
            districts=frozen_districts,
            returned=base.returned if self._returned is None else freeze(self._returned, players),
            **changes,
        )


class _Districts(dict):
    """District -> bag, each thawed from the state's tuple when first read.
    Holds only the districts read so far (or, replaced by a plain dict of all
    four, every district)."""

    def __init__(self, frozen: tuple):
        super().__init__()
        self._frozen = dict(zip(DISTRICTS, frozen))

    def __missing__(self, district: str) -> dict:
        bag = self[district] = thaw(self._frozen[district])
        return bag
