"""The explorer page (docs/explorer.md) in a real browser: Playwright driving
Debian's Chromium over the built site, served by ``python3 -m http.server``.

The site is the one the docs tests build once per session
(``RULESPEC_SITE=DIR`` uses a built one instead). Skipped, with the reason, where Chromium
(``RULESPEC_CHROMIUM``, else ``chromium`` on PATH), the ``playwright`` package or
the vendored runtime (``npm ci --prefix docs/_tooling``) is missing, and failed
for it under ``CI=true`` (tests/needs.py); .ci/run installs all three.
"""

from __future__ import annotations

import json
import os
import shutil
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

import needs

ROOT = Path(__file__).resolve().parents[2]
#: Names the Chromium to drive instead of the one on PATH (a test points it at a missing file).
CHROMIUM_VARIABLE = "RULESPEC_CHROMIUM"


def chromium() -> str | None:
    """The Chromium executable: ``$RULESPEC_CHROMIUM`` when set (None when no
    executable file is there), else Debian's ``chromium`` on PATH."""
    named = os.environ.get(CHROMIUM_VARIABLE)
    if named:
        return named if os.path.isfile(named) and os.access(named, os.X_OK) else None
    return shutil.which("chromium") or shutil.which("chromium-browser")


BROWSER = chromium()

try:
    from playwright.sync_api import sync_playwright
except ImportError:  # pragma: no cover - the docs extra installs it
    sync_playwright = None


def _skip_reason() -> str | None:
    if BROWSER is None and os.environ.get(CHROMIUM_VARIABLE):
        return f"no executable Chromium at {os.environ[CHROMIUM_VARIABLE]} (${CHROMIUM_VARIABLE})"
    if BROWSER is None:
        return "no chromium on this machine (Debian package 'chromium')"
    if sync_playwright is None:
        return "no playwright package (pip install -e '.[docs]')"
    if not (ROOT / "docs" / "_tooling" / "node_modules" / "pyodide" / "pyodide.asm.wasm").is_file() \
            and not os.environ.get("RULESPEC_SITE"):
        return "no Pyodide runtime to vendor (npm ci --prefix docs/_tooling)"
    return None


@pytest.fixture(scope="session")
def explorer_site(request) -> Path:
    """The built site: ``$RULESPEC_SITE``, else the session's build (tests/conftest.py's ``site``,
    shared with the docs tests); skipped, with the reason, where the page cannot run."""
    reason = _skip_reason()
    if reason:
        # CI installs all three (.ci/run): there a missing one fails the test (tests/needs.py).
        needs.skip_now("Chromium, playwright and the vendored Pyodide", reason)
    if os.environ.get("RULESPEC_SITE"):
        return Path(os.environ["RULESPEC_SITE"])
    return request.getfixturevalue("site")


@pytest.fixture(scope="session")
def server(explorer_site):
    """The site over HTTP on 127.0.0.1 (a free port), as a reader would open it."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    proc = subprocess.Popen([sys.executable, "-m", "http.server", str(port), "--bind", "127.0.0.1",
                             "--directory", str(explorer_site)], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline:
        try:
            socket.create_connection(("127.0.0.1", port), timeout=1).close()
            break
        except OSError:
            time.sleep(0.1)
    yield f"http://127.0.0.1:{port}"
    proc.terminate()
    proc.wait(timeout=10)


@pytest.fixture(scope="session")
def browser(explorer_site):
    """Chromium, launched once; asks for the site first, so that a missing
    Chromium skips (or fails in CI) with its reason instead of erroring in
    Playwright's launch ("Executable doesn't exist")."""
    with sync_playwright() as pw:
        chromium = pw.chromium.launch(executable_path=BROWSER, args=["--no-sandbox"])
        yield chromium
        chromium.close()


class Page:
    """One tab on the explorer that records every console error and uncaught exception."""

    def __init__(self, browser, server: str, width: int = 1280):
        self.server = server
        self.page = browser.new_page(viewport={"width": width, "height": 900})
        self.errors: list[str] = []
        self.page.on("console", self._console)
        self.page.on("pageerror", lambda e: self.errors.append(str(e)))

    def _console(self, message) -> None:
        # The browser's own request for /favicon.ico (the site has none) is no error of the page.
        if message.type == "error" and not message.location.get("url", "").endswith("/favicon.ico"):
            self.errors.append(f"{message.text} ({message.location.get('url')})")

    def open(self, address: str = "explorer.html") -> None:
        """Go to ``address``; on the explorer already, a new scenario in the
        address is computed without loading the page (and the runtime) again."""
        path, _, fragment = address.partition("#")
        if self.page.url.split("#")[0].endswith("/explorer.html") and path == "explorer.html" and fragment \
                and self.page.evaluate("location.hash") == "#" + fragment:
            self.page.goto("about:blank")  # the page keeps a shared address as given: the same one loads afresh
        if self.page.url.split("#")[0].endswith("/explorer.html") and path == "explorer.html" and fragment \
                and self.page.eval_on_selector("#explorer", "e => e.dataset.ready") == "true":
            before = self.page.eval_on_selector("#explorer", "e => e.dataset.done || ''")
            self.page.evaluate("f => { location.hash = f; }", fragment)
            self.wait_done(before)
            return
        self.page.goto(f"{self.server}/{address}")
        self.page.wait_for_function("document.getElementById('explorer').dataset.ready", timeout=60_000)
        assert self.page.eval_on_selector("#explorer", "e => e.dataset.ready") == "true", self.status()

    def status(self) -> str:
        return self.page.inner_text("#ex-status")

    def wait_done(self, previous: str | None = None) -> None:
        self.page.wait_for_function(
            f"(document.getElementById('explorer').dataset.done || '') !== {json.dumps(previous or '')}", timeout=60_000)

    def run(self) -> None:
        """Press "Show the legal outcomes" and wait for them."""
        before = self.page.eval_on_selector("#explorer", "e => e.dataset.done || ''")
        self.page.click("#ex-run")
        self.wait_done(before)

    def outcomes(self) -> dict[str, set[str] | str]:
        """Per edition reference shown, the outcomes (canonical JSON) or the error line."""
        shown = {}
        for card in self.page.query_selector_all(".ex-card"):
            ref = card.get_attribute("data-ref")
            error = card.query_selector(".ex-error")
            shown[ref] = error.inner_text() if error else {li.get_attribute("data-outcome")
                                                           for li in card.query_selector_all(".ex-outcome")}
        return shown

    def close(self) -> None:
        self.page.close()


@pytest.fixture(scope="session")
def tab(browser, server):
    """One tab for the session: the runtime loads once (each load takes seconds)."""
    tab = Page(browser, server)
    yield tab
    tab.close()


@pytest.fixture
def explorer(tab):
    tab.errors.clear()
    yield tab
    assert tab.errors == [], "console errors: " + "; ".join(tab.errors)
