"""Scenario and outcome documents (formats.md JSON) as one line of text, for
tables, the catalogue's Markdown and the docs: written once here so every
place shows a turn the same way."""

from __future__ import annotations


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
