"""Count, King & Robber, the second rules module: its scenario and outcome
values, loader, Z3 encoding and reference simulator.

Imported on first use, like ``checker``: a process that only simulates does
not pay for Z3.
"""

from checker._lazy import lazy_exports

_EXPORTS = {
    "enumerate_outcomes": "checker.count_king_robber.encoding",
    "simulate": "checker.count_king_robber.reference",
    "load_scenario": "checker.count_king_robber.loading:load_ckr_scenario",
    "scenario_from_json": "checker.count_king_robber.loading:ckr_scenario_from_json",
    "outcome_from_json": "checker.count_king_robber.loading:ckr_outcome_from_json",
    "Outcome": "checker.count_king_robber.model",
    "Scenario": "checker.count_king_robber.model",
}

__all__ = sorted(_EXPORTS)
__getattr__ = lazy_exports("checker.count_king_robber", globals(), _EXPORTS)
