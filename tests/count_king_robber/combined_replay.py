"""A replayer of combined derivations (Count, King & Robber with The Robbers
on the score track), composed of the two modules' replayers and no rule:
Count, King & Robber's steps replay with tests/count_king_robber/replay.py,
The Robbers' with tests/derivations/replay.py, and the events of each round
of The Robbers are rebuilt from the Count, King & Robber ``score`` and
``bonus`` steps that precede it (each majority player gains the feature's
points, in turn order from the active player: checker/combined/link.py), so
a point that a feature gives and no marker takes, or a marker that moves
for points no feature gave, does not replay. The outcome's scores are its
players' markers."""

from __future__ import annotations

from dataclasses import replace

from checker.combined.link import robbers_scenario, scorer_order
from checker.robbers.model import Event
from tests.count_king_robber import replay as ckr
from tests.derivations import replay as robbers


class DoesNotReplay(AssertionError):
    pass


def _ckr_step(s: dict) -> bool:
    """Count, King & Robber's own step (its ``score`` has ``feature_kind``; The Robbers' has ``marker``)."""
    return s["kind"] in ckr_kinds() and (s["kind"] != "score" or "feature_kind" in s)


def ckr_kinds() -> tuple[str, ...]:
    return ("redeploy", "challenge", "score", "tile", "enter", "stay-out", "count", "bonus")


def _events(scenario, s: dict) -> list[Event]:
    if s["kind"] == "bonus":
        return [Event(s["player"], s["points"], s["tile"])] if s["points"] > 0 else []
    if s["kind"] == "score" and s["points"] > 0:
        return [Event(p, s["points"], s["feature"]) for p in scorer_order(scenario) if p in s["majority"]]
    return []


def split(scenario, steps: list[dict]):
    """(Count, King & Robber's steps, The Robbers' steps, The Robbers' scenario with the rebuilt events)."""
    own, theirs, pending, rounds = [], [], [], {}
    for s in steps:
        if _ckr_step(s):
            own.append(s)
            pending += _events(scenario, s)
        else:
            theirs.append(s)
            if s["kind"] == "score" and s["round"] not in rounds:
                rounds[s["round"]] = tuple(pending)
                pending = []
    if pending:
        raise DoesNotReplay(f"points no marker takes: {pending}")
    base = robbers_scenario(scenario, {})
    turn = tuple(replace(step, events=rounds.get(i, ())) for i, step in enumerate(base.turn))
    scored = {(s["round"], s["event"]) for s in theirs if s["kind"] == "score"}
    listed = {(i, j) for i, events in rounds.items() for j in range(len(events))}
    if scored != listed:
        raise DoesNotReplay(f"events scored {sorted(scored)}, listed {sorted(listed)}")
    return own, theirs, replace(base, turn=turn)


def replays_to(scenario, steps: list[dict], outcome) -> None:
    """Raise unless ``steps`` (JSON) end in the combined ``outcome``."""
    own, theirs, rob_scenario = split(scenario, steps)
    try:
        plain = ckr.replay(scenario, own)
    except ckr.DoesNotReplay as error:
        raise DoesNotReplay(str(error)) from error
    if replace(plain, scores=outcome.scores, robbers=outcome.robbers) != outcome:
        raise DoesNotReplay(f"Count, King & Robber's side ends in {plain}, not {outcome}")
    robbers.replays_to(rob_scenario, theirs, outcome.robbers)
    markers, _, _ = robbers.replay(rob_scenario, theirs)
    for player, score in outcome.scores:
        if score != sum(v for (p, _), v in markers.items() if p == player):
            raise DoesNotReplay(f"{player}'s score {score} is not their markers {markers}")


def replays(scenario, derivation, outcome) -> bool:
    try:
        replays_to(scenario, [s.to_json() for s in derivation.steps], outcome)
    except (DoesNotReplay, robbers.ReplayError):
        return False
    return True
