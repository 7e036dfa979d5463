"""Where two Count, King & Robber rule sets allow different outcomes: the
shared difference search (``checker.diffs.search``) on this module's shapes
(``shapes``), each witness replayed by plain enumeration (``replay``);
``compare`` runs it, ``report`` is what the shared commands and catalogue
call, with one witness per topic in which the two differ (``topics``) and
its words (``topic_story``)."""

from checker.count_king_robber.diff.compare import InconsistentDifference, ckr_diff, outcome_terms
from checker.count_king_robber.diff.report import (
    SMALLEST,
    catalogue_scenario_line,
    catalogue_scope_text,
    catalogue_title,
    diff_document,
    print_witness,
    scope_text,
)
from checker.count_king_robber.diff.topic_story import TOPIC_WORDS

__all__ = [
    "InconsistentDifference", "SMALLEST", "TOPIC_WORDS", "catalogue_scenario_line", "catalogue_scope_text", "catalogue_title",
    "ckr_diff", "diff_document", "outcome_terms", "print_witness", "scope_text",
]
