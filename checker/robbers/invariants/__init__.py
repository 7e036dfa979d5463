"""Invariants of The Robbers' rules, proved over every scenario within a
bound (``prove``) and, the safety ones, for every turn by induction
(``checker.robbers.induction``, which builds on this package's statements).

``prove_all`` (the part's entry, ``checker.parts.Invariants``) takes a
``method``: "induction" (the default) or "bounded". ``proof_parts``,
``prove_part`` and ``join_parts`` are the same work cut into independent
parts, which ``check`` runs in processes of their own. These and the scope of the
proofs by induction live in ``checker.robbers.induction.verdicts`` and load
on first use: that package imports the catalogue and the bounded proof from
here, so this package does not import it back.
"""

from checker._lazy import lazy_exports
from checker.robbers.invariants.catalog import INVARIANTS, Invariant
from checker.robbers.invariants.documented import DOCUMENTED, expectation
from checker.robbers.invariants.prove import Verdict, prove

#: The methods ``prove_all`` takes (``check --method``), the default first.
METHODS = ("induction", "bounded")

__all__ = ["DOCUMENTED", "INVARIANTS", "METHODS", "Invariant", "Verdict", "expectation", "induction_scope",
           "induction_words", "join_parts", "proof_parts", "prove", "prove_all", "prove_part"]

__getattr__ = lazy_exports(
    __name__,
    globals(),
    {
        "prove_all": "checker.robbers.induction.verdicts",
        "proof_parts": "checker.robbers.induction.verdicts",
        "prove_part": "checker.robbers.induction.verdicts",
        "join_parts": "checker.robbers.induction.verdicts",
        "induction_scope": "checker.robbers.induction.verdicts",
        "induction_words": "checker.robbers.induction.verdicts",
    },
)
