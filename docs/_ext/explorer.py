"""The explorer page's runtime (docs/explorer.md), vendored into the built site.

At the end of an html build this writes ``_static/explorer/``:

- ``pyodide/``: the Pyodide core from the npm package pinned in
  ``docs/_tooling/package.json`` (``npm ci --prefix docs/_tooling``), or from
  ``$RULESPEC_PYODIDE_DIR``; Python in the browser, no server;
- ``rulespec.zip``: the project's own ``spec/`` and ``checker/`` as they are
  (Python files and schemas), with the page's glue (``py/bridge.py``);
- ``deps.zip``: the pure-Python packages the loader needs (jsonschema,
  referencing, attrs, ...), taken from the environment that builds the docs,
  plus ``rpds``, a small pure-Python stand-in for the compiled ``rpds-py``
  (no WebAssembly build of it is on a reachable registry);
- ``manifest.json``: what is there, the versions and every file's size (the
  Performance page's figure of what the page downloads).

Where the runtime is missing the build still succeeds: the manifest says so
and the page tells how to get it.
"""

from __future__ import annotations

import hashlib
import importlib.metadata
import json
import os
import shutil
import tempfile
import zipfile
from pathlib import Path

from sphinx.application import Sphinx
from sphinx.util import logging

import explorer_links

logger = logging.getLogger(__name__)

