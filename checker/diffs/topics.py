"""One smallest witness per topic in which two rule sets differ (issue 28
item 7), for any rules module.

The topics are the clause topics of the clauses in force on one side only
(the catalogue's "what disagrees"). A witness of topic T is a scenario on
which A and A with its T clauses replaced by B's (``swapped``) allow
different outcomes: only T's rule changed, so the difference is T's. Each
module finds it with its own difference search, within a fixed number of
solver steps (so the same command finds the same witnesses on every run),
and replays it under A and B themselves: each outcome only one side allows
is told by that side's derivation next to the derivation of the other
side's nearest outcome, with the step where they part (``told``). Where A
and B agree on the scenario (another topic undoes T's difference there) the
topic entry says so.

What differs per module is gathered in a ``TopicRules``: its search, its
replay by enumeration, its reference derivations and outcome values.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, replace
from typing import Callable

from checker.derivations import parting


@dataclass(frozen=True)
class Found:
    """What a difference search found: its status, the witness scenario (a
    document, or None), whether a limit left it not shown to be the smallest
    and, for "unknown", what stopped it (the diff's note)."""

    status: str
    scenario: dict | None
    limited: bool
    stopped: str = ""


@dataclass(frozen=True)
class TopicRules:
    """A module's parts of the topic witnesses.

    ``search(x, y)``: a step-bounded ``Found`` for rule sets x and y;
    ``replay(scenario_doc, a, b)``: the witness document by enumeration
    (raises ``inconsistent`` when both allow the same outcomes; None when it
    could not finish); ``derive(scenario, rules, outcomes)``: the outcomes
    with their reference derivations; ``outcomes(scenario, rules)``: every
    legal outcome; ``parse(doc)``: a scenario value; ``outcome(doc,
    scenario)``: an outcome value; ``distance(x, y)``: how far two outcomes
    are; ``unplayable``: the errors that say a topic's rule cannot be played
    on the other side's rules."""

    steps: int
    search: Callable
    replay: Callable
    derive: Callable
    outcomes: Callable
    parse: Callable
    outcome: Callable
    distance: Callable
    inconsistent: type
    unplayable: tuple


def topic_sides(rules_a, rules_b) -> dict[str, tuple[list[str], list[str]]]:
    """topic -> (its clause ids only A has, those only B has), topics in A's
    clause order then B's."""
    only = rules_a.clause_ids ^ rules_b.clause_ids
    out: dict[str, tuple[list[str], list[str]]] = {}
    for rules, side in ((rules_a, 0), (rules_b, 1)):
        for clause in rules.clauses:
            if clause.id in only:
                out.setdefault(clause.topic, ([], []))[side].append(clause.id)
    return out


def swapped(rules_a, rules_b, topic: str):
    """``rules_a`` with its clauses on ``topic`` replaced by ``rules_b``'s (in their place)."""
    theirs = tuple(c for c in rules_b.clauses if c.topic == topic)
    clauses, put = [], False
    for clause in rules_a.clauses:
        if clause.topic == topic:
            if not put:
                clauses += theirs
                put = True
            continue
        clauses.append(clause)
    if not put:
        clauses += theirs
    return replace(rules_a, clauses=tuple(clauses))


def topic_witnesses(rules_a, rules_b, module: TopicRules, pair=None, progress=None) -> list[dict]:
    """Each differing topic's entry: its clauses, status, witness (the
    outcomes only A or B allows there, each with the two derivations) and a
    note. ``pair``: a function giving the ``Found`` of A against B, reused
    for a topic that is their only difference (A with B's rule on it is B),
    so such a pair is searched once.

    The topics' own searches run first, before ``pair`` is asked for: Z3's
    answers depend on every term built before in the process, so the
    topics' searches start from the same history whichever pair is asked
    for. Run first, in a process of their own (``checker.diffs.catalogue.diff_task``)
    and with the cyclic garbage collector held (``checker.solver.steady``),
    they find the same witnesses on every run."""
    sides = topic_sides(rules_a, rules_b)
    entries: dict[str, dict] = {}
    deferred = []
    for number, (topic, clause_ids) in enumerate(sides.items(), 1):
        if swapped(rules_a, rules_b, topic).clause_ids == rules_b.clause_ids and pair is not None:
            deferred.append(topic)
            continue
        if progress is not None:
            progress(f"{rules_a.label()} vs {rules_b.label()}: topic {topic} ({number} of {len(sides)})")
        entries[topic] = _topic(rules_a, rules_b, topic, clause_ids, module, None)
    for topic in deferred:
        entries[topic] = _topic(rules_a, rules_b, topic, sides[topic], module, pair())
    return [entries[topic] for topic in sides]


def _topic(rules_a, rules_b, topic, sides, module: TopicRules, pair) -> dict:
    entry = {"topic": topic, "clauses_a": sides[0], "clauses_b": sides[1], "status": "unknown", "witness": None,
             "limit_reached": False, "note": ""}
    alone = swapped(rules_a, rules_b, topic)
    try:
        if pair is not None and alone.clause_ids == rules_b.clause_ids:
            found = pair
        else:
            found = module.search(rules_a, alone)
    except module.unplayable as error:
        entry["note"] = f"this topic's rule cannot be played alone on A's other rules ({error})"
        return entry
    entry["status"] = found.status
    if found.status != "different":
        entry["limit_reached"] = found.status == "unknown"
        entry["note"] = (found.stopped or f"the search reached its limit of {module.steps:,} solver steps without a witness"
                         if found.status == "unknown"
                         else "no scenario within the bound shows this topic's rule alone")
        return entry
    try:
        witness = module.replay(found.scenario, rules_a, rules_b)
    except module.inconsistent:
        # B's other rules may not undo what A's do: B against B with A's rule on the topic.
        other = module.search(rules_b, swapped(rules_b, rules_a, topic))
        witness = None
        if other.status == "different":
            try:
                witness = module.replay(other.scenario, rules_a, rules_b)
                found = other
            except module.inconsistent:
                witness = None
        if witness is None:
            entry["status"] = "masked"
            entry["note"] = ("on the smallest scenarios found showing this topic's rule alone (on A's other rules, "
                             "and on B's), the other topics' rules give the two sides the same outcomes")
            entry["witness"] = {"scenario": found.scenario}
            return entry
    if witness is None:
        entry.update(status="unknown", limit_reached=True,
                     note="a witness was found, but replaying it by enumeration did not finish within the time limit")
        return entry
    entry["witness"] = witness
    witness["told"] = told(module.parse(found.scenario), rules_a, rules_b, witness, module)
    entry["limit_reached"] = found.limited
    entry["note"] = ("the smallest scenario on which this topic's rule alone changes the outcomes" if not found.limited else
                     "a scenario on which this topic's rule alone changes the outcomes, not shown to be the smallest: "
                     "the search left a smaller shape, a shrinking step or the other direction undecided within its steps")
    return entry


def told(scenario, rules_a, rules_b, witness: dict, module: TopicRules) -> list[dict]:
    """The first outcome only A allows and the first only B allows, each
    with its side's derivation, the other side's nearest outcome with its
    derivation, and the index of the step where the two derivations part."""
    players = scenario.players
    out = []
    for side, own, other, key in (("a", rules_a, rules_b, "only_in_a"), ("b", rules_b, rules_a, "only_in_b")):
        if not witness[key]:
            continue
        [mine] = module.derive(scenario, own, [module.outcome(witness[key][0], scenario)])
        theirs = module.derive(scenario, other, module.outcomes(scenario, other))

        def parts(o, mine=mine):
            if mine.derivation is None or o.derivation is None:
                return None
            return parting(mine.derivation, o.derivation, clauses=False)

        nearest = min(theirs, key=lambda o: (-(parts(o) or 0), module.distance(mine, o), json.dumps(o.to_json(players))))
        out.append({"side": side, "outcome": mine.to_json(players), "nearest": nearest.to_json(players),
                    "parting": parts(nearest)})
    return out
