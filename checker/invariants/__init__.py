"""Deprecated: The Robbers' invariants are :mod:`checker.robbers.invariants`
(docs/architecture.md). Names imported from here warn and still work."""

from checker._lazy import moved

__all__ = ["INVARIANTS", "Invariant", "Verdict", "prove"]
__getattr__ = moved(__name__, "checker.robbers.invariants")
