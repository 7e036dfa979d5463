"""Deprecated: The Robbers' scenario and outcome values are
:mod:`checker.robbers.model` (docs/architecture.md); ``Scenario``,
``Outcome``, ``Step``, ``Event`` and ``Steal`` are also ``checker``'s own.
Names imported from here warn and still work."""

from checker._lazy import moved

__all__ = ["COURIER", "Event", "GAME_END", "KINDS", "MEEPLE", "Outcome", "PLACE", "SCORE", "Scenario", "Steal", "Step", "canonical"]
__getattr__ = moved(__name__, "checker.robbers.model")
