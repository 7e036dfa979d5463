"""Symbolic scenarios: every turn within a bound as one set of Z3 terms."""

from checker.symbolic.bound import Bound, BoundError
from checker.symbolic.shape import Shape, SymbolicScenario, shapes

__all__ = ["Bound", "BoundError", "Shape", "SymbolicScenario", "shapes"]
