"""Symbolic Count, King & Robber scenarios: every scenario of a shape within
a bound as bounded Z3 variables, for its proofs and diffs.

``CkrBound`` and the command-line options are light (the CLI reads them for
``--help``); the shapes, which import Z3 and the encoding, load on first use.
"""

from checker._lazy import lazy_exports
from checker.count_king_robber.symbolic.bound import STEP_SHAPES, CkrBound
from checker.count_king_robber.symbolic.options import add_bound_options, bound_from_args

__all__ = ["STEP_SHAPES", "CkrBound", "SymbolicCkr", "add_bound_options", "bound_from_args", "shapes"]

__getattr__ = lazy_exports(
    __name__,
    globals(),
    {"SymbolicCkr": "checker.count_king_robber.symbolic.shape", "shapes": "checker.count_king_robber.symbolic.shape"},
)
