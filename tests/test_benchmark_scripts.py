"""The exhaustive side of benchmarks/check_vs_exhaustive.py counts its
scenario space exactly: the extrapolated totals rest on that count. And
benchmarks/measure.py measures a command's own peak memory."""

from __future__ import annotations

import contextlib
import json
import importlib.util
import sys
import time
from pathlib import Path

import pytest

import spec
from checker.robbers.symbolic.shape import source_classes

SCRIPT = Path(__file__).resolve().parents[1] / "benchmarks" / "check_vs_exhaustive.py"


@contextlib.contextmanager
def imports_kept_apart():
    """The benchmark scripts put benchmarks/ first on sys.path and import its
    modules by their bare names (explorer, sections, measure, induction). Left
    behind, benchmarks/explorer.py shadowed docs/_ext/explorer.py for the docs
    tests run later in the same process (seen under pytest-xdist, whose order
    differs: "module 'explorer' has no attribute 'performance_section'")."""
    path, before = list(sys.path), set(sys.modules)
    try:
        yield
    finally:
        sys.path[:] = path
        for name in set(sys.modules) - before:
            if str(SCRIPT.parent) in str(getattr(sys.modules[name], "__file__", "") or ""):
                del sys.modules[name]


def load(path: Path, name: str):
    with imports_kept_apart():
        loader = importlib.util.spec_from_file_location(name, path)
        module = importlib.util.module_from_spec(loader)
        loader.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def bench():
    return load(SCRIPT, "check_vs_exhaustive")


@pytest.mark.parametrize("edition", ["c1-hig-2013", "c3.1-2025"])
@pytest.mark.parametrize("track, events, low, high", [(2, 1, -1, 1), (3, 2, -1, 1), (2, 2, 1, 2)])
def test_the_count_is_the_number_of_scenarios_generated(bench, edition, track, events, low, high):
    bound = bench.bound_of(track, events, low, high)
    labels = source_classes([spec.parse_reference(edition)])
    generated = list(bench.scenarios(bound, labels))
    assert len(generated) == bench.count(bound, labels)
    assert len({s.to_json().__repr__() for s in generated}) == len(generated)  # no scenario twice


def test_updating_one_section_keeps_the_others_and_says_which_run_measured_what(tmp_path, monkeypatch):
    """Each section's conditions are recorded too, and an update keeps the
    other sections' conditions with their figures."""
    import json

    run = load(SCRIPT.parent / "run.py", "bench_run")
    monkeypatch.setattr(run, "SECTIONS", {"oracle": lambda quick: {"seconds": 1.0}, "docs": lambda quick: {"seconds": 2.0}})
    out = tmp_path / "results.json"
    assert run.main(["--out", str(out)]) == 0
    first = json.loads(out.read_text(encoding="utf-8"))["conditions"]
    assert sorted(first) == ["docs", "oracle"]
    for c in first.values():
        assert c["wall_seconds"] >= 0 and c["speed_seconds"] > 0
        for load_average in (c["load_average_before"], c["load_average_after"]):
            assert load_average is None or (len(load_average) == 3 and all(x >= 0 for x in load_average))
    monkeypatch.setattr(run, "SECTIONS", {"oracle": lambda quick: {"seconds": 1.0},
                                          "docs": lambda quick: time.sleep(0.3) or {"seconds": 3.0}})
    assert run.main(["--only", "docs", "--update", "--out", str(out)]) == 0

    results = json.loads(out.read_text(encoding="utf-8"))
    assert results["oracle"] == {"seconds": 1.0} and results["docs"] == {"seconds": 3.0}
    assert [r["sections"] for r in results["runs"]] == [["oracle"], ["docs"]]
    assert {t["target"]: t["measured"] for t in results["targets"]}["docs build"] == 3.0
    assert results["conditions"]["oracle"] == first["oracle"]
    assert results["conditions"]["docs"]["wall_seconds"] >= 0.3


