"""The built site as a reader's browser shows it: headless Chromium loads
each page and reports what a reader would find broken.

Chromium runs with no automation library: a small script is added to a copy
of each page, measures the laid-out page after it loads, and writes its
findings into the page, which ``--dump-dom`` prints. The flags are those
that work on a machine with no network and no screen
(/work/.library/env/machines/python.md).
"""

from __future__ import annotations

import html
import json
import re
import shutil
import subprocess
import tempfile
from pathlib import Path

WIDTH, HEIGHT = 1280, 1000
"""A laptop's browser window: the width the pages are checked at."""

PHONE = 400
"""A phone's width: the reader pages are checked at it too (tests/docs/test_rendering.py)."""

SKIPPED = {"genindex.html", "search.html", "py-modindex.html"}
"""Sphinx's own index and search pages: nothing of ours to check."""

FLAGS = ("--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync", "--hide-scrollbars")

_REPORT = """
  var root = document.documentElement;
  if (root.scrollWidth > window.innerWidth + 1) found.page_wider = root.scrollWidth + ' px in ' + window.innerWidth;
  if (window.parent !== window) window.parent.postMessage(JSON.stringify(found), '*');
  var out = document.createElement('pre');
  out.id = 'rulespec-rendering';
  out.textContent = JSON.stringify(found);
  document.body.appendChild(out);
});
</script>
"""
"""The end of each probe: the page no wider than the window, and the findings written into the page
(and sent to the page around it, for a frame narrower than Chromium's narrowest window)."""

_PROBE = """
<script>
window.addEventListener('load', function () {
  var found = {cut_code: [], cut_tables: [], broken_images: [], broken_ids: [], spills: [], hidden_columns: [], pictures_wider: [], small_pictures: [], page_wider: null};
  document.querySelectorAll('pre').forEach(function (el) {
    if (el.scrollWidth > el.clientWidth + 1)
      found.cut_code.push(el.textContent.split('\\n')[0].slice(0, 60) + ' (' + el.scrollWidth + ' px in ' + el.clientWidth + ')');
  });
  document.querySelectorAll('table').forEach(function (table) {
    var box = table.parentElement;
    if (box.scrollWidth > box.clientWidth + 1 && getComputedStyle(box).overflowX !== 'visible')
      found.cut_tables.push(table.textContent.trim().replace(/\\s+/g, ' ').slice(0, 60) + ' (' + box.scrollWidth + ' px in ' + box.clientWidth + ')');
  });
  document.querySelectorAll('img').forEach(function (img) {
    if (!img.complete || img.naturalWidth === 0) found.broken_images.push(img.getAttribute('src'));
  });
  document.querySelectorAll('code').forEach(function (el) {
    var text = el.textContent;
    if (!/\\s/.test(text) && text.length <= 40 && el.getClientRects().length > 1) found.broken_ids.push(text);
  });
  document.querySelectorAll('td code, th code').forEach(function (el) {
    var cell = el.closest('td, th');
    if (el.getBoundingClientRect().right > cell.getBoundingClientRect().right + 1) found.spills.push(el.textContent);
  });
  document.querySelectorAll('table').forEach(function (table) {
    var box = table.parentElement.getBoundingClientRect(), row = table.querySelector('tr');
    if (!row || box.width === 0) return;
    Array.prototype.forEach.call(row.children, function (cell) {
      var r = cell.getBoundingClientRect();
      if (r.width > 0 && r.left > Math.min(box.right, window.innerWidth) - 16)
        found.hidden_columns.push(cell.textContent.trim().slice(0, 40) + ' (starts at ' + Math.round(r.left) + ' px)');
    });
  });
  // A picture's frame: the nearest box around it that scrolls sideways and fits the window (a strip of
  // pictures, a table's wrapper: the reader pans the picture into view at its drawn size), else its figure.
  function frameOf(svg) {
    for (var el = svg.parentElement; el && el !== document.body; el = el.parentElement) {
      var ox = getComputedStyle(el).overflowX;
      if ((ox === 'auto' || ox === 'scroll') && el.getBoundingClientRect().right <= window.innerWidth + 1) return el;
    }
    return svg.closest('figure') || svg.parentElement;
  }
  document.querySelectorAll('svg').forEach(function (svg) {
    var r = svg.getBoundingClientRect(), frame = frameOf(svg);
    if (r.width > 0 && frame.getBoundingClientRect().right > window.innerWidth + 1)
      found.pictures_wider.push((svg.getAttribute('viewBox') || '') + ' in ' + Math.round(frame.getBoundingClientRect().width) + ' px');
  });
  if (window.innerWidth < 600) document.querySelectorAll('.rulespec-tracks svg:not(.rulespec-narrow)').forEach(function (svg) {
    var r = svg.getBoundingClientRect();
    if (r.width > 0 && r.width < 500) found.small_pictures.push(Math.round(r.width) + ' px wide');
  });
""" + _REPORT
_RESULT = re.compile(r'<pre id="rulespec-rendering">(.*?)</pre>', re.S)


def chromium() -> str | None:
    """The browser to check with, or None when the machine has none."""
    return shutil.which("chromium") or shutil.which("chromium-browser")


