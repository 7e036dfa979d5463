"""What the conformance suite (``checker.conformance``) needs from The
Robbers: seeded candidate scenarios and the probe (``candidates``), the
shrinking moves (``shrink``), the themed vectors (``themes``), the proof by
induction that a clause cannot act under the rules, asked before its search
(``inert``, in ``checker.robbers.induction``), and the bounded proof that a
clause no vector covers changes nothing (``vacuous``). Imported
on first use: the candidates draw like the Hypothesis strategies."""

from checker._lazy import lazy_exports

_EXPORTS = {
    "stream": "checker.robbers.conformance.candidates",
    "probe": "checker.robbers.conformance.candidates",
    "MOVES": "checker.robbers.conformance.shrink:ROBBERS",
    "theme_vectors": "checker.robbers.conformance.themes",
    "equivalent_without": "checker.robbers.conformance.vacuous",
    "inert": "checker.robbers.induction.inert",
}

__all__ = sorted(_EXPORTS)
__getattr__ = lazy_exports(__name__, globals(), _EXPORTS)
