"""One smallest witness per topic in which two Robbers rule sets differ (issue 28 item 7).

The topics are the clause topics of the clauses in force on one side only
(the catalogue's "what disagrees"). A witness of topic T is a scenario on
which A and A with its T clauses replaced by B's (``swapped``) allow
different outcomes: only T's rule changed, so the difference is T's. It is
found by the same search as the pair's witness, smallest shape first, but
within ``TOPIC_STEPS`` Z3 steps and no time limit, so the same command finds
the same witnesses on every run and a topic's search stops at its limit
(said in its note) rather than multiplying the time of ``diff --all``.

The witness is then replayed under A and B themselves: each outcome only
one side allows is told by that side's derivation next to the derivation of
the other side's nearest outcome, with the step where they part. Where A and
B agree on the scenario (another topic undoes T's difference there) the
topic entry says so.
"""

from __future__ import annotations

import json
from dataclasses import replace

from checker.derivations import parting
from checker.robbers.diff.compare import InconsistentDifference, concrete_difference, diff
from checker.robbers.model import Outcome

#: Z3 resource steps of one topic's witness search, all shapes together
#: (the pair's own first pass may take up to 24M on one shape; a topic's
#: difference, one rule alone, shows on the smallest shapes).
TOPIC_STEPS = 8_000_000


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


def topic_witnesses(rules_a, rules_b, bound, steps: int = TOPIC_STEPS, pair=None, progress=None) -> list[dict]:
    """Each differing topic's entry: its clauses, status, witness (the
    outcomes only A or B allows there, each with the two derivations) and a
    note. ``pair``: the diff of A and B, or a function that makes it, reused
    for a topic that is their only difference (A with B's rule on it is B).

    The topics' own searches run first, before ``pair`` is asked for: Z3's
    answers depend on every term built before in the process, and the pair's
    search stops at a time limit, so after it the topics' step-limited
    searches would start from a history that depends on the machine's load
    (two runs of ``diff --all`` differed in 12 comparisons' topic witnesses).
    Run first, in a process of their own (``diff`` and ``diff --all`` run
    each comparison in one, ``checker.diffs.catalogue.diff_task``) and with
    the cyclic garbage collector held (``checker.solver.steady``), they find
    the same witnesses on every run."""
    sides = topic_sides(rules_a, rules_b)
    entries: dict[str, dict] = {}
    deferred = []
    for number, (topic, clause_ids) in enumerate(sides.items(), 1):
        if swapped(rules_a, rules_b, topic).clause_ids == rules_b.clause_ids and pair is not None:
            deferred.append(topic)
            continue
        if progress is not None:
            progress(f"{rules_a.label()} vs {rules_b.label()}: topic {topic} ({number} of {len(sides)})")
        entries[topic] = _topic(rules_a, rules_b, topic, clause_ids, bound, steps, None)
    for topic in deferred:
        made = pair() if callable(pair) else pair
        entries[topic] = _topic(rules_a, rules_b, topic, sides[topic], bound, steps, made)
    return [entries[topic] for topic in sides]


def _topic(rules_a, rules_b, topic, sides, bound, steps, pair) -> dict:
    entry = {"topic": topic, "clauses_a": sides[0], "clauses_b": sides[1], "status": "unknown", "witness": None,
             "limit_reached": False, "note": ""}
    alone = swapped(rules_a, rules_b, topic)
    try:
        if pair is not None and alone.clause_ids == rules_b.clause_ids:
            found = pair
        else:
            found = diff(rules_a, alone, bound, budget=steps)
    except (InconsistentDifference, ValueError, KeyError, NotImplementedError) as error:
        entry["note"] = f"this topic's rule cannot be played alone on A's other rules ({error})"
        return entry
    entry["status"] = found.status
    if found.status != "different":
        entry["limit_reached"] = found.status == "unknown"
        limit = "its time limit" if found is pair else f"its limit of {steps:,} solver steps"
        entry["note"] = (f"the search reached {limit} without a witness" if found.status == "unknown"
                         else "no scenario within the bound shows this topic's rule alone")
        return entry
    scenario = _scenario(found.witness["scenario"])
    try:
        witness = concrete_difference(scenario, rules_a, rules_b)
    except InconsistentDifference:
        # B's other rules may not undo what A's do: B against B with A's rule on the topic.
        other = diff(rules_b, swapped(rules_b, rules_a, topic), bound, budget=steps)
        if other.status == "different":
            scenario = _scenario(other.witness["scenario"])
            try:
                witness = concrete_difference(scenario, rules_a, rules_b)
                found = other
            except InconsistentDifference:
                witness = None
        else:
            witness = None
    if witness is None:
        entry["status"] = "masked"
        entry["note"] = ("on the smallest scenarios found showing this topic's rule alone (on A's other rules, and "
                         "on B's), the other topics' rules give the two sides the same outcomes")
        entry["witness"] = {"scenario": found.witness["scenario"]}
        return entry
    entry["witness"] = witness
    witness["told"] = told(scenario, rules_a, rules_b, witness)
    entry["limit_reached"] = bool(found.note)
    entry["note"] = ("the smallest scenario on which this topic's rule alone changes the outcomes" if not found.note else
                     "a scenario on which this topic's rule alone changes the outcomes, not shown to be the smallest: "
                     "the search left a smaller shape, a shrinking step or the other direction undecided within its steps")
    return entry


def _scenario(doc):
    from checker.loading import scenario_from_json

    return scenario_from_json(doc, "<witness>")


def told(scenario, rules_a, rules_b, witness: dict) -> list[dict]:
    """The first outcome only A allows and the first only B allows, each
    with its side's derivation, the other side's nearest outcome with its
    derivation, and the index of the step where the two derivations part."""
    from checker.robbers.describe import distance
    from checker.robbers.encoding.enumerate import enumerate_outcomes
    from checker.robbers.reference.derive import with_derivations

    out = []
    for side, own, other, key in (("a", rules_a, rules_b, "only_in_a"), ("b", rules_b, rules_a, "only_in_b")):
        if not witness[key]:
            continue
        [mine] = with_derivations(scenario, own, [Outcome.from_json(witness[key][0])])
        theirs = with_derivations(scenario, other, enumerate_outcomes(scenario, other))

        def parts(o):
            if mine.derivation is None or o.derivation is None:
                return None
            return parting(mine.derivation, o.derivation, clauses=False)

        nearest = min(theirs, key=lambda o: (-(parts(o) or 0), distance(mine, o), json.dumps(o.to_json(scenario.players))))
        out.append({"side": side, "outcome": mine.to_json(scenario.players), "nearest": nearest.to_json(scenario.players),
                    "parting": parts(nearest)})
    return out
