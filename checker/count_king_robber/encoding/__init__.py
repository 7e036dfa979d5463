"""The Z3 reading of Count, King & Robber: a turn as constraints, and the
enumeration of its outcomes; ``Hooks`` is the rule-neutral frame the clauses
plug into."""

from checker.count_king_robber.encoding.enumerate import CkrProjection, enumerate_outcomes
from checker.count_king_robber.encoding.hooks import CkrHooks
from checker.count_king_robber.encoding.turn import CkrEncoding

Hooks = CkrHooks  # the name every module's encoding gives its rule-neutral frame

__all__ = ["CkrEncoding", "CkrHooks", "CkrProjection", "Hooks", "enumerate_outcomes"]
