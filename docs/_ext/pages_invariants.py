"""The invariants page: each invariant's statement and the clauses it rests
on, from ``checker.robbers.invariants`` (the verdicts themselves come from running
``rulespec check``; see the page). The committed verdicts are The Robbers';
the Count, King & Robber invariants (``checker.count_king_robber.invariants``)
are listed with the command that proves them."""

from __future__ import annotations

import json

import specdata as sd
from checker.diffs.layout import json_text
from checker.commands.derivation_output import counterexample_story
from checker.robbers.describe import counterexample_text
from checker.robbers.invariants.documented import documented
from rst import clause_ref, esc, indent, list_table, literal
from checker.count_king_robber.invariants import INVARIANTS as CKR_INVARIANTS
from checker.robbers.invariants import INVARIANTS
from checker.robbers.invariants.catalog import BY_ID
from checker.robbers.symbolic import Bound
from pages_induction import EVERY_TURN, induction_sections, strengthening_lines


def invariants_page() -> str:
    bound = Bound()
    lines = [".. _invariants:", "", "Invariants", "==========", ""]
    lines += [
        "The invariants and verdicts below are those of The Robbers; for Count, King & Robber see "
        ":ref:`invariants-ckr` at the end of the page.",
        "",
        f"``rulespec check`` proves each safety invariant below {EVERY_TURN}, by induction over the "
        "steps of a turn (:ref:`invariants-induction`), and also searches every scenario within a "
        "bound, by one Z3 query per shape (number of players, with or without the game end): the "
        "scenario's numbers, who scores each event, which scoring a round is, who has a courier and "
        "whether robbers are placed are all symbolic. The bounded search cross-checks the induction, "
        "decides what induction does not prove, and gives a violated invariant its smallest "
        "counterexample, re-checked on the concrete encoding. ``--method bounded`` runs the search "
        "alone.",
        "",
        f"Default bound: {bound.describe()}; the safety invariants within it and its double turns, "
        f"{BY_ID['no-self-robbery'].bound_for(bound).describe()} (:ref:`invariants-double-turns`); "
        f"``never-dead-end`` within {BY_ID['never-dead-end'].bound_for(bound).describe()}. The options ``--players``, ``--rounds``, "
        "``--events``, ``--points``, ``--track``, ``--no-couriers`` and ``--no-placement`` change it "
        "(``--track`` and ``--no-placement`` change the induction's turns too); a query that reaches "
        "``--timeout`` is *unknown*, never *holds*. ``--without CLAUSE`` drops a clause "
        "first, to see which invariants rest on it.",
        "",
        "``rulespec check --json`` prints the document of :ref:`Formats <format-check-result>`, "
        "``{\"results\": [{\"edition\", \"invariant\", \"status\", \"scope\", "
        "\"counterexample\"}]}``, with these additions: ``status`` may also be "
        "``unknown`` (a time limit was reached); the bound is repeated once as a top-level "
        "``scope`` (which also says whether the placement step was in the bound, "
        "``placement``; a verdict's ``scope`` adds ``\"second_placement\": true`` when its shapes had a "
        "second placement step); each result carries a ``note`` (which shapes were undecided, why induction "
        "did not prove it) and a ``method``, ``induction`` or ``bounded``. A result proved by "
        "induction has the induction's ``scope``, also printed once as the top-level "
        "``induction_scope``: ``players`` is ``{\"min\": 2, \"max\": 6}``, ``rounds``, ``events``, "
        "``events_per_round``, ``points`` and ``scores`` are ``null`` (any), ``track``, ``couriers``, "
        "``placement`` and ``turn`` say the rest. It adds ``strengthening`` (the lemmas of its proof, "
        "each ``{\"id\", \"text\"}``; empty when the invariant is inductive as stated) and "
        "``cross_check`` (``{\"method\": \"bounded\", \"status\", \"scope\"}``). A result decided "
        "by the bounded search has the bound as ``scope``, as before, and, for a safety invariant, "
        "``induction``: ``{\"status\": \"not-inductive\" or \"unknown\", \"step\", \"players\"}`` "
        "(the kind of step and the number of players of a counterexample to induction). With "
        "``--method bounded`` every result is bounded and has no ``induction`` field. "
        "The document holds no timings, so the same command gives the same bytes on every "
        "run. A counterexample is ``{\"scenario\", \"outcome\"}`` in the "
        "scenario and outcome formats; for ``never-dead-end`` the outcome is ``null``.",
        "",
    ]
    verdicts = sd.invariant_verdicts()
    lines += _verdict_table(verdicts)
    for inv in INVARIANTS:
        lines += [f".. _invariant-{inv.id}:", "", inv.id, "-" * len(inv.id), "", esc(inv.statement), ""]
        if inv.rests_on:
            refs = ", ".join(f":ref:`{c} <clause-{c}>`" for c in inv.rests_on)
            lines += [f"Rests on: {refs}.", ""]
        else:
            lines += ["Rests on the clauses as a whole: it is a statement about every choice they leave.", ""]
        lines += strengthening_lines(inv.id, verdicts)
        lines += _findings(inv.id, verdicts)
    lines += induction_sections(verdicts)
    lines += _ckr_section()
    return "\n".join(lines) + "\n"


