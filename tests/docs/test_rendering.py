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


#: The pages a player reads, checked at a phone's width as well.
READER_PAGES = ["index.html", "contradictions.html", "generated/reference/index.html", "generated/reference/r-1.html",
                "generated/reference/r-3.html", "generated/reference/k-3.html", "generated/editions/c1-hig-2012.html",
                "generated/editions/ckr-zmg-2017.html"]
#: What a phone's window may show: a code block or a wide table scrolled sideways in its own frame.
PHONE_FINDINGS = {"hidden_columns", "pictures_wider", "small_pictures", "page_wider", "broken_images", "spills",
                  "no_result"}


@NEEDS_BROWSER
def test_the_reader_pages_read_on_a_phone(site):
    """At 400 px every table keeps each of its columns in view (the contradictions table its topics), no
    picture is wider than the window and no track picture is drawn too small to read."""
    found = rendering.problems(site, BROWSER, width=rendering.PHONE, only=READER_PAGES)
    shots = os.environ.get("RULESPEC_SCREENSHOTS")
    if shots:
        for page in READER_PAGES:
            rendering.screenshot(site, page, Path(shots) / ("phone-" + page.replace("/", "-")[:-5] + ".png"), BROWSER,
                                 width=rendering.PHONE)
    found = {page: {k: v for k, v in what.items() if k in PHONE_FINDINGS} for page, what in found.items()}
    found = {page: what for page, what in found.items() if what}
    assert not found, "\n".join(f"{page}: {what}" for page, what in found.items())


@NEEDS_BROWSER
def test_an_edition_prints_as_a_rules_sheet(site):
    """The print stylesheet keeps the rules and drops the navigation, the folded clauses and the
    For checking section: an edition's 23 to 27 rules fit on three sheets (without it, five to seven)."""
    for edition_id in ("c1-hig-2012", "c3.1-2025", "ckr-hig-2017"):
        sheets = rendering.printed_pages(site, f"generated/editions/{edition_id}.html", BROWSER)
        assert 1 <= sheets <= 3, (edition_id, sheets)


@NEEDS_BROWSER
def test_the_phone_check_sees_a_hidden_column_and_a_small_picture(tmp_path):
    site = tmp_path / "site"
    site.mkdir()
    (site / "bad.html").write_text(
        "<html><body><div style='overflow-x:auto'><table><tr><td><code style='white-space:nowrap'>"
        + "c1-hig-2012 " * 6 + "</code></td><td>placement-others</td></tr></table></div>"
        "<div class='rulespec-tracks'><figure><svg viewBox='0 0 700 380' style='width:100%'></svg></figure></div>"
        "</body></html>", encoding="utf-8")
    found = rendering.problems(site, BROWSER, width=rendering.PHONE)
    assert [h.split(" (")[0] for h in found["bad.html"]["hidden_columns"]] == ["placement-others"]
    assert found["bad.html"]["small_pictures"]


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
    found = rendering.problems(site, BROWSER, only=PHONE_PAGES, phone=True)
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
    found = rendering.problems(site, BROWSER, only=["bad.html", "good.html"], phone=True)
    assert set(found) == {"bad.html"}
    assert found["bad.html"]["small_text"][0].startswith('tiny: "23" at ')
    assert found["bad.html"]["cut_pairs"] == ["c1-hig-2012 vs c2-2017topics"]
