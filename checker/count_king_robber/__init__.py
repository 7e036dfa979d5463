"""Count, King & Robber, the second rules module: its scenario and outcome
values, loader, Z3 encoding and reference simulator.

Imported on first use, like ``checker``: a process that only simulates does
not pay for Z3.
"""

from importlib import import_module

_EXPORTS = {
    "enumerate_outcomes": "checker.count_king_robber.encoding",
    "simulate": "checker.count_king_robber.reference",
    "load_scenario": "checker.count_king_robber.loading",
    "scenario_from_json": "checker.count_king_robber.loading",
    "outcome_from_json": "checker.count_king_robber.loading",
    "Outcome": "checker.count_king_robber.model",
    "Scenario": "checker.count_king_robber.model",
}
_NAMES = {
    "load_scenario": "load_ckr_scenario",
    "scenario_from_json": "ckr_scenario_from_json",
    "outcome_from_json": "ckr_outcome_from_json",
}

__all__ = sorted(_EXPORTS)


def __getattr__(name: str):
    if name in _EXPORTS:
        value = getattr(import_module(_EXPORTS[name]), _NAMES.get(name, name))
        globals()[name] = value
        return value
    raise AttributeError(f"module 'checker.count_king_robber' has no attribute {name!r}")
