"""What the conformance suite (``checker.conformance``) needs from Count,
King & Robber: seeded candidate scenarios and the probe (``candidates``) and
the shrinking moves (``shrink``) and the themed vectors on entry into the
city (``themes``)."""

from checker._lazy import lazy_exports

_EXPORTS = {
    "stream": "checker.count_king_robber.conformance.candidates",
    "probe": "checker.count_king_robber.conformance.candidates",
    "MOVES": "checker.count_king_robber.conformance.shrink",
    "theme_vectors": "checker.count_king_robber.conformance.themes",
}

__all__ = sorted(_EXPORTS)
__getattr__ = lazy_exports(__name__, globals(), _EXPORTS)
