"""A diff's witness as plain enumeration sees it: every outcome of the
scenario under both rule sets, within the diff's time limit.

The search's verdict is only believed once enumeration, which shares nothing
with it but the encoding, finds an outcome one side allows and the other
does not. Enumeration can be long (every outcome is one solver call), so it
stops at the diff's time limit; the caller then says "unknown", never
"same". The limit is the diff's ceiling in processor time
(``checker.diffs.ceiling``), looked at after each outcome: the wall clock,
which load stretches, decides nothing.
"""

from __future__ import annotations

import spec
from checker.count_king_robber.encoding import enumerate_outcomes
from checker.diffs.ceiling import Ceiling
from checker.errors import LimitReached


class InconsistentDifference(AssertionError):
    """The search reported a scenario on which plain enumeration finds no difference."""


class _OutOfTime(Exception):
    pass


def _outcomes(scenario, rules, ceiling: Ceiling) -> list:
    if ceiling.passed():
        raise _OutOfTime

    def tick(_found: int) -> None:
        if ceiling.passed():
            raise _OutOfTime

    return enumerate_outcomes(scenario, rules, progress=tick)


def witness_rules(doc: dict) -> tuple:
    """The two rule sets a diff document's witness is replayed under: ``a``
    and ``b``, each with The Robbers' edition its scope names (``robbers
    edition``) when the search played with The Robbers in the turn."""
    rules = [spec.parse_reference(doc[k]) for k in ("a", "b")]
    edition = doc["scope"].get("robbers edition")
    return tuple(rules if edition is None else [with_companion(r, edition) for r in rules])


def with_companion(rules, edition: str):
    """``rules`` with another module's rules in the same turn: their own
    companion if they name one, else ``edition``'s."""
    return rules if rules.companion is not None else rules.with_companion(spec.parse_reference(edition))


def replay(scenario, rules_a, rules_b, ceiling: Ceiling) -> dict | None:
    """The witness document (scenario, outcomes only one side allows, in the
    canonical order, and each side's number of outcomes), or None when
    enumeration could not finish within ``ceiling``."""
    try:
        in_a = _outcomes(scenario, rules_a, ceiling)
        in_b = _outcomes(scenario, rules_b, ceiling)
    except (_OutOfTime, LimitReached):
        return None
    set_a, set_b = set(in_a), set(in_b)
    if set_a == set_b:
        raise InconsistentDifference(f"{rules_a.label()} vs {rules_b.label()}: the witness allows the same outcomes under both")
    players = scenario.players
    return {
        "scenario": scenario.to_json(),
        "only_in_a": [o.to_json(players) for o in in_a if o not in set_b],
        "only_in_b": [o.to_json(players) for o in in_b if o not in set_a],
        "outcomes_in_a": len(in_a),
        "outcomes_in_b": len(in_b),
    }
