"""The explorer page's speed (docs/explorer.md): a cold load to interactive,
then a worked example under all eight Robbers editions, in Chromium through
Playwright over the built site served by ``python3 -m http.server``.

    python3 benchmarks/explorer.py SITE_DIR [--runs N]

SITE_DIR is a built site (``python3 -m sphinx -b html docs DIR``, with the
runtime vendored: ``npm ci --prefix docs/_tooling`` first). Each run opens a
fresh browser profile (nothing cached). Prints the figures, commits nothing;
the targets are 5 s and 2 s (the Performance page), and 100 ms from a key
press to the next step of a derivation (issue 48; ``step_s``: the slowest of
five presses in a run).
"""

from __future__ import annotations

import argparse
import base64
import json
import shutil
import socket
import statistics
import subprocess
import sys
import time
from pathlib import Path

from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parents[1]
ROBBERS = ["c1-hig-2012", "c1-devir-2012", "c1-rgg", "c1-zmg-bb4", "c1-hig-2013", "c2-2017", "c3-2021", "c3.1-2025"]


def one_run(browser, base: str, example: str) -> dict:
    context = browser.new_context()
    page = context.new_page()
    fetched = []
    page.on("response", lambda r: fetched.append(r.url))
    started = time.perf_counter()
    page.goto(f"{base}/explorer.html")
    page.wait_for_function("document.getElementById('explorer').dataset.ready === 'true'", timeout=120_000)
    cold = time.perf_counter() - started
    print("worker milestones (ms since the worker started):", page.eval_on_selector("#explorer", "e => e.dataset.timings"))
    doc = json.loads((ROOT / "examples" / f"{example}.json").read_text(encoding="utf-8"))
    packed = base64.urlsafe_b64encode(json.dumps(doc).encode()).decode().rstrip("=")
    started = time.perf_counter()
    page.evaluate("f => { location.hash = f; }", f"s={packed}&e={','.join(ROBBERS)}")
    page.wait_for_function("document.getElementById('explorer').dataset.done", timeout=120_000)
    editions = time.perf_counter() - started
    status = page.inner_text("#ex-status")
    steps = step_times(page)
    context.close()
    return {"cold_load_s": cold, "eight_editions_s": editions, "step_s": max(steps), "status": status,
            "requests": len(fetched)}


def step_times(page, presses: int = 5) -> list[float]:
    """Seconds from a key press to the player showing the next step, for the
    first outcome of the first edition's card (Playwright's round trip
    included: an upper bound of what a reader waits)."""
    page.click(".ex-card li.ex-outcome:nth-child(1) .ex-play")
    page.wait_for_function("document.getElementById('explorer').dataset.player === 'ready'", timeout=120_000)
    times = []
    for _ in range(presses):
        if page.is_disabled("#ex-next"):
            break
        before = page.inner_text("#ex-at")
        started = time.perf_counter()
        page.keyboard.press("ArrowRight")
        page.wait_for_function("t => document.getElementById('ex-at').textContent !== t", arg=before, timeout=10_000)
        times.append(time.perf_counter() - started)
    return times


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("site", type=Path)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--example", default="c1-example-1")
    args = parser.parse_args()
    manifest = json.loads((args.site / "_static" / "explorer" / "manifest.json").read_text(encoding="utf-8"))
    if not manifest["runtime"]:
        print("the site has no vendored runtime: npm ci --prefix docs/_tooling, then build it again", file=sys.stderr)
        return 2
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    server = subprocess.Popen([sys.executable, "-m", "http.server", str(port), "--bind", "127.0.0.1", "--directory",
                               str(args.site)], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        time.sleep(1)
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=shutil.which("chromium"), args=["--no-sandbox"])
            runs = [one_run(browser, f"http://127.0.0.1:{port}", args.example) for _ in range(args.runs)]
            browser.close()
    finally:
        server.terminate()
        server.wait()
    for key, target in (("cold_load_s", 5.0), ("eight_editions_s", 2.0), ("step_s", 0.1)):
        values = [r[key] for r in runs]
        print(f"{key}: median {statistics.median(values):.2f} s (runs {', '.join(f'{v:.2f}' for v in values)}; "
              f"target {target:g} s: {'met' if statistics.median(values) < target else 'missed'})")
    print(f"last status: {runs[-1]['status']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
