"""rulespec's checker: reads scenarios, enumerates outcomes with Z3, and
checks them against an independent reference simulator.

The small public API; everything else is reachable through its module.
"""

from checker.encoding import LimitReached, enumerate_outcomes, is_reachable
from checker.errors import InputError
from checker.loading import load_outcome, load_scenario
from checker.reference import simulate
from checker.scenario import Event, Outcome, Scenario, Steal, Step

__all__ = [
    "Event",
    "InputError",
    "LimitReached",
    "Outcome",
    "Scenario",
    "Steal",
    "Step",
    "enumerate_outcomes",
    "is_reachable",
    "load_outcome",
    "load_scenario",
    "simulate",
]
