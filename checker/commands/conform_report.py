"""``rulespec conform``'s report for people: each failing vector with the
turn, what the engine answered and what the suite expects, in the words of
the vector's rules module, and where the two differ; then the summary."""

from __future__ import annotations

from rich.markup import escape

from checker import expansions
from checker.commands.derivation_output import outcome_story
from checker.commands.wording import change_words, counted, differences

#: Failing vectors reported in full (``--json`` lists them all).
SHOWN = 40
#: Legal outcomes listed in full when the engine's answer is not one of them.
LISTED = 3


def print_failure(con, r) -> None:
    """One failing vector: its id and rules, the turn, the engine's answer, the expected set or nearest legal outcome."""
    con.print(f"[bold red]{r.status.upper()}[/] {escape(r.id)} (the vector exercises "
              f"{escape(', '.join(r.clauses) or 'no clause in particular')})")
    if r.detail is None:  # the engine gave no outcome to compare: a timeout, a crash, bad output
        con.print(f"  {escape(r.reason[:1].upper() + r.reason[1:])}.")
        return
    scenario = r.detail["scenario"]
    expansion = expansions.EXPANSIONS[scenario.expansion]
    text = expansion.part("describe").scenario_text(scenario.to_json())
    con.print(f"  The turn: {escape(text)}")
    claimed, legal, close = r.detail["claimed"], r.detail["legal"], r.detail["nearest"]
    if r.mode == "outcome":
        con.print(f"  The engine answered: {escape(change_words(expansion, claimed[0], scenario))}.")
        _expected(con, expansion, scenario, legal)
        _nearest(con, expansion, scenario, claimed[0], close, legal, "the engine's answer")
        if close is not None:
            for line in outcome_story(expansion, scenario, close, r.detail.get("rules", r.edition),
                                      f"How the turn reaches legal outcome #{legal.index(close) + 1}. ", 78):
                con.print("  " + escape(line), highlight=False, soft_wrap=True)
        return
    listed = set(claimed)
    missing = [o for o in legal if o not in listed]
    extra = sorted(listed - set(legal), key=lambda o: o.sort_key())
    con.print(f"  The engine listed {counted(len(listed), 'outcome')}; the rules allow {counted(len(legal), 'outcome')}.")
    for o in missing[:LISTED]:
        con.print(f"  Missing (legal, not listed): {escape(change_words(expansion, o, scenario))}.")
    if len(missing) > LISTED:
        con.print(f"  ... and {len(missing) - LISTED} more missing.")
    for o in extra[:LISTED]:
        con.print(f"  Listed but illegal: {escape(change_words(expansion, o, scenario))}.")
    if len(extra) > LISTED:
        con.print(f"  ... and {len(extra) - LISTED} more illegal.")
    if extra and close is not None:
        _nearest(con, expansion, scenario, extra[0], close, legal, "the first illegal one")


def _expected(con, expansion, scenario, legal) -> None:
    if len(legal) <= LISTED:
        con.print(f"  Expected one of the {counted(len(legal), 'legal outcome')}:" if len(legal) > 1 else
                  "  Expected the one legal outcome:")
        for n, o in enumerate(legal, 1):
            con.print(f"    #{n}: {escape(change_words(expansion, o, scenario))}.")
    else:
        con.print(f"  Expected one of the {counted(len(legal), 'legal outcome')} (the vector file lists them).")


def _nearest(con, expansion, scenario, mine, close, legal, what: str) -> None:
    if close is None:
        return
    number = legal.index(close) + 1
    rows = differences(expansion, mine, close, scenario)
    if len(legal) > LISTED:
        con.print(f"  The nearest legal outcome, #{number}: {escape(change_words(expansion, close, scenario))}.")
    if rows:
        con.print(f"  Where {what} differs from legal outcome #{number}:")
        for item, a, b in rows:
            con.print(f"    {escape(item)}: {escape(a)} (the engine), {escape(b)} (legal)")


