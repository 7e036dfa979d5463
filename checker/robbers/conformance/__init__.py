"""What the conformance suite (``checker.conformance``) needs from The
Robbers: seeded candidate scenarios and the probe (``candidates``), the
shrinking moves (``shrink``) and the themed vectors (``themes``). Imported
on first use: the candidates draw like the Hypothesis strategies."""

from checker._lazy import lazy_exports

_EXPORTS = {
    "stream": "checker.robbers.conformance.candidates",
    "probe": "checker.robbers.conformance.candidates",
    "MOVES": "checker.robbers.conformance.shrink:ROBBERS",
    "theme_vectors": "checker.robbers.conformance.themes",
}

__all__ = sorted(_EXPORTS)
__getattr__ = lazy_exports(__name__, globals(), _EXPORTS)
