"""A Count, King & Robber turn as Z3 constraints over the players' choices.

The builder walks the steps keeping every number of the state (scores,
supply, district contents, the Count, the tiles) as Z3 terms; each choice a
player has (how many figures to redeploy, whether to enter the city, which
figure, which district, where the Count goes) is a free variable. The rules
come only from the clauses in force (:class:`CkrHooks`).
"""

from __future__ import annotations

import z3

from checker.count_king_robber.encoding.hooks import CkrHooks
from checker.count_king_robber.encoding.terms import CkrTerms, NOBODY
from checker.count_king_robber.model import DISTRICTS, FEATURE_PHASE, FIGURES, GAME_END, MONASTIC, PLACE, STRENGTH, Scenario

TRUE, FALSE = z3.BoolVal(True), z3.BoolVal(False)

#: Scorings that open the city under ``entry-feature-phase-only``: phase 3,
#: and a barn's field scoring, which 003 footnote 3 counts as well, and a
#: field connection's ("If your barn placement or field connection triggers a
#: field scoring ...", issue 29 h).
ENTRY_SOURCES = (FEATURE_PHASE, "barn", "field-connection")
#: Scorings of completed features (issue 29 g): a tile's. Any other source
#: (a message, a ransom) scores incomplete features: it redeploys nothing,
#: moves no King or Robber Baron and adds no completed city or road.
COMPLETION_SOURCES = (FEATURE_PHASE, "barn", "field-connection")


def total(terms) -> z3.ArithRef:
    terms = list(terms)
    return z3.simplify(z3.Sum(terms)) if terms else z3.IntVal(0)


class Placement:
    """One chance to enter the city, after the scoring of turn step ``step``:
    whether, which figure, which district."""

    def __init__(self, enters, figure, district, step: int = -1) -> None:
        self.enters, self.figure, self.district, self.step = enters, figure, district, step


