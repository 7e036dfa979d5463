"""Deprecated: The Robbers' symbolic scenarios are
:mod:`checker.robbers.symbolic`; the learned strategies of the difference
search are :mod:`checker.diffs.learned` (docs/architecture.md). Names
imported from here warn and still work."""

from checker._lazy import moved

__all__ = ["Bound", "BoundError", "Shape", "SymbolicScenario", "shapes"]
__getattr__ = moved(__name__, "checker.robbers.symbolic")
