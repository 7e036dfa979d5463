"""Deprecated: The Robbers' reference simulator is
:mod:`checker.robbers.reference` (docs/architecture.md). Names imported from
here warn and still work."""

from checker._lazy import moved

__all__ = ["simulate"]
__getattr__ = moved(__name__, "checker.robbers.reference")
