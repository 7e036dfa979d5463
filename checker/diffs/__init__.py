"""Where two rule sets part: the counterexample-guided difference search
every rules module's ``diff`` runs on its own shapes (``search``, with the
strategies it learns in ``learned``), and the contradiction catalogue over
every module (``catalogue``, ``markdown``). The Robbers' own diff is
:mod:`checker.robbers.diff`.
"""
