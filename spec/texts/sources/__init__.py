"""The coverage data, one module per source (``s000`` ... ``s004``): every
sentence of the source in order, classified (:mod:`spec.texts.coverage`)."""

from spec.texts.sources import s000, s001, s002, s003, s004

#: Each source's entries, by its number in ``shared/sources``.
COVERAGE = {m.DOCUMENT: m.SENTENCES for m in (s000, s001, s002, s003, s004)}

__all__ = ["COVERAGE"]
