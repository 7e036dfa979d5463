"""``rulespec check``'s report for people: every verdict against the
documentation (a table), each documented finding once with its reason and
documented counterexample, and each verdict that differs from the
documentation with what differs, in the words of the rules module."""

from __future__ import annotations

import json

from rich.markup import escape

from checker import expansions
from checker.commands.derivation_output import counterexample_story
from checker.commands.wording import counted, print_indented


def _module_of(example: dict) -> str:
    return example["scenario"].get("expansion") or expansions.default().name


def counterexample_words(example: dict) -> str:
    """A counterexample as its scenario's module says it."""
    return expansions.EXPANSIONS[_module_of(example)].part("describe").counterexample_text(example)


def standing(r: dict, findings: dict) -> str:
    """One verdict against the documentation, in a few words."""
    documented = r.get("documented")
    if r["status"] == "unknown":
        return "unknown: a time limit was reached, nothing is claimed"
    if r["as_expected"]:
        if r["status"] == "violated":
            return f"violated as documented (finding {findings[_key(r)]} below)"
        if documented and not documented["within_bound"]:
            return "holds, as expected within this bound: the documented counterexample lies outside it"
        return "as expected"
    if r["status"] == "violated":
        return f"[bold red]NEW VIOLATION[/] (finding {findings[_key(r)]} below)"
    return f"[bold red]DOCUMENTED AS VIOLATED[/] (finding {findings[_key(r)]} below)"


def _key(r: dict) -> str:
    """Findings are shown once per documentation entry, or per counterexample."""
    if r["as_expected"] and r.get("documented"):
        return json.dumps(r["documented"]["counterexample"], sort_keys=True)
    return json.dumps([r["invariant"], r["counterexample"], r.get("documented") and r["documented"]["reason"]], sort_keys=True)


def verdict_words(r: dict, every_turn: str | None) -> str:
    """"holds for every turn" (by induction), "holds within the bound", "violated" or "unknown"."""
    if r.get("method") == "induction" and r["status"] == "holds":
        return "holds for every turn"
    if every_turn and r["status"] == "holds":
        return "holds within the bound"
    return r["status"]


def how(r: dict) -> str:
    """How a verdict was reached, with the run's note: the induction's strengthening, or the note alone."""
    parts = []
    if r.get("method") == "induction" and r["status"] == "holds":
        lemmas = ", ".join(x["id"] for x in r.get("strengthening") or ())
        parts.append("by induction" + (f", strengthened by: {lemmas}" if lemmas else " (inductive as stated)"))
    if r["note"]:
        parts.append(r["note"])
    return "; ".join(parts)


def print_report(out, results, bound, every_turn: str | None = None) -> None:
    from rich.table import Table

    findings: dict = {}
    for r in results:
        if r["status"] == "violated" or (not r["as_expected"] and r["status"] != "unknown"):
            findings.setdefault(_key(r), len(findings) + 1)
    title = f"Invariants within: {bound.describe()}"
    if every_turn:
        title = f"Invariants for {every_turn}, by induction; otherwise within: {bound.describe()}"
    table = Table(title=title)
    notes = any(how(r) for r in results)
    for column in ("edition", "invariant", "verdict", "against the documentation") + (("how, and notes",) if notes else ()):
        table.add_column(column)
    for r in results:
        table.add_row(r["edition"], r["invariant"], verdict_words(r, every_turn), standing(r, findings),
                      *([escape(how(r))] if notes else []))
    out.print(table)
    shown = set()
    for r in results:
        key = _key(r)
        if key in findings and key not in shown:
            shown.add(key)
            _print_finding(out, findings[key], r, [x["edition"] for x in results if _key(x) == key])
    if shown:
        out.print()


def _print_finding(out, number: int, r: dict, editions) -> None:
    documented = r.get("documented")
    where = ", ".join(editions)
    out.print()
    if r["as_expected"]:
        out.print(f"[bold]Finding {number}[/]: {r['invariant']} is violated under {escape(where)}, as documented.")
    elif r["status"] == "violated" and documented:
        out.print(f"[bold red]Finding {number}[/]: {r['invariant']} is violated under {escape(where)}, as "
                  "documented, but not by the documented counterexample: the documentation is out of date.")
    elif r["status"] == "violated":
        out.print(f"[bold red]Finding {number}[/]: {r['invariant']} is violated under {escape(where)}, and no "
                  "documentation says so: a new violation.")
    else:
        why = ("its documented counterexample still breaks it and lies within the bound: the proof and the "
               "counterexample disagree" if documented["reproduced"] else
               "its documented counterexample no longer breaks it under these rules")
        out.print(f"[bold red]Finding {number}[/]: {r['invariant']} holds under {escape(where)}, but is documented "
                  f"as violated: {why}.")
    if documented:
        print_indented(out, f"Why (the documentation): {documented['reason']}", markup=False)
        print_indented(out, f"The documented counterexample: {counterexample_words(documented['counterexample'])}",
                       markup=False)
        if r["status"] == "violated" and documented["reproduced"] is False:
            print_indented(out, "That counterexample does not break it under these rules.", markup=False)
    if r["counterexample"] and (not documented or r["counterexample"] != documented["counterexample"]):
        label = "This run's counterexample" if documented else "The counterexample"
        print_indented(out, f"{label} (the smallest found; --json prints it whole): "
                            f"{counterexample_words(r['counterexample'])}", markup=False)
        for line in counterexample_story(r["counterexample"], r["edition"], "How the turn reaches it. ", 78):
            out.print("  " + line, markup=False, highlight=False, soft_wrap=True)


def tally(results) -> str:
    """"8 verdicts: 7 hold, 1 violated as documented; every verdict is the documented one (exit 0)"."""
    def count(test) -> int:
        return sum(1 for r in results if test(r))

    parts = [(count(lambda r: r["status"] == "holds" and r["as_expected"]), "hold{s}"),
             (count(lambda r: r["status"] == "violated" and r["as_expected"]), "violated as documented"),
             (count(lambda r: r["status"] == "violated" and not r["as_expected"]), "violated, not as documented"),
             (count(lambda r: r["status"] == "holds" and not r["as_expected"]), "hold{s} but documented as violated"),
             (count(lambda r: r["status"] == "unknown"), "unknown (a time limit)")]
    said = [f"{n} " + what.format(s="" if n != 1 else "s") for n, what in parts if n]
    differ = count(lambda r: not r["as_expected"] and r["status"] != "unknown")
    unknown = count(lambda r: r["status"] == "unknown")
    if not differ and not unknown:
        verdict = "every verdict is the documented one (exit 0)"
    else:
        verdict = ", ".join(([f"{counted(differ, 'verdict differs', 'verdicts differ')} from the documentation"] if differ else [])
                            + (["not every verdict was decided"] if unknown else [])) + " (exit 1)"
    return f"{counted(len(results), 'verdict')}: {', '.join(said)}; {verdict}"
