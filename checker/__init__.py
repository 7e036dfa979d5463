"""rulespec's checker: reads scenarios, enumerates outcomes with Z3, and
checks them against an independent reference simulator.

The small public API, imported on first use: a process that needs only the
reference simulator (an engine adapter, say) does not pay for Z3 and
jsonschema.
"""

from checker._lazy import lazy_exports

_EXPORTS = {
    "enumerate_outcomes": "checker.robbers.encoding",
    "is_reachable": "checker.robbers.encoding",
    "LimitReached": "checker.robbers.encoding",
    "InputError": "checker.errors",
    "load_outcome": "checker.loading",
    "load_scenario": "checker.loading",
    "simulate": "checker.robbers.reference",
    "Event": "checker.robbers.model",
    "Outcome": "checker.robbers.model",
    "Scenario": "checker.robbers.model",
    "Steal": "checker.robbers.model",
    "Step": "checker.robbers.model",
}

__all__ = sorted(_EXPORTS)


__getattr__ = lazy_exports("checker", globals(), _EXPORTS)


def __dir__():
    return sorted(list(globals()) + __all__)
