"""A small replayer of Count, King & Robber derivations, independent of both
readings: it applies each step's own values (who moved what where, who
scored what, who took which tile) to the scenario, with no rule logic, and
returns the outcome they add up to. A derivation that does not replay to its
outcome is a bug in the reading that gave it (issue 28: "every derivation
the reference gives must replay to its outcome")."""

from __future__ import annotations

from checker.count_king_robber.model import DISTRICTS, Holder, Outcome, Scenario, thaw


class DoesNotReplay(ValueError):
    """A step that cannot be applied (a figure that is not there, the Count elsewhere)."""


def _add(bag: dict, player: str, figure: str, n: int = 1) -> None:
    bag.setdefault(player, {}).setdefault(figure, 0)
    bag[player][figure] += n


def _take(bag: dict, player: str, figure: str, n: int, where: str) -> None:
    if bag.get(player, {}).get(figure, 0) < n:
        raise DoesNotReplay(f"{player} has no {n} {figure} in {where}")
    bag[player][figure] -= n


def replay(scenario: Scenario, steps) -> Outcome:
    """The outcome ``steps`` (JSON step objects) lead to from ``scenario``."""
    scores = {p: scenario.scores.get(p, 0) for p in scenario.players}
    supply = thaw(scenario.supply)
    districts = {d: thaw(scenario.districts.get(d, ())) for d in DISTRICTS}
    count = scenario.count if scenario.city else None
    returned: dict = {}
    placed = []
    tiles = {"king": scenario.king, "robber-baron": scenario.robber_baron}
    for s in steps:
        kind = s["kind"]
        if kind == "redeploy":
            if s["from"] == count:
                raise DoesNotReplay("a figure leaves the Count's district")
            _take(districts[s["from"]], s["player"], s["figure"], s["count"], s["from"])
        elif kind in ("challenge", "score"):
            for p in s.get("majority", ()):
                scores[p] += s["points"]
            for item in s["home"]:
                player, figure = item.split(" ")
                _add(supply, player, figure)
                _add(returned, player, figure)
        elif kind == "tile":
            tiles[s["tile"]] = Holder(s["player"], s["size"])
        elif kind == "enter":
            _take(supply, s["player"], s["figure"], 1, "supply")
            _add(districts[s["district"]], s["player"], s["figure"])
            placed.append((s["player"], s["district"], s["figure"]))
        elif kind == "count":
            if s["from"] != count:
                raise DoesNotReplay(f"the Count is in the {count}, not the {s['from']}")
            count = s["to"]
        elif kind == "bonus":
            scores[s["player"]] += s["points"]
        elif kind != "stay-out":
            raise DoesNotReplay(f"unknown step kind {kind!r}")
    return Outcome.make(scenario.players, scores, count, districts if scenario.city else None, returned, placed,
                        tiles["king"], tiles["robber-baron"])


def replays(scenario: Scenario, derivation, outcome: Outcome) -> bool:
    try:
        return replay(scenario, [s.to_json() for s in derivation.steps]) == outcome
    except DoesNotReplay:
        return False
