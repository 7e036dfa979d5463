"""The minimal adapters of docs/conformance.md, in Python and in JavaScript
for Node, pass the hand-written sample suite (examples/engines/sample-suite:
two turns with every robber in supply, their outcomes worked out by hand in
the vectors' descriptions), one-shot and persistent, and stay about 30 lines."""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

import pytest

from checker.cli import main
from tests.conformance.tampering import rehash

ENGINES = Path(__file__).resolve().parents[2] / "examples" / "engines"
SAMPLE = ENGINES / "sample-suite"
ADAPTERS = {"python": f"{sys.executable} {ENGINES / 'minimal_adapter.py'}", "node": f"node {ENGINES / 'minimal_adapter.js'}"}


@pytest.mark.parametrize("persistent", [False, True], ids=["one-shot", "persistent"])
@pytest.mark.parametrize("language", sorted(ADAPTERS))
def test_the_minimal_adapter_passes_the_sample(capsys, language, persistent):
    if language == "node" and shutil.which("node") is None:
        pytest.skip("node is not installed: the JavaScript adapter cannot run")
    impl = ADAPTERS[language] + (" --lines" if persistent else "")
    code = main(["conform", str(SAMPLE), "--impl", impl, *(["--persistent"] if persistent else [])])
    out, err = capsys.readouterr()
    assert code == 0, out + err
    assert "2 vectors: 2 passed, 0 failed, 0 errors" in err + out


def test_a_wrong_expected_outcome_fails_the_adapter(tmp_path, capsys):
    """The sample can fail: one hand-written score changed, the adapter's answer no longer matches."""
    copy = tmp_path / "sample"
    shutil.copytree(SAMPLE, copy)
    path = copy / "vectors" / "c3.1-2025" / "sample-0001.json"
    path.write_text(path.read_text().replace('"meeple": 53', '"meeple": 3'))
    rehash(copy, "c3.1-2025/sample-0001")
    assert main(["conform", str(copy), "--impl", ADAPTERS["python"], "--no-diagnosis"]) == 1
    capsys.readouterr()


@pytest.mark.parametrize("name", ["minimal_adapter.py", "minimal_adapter.js"])
def test_about_thirty_lines(name):
    assert len((ENGINES / name).read_text().splitlines()) <= 32
