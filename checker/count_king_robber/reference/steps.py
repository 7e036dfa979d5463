"""The steps of a Count, King & Robber derivation (checker/derivations.py),
built from what the reference simulator chose, each naming the clauses that
allow or require it.

Kinds (docs/ckr-turn-model.md, "Derivations"):

- ``redeploy``: ``player``'s ``count`` ``figure`` leave district ``from`` for
  ``feature`` (its ``feature_kind``), before it scores (or at the game end);
- ``challenge``: ``feature``'s monk-heretic challenge against ``rival`` and
  its ``result`` ("rival-loses", "both-score", "neither-scores", "ignored"),
  with the figures that go ``home`` unscored;
- ``score``: ``feature`` (``feature_kind``) is worth ``worth``; the players
  with the greatest ``strength`` (the ``majority``) gain ``points`` each;
  its figures go ``home`` (nothing goes home at the game end, ``final``);
- ``tile``: ``player`` takes the King or Robber Baron (``tile``) from
  ``previous`` for a feature of ``size`` tiles;
- ``enter``: ``player``'s ``figure`` enters ``district``; ``stay-out``:
  ``player`` may enter and does not;
- ``count``: the Count moves ``from`` a district ``to`` another;
- ``bonus``: the holder of ``tile`` gains ``points`` at the game end.

Figures are written "player figure" once per figure ("red meeple").
"""

from __future__ import annotations

from checker.count_king_robber.model import MONASTIC, Holder
from checker.count_king_robber.reference import bags
from checker.derivations import Step

#: The district that feeds each kind of feature (districts-feed-features,
#: cathedral-feeds-shrines): a redeployed figure's district follows from
#: the feature it joined.
FED_BY = {"city": "castle", "road": "blacksmith", "monastery": "cathedral", "shrine": "cathedral", "field": "market"}


def _present(rules, *ids: str) -> list[str]:
    return [c for c in ids if rules.has(c)]


def label(feature, index: int) -> str:
    """A feature's name in a derivation: its id, else its kind and place in the step."""
    return feature.id or f"{feature.kind}-{index + 1}"


def in_turn_order(figures: dict, players) -> list[tuple[str, str, int]]:
    """(player, figure, count) with the players in turn order."""
    return sorted(bags.items(figures), key=lambda t: (players.index(t[0]), t[1]))


def figure_list(figures: dict, players) -> list[str]:
    return [f"{p} {f}" for p, f, n in in_turn_order(figures, players) for _ in range(n)]


def redeploys(features, added: list[dict], rules, final: bool, players) -> list[Step]:
    if final:
        how = _present(rules, "market-figures-to-fields", "district-figures-redeploy", "district-figures-may-redeploy")
    else:
        how = _present(rules, "redeploy-any-number")
    out = []
    for i, (f, extra) in enumerate(zip(features, added)):
        feeds = _present(rules, "cathedral-feeds-shrines" if f.kind == "shrine" else "districts-feed-features")
        for player, figure, n in in_turn_order(extra, players):
            out.append(Step.of("redeploy", how + feeds, player=player, figure=figure, count=n,
                               **{"from": FED_BY[f.kind]}, feature=label(f, i), feature_kind=f.kind))
    return out


def challenges(features, rules, final: bool, players) -> list[Step]:
    """One step per challenge named in the step (a pair completed together is told once)."""
    out, told = [], set()
    for i, f in enumerate(features):
        c = f.challenge
        if c is None or i in told:
            continue
        rival = c.feature or "incomplete rival"
        if c.feature is not None:
            told.update(j for j, g in enumerate(features) if g.id == c.feature)
        home: list[str] = []
        if final:
            ids = _present(rules, "unresolved-challenges-ignored")
            result = "ignored" if ids else "neither-scores"
        elif not rules.has("challenge-first-completed-wins"):
            ids, result = [], "ignored"
        elif c.feature is None:
            ids, result = ["challenge-first-completed-wins"], "rival-loses"
            home = figure_list(bags.bag(c.meeples), players)
        elif rules.has("challenge-together-both-score"):
            ids, result = ["challenge-first-completed-wins", "challenge-together-both-score"], "both-score"
        else:
            ids, result = ["challenge-first-completed-wins"], "neither-scores"
        out.append(Step.of("challenge", ids, feature=label(f, i), rival=rival, result=result, home=home))
    return out


def scores(features, added: list[dict], per_feature: list[dict], rules, completed: bool, players,
           final: bool = False) -> list[Step]:
    """``completed``: the features are completed (a message's are not);
    ``final``: the game end, where figures stay on the board."""
    out = []
    for i, (f, extra, gained) in enumerate(zip(features, added, per_feature)):
        on = bags.bag(f.meeples)
        bags.merge(on, extra)
        ids = _present(rules, "majority-scores")
        if completed and f.kind in MONASTIC:
            ids += _present(rules, "monastic-worth-nine")
        if f.kind == "field" and f.carcassonne:
            ids += _present(rules, "carcassonne-field-city")
        if not completed and not final:  # a message's feature: incomplete (issue 29 g)
            ids += _present(rules, "completion-by-tile-only")
        strength = max(bags.strengths(on).values(), default=0)
        points = max(gained.values(), default=0)
        out.append(Step.of("score", ids, feature=label(f, i), feature_kind=f.kind, worth=_worth(f, gained),
                           strength=strength, majority=[p for p in players if p in gained], points=points,
                           home=[] if final else figure_list(on, players), final=final))
    return out


def _worth(f, gained: dict) -> int:
    """The points the feature is worth (what each majority player gains; a
    feature nobody scores says what it was worth by its own numbers)."""
    if gained:
        return max(gained.values())
    if f.kind == "field":
        return f.per_city * f.cities
    return 9 if f.points is None else f.points


def tiles_taken(before: tuple[Holder, Holder], after: tuple[Holder, Holder], rules) -> list[Step]:
    out = []
    for tile, clause, a, b in zip(("king", "robber-baron"), ("king-largest-city", "baron-longest-road"), before, after):
        if a != b:
            out.append(Step.of("tile", _present(rules, clause), tile=tile, player=b.holder, size=b.size,
                               previous=a.holder))
    return out


def entry_clauses(rules, figure: str | None = None) -> list[str]:
    ids = _present(rules, "entry-nothing-from-any-feature", "entry-per-feature",
                   "entry-feature-phase-only", "entry-any-phase")
    if figure == "abbot":
        ids += _present(rules, "abbot-cathedral-only")
    return ids


def entered(player: str, figure: str, district: str, count_from: str | None, count_to: str | None, rules) -> list[Step]:
    out = [Step.of("enter", entry_clauses(rules, figure), player=player, figure=figure, district=district)]
    if count_from != count_to:
        how = _present(rules, "count-moves-freely", "count-moves-clockwise", "count-follows-new-figure")
        out.append(Step.of("count", how, **{"from": count_from, "to": count_to}))
    return out


def stayed_out(player: str, rules) -> list[Step]:
    return [Step.of("stay-out", entry_clauses(rules), player=player)]


def bonuses(bonus: dict, rules, city: bool) -> list[Step]:
    out = []
    for tile in ("king", "robber-baron"):
        if tile in bonus:
            holder, points = bonus[tile]
            if tile == "king":
                ids = _present(rules, "king-bonus-per-city", *(("king-bonus-counts-carcassonne",) if city else ()))
            else:
                ids = _present(rules, "baron-bonus-per-road")
            out.append(Step.of("bonus", ids, tile=tile, player=holder, points=points))
    return out
