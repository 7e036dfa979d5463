import subprocess
import sys
from pathlib import Path

import pytest

from tests import profiles
from tests.needs import pytest_runtest_makereport  # noqa: F401  (a hook: CI fails a skip for a missing requirement)

profiles.load()


ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="session")
def site(tmp_path_factory) -> Path:
    """The whole site, built once per test session as CI builds it (``-n -W``): the docs
    tests read it, the browser tests (tests/browser) serve it."""
    out = tmp_path_factory.mktemp("site")
    run = subprocess.run([sys.executable, "-m", "sphinx", "-n", "-W", "--keep-going", "-q", "-b", "html",
                          "-d", str(out / "doctrees"), str(ROOT / "docs"), str(out / "html")],
                         capture_output=True, text=True, timeout=180, cwd=ROOT)
    assert run.returncode == 0, run.stderr
    return out / "html"
