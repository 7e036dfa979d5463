"""Where two of The Robbers' rule sets (editions, readings, dates) allow
different outcomes: the shared difference search on this module's shapes
(``hunt``, ``needs``, ``tiers``), the witness shrunk (``shrink``, ``tidy``)
and re-checked by plain enumeration (``compare``); ``report`` is what the
shared commands and catalogue call, with ``TOPIC_WORDS`` (``topic_story``)."""

from checker.robbers.diff.compare import (
    DiffResult,
    InconsistentDifference,
    clause_difference,
    concrete_difference,
    diff,
)
from checker.robbers.diff.report import (
    SMALLEST,
    catalogue_scenario_line,
    catalogue_scope_text,
    catalogue_title,
    diff_document,
    print_witness,
    scope_text,
)
from checker.robbers.diff.topic_story import TOPIC_WORDS

__all__ = [
    "DiffResult", "InconsistentDifference", "SMALLEST", "TOPIC_WORDS", "catalogue_scenario_line", "catalogue_scope_text",
    "catalogue_title", "clause_difference", "concrete_difference", "diff", "diff_document", "print_witness", "scope_text",
]