DOCS = Path(__file__).resolve().parent.parent
ROOT = DOCS.parent
TOOLING = DOCS / "_tooling"
CORE = ("pyodide.js", "pyodide.asm.js", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json")
DISTRIBUTIONS = ("jsonschema", "referencing", "attrs", "jsonschema-specifications", "typing_extensions")
GLUE = DOCS / "_static" / "explorer" / "py"


def pyodide_dir() -> Path | None:
    """The Pyodide core to vendor: ``$RULESPEC_PYODIDE_DIR`` or docs/_tooling's node_modules."""
    for place in (os.environ.get("RULESPEC_PYODIDE_DIR"), TOOLING / "node_modules" / "pyodide"):
        if place and all((Path(place) / f).is_file() for f in CORE):
            return Path(place)
    return None


def pinned_version() -> str:
    return json.loads((TOOLING / "package.json").read_text(encoding="utf-8"))["dependencies"]["pyodide"]


def _zip(target: Path, files: dict[str, Path]) -> None:
    """A zip with fixed dates and order, so the same sources give the same bytes."""
    with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as out:
        for name in sorted(files):
            info = zipfile.ZipInfo(name, date_time=(2020, 1, 1, 0, 0, 0))
            info.compress_type = zipfile.ZIP_DEFLATED
            out.writestr(info, files[name].read_bytes())


def project_files() -> dict[str, Path]:
    files = {}
    for package in ("spec", "checker"):
        for path in (ROOT / package).rglob("*"):
            if path.is_file() and "__pycache__" not in path.parts and path.suffix not in (".pyc",):
                files[path.relative_to(ROOT).as_posix()] = path
    files["bridge.py"] = GLUE / "bridge.py"
    return files


def dependency_files() -> dict[str, Path]:
    files = {"rpds/__init__.py": GLUE / "rpds.py"}
    for name in DISTRIBUTIONS:
        try:
            dist = importlib.metadata.distribution(name)
        except importlib.metadata.PackageNotFoundError:  # typing_extensions, where nothing needs it
            continue
        for entry in dist.files or ():
            parts = Path(entry).parts
            if ".dist-info" in parts[0] or parts[0] in ("..", "bin") or entry.suffix == ".pyc":
                continue
            files[Path(entry).as_posix()] = Path(dist.locate_file(entry))
    return files


def write_runtime(outdir: Path) -> dict:
    """Vendor everything into ``outdir/_static/explorer`` and return the manifest."""
    here = outdir / "_static" / "explorer"
    here.mkdir(parents=True, exist_ok=True)
    _zip(here / "rulespec.zip", project_files())
    _zip(here / "deps.zip", dependency_files())
    manifest = {"pyodide": pinned_version(), "runtime": False, "files": {}}
    source = pyodide_dir()
    if source is not None:
        (here / "pyodide").mkdir(exist_ok=True)
        for name in CORE:
            shutil.copyfile(source / name, here / "pyodide" / name)
        manifest["runtime"] = True
        manifest["pyodide"] = json.loads((source / "package.json").read_text(encoding="utf-8"))["version"]
    else:
        logger.info("explorer: no Pyodide runtime (npm ci --prefix docs/_tooling): the page will say how to get it")
    for path in sorted(here.rglob("*")):
        if path.is_file() and path.name != "manifest.json":
            manifest["files"][path.relative_to(here).as_posix()] = path.stat().st_size
    digest = hashlib.sha256((here / "rulespec.zip").read_bytes()).hexdigest()[:12]
    manifest["version"] = digest
    (here / "manifest.json").write_text(json.dumps(manifest, indent=1, sort_keys=True), encoding="utf-8")
    return manifest


PAGE_FILES = ("explorer.js", "explorer.css", "worker.js")


def download_sizes() -> dict[str, int] | None:
    """What a cold load of the page fetches besides the page itself, file by file
    (None without the runtime): the same files :func:`write_runtime` vendors."""
    source = pyodide_dir()
    if source is None:
        return None
    sizes = {f"pyodide/{name}": (source / name).stat().st_size for name in CORE}
    with tempfile.TemporaryDirectory() as tmp:
        for name, files in (("rulespec.zip", project_files()), ("deps.zip", dependency_files())):
            _zip(Path(tmp) / name, files)
            sizes[name] = (Path(tmp) / name).stat().st_size
    for name in PAGE_FILES:
        sizes[name] = (DOCS / "_static" / "explorer" / name).stat().st_size
    return sizes


def performance_section() -> list[str]:
    """The Performance page's section on the explorer: what it downloads."""
    from rst import list_table, literal, title

    out = [title("The explorer page", "-"), "",
           ":doc:`/explorer` runs the project's Python in the browser. Its targets: interactive within 5 s of a "
           "cold load on a 2-core machine, and a worked example's outcomes under all eight Robbers editions "
           "within 2 s once loaded; ``python3 benchmarks/explorer.py`` measures both in Chromium over the built "
           "site (it prints them; they are not committed). Measured on 2026-11-29 on this project's idle 2-core "
           "machine (Chromium headless, three runs of five fresh profiles): interactive in 4.4 s (median of 15; "
           "3.6 to 5.6 s: the same site's five-profile medians were 3.7, 4.4 and 5.2 s, the machine's own "
           "variation), Pyodide's own start 2.8 to 4.2 s of it and the project's import 0.4 to 0.5 s; eight "
           "editions of example 1 in 0.7 s; a key press to the next step of a derivation in 0.04 s (target "
           "0.1 s). The rules engine's worker is started by the page's inline script while the theme's "
           "scripts load, not by the deferred explorer.js: with 150 ms of latency a request, 4.4 s against "
           "4.7 s to interactive (median of four each, side by side); on localhost within the noise.", ""]
    sizes = download_sizes()
    if sizes is None:
        return out + ["This build has no Pyodide runtime (``npm ci --prefix docs/_tooling``), so the size the page "
                      "downloads is not stated here.", ""]
    total = sum(sizes.values())
    rows = [[literal(name), f"{size / 1024:,.0f}"] for name, size in sorted(sizes.items(), key=lambda x: -x[1])]
    out += [f"A cold load downloads {total / 2**20:.1f} MiB besides the page's HTML and the theme (Pyodide "
            f"{literal(pinned_version())}, uncompressed: ``python3 -m http.server`` sends no compressed "
            "files); the browser's cache keeps them for the next visit.", "",
            list_table(["file (in _static/explorer/)", "KiB"], rows, "70 30"), ""]
    return out


def _refs(entry: dict) -> list[str]:
    """An expected-outcome file's edition references, with its reading where it names one."""
    reading = "".join(f"+{k}={v}" for k, v in sorted((entry.get("interpretations") or {}).items()))
    return [ref if "+" in ref else ref + reading for ref in entry.get("editions") or []]


def worked_examples() -> tuple[list[dict], dict[str, dict]]:
    """Every module's worked examples (the hand-worked outcome files the
    registry names), each with its scenario's name, its editions and the
    other module's edition of a combined turn; and the scenarios by name."""
    from checker import expansions

    examples, scenarios = [], {}
    for module in expansions.EXPANSIONS.values():
        if not module.examples:
            continue
        for path in sorted((ROOT / module.examples).glob("*.json")):
            entry = json.loads(path.read_text(encoding="utf-8"))
            name = entry["scenario"].removesuffix(".json")
            doc = json.loads((ROOT / module.example_scenarios / entry["scenario"]).read_text(encoding="utf-8"))
            scenarios[name] = doc
            companion = entry.get("with-robbers") or []
            examples.append({"id": path.stem, "module": module.name, "scenario": name, "refs": _refs(entry),
                             "with": companion[0] if companion else "",
                             "label": f"{path.stem}: {doc.get('description', '')[:70]}".rstrip(": ")})
    return examples, scenarios


def editions_document() -> dict:
    """What ``rulespec editions --json`` prints (the page's choice of editions
    and readings), the worked examples and the loader's limit on a scenario's size."""
    from checker.commands import editions
    from checker.loading import MAX_BYTES

    examples, scenarios = worked_examples()
    return {"editions": [editions.edition_doc(e) for e in editions.spec.EDITIONS.values()],
            "interpretations": [editions.interpretation_doc(i) for i in editions.spec.INTERPRETATIONS.values()],
            "ckr_start": json.loads((ROOT / "examples" / "ckr-heretic-qa.json").read_text(encoding="utf-8")),
            "examples": examples, "scenarios": scenarios, "max_bytes": MAX_BYTES}


def _finished(app: Sphinx, error) -> None:
    if error is not None or app.builder.format != "html":
        return
    outdir = Path(app.outdir)
    write_runtime(outdir)
    (outdir / "_static" / "explorer" / "editions.json").write_text(json.dumps(editions_document()), encoding="utf-8")


def setup(app: Sphinx) -> dict:
    app.connect("build-finished", _finished)
    app.connect("doctree-resolved", explorer_links.add_witness_links)
    return {"version": "1", "parallel_read_safe": True, "parallel_write_safe": True}
