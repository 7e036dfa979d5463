"""Where two Count, King & Robber rule sets allow different outcomes: the
shared difference search (``checker.diffs.search``) on this module's shapes
(``shapes``), each witness replayed by plain enumeration (``replay``);
``compare`` runs it."""

from checker.count_king_robber.diff.compare import InconsistentDifference, ckr_diff, outcome_terms

__all__ = ["InconsistentDifference", "ckr_diff", "outcome_terms"]
