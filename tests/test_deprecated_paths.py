"""The import paths that moved in issue 23 (docs/architecture.md, "Old
import paths") still work for one release: each name warns with a
DeprecationWarning that names its new home, and is the very object found
there."""

from __future__ import annotations

import importlib

import pytest

MOVED = [
    ("checker.encoding", "enumerate_outcomes", "checker.robbers.encoding"),
    ("checker.encoding", "is_reachable", "checker.robbers.encoding"),
    ("checker.encoding", "TurnEncoding", "checker.robbers.encoding"),
    ("checker.reference", "simulate", "checker.robbers.reference"),
    ("checker.scenario", "Scenario", "checker.robbers.model"),
    ("checker.scenario", "canonical", "checker.robbers.model"),
    ("checker.describe", "scenario_text", "checker.robbers.describe"),
    ("checker.symbolic", "Bound", "checker.robbers.symbolic"),
    ("checker.invariants", "INVARIANTS", "checker.robbers.invariants"),
    ("checker.invariants", "prove", "checker.robbers.invariants"),
    ("checker.diffs", "diff", "checker.robbers.diff"),
    ("checker.diffs", "DiffResult", "checker.robbers.diff"),
]


@pytest.mark.parametrize("old, name, new", MOVED, ids=[f"{o}.{n}" for o, n, _ in MOVED])
def test_an_old_path_warns_and_gives_the_same_object(old, name, new):
    module = importlib.import_module(old)
    with pytest.warns(DeprecationWarning, match=f"{old}.{name} moved to {new}.{name}"):
        value = getattr(module, name)
    assert value is getattr(importlib.import_module(new), name)


def test_a_name_that_never_was_there_is_still_an_attribute_error():
    import checker.diffs

    with pytest.raises(AttributeError):
        checker.diffs.no_such_name  # noqa: B018


def test_the_documented_paths_stay_without_a_warning(recwarn):
    """``checker``'s own names and ``checker.strategies`` are documented API
    (docs/api.rst): they moved nowhere."""
    import checker
    from checker import strategies

    for name in checker.__all__:
        getattr(checker, name)
    assert strategies.scenarios is importlib.import_module("checker.robbers.strategies").scenarios
    assert not [w for w in recwarn if issubclass(w.category, DeprecationWarning)]
