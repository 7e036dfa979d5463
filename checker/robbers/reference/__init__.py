"""The reference simulator: an independent, brute-force reading of docs/turn-model.md.

It enumerates every combination of the choices the turn model leaves to the
players and collects the distinct outcomes, for comparison with the Z3
encoding. It reads the rules only through ``rules.has(clause_id)``.
"""

from checker.robbers.reference.derive import with_derivations
from checker.robbers.reference.simulate import outcome_set, simulate, voids_turn

__all__ = ["outcome_set", "simulate", "voids_turn", "with_derivations"]
