"""In CI a test that lacks the sources, the JDK or Chromium fails instead of
skipping (tests/needs.py); elsewhere it skips, and ``-rs`` prints the reason.
Run on a throwaway test file in a child pytest, with the sources pointed at
an empty folder."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PROBE = '''
from tests import needs

@needs.SOURCES
def test_reads_the_sources():
    pass

def test_plain_skip():
    import pytest
    pytest.skip("an ordinary skip, not a missing requirement")
'''


def run(tmp_path: Path, ci: str | None) -> subprocess.CompletedProcess:
    (tmp_path / "test_probe.py").write_text(PROBE, encoding="utf-8")
    empty = tmp_path / "no-sources"
    empty.mkdir(exist_ok=True)
    env = {k: v for k, v in os.environ.items() if k != "CI"}
    env.update(RULESPEC_SOURCES=str(empty), PYTHONPATH=str(ROOT))
    if ci is not None:
        env["CI"] = ci
    return subprocess.run([sys.executable, "-m", "pytest", "-p", "tests.needs", "-rs", "-q", "-p", "no:cacheprovider",
                           "--rootdir", str(tmp_path), str(tmp_path / "test_probe.py")],
                          capture_output=True, text=True, env=env, cwd=tmp_path, timeout=120)


def test_outside_ci_a_missing_source_skips_and_says_where(tmp_path):
    done = run(tmp_path, None)
    assert done.returncode == 0, done.stdout
    assert "2 skipped" in done.stdout
    assert f"the source texts are not in {tmp_path / 'no-sources'} (5 of 5 files missing" in done.stdout


@pytest.mark.parametrize("value", ["true", "TRUE"])
def test_in_ci_a_missing_source_fails_naming_it_and_an_ordinary_skip_stays_a_skip(tmp_path, value):
    done = run(tmp_path, value)
    assert done.returncode == 1, done.stdout
    assert "CI=true, and this test would be skipped: needs the sources (required in CI)" in done.stdout
    assert "1 skipped" in done.stdout and "an ordinary skip, not a missing requirement" in done.stdout
    assert "FAILED" in done.stdout or "ERROR" in done.stdout


def test_ci_false_is_not_ci(tmp_path):
    assert run(tmp_path, "false").returncode == 0


def run_browser_tests(tmp_path: Path, ci: str | None) -> subprocess.CompletedProcess:
    """tests/browser in a child pytest, Chromium looked up at a file that does not exist."""
    env = {k: v for k, v in os.environ.items() if k not in ("CI", "RULESPEC_SITE")}
    env.update(RULESPEC_CHROMIUM=str(tmp_path / "no-chromium"), PYTHONPATH=str(ROOT))
    if ci is not None:
        env["CI"] = ci
    return subprocess.run([sys.executable, "-m", "pytest", "-n", "0", "-rs", "-q", "-p", "no:cacheprovider", "tests/browser"],
                          capture_output=True, text=True, env=env, cwd=ROOT, timeout=300)


def test_without_chromium_the_browser_tests_skip_saying_why(tmp_path):
    """Issue 46, item 9: the ``browser`` fixture launched Chromium before the
    skip check ran, so without it each test errored ("Executable doesn't exist")."""
    done = run_browser_tests(tmp_path, None)
    assert done.returncode == 0, done.stdout[-3000:]
    assert "error" not in done.stdout.lower().replace("errors: ", ""), done.stdout[-3000:]
    assert re.search(r"^\d+ skipped(, \d+ warnings?)? in ", done.stdout.splitlines()[-1]), done.stdout[-3000:]
    assert f"no executable Chromium at {tmp_path / 'no-chromium'} ($RULESPEC_CHROMIUM)" in done.stdout


def test_in_ci_without_chromium_the_browser_tests_fail_naming_it(tmp_path):
    done = run_browser_tests(tmp_path, "true")
    assert done.returncode == 1, done.stdout[-3000:]
    assert "CI=true, and this test would be skipped: needs Chromium, playwright and the vendored Pyodide" in done.stdout
    assert "skipped" not in done.stdout.splitlines()[-1] and "Executable doesn't exist" not in done.stdout
