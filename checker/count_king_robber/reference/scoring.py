"""What a feature is worth, who scores it, and how challenges change that.

- Majority (clause majority-scores, footnotes 9 to 11): every player with the
  greatest strength on the feature, redeployed figures included, gains its
  points; a large meeple counts two. Without the clause nobody scores.
- A completed monastery or shrine is worth 9 (clause monastic-worth-nine).
- A field is worth per_city for each city it supplies, plus the City of
  Carcassonne when it borders it (clause carcassonne-field-city, "Final
  Scoring": "counts as a city worth 3 points in its field").
- Challenges ("The cultists > 3. Scoring a feature", footnote 17): the side
  completed first scores and the other side's figures go home unscored;
  completed together, both score (challenge-together-both-score). At the game
  end, unresolved challenges are ignored (unresolved-challenges-ignored).
"""

from __future__ import annotations

from checker.count_king_robber.model import MONASTIC
from checker.count_king_robber.reference import bags


def worth(feature, completed: bool, rules) -> int:
    if feature.kind == "field":
        cities = feature.cities + (1 if feature.carcassonne and rules.has("carcassonne-field-city") else 0)
        return feature.per_city * cities
    if completed and feature.kind in MONASTIC and feature.points is None:
        return 9 if rules.has("monastic-worth-nine") else 0
    return feature.points


def gains(figures: dict, points: int, rules) -> dict[str, int]:
    """Points each player gains from one feature with these figures on it."""
    if not rules.has("majority-scores"):
        return {}
    strength = bags.strengths(figures)
    top = max(strength.values(), default=0)
    if top <= 0:
        return {}
    return {p: points for p, s in strength.items() if s == top}


def completed_scorers(features, rules) -> tuple[list[bool], dict]:
    """In a score step: which features score, and the figures of rivals that
    lose a challenge without being part of the step (they go home unscored).

    Without challenge-first-completed-wins a challenge does nothing during
    play: every feature scores and the rival's figures stay where they are."""
    scores = [True] * len(features)
    losers: dict = {}
    if not rules.has("challenge-first-completed-wins"):
        return scores, losers
    for i, f in enumerate(features):
        c = f.challenge
        if c is None:
            continue
        if c.feature is None:
            bags.merge(losers, bags.bag(c.meeples))
        elif not rules.has("challenge-together-both-score"):
            scores[i] = False
            for j, g in enumerate(features):
                if g.id == c.feature:
                    scores[j] = False
    return scores, losers


def final_scorers(features, rules) -> list[bool]:
    """At the game end a feature still in a challenge scores only if open
    challenges are ignored; otherwise it scores nothing."""
    if rules.has("unresolved-challenges-ignored"):
        return [True] * len(features)
    named = {f.challenge.feature for f in features if f.challenge is not None}
    return [f.challenge is None and not (f.id and f.id in named) for f in features]
