"""The fault tests' fixtures; their helpers are in ``faultkit``."""

from __future__ import annotations

import pickle
import subprocess
from pathlib import Path

import pytest
from faultkit import EXAMPLE, ORACLE, rulespec, snapshot


@pytest.fixture(scope="session")
def generated(tmp_path_factory) -> Path:
    """A pickled search result for ``ORACLE``: one real vector per clause of
    c1-hig-2013 (the first worked example with its outcomes, under each
    clause's tag), so writing a suite takes a second, not a search."""
    import spec  # noqa: F401 - the editions, before the configurations
    from checker import enumerate_outcomes, load_scenario
    from checker.conformance.configs import groups
    from checker.conformance.generate import Generated, GroupResult
    from checker.conformance.search import Found

    (group,) = [GroupResult(g) for g in groups(["c1-hig-2013"], False)]
    rules = group.configs[0].rules()
    scenario = load_scenario(str(EXAMPLE))
    outcomes = tuple(enumerate_outcomes(scenario, rules))
    group.found = [Found(scenario, outcomes, [c.id], "coverage", c.id, f"the first worked example, for {c.id}")
                   for c in rules.clauses]
    path = tmp_path_factory.mktemp("generated") / "generated.pickle"
    path.write_bytes(pickle.dumps(Generated(groups=[group], examples={}, findings=[], examples_found=True)))
    return path


@pytest.fixture(scope="session")
def complete(tmp_path_factory, generated) -> dict:
    """The suite ``ORACLE`` writes when nothing goes wrong, file by file."""
    out = tmp_path_factory.mktemp("complete") / "suite"
    done = rulespec(*ORACLE, "--out", out, generated=generated)
    assert done.returncode == 0, done.stderr
    files = snapshot(out)
    assert "index.json" in files and len(files) > 20
    return files


@pytest.fixture
def tmpfs(tmp_path):
    """A mount point for a small tmpfs, mounted by the test with its options
    (``mount(options)``); skipped where mounting is not permitted."""
    point = tmp_path / "mnt"
    point.mkdir()
    mounted = []

    def mount(options: str) -> Path:
        done = subprocess.run(["mount", "-t", "tmpfs", "-o", options, "tmpfs", str(point)], capture_output=True, text=True)
        if done.returncode != 0:
            pytest.skip(f"cannot mount a tmpfs here ({done.stderr.strip() or 'mount failed'}): "
                        "the full-disk and read-only checks need root or CAP_SYS_ADMIN")
        mounted.append(point)
        return point

    yield mount
    for p in mounted:
        subprocess.run(["umount", "-l", str(p)], capture_output=True)
