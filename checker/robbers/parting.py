"""Where an illegal claim parts from the legal derivations (``judge``, issue 28).

A derivation commits, step by step, to where each marker and robber ends and
to the thefts. The claim parts from a derivation at the first step that
changes something the claim has elsewhere at the end: a marker or a robber
whose final place differs from the claim's (the first step that moves it), or
a theft the claim does not list; a claim that lists a theft no step makes
parts after the last step. Over every legal derivation (at most
``ALL_BOUND`` an outcome), the one that goes furthest with the claim shows
the step no legal derivation gets past: its sentence, its clauses and their
summaries.
"""

from __future__ import annotations

from collections import Counter

import spec
from checker.robbers import story
from checker.robbers.reference.derive import ALL_BOUND, derive


def _parts_at(steps: list[dict], outcome, claimed) -> int:
    """The index of the first step of ``steps`` (a derivation of ``outcome``)
    the claim contradicts; ``len(steps)`` when it parts only at the end."""
    want = {(p, k): v for p, k, v in claimed.markers}
    have = {(p, k): v for p, k, v in outcome.markers}
    robbers_want, robbers_have = dict(claimed.robbers), dict(outcome.robbers)
    extra = Counter((s.thief, s.victim, s.marker, s.points) for s in outcome.steals)
    extra.subtract(Counter((s.thief, s.victim, s.marker, s.points) for s in claimed.steals))
    for i, s in enumerate(steps):
        kind = s["kind"]
        if kind in ("move", "rogue", "end-bonus"):
            key = (s["player"], s["marker"])
            if want.get(key) != have.get(key):
                return i
        elif kind in ("place-robber",) and robbers_want.get(s["player"]) != robbers_have.get(s["player"]):
            return i
        elif kind in ("drag", "follow", "return") and robbers_want.get(s["robber"]) != robbers_have.get(s["robber"]):
            return i
        elif kind == "theft" and extra[(s["robber"], s["victim"], s["marker"], s["points"])] > 0:
            return i
    return len(steps)


def claim_parting(scenario, rules, claimed, legal) -> list[str]:
    """In words: the step of a legal derivation past which none reaches the
    claim, with its clauses; empty when the reference cannot play the turn."""
    try:
        derived = derive(scenario, rules, bound=ALL_BOUND)
    except (NotImplementedError, RuntimeError):
        return []
    best = None
    for number, outcome in enumerate(legal, 1):
        for derivation in derived.get(outcome, ()):
            steps = [s.to_json() for s in derivation.steps]
            at = _parts_at(steps, outcome, claimed)
            if best is None or at > best[0]:
                best = (at, number, steps)
    if best is None:
        return []
    at, number, steps = best
    if at == len(steps):
        return [f"Every legal derivation parts from the claim only at its end: legal outcome #{number}'s does "
                f"all of its {len(steps)} steps and still ends elsewhere (the claim has something no step makes)."]
    step = steps[at]
    lines = [f"No legal derivation reaches the claim past step {at + 1} of legal outcome #{number}'s, which "
             f"the claim contradicts: {story.sentence(step, scenario.track)}."]
    for clause in step["clauses"]:
        lines.append(f"- {clause}: {spec.CLAUSES[clause].summary}")
    if not step["clauses"]:
        lines.append("- no clause: the scenario itself imposes this step.")
    return lines