def test_a_commands_peak_memory_is_its_own_not_the_benchmarks(tmp_path):
    """A child inherits its parent's peak resident size across exec on Linux:
    measured through ``os.wait4``, every command showed the benchmark's own
    250 MiB. The benchmark here grows by 200 MiB; a command that holds about
    60 MiB must be measured near 60, and its exit status and time kept."""
    measure = load(SCRIPT.parent / "measure.py", "measure")
    ballast = bytearray(200 * 1024 * 1024)
    ballast[::4096] = b"\1" * len(ballast[::4096])  # touched, so resident
    holds = "import sys; b = bytearray(60 * 1024 * 1024); b[::4096] = b'\\1' * len(b[::4096]); sys.exit(3)"
    run = measure.program([sys.executable, "-c", holds], cwd=str(tmp_path))
    assert run["exit"] == 3
    assert 60 <= run["peak_mib"] < 120
    assert 0 < run["seconds"] < 60
    del ballast


def test_z3s_own_calls_are_timed_by_kind_within_the_solve():
    """The c1 rules' first worked example has five legal outcomes (the four
    options its page lists and footnote 13's fifth): the enumeration makes a
    solver, asserts the turn, asks the solver at least once per outcome and
    once more to find there is none left, and reads each outcome's model."""
    import z3
    import z3.z3 as z3py

    from checker.loading import load_scenario
    from checker.robbers.encoding import TurnEncoding
    from checker.robbers.encoding.enumerate import solve_encoded

    with imports_kept_apart():
        sys.path.insert(0, str(SCRIPT.parent))
        sections = load(SCRIPT.parent / "sections.py", "bench_sections")
    scenario = load_scenario(str(SCRIPT.parents[1] / "examples" / "c1-example-1.json"))
    encoding = TurnEncoding(scenario, spec.resolve("c1-hig-2013"))
    names = [name for names in sections.SOLVER_CALLS.values() for name in names]
    originals = {(module, name): getattr(module, name) for module in (z3, z3py) for name in names}
    started = time.process_time()
    with sections._solver_calls_timed() as calls:
        outcomes = solve_encoded(encoding)
    solve = time.process_time() - started
    assert len(outcomes) == 5
    assert calls.checks >= 6
    assert set(calls.seconds) == set(sections.SOLVER_CALLS)
    assert all(seconds > 0 for seconds in calls.seconds.values()), calls.seconds
    assert sum(calls.seconds.values()) <= solve
    assert all(getattr(module, name) is original for (module, name), original in originals.items())
    with pytest.raises(RuntimeError), sections._solver_calls_timed():
        raise RuntimeError("a failing enumeration")
    assert all(getattr(module, name) is original for (module, name), original in originals.items())


def test_one_encoding_per_turn_shape_enumerates_what_the_simulator_does_on_distinct_scenarios():
    """The route issue 32 names is measured on scenarios that both readings
    agree on (``shape_reuse`` raises otherwise), each drawn once."""
    from checker.robbers.reference import simulate
    from checker.robbers.symbolic import Bound

    with imports_kept_apart():
        sys.path.insert(0, str(SCRIPT.parent))
        shape_reuse = load(SCRIPT.parent / "shape_reuse.py", "bench_shape_reuse")
    result = shape_reuse.shape_reuse(quick=True)
    assert result["scenarios"] == 4 * len(shape_reuse.EDITIONS) * len(shape_reuse.PLAYERS)
    assert len(result["builds"]) == len(shape_reuse.EDITIONS) * len(shape_reuse.PLAYERS)
    assert all(r["shared_encoding"] > 0 and r["encoding_per_turn"] > 0 for r in result["rows"])
    rules = spec.resolve("c3.1-2025")
    shared = shape_reuse._SharedEncoding(rules, Bound(min_players=3, max_players=3))
    drawn = list(shape_reuse._scenarios(shared, 4))
    assert len({json.dumps(s.to_json(), sort_keys=True) for s, _ in drawn}) == 4
    for scenario, pins in drawn:
        assert any(step.events for step in scenario.turn)
        reused = {shape_reuse._markers_of(scenario, o) for o in shared.enumerate(pins)}
        assert reused == set(simulate(scenario, rules))


@pytest.fixture(scope="module")
def diagnosis_score():
    return load(Path(__file__).resolve().parents[1] / "benchmarks" / "diagnosis_score.py", "diagnosis_score")


