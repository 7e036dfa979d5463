"""A combined turn's pictures: the City of Carcassonne and the features
(Count, King & Robber's picture) above The Robbers' score track, after each
step of the outcome's derivation.

A combined derivation interleaves both modules' steps
(``checker.combined.derive``); each picture is drawn by its own module from
the steps that are its own: the City from Count, King & Robber's steps, the
track from The Robbers' (both have a ``score`` kind: The Robbers' names the
``marker`` that takes the points). So a theft or a robber's return shows on
the track at the step that tells it, and an entry into the City above it.
"""

from __future__ import annotations

from typing import Mapping

from checker import pictures
from checker.count_king_robber import pictures as city
from checker.count_king_robber.loading import ckr_scenario_from_json
from checker.count_king_robber.story import own_step
from checker.robbers import pictures as track

#: What The Robbers' track is given for a step of Count, King & Robber's: a step that moves nothing there.
_ELSEWHERE = {"kind": "elsewhere"}


def is_robbers_step(step: Mapping) -> bool:
    """Whether a step of a combined derivation is The Robbers' (on the track):
    every step that is not Count, King & Robber's own, as its story tells them."""
    return not own_step(step)


def track_scenario(scenario: Mapping) -> dict:
    """The score track's side of a combined scenario, as The Robbers' pictures read a scenario."""
    side = scenario["robbers"]
    return {"players": list(scenario["players"]), "track": side.get("track", 50),
            "markers": side["markers"], "robbers": side.get("robbers") or {}}


def step_words(scenario: Mapping, steps: list[dict], loaded=None) -> list[str]:
    """Each step in a sentence: Count, King & Robber's words, which tell The
    Robbers' steps in that module's words (with ``loaded``, the scenario as
    a value; without it the scenario is loaded here)."""
    return city.step_words(scenario, steps, loaded if loaded is not None else ckr_scenario_from_json(dict(scenario),
                                                                                                      "<scenario>"))


def frames(scenario: Mapping, outcome: Mapping, narrow: bool = False, told=None) -> list[pictures.Frame]:
    """The City above the track, before the turn and after each step."""
    steps = list((outcome.get("derivation") or {}).get("steps") or [])
    above = city.frames(scenario, outcome, narrow, told or step_words(scenario, steps))
    on_track = [step if is_robbers_step(step) else _ELSEWHERE for step in steps]
    below = track.frames(track_scenario(scenario), {"derivation": {"steps": on_track}}, narrow,
                         [frame.words for frame in above[1:]])
    return [pictures.Frame(a.index, a.words, a.clauses,
                           pictures.stacked([a.svg, b.svg], "rulespec-city rulespec-combined",
                                            f"The City of Carcassonne and the score track, "
                                            f"{'before the turn' if a.index == 0 else f'step {a.index} of {len(steps)}'}"))
            for a, b in zip(above, below)]


__all__ = ["frames", "is_robbers_step", "step_words", "track_scenario"]
