"""The explorer's runtime in the built site (docs/_ext/explorer.py): the
project's Python and the loader's pure-Python dependencies are packed for
Pyodide, and a build without the runtime still succeeds and says so."""

from __future__ import annotations

import base64
import json
import zipfile

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
