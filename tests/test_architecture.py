"""The architecture of docs/architecture.md, held to the code: every module of
checker/ and spec/ belongs to a layer, and every import of it (at the top of
the module, inside a function, or for type checking) and every dotted-path
string it holds (the registry's registrations, the lazy exports) goes to a
layer it may use (docs/_ext/architecture.py lists them); the modules import
one another without a cycle; the two rules modules have the same parts; and
no module of checker/ is longer than about 350 lines."""

from __future__ import annotations

import ast
import re
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "docs" / "_ext"))

import architecture  # noqa: E402

from checker import expansions  # noqa: E402
from checker.parts import PARTS  # noqa: E402

DOTTED = re.compile(r"(checker|spec)(\.[A-Za-z_][A-Za-z0-9_]*)+(:[A-Za-z_][A-Za-z0-9_]*)?")  # a bare "checker" is its resources
MAX_LINES = 360  # "about 350"


def _modules() -> dict[str, Path]:
    out = {}
    for path in sorted((ROOT / "checker").rglob("*.py")) + sorted((ROOT / "spec").rglob("*.py")):
        parts = path.relative_to(ROOT).with_suffix("").parts
        name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
        out[name] = path
    return out


MODULES = _modules()


def _resolve(name: str) -> str | None:
    """The module a dotted name is or lies in (``checker.x.y`` for ``checker.x.y.attr``)."""
    while name and name not in MODULES:
        name = name.rpartition(".")[0]
    return name or None


def _edges(module: str, path: Path) -> list[tuple[str, str, int]]:
    """(target module, kind, line) of every import and dotted-path string;
    kind: import or string."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    out = []
    for node in ast.walk(tree):
        names: list[tuple[str, str]] = []
        if isinstance(node, ast.Import):
            names = [(a.name, "import") for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                up = package
                for _ in range(node.level - 1):
                    up = up.rpartition(".")[0]
                base = f"{up}.{base}" if base else up
            names = [(f"{base}.{a.name}" if f"{base}.{a.name}" in MODULES else base, "import") for a in node.names]
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) and DOTTED.fullmatch(node.value):
            names = [(node.value.split(":")[0], "string")]
        for name, kind in names:
            target = _resolve(name) if name.split(".")[0] in ("checker", "spec") else None
            if target is not None and target != module:
                out.append((target, kind, node.lineno))
    return out


EDGES = {m: _edges(m, p) for m, p in MODULES.items()}


def test_every_module_has_a_layer():
    assert [m for m in MODULES if architecture.owner(m) is None] == []


def test_every_import_and_dotted_path_goes_to_a_layer_it_may_use():
    """The shared layers name no module, the modules do not name each other,
    spec imports nothing of checker."""
    wrong = [f"{m}:{line} -> {t} ({kind}): {architecture.owner(m)[0].name} may not use {architecture.owner(t)[0].name}"
             for m, edges in EDGES.items() for t, kind, line in edges
             if not architecture.allowed(m, t)]
    assert wrong == []


def test_the_rules_catch_a_shared_module_that_names_a_rules_module():
    """The rules can fail: a loader that picked The Robbers' by name, a
    Robbers part that reached into Count, King & Robber, spec importing the
    checker."""
    assert not architecture.allowed("checker.loading._documents", "checker.robbers.loading")
    assert not architecture.allowed("checker.commands.check", "checker.count_king_robber.invariants")
    assert not architecture.allowed("checker.robbers.diff.hunt", "checker.count_king_robber.model")
    assert not architecture.allowed("checker.count_king_robber.model", "checker.combined.link")
    assert not architecture.allowed("spec._rules", "checker.expansions")
    assert architecture.allowed("checker.combined.encoding", "checker.robbers.encoding.turn")


def test_no_import_cycle():
    """Real imports only (strings are names the registry resolves at run
    time); importing a module imports its parent packages too."""
    graph = {}
    for m, edges in EDGES.items():
        targets = {t for t, kind, _ in edges if kind == "import"}
        for t in list(targets):
            parts = t.split(".")
            targets |= {p for p in (".".join(parts[:n]) for n in range(1, len(parts)))
                        if p in MODULES and not m.startswith(p + ".")}
        graph[m] = targets - {m}
    assert _cycles(graph) == []


def _cycles(graph: dict) -> list[list[str]]:
    """Strongly connected components of more than one module (Tarjan, iterative)."""
    index, low, stack, on, out, counter = {}, {}, [], set(), [], [0]
    for root in graph:
        if root in index:
            continue
        work = [(root, iter(sorted(graph.get(root, ()))))]
        index[root] = low[root] = counter[0]
        counter[0] += 1
        stack.append(root)
        on.add(root)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = counter[0]
                    counter[0] += 1
                    stack.append(child)
                    on.add(child)
                    work.append((child, iter(sorted(graph.get(child, ())))))
                elif child in on:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on.discard(member)
                    component.append(member)
                    if member == node:
                        break
                if len(component) > 1:
                    out.append(sorted(component))
    return out


def test_the_cycle_finder_finds_a_cycle():
    assert _cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


@pytest.mark.parametrize("name", ["robbers", "count-king-robber"])
def test_both_rules_modules_have_every_part_under_the_same_name(name):
    expansion = expansions.EXPANSIONS[name]
    package = ROOT / Path(*expansion.package.split("."))
    assert [p for p in PARTS if not ((package / f"{p}.py").is_file() or (package / p / "__init__.py").is_file())] == []
    assert expansions.missing(expansion) == []


def test_no_module_of_checker_is_much_longer_than_350_lines():
    long = {m: n for m, p in MODULES.items() if m.startswith("checker")
            and (n := len(p.read_text(encoding="utf-8").splitlines())) > MAX_LINES}
    assert long == {}


def test_the_page_has_a_word_for_every_package():
    page = (ROOT / "docs" / "architecture.md").read_text(encoding="utf-8")
    packages = [p for layer in architecture.LAYERS for p in layer.packages]
    forms = {p: ("`checker/__init__.py`",) if p == "checker" else (f"`{p.replace('.', '/')}", f"`{p}`") for p in packages}
    assert [p for p in packages if not any(form in page for form in forms[p])] == []


def test_the_picture_has_every_layer_and_package_and_is_the_same_every_time():
    svg = architecture.layers_svg()
    assert svg == architecture.layers_svg() and svg.startswith("<svg ") and svg.endswith("</svg>\n")
    for layer in architecture.LAYERS:
        assert f">{layer.name}</text>" in svg
        for package in layer.packages:
            assert architecture._short(package) in svg, package
