"""Shared set-up for the documentation tests: the docs extensions are plain
modules in docs/_ext, importable once that folder is on sys.path."""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
EXT = ROOT / "docs" / "_ext"
if str(EXT) not in sys.path:
    sys.path.insert(0, str(EXT))


def pytest_configure(config):
    config.addinivalue_line("markers", "docs_build: builds the whole documentation site (about 20 s)")
