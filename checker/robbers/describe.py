"""The Robbers for people: scenario and outcome documents (formats.md JSON)
as one line of text, for tables, the catalogue's Markdown and the docs
(written once here so every place shows a turn the same way), the table of
outcomes the commands print, and the distance between two outcomes by which
``judge`` and ``conform`` name the nearest legal one."""

from __future__ import annotations

from checker.robbers.model import Outcome, Scenario


def markers_text(markers: dict, players) -> str:
    """``red 3/c5, blue 0``: each player's meeple, then ``c`` and the courier."""
    return ", ".join(
        f"{p} " + "/".join(f"{v}" if k == "meeple" else f"c{v}" for k, v in markers[p].items()) for p in players
    )


def robbers_text(robbers: dict, players, empty: str = "all in supply") -> str:
    """``red@3, blue@7``: the robbers on the track, in turn order."""
    return ", ".join(f"{p}@{robbers[p]}" for p in players if robbers.get(p) is not None) or empty


def steals_text(steals: list, sep: str = ", ") -> str:
    """``red takes 2 from blue's meeple``, one per steal."""
    return sep.join(f"{s['thief']} takes {s['points']} from {s['victim']}'s {s['marker']}" for s in steals)


def scenario_text(sc: dict) -> str:
    """A scenario document in one line: markers, robbers, the turn's steps."""
    steps = []
    for step in sc["turn"]:
        if step["step"] == "score":
            steps.append(step["source"] + " " + " ".join(f"{e['player']}{e['points']:+d}" for e in step["events"]))
        else:
            steps.append(step["step"])
    robbers = robbers_text(sc["robbers"], list(sc["robbers"]), empty="none")
    return f"markers {markers_text(sc['markers'], sc['players'])}; robbers {robbers}; turn: {' | '.join(steps) or 'nothing'}"


def outcome_text(o: dict) -> str:
    """An outcome document in one line: markers, robbers, steals."""
    steals = steals_text(o["steals"], "; ")
    return (f"markers {markers_text(o['markers'], list(o['markers']))}; robbers {robbers_text(o['robbers'], list(o['robbers']))}"
            + (f"; {steals}" if steals else ""))


def distance(a: Outcome, b: Outcome) -> int:
    """How far apart two outcomes are: score differences, robbers misplaced, steals not shared."""
    score_a, score_b = {(p, k): v for p, k, v in a.markers}, {(p, k): v for p, k, v in b.markers}
    d = sum(abs(score_a.get(m, 0) - score_b.get(m, 0)) for m in set(score_a) | set(score_b))
    d += sum(1 for (p, v), (_, w) in zip(a.robbers, b.robbers) if v != w)
    steals_a, steals_b = list(a.steals), list(b.steals)
    for s in list(steals_a):
        if s in steals_b:
            steals_a.remove(s)
            steals_b.remove(s)
    return d + len(steals_a) + len(steals_b)


def describe_markers(outcome: Outcome, scenario: Scenario) -> str:
    return markers_text(outcome.to_json(scenario.players)["markers"], scenario.players)


def describe_robbers(outcome: Outcome, scenario: Scenario) -> str:
    return robbers_text(dict(outcome.robbers), scenario.players)


def describe_steals(outcome: Outcome) -> str:
    return steals_text([s.to_json() for s in outcome.steals]) or "-"


def outcomes_table(title: str, outcomes, scenario: Scenario):
    from rich.table import Table

    table = Table(title=title, show_lines=False)
    table.add_column("#", justify="right")
    table.add_column("markers (meeple / cCourier)")
    table.add_column("robbers on the track")
    table.add_column("steals")
    for n, outcome in enumerate(outcomes, 1):
        table.add_row(str(n), describe_markers(outcome, scenario), describe_robbers(outcome, scenario), describe_steals(outcome))
    return table


def outcome_json_text(doc: dict, players) -> str:
    """An outcome document in one line (``outcome_text``; its players are its own)."""
    return outcome_text(doc)


def counterexample_text(example: dict) -> str:
    """A ``check`` counterexample in one line: the scenario, then where the
    robbers end and what they steal (or that no outcome is legal)."""
    text = scenario_text(example["scenario"])
    outcome = example.get("outcome")
    if outcome:
        steals = steals_text(outcome["steals"], "; ")
        text += f" -> robbers {robbers_text(outcome['robbers'], list(outcome['robbers']))}" + (f"; {steals}" if steals else "")
    else:
        text += " -> no legal outcome"
    return text
