"""An outcome's derivation played on the explorer (issue 48): step by step on
the pictures the checker draws, forward and back by the keys and by the step
list, each step once with its clauses linked to the clause index and their
source sentences beside the picture; two editions side by side, stepping
together, the step where their derivations part marked; at 400 px the
track's numbers readable."""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

from tests.browser.conftest import ROOT
from tests.browser.test_explorer import address, example

pytestmark = [pytest.mark.browser]

MARK = "#ff8c00"  # checker.pictures.MARK: what the step changes


def play(explorer, ref: str, number: int) -> None:
    """Open outcome ``number`` (from 1) of the card ``ref`` in the player and wait for its pictures."""
    page = explorer.page
    page.evaluate("delete document.getElementById('explorer').dataset.player")
    page.click(f".ex-card[data-ref='{ref}'] li.ex-outcome:nth-child({number}) .ex-play")
    page.wait_for_function("document.getElementById('explorer').dataset.player === 'ready'", timeout=60_000)


def texts(explorer) -> list[str]:
    """Every text of the first lane's picture (its space numbers, its legend)."""
    return explorer.page.eval_on_selector(".ex-lane .ex-frame svg", "s => [...s.querySelectorAll('text')].map(t => t.textContent)")


def current(explorer, lane: int = 0) -> str:
    return explorer.page.inner_text(f".ex-lane:nth-child({lane + 1}) .ex-steplist li.ex-current")


def marked_at_space(explorer, kind_points: int, selector: str = f"polygon[stroke='{MARK}']") -> list[int]:
    """The spaces (by the number drawn in them) under each piece of the
    picture that ``selector`` finds (by default, outlined as what the step
    changes) with ``kind_points`` corners (4: a courier, 3: a robber); None
    for a piece off the track (the legend's)."""
    return explorer.page.evaluate("""([mark, corners]) => {
      const svg = document.querySelector('.ex-lane .ex-frame svg');
      const cells = [...svg.querySelectorAll('rect')].filter(r => r.getAttribute('width') === r.getAttribute('height')
        && r.getAttribute('width') !== '12');
      const numbers = [...svg.querySelectorAll('text')].filter(t => /^\\d+$/.test(t.textContent));
      const spaceAt = (x, y) => {
        const cell = cells.find(r => { const rx = +r.getAttribute('x'), ry = +r.getAttribute('y'), s = +r.getAttribute('width');
          return x >= rx && x <= rx + s && y >= ry && y <= ry + s; });
        if (!cell) return null;
        const label = numbers.find(t => Math.abs(+t.getAttribute('x') - 2 - +cell.getAttribute('x')) < 0.5
          && Math.abs(+t.getAttribute('y') - 11 - +cell.getAttribute('y')) < 0.5);
        return label ? Number(label.textContent) : null;
      };
      return [...svg.querySelectorAll(mark)]
        .map(p => p.getAttribute('points').split(' ').map(xy => xy.split(',').map(Number)))
        .filter(pts => pts.length === corners)
        .map(pts => spaceAt(pts.reduce((a, p) => a + p[0], 0) / pts.length, pts.reduce((a, p) => a + p[1], 0) / pts.length));
    }""", [selector, kind_points])


def test_c1_example_1_outcome_3_red_courier_moves_and_blue_robber_returns(explorer):
    """Worked by hand from the rules page's Example #1: Red puts the road (3)
    and then the city (6) on the courier; Blue's robber on 20 takes 2 of the
    first movement and goes back to supply; outcome 3 of the page's list."""
    explorer.open(address(example("c1-example-1"), ["c1-hig-2013"]))
    play(explorer, "c1-hig-2013", 3)
    page = explorer.page
    assert page.inner_text("#ex-at").startswith("Before the turn")
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowRight")
    assert page.inner_text("#ex-at") == "Step 2 of 8"
    assert current(explorer).startswith("Red's courier moves 20 → 23.")
    assert marked_at_space(explorer, 4) == [23], "Red's courier, outlined, stands on 23"
    assert "red 31 (meeple 8, courier 23); robber in supply" in texts(explorer)
    # to the return by the step list
    page.click(".ex-steplist li[data-step='7']", position={"x": 4, "y": 6})  # on its words, not a clause link
    assert page.inner_text("#ex-at") == "Step 7 of 8"
    assert current(explorer).startswith("Blue's robber returns from 20 to supply after its theft.")
    assert "blue 33 (meeple 33); robber in supply" in texts(explorer)
    ghosts = marked_at_space(explorer, 3, "polygon[stroke-dasharray]")
    assert ghosts == [20, None], "where Blue's robber stood, a dashed ghost (and the legend's key)"
    link = page.get_attribute(".ex-now .ex-sources a", "href")
    assert link.endswith("generated/clauses.html#clause-thief-robber-returns")
    assert page.inner_text(".ex-now .ex-quote").startswith("“")
    # and back one step: the robber on 20 again, taking its 2 points
    page.keyboard.press("ArrowLeft")
    assert current(explorer).startswith("Blue's robber takes half of 3 rounded up, 2 points")
    assert "blue 33 (meeple 33); robber on 20" in texts(explorer)
    assert marked_at_space(explorer, 3) == [20]
    page.keyboard.press("End")
    assert page.inner_text("#ex-at") == "Step 8 of 8" and page.is_disabled("#ex-next")


