"""Where JCloisterZone and rulespec disagree, and why: the catalogue that
``results.py`` sorts the failing vectors into.

Each finding is one distinct disagreement, with its verdict (an engine bug, a
project bug, a reading (the rules' text allows both sides: JCloisterZone
plays another reading of the same edition), or an edition or house-rule
difference, then with JCloisterZone's rule setting), the sentences of the rules page (``003_baf01d8104b01b8f.txt``)
it rests on, copied verbatim, and an explanation that is checked, not
asserted: ``adjust_expected`` and ``adjust_engine`` turn rulespec's outcome
set and the engine's into what they would be if the finding were the only
difference. A failing vector is explained by a set of findings when, with
their adjustments applied, the two sets are equal; a vector no set of
findings explains is reported as unexplained. The adjustments apply in the
catalogue's order; final-redeploy-optional comes first because it replaces
rulespec's set by the one of another reading.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Callable

SOURCE = "003_baf01d8104b01b8f.txt"
MONASTIC = ("monastery", "shrine")


def _placements(outcome: dict) -> list:
    placed = outcome.get("placed")
    if placed is None:
        return []
    return placed if isinstance(placed, list) else [placed]


def _score_steps(scenario: dict) -> list:
    return [s for s in scenario["turn"] if s["step"] == "score"]


def _game_end(scenario: dict) -> dict | None:
    return next((s for s in scenario["turn"] if s["step"] == "game-end"), None)


def _readings(vector: dict) -> dict:
    return vector.get("interpretations") or {}


@dataclass(frozen=True)
class Finding:
    id: str
    title: str
    verdict: str  # engine bug | project bug | reading | edition or house-rule difference
    explanation: str
    sources: tuple  # (section, verbatim sentence) pairs from 003
    applies: Callable[[dict], bool]
    adjust_expected: Callable[[dict, list], list] = lambda vector, outcomes: outcomes
    adjust_engine: Callable[[dict, list], list] = lambda vector, outcomes: outcomes
    setting: str | None = None  # JCloisterZone's rule setting, for a difference of rules
    project_change: str | None = None  # what the project should change, for a project bug
    jcloisterzone_code: str = ""
    fixed: str | None = None  # for a project bug rulespec has fixed: how (the finding stays to catch a relapse)

    def record(self) -> dict:
        out = {
            "id": self.id,
            "title": self.title,
            "verdict": self.verdict,
            "explanation": self.explanation,
            "source": [{"document": SOURCE, "section": s, "quote": q} for s, q in self.sources],
            "jcloisterzone_code": self.jcloisterzone_code,
        }
        if self.setting:
            out["jcloisterzone_setting"] = self.setting
        if self.fixed:
            out["fixed"] = self.fixed
        if self.project_change:
            out["project_change"] = self.project_change
        return out


def _without_abbot_entries(vector, outcomes):
    return [o for o in outcomes if not any(p["figure"] == "abbot" for p in _placements(o))]


def _one_entry_only(vector, outcomes):
    return [o for o in outcomes if len(_placements(o)) <= 1]


def _market_kept(vector, outcomes):
    """The outcomes in which every figure that was in the market, or entered it, is still there."""
    before = vector["scenario"].get("city", {}).get("districts", {}).get("market", {})

    def kept(o):
        after = json.loads(json.dumps(o.get("city", {}).get("districts", {}).get("market", {})))
        for p in _placements(o):
            if p["district"] == "market":
                after.setdefault(p["player"], {}).setdefault(p["figure"], 0)
                after[p["player"]][p["figure"]] -= 1
        keys = {(pl, k) for side in (before, after) for pl, kinds in side.items() for k in kinds}
        return all(after.get(pl, {}).get(k, 0) >= before.get(pl, {}).get(k, 0) for pl, k in keys)

    return [o for o in outcomes if kept(o)]


def _supply(scenario: dict) -> dict:
    players = scenario["players"]
    return {p: dict(scenario.get("supply", {}).get(p, {"meeple": 1})) for p in players}


def _unchallenged_rivals_stay(vector, outcomes):
    """A rival of a completed side without figures keeps its figures on the board: they are not
    returned, so they cannot enter the city either. Applies to outcomes in which no figure left
    the cathedral (none was moved onto the completed side)."""
    scenario = vector["scenario"]
    stay: dict = {}
    for step in _score_steps(scenario):
        for f in step["features"]:
            if f["kind"] in MONASTIC and not f.get("meeples") and f.get("challenge", {}).get("meeples"):
                for player, kinds in f["challenge"]["meeples"].items():
                    for kind, n in kinds.items():
                        stay.setdefault(player, {}).setdefault(kind, 0)
                        stay[player][kind] += n
    cathedral = scenario.get("city", {}).get("districts", {}).get("cathedral", {})
    out = []
    for o in outcomes:
        left_cathedral = any(
            o.get("city", {}).get("districts", {}).get("cathedral", {}).get(pl, {}).get(k, 0)
            - sum(1 for p in _placements(o) if p["district"] == "cathedral" and p["player"] == pl and p["figure"] == k) < n
            for pl, kinds in cathedral.items() for k, n in kinds.items())
        if left_cathedral:
            out.append(o)
            continue
        o = json.loads(json.dumps(o))
        returned = o.setdefault("returned", {})
        for player, kinds in stay.items():
            for kind, n in kinds.items():
                left = returned.get(player, {}).get(kind, 0) - n
                if left > 0:
                    returned[player][kind] = left
                elif player in returned:
                    returned[player].pop(kind, None)
                    if not returned[player]:
                        returned.pop(player)
        supply = _supply(scenario)
        possible = all(supply.get(p["player"], {}).get(p["figure"], 0) + returned.get(p["player"], {}).get(p["figure"], 0)
                       >= sum(1 for q in _placements(o) if (q["player"], q["figure"]) == (p["player"], p["figure"]))
                       for p in _placements(o))
        if possible:
            out.append(o)
    return out


def _final_redeploy_may(vector, outcomes):
    """rulespec's own outcomes under the reading final-redeploy=may (JCloisterZone's any-district)."""
    import spec
    from checker.expansions import expansion_for
    from checker.loading import scenario_from_json

    scenario = scenario_from_json(vector["scenario"], file=vector["id"])
    rules = spec.resolve(vector["edition"], interpretations={**_readings(vector), "final-redeploy": "may"})
    return [o.to_json(scenario.players) for o in expansion_for(scenario, rules, vector["id"]).simulate(scenario, rules)]


def _empty_joined_field(scenario: dict) -> bool:
    """A field scored without farmers while the market holds a figure: one
    there at the start, or one that entered it at an earlier scoring of the turn."""
    market = scenario.get("city", {}).get("districts", {}).get("market")
    steps = _score_steps(scenario)
    for n, step in enumerate(steps):
        if any(f["kind"] == "field" and not f.get("meeples") for f in step["features"]) and (market or n > 0):
            return True
    return False


def _challenge_without_figure(scenario: dict) -> bool:
    """A completed side without figures facing an incomplete rival with some; figures in the cathedral may
    be moved onto it only if it is the step's one monastery or shrine (so an outcome tells whether they were)."""
    for step in _score_steps(scenario):
        monastics = [f for f in step["features"] if f["kind"] in MONASTIC]
        if any(not f.get("meeples") and f.get("challenge", {}).get("meeples") for f in monastics):
            cathedral = scenario.get("city", {}).get("districts", {}).get("cathedral")
            return not cathedral or len(monastics) == 1
    return False


