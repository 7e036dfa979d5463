"""The architecture of ``checker/`` and ``spec/`` as data: the layers from the
bottom up, the packages of each, and which layers each may import. The
architecture page's picture is drawn from it (:func:`layers_svg`, plain
Python, the same bytes on every build) and ``tests/test_architecture.py``
holds the code to it: every import (at the top of a module or inside a
function) and every dotted-path string (the registry's, the lazy exports')
must go to a layer the importing package may use.
"""

from __future__ import annotations

from dataclasses import dataclass
from xml.sax.saxutils import escape


@dataclass(frozen=True)
class Layer:
    name: str
    packages: tuple[str, ...]  # dotted names; a module belongs to the longest that is it or its prefix
    may_import: tuple[str, ...]  # the layers below it that it may use, besides its own
    words: str
    own_package_only: bool = False  # its packages may not import each other


LAYERS = (
    Layer("rules", ("spec",), (), "the rules: clauses, editions, readings, resolve()"),
    Layer("core", ("checker.errors", "checker.interrupts", "checker._lazy", "checker.arguments", "checker.states",
                   "checker.solver", "checker.loading", "checker.parts", "checker.expansions", "checker.isolated",
                   "checker.judging", "checker.wording", "checker.derivations", "checker.pictures",
                   "checker.atomic", "checker.fitting"),
          ("rules",), "shared machinery every module builds on, and the registry"),
    Layer("tools", ("checker.diffs", "checker.conformance", "checker.identify"), ("rules", "core"),
          "the diff search and catalogue, the conformance suite and harness, identify's questions: every module "
          "through the registry"),
    Layer("modules", ("checker.robbers", "checker.count_king_robber"), ("rules", "core", "tools"),
          "one package per rules module, the same parts under the same names", own_package_only=True),
    Layer("combined", ("checker.combined",), ("rules", "core", "tools", "modules"),
          "Count, King & Robber with The Robbers on the score track"),
    Layer("interface", ("checker.commands", "checker.cli", "checker.__main__"), ("rules", "core", "tools"),
          "the rulespec command: every module through the registry"),
    Layer("facade", ("checker", "checker.strategies", "checker.pytest_plugin", "checker.builtin"),
          ("rules", "core", "tools", "modules", "combined", "interface"),
          "the public names, the list of built-in modules"),
)

#: Edges outside the layers, each for a reason the page gives.
EXCEPTIONS = {
    ("checker.expansions", "checker.builtin"): "the registry reads the list of the modules rulespec ships",
}

def owner(module: str) -> tuple[Layer, str] | None:
    """The layer and the package a module belongs to (``checker`` itself only exactly)."""
    best: tuple[Layer, str] | None = None
    for layer in LAYERS:
        for package in layer.packages:
            exact = package == "checker"
            if module == package or (not exact and module.startswith(package + ".")):
                if best is None or len(package) > len(best[1]):
                    best = (layer, package)
    return best


def allowed(source: str, target: str) -> bool:
    """May module ``source`` import (or name) module ``target``?"""
    (layer, package), (other, other_package) = owner(source), owner(target)
    if (source, target) in EXCEPTIONS:
        return True
    if layer.name == other.name:
        return not layer.own_package_only or package == other_package
    return other.name in layer.may_import


# The picture: one band per layer, the top layer first, each with its
# packages, what it is and the layers it may use (each only those below it).

WIDTH, LINE, GAP, LEFT, CHARS = 820, 17, 14, 120, 92
COLOURS = {"rules": "#f4ecd8", "core": "#e3eef7", "tools": "#e6f2e6", "modules": "#f7e6e6", "combined": "#f1e6f5",
           "interface": "#fdf2dc", "facade": "#ececec"}


def _short(package: str) -> str:
    return "checker/__init__" if package == "checker" else package.removeprefix("checker.")


def _wrapped(names: list[str]) -> list[str]:
    lines, line = [], ""
    for name in names:
        piece = name if not line else f"{line}, {name}"
        if len(piece) > CHARS and line:
            lines.append(line + ",")
            line = name
        else:
            line = piece
    return lines + [line]


def layers_svg() -> str:
    """The layers as an SVG: each band's name, packages, purpose and the layers it may use."""
    bands = []
    for layer in reversed(LAYERS):
        uses = ", ".join(layer.may_import) or "nothing of checker"
        lines = [(text, "") for text in _wrapped([_short(p) for p in layer.packages])]
        lines += [(layer.words, ' font-style="italic" fill="#333"'), (f"may use: {uses}", ' font-size="11" fill="#555"')]
        bands.append((layer, lines))
    height = sum(len(lines) * LINE + 14 + GAP for _, lines in bands) + GAP
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{height}" '
           f'viewBox="0 0 {WIDTH} {height}" font-family="sans-serif" font-size="13">',
           f'<rect width="{WIDTH}" height="{height}" fill="white"/>']
    y = GAP
    for layer, lines in bands:
        band = len(lines) * LINE + 14
        out.append(f'<rect x="10" y="{y}" width="{WIDTH - 20}" height="{band}" rx="6" fill="{COLOURS[layer.name]}" stroke="#555"/>')
        out.append(f'<text x="22" y="{y + 7 + LINE - 4}" font-weight="bold">{escape(layer.name)}</text>')
        for k, (text, style) in enumerate(lines):
            out.append(f'<text x="{LEFT}" y="{y + 7 + (k + 1) * LINE - 4}"{style}>{escape(text)}</text>')
        y += band + GAP
    out.append("</svg>")
    return "\n".join(out) + "\n"
