"""Symbolic scenarios: every turn within a bound as one set of Z3 terms.

``Bound`` and the command-line options are light (the CLI reads them for
``--help``); the shapes, which import Z3 and the encoding, load on first use.
"""

from checker._lazy import lazy_exports
from checker.robbers.symbolic.bound import Bound, BoundError
from checker.robbers.symbolic.options import add_bound_options, bound_from_args

__all__ = ["Bound", "BoundError", "Shape", "SymbolicScenario", "add_bound_options", "bound_from_args", "shapes"]

__getattr__ = lazy_exports(
    __name__,
    globals(),
    {
        "Shape": "checker.robbers.symbolic.shape",
        "SymbolicScenario": "checker.robbers.symbolic.shape",
        "shapes": "checker.robbers.symbolic.shape",
    },
)
