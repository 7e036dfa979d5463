"""rulespec's rules: clauses traced to their sources, composed into editions.

The public API: the value types, the registries and :func:`resolve`, which
turns an edition id, a month and chosen readings into the clauses in force.
"""

from spec._periods import Period, month_before
from spec._model import UNDATED, Authority, Chapter, Citation, Clause, Document, Edition, Interpretation, Question, Ruling
from spec._rules import (
    CLAUSES,
    EDITIONS,
    INTERPRETATIONS,
    MODULES,
    Rules,
    SpecError,
    edition_chain,
    edition_interpretations,
    edition_rulings,
    edition_topics,
    module_editions,
    module_interpretations,
    open_interpretations,
    parse_reference,
    reading_month,
    reading_period,
    register_companion,
    register_module,
    resolve,
    today,
    split_reference,
    unregister_module,
)

__all__ = [
    "UNDATED",
    "Authority",
    "Chapter",
    "Citation",
    "Clause",
    "Document",
    "Edition",
    "Interpretation",
    "Question",
    "Ruling",
    "Period",
    "CLAUSES",
    "EDITIONS",
    "INTERPRETATIONS",
    "MODULES",
    "Rules",
    "SpecError",
    "edition_chain",
    "edition_interpretations",
    "edition_rulings",
    "edition_topics",
    "module_editions",
    "module_interpretations",
    "open_interpretations",
    "parse_reference",
    "reading_month",
    "reading_period",
    "register_companion",
    "register_module",
    "resolve",
    "today",
    "month_before",
    "split_reference",
    "unregister_module",
]
