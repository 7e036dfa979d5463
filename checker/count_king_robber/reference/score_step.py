"""One ``score`` step: redeploy, challenges, scoring, King and Robber Baron,
then the optional entry into the City of Carcassonne.

The order follows docs/ckr-turn-model.md ("What a turn decides") and
footnote 8: "Scoring takes place first, and then, should the occasion arise,
a meeple may be deployed to the city of Carcassonne." Figures that came home
in this step (scored, or a losing rival's) are back in supply before the
entry, so they may be the figure that enters.
"""

from __future__ import annotations

from checker.count_king_robber.model import DISTRICTS, FEATURE_PHASE, thaw
from checker.count_king_robber.reference import bags, entry, feeding, scoring, tiles
from checker.count_king_robber.reference.state import Edit, State

# Issue 29 g: only the placement of a tile completes features. "When a
# feature ... is completed, before it is scored, all players may remove their
# meeples from the matching district"; "As soon as you complete the first
# city ... place the King marker"; footnote 3: scorings "from
# non-landscape-tile related events (such as from dispatches ...)" are not
# caused by the tile. A field scoring a barn or a field connection triggers
# lets the market's figures join ("If a barn placement or field connection
# triggers a field scoring, you may move meeples from the market"). Any other
# source (a message, a ransom) scores incomplete features: no redeployment,
# no King or Robber Baron, nothing counted as completed.
COMPLETING_SOURCES = (FEATURE_PHASE, "barn", "field-connection")


def completes(step, rules) -> bool:
    """completion-by-tile-only; without the clause every scoring completes."""
    return step.source in COMPLETING_SOURCES or not rules.has("completion-by-tile-only")


def _redeploys(state: State, step, scenario, rules) -> list[tuple[dict | None, list[dict]]]:
    """(districts left, figures added to each feature) per redeployment;
    None for the districts when no figure may move (they stay as they are)."""
    if scenario.city and rules.has("redeploy-any-number") and completes(step, rules):
        districts = {d: thaw(fr) for d, fr in zip(DISTRICTS, state.districts)}
        return feeding.moves(districts, state.count, step.features, rules)
    return [(None, [{} for _ in step.features])]


def may_enter(state: State, step, per_feature, scenario, rules, robbed) -> bool:
    if not scenario.city:
        return False
    if rules.has("entry-once-per-turn") and state.placed:
        return False
    return entry.phase_allows(step.source, rules) and entry.condition_met(per_feature, scenario.active, rules, robbed)


def scorings(state: State, step, scenario, rules) -> list[tuple[State, list[dict]]]:
    """Every way the step's scoring can go (one per redeployment): the state
    after it, before any entry into the city, and the points each feature gave
    each player."""
    return [(after, per_feature) for after, per_feature, _, _ in redeployed_scorings(state, step, scenario, rules)]


def redeployed_scorings(state: State, step, scenario, rules) -> list[tuple[State, list[dict], list[dict], dict]]:
    """As :func:`scorings`, with what the derivation tells (reference/derive.py):
    the figures each feature gained from the districts, and the losing
    rivals' figures that went home."""
    players, active = scenario.players, scenario.active
    features = step.features
    done = completes(step, rules)
    scorers, losers = scoring.completed_scorers(features, rules)
    king, baron = tiles.after_step(state.king, state.baron, features, active, rules) if done else (state.king, state.baron)
    cities = state.cities + (sum(1 for f in features if f.kind == "city") if done else 0)
    roads = state.roads + (sum(1 for f in features if f.kind == "road") if done else 0)
    out = []
    for left, added in _redeploys(state, step, scenario, rules):
        e = Edit(state, players)
        if left is not None:
            e.districts.update(left)  # the districts figures could leave; the others as they were
        per_feature = []
        for f, extra, scores in zip(features, added, scorers):
            on = bags.bag(f.meeples)
            bags.merge(on, extra)
            gained = scoring.gains(on, scoring.worth(f, done, rules), rules) if scores else {}
            per_feature.append(gained)
            for p, n in gained.items():
                e.scores[p] += n
            bags.merge(e.supply, on)
            bags.merge(e.returned, on)
        bags.merge(e.supply, losers)
        bags.merge(e.returned, losers)
        out.append((e.freeze(king=king, baron=baron, cities=cities, roads=roads), per_feature, added, losers))
    return out


def _moved_own(before: State, after: State, scenario) -> bool:
    """Did the active player move a figure out of a district in this scoring
    (footnote 8 read literally, entry-barred-by-own-redeploy)? The entry
    comes after the scoring, so a district holds fewer of their figures."""
    active = scenario.active
    def mine(state):
        return sum(n for fr in state.districts for p, _, n in fr if p == active)
    return mine(after) < mine(before)


def entries(before: State, after: State, step, per_feature, scenario, rules, robbed=None) -> set[State]:
    """``after`` itself and every entry into the city the rules then allow.
    ``robbed``: what robbing gave each player in this scoring, with The
    Robbers in play."""
    out = {after}
    if not may_enter(before, step, per_feature, scenario, rules, robbed):
        return out
    if rules.has("entry-barred-by-own-redeploy") and _moved_own(before, after, scenario):
        return out
    active, players = scenario.active, scenario.players
    supply = thaw(after.supply)
    for figure, district, count in entry.options(supply, active, after.count, rules):
        placed = Edit(after, players)
        bags.take(placed.supply, active, figure)
        bags.add(placed.districts[district], active, figure)
        out.add(placed.freeze(count=count, placed=after.placed + ((active, district, figure),)))
    return out


def score_step(state: State, step, scenario, rules) -> set[State]:
    out: set[State] = set()
    for after, per_feature in scorings(state, step, scenario, rules):
        out |= entries(state, after, step, per_feature, scenario, rules)
    return out