def pages(site: Path) -> list[str]:
    """Every page of ours in the built site, as paths relative to it."""
    return sorted(str(p.relative_to(site)) for p in site.rglob("*.html") if p.name not in SKIPPED)


def _run(browser: str, profile: Path, *args: str, width: int = WIDTH) -> str:
    argv = [browser, *FLAGS, f"--user-data-dir={profile}", f"--window-size={width},{HEIGHT}", *args]
    return subprocess.run(argv, capture_output=True, text=True, timeout=120, check=False).stdout


_PHONE_PROBE = """
<script>
window.addEventListener('load', function () {
  var found = {small_text: [], cut_pairs: [], page_wider: null};
  document.querySelectorAll('svg.rulespec-track, svg.rulespec-city').forEach(function (svg) {
    var box = svg.getBoundingClientRect();
    if (box.width === 0) return;  // the drawing for the other width
    var scale = box.width / svg.viewBox.baseVal.width, least = null;
    svg.querySelectorAll('text').forEach(function (t) {
      var px = parseFloat(getComputedStyle(t).fontSize) * scale;
      if (least === null || px < least[0]) least = [px, t.textContent];
    });
    if (least && least[0] < 10) found.small_text.push(svg.getAttribute('aria-label') + ': "' + least[1] + '" at ' + least[0].toFixed(1) + ' px');
  });
  document.querySelectorAll('table.rulespec-pairs').forEach(function (table) {
    if (table.getBoundingClientRect().right > window.innerWidth + 1)
      found.cut_pairs.push(table.textContent.trim().replace(/\\s+/g, ' ').slice(0, 60));
  });
""" + _REPORT


def problems(site: Path, browser: str, width: int = WIDTH, only: list[str] | None = None,
             phone: bool = False) -> dict[str, dict]:
    """For each page (or each of ``only``), what a reader with a window ``width``
    pixels wide would find broken (only the non-empty findings); ``phone``:
    at 400 px, the pictures' text too small to read, a catalogue table cut
    at the edge, a page wider than the screen."""
    if phone:
        width = PHONE
    work = Path(tempfile.mkdtemp(prefix="rulespec-rendering-"))
    try:
        copy = work / "html"
        shutil.copytree(site, copy)
        out = {}
        for page in (pages(copy) if only is None else only):
            path = copy / page
            path.write_text(path.read_text(encoding="utf-8").replace("</body>", (_PHONE_PROBE if phone else _PROBE) + "</body>"), encoding="utf-8")
            dom = _run(browser, work / "profile", "--virtual-time-budget=5000", "--dump-dom", _framed(path, width, work),
                       width=max(width, MIN_WINDOW))
            match = _RESULT.search(dom)
            found = json.loads(html.unescape(match.group(1))) if match else {"no_result": "the page did not load"}
            found = {k: v for k, v in found.items() if v}
            if found:
                out[page] = found
        return out
    finally:
        shutil.rmtree(work, ignore_errors=True)


MIN_WINDOW = 500
"""Headless Chromium makes no window narrower than this; a narrower reader is a frame of that width."""

_HOST = """<html><body style="margin:0"><iframe src="{src}" style="border:0;width:{width}px;height:{height}px"></iframe>
<script>window.addEventListener('message', function (e) {{
  var out = document.createElement('pre'); out.id = 'rulespec-rendering'; out.textContent = e.data;
  document.body.appendChild(out);
}});</script></body></html>
"""


def _framed(path: Path, width: int, folder: Path, height: int = HEIGHT) -> str:
    """The page's address, or for a width below ``MIN_WINDOW`` the address of a
    page in ``folder`` that shows it in a frame that wide (the probe reports
    from inside the frame to the page around it)."""
    if width >= MIN_WINDOW:
        return path.as_uri()
    host = Path(folder) / f"frame-{width}.html"
    host.write_text(_HOST.format(src=path.as_uri(), width=width, height=height), encoding="utf-8")
    return host.as_uri()


def screenshot(site: Path, page: str, to: Path, browser: str, height: int = 3000, width: int = WIDTH) -> None:
    """A PNG of ``page`` as a reader's window ``width`` pixels wide shows it, ``height`` pixels tall."""
    with tempfile.TemporaryDirectory(prefix="rulespec-shot-") as profile:
        argv = [browser, *FLAGS, f"--user-data-dir={profile}", f"--window-size={max(width, MIN_WINDOW)},{height}",
                f"--screenshot={to}", _framed(site / page, width, Path(profile), height)]
        subprocess.run(argv, capture_output=True, timeout=120, check=False)


def printed_pages(site: Path, page: str, browser: str) -> int:
    """How many sheets ``page`` prints on (Chromium's own print to PDF, no header or footer)."""
    with tempfile.TemporaryDirectory(prefix="rulespec-print-") as work:
        pdf = Path(work) / "page.pdf"
        argv = [browser, *FLAGS, f"--user-data-dir={work}/profile", "--no-pdf-header-footer",
                f"--print-to-pdf={pdf}", (site / page).as_uri()]
        subprocess.run(argv, capture_output=True, timeout=120, check=False)
        return len(re.findall(rb"/Type\s*/Page[^s]", pdf.read_bytes())) if pdf.is_file() else 0
