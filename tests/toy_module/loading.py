"""Reading the toll bridge's documents, on the shared layers of ``checker.loading``."""

from __future__ import annotations

from checker.loading._json_input import check_tree
from checker.loading._paths import raise_first
from checker.loading._schema import check_size, schema_problems
from checker.loading._wording import names, quote
from tests.toy_module.model import Outcome, Scenario


def scenario_from_json(doc, file: str = "<scenario>") -> Scenario:
    check_tree(doc, file)
    check_size(doc, "toll-scenario", file)
    raise_first(file, schema_problems("toll-scenario", doc))
    players = tuple(doc["players"])
    problems = []
    for name in [doc.get("owner")] + [e["player"] for e in doc["turn"]] + list(doc["scores"]):
        if name is not None and name not in players:
            problems.append(((), f"unknown player {quote(name)} (players: {names(players)})"))
    raise_first(file, problems)
    return Scenario(players=players, owner=doc.get("owner"), scores={p: doc["scores"].get(p, 0) for p in players},
                    turn=tuple((e["player"], e["points"]) for e in doc["turn"]))


def outcome_from_json(doc, scenario: Scenario, file: str = "<outcome>") -> Outcome:
    check_tree(doc, file)
    raise_first(file, schema_problems("toll-outcome", doc))
    if set(doc["scores"]) != set(scenario.players):
        raise_first(file, [(("scores",), f"must hold exactly the players ({names(scenario.players)})")])
    return Outcome.make(scenario.players, doc["scores"])
