"""Where two rule sets part: the counterexample-guided difference search
every rules module's ``diff`` runs on its own shapes (``search``, with the
strategies it learns in ``learned``), and the contradiction catalogue over
every module (``catalogue``, ``markdown``).

The Robbers' own diff (``diff``, ``DiffResult``, ...) was importable from here;
it is :mod:`checker.robbers.diff` now, and those names warn and still work.
"""

from checker._lazy import moved

__getattr__ = moved(
    __name__,
    "checker.robbers.diff",
    names=("DiffResult", "InconsistentDifference", "clause_difference", "concrete_difference", "diff"),
)
