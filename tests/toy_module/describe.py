"""The toll bridge for people."""

from __future__ import annotations

from tests.toy_module.model import Outcome


def scenario_text(doc: dict) -> str:
    owner = doc.get("owner") or "nobody"
    events = ", ".join(f"{e['player']} +{e['points']}" for e in doc["turn"]) or "nothing"
    scores = ", ".join(f"{p} {s}" for p, s in doc["scores"].items())
    return f"scores {scores}; the bridge is {owner}'s; scored: {events}"


def outcome_json_text(doc: dict, players) -> str:
    return ", ".join(f"{p} {doc['scores'][p]}" for p in players)


def counterexample_text(example: dict) -> str:
    return scenario_text(example["scenario"]) + " -> " + outcome_json_text(example["outcome"], example["scenario"]["players"])


def distance(a: Outcome, b: Outcome) -> int:
    return sum(abs(x - y) for (_, x), (_, y) in zip(a.scores, b.scores))


def outcomes_table(title: str, outcomes, scenario):
    from rich.table import Table

    table = Table(title=title)
    table.add_column("#", justify="right")
    table.add_column("scores")
    for n, o in enumerate(outcomes, 1):
        table.add_row(str(n), ", ".join(f"{p} {s}" for p, s in o.scores))
    return table
