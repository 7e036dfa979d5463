"""The performance page shows every target of the committed benchmark
results, and its charts are deterministic SVG."""

from __future__ import annotations

import json
import statistics
from pathlib import Path
from xml.etree import ElementTree

import pytest

import chart_svg
import pages_performance

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def results() -> dict:
    """The committed benchmark results."""
    return json.loads((ROOT / "benchmarks" / "results.json").read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def page() -> str:
    """The performance page generated from them."""
    return pages_performance.performance_files(ROOT)["performance.rst"]


def test_every_target_is_on_the_page_with_its_verdict(results, page):
    for target in results["targets"]:
        assert target["target"] in page
    missed = [t for t in results["targets"] if t["met"] is False]
    assert page.count("**missed**") == len(missed)


def test_a_chart_is_the_same_svg_every_time_and_parses():
    series = {"a": [(10, 0.5), (100, 5.0), (1000, 50.0)], "b": [(10, 0.01), (1000, 0.02)]}
    first = chart_svg.log_lines("t", "x", "y", series, dashed={"a"})
    assert first == chart_svg.log_lines("t", "x", "y", series, dashed={"a"})
    root = ElementTree.fromstring(first)
    lines = root.findall("{http://www.w3.org/2000/svg}polyline")
    assert len(lines) == 2 and lines[0].get("stroke-dasharray") and not lines[1].get("stroke-dasharray")
    # A larger y is drawn higher up (smaller SVG y).
    ys = [float(p.split(",")[1]) for p in lines[0].get("points").split()]
    assert ys[0] > ys[1] > ys[2]


def test_a_charts_legend_sits_where_no_line_runs_under_it():
    # "a" runs near the top from the left; "b" climbs from the bottom left to the top right:
    # of the four corners, only the bottom right is free.
    series = {"a": [(1, 70), (10, 70)], "b": [(1, 1), (100, 100)]}
    root = ElementTree.fromstring(chart_svg.log_lines("t", "x", "y", series))
    svg = "{http://www.w3.org/2000/svg}"
    box = next(r for r in root.findall(f"{svg}rect") if r.get("stroke") == "#ddd")
    x, y = float(box.get("x")), float(box.get("y"))
    w, h = float(box.get("width")), float(box.get("height"))
    assert x > chart_svg.WIDTH / 2 and y > chart_svg.HEIGHT / 2
    for line in root.findall(f"{svg}polyline"):
        for point in line.get("points").split():
            px, py = map(float, point.split(","))
            assert not (x <= px <= x + w and y <= py <= y + h)
    # Drawn last, over the lines: every name comes after every line.
    children = list(root)
    last_line = max(i for i, e in enumerate(children) if e.tag == f"{svg}polyline")
    names = [i for i, e in enumerate(children) if e.tag == f"{svg}text" and e.text in series]
    assert len(names) == 2 and min(names) > last_line


def test_the_z3_section_gives_both_halves_of_the_enumeration(results, page):
    z = results["z3_vs_simulator"]
    assert f"{z['encode_median_ratio']:.1f}x the simulator at the median" in page
    assert f"the solver given the encoding, {z['solve_median_ratio']:.1f}x" in page
    # The halves are measured on the same scenarios as the whole: each row's Z3 time is their sum.
    assert all(abs(r["z3"] - r["z3_encode"] - r["z3_solve"]) < 1e-9 for r in z["rows"])


def test_the_z3_section_says_what_z3s_own_calls_alone_cost(results, page):
    z = results["z3_vs_simulator"]
    assert f"are {z['calls_median_ratio']:.1f}x the simulator at the median" in page
    for kind, ratio in z["calls_by_kind_median_ratio"].items():
        assert f"{kind} {ratio:.1f}x" in page
    assert f"are {z['checks_median_ratio']:.1f}x the simulator." in page
    # The calls are timed inside the solver half, on its own run: never more than it, and the
    # searches among them; one search per outcome at least, and one more.
    for r in z["rows"]:
        assert 0 <= r["z3_checks"] == r["z3_calls"]["searching"] <= sum(r["z3_calls"].values()) <= r["z3_solve"]
        assert r["checks"] >= r["outcomes"] + 1
    assert z["calls_median_ratio"] == statistics.median(sum(r["z3_calls"].values()) / r["simulator"]
                                                         for r in z["rows"] if r["simulator"] > 0)


def test_the_z3_section_measures_the_route_of_one_encoding_per_turn_shape(results, page):
    s = results["shape_reuse"]
    assert f"it takes {s['shared_median_ratio']:.0f}x the simulator at the median" in page
    assert f"against {s['per_turn_median_ratio']:.1f}x for the encoding per turn" in page
    assert f"on {s['scenarios']} scenarios drawn by a solver" in page
    # Both figures are the medians of the rows, every row timed both ways on the same scenario.
    timed = [r for r in s["rows"] if r["simulator"] > 0]
    assert len(s["rows"]) == s["scenarios"] and len(timed) > s["scenarios"] // 2
    assert s["shared_median_ratio"] == statistics.median(r["shared_encoding"] / r["simulator"] for r in timed)
    assert s["per_turn_median_ratio"] == statistics.median(r["encoding_per_turn"] / r["simulator"] for r in timed)


def test_every_recorded_sections_conditions_are_on_the_page(results, page):
    assert results["conditions"], "a benchmark run records each section's conditions"
    table = page.split("Conditions\n", 1)[1]
    for name, c in results["conditions"].items():
        row = [cell.strip() for cell in table.split(f"* - ``{name}``\n", 1)[1].split("\n")[:4]]
        assert row[0] == f"- {c['wall_seconds']:.1f}"
        assert row[1] == "- " + " / ".join(f"{x:.2f}" for x in c["load_average_before"])
        assert row[2] == "- " + " / ".join(f"{x:.2f}" for x in c["load_average_after"])
        assert row[3] == f"- {c['speed_seconds'] * 1000:.0f}"


def test_a_section_measured_before_the_load_was_recorded_is_named_as_such():
    page = pages_performance._page({"machine": {"processor": "x", "cpus": 2, "platform": "p", "python": "3", "z3": "4",
                                                "date": "d"}, "targets": [], "docs": {"seconds": 1.0},
                                    "oracle": {"seconds": 2.0},
                                    "conditions": {"oracle": {"wall_seconds": 2.5, "load_average_before": [1.0, 0.5, 0.25],
                                                              "load_average_after": None, "speed_seconds": 0.04}}})
    assert "Measured before the load was recorded: ``docs``." in page
    row = page.split("* - ``oracle``", 1)[1].split("\n")[1:5]
    assert [cell.strip() for cell in row] == ["- 2.5", "- 1.00 / 0.50 / 0.25", "- not known", "- 40"]
