#!/usr/bin/env python3
"""The smallest adapter for `rulespec conform` (docs/conformance.md).
Replace play() with a call to your engine."""
import json
import sys


def play(scenario):
    """Your engine goes here. This one knows one rule:
    each score event moves the player's meeple on."""
    markers = {player: dict(kinds) for player, kinds in scenario["markers"].items()}
    for step in scenario["turn"]:
        for event in step.get("events", []):
            markers[event["player"]]["meeple"] += event["points"]
    return {"markers": markers, "robbers": scenario["robbers"], "steals": []}


def answer(request):
    if "handshake" in request:  # say what you implement: conform skips the rest
        return {"declaration": {"name": "minimal", "modules": ["robbers"],
                                "editions": ["c3.1-2025"]}}
    if any(space is not None for space in request["scenario"]["robbers"].values()):
        return {"skipped": "robbers on the track: not implemented yet"}
    return play(request["scenario"])


if sys.argv[1:] == ["--lines"]:  # conform --persistent: a request a line, id back
    for line in sys.stdin:
        request = json.loads(line)
        print(json.dumps({**answer(request), "id": request["id"]}), flush=True)
else:  # one request on stdin, one answer on stdout
    print(json.dumps(answer(json.load(sys.stdin))))
