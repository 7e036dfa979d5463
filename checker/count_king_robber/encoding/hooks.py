"""What Count, King & Robber clauses plug into.

A clause's ``constraints(enc)`` calls these methods once, before the turn is
built. With no clause plugged in the builder is rule-neutral: districts feed
nothing, features score nothing, challenges do nothing, nobody enters the
city, the Count never moves, the tiles never change hands, there is no bonus
(docs/ckr-turn-model.md). Every clause with constraints therefore changes
something when it is dropped, except one that states the neutral answer of an
open question explicitly (``robbing-gain-ignored``: robbed points are not
gains, which is also what no clause means); its vectors are those where the
other reading differs.
"""

from __future__ import annotations

GRANTS = frozenset(
    {
        "redeploy",
        "count-blocks",
        "majority",
        "entry-once",
        "abbot-cathedral",
        "king-counts-carcassonne",
        "monastic-nine",
        "challenge-win",
        "challenge-tie",
        "challenge-final-ignored",
        "field-carcassonne",
        "king-kept",
        "tile-completions",
    }
)


class CkrHooks:
    """The rule-facing half of a Count, King & Robber turn encoding."""

    def __init__(self) -> None:
        self.feeds: dict[str, set] = {}
        self.grants: set[str] = set()
        self.entry_condition: str | None = None
        self.entry_phase: str | None = None
        self.count_move: str | None = None
        self.claims: dict[str, str] = {}
        self.bonuses: set[str] = set()
        self.final_redeploy_mode: str | None = None
        self.final_redeploy_districts: tuple[str, ...] | None = None
        self.robbing_counts = False
        self.own_redeploy_bars = False

    def feed(self, mapping: dict) -> None:
        for district, kinds in mapping.items():
            self.feeds.setdefault(district, set()).update(kinds)

    def grant(self, name: str) -> None:
        if name not in GRANTS:
            raise ValueError(f"unknown grant {name!r}")
        self.grants.add(name)

    def entry_when(self, condition: str) -> None:
        self.entry_condition = condition

    def entry_phases(self, phases: str) -> None:
        self.entry_phase = phases

    def count_moves(self, how: str) -> None:
        self.count_move = how

    def claim(self, tile: str, kind: str) -> None:
        self.claims[tile] = kind

    def bonus(self, tile: str) -> None:
        self.bonuses.add(tile)

    def final_redeploy(self, mandatory: bool, districts: tuple[str, ...] | None = None) -> None:
        """Figures go from the districts onto the features scored at the game
        end, every one that can (``mandatory``) or as each player likes;
        ``districts``: only from these (None: from every district)."""
        self.final_redeploy_mode = "must" if mandatory else "may"
        self.final_redeploy_districts = districts

    def robbing_gains(self, counts: bool) -> None:
        self.robbing_counts = counts

    def own_redeploy_bars_entry(self, bars: bool) -> None:
        """Footnote 8 read literally: the active player's own redeployment in
        a scoring bars their entry after it (issue 29 j)."""
        self.own_redeploy_bars = bars

    def feeds_kind(self, district: str, kind: str) -> bool:
        return kind in self.feeds.get(district, ())
