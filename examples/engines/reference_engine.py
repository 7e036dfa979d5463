#!/usr/bin/env python3
"""The reference simulator as a conforming engine: an adapter for
``rulespec conform``, and the model of one.

    rulespec conform SUITE --impl 'python3 examples/engines/reference_engine.py'

It reads one request on stdin::

    {"edition": "c1-hig-2013", "interpretations": {...}, "scenario": {...}, "as_of": "2013-04"}

(``as_of`` only when the vector has one; ``with_robbers``, The Robbers'
edition and readings, only for a Count, King & Robber turn with The Robbers
on the score track), plays the scenario with its rules
module's reference simulator (``checker.robbers.reference.simulate`` for The Robbers,
``checker.count_king_robber.reference.simulate`` for a scenario whose
``expansion`` is ``count-king-robber``: the brute-force readings, independent
of the Z3 encodings that wrote the suite) and prints every legal outcome as
``{"outcomes": [...]}``. An engine that makes one choice per decision would
print that one outcome instead. Bad input: one line on stderr, exit status 2.

With ``--lines`` it serves ``rulespec conform --persistent``: one request a
line on stdin, one answer a line on stdout (a bad request is answered
``{"error": ...}``), until stdin ends::

    rulespec conform SUITE --persistent --impl 'python3 examples/engines/reference_engine.py --lines'
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

try:
    import spec
except ImportError:  # run from a checkout without 'pip install -e .'
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
    import spec

from checker.errors import InputError
from checker.expansions import expansion_for
from checker.loading import scenario_from_json


def prepare(request: dict):
    """(scenario, rules, rules module) of a request; raises on a bad one."""
    scenario = scenario_from_json(request["scenario"], file="stdin")
    rules = spec.resolve(
        request["edition"],
        as_of=request.get("as_of"),
        interpretations=request.get("interpretations") or None,
    )
    companion = request.get("with_robbers")
    if companion is not None:
        rules = rules.with_companion(
            spec.resolve(companion["edition"], as_of=companion.get("as_of"), interpretations=companion.get("interpretations") or None)
        )
    expansion = expansion_for(scenario, rules, "stdin")  # refuses robbers on the track without their rules
    return scenario, rules, expansion


def play(scenario, rules, expansion) -> dict:
    return {"outcomes": [o.to_json(scenario.players) for o in expansion.simulate(scenario, rules)]}


BAD_REQUEST = (ValueError, KeyError, TypeError, InputError, spec.SpecError)


def serve_lines() -> int:
    """One request a line, one answer a line, until stdin ends (rulespec conform --persistent)."""
    for line in sys.stdin:
        if not line.strip():
            continue
        try:
            prepared = prepare(json.loads(line))
        except BAD_REQUEST as error:
            doc = {"error": f"bad request: {error}"}
        else:
            doc = play(*prepared)
        sys.stdout.write(json.dumps(doc) + "\n")
        sys.stdout.flush()
    return 0


def main() -> int:
    if sys.argv[1:] == ["--lines"]:
        return serve_lines()
    try:
        prepared = prepare(json.load(sys.stdin))
    except BAD_REQUEST as error:
        print(f"reference_engine: bad request: {error}", file=sys.stderr)
        return 2
    json.dump(play(*prepared), sys.stdout)
    sys.stdout.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
