"""The import paths that moved in issue 23 are gone (docs/architecture.md,
"Import paths"), and the documented ones stay, without a warning."""

from __future__ import annotations

import importlib

import pytest

GONE = ["checker.encoding", "checker.reference", "checker.scenario", "checker.describe", "checker.symbolic",
        "checker.invariants"]


@pytest.mark.parametrize("old", GONE)
def test_an_old_path_is_gone(old):
    with pytest.raises(ModuleNotFoundError):
        importlib.import_module(old)


def test_the_robbers_diff_is_no_longer_a_name_of_checker_diffs():
    import checker.diffs

    for name in ("diff", "DiffResult", "InconsistentDifference", "clause_difference", "concrete_difference"):
        assert not hasattr(checker.diffs, name), name


def test_the_documented_paths_stay_without_a_warning(recwarn):
    """``checker``'s own names and ``checker.strategies`` are documented API
    (docs/api.rst): they moved nowhere."""
    import checker
    from checker import strategies

    for name in checker.__all__:
        getattr(checker, name)
    assert strategies.scenarios is importlib.import_module("checker.robbers.strategies").scenarios
    assert not [w for w in recwarn if issubclass(w.category, DeprecationWarning)]


def test_no_two_test_modules_outside_a_package_share_a_name():
    """pytest imports a test module outside a package by its file name alone,
    so two ``test_cli.py`` in two folders stop the collection of one ("import
    file mismatch"), depending on which a worker collects first: CI failed
    on tests/test_cli.py and tests/identify/test_cli.py (2026-11-29)."""
    from collections import defaultdict
    from pathlib import Path

    tests = Path(__file__).resolve().parent
    by_name = defaultdict(list)
    for path in tests.rglob("test_*.py"):
        if not (path.parent / "__init__.py").exists():
            by_name[path.name].append(str(path.relative_to(tests)))
    assert {name: paths for name, paths in by_name.items() if len(paths) > 1} == {}