def _ckr_section() -> list:
    """The Count, King & Robber invariants: statements and the command; no committed verdicts yet."""
    lines = [".. _invariants-ckr:", "", "Count, King & Robber", "--------------------", "",
             f"``rulespec check --edition ckr-hig-2017`` (or ``ckr-zmg-2017``, ``ckr-c1-2008``) proves "
             f"{len(CKR_INVARIANTS)} invariants of Count, King & Robber turns, over every scenario of a "
             "set of turn shapes within a bound (``checker/count_king_robber/invariants.py``). Their "
             f"verdicts are not committed, so this page does not show them ({sd.NOT_YET}).", ""]
    rows = [[literal(inv.id), esc(inv.statement)] for inv in CKR_INVARIANTS]
    lines += [list_table(["invariant", "statement"], rows, "25 75"), ""]
    return lines


def _verdict_table(doc) -> list:
    """Every edition against every invariant, from the committed ``check --all --json``."""
    results = doc["results"]
    editions = list(dict.fromkeys(r["edition"] for r in results))
    cell = {(r["edition"], r["invariant"]): _cell(r) for r in results}
    lines = [
        "Verdicts", "--------", "",
        "The verdicts of ``rulespec check --all --json``, committed as "
        "``docs/catalogue/invariants.json`` (regenerate with ``rulespec check --all --json > "
        "docs/catalogue/invariants.json``; a test re-checks every counterexample in it by plain "
        "enumeration, and the strengthenings of two editions against the code). *every turn*: "
        f"proved {EVERY_TURN} by induction; *bound*: within the default bound (the bounded search); "
        "*unknown* means the time limit was reached: nothing is claimed.", "",
    ]
    # At most four editions a table: eight columns of edition ids do not fit the page's width.
    for start in range(0, len(editions), 4):
        group = editions[start:start + 4]
        rows = [[literal(i.id)] + [cell.get((e, i.id), "-") for e in group] for i in INVARIANTS]
        widths = " ".join(["36"] + [str(64 // len(group))] * len(group))
        lines += [list_table(["invariant"] + [literal(e) for e in group], rows, widths), ""]
    return lines


def _cell(result) -> str:
    if result["status"] == "holds":
        return "holds (every turn)" if result.get("method") == "induction" else "holds (bound)"
    return result["status"]


def _findings(invariant: str, doc) -> list:
    """Each counterexample of the invariant, one per distinct scenario."""
    seen, lines = set(), []
    for r in doc["results"]:
        if r["invariant"] != invariant or not r["counterexample"]:
            continue
        key = json.dumps(r["counterexample"], sort_keys=True)
        if key in seen:
            continue
        seen.add(key)
        example = r["counterexample"]
        text = counterexample_text(example)
        editions = ", ".join(x["edition"] for x in doc["results"]
                             if x["invariant"] == invariant and x["counterexample"] == example)
        lines += [f"**Violated** in {esc(editions)}. {esc(text)}", ""]
        story = counterexample_story(example, r["edition"], width=10**6)
        if story:  # from the same witness as the words above, so the two cannot disagree
            lines += [f"How the turn reaches that outcome under {esc(r['edition'])} (its derivation). "
                      f"{esc(story[0])}", ""]
            lines += [f"#. {_linked_step(line.strip().split('. ', 1)[1])}" for line in story[1:]] + [""]
        entry = documented(r["edition"], invariant)
        if entry is not None:  # the reason ``rulespec check`` also prints (checker.robbers.invariants.documented)
            lines += [f"Why, as documented: {esc(entry.reason)}", ""]
        lines += [".. code-block:: json", "",
                  indent(json_text(example["scenario"]), 3), ""]
    return lines


def _linked_step(text: str) -> str:
    """A derivation step's words, its clause ids (the closing ``[id, id]``)
    each a link to the clause's entry."""
    words, bracket, ids = text.rpartition(" [")
    if not bracket or not ids.endswith("]"):
        return esc(text)
    return f"{esc(words)} [{', '.join(clause_ref(c) for c in ids[:-1].split(', '))}]"
