"""A derivation of The Robbers in words: one sentence per step, with the
clause ids that allow it, and a one-line summary of what the players chose
(the order and markers of the scorings, the placements), so that outcomes
that end alike read apart. Built on the vocabulary of
``checker.robbers.words``; the steps are those of
``checker.robbers.derivation_steps`` in their JSON form.
"""

from __future__ import annotations

from collections import Counter

from checker.robbers.words import FEATURES, counted, listed, marker, name, space

ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth")


def _ordinal(i: int) -> str:
    return ORDINALS[i] if i < len(ORDINALS) else f"number {i + 1}"


def _where(place) -> str:
    return "supply" if place is None else str(place)


def _points(step: dict) -> str:
    """"scores 3 points for a road", "loses 2 points (bazaar payment)": a
    loss is no score, and a label that names no feature takes no article."""
    points, label = step["points"], step.get("feature")
    what = f"scores {counted(points, 'point')}" if points >= 0 else f"loses {counted(-points, 'point')}"
    if label in FEATURES:
        return f"{what} for a {label}"
    return f"{what} ({label})" if label else what


def sentence(step: dict, track: int = 50, alone: bool = False) -> str:
    """One step in words, without its clauses (``alone``: a score step that is its round's only event)."""
    kind = step["kind"]
    if kind == "place-robber":
        how = f"places their robber on {step['to']}" if step["from"] is None else \
            f"moves their robber from {step['from']} to {step['to']}"
        owners = [name(p) + "'s marker" for p in step["beside"]]
        beside = f", beside {listed(owners)}" if owners else ""
        return f"{name(step['player'])} {how}{beside}"
    if kind == "score":
        place = "" if alone else f", {_ordinal(step['slot'])} in the round"
        return f"{name(step['player'])} {_points(step)}{place}, on the {step['marker']}"
    if kind == "move":
        if step["from"] == step["to"] and not step["wrap"]:
            # A loss at 0 moves nothing (the score never goes below 0): no "moves 0 → 0".
            return f"{marker(step['player'], step['marker'])} stays on {space(step['from'], track)}"
        how = "" if step["direction"] == "forward" else " back"
        wrap = " past the end of the track" if step["wrap"] else ""
        idle = "" if step["counted"] else " (robbers do not react to this round)"
        return (f"{marker(step['player'], step['marker'])} moves{how} "
                f"{space(step['from'], track)} → {space(step['to'], track)}{wrap}{idle}")
    if kind == "trigger":
        movement = "movement" if step["slot"] is not None else "net movement in the window"
        return (f"{marker(step['player'], step['marker'])}'s {movement} of {step['displacement']} from "
                f"{step['space']} fires {name(step['robber'])}'s robber there")
    if kind == "drag":
        after = f"{marker(step['player'], step['marker'])} " if step.get("marker") else ""
        return f"{name(step['robber'])}'s robber follows {after}back: {step['from']} → {step['to']}"
    if kind == "theft" and step["base"] <= 0:
        # steal-half-rounded-up takes nothing from a base that is not positive: "half of -3 rounded up" is -1.
        return (f"{name(step['robber'])}'s robber takes nothing from {marker(step['victim'], step['marker'])}: "
                f"its base, {step['base']}, is not positive")
    if kind == "theft":
        when = "at once, as the marker leaves its space, " if "resolve-at-once" in step.get("clauses", ()) else ""
        return (f"{name(step['robber'])}'s robber takes {when}half of {step['base']} rounded up, "
                f"{counted(step['points'], 'point')}, from {marker(step['victim'], step['marker'])}, "
                f"for {name(step['robber'])}'s {step['into']}")
    if kind == "rogue":
        return (f"The stolen points move {marker(step['player'], step['marker'])} "
                f"{space(step['from'], track)} → {space(step['to'], track)}")
    if kind == "return":
        why = "after its theft" if step["cause"] == "theft" else "at the game end"
        return f"{name(step['robber'])}'s robber returns from {step['from']} to supply {why}"
    if kind == "follow":
        return (f"{name(step['robber'])}'s robber follows the robbed points of "
                f"{marker(step['player'], step['marker'])}: {step['from']} → {step['to']}")
    if kind == "end-bonus":
        return (f"The game ends with {name(step['player'])}'s robber on the track: {name(step['player'])} scores "
                f"{step['points']} on the {step['marker']}, {space(step['from'], track)} → {space(step['to'], track)}")
    return f"{kind}: " + ", ".join(f"{k} {v}" for k, v in step.items() if k not in ("kind", "clauses"))


def lines(steps: list[dict], track: int = 50) -> list[str]:
    """Every step as a sentence with its clauses ("... [scorer-chooses-order]")."""
    rounds = Counter(s["round"] for s in steps if s["kind"] == "score")
    out = []
    for step in steps:
        clauses = f" [{', '.join(step['clauses'])}]" if step["clauses"] else ""
        alone = step["kind"] == "score" and rounds[step["round"]] == 1
        out.append(sentence(step, track, alone) + "." + clauses)
    return out


def choices(steps: list[dict]) -> str:
    """What the players chose, in one line: "Red scores the road on the courier, then the city on the courier"."""
    parts = []
    for s in steps:
        if s["kind"] == "place-robber":
            parts.append(f"{name(s['player'])}'s robber to {s['to']}")
    scorers: dict[str, list[tuple[str, str]]] = {}
    for s in steps:
        if s["kind"] == "score":
            verb = "scores" if s["points"] >= 0 else "loses"  # a loss is no score
            scorers.setdefault(s["player"], []).append((verb, f"{s.get('feature') or abs(s['points'])} on the {s['marker']}"))
    parts += [f"{name(p)} {_verbs(items)}" for p, items in scorers.items()]
    for s in steps:
        if s["kind"] == "theft":
            parts.append(f"{name(s['robber'])} takes {s['points']} from {marker(s['victim'], s['marker'])}")
    return "; ".join(parts) if parts else "no choice"


def _verbs(items: list[tuple[str, str]]) -> str:
    """"scores road on the courier, then city on the courier, then loses
    bazaar payment on the meeple": the verb said again only where it changes."""
    out, last = [], None
    for verb, what in items:
        out.append(what if verb == last else f"{verb} {what}")
        last = verb
    return ", then ".join(out)


def robber_path(player: str, before, steps: list[dict]) -> str | None:
    """Where a robber went in the turn, through every place it stood:
    "Blue's robber: supply → 30 (placed) → 34 (follows)"; None when it stood on at most two places."""
    places = [(_where(before), None)]
    for s in steps:
        if s["kind"] == "place-robber" and s["player"] == player:
            places.append((_where(s["to"]), "placed" if s["from"] is None else "moved"))
        elif s["kind"] in ("drag", "follow") and s["robber"] == player:
            places.append((_where(s["to"]), "dragged" if s["kind"] == "drag" else "follows"))
        elif s["kind"] == "return" and s["robber"] == player:
            places.append(("supply", "returns"))
    if len(places) <= 2:
        return None  # it went at most once from its place to another: the words of robber_change say it
    path = " → ".join(p if why is None else f"{p} ({why})" for p, why in places)
    return f"{name(player)}'s robber: {path}"
