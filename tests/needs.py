"""What some tests need from the machine, and why CI may not go without it.

The sources (``shared/sources`` beside the checkout, or ``RULESPEC_SOURCES``),
a JDK with JCloisterZone's libraries and sources, and Chromium: without them
the tests that need them are skipped on a developer's machine, saying which is
missing. In CI (``CI=true``) such a skip fails the test instead
(``pytest_runtest_makereport``, imported by tests/conftest.py): the core
claims (every quote verbatim, every sentence accounted for, JCloisterZone's
record, the rendered docs) must not pass CI by not running.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from spec.texts import DOCUMENTS, sources_dir

#: Every skip reason of this module carries it; tests/conftest.py's hook finds it.
TAG = "required in CI"


def in_ci() -> bool:
    """``CI`` set to ``true`` (any case), as GitHub Actions, GitLab and .ci/run set it."""
    return os.environ.get("CI", "").strip().lower() == "true"


def missing_sources() -> str | None:
    """Why the source texts cannot be read here, or None: every document's file is there."""
    folder = sources_dir()
    absent = [d.file for d in DOCUMENTS.values() if not (folder / d.file).is_file()]
    if not absent:
        return None
    return (f"the source texts are not in {folder} ({len(absent)} of {len(DOCUMENTS)} files missing, "
            f"first {absent[0]}): put shared/sources beside the checkout or set RULESPEC_SOURCES")


def source_file(number: str) -> Path:
    """The file of source document ``number`` (``"003"``), wherever the sources are."""
    return sources_dir() / DOCUMENTS[number].file


def reason(what: str, why: str) -> str:
    return f"needs {what} ({TAG}): {why}"


def skip_unless(what: str, why: str | None) -> pytest.MarkDecorator:
    """A skip marker for a missing requirement, ``why`` it is missing (None: present)."""
    return pytest.mark.skipif(why is not None, reason=reason(what, why or ""))


def skip_now(what: str, why: str) -> None:
    pytest.skip(reason(what, why))


SOURCES = skip_unless("the sources", missing_sources())


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    """Under CI=true, a skip for a missing requirement becomes a failure that names it."""
    outcome = yield
    report = outcome.get_result()
    if not (report.skipped and in_ci() and isinstance(report.longrepr, tuple)):
        return
    message = str(report.longrepr[2])
    if TAG in message:
        report.outcome = "failed"
        report.longrepr = f"CI=true, and this test would be skipped: {message.removeprefix('Skipped: ')}"
