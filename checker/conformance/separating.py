"""A vector that tells tied explanations apart, found on the spot and put
to the engine (issue 47, item 3).

Two explanations tie when the suite's vectors cannot tell them apart: the
engine's answers are as likely under either (in HiG's edition, an engine
that reads arrival-trigger=no and one that plays the rules as declared
answer alike when no vector has a marker arrive on a robber's space and
move on within the window). As the suite's own
search does for a clause (:mod:`checker.conformance.search`), a seeded
stream of the rules module's scenarios is tried under both rule sets, with
the simulator where it can play them, until one gives two different
outcome sets; it is shrunk while it still does, Z3 confirms the difference,
and the engine (run again, once) answers it. The answer is then one more
observation for every ranked explanation, and the ranking is redone.
A tie no turn separates may be the same rules twice:
:mod:`checker.conformance.equivalence` proves it, and names them together.
"""

from __future__ import annotations

from checker import fitting
from checker.conformance.candidates import Config, declared_rules, label_order, rules_under
from checker.conformance.modules import kit_for
from checker.conformance.shrink import shrink

#: Scenarios tried, then checks while shrinking: one search costs a few
#: seconds with the simulator, up to a minute when only Z3 plays the rules.
TRIES, CHECKS = 300, 60


def _config_for(labels: list[tuple], configs) -> Config | None:
    """The first config on which the two labels give different rules."""
    for config in configs:
        one, other = (rules_under(label, config) or declared_rules(config) for label in labels)
        if (one.clause_ids, _companion(one)) != (other.clause_ids, _companion(other)):
            return config
    return None


def _companion(rules):
    return None if rules.companion is None else rules.companion.clause_ids


def find(scorer, labels: list[tuple], configs, seed: int = 0):
    """(config, scenario) on which the first two of ``labels`` allow
    different outcomes, confirmed by Z3; None when the search finds none."""
    config = _config_for(labels[:2], configs)
    if config is None:
        return None
    a, b = (rules_under(label, config) or declared_rules(config) for label in labels[:2])
    readings = scorer.readings
    kit = kit_for(a)
    moves = kit.moves

    def differs(s) -> bool:
        try:
            one, other = readings.fast_set(s, a), readings.fast_set(s, b)
        except Exception:  # noqa: BLE001 - a scenario one of the rule sets cannot play: not a separating one
            return False
        return one is not None and other is not None and one != other

    stream = kit.stream_for(a, f"{seed}/separating/{a.label()}")
    for _ in range(TRIES):
        s = moves.tidy(next(stream))
        if not differs(s):
            continue
        small = moves.tidy(shrink(s, lambda t: differs(moves.tidy(t)), CHECKS, moves))
        one, other = readings.z3(small, a), readings.z3(small, b)
        if one is not None and other is not None and frozenset(one) != frozenset(other):
            return config, small
    return None


def vector(config: Config, scenario, number: int, scorer) -> dict | None:
    """The new vector as the suite writes one: the config's rules and their outcomes."""
    import json

    rules = declared_rules(config)
    outcomes = scorer.readings.z3(scenario, rules)
    if outcomes is None:
        return None
    doc = {"id": f"new:{number}", "edition": config.edition, "interpretations": dict(config.interpretations),
           "scenario": scenario.to_json(), "outcomes": [o.to_json(scenario.players) for o in outcomes],
           "clauses": [], "kind": "separating", "description": "found by the diagnosis to separate tied explanations"}
    if config.as_of:
        doc["as_of"] = config.as_of
    if config.with_robbers:
        doc["with_robbers"] = json.loads(config.with_robbers)
    doc["config"] = config
    return doc


def settle(scorer, ranked: list, given: list, configs, ask, answer_of, seed: int = 0) -> tuple[list, list[dict]]:
    """The tied explanations' separating vector asked of the engine, and the
    ranking redone with its answer: (the new ranking, what was asked).
    ``answer_of(result, config)`` makes the engine's answer an observation."""

    tied = fitting.tied_first(ranked)
    found = find(scorer, [f.label for f in tied], configs, seed)
    if found is None:
        return ranked, []
    config, scenario = found
    doc = vector(config, scenario, 1, scorer)
    if doc is None:
        return ranked, []
    result = ask({k: v for k, v in doc.items() if k != "config"})
    asked = {"id": doc["id"], "edition": doc["edition"], "interpretations": doc["interpretations"],
             "scenario": doc["scenario"], "status": result.status, "separates": [], "answer_legal_under": []}
    if result.detail is None:
        return ranked, [asked]
    answer = answer_of(result, config)
    whole = answer.whole_set
    from checker.conformance.explanation_words import phrase

    asked["separates"] = [phrase(f.label) for f in tied[:2]]
    refits = []
    for f in ranked:
        observation = scorer.observation(f.label, answer)
        refits.append(fitting.fit(f.label, [*(scorer.observation(f.label, a) for a in given), observation]))
        explained = observation.answer in observation.legal if not whole else observation.answer == observation.legal
        if explained and f in tied:
            asked["answer_legal_under"].append(phrase(f.label))
    return fitting.rank(refits, order=label_order), [asked]

