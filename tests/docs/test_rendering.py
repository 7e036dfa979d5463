"""The site as a reader sees it in a browser: no code block or table cut off
at the right edge (to be scrolled sideways), no broken image, no identifier broken across lines or spilling
out of its table cell, no page wider than the window (tests/docs/rendering.py; 1280 px wide).

Needs Chromium (Debian's ``chromium`` package, which ``.ci/run`` installs);
skipped with that reason without it. ``RULESPEC_SCREENSHOTS=DIR`` also saves
a screenshot of every page into DIR, to look at.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from tests import needs
from tests.docs import rendering

pytestmark = [pytest.mark.docs_build, pytest.mark.reads_tool_output]

BROWSER = rendering.chromium()


NEEDS_BROWSER = needs.skip_unless("Chromium", None if BROWSER else "no chromium on this machine (Debian package 'chromium', which .ci/run installs)")


@NEEDS_BROWSER
def test_every_page_renders_whole(site):
    found = rendering.problems(site, BROWSER)
    shots = os.environ.get("RULESPEC_SCREENSHOTS")
    if shots:
        Path(shots).mkdir(parents=True, exist_ok=True)
        for page in rendering.pages(site):
            rendering.screenshot(site, page, Path(shots) / (page.replace("/", "-")[:-5] + ".png"), BROWSER)
    assert not found, "\n".join(f"{page}: {what}" for page, what in found.items())


@NEEDS_BROWSER
def test_the_check_sees_a_cut_off_block_and_table_a_broken_image_a_broken_id_and_a_spill(tmp_path):
    site = tmp_path / "site"
    site.mkdir()
    long_line = "x" * 400
    (site / "bad.html").write_text(
        "<html><body style='width:600px'>"
        f"<pre style='overflow:auto'>{long_line}</pre>"
        "<img src='missing.png'>"
        "<table><tr><td style='width:40px'><code>c1-hig-2013</code></td></tr></table>"
        "<table style='table-layout:fixed;width:100px'><tr><td style='width:50px'>"
        "<code style='white-space:nowrap'>counted-scorings</code></td><td>x</td></tr></table>"
        "<div style='width:100px;overflow-x:auto'><table><tr><td><code style='white-space:nowrap'>a-very-long-identifier-in-a-table</code>"
        "</td></tr></table></div>"
        "</body></html>", encoding="utf-8")
    (site / "good.html").write_text("<html><body><pre>short</pre><code>c1-hig-2013</code></body></html>", encoding="utf-8")
    found = rendering.problems(site, BROWSER)
    assert set(found) == {"bad.html"}
    assert found["bad.html"]["cut_code"][0].startswith("xxxx")
    assert found["bad.html"]["broken_images"] == ["missing.png"]
    assert found["bad.html"]["broken_ids"] == ["c1-hig-2013"]
    assert found["bad.html"]["spills"] == ["counted-scorings"]
    assert found["bad.html"]["cut_tables"][0].startswith("a-very-long-identifier-in-a-table")


PHONE_PAGES = ["worked-examples.html", "ckr-worked-examples.html", "contradictions.html"]


@NEEDS_BROWSER
def test_on_a_phone_the_pictures_read_and_the_catalogue_keeps_its_topics(site):
    """At 400 px (issue 48): the track pictures drawn upright for the column,
    the City at its drawn size, every picture's text at 10 px or more; the
    catalogue's pairs above their topics, nothing cut at the edge."""
    found = rendering.problems(site, BROWSER, PHONE_PAGES, phone=True)
    shots = os.environ.get("RULESPEC_SCREENSHOTS")
    if shots:
        Path(shots).mkdir(parents=True, exist_ok=True)
        for page in PHONE_PAGES:
            rendering.screenshot(site, page, Path(shots) / f"phone-{page[:-5]}.png", BROWSER, width=rendering.PHONE)
    assert not found, "\n".join(f"{page}: {what}" for page, what in found.items())


@NEEDS_BROWSER
def test_the_phone_check_sees_small_picture_text_and_a_cut_table(tmp_path):
    site = tmp_path / "site"
    site.mkdir()
    (site / "bad.html").write_text(
        "<html><body style='margin:0'>"
        "<svg class='rulespec-track' aria-label='tiny' viewBox='0 0 800 100' style='width:100%'>"
        "<text x='0' y='20' font-size='11'>23</text></svg>"
        "<table class='rulespec-pairs' style='width:600px'><tr><td>c1-hig-2012 vs c2-2017</td><td>topics</td></tr></table>"
        "</body></html>", encoding="utf-8")
    (site / "good.html").write_text(
        "<html><body style='margin:0'><svg class='rulespec-track' aria-label='fits' viewBox='0 0 340 100' "
        "style='width:100%'><text x='0' y='20' font-size='11'>23</text></svg></body></html>", encoding="utf-8")
    found = rendering.problems(site, BROWSER, ["bad.html", "good.html"], phone=True)
    assert set(found) == {"bad.html"}
    assert found["bad.html"]["small_text"][0].startswith('tiny: "23" at ')
    assert found["bad.html"]["cut_pairs"] == ["c1-hig-2012 vs c2-2017topics"]
