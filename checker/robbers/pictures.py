"""The Robbers' pictures: the score track before a turn, after it, and after
each step of an outcome's derivation (the explorer plays them; the docs show
them as a strip).

Input is the public JSON (a scenario, an outcome with its ``derivation``), so
the docs, the explorer (through Pyodide) and the tests draw the same bytes.
A derivation's steps (``checker.robbers.derivation_steps``) are applied to
the track one by one: a ``move``, ``rogue`` or ``end-bonus`` moves a marker
(a dashed arrow from where it stood), a ``place-robber``, ``drag`` or
``follow`` moves a robber, a ``return`` sends it to supply (a dashed ghost
where it stood), a ``theft`` is a solid arrow from the robber to the marker
that takes the points; ``score`` and ``trigger`` outline what they concern.
"""

from __future__ import annotations

from collections import Counter
from typing import Mapping

from checker import pictures
from checker.robbers import story
from checker.robbers.track_picture import KINDS, Scene, draw

MARKER_MOVES = ("move", "rogue", "end-bonus")
ROBBER_MOVES = ("place-robber", "drag", "follow")


def _robber_of(step: Mapping) -> str:
    return step["player"] if step["kind"] == "place-robber" else step["robber"]


def _steal_note(s: Mapping) -> tuple[str, str]:
    return s["thief"], f"{s['thief']} steals {s['points']} from {s['victim']}'s {s['marker']}"


def _thief_marker(before: Mapping, after: Mapping, thief: str, points: int) -> str:
    """Which of the thief's markers took the stolen points (the meeple if unclear)."""
    gained = [k for k in KINDS if k in after.get(thief, {})
              and after[thief][k] - before.get(thief, {}).get(k, 0) >= points]
    return gained[0] if gained else "meeple"


def render_track(scenario: Mapping, outcome: Mapping | None = None, title: str | None = None,
                 narrow: bool = False) -> str:
    """The track before the turn (``scenario`` alone) or after it (with
    ``outcome``: each steal an arrow from the robber's place, a ghost now, to
    the thief's marker)."""
    n = int(scenario.get("track", 50))
    before = scenario["markers"]
    markers = outcome["markers"] if outcome is not None else before
    robbers = outcome["robbers"] if outcome is not None else scenario.get("robbers", {})
    steals = sorted(outcome.get("steals", []) if outcome is not None else [],
                    key=lambda s: (s["thief"], s["victim"], s["marker"], s["points"]))
    label = title or ("after the turn" if outcome is not None else "before the turn")
    scene = Scene(n, list(scenario["players"]), markers, robbers, label, notes=[_steal_note(s) for s in steals])
    for s in steals:
        origin = before[s["victim"]][s["marker"]]
        scene.ghosts.append((origin, s["thief"]))
        kind = _thief_marker(before, markers, s["thief"], s["points"])
        scene.arrows.append((("ghost", s["thief"], origin), (kind, s["thief"], markers[s["thief"]][kind]),
                             s["thief"], f"+{s['points']}", False))
    return draw(scene, narrow)


def start(scenario: Mapping) -> dict:
    """The state a derivation starts from: markers, robbers, thefts so far."""
    robbers = scenario.get("robbers") or {}
    return {"markers": {p: dict(scenario["markers"].get(p, {})) for p in scenario["players"]},
            "robbers": {p: robbers.get(p) for p in scenario["players"]}, "steals": ()}


def apply(state: dict, step: Mapping) -> dict:
    """The state after one step (a new value; kinds that move nothing leave it as it was)."""
    markers = {p: dict(kinds) for p, kinds in state["markers"].items()}
    robbers, steals = dict(state["robbers"]), state["steals"]
    kind = step["kind"]
    if kind in MARKER_MOVES:
        markers.setdefault(step["player"], {})[step["marker"]] = step["to"]
    elif kind in ROBBER_MOVES:
        robbers[_robber_of(step)] = step["to"]
    elif kind == "return":
        robbers[step["robber"]] = None
    elif kind == "theft":
        steals = steals + ({"thief": step["robber"], "victim": step["victim"], "marker": step["marker"],
                            "points": step["points"]},)
    return {"markers": markers, "robbers": robbers, "steals": steals}


def _marks(scene: Scene, state: dict, step: Mapping) -> None:
    """What the step changes, outlined and arrowed."""
    kind = step["kind"]
    if kind in MARKER_MOVES:
        player, marker, moved = step["player"], step["marker"], step["to"] - step["from"]
        scene.marked.add((marker, player))
        if moved:
            scene.arrows.append((("space", player, step["from"]), (marker, player, step["to"]), player,
                                 f"+{moved}" if moved > 0 else f"−{-moved}", True))
    elif kind in ROBBER_MOVES:
        player = _robber_of(step)
        scene.marked.add(("robber", player))
        if step["from"] is not None and step["from"] != step["to"]:
            scene.ghosts.append((step["from"], player))
            scene.arrows.append((("ghost", player, step["from"]), ("robber", player, step["to"]), player, "", True))
    elif kind == "return":
        scene.ghosts.append((step["from"], step["robber"]))
    elif kind == "theft":
        thief = step["robber"]
        scene.marked.update({("robber", thief), (step["marker"], step["victim"])})
        place, into = state["robbers"].get(thief), state["markers"].get(thief, {}).get(step["into"])
        if place is not None and into is not None:
            scene.arrows.append((("robber", thief, place), (step["into"], thief, into), thief,
                                 f"+{step['points']}", False))
    elif kind == "trigger":
        scene.marked.update({("robber", step["robber"]), (step["marker"], step["player"])})
    elif kind == "score":
        scene.marked.add((step["marker"], step["player"]))


def step_words(scenario: Mapping, steps: list[dict], loaded=None) -> list[str]:
    """Each step in a sentence, without its clauses (the page shows them as
    links); ``loaded``, the scenario as a value, is not needed here."""
    track = int(scenario.get("track", 50))
    rounds = Counter(s["round"] for s in steps if s["kind"] == "score")
    return [story.sentence(s, track, s["kind"] == "score" and rounds[s["round"]] == 1) + "." for s in steps]


def frames(scenario: Mapping, outcome: Mapping, narrow: bool = False, told=None) -> list[pictures.Frame]:
    """The track before the turn and after each step of the outcome's
    derivation (``told``: each step's words, by default :func:`step_words`)."""
    n = int(scenario.get("track", 50))
    steps = list((outcome.get("derivation") or {}).get("steps") or [])
    players = list(scenario["players"])

    def drawn(state: dict, step: Mapping | None, index: int, total: int) -> str:
        label = f"step {index} of {total}" if step is not None else "before the turn"
        scene = Scene(n, players, state["markers"], state["robbers"], label,
                      notes=[_steal_note(s) for s in state["steals"]])
        if step is not None:
            _marks(scene, state, step)
        return draw(scene, narrow)

    return pictures.frames(start(scenario), steps, apply, drawn, told or step_words(scenario, steps))
