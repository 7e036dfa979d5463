"""The performance page, from the committed results of ``benchmarks/run.py``
(``benchmarks/results.json``): the machine, each target met or missed, and
two charts (cost against the bound, Z3/simulator ratio against outcomes)."""

from __future__ import annotations

import json
from pathlib import Path

from chart_svg import log_lines
from rst import esc, list_table, literal, title


def _results(root: Path) -> dict:
    return json.loads((root / "benchmarks" / "results.json").read_text(encoding="utf-8"))


def performance_files(root: Path) -> dict[str, str]:
    """``performance.rst`` and its two charts, by path relative to ``generated/``."""
    results = _results(root)
    return {"performance.rst": _page(results), "performance-bound.svg": _bound_chart(results),
            "performance-outcomes.svg": _ratio_chart(results)}


def _page(r: dict) -> str:
    m = r["machine"]
    out = [title("Performance", "=", over=True), "",
           "Measured by ``python3 benchmarks/run.py`` in one run, so that ratios are fair on a shared "
           "machine (in-process figures are CPU time; whole commands are wall time and the process's "
           "peak resident memory). The results are committed as ``benchmarks/results.json``; this page "
           "is generated from them.", "",
           f"Machine: {esc(m['processor'])}, {m['cpus']} CPUs, {esc(m['platform'])}; Python {m['python']}, "
           f"Z3 {m['z3']}; measured {m['date']}" + (" (quick run)" if r.get("quick") else "") + ".", ""]
    if r.get("runs"):
        out += ["The sections come from separate runs (``--only ... --update``), each with its ratios measured "
                "within that run: " + "; ".join(f"{', '.join(run['sections'])} on {run['machine']['date']}"
                                                for run in r["runs"]) + ".", ""]
    rows = [[esc(t["target"]), "not measured" if t["measured"] is None else f"{t['measured']:.2f} {t['unit']}",
             f"< {t['limit']:g} {t['unit']}", "—" if t["met"] is None else ("met" if t["met"] else "**missed**")]
            for t in r["targets"]]
    out += [title("Targets", "-"), "", list_table(["target", "measured", "target", "result"], rows, "40 20 20 20"), ""]
    out += _conditions(r)
    if "large_enumeration" in r:
        e = r["large_enumeration"]
        rows = [[name, *(f"{ms:.2f}" for ms in e[key]["ms_per_outcome_by_quarter"]), f"{e[key]['seconds']:.1f}"]
                for name, key in ((f"in scopes of {e['scope']:,} (the default)", "scoped"), ("plain blocking", "plain"))]
        out += [title("A turn with a million outcomes", "-"), "",
                f"The first {e['outcomes']:,} outcomes of ``benchmarks/six-robbers.json`` (six players who must each "
                f"place a robber, with couriers) under {literal(e['edition'])}, found in scopes "
                "(``checker/solver/collect.py``) and by plain blocking of every outcome found. Each blocking "
                "clause slows every later solver call; a scope holds a bounded number of them. CPU milliseconds "
                f"per outcome, by quarter of the outcomes; plain blocking takes {e['ratio']:.1f}x as long.", "",
                list_table(["search", "1st quarter", "2nd", "3rd", "4th", "total s"], rows, "30 14 14 14 14 14"), ""]
    if "exhaustive" in r:
        out += [title("Proof against exhaustive testing", "-"), "",
                "The safety invariants of " + literal(r["exhaustive"]["edition"]) + " at growing bounds (2 players, "
                "no couriers, one round): proved by ``check``, and by checking every concrete scenario. Dashed: "
                "exhaustive totals extrapolated from the time per scenario and the exact scenario count.", "",
                ".. image:: performance-bound.svg", "   :alt: cost against the number of scenarios", ""]
        rows = [[esc(x["bound"]), f"{x['scenarios']:,}", f"{x['exhaustive_seconds']:.1f}"
                 + ("" if x["exhaustive_complete"] else " (est.)"), f"{x['symbolic_seconds']:.2f}",
                 f"{x['exhaustive_seconds'] / max(x['symbolic_seconds'], 1e-3):,.0f}x"] for x in r["exhaustive"]["rows"]]
        out += [list_table(["bound", "scenarios", "exhaustive s", "check s", "ratio"], rows, "40 15 15 15 15"), ""]
    if "induction" in r:
        ind = r["induction"]
        rows = [[literal(name), f"{x['proved']} of {ind['rule_sets']}", f"{x['median_seconds']:.2f}", f"{x['max_seconds']:.2f}"]
                for name, x in ind["by_invariant"].items()]
        out += [title("Proofs by induction", "-"), "",
                f"Each safety invariant proved on its own by induction, for {ind['players'][0]}-{ind['players'][1]} "
                f"players, under each of the {ind['rule_sets']} distinct rule sets of the editions, their readings and "
                "dated states (CPU seconds per invariant and rule set; ``robber-shares-space`` is false, so never "
                f"proved). Total {ind['total_seconds']:.0f} s.", "",
                list_table(["invariant", "proved", "median s", "max s"], rows, "40 20 20 20"), ""]
    if "z3_vs_simulator" in r:
        z = r["z3_vs_simulator"]
        out += [title("Z3 enumeration against the reference simulator", "-"), "",
                f"{z['scenarios']} seeded scenarios (2 to 6 players, editions in rotation); median ratio of "
                f"CPU time, Z3 over simulator: {z['median_ratio']:.1f}x.", "",
                "Z3's time has two halves, measured apart: building the encoding in Python, "
                f"{z['encode_median_ratio']:.1f}x the simulator at the median, and the solver given the "
                f"encoding, {z['solve_median_ratio']:.1f}x (each a median of its own ratios, so they do not add "
                "up to the whole's). The second half alone is what an encoding that cost nothing to build "
                "would leave." + _checks_sentence(z), "",
                "By number of outcomes:", "", ".. image:: performance-outcomes.svg", "   :alt: ratio against outcomes", "",
                *_shape_reuse(r)]
    if "diffs" in r:
        rows = [[literal(d["a"]), literal(d["b"]), f"{d['seconds']:.1f}", str(d["exit"])] for d in r["diffs"]["rows"]]
        out += [title("Every diff", "-"), "", "Whole ``rulespec diff A B`` commands, wall time; exit 1 means a "
                "difference or unknown.", "", list_table(["A", "B", "seconds", "exit"], rows, "35 45 10 10"), ""]
    return "\n".join(out) + "\n"