def explanation(*changes):
    """One explanation of issue 47's diagnosis contract."""
    return {"rule_set": "c1-hig-2013", "changes": [dict(topic=None, **c) for c in changes], "explained": 12,
            "unexplained": 0, "log10_likelihood": -3.5, "words": "Your engine plays as if ..."}


def change(kind, clause, by=None):
    return {"kind": kind, "clause": clause, "by": by}


ROUNDING = change("mistake", "steal-half-rounded-up")
ZMG = change("replace", "each-other-may-place", "next-in-supply-may-place")
BASE = change("drop", "steal-base-movement")


@pytest.mark.parametrize("diagnosis, expected, verdict", [
    # First and alone, one change: the clause (and, for another text's rule, what it plays instead).
    ({"explanations": [explanation(change("mistake", "steal-half-rounded-up", "mistake-half-rounded-down")),
                       explanation(BASE)], "tied": 1}, ROUNDING, "named exactly"),
    ({"explanations": [explanation(ZMG), explanation(BASE)], "tied": 1}, ZMG, "named exactly"),
    # The right clause replaced by the wrong rule is not the mistake.
    ({"explanations": [explanation(change("replace", "each-other-may-place", "every-player-places"))], "tied": 1},
     ZMG, "missed"),
    ({"explanations": [explanation(change("drop", "each-other-may-place"))], "tied": 1}, ZMG, "missed"),
    ({"explanations": [explanation(BASE), explanation(ROUNDING)], "tied": 2}, ROUNDING, "tied"),
    ({"explanations": [explanation(ROUNDING), explanation(BASE)], "tied": 2}, ROUNDING, "tied"),
    ({"explanations": [explanation(BASE), explanation(change("drop", "must-take-first-points")), explanation(ROUNDING)],
      "tied": 2}, ROUNDING, "named, not first"),
    # A pair of changes that includes the mistake is not it alone.
    ({"explanations": [explanation(ROUNDING, BASE)], "tied": 1}, ROUNDING, "missed"),
    ({"explanations": [], "tied": 0}, ROUNDING, "no diagnosis"),
    (None, ROUNDING, "no diagnosis"),
    # No single clause: any explanation is a diagnosis line.
    ({"explanations": [explanation(BASE)], "tied": 1}, change("mistake", None), "diagnosed"),
    (None, change("mistake", None), "no diagnosis"),
])
def test_the_diagnosis_score_judges_each_engine_on_the_contract(diagnosis_score, diagnosis, expected, verdict):
    assert diagnosis_score.verdict(diagnosis, expected, failed=3) == verdict


def test_an_engine_no_vector_fails_is_not_judged(diagnosis_score):
    assert diagnosis_score.verdict(None, ROUNDING, failed=0) == "not killed"


def test_the_totals_count_each_verdict_and_the_share_named_exactly_of_the_one_clause_engines(diagnosis_score):
    rows = [{"expected": ROUNDING, "verdict": v} for v in ("named exactly",) * 9 + ("tied", "missed")]
    rows += [{"expected": change("mistake", None), "verdict": "diagnosed"},
             {"expected": ZMG, "verdict": "not killed"}]
    s = diagnosis_score.score(rows)
    assert (s["engines"], s["with_one_clause"], s["named_exactly"], s["tied"], s["missed"]) == (13, 11, 9, 1, 1)
    assert (s["diagnosed"], s["not_killed"], s["no_diagnosis"], s["named_exactly_share"]) == (1, 1, 0, round(9 / 11, 3))


def test_the_diagnosis_time_benchmark_refuses_a_folder_without_a_suite(tmp_path):
    """benchmarks/diagnosis_time.py times whole-suite conform runs; pointed at
    a folder with no suite it says so and exits 2 before running anything."""
    import subprocess

    script = Path(__file__).resolve().parents[1] / "benchmarks" / "diagnosis_time.py"
    done = subprocess.run([sys.executable, str(script), str(tmp_path)], capture_output=True, text=True, timeout=120)
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.strip() == f"{tmp_path}: no suite here (rulespec oracle --out DIR writes one)"
