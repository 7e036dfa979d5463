"""Shared set-up for the documentation tests: the docs extensions are plain
modules in docs/_ext, importable once that folder is on sys.path."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
EXT = ROOT / "docs" / "_ext"
if str(EXT) not in sys.path:
    sys.path.insert(0, str(EXT))


def pytest_configure(config):
    config.addinivalue_line("markers", "docs_build: builds the whole documentation site (about 20 s)")


@pytest.fixture(scope="session")
def pages() -> dict[str, str]:
    """Every generated page (docs/_ext/spec_pages.py), by path under ``generated/``:
    computed once for the session (about 3 s each), read by several modules."""
    import spec_pages

    return spec_pages.pages(ROOT)


SNAPSHOTS = Path(__file__).resolve().parent / "snapshots"


@pytest.fixture
def matches_snapshot():
    """``check(name, text)``: the text equals ``snapshots/NAME``. With
    ``UPDATE_SNAPSHOTS=1`` the snapshot is rewritten first (review the diff)."""

    def check(name: str, got: str) -> None:
        path = SNAPSHOTS / name
        if os.environ.get("UPDATE_SNAPSHOTS") == "1":
            path.write_text(got, encoding="utf-8", newline="\n")
        assert path.exists(), f"no snapshot {path}; run with UPDATE_SNAPSHOTS=1 once and review it"
        assert got == path.read_text(encoding="utf-8"), f"{name} changed; if on purpose, regenerate (see the test's docstring)"

    return check


