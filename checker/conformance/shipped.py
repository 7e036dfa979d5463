"""The candidates' outcome sets, computed once when the suite is written and
shipped in each vector (issue 47, item 5).

Ranking the explanations of an engine's answers needs every candidate's
legal outcomes on every answered vector: computed at ``conform`` time, that
is minutes for a whole suite (Z3 for the rules the simulator cannot play).
``rulespec oracle`` computes them instead, in its workers, and writes them
in each vector's ``explanations`` field (``vector`` schema):

- ``outcomes``: the outcomes some candidate allows that the vector's own
  ``outcomes`` do not list (a mistake's may be one the outcome schema
  refuses, such as a theft of 0 points in a combined turn);
- ``candidates``: every single change that applies to the vector's rules
  (``checker.conformance.candidates``), each with ``legal``, its outcome set
  as indexes: ``i`` below the number of the vector's outcomes is
  ``outcomes[i]``, the rest count on into ``explanations.outcomes``; null
  when it allows more than 300 outcomes (it explains nothing there). A
  change not listed does not apply: the vector's own outcomes are its set;
- ``editions``: the same for each other edition of the module with its
  default readings (which rules an engine that declares nothing plays,
  :mod:`checker.conformance.profile`).

So an engine's author can rank the explanations from the suite alone, in
any language (docs/conformance.md, "Reading the diagnosis"), and
``conform`` reads the sets instead of computing them.
"""

from __future__ import annotations

import spec
from checker.conformance.candidates import Change, Config, config_of, declared_rules, rules_under, single_changes
from checker.conformance.readings import Readings, rules_key
from checker.errors import InputError


def explanations_field(vector: dict, readings: Readings | None = None) -> dict:
    """The vector's ``explanations`` field."""
    from checker.expansions import EXPANSIONS
    from checker.loading import scenario_from_json

    readings = readings or Readings()
    config = config_of(vector)
    scenario = scenario_from_json(vector["scenario"], file=vector["id"])
    module = EXPANSIONS[scenario.expansion]
    numbers = {module.outcome_from_json(doc, scenario): i for i, doc in enumerate(vector["outcomes"])}
    extra: list = []

    def indexes(rules) -> list[int] | None:
        try:
            legal = readings.fast_set(scenario, rules)
        except InputError:  # a turn these rules cannot play: no outcome set to ship
            return None
        if legal is None:
            return None
        for outcome in sorted(legal - numbers.keys(), key=lambda o: o.sort_key()):
            numbers[outcome] = len(vector["outcomes"]) + len(extra)
            extra.append(outcome.to_json(scenario.players))
        return sorted(numbers[o] for o in legal)

    listed = []
    for change in sorted(single_changes([config]), key=Change.sort_key):
        rules = rules_under([change], config)
        if rules is not None:
            listed.append({"changes": [change.to_json()], "legal": indexes(rules)})
    editions = {}
    for edition in spec.module_editions(spec.EDITIONS[config.edition].module):
        other = Config(edition, None, (), config.with_robbers)
        if other != config:
            editions[edition] = indexes(declared_rules(other))
    return {"outcomes": extra, "candidates": listed, "editions": editions}


def fields_for(vectors: list[dict]) -> list[dict]:
    """``explanations_field`` of each vector (one worker's share; one cache)."""
    readings = Readings()
    return [explanations_field(v, readings) for v in vectors]


def add_explanations(vectors: dict[str, dict], jobs: int = 1, progress=None) -> None:
    """Every vector's ``explanations`` field, computed in ``jobs`` workers
    (vectors of one rule set together, so that they share a cache)."""
    from checker.isolated import Workers

    by_config: dict = {}
    for vid, doc in vectors.items():
        by_config.setdefault(repr(config_of(doc)), []).append(vid)
    chunks = [ids[i:i + 20] for _, ids in sorted(by_config.items()) for i in range(0, len(ids), 20)]
    items = [[vectors[vid] for vid in chunk] for chunk in chunks]
    if jobs > 1:
        with Workers(fields_for, jobs, fresh=False, name=lambda chunk: f"the explanations of {chunk[0]['id']}") as workers:
            done = list(workers.imap(items))
    else:
        done = [fields_for(chunk) for chunk in items]
    for n, (chunk, fields) in enumerate(zip(chunks, done), 1):
        for vid, field in zip(chunk, fields):
            vectors[vid]["explanations"] = field
        if progress is not None:
            progress(f"explanations: {n}/{len(chunks)} groups of vectors")


def shipped_sets(vector: dict, scenario) -> dict | None:
    """The vector's shipped sets by the rules they stand for (``rules_key``
    of the change applied), as outcome values; None when it ships none."""
    from checker.expansions import EXPANSIONS

    field = vector.get("explanations")
    if not field:
        return None
    module = EXPANSIONS[scenario.expansion]

    def read(doc):
        try:
            return module.outcome_from_json(doc, scenario)
        except InputError:  # a mistake's outcome the schema refuses (a theft of 0 points): not read
            return None

    every = [read(o) for o in [*vector["outcomes"], *field["outcomes"]]]
    config = config_of(vector)
    found = {}

    def outcomes(legal):
        return None if legal is None else frozenset(every[i] for i in legal)

    def store(rules, legal) -> None:
        if legal is None or all(every[i] is not None for i in legal):  # else computed when asked
            found[rules_key(rules)] = outcomes(legal)

    for entry in field["candidates"]:
        rules = rules_under([Change(**entry["changes"][0])], config)
        if rules is not None:
            store(rules, entry["legal"])
    for edition, legal in field.get("editions", {}).items():
        store(declared_rules(Config(edition, None, (), config.with_robbers)), legal)
    return found
