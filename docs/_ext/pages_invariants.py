"""The invariants page: each invariant's statement and the clauses it rests
on, from ``checker.invariants`` (the verdicts themselves come from running
``rulespec check``; see the page)."""

from __future__ import annotations

from rst import esc
from checker.invariants import INVARIANTS
from checker.symbolic import Bound


def invariants_page() -> str:
    bound = Bound()
    lines = [".. _invariants:", "", "Invariants", "==========", ""]
    lines += [
        "``rulespec check`` proves each invariant below for every scenario within a bound, "
        "by one Z3 query per shape (number of players, with or without the game end): the "
        "scenario's numbers, who scores each event, which scoring a round is, who has a "
        "courier and whether robbers are placed are all symbolic. A violated invariant "
        "comes with its smallest counterexample, re-checked on the concrete encoding.",
        "",
        f"Default bound: {bound.describe()}. The options ``--players``, ``--rounds``, "
        "``--events``, ``--points``, ``--track``, ``--no-couriers`` and ``--no-placement`` change it; a query that reaches "
        "``--timeout`` is *unknown*, never *holds*. ``--without CLAUSE`` drops a clause "
        "first, to see which invariants rest on it.",
        "",
        "``rulespec check --json`` prints the document of ``formats.md``, "
        "``{\"results\": [{\"edition\", \"invariant\", \"status\", \"scope\", "
        "\"counterexample\"}]}``, with three additions: ``status`` may also be "
        "``unknown`` (a time limit was reached), the bound is repeated once as a top-level "
        "``scope`` (which also says whether the placement step was in the bound, "
        "``placement``), and each result carries a ``note`` (which shapes were undecided). "
        "The document holds no timings, so the same command gives the same bytes on every "
        "run. A counterexample is ``{\"scenario\", \"outcome\"}`` in the "
        "scenario and outcome formats; for ``never-dead-end`` the outcome is ``null``.",
        "",
    ]
    for inv in INVARIANTS:
        lines += [f".. _invariant-{inv.id}:", "", inv.id, "-" * len(inv.id), "", esc(inv.statement), ""]
        if inv.rests_on:
            refs = ", ".join(f":ref:`{c} <clause-{c}>`" for c in inv.rests_on)
            lines += [f"Rests on: {refs}.", ""]
        else:
            lines += ["Rests on the clauses as a whole: it is a statement about every choice they leave.", ""]
    return "\n".join(lines) + "\n"
