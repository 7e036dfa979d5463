"""The Z3 reading of Count, King & Robber: a turn as constraints, and the
enumeration of its outcomes."""

from checker.count_king_robber.encoding.enumerate import CkrProjection, enumerate_outcomes
from checker.count_king_robber.encoding.turn import CkrEncoding

__all__ = ["CkrEncoding", "CkrProjection", "enumerate_outcomes"]
