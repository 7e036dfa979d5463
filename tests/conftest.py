import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests import profiles
from tests.needs import pytest_runtest_makereport  # noqa: F401  (a hook: CI fails a skip for a missing requirement)

profiles.load()

# A long enumerate or judge says what it is doing on stderr after a few seconds
# (checker/commands/progress.py): whether a test's run crosses that depends on
# the machine's load, so the tests, and the commands they start, never say it
# unless a test asks (tests/test_terminal_output.py sets 0).
os.environ.setdefault("RULESPEC_NOTICE_AFTER", "never")


ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="session")
def site(tmp_path_factory) -> Path:
    """The whole site, built once per test session as CI builds it (``-n -W``): the docs
    tests read it, the browser tests (tests/browser) serve it."""
    out = tmp_path_factory.mktemp("site")
    run = subprocess.run([sys.executable, "-m", "sphinx", "-n", "-W", "--keep-going", "-q", "-b", "html",
                          "-d", str(out / "doctrees"), str(ROOT / "docs"), str(out / "html")],
                         capture_output=True, text=True, timeout=1200, cwd=ROOT)  # a hang, not a slow build: load varies
    assert run.returncode == 0, run.stderr
    return out / "html"
