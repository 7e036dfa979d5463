"""The rules-example directive fails the build on a false claim, and only then.

Builds the tiny projects in ``roots/`` in-process (to read the warnings) and
once through ``sphinx-build -W`` (to see the exit status a CI job sees).
"""

from __future__ import annotations

import html
import io
import subprocess
import sys
from pathlib import Path

import pytest
from sphinx.application import Sphinx
from sphinx.util.docutils import docutils_namespace

pytestmark = pytest.mark.reads_tool_output

ROOTS = Path(__file__).resolve().parent / "roots"


def build(root: Path, out: Path) -> tuple[str, str]:
    """Build ``root`` to HTML; return (warnings, index.html)."""
    warnings = io.StringIO()
    with docutils_namespace():  # several apps in one process: undo each one's registrations
        app = Sphinx(str(root), str(root), str(out / "html"), str(out / "doctrees"), "html",
                     status=io.StringIO(), warning=warnings, freshenv=True)
        app.build()
    return warnings.getvalue(), html.unescape((out / "html" / "index.html").read_text(encoding="utf-8"))


def test_a_wrong_example_warns_and_names_the_example(tmp_path):
    warnings, page = build(ROOTS / "bad-example", tmp_path)
    assert "rules-example wrong-c1-example-1" in warnings
    assert "exactly 4 legal outcomes" in warnings and "the checker finds 5" in warnings
    assert "blue steals 5 from red" in warnings
    assert "index.rst:8" in warnings  # the directive's own line
    assert "✗" in page  # the page itself shows the failed claim


def test_a_wrong_example_fails_sphinx_build_W(tmp_path):
    run = subprocess.run([sys.executable, "-m", "sphinx", "-W", "-q", "-b", "html",
                          str(ROOTS / "bad-example"), str(tmp_path)], capture_output=True, text=True, timeout=120)
    assert run.returncode != 0
    assert "wrong-c1-example-1" in run.stderr


def test_a_right_example_builds_without_warnings(tmp_path):
    warnings, page = build(ROOTS / "good-example", tmp_path)
    assert warnings == ""
    assert "✗" not in page and page.count("✓") == 7
    assert page.count('<svg xmlns="http://www.w3.org/2000/svg" class="rulespec-track" ') == 4  # before and after, twice
    figures = page.count('<svg xmlns="http://www.w3.org/2000/svg" class="rulespec-track rulespec-narrow" ')
    strips = page.count('<details class="rulespec-fold rulespec-steps">')
    assert strips == 2, "the pictured outcome's steps as pictures, under each example"
    assert figures > 4 + 2 * 2, "each picture drawn upright for a phone too, and at least a step of each strip"
    assert "5 legal outcomes under c1-hig-2013" in page
    assert "1 legal outcome under c1-hig-2012@2012-06, c1-hig-2012" in page


@pytest.mark.parametrize("body, message", [
    (":edition: c1-hig-2013\n   :scenario: examples/no-such-file.json", "no file examples/no-such-file.json"),
    (":edition: no-such-edition\n   :scenario: examples/c1-example-1.json", "unknown edition"),
    (":edition: c1-hig-2013\n   :scenario: examples/c1-example-1.json\n\n   claim: blue robs red", "expected"),
    (":edition: c1-hig-2013\n   :scenario: examples/c1-example-1.json\n\n   claim: pink steals 1 from red",
     "no player pink"),
    (":edition: c1-hig-2013\n\n   {\"players\": [\"red\"]}", "bad scenario"),
    (":edition: c1-hig-2013\n   :scenario: examples/c1-example-1.json\n   :picture: 9", ":picture: 9"),
])
def test_bad_input_is_a_warning_not_a_crash(tmp_path, body, message):
    root = tmp_path / "src"
    root.mkdir()
    (root / "conf.py").write_text((ROOTS / "good-example" / "conf.py").read_text().replace(
        "parents[4]", f"parents[0] / {str(ROOTS.parents[2])!r}"))
    (root / "index.rst").write_text(f"Bad\n===\n\n.. rules-example::\n   {body}\n")
    warnings, _ = build(root, tmp_path / "out")
    assert "rules-example" in warnings and message in warnings, warnings
