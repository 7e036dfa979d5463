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
# Output off a terminal is 160 columns wide unless COLUMNS says otherwise
# (checker/commands/common.py): the tests expect that width, and set
# COLUMNS where they test another. pytest-xdist's workers set COLUMNS=80
# (and LINES) for their own reports, a shell may have exported it.
os.environ.pop("COLUMNS", None)
os.environ.pop("LINES", None)


ROOT = Path(__file__).resolve().parents[1]

#: Fixtures too dear to build once per worker when the tests run in
#: parallel (pytest-xdist, ``-n``): every test that uses one, directly or
#: through another fixture, goes to the same worker (``--dist loadgroup``),
#: so each is built once per run: the site (the browser tests ask for it
#: through ``explorer_site``); the small suite, and JCloisterZone's build (a
#: test uses both); the formats tests' suite.
SHARED_FIXTURES = {"site": "site", "explorer_site": "site", "small_suite": "small-suite",
                   "jcz_engine": "small-suite", "formats_suite": "formats-suite"}
#: The fixtures that are cheap with RULESPEC_SITE set (a site built already:
#: nothing to build, so nothing to share).
BUILT_SITE_FIXTURES = ("site", "explorer_site")


def shared_fixtures() -> dict:
    """The groups that apply in this session. With ``RULESPEC_SITE`` set the
    site is read, not built, and grouping its tests would only put every docs
    and browser test on one worker (the rendering check alone takes about a
    minute), so they are spread like any test."""
    if not os.environ.get("RULESPEC_SITE"):
        return SHARED_FIXTURES
    return {name: group for name, group in SHARED_FIXTURES.items() if name not in BUILT_SITE_FIXTURES}


def pytest_collection_modifyitems(config, items):
    if config.getoption("one_parametrisation"):
        items[:] = _first_parametrisations(config, items)


# As each test is collected, before any hook reorders or renames the tests:
# pytest-xdist reads the groups in its own ``pytest_collection_modifyitems``,
# which ran before the suite's hook of that name until 2026-11-27, so every
# group was empty and each of these fixtures was built once on each worker.
# With pytest 9.2 the groups take no effect again, whatever this hook does:
# xdist 3.8 marks a group in the test's node id, which pytest 9.2 no longer
# reads (pytest-xdist issue 1386; tests/test_worker_groups.py).
def pytest_itemcollected(item):
    group = next((g for name, g in shared_fixtures().items() if name in item.fixturenames), None)
    if group is not None:
        item.add_marker(pytest.mark.xdist_group(group))


def pytest_addoption(parser):
    parser.addoption(
        "--one-parametrisation", action="store_true",
        help="run each test function once, with its first parametrisation, and deselect the others: CI's pass "
             "against the lowest supported releases (.ci/run), where every test function must still work with "
             "those releases, while the other parametrisations (another edition, reading or file) make the same "
             "calls into them and ran in the first pass")


def pytest_report_header(config):
    if config.getoption("one_parametrisation"):
        # Under pytest-xdist the workers deselect, and the summary counts none.
        return ["one parametrisation: each test function runs once, with its first parametrisation; "
                "the others are deselected (--one-parametrisation)"]
    return []


def _first_parametrisations(config, items) -> list:
    """``items`` but the second and later parametrisations of each test function."""
    seen, kept, dropped = set(), [], []
    for item in items:
        key = item.nodeid.split("[", 1)[0]  # the test function, whatever its parameters
        (dropped if key in seen else kept).append(item)
        seen.add(key)
    if dropped:
        config.hook.pytest_deselected(items=dropped)
    return kept


@pytest.fixture(scope="session")
def site(tmp_path_factory) -> Path:
    """The whole site, built once per test session as CI builds it (``-n -W``): the docs
    tests read it, the browser tests (tests/browser) serve it. ``RULESPEC_SITE=DIR``
    uses a site built already by that command (.ci/run builds it before the tests)."""
    if os.environ.get("RULESPEC_SITE"):
        built = Path(os.environ["RULESPEC_SITE"])
        assert (built / "index.html").is_file(), f"RULESPEC_SITE={built} holds no built site (no index.html)"
        return built
    out = tmp_path_factory.mktemp("site")
    run = subprocess.run([sys.executable, "-m", "sphinx", "-n", "-W", "--keep-going", "-q", "-b", "html",
                          "-d", str(out / "doctrees"), str(ROOT / "docs"), str(out / "html")],
                         capture_output=True, text=True, timeout=1200, cwd=ROOT)  # a hang, not a slow build: load varies
    assert run.returncode == 0, run.stderr
    return out / "html"
