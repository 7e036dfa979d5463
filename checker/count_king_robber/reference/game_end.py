"""The ``game-end`` step: the final scoring of the incomplete features and
the King's and Robber Baron's bonuses.

"During final scoring, any meeples left in the other districts do nothing.
[12]": in the new editions the market's figures, unless the Count stands
there, may go to the fields scored at the end, any number of them
(market-figures-to-fields). Footnote 12 records the 1st-edition ruling
instead: from the left of the player who ended the game, players redeploy
figures from the districts the Count does not block onto matching incomplete
features "until no player can redeploy any more" (district-figures-redeploy:
every such figure goes; district-figures-may-redeploy: each may also stay).
Feeding is the same as during play; each player moves only their own
figures, so the order round the table changes nothing.

The figures on the features scored here, redeployed ones included, stay on
the board: docs/ckr-turn-model.md counts nothing returned at the game end.
"""

from __future__ import annotations

from checker.count_king_robber.model import DISTRICTS, thaw
from checker.count_king_robber.reference import bags, feeding, scoring, tiles
from checker.count_king_robber.reference.state import Edit, State


def _redeploys(state: State, step, scenario, rules) -> list[tuple[dict | None, list[dict]]]:
    """As score_step's: None for the districts when no figure may move."""
    districts = {d: thaw(fr) for d, fr in zip(DISTRICTS, state.districts)} if scenario.city else {}
    must = rules.has("district-figures-redeploy")
    if scenario.city and (must or rules.has("district-figures-may-redeploy")):
        return feeding.moves(districts, state.count, step.features, rules, must=must)
    if scenario.city and rules.has("market-figures-to-fields"):
        return feeding.moves(districts, state.count, step.features, rules, only=("market",))
    return [(None, [{} for _ in step.features])]


def final_scorings(state: State, step, scenario, rules) -> list[tuple[State, list[dict], dict]]:
    """Every way the final scoring can go: the state after it, the points
    each feature gave each player, and the King's and Robber Baron's bonuses
    (tile -> (holder, points))."""
    return [(after, per_feature, bonus) for after, per_feature, bonus, _ in redeployed_final_scorings(state, step, scenario, rules)]


def redeployed_final_scorings(state: State, step, scenario, rules) -> list[tuple[State, list[dict], dict, list[dict]]]:
    """As :func:`final_scorings`, with the figures each feature gained from
    the districts (for the derivation, reference/derive.py)."""
    players = scenario.players
    scorers = scoring.final_scorers(step.features, rules)
    bonus = tiles.final_bonuses(
        state.king,
        state.baron,
        scenario.completed_cities + state.cities,
        scenario.completed_roads + state.roads,
        scenario.city,
        rules,
    )
    out = []
    for left, added in _redeploys(state, step, scenario, rules):
        e = Edit(state, players)
        if left is not None:
            e.districts.update(left)  # the districts figures could leave; the others as they were
        per_feature = []
        for f, extra, scores in zip(step.features, added, scorers):
            on = bags.bag(f.meeples)
            bags.merge(on, extra)
            gained = scoring.gains(on, scoring.worth(f, False, rules), rules) if scores else {}
            per_feature.append(gained)
            for p, n in gained.items():
                e.scores[p] += n
        for p, n in bonus.values():
            e.scores[p] += n
        out.append((e.freeze(), per_feature, bonus, added))
    return out


def game_end(state: State, step, scenario, rules) -> set[State]:
    return {after for after, _, _ in final_scorings(state, step, scenario, rules)}
