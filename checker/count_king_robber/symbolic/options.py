"""Count, King & Robber's bound on the command line: its proofs and diffs
search its own shapes within :class:`CkrBound`'s defaults, so it adds no
option to ``check``'s and ``diff``'s bound group (The Robbers' options do not
apply to it)."""

from __future__ import annotations

from checker.count_king_robber.symbolic.bound import CkrBound


def add_bound_options(group) -> None:
    """None: the module's bound is fixed."""


def bound_from_args(args) -> CkrBound:
    return CkrBound()