def print_report(con, results, totals, diagnosis=None, declaration=None) -> None:
    failed = [r for r in results if r.status in ("fail", "error")]
    for r in failed[:SHOWN]:
        print_failure(con, r)
        con.print()
    if len(failed) > SHOWN:
        con.print(f"... and {len(failed) - SHOWN} more failing vectors (--json lists them all)")
    if diagnosis and diagnosis["explanations"]:
        print_diagnosis(con, diagnosis, totals)
    if declaration is not None:
        con.print(f"The engine declared: {escape(declaration_words(declaration))}")
    for edition, counts in totals["by_edition"].items():
        con.print(f"  {escape(edition)}: {edition_tally(counts)}")
    for reason, n in totals["skipped_reasons"].items():
        con.print(f"  skipped {n}: {escape(reason)}")


def print_diagnosis(con, diagnosis, totals) -> None:
    """The best explanation's first line, the next ones, then each group of failures by kind of difference."""
    for fitted in diagnosis.get("plays") or ():  # the engine declared nothing: which rules does it play?
        con.print(f"[bold]{escape(fitted['words'])}[/]")
    ranked = diagnosis["explanations"]
    con.print(f"[bold]{escape(ranked[0]['words'])}[/]")
    for asked in diagnosis.get("asked") or ():
        legal = " and ".join(asked["answer_legal_under"]) or "neither"
        con.print(f"  Asked on the spot, a new vector ({escape(asked['edition'])}) on which {escape(' and '.join(asked['separates']))} "
                  f"differ: the engine's answer ({asked['status']}) is legal under {escape(legal)}.")
    if diagnosis.get("separating") and diagnosis["tied"] > 1:
        con.print("  Vectors that tell the tied explanations apart: " + escape(", ".join(diagnosis["separating"][:5])))
    for n, explanation in enumerate(ranked[1:5], 2):
        if explanation["failures_explained"]:  # the rules as declared, or no better: not worth a line
            con.print(f"  #{n}: {escape(explanation['words'])}")
    con.print(f"Failures by kind of difference from the nearest legal outcome ({totals['failed']} failed):")
    for group in diagnosis["groups"]:
        con.print(f"  {escape(', '.join(group['kinds']))}: {counted(group['vectors'], 'vector')}")
        if group.get("departure"):
            con.print(f"    In {escape(group['examples'][0])}: " + escape(" ".join(group["departure"][:2])))


def declaration_words(declaration: dict) -> str:
    parts = [f"{key} {', '.join(declaration[key])}" for key in ("modules", "editions", "features") if declaration.get(key) is not None]
    parts += [f"reading {k}: {', '.join(v)}" for k, v in sorted((declaration.get("readings") or {}).items())]
    name = " ".join(str(declaration[k]) for k in ("name", "version") if declaration.get(k))
    return (f"{name}: " if name else "") + ("; ".join(parts) or "everything")


def edition_tally(counts: dict) -> str:
    """One edition's line, counted as the summary counts: errors apart from failures."""
    text = f"{counts['pass']} passed, {counts['fail']} failed, {counted(counts['error'], 'error')}"
    return text + (f", {counts['skip']} skipped" if counts["skip"] else "")


def tally(totals) -> str:
    """"135 vectors: 122 passed, 13 failed, 0 errors"."""
    text = (f"{counted(totals['vectors'], 'vector')}: {totals['passed']} passed, {totals['failed']} failed, "
            f"{counted(totals['errors'], 'error')}")
    engine = totals["skipped"] - totals.get("skipped_by_declaration", 0)
    if engine:
        text += f", {engine} skipped by the engine"
    if totals.get("skipped_by_declaration"):
        text += f", {totals['skipped_by_declaration']} skipped by its declaration"
    return text


def verdict(totals, min_passed: int = 0) -> tuple[int, str]:
    """(exit status, why when it is 1 for want of passes): 1 on any failure or
    error, when no vector was checked at all, or fewer passed than asked."""
    if totals["failed"] or totals["errors"]:
        return 1, ""
    if totals["checked"] == 0:
        return 1, "; no vector checked"
    if totals["passed"] < min_passed:
        return 1, f"; fewer than --min-passed {min_passed} passed"
    return 0, ""
