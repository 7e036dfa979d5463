"""A pytest plugin for engines written in Python: the ``robbers_oracle`` fixture.

Installed with rulespec (entry point ``pytest11``), so any test suite in the
same environment can write::

    def test_my_engine(robbers_oracle):
        scenario = {...}                      # formats.md scenario (or a Scenario)
        outcome = my_engine.play(scenario)    # formats.md outcome (or an Outcome)
        robbers_oracle.assert_legal(scenario, outcome, edition="c3.1-2025")

and, with Hypothesis, draw the scenarios from :mod:`checker.strategies`. A
failure says which clause(s) the outcome breaks (the clauses whose removal
alone makes it legal: ``rulespec judge``'s logic) and the nearest legal
outcome, so the message points at the rule the engine got wrong.

The import is kept light (nothing heavy before a test asks for the fixture):
every pytest run in the environment loads this module.
"""

from __future__ import annotations

import json

import pytest

DEFAULT_EDITION = "c1-hig-2013"


class RobbersOracle:
    """Legal outcomes of scenarios under an edition, from the Z3 encoding (cached)."""

    def __init__(self) -> None:
        self._cache: dict = {}

    def _rules(self, edition, interpretations, as_of):
        import spec

        return spec.resolve(edition, as_of=as_of, interpretations=interpretations or None)

    @staticmethod
    def scenario(scenario):
        """A :class:`~checker.robbers.model.Scenario` from itself or its JSON (dict or text)."""
        from checker.loading import scenario_from_json
        from checker.robbers.model import Scenario

        if isinstance(scenario, Scenario):
            return scenario
        if isinstance(scenario, (str, bytes)):
            scenario = json.loads(scenario)
        return scenario_from_json(scenario, file="scenario")

    @staticmethod
    def outcome(outcome, scenario):
        from checker.loading import outcome_from_json
        from checker.robbers.model import Outcome

        if isinstance(outcome, Outcome):
            return outcome
        if isinstance(outcome, (str, bytes)):
            outcome = json.loads(outcome)
        return outcome_from_json(outcome, scenario, file="outcome")

    def legal_outcomes(self, scenario, edition=DEFAULT_EDITION, interpretations=None, as_of=None):
        """Every legal outcome (``Outcome`` values, canonical order)."""
        from checker.robbers.encoding import enumerate_outcomes

        s = self.scenario(scenario)
        rules = self._rules(edition, interpretations, as_of)
        key = (json.dumps(s.to_json(), sort_keys=True), rules.label(), tuple(sorted(rules.clause_ids)))
        if key not in self._cache:
            self._cache[key] = enumerate_outcomes(s, rules)
        return self._cache[key]

    def outcomes(self, scenario, edition=DEFAULT_EDITION, interpretations=None, as_of=None) -> list[dict]:
        """Every legal outcome as formats.md JSON."""
        s = self.scenario(scenario)
        return [o.to_json(s.players) for o in self.legal_outcomes(s, edition, interpretations, as_of)]

    def is_legal(self, scenario, outcome, edition=DEFAULT_EDITION, interpretations=None, as_of=None) -> bool:
        s = self.scenario(scenario)
        return self.outcome(outcome, s) in set(self.legal_outcomes(s, edition, interpretations, as_of))

    def assert_legal(self, scenario, outcome, edition=DEFAULT_EDITION, interpretations=None, as_of=None) -> None:
        """Raise AssertionError, naming the broken clause(s) and the nearest legal
        outcome, unless ``outcome`` is a legal outcome of ``scenario``."""
        from checker.judging import broken_clauses, nearest
        from checker.robbers.describe import distance

        s = self.scenario(scenario)
        claimed = self.outcome(outcome, s)
        legal = self.legal_outcomes(s, edition, interpretations, as_of)
        if claimed in set(legal):
            return
        rules = self._rules(edition, interpretations, as_of)
        broken = broken_clauses(s, rules, claimed)
        close = nearest(claimed, legal, distance, 1)[0]
        lines = [f"illegal outcome under {rules.label()}:"]
        if broken:
            lines.append(f"  it breaks: {', '.join(broken)} (dropping any one of these alone makes it legal)")
        else:
            lines.append("  no single clause explains it: it breaks several at once, or the turn's arithmetic")
        lines.append(f"  claimed:              {_short(claimed, s)}")
        lines.append(f"  nearest legal (d={distance(claimed, close)}): {_short(close, s)}")
        lines.append(f"  ({len(legal)} legal outcome(s); robbers_oracle.outcomes(...) lists them)")
        raise AssertionError("\n".join(lines))

    def assert_outcomes(self, scenario, outcomes, edition=DEFAULT_EDITION, interpretations=None, as_of=None) -> None:
        """Raise AssertionError unless ``outcomes`` is exactly the legal set."""
        s = self.scenario(scenario)
        claimed = {self.outcome(o, s) for o in outcomes}
        legal = set(self.legal_outcomes(s, edition, interpretations, as_of))
        if claimed == legal:
            return
        lines = [f"the outcomes differ from the legal set under {self._rules(edition, interpretations, as_of).label()}:"]
        for o in sorted(legal - claimed, key=lambda o: o.sort_key()):
            lines.append(f"  missing: {_short(o, s)}")
        for o in sorted(claimed - legal, key=lambda o: o.sort_key()):
            lines.append(f"  illegal: {_short(o, s)}")
        raise AssertionError("\n".join(lines))


def _short(outcome, scenario) -> str:
    doc = outcome.to_json(scenario.players)
    return json.dumps({k: doc[k] for k in ("markers", "robbers", "steals")}, separators=(",", ":"))


@pytest.fixture(scope="session")
def robbers_oracle() -> RobbersOracle:
    """Checks outcomes of The Robbers against rulespec (see :class:`RobbersOracle`)."""
    return RobbersOracle()
