"""The CLI builds its parsers without the solver: ``rulespec --help``,
``editions`` and ``clauses`` start without importing Z3, jsonschema, the
invariants or the diff search, and each command imports what it runs. (Every
``rulespec`` command pays the imports of the parser; ``enumerate`` on a worked
example must finish within 1 s as a whole command.)"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

EXAMPLE = Path(__file__).resolve().parent.parent / "examples" / "c1-example-1.json"

HEAVY = ("z3", "jsonschema", "checker.robbers.encoding", "checker.robbers.invariants", "checker.diffs", "checker.robbers.symbolic.shape",
         "checker.count_king_robber.encoding", "checker.count_king_robber.symbolic.shape", "checker.conformance", "multiprocessing")


def _modules_after(code: str) -> set[str]:
    out = subprocess.run(
        [sys.executable, "-c", code + "\nimport sys\nprint('\\n'.join(sys.modules))"],
        capture_output=True, text=True, check=True,
    ).stdout
    return set(out.split())


def test_building_the_parser_imports_nothing_heavy():
    loaded = _modules_after("from checker.cli import build_parser\nbuild_parser()")
    assert sorted(m for m in HEAVY if m in loaded) == []


def test_listing_editions_imports_nothing_heavy():
    loaded = _modules_after(
        "import contextlib, io\nfrom checker.cli import main\n"
        "with contextlib.redirect_stdout(io.StringIO()):\n    assert main(['editions', '--json']) == 0"
    )
    assert sorted(m for m in HEAVY if m in loaded) == []


def test_enumerate_imports_the_solver_when_it_runs():
    loaded = _modules_after(
        "import contextlib, io\nfrom checker.cli import main\n"
        "with contextlib.redirect_stdout(io.StringIO()):\n"
        f"    assert main(['enumerate', {str(EXAMPLE)!r}, '--edition', 'c1-hig-2012', '--json']) == 0"
    )
    assert "z3" in loaded and "checker.robbers.invariants" not in loaded and "checker.diffs" not in loaded