class CkrEncoding(CkrHooks):
    """The constraints of one turn under one set of rules."""

    def __init__(self, scenario: Scenario, rules, terms: CkrTerms | None = None, name: str = "k") -> None:
        super().__init__()
        self.scenario = scenario
        self.rules = rules
        self.terms = terms or CkrTerms.concrete(scenario)
        self.name = name
        self.players = scenario.players
        self.active = scenario.active
        self.constraints: list = [z3.And(v >= lo, v <= hi) for v, lo, hi in self.terms.ranges] + list(self.terms.facts)
        self.choices: list = []
        self._fresh: dict[str, int] = {}
        for clause in rules.clauses:
            if clause.constraints is not None:
                clause.constraints(self)
        t = self.terms
        self.score = dict(t.scores)
        self.supply = dict(t.supply)
        self.district = dict(t.districts)
        self.count = t.count
        self.holders = dict(t.holders)
        self.completed = dict(t.completed)
        self.returned = {(p, f): z3.IntVal(0) for p in self.players for f in FIGURES}
        self.placements: list[Placement] = []
        self.entered = FALSE
        self.gains: dict = {}  # (step, feature or tile, player) -> points gained, game end included
        # With The Robbers in play and robbing-gain-counts: step -> player ->
        # the points robbing gave them in that scoring, tied to the Robbers'
        # side by the combined encoding (encoding/with_robbers.py).
        self.robbed: dict[int, dict] = {}
        self.worth: dict = {}  # (step, feature or tile) -> what its scorers each gain
        self.left_on_board = {(p, f): z3.IntVal(0) for p in self.players for f in FIGURES}  # redeployed at the end
        # For the invariants (invariants.py): per score step, whether it
        # completed its features, the figures redeployed (the game end's too),
        # the tiles before and after. For the differential test of derivations
        # (tests/count_king_robber/observe.py), the moves and, per step, the
        # (scores, Count, districts, returned, tiles) after it.
        self.completing: dict[int, bool] = {}
        self.step_moves: dict[int, dict] = {}
        self.step_holders: dict[int, tuple] = {}
        self.step_after: dict[int, tuple] = {}
        self._build()

    def fresh(self, sort: str, label: str):
        """A choice variable, named by label and rank so that two encodings of
        one scenario name the same choice alike."""
        rank = self._fresh[label] = self._fresh.get(label, 0) + 1
        name = f"{self.name}!{label}!{rank}"
        var = z3.Bool(name) if sort == "bool" else z3.Int(name)
        self.choices.append(var)
        return var

    # the walk
    def _build(self) -> None:
        for i, step in enumerate(self.scenario.turn):
            if step.kind == PLACE:  # robber placement is the Robbers' side
                continue
            if step.kind == GAME_END:
                self._game_end(i, step)
            else:
                self._score_step(i, step)
            self.step_after[i] = (dict(self.score), self.count, dict(self.district), dict(self.returned), dict(self.holders))

    def _blocked(self, district: str) -> z3.BoolRef:
        if "count-blocks" not in self.grants or not self.scenario.city:
            return FALSE
        return self.count == DISTRICTS.index(district)

    def _redeploy(self, i: int, step, mandatory: bool = False, districts=DISTRICTS) -> dict:
        """Figures moved from ``districts`` onto the step's features:
        (feature, player, figure) -> term. ``mandatory``: every figure of an
        unblocked district with a matching feature moves."""
        moved: dict = {}
        if not self.scenario.city:
            return moved
        for d in districts:
            fed = [j for j, f in enumerate(step.features) if self.feeds_kind(d, f.kind)]
            if not fed:
                continue
            blocked = self._blocked(d)
            for p in self.players:
                for fig in FIGURES:
                    # An abbot stands only on a monastery or shrine (the loader's rule for features).
                    targets = [j for j in fed if fig != "abbot" or step.features[j].kind in MONASTIC]
                    if not targets:
                        continue
                    have = self.district[(d, p, fig)]
                    if z3.is_int_value(z3.simplify(have)) and z3.simplify(have).as_long() == 0:
                        continue
                    parts = []
                    for j in targets:
                        var = self.fresh("int", f"move-s{i}-f{j}-{d}-{p}-{fig}")
                        self.constraints.append(var >= 0)
                        moved[(j, p, fig)] = var
                        parts.append(var)
                    out = z3.Sum(parts)
                    limit = z3.If(blocked, 0, have)
                    self.constraints.append(out == limit if mandatory else out <= limit)
                    self.district[(d, p, fig)] = have - out
        return moved

    def _points(self, i: int, j: int, feature) -> z3.ArithRef:
        ft = self.terms.features[(i, j)]
        if feature.kind == "field":
            extra = z3.If(ft.carcassonne, 1, 0) if "field-carcassonne" in self.grants and self.scenario.city else 0
            return ft.per_city * (ft.cities + extra)
        if ft.points is not None:
            return ft.points
        return z3.IntVal(9 if "monastic-nine" in self.grants else 0)

    def _scores(self, i: int, step, moved: dict, scoring: dict, home: bool = True) -> dict:
        """Score each feature; return (feature, player) -> points gained.
        ``scoring``: feature -> whether it scores at all (challenges);
        ``home``: its figures go back to supply (not at the game end, when
        they stay on the board)."""
        gained = {}
        for j, feature in enumerate(step.features):
            ft = self.terms.features[(i, j)]
            strength = {
                p: total(STRENGTH[fig] * (ft.meeples[(p, fig)] + moved.get((j, p, fig), 0)) for fig in FIGURES)
                for p in self.players
            }
            points = self._points(i, j, feature)
            self.worth[(i, j)] = points
            for p in self.players:
                tops = z3.And(*[strength[p] >= strength[q] for q in self.players if q != p])
                wins = z3.And(scoring[j], tops, strength[p] > 0) if "majority" in self.grants else FALSE
                gained[(j, p)] = z3.If(wins, points, 0)
                if not home:
                    continue
                for fig in FIGURES:
                    back = ft.meeples[(p, fig)] + moved.get((j, p, fig), 0)
                    self.returned[(p, fig)] = self.returned[(p, fig)] + back
                    self.supply[(p, fig)] = self.supply[(p, fig)] + back
            for p in self.players:
                self.score[p] = self.score[p] + gained[(j, p)]
                self.gains[(i, j, p)] = gained[(j, p)]
        return gained

    def _challenges(self, i: int, step) -> dict:
        """feature -> does it score; the losing incomplete rivals' figures go home."""
        scoring = {j: TRUE for j in range(len(step.features))}
        if "challenge-win" not in self.grants:
            return scoring
        for j, feature in enumerate(step.features):
            challenge = feature.challenge
            if challenge is None:
                continue
            if challenge.feature is None:
                rival = self.terms.features[(i, j)].rival
                for (p, fig), n in rival.items():
                    self.returned[(p, fig)] = self.returned[(p, fig)] + n
                    self.supply[(p, fig)] = self.supply[(p, fig)] + n
            elif "challenge-tie" not in self.grants:
                scoring[j] = FALSE
        return scoring

    def _score_step(self, i: int, step) -> None:
        # completion-by-tile-only; without it every scoring completes its features.
        completion = step.source in COMPLETION_SOURCES or "tile-completions" not in self.grants
        self.completing[i] = completion
        holders_before = dict(self.holders)
        moved = self._redeploy(i, step) if "redeploy" in self.grants and completion else {}
        scoring = self._challenges(i, step)
        gained = self._scores(i, step, moved, scoring)
        if completion:
            for tile, kind in self.claims.items():
                self._claim(i, step, tile, kind)
            for kind in ("city", "road"):
                n = sum(1 for f in step.features if f.kind == kind)
                self.completed[kind] = self.completed[kind] + n
        self.step_moves[i], self.step_holders[i] = moved, (holders_before, dict(self.holders))
        self._entry(i, step, gained, moved)

    def _claim(self, i: int, step, tile: str, kind: str) -> None:
        holder, size = self.holders[tile]
        # mistake-king-kept-on-first-city: only a King nobody holds yet is taken.
        unheld = holder == NOBODY if tile == "king" and "king-kept" in self.grants else True
        for j, f in enumerate(step.features):
            if f.kind != kind:
                continue
            tiles = self.terms.features[(i, j)].tiles
            takes = z3.And(unheld, tiles > size)
            holder = z3.If(takes, self.players.index(self.active), holder)
            size = z3.If(takes, tiles, size)
        self.holders[tile] = (holder, size)

    def _robbing(self, i: int) -> dict:
        """player -> points robbing gave them in step ``i``, when they count as
        gained (robbing-gain-counts, The Robbers in play); else nothing."""
        if self.scenario.robbers is None or not self.robbing_counts:
            return {}
        self.robbed[i] = {p: z3.Int(f"{self.name}!robbed-s{i}-{p}") for p in self.players}
        return self.robbed[i]

    def _qualifies(self, i: int, step, gained: dict) -> z3.BoolRef:
        a = self.active
        others = [p for p in self.players if p != a]
        n = range(len(step.features))
        robbed = self._robbing(i)
        # Robbed points belong to the scoring as a whole, not to one feature.
        robbed_opponent = [robbed[q] > 0 for q in others] if robbed else []
        robbed_nothing = [robbed[a] == 0] if robbed else []
        if self.entry_condition == "scoring":
            opponent = z3.Or(*[gained[(j, q)] > 0 for j in n for q in others], *robbed_opponent)
            return z3.And(opponent, *[gained[(j, a)] == 0 for j in n], *robbed_nothing) if n else FALSE
        if self.entry_condition == "feature":
            some = z3.Or(*[z3.And(z3.Or(*[gained[(j, q)] > 0 for q in others]), gained[(j, a)] == 0) for j in n])
            return z3.And(some, *robbed_nothing) if n else FALSE
        return FALSE

    def _entry(self, i: int, step, gained: dict, moved: dict | None = None) -> None:
        if not self.scenario.city or self.entry_condition is None or self.entry_phase is None:
            return
        if self.entry_phase == "features" and step.source not in ENTRY_SOURCES:
            return
        a = self.active
        enters = self.fresh("bool", f"enter-s{i}")
        figure = self.fresh("int", f"enter-figure-s{i}")
        district = self.fresh("int", f"enter-district-s{i}")
        allowed = self._qualifies(i, step, gained)
        if self.own_redeploy_bars:
            mine = [v for (_, p, _), v in (moved or {}).items() if p == a]
            allowed = z3.And(allowed, total(mine) == 0)
        if "entry-once" in self.grants:
            allowed = z3.And(allowed, z3.Not(self.entered))
        self.constraints += [
            z3.Implies(enters, allowed),
            z3.And(figure >= 0, figure < len(FIGURES), district >= 0, district < len(DISTRICTS)),
        ]
        for k, fig in enumerate(FIGURES):
            self.constraints.append(z3.Implies(z3.And(enters, figure == k), self.supply[(a, fig)] >= 1))
        if "abbot-cathedral" in self.grants:
            abbot, cathedral = FIGURES.index("abbot"), DISTRICTS.index("cathedral")
            self.constraints.append(z3.Implies(z3.And(enters, figure == abbot), district == cathedral))
        for k, fig in enumerate(FIGURES):
            takes = z3.And(enters, figure == k)
            self.supply[(a, fig)] = z3.If(takes, self.supply[(a, fig)] - 1, self.supply[(a, fig)])
            for m, d in enumerate(DISTRICTS):
                key = (d, a, fig)
                self.district[key] = z3.If(z3.And(takes, district == m), self.district[key] + 1, self.district[key])
        self.placements.append(Placement(enters, figure, district, i))
        self.entered = z3.Or(self.entered, enters)
        self._move_count(i, enters, district)

    def _move_count(self, i: int, enters, district) -> None:
        if self.count_move == "free":
            target = self.fresh("int", f"count-s{i}")
            self.constraints.append(z3.Implies(enters, z3.And(target >= 0, target < len(DISTRICTS))))
            self.count = z3.If(enters, target, self.count)
        elif self.count_move == "clockwise":
            self.count = z3.If(enters, z3.If(self.count == len(DISTRICTS) - 1, 0, self.count + 1), self.count)
        elif self.count_move == "follows":
            self.count = z3.If(enters, district, self.count)

    def _game_end(self, i: int, step) -> None:
        moved = {}
        if self.final_redeploy_mode is not None and self.scenario.city:
            moved = self._final_redeploy(i, step)
        self.step_moves[i] = moved
        for (_, p, fig), n in moved.items():
            self.left_on_board[(p, fig)] = self.left_on_board[(p, fig)] + n
        scoring = {}
        for j, feature in enumerate(step.features):
            ignored = feature.challenge is None or "challenge-final-ignored" in self.grants
            scoring[j] = TRUE if ignored else FALSE
        self._scores(i, step, moved, scoring, home=False)
        cities = self.completed["city"]
        if "king-counts-carcassonne" in self.grants and self.scenario.city:
            cities = cities + 1
        for tile, count in (("king", cities), ("robber-baron", self.completed["road"])):
            if tile not in self.bonuses:
                continue
            holder, _ = self.holders[tile]
            self.worth[(i, tile)] = count
            for k, p in enumerate(self.players):
                self.gains[(i, tile, p)] = z3.If(holder == k, count, 0)
                self.score[p] = self.score[p] + self.gains[(i, tile, p)]

    def _final_redeploy(self, i: int, step) -> dict:
        districts = self.final_redeploy_districts or DISTRICTS
        return self._redeploy(i, step, mandatory=self.final_redeploy_mode == "must", districts=districts)


__all__ = ["CkrEncoding", "NOBODY"]
