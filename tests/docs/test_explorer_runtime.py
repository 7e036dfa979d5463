"""The explorer's runtime in the built site (docs/_ext/explorer.py): the
project's Python and the loader's pure-Python dependencies are packed for
Pyodide, and a build without the runtime still succeeds and says so."""

from __future__ import annotations

import base64
import json
import zipfile
from pathlib import Path

import explorer
import explorer_links


def test_the_project_and_its_dependencies_are_packed_and_the_runtime_is_optional(tmp_path, monkeypatch):
    monkeypatch.setattr(explorer, "pyodide_dir", lambda: None)
    manifest = explorer.write_runtime(tmp_path)
    here = tmp_path / "_static" / "explorer"
    assert manifest["runtime"] is False and not (here / "pyodide").exists()
    assert json.loads((here / "manifest.json").read_text(encoding="utf-8")) == manifest
    project = set(zipfile.ZipFile(here / "rulespec.zip").namelist())
    assert {"bridge.py", "spec/__init__.py", "checker/loading/_schema.py", "checker/schemas/scenario.schema.json",
            "checker/robbers/reference/simulate.py", "checker/count_king_robber/reference/simulate.py"} <= project
    assert not any("__pycache__" in name for name in project)
    deps = set(zipfile.ZipFile(here / "deps.zip").namelist())
    assert {"rpds/__init__.py", "jsonschema/__init__.py", "referencing/__init__.py", "attrs/__init__.py"} <= deps
    again = tmp_path / "again"
    explorer.write_runtime(again)
    assert (again / "_static/explorer/rulespec.zip").read_bytes() == (here / "rulespec.zip").read_bytes(), \
        "the same sources give the same bytes"


def test_without_the_runtime_the_performance_page_says_how_to_get_it(monkeypatch):
    monkeypatch.setattr(explorer, "pyodide_dir", lambda: None)
    text = "\n".join(explorer.performance_section())
    assert "npm ci --prefix docs/_tooling" in text and "MiB" not in text


def test_a_link_holds_the_scenario_and_the_editions():
    doc = {"players": ["rot", "blau"], "turn": [], "note": "ü"}
    href = explorer_links.address("generated/editions/c3-2021", doc, ["c3-2021", "c2-2017+steal-base=player-turn"])
    assert href.startswith("../../explorer.html#s=")
    packed, editions = href.split("#s=", 1)[1].split("&e=")
    assert json.loads(base64.urlsafe_b64decode(packed + "=" * (-len(packed) % 4))) == doc
    assert editions == "c3-2021,c2-2017+steal-base=player-turn"


def _bridge():
    import importlib
    import sys

    folder = str(Path(__file__).resolve().parents[2] / "docs" / "_static" / "explorer" / "py")
    if folder not in sys.path:
        sys.path.insert(0, folder)
    return importlib.import_module("bridge")


def test_the_bridge_draws_an_outcomes_frames_with_its_clauses_sources():
    """C1 example 1, outcome 3 under c1-hig-2013: eight steps (the page plays
    nine pictures), each clause named with its summary and source sentence."""
    bridge = _bridge()
    text = (Path(__file__).resolve().parents[2] / "examples" / "c1-example-1.json").read_text(encoding="utf-8")
    outcome = json.loads(bridge.enumerate_one(text, "c1-hig-2013"))["outcomes"][2]
    assert outcome["steps_words"][1] == "Red's courier moves 20 → 23." and "story" not in outcome
    drawn = json.loads(bridge.frames(text, json.dumps(outcome), "c1-hig-2013"))
    assert [f["index"] for f in drawn["frames"]] == list(range(9))
    assert drawn["frames"][7]["clauses"] == ["thief-robber-returns"]
    returns = drawn["clauses"]["thief-robber-returns"]
    assert returns["quote"] and returns["where"].startswith("The Robbers")


def test_the_bridge_names_the_loaders_limits():
    bridge = _bridge()
    assert json.loads(bridge.check("x" * (5 * 1024 * 1024 + 1)))["error"] == \
        "scenario: $: too large: more than 5 MB, the loader's limit"
    assert json.loads(bridge.check("{oops"))["error"].startswith("scenario: $: invalid JSON at line 1, column 2")
