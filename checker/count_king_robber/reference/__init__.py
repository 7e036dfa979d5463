"""The reference simulator of Count, King & Robber: a brute-force reading of
docs/ckr-turn-model.md and the rules page, independent of the Z3 encoding.

It enumerates every combination of the players' choices in a turn (which
district figures to redeploy where, whether and where to enter the City of
Carcassonne, where the Count goes) and returns the distinct outcomes. It reads
the rules only through ``rules.has(clause_id)``: a clause that is absent means
its rule is absent.

``outcome_set`` gives the same outcomes unordered, for callers that only
compare sets. ``derivations`` (the hook the commands call, issue 28) gives every outcome's
derivations: the steps that reach it, each with its clauses.
"""

from checker.count_king_robber.reference.derive import derivations, with_derivations
from checker.count_king_robber.reference.simulate import outcome_set, simulate

__all__ = ["derivations", "outcome_set", "simulate", "with_derivations"]