def _market_at_the_end(vector: dict) -> bool:
    """JCloisterZone's market-only (the new editions here): market figures may go onto the fields scored at the end."""
    end = _game_end(vector["scenario"])
    return (vector["edition"] == "ckr-hig-2017" and "city" in vector["scenario"] and end is not None
            and any(f["kind"] == "field" for f in end["features"]))


FINDINGS = (
    Finding(
        id="final-redeploy-optional",
        title="1st edition: the final redeployment from the city is optional",
        verdict="reading",
        setting="coc-final-scoring=any-district",
        explanation=(
            "The 1st-edition ruling has the players redeploy their figures from the unblocked districts onto "
            "incomplete features at the final scoring 'until no player can redeploy any more'; rulespec reads this "
            "as a must (the reading final-redeploy=must, its default). JCloisterZone's any-district lets each player "
            "pass, which is rulespec's other reading, final-redeploy=may: its outcomes are exactly those. It is "
            "therefore a reading of the same edition, not an edition or house-rule difference."
        ),
        sources=(
            ("The city of Carcassonne > Final Scoring, footnote 12",
             "This process continues until no player can redeploy any more followers from Carcassonne."),
        ),
        applies=lambda v: v["edition"] == "ckr-c1-2008" and _readings(v).get("final-redeploy", "must") == "must"
        and _game_end(v["scenario"]) is not None,
        adjust_expected=_final_redeploy_may,
        jcloisterzone_code="game/phase/CocFinalScoringPhase.java: every player may pass (handlePass)",
    ),
    Finding(
        id="abbot-never-enters",
        title="The abbot is never offered for the City of Carcassonne",
        verdict="engine bug",
        explanation=(
            "A player who may enter the city can place any figure from supply, an abbot only in the cathedral. "
            "JCloisterZone offers small and large meeples (and phantoms, wagons, mayors, ringmasters) but no abbot, "
            "so every outcome in which an abbot enters the cathedral is missing, and a player whose only figure is "
            "an abbot cannot enter at all."
        ),
        sources=(
            ("The city of Carcassonne > 2. Placing a meeple in the City of Carcassonne",
             "In the city of Carcassonne, your Abbot can only be placed in the cathedral."),
            ("Other expansions", "Abbot, only in the cathedral"),
        ),
        applies=lambda v: any(p["figure"] == "abbot" for o in v["outcomes"] for p in _placements(o)),
        adjust_expected=_without_abbot_entries,
        jcloisterzone_code="game/phase/CocFollowerPhase.java: the figure classes offered (meepleTypes) leave out Abbot.class",
    ),
    Finding(
        id="second-entry-in-a-double-turn",
        title="A player enters the city twice in one turn (a builder's double turn)",
        verdict="engine bug",
        explanation=(
            "With two scorings in one turn (a builder's second tile), JCloisterZone opens the city after each "
            "scoring of a turn part and never checks whether a figure already entered this turn, so the player "
            "can place a second figure. JCloisterZone itself counts the builder's second tile as part of the same "
            "turn (a DoubleTurnEvent, no new PlayerTurnEvent)."
        ),
        sources=(
            ("The city of Carcassonne > 2. Placing a meeple in the City of Carcassonne",
             "You may place a maximum of one meeple in the city of Carcassonne per turn."),
        ),
        applies=lambda v: len(_score_steps(v["scenario"])) >= 2,
        adjust_engine=_one_entry_only,
        jcloisterzone_code="game/phase/CocFollowerPhase.java: enter() looks at the scorings of the current turn part only",
    ),
    Finding(
        id="joined-field-without-farmers",
        title="No figure moves from the market to a joined field that has no farmers",
        verdict="reading",
        explanation=(
            "When a tile joins a field to a field with a barn, rulespec lets the market's figures be moved onto it "
            "before it scores. JCloisterZone offers the market only for a joined field that already has a farmer on "
            "it, so a player cannot move a figure from the market onto an empty joined field (for example to take "
            "it back to supply). The rules page conditions the market on a field scoring being triggered ('If a "
            "barn placement or field connection triggers a field scoring'), and a joined field without farmers "
            "scores for nobody; the note calls the joining only 'logically another opportunity'. Both readings fit "
            "the text, so this is a reading, not an engine bug (the project has no open question for it yet: "
            "rulespec plays the joining as a trigger)."
        ),
        sources=(
            ("Other expansions (Exp. 5 - Abbey & Mayor)",
             "If a barn placement or field connection triggers a field scoring, you may move meeples from the "
             "market in the city of Carcassonne to that field."),
            ("Other expansions (Exp. 5 - Abbey & Mayor)",
             "Connecting a barn-less field to one with a barn: each completed city is worth 1 point"),
            ("Other expansions (Exp. 5 - Abbey & Mayor), note by Chris O.",
             "this could be at the end of the game or with joining of a barnless field to one with a barn"),
        ),
        applies=lambda v: _empty_joined_field(v["scenario"]),
        adjust_expected=_market_kept,
        jcloisterzone_code="game/phase/CocScoringPhase.java: getAllowedFeaturesFilter keeps a barn field on the new "
                           "tile only if it has a follower ('must contains at least one follower')",
    ),
    Finding(
        id="challenge-without-a-figure",
        title="A completed monastery or shrine without a figure does not win its challenge",
        verdict="project bug",
        explanation=(
            "rulespec sends the rival's figures home whenever one side of a challenge is completed first, even "
            "when no figure stands on the completed side. A challenge is between a monk and a heretic: without a "
            "figure on the completed side there is no challenge left, the completed side scores nothing and the "
            "rival keeps its figures on its incomplete feature. JCloisterZone does so (it resolves a challenge "
            "only for a completed side that scored for someone)."
        ),
        sources=(
            ("The cultists > 2. Placing a meeple as a heretic",
             "If you place a heretic adjacent to a monk, both meeples challenge each other"),
            ("Other expansions (Exp. 3 - The Princess & the Dragon, cultists)",
             "the challenge ends and the other remains on the landscape until his monastery or shrine is completed "
             "or the meeple is removed from the landscape."),
            ("The cultists > 3. Scoring a feature",
             "If your feature is completed first, you receive 9 points and your opponent receives nothing."),
        ),
        applies=lambda v: _challenge_without_figure(v["scenario"]),
        adjust_expected=_unchallenged_rivals_stay,
        project_change=(
            "spec/count_king_robber/clauses/shrines.py challenge-first-completed-wins (and both readings in "
            "checker/count_king_robber): the rival's figures return to supply only if a figure stands on the "
            "completed side when it scores (redeployed figures included); otherwise the rival keeps them. "
            "By hand for ckr-hig-2017/challenge-first-completed-wins-0001 (an empty shrine completed, Red's "
            "meeple on the incomplete rival monastery): nobody scores and Red's meeple stays, so the one outcome "
            "is scores 0/0, returned {}, placed null, King and Robber Baron unheld."
        ),
        jcloisterzone_code="game/capability/ShrineCapability.java: onTurnScoring challenges only completed monasteries "
                           "whose scoring had owners",
        fixed=("issue 20: a challenge is between two placed figures, so a challenged monastery or shrine without a "
               "figure, or a rival without one, is no scenario: the loader refuses it (exit 2) and the generators "
               "no longer draw it; the 9 vectors of this finding left the suite"),
    ),
    Finding(
        id="market-at-final-scoring",
        title="New editions: figures in the market move to fields at the final scoring",
        verdict="project bug",
        setting="coc-final-scoring=market-only",
        explanation=(
            "rulespec's new editions leave every district's figures idle at the final scoring. The rules page says "
            "only the *other* districts do nothing, and lists the end of the game among the times the market's "
            "figures go to a field; JCloisterZone's default, market-only, lets each player move market figures onto "
            "fields before the final scoring, where they score as farmers. No vector of the suite has market figures "
            "and a field at the end, so this one shows on a probe (probes/market-at-the-end.json)."
        ),
        sources=(
            ("The city of Carcassonne > Final Scoring",
             "During final scoring, any meeples left in the other districts do nothing."),
            ("Other expansions (Exp. 5 - Abbey & Mayor)",
             "At the end of the game, when preparing for final scoring: each completed city is worth 1 point "
             "(it is considered a special case of connecting fields)"),
        ),
        applies=_market_at_the_end,
        adjust_engine=_market_kept,
        project_change=(
            "spec/count_king_robber (ckr-hig-2017, ckr-zmg-2017: topic final-districts, now None) and both "
            "readings: at the game end, before the features score, each player from the left of the active player "
            "may move figures from the market (unless the Count stands there) onto the fields scored at the end. "
            "The hand-written outcomes of the probe are in probes/market-at-the-end.json ('expected_by_source')."
        ),
        jcloisterzone_code="game/phase/CocFinalScoringPhase.java: getValidQuarters under market-only",
        fixed=("issue 20: clause market-figures-to-fields answers final-districts in ckr-hig-2017 and ckr-zmg-2017, in "
               "both readings; the probe's outcomes are those written by hand, and JCloisterZone's"),
    ),
)

BY_ID = {f.id: f for f in FINDINGS}
