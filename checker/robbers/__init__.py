"""The Robbers, the first rules module: its scenario and outcome values
(``model``), loader (``loading``), Z3 encoding (``encoding``), reference
simulator (``reference``), symbolic shapes (``symbolic``), invariants
(``invariants``), diff (``diff``), conformance candidates and shrinking
(``conformance``), texts for people (``describe``) and Hypothesis
strategies (``strategies``); ``expansion`` registers it.

Imported on first use, like ``checker``: a process that only simulates does
not pay for Z3.
"""

from checker._lazy import lazy_exports

_EXPORTS = {
    "enumerate_outcomes": "checker.robbers.encoding",
    "simulate": "checker.robbers.reference",
    "load_scenario": "checker.robbers.loading",
    "scenario_from_json": "checker.robbers.loading",
    "outcome_from_json": "checker.robbers.loading",
    "Outcome": "checker.robbers.model",
    "Scenario": "checker.robbers.model",
}

__all__ = sorted(_EXPORTS)
__getattr__ = lazy_exports("checker.robbers", globals(), _EXPORTS)
