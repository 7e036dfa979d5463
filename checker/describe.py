"""Deprecated: The Robbers' one-line texts are :mod:`checker.robbers.describe`
(docs/architecture.md). Names imported from here warn and still work."""

from checker._lazy import moved

__all__ = ["markers_text", "outcome_text", "robbers_text", "scenario_text", "steals_text"]
__getattr__ = moved(__name__, "checker.robbers.describe")