def _shape_reuse(r: dict) -> list[str]:
    """The route issue 32 names, one encoding per rule set and turn shape,
    against the encoding per turn, where the results have it."""
    if "shape_reuse" not in r:
        return []
    s = r["shape_reuse"]
    builds = [b["seconds"] for b in s["builds"]]
    return [f"The route issue 32 names, one encoding per rule set and turn shape with each scenario pinned "
            f"in a solver scope of its own (``benchmarks/shape_reuse.py``), is slower, not faster: on "
            f"{s['scenarios']} scenarios drawn by a solver ({esc(s['bound'])}; "
            f"{', '.join(literal(e) for e in s['editions'])}), it takes {s['shared_median_ratio']:.0f}x the "
            f"simulator at the median, against {s['per_turn_median_ratio']:.1f}x for the encoding per turn on "
            f"the same scenarios, without counting the shapes' builds ({min(builds):.2f} to "
            f"{max(builds):.2f} s each). A shape's numbers are unknowns pinned by equalities, which every "
            "search carries through the shape's arithmetic; a turn's own encoding folds its numbers into the "
            "terms before any search (``checker.solver.folding``).", ""]


def _checks_sentence(z: dict) -> str:
    """What Z3's own calls in the solver half cost, by kind, and the searches
    among them, where the results have them (``benchmarks/sections.py``)."""
    if "calls_median_ratio" not in z:
        return ""
    kinds = "; ".join(f"{kind} {ratio:.1f}x" for kind, ratio in z["calls_by_kind_median_ratio"].items())
    return (f" Within it, Z3's own calls alone, timed where the enumeration makes them, with no Python "
            f"between them, are {z['calls_median_ratio']:.1f}x the simulator at the median ({kinds}; each "
            "kind a median of its own). The searches among them (the solver's ``check`` calls, one per outcome "
            f"and one more at least) are {z['checks_median_ratio']:.1f}x the simulator. So the target of 5x "
            "lies below what these calls alone cost: no cheaper way of building the encoding or of reading "
            "the values around them can meet it, only fewer or cheaper calls to Z3 for each turn.")


def _conditions(r: dict) -> list[str]:
    """Each section's wall time, the load average at its start and end, and
    how fast the machine ran Python then (``benchmarks/measure.py``)."""
    recorded = r.get("conditions") or {}
    if not recorded:
        return []

    def load(values) -> str:
        return "not known" if values is None else " / ".join(f"{x:.2f}" for x in values)

    rows = [[literal(name), f"{c['wall_seconds']:.1f}", load(c["load_average_before"]),
             load(c["load_average_after"]), f"{c['speed_seconds'] * 1000:.0f}"] for name, c in recorded.items()]
    unrecorded = [name for name in r if name not in recorded and name not in _NOT_SECTIONS]
    return [title("Conditions", "-"), "",
            "Each section's wall time; the load average (1, 5 and 15 minutes) when it started and ended, "
            "since wall times, unlike the in-process CPU times, grow with the load (the run itself counts: "
            "one busy process adds about 1, a section with two jobs about 2); and the CPU milliseconds "
            "of a fixed loop of a million additions at its start, which tells how fast the machine ran "
            "Python that hour." + (f" Measured before the load was recorded: {', '.join(literal(n) for n in unrecorded)}."
                                   if unrecorded else ""), "",
            list_table(["section", "wall s", "load at start", "load at end", "loop ms"], rows, "28 12 22 22 16"), ""]


_NOT_SECTIONS = {"machine", "quick", "targets", "runs", "conditions"}


def _bound_chart(r: dict) -> str:
    rows = r.get("exhaustive", {}).get("rows") or [{"scenarios": 1, "exhaustive_seconds": 1, "symbolic_seconds": 1}]
    return log_lines("Cost against the size of the bound", "scenarios in the bound", "CPU seconds",
                     {"exhaustive testing": [(x["scenarios"], x["exhaustive_seconds"]) for x in rows],
                      "rulespec check": [(x["scenarios"], max(x["symbolic_seconds"], 1e-3)) for x in rows]},
                     dashed={"exhaustive testing"})


def _ratio_chart(r: dict) -> str:
    bins = r.get("z3_vs_simulator", {}).get("by_outcomes") or [{"outcomes": [1, 1], "median_ratio": 1,
                                                                  "solve_median_ratio": 1}]
    return log_lines("Z3 over simulator, by outcomes", "outcomes of the scenario (bin start)", "median CPU ratio",
                     {"Z3 / simulator": [(b["outcomes"][0], b["median_ratio"]) for b in bins],
                      "the solver half alone": [(b["outcomes"][0], b["solve_median_ratio"]) for b in bins],
                      **({"Z3's own calls alone": [(b["outcomes"][0], b["calls_median_ratio"]) for b in bins]}
                         if all("calls_median_ratio" in b for b in bins) else {}),
                      **({"the solver's searches alone": [(b["outcomes"][0], b["checks_median_ratio"]) for b in bins]}
                         if all("checks_median_ratio" in b for b in bins) else {})})
