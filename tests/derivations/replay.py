"""An independent replayer of The Robbers' derivations: it plays a
derivation's steps literally, from the scenario's start, into an end state
(marker scores, robber places, steals) and checks each step against the
state it finds (a move starts where the marker stands, a theft takes half
its base rounded up, a robber leaves the space it is on). It knows the step
kinds (docs/turn-model.md, "Derivations") and no rule: whether a step was
allowed is the readings' business; whether the steps add up to the outcome
is this file's."""

from __future__ import annotations

from collections import Counter


class ReplayError(AssertionError):
    pass


def _expect(ok: bool, index: int, step: dict, why: str) -> None:
    if not ok:
        raise ReplayError(f"step {index + 1} ({step['kind']}): {why}: {step}")


def replay(scenario, steps: list[dict], seen: list | None = None) -> tuple[dict, dict, Counter]:
    """The end state of ``steps`` (JSON steps) played on ``scenario``:
    ``({(player, marker): score}, {player: space or None}, Counter of (thief, victim, marker, points))``.
    ``seen``, if given, receives ``(round, slot, scores, robbers)`` at every move (robbers as they stood at it)."""
    track = scenario.track
    scores = {(p, k): int(v) for p in scenario.players for k, v in scenario.markers[p].items()}
    robbers = {p: scenario.robbers.get(p) for p in scenario.players}
    steals: Counter = Counter()
    pending = None  # the score step waiting for its move
    rogue: Counter = Counter()  # stolen points not yet moved onto the thief's marker
    for i, s in enumerate(steps):
        kind = s["kind"]
        if kind == "place-robber":
            _expect(robbers[s["player"]] == s["from"], i, s, f"the robber is on {robbers[s['player']]}")
            robbers[s["player"]] = s["to"]
        elif kind == "score":
            event = scenario.turn[s["round"]].events[s["event"]]
            _expect((event.player, event.points) == (s["player"], s["points"]), i, s, "not the listed event")
            pending = s
            s_round, s_slot = s["round"], s["slot"]
        elif kind == "move":
            key = (s["player"], s["marker"])
            _expect(pending is not None and (pending["player"], pending["marker"]) == key, i, s,
                    "a move follows the score step of its marker")
            _expect(scores[key] == s["from"], i, s, f"the marker stands at {scores[key]}")
            _expect(s["to"] == max(0, s["from"] + pending["points"]), i, s, "the move is not the event's points")
            scores[key] = s["to"]
            pending = None
            if seen is not None:
                seen.append((s_round, s_slot, dict(scores), dict(robbers)))
        elif kind == "trigger":
            _expect(robbers[s["robber"]] == s["space"], i, s, "the robber is not on the space")
        elif kind in ("drag", "follow"):
            _expect(robbers[s["robber"]] == s["from"], i, s, f"the robber is on {robbers[s['robber']]}")
            if s.get("marker") is not None:
                _expect(scores[(s["player"], s["marker"])] % track == s["to"], i, s, "the marker is not there")
            robbers[s["robber"]] = s["to"]
        elif kind == "theft":
            _expect(s["points"] == (s["base"] + 1) // 2 if s["base"] > 0 else s["points"] == 0, i, s,
                    "not half the base rounded up")
            steals[(s["robber"], s["victim"], s["marker"], s["points"])] += 1
            if s["points"] > 0:
                rogue[(s["robber"], s["into"])] += s["points"]
        elif kind == "rogue":
            key = (s["player"], s["marker"])
            _expect(scores[key] == s["from"] and s["to"] == s["from"] + s["points"], i, s, "the thief's marker")
            _expect(rogue.pop(key, 0) == s["points"], i, s, "not the points the thefts gave this marker")
            scores[key] = s["to"]
        elif kind == "return":
            _expect(robbers[s["robber"]] == s["from"], i, s, f"the robber is on {robbers[s['robber']]}")
            robbers[s["robber"]] = None
        elif kind == "end-bonus":
            key = (s["player"], s["marker"])
            _expect(robbers[s["player"]] is not None, i, s, "the robber is not on the track")
            _expect(scores[key] == s["from"] and s["to"] == s["from"] + s["points"], i, s, "the bonus marker")
            scores[key] = s["to"]
        else:
            raise ReplayError(f"step {i + 1}: unknown kind {kind!r}")
    _expect(not rogue, len(steps) - 1, steps[-1] if steps else {"kind": "-"}, "stolen points never moved")
    _expect(pending is None, len(steps) - 1, steps[-1] if steps else {"kind": "-"}, "a score step without its move")
    return scores, robbers, steals


def replays_to(scenario, steps: list[dict], outcome) -> None:
    """Raise :class:`ReplayError` unless ``steps`` end in ``outcome``."""
    scores, robbers, steals = replay(scenario, steps)
    want_scores = {(p, k): v for p, k, v in outcome.markers}
    want_steals = Counter((s.thief, s.victim, s.marker, s.points) for s in outcome.steals)
    if (scores, robbers, steals) != (want_scores, dict(outcome.robbers), want_steals):
        raise ReplayError(f"ends in {scores}, {robbers}, {dict(steals)}; the outcome is {want_scores}, "
                          f"{dict(outcome.robbers)}, {dict(want_steals)}")
