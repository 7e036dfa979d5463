"""Deprecated: The Robbers' Z3 encoding is :mod:`checker.robbers.encoding`;
the solver machinery every module shares is :mod:`checker.solver`
(docs/architecture.md). Names imported from here warn and still work."""

from checker._lazy import moved

__all__ = ["DEFAULT_MAX_OUTCOMES", "LimitReached", "Terms", "TurnEncoding", "enumerate_outcomes", "is_reachable"]
__getattr__ = moved(__name__, "checker.robbers.encoding")