def test_each_step_is_shown_once_in_words_and_the_raw_fields_only_in_the_json(explorer):
    explorer.page.goto("about:blank")  # the same address as another test's: load it afresh
    explorer.open(address(example("c1-example-1"), ["c1-hig-2013"]))
    explorer.wait_done()
    card = explorer.page.query_selector(".ex-card[data-ref='c1-hig-2013'] li.ex-outcome:nth-child(3)")
    shown = card.evaluate("li => { const c = li.cloneNode(true); c.querySelector('.ex-fields').remove(); return c.textContent; }")
    assert shown.count("Red's courier moves 20 → 23.") == 1
    assert shown.count("Blue's robber returns from 20 to supply after its theft.") == 1
    raw = ['"round"', "round 0", "slot 0", 'marker "', 'player "red"']  # the fields as the page used to list them
    assert [r for r in raw if r in shown] == [], "no raw fields outside the JSON view"
    card.query_selector("details.ex-fields summary").click()
    assert '"kind": "move"' in card.query_selector(".ex-json-view").inner_text()


def test_two_editions_step_together_and_the_parting_is_marked(explorer):
    """arrival-then-departure: 1st edition scores the city first (a movement
    per feature); the 3rd moves the marker once per turn, road first; both
    end alike (Red 15), so outcome 1 is the same outcome, reached apart from step 1."""
    explorer.open(address(example("arrival-then-departure"), ["c1-hig-2013", "c3-2021"]))
    play(explorer, "c1-hig-2013", 1)
    page = explorer.page
    assert page.eval_on_selector_all(".ex-lane", "ls => ls.map(l => l.dataset.ref)") == ["c1-hig-2013", "c3-2021"]
    assert page.inner_text("#ex-parting-note") == "The derivations part at step 1."
    assert page.eval_on_selector_all(".ex-steplist li.ex-parting", "ls => ls.map(l => l.dataset.step)") == ["1", "1"]
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowRight")
    assert current(explorer, 0).startswith("Red's meeple moves 5 → 11.")
    assert current(explorer, 1).startswith("Red's meeple moves 5 → 9.")


def test_a_combined_turn_plays_on_the_city_and_the_score_track(explorer):
    """examples/ckr-robbers-entry.json, worked by hand from its description:
    Blue's road moves Blue 20 → 23 off the space of Red's robber, which
    takes 2, returns to supply, and moves Red 10 → 12; the player shows the
    City above the track, and the track shows the return at its step."""
    explorer.open(address(example("ckr-robbers-entry"), ["ckr-hig-2017"], "c3-2021"))
    play(explorer, "ckr-hig-2017", 1)
    page = explorer.page
    boards = page.eval_on_selector(".ex-lane .ex-frame svg", "s => [...s.querySelectorAll(':scope > svg')]"
                                                              ".map(b => b.getAttribute('class').split(' ')[0])")
    assert boards == ["rulespec-city", "rulespec-track"]
    assert "red 10 (meeple 10); robber on 20" in texts(explorer)
    page.click(".ex-steplist li:has-text('returns from 20 to supply')", position={"x": 4, "y": 6})
    assert current(explorer).startswith("Red's robber returns from 20 to supply after its theft.")
    assert "red 10 (meeple 10); robber in supply" in texts(explorer)
    page.keyboard.press("End")
    assert "red 12 (meeple 12); robber in supply" in texts(explorer)
    # on a phone the City keeps the size its text is drawn for, its frame scrolling sideways, not the page
    page.set_viewport_size({"width": 400, "height": 900})
    try:
        # the text's size on the screen: its font size times the scale of every <svg> it is drawn in
        size = page.evaluate("""() => { const svg = document.querySelector('.ex-frame svg');
          const t = [...svg.querySelectorAll('svg.rulespec-city text')].find(t => t.textContent === 'castle');
          return t.getScreenCTM().a * parseFloat(getComputedStyle(t).fontSize); }""")
        assert size >= 10, f"the City's names show at {size:.1f} px"
        assert page.evaluate("document.documentElement.scrollWidth - window.innerWidth") <= 0
    finally:
        page.set_viewport_size({"width": 1280, "height": 900})


def test_at_400_px_the_track_numbers_are_readable(explorer):
    """The picture drawn for a phone: its 11-unit numbers shown at 10 px or more (scaled by the column)."""
    page = explorer.page
    page.set_viewport_size({"width": 400, "height": 900})
    try:
        explorer.open(address(example("c1-example-1"), ["c1-hig-2013"]))
        play(explorer, "c1-hig-2013", 3)
        page.keyboard.press("ArrowRight")
        size = page.evaluate("""() => { const svg = document.querySelector('.ex-frame svg');
          const shown = svg.getBoundingClientRect().width, drawn = +svg.getAttribute('viewBox').split(' ')[2];
          const t = [...svg.querySelectorAll('text')].find(t => t.textContent === '23');
          return shown / drawn * +t.getAttribute('font-size'); }""")
        assert size >= 10, f"the numbers show at {size:.1f} px"
        cut = page.evaluate("document.documentElement.scrollWidth - window.innerWidth")
        assert cut <= 0
        shots = os.environ.get("RULESPEC_SCREENSHOTS")
        if shots:
            Path(shots).mkdir(parents=True, exist_ok=True)
            page.locator("#ex-player").screenshot(path=str(Path(shots) / "explorer-player-400.png"))
    finally:
        page.set_viewport_size({"width": 1280, "height": 900})
