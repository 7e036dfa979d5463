"""The conformance pages' numbers, from the files that hold them, at build
time: the suite's counts from the committed index
(``docs/catalogue/conformance-index.json``), so "How to check your engine"
never states a stale count, the mutation score from
``docs/mutation-score.json`` (``python3 benchmarks/mutation_score.py``) and
the diagnosis on realistic mistakes from ``docs/diagnosis-score.json``
(``python3 benchmarks/diagnosis_score.py``)."""

from __future__ import annotations

import json
from pathlib import Path

import specdata as sd

SCORE = Path("docs") / "mutation-score.json"
DIAGNOSIS = Path("docs") / "diagnosis-score.json"


def counts_text() -> str:
    counts = sd.conformance_index()["counts"]
    modules = counts.get("by_module", {})
    editions = counts.get("by_edition", {})
    parts = ", ".join(f"{n:,} for {sd.module_title(m)}" for m, n in modules.items())
    return (f"The default suite (`rulespec oracle --out DIR`, every edition and reading) holds "
            f"**{counts['vectors']:,} vectors** over {len(editions)} editions: {parts}.\n")


def score_text(root: Path) -> str:
    path = root / SCORE
    if not path.is_file():
        return f"No mutation score is recorded yet: run `python3 benchmarks/mutation_score.py`.\n"
    doc = json.loads(path.read_text(encoding="utf-8"))
    suite = doc["suite"]
    out = [f"Measured with `{doc['command']}` over "
           + (f"the small suite of the editions {', '.join(suite['editions'])} (oracle options "
              f"`{' '.join(suite['oracle_options'])}`), to keep the run within minutes"
              if "editions" in suite else f"the suite in `{suite.get('directory')}`")
           + (f", with the {len(suite['written_by_hand'])} vectors written by hand in "
              "`tests/conformance/engines/killers` run alongside (a mutant counts as killed by the suite only when a "
              "generated vector fails; the hand-written ones also feed the diagnosis)" if suite.get("written_by_hand") else "")
           + f"; {doc['seconds']} s."
           # results measured with the drop-a-clause diagnosis, which judged a number of failing answers
           + (f" The diagnosis judged at most {doc['judged_per_mutant']} failing answers per mutant."
              if "judged_per_mutant" in doc else ""), "",
           "| module | mutants | killed | equivalent | killed by a vector written for it | survived |",
           "| --- | --- | --- | --- | --- | --- |"]
    for module, e in doc["by_module"].items():
        out.append(f"| {sd.module_title(module)} | {e['mutants']} | {e['killed']} | {e['equivalent']} | "
                   f"{e.get('killed_by_new_vector', 0)} | {e['survived']} |")
    d = doc["diagnosis"]
    share = f"{100 * d['ranked_first'] / d['killed_with_a_target']:.0f}%" if d["killed_with_a_target"] else "n/a"
    out += ["", f"The diagnosis names the altered clause first for **{d['ranked_first']} of the "
            f"{d['killed_with_a_target']}** killed mutants that alter one clause and fail a vector ({share}; target 90%)"
            + (f", and names it tied for first for {d['tied_first']} more: there the failing vectors cannot tell the "
               "altered clause from another (dropping either gives the same outcomes on each of them), and "
               "conform says so" if d.get("tied_first") else "") + ".", "",
            ""]
    # One table a module, and the diagnosis in words unless it names another
    # clause: two long identifiers a row would not fit the page's width.
    for module in doc["by_module"]:
        out += [f"**{sd.module_title(module)}**", "",
                "| mutant | killed: vectors failed / in error | diagnosis names first | note |",
                "| --- | --- | --- | --- |"]
        for row in (r for r in doc["mutants"] if r["module"] == module):
            note = row.get("equivalent", "")
            if not row["killed"] and row.get("killed_by_new_vector"):
                note = "killed by a vector written by hand for it (`tests/conformance/engines/killers`)"
            elif not row["killed"] and not note:
                note = "**survives**: no vector tells it apart"
            elif row.get("tied_first"):
                note = "tied for first with another clause"
            elif row["killed"] and row["clause"] and row["failed"] and not row["ranked_first"]:
                note = "diagnosis misses"
            named = ("the altered clause" if row["clause"] and row["most_likely"] == row["clause"]
                     else row["most_likely"] or "")
            out.append(f"| `{row['mutant']}` | {'yes' if row['killed'] else 'no'}: {row['failed']} / {row['errors']} | "
                       f"{named} | {note} |")
        out.append("")
    return "\n".join(out) + "\n"


def change_text(change: dict) -> str:
    """One change of an explanation or an expectation, in short: ``clause`` (what replaces it)."""
    clause = f"`{change['clause']}`" if change.get("clause") else "no single clause"
    return f"{clause} ({change['kind']}: `{change['by']}`)" if change.get("by") else f"{clause} ({change['kind']})"


def diagnosis_text(root: Path) -> str:
    path = root / DIAGNOSIS
    if not path.is_file():
        return "No diagnosis score is recorded yet: run `python3 benchmarks/diagnosis_score.py`.\n"
    doc = json.loads(path.read_text(encoding="utf-8"))
    s = doc["score"]
    suite = doc["suite"]
    share = f"{100 * s['named_exactly_share']:.0f}%" if s["named_exactly_share"] is not None else "n/a"
    out = [f"Measured with `{doc['command']}` over "
           + (f"the editions {', '.join(suite['editions'])} (oracle options `{' '.join(suite['oracle_options'])}`)"
              if "editions" in suite else f"the suite in `{suite.get('directory')}`")
           + f" and the {len(suite['written_by_hand'])} vectors written by hand; {doc['seconds']} s.", "",
           f"Of the {s['with_one_clause']} engines whose mistake is one clause, the diagnosis names it exactly, first "
           f"and alone, for **{s['named_exactly']}** ({share}; target 90%); tied for first: {s['tied']}; named but "
           f"not first: {s['named_not_first']}; missed (a wrong first explanation): {s['missed']}; no diagnosis line: "
           f"**{s['no_diagnosis']}** (target 0). Engines whose mistake is no single clause and get a diagnosis line: "
           f"{s['diagnosed']}; engines no vector fails: {s['not_killed']}.", "",
           "Each engine, its mistake, the rule it gets wrong, the verdict and what the diagnosis names first (a list, "
           "not a table: the mistakes are told in sentences, which a table of six columns cuts on a phone):", ""]
    for row in doc["engines"]:
        # An explanation without changes: the rules as declared explain the answers best.
        first = "; ".join(change_text(c) for c in row["first"]) or (
            "nothing" if row["verdict"] == "no diagnosis" else "the rules as declared")
        out.append(f"- `{row['engine']}`: {row['mistake']}. Expected: {change_text(row['expected'])}; "
                   f"**{row['verdict']}**; named first: {first}; vectors failed: {row['failed'] + row['errors']}.")
    return "\n".join(out) + "\n"


def conformance_files(root: Path) -> dict[str, str]:
    return {"conformance-counts.inc": counts_text(), "mutation-score.inc": score_text(root),
            "diagnosis-score.inc": diagnosis_text(root)}
