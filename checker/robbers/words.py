"""The Robbers' vocabulary: the words every text for people is made of,
written once here so that ``enumerate``, ``judge``, ``check``, ``diff``,
``conform``, the catalogue's Markdown and the docs say a turn the same way.

- a player: their name, capitalised ("Red");
- a marker: "Red's meeple", "Red's courier";
- a place on the score track: its space, and the score too once the marker
  has gone round ("17", "2 (52 points)"); a move: "Red's meeple 8 → 17";
- a robber before the turn: "Blue's robber on 20", "in supply"; after it,
  what it did, from where it stood to where it ends: "placed: supply → 20",
  "stays on 20", "moves: 20 → 23", "returns: 20 → supply";
- a theft: "Blue takes 2 points from Red's courier";
- the turn: "Red's turn", "robbers may be placed", "feature scoring: Red
  scores 3 for a road and 6 for a city", "the game ends", "final scoring: ...".

These functions read the documents of formats.md (plain dicts), so the
catalogue and the docs can use them on committed JSON.
"""

from __future__ import annotations

import re

from checker.wording import counted, listed, name  # noqa: F401 - part of this vocabulary

#: Labels of a scored feature that read as "for a road" (anything else is
#: shown as given, in brackets).
FEATURES = ("road", "city", "monastery", "field", "garden", "shrine")

#: A scoring round's source in words (another label: "<label> scoring").
SOURCES = {
    "features": "feature scoring",
    "fairy": "fairy scoring",
    "wheel": "Wheel of Fortune scoring",
    "message": "message scoring",
}








def space(score: int, track: int = 50) -> str:
    """Where a marker with ``score`` stands: its space, with the score once it has gone round."""
    return str(score) if score < track else f"{score % track} ({score} points)"


def marker(player: str, kind: str) -> str:
    return f"{name(player)}'s {kind}"


def move(player: str, kind: str, before: int, after: int, track: int = 50) -> str:
    """"Red's meeple 8 → 17" (the spaces, and the scores past the track's end)."""
    return f"{marker(player, kind)} {space(before, track)} → {space(after, track)}"


def markers_line(player: str, kinds: dict, track: int = 50) -> str:
    """"Red's meeple on 8, courier on 20": one player's markers where they stand."""
    parts = [f"{kind} on {space(score, track)}" for kind, score in kinds.items()]
    return f"{name(player)}'s " + ", ".join(parts)


def robber_before(player: str, place) -> str:
    return f"{name(player)}'s robber " + ("in supply" if place is None else f"on {place}")


def robber_change(player: str, before, after) -> str | None:
    """What a robber did in the turn, from where it stood to where it ends
    ("Blue's robber placed: supply → 20", "stays on 20", "moves: 20 → 23",
    "returns: 20 → supply"), or None when it stayed in supply."""
    who = f"{name(player)}'s robber"
    if before is None:
        return None if after is None else f"{who} placed: supply → {after}"
    if after is None:
        return f"{who} returns: {before} → supply"
    if after == before:
        return f"{who} stays on {before}"
    return f"{who} moves: {before} → {after}"


def theft(steal: dict) -> str:
    """One theft of an outcome document: "Blue takes 2 points from Red's courier"."""
    victim = marker(steal["victim"], steal["marker"])
    if steal["points"] == 0:
        return f"{name(steal['thief'])}'s robber is triggered by {victim} but takes nothing (0 points)"
    return f"{name(steal['thief'])} takes {counted(steal['points'], 'point')} from {victim}"


def robbers_line(robbers: dict, players) -> str:
    """Where the robbers stand (an outcome's or a scenario's ``robbers``)."""
    on = [f"{name(p)}'s on {robbers[p]}" for p in players if robbers.get(p) is not None]
    if not on:
        return "all robbers in supply"
    rest = [p for p in players if robbers.get(p) is None]
    text = "robbers: " + ", ".join(on)
    return text + (f"; {listed(name(p) + chr(39) + 's' for p in rest)} in supply" if rest else "")


#: The labels the conformance suite gives its events ("f0.1": round 0, event 1), not worth a word.
_GENERATED = re.compile(r"^f\d+\.\d+$")


def _event(e: dict) -> str:
    points = e["points"]
    what = f"scores {points}" if points > 0 else f"loses {-points}"
    label = e.get("feature") or ""
    if label in FEATURES:
        what += f" for a {label}"
    elif label and not _GENERATED.match(label):
        what += f" ({label})"
    return what


def events_text(events) -> str:
    """"Red scores 3 for a road and 6 for a city; Blue scores 4": one player's
    consecutive events together, in the listed order."""
    groups: list[tuple[str, list]] = []
    for e in events:
        if groups and groups[-1][0] == e["player"]:
            groups[-1][1].append(e)
        else:
            groups.append((e["player"], [e]))
    out = []
    for player, mine in groups:
        texts = [_event(e) for e in mine]
        # "scores 3 for a road and 6 for a city": the verb once when it repeats.
        short = [texts[0]] + [t.removeprefix("scores ") if t.startswith("scores ") and texts[0].startswith("scores ") else t
                              for t in texts[1:]]
        out.append(f"{name(player)} {listed(short)}")
    return "; ".join(out)


def step_text(step: dict, after_game_end: bool) -> str:
    if step["step"] == "place-robbers":
        return "robbers may be placed"
    if step["step"] == "game-end":
        return "the game ends"
    source = step.get("source", "features")
    head = "final scoring" if after_game_end else SOURCES.get(source, f"{source} scoring")
    if after_game_end and source != "features":
        head += f" ({SOURCES.get(source, source)})"
    return f"{head}: {events_text(step['events'])}"


def turn_text(turn) -> str:
    """A turn's steps in order: "robbers may be placed; then feature scoring: ..."."""
    steps, ended = [], False
    for step in turn:
        steps.append(step_text(step, ended))
        ended = ended or step["step"] == "game-end"
    return "; then ".join(steps) or "nothing happens"


def scenario_text(sc: dict) -> str:
    """A scenario document in words: whose turn, where everything stands, what the turn scores."""
    players = sc["players"]
    track = sc.get("track", 50)
    head = f"{name(sc['active'])}'s turn ({', '.join(name(p) for p in players)} in turn order"
    head += ")" if track == 50 else f", a {track}-space track)"
    markers = "; ".join(markers_line(p, sc["markers"][p], track) for p in players)
    robbers = sc.get("robbers") or {}
    return f"{head}. {markers}; {robbers_line(robbers, players)}. Then {turn_text(sc['turn'])}."
