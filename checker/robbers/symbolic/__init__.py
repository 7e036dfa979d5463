"""Symbolic scenarios: every turn within a bound as one set of Z3 terms.

``Bound`` is light (the CLI reads its defaults for ``--help``); the shapes,
which import Z3 and the encoding, load on first use.
"""

from checker._lazy import lazy_exports
from checker.robbers.symbolic.bound import Bound, BoundError

__all__ = ["Bound", "BoundError", "Shape", "SymbolicScenario", "shapes"]

__getattr__ = lazy_exports(
    __name__,
    globals(),
    {
        "Shape": "checker.robbers.symbolic.shape",
        "SymbolicScenario": "checker.robbers.symbolic.shape",
        "shapes": "checker.robbers.symbolic.shape",
    },
)
