"""Links that never lie (issue 48): every way into the explorer (the
address, pasted JSON, a loaded file) shows exactly that turn or says why it
cannot, in words at the top of the page, and leaves the address as given;
nothing falls back to the default scenario; a scenario up to the loader's
limits goes through (no call-stack limit on the way), a larger one is
refused with the limit named."""

from __future__ import annotations

import base64
import json

import pytest

from tests.browser.test_explorer import address, example

pytestmark = [pytest.mark.browser]


def pack(text: str) -> str:
    return base64.urlsafe_b64encode(text.encode("utf-8")).decode("ascii").rstrip("=")


def refused(explorer, fragment: str, words: str) -> str:
    """Open the explorer at ``#fragment``; the message at the top, once it holds ``words``."""
    page = explorer.page
    page.goto(f"{explorer.server}/explorer.html#{fragment}")
    page.wait_for_function("document.getElementById('explorer').dataset.ready === 'true'", timeout=60_000)
    page.wait_for_function("([w]) => document.getElementById('ex-way-in').textContent.includes(w)", arg=[words],
                           timeout=30_000)
    assert page.evaluate("location.hash") == "#" + fragment, "the address is left as given"
    assert page.query_selector_all(".ex-card") == [], "no outcomes of another scenario"
    return page.inner_text("#ex-way-in")


def reload_blank(explorer) -> None:
    """A fresh page load, so that one test's refusal is not read by the next."""
    explorer.page.goto("about:blank")


@pytest.fixture
def fresh(explorer):
    reload_blank(explorer)
    yield explorer
    reload_blank(explorer)


def test_not_percent_encoding(fresh):
    fragment = "s=%E0%A4%A&e=c1-hig-2013"
    said = refused(fresh, fragment, "percent-encoding")
    assert said.startswith("The scenario in this address (#s=) is not valid percent-encoding")


def test_not_base64(fresh):
    said = refused(fresh, "s=not*base64!&e=c1-hig-2013", "base64url")
    assert "is not base64url" in said


def test_base64_that_is_not_json_gets_the_loaders_message(fresh):
    said = refused(fresh, f"s={pack('this is no JSON')}&e=c1-hig-2013", "cannot be read: scenario: $: invalid JSON")
    assert "invalid JSON at line 1, column 1" in said


def test_json_that_is_not_a_scenario_object(fresh):
    said = refused(fresh, f"s={pack('[1, 2]')}&e=c1-hig-2013", "is not a scenario")
    assert "a scenario is a JSON object" in said


def test_ten_thousand_events_by_the_address_say_the_loaders_limit(fresh):
    """687 KB in the address: it decodes (no call-stack limit), it is shown as
    it is, and the loader names its limit; the address stays; no default."""
    scenario = example("c1-example-1")
    scenario["turn"][0]["events"] = [{"player": "red", "points": 1, "feature": "road"}] * 10_000
    fragment = f"s={pack(json.dumps(scenario))}&e=c1-hig-2013"
    page = fresh.page
    page.goto(f"{fresh.server}/explorer.html#{fragment}")
    page.wait_for_function("document.getElementById('explorer').dataset.done", timeout=120_000)
    assert page.evaluate("location.hash") == "#" + fragment
    assert json.loads(page.input_value("#ex-json")) == scenario, "exactly that turn, not the default"
    said = page.inner_text(".ex-card[data-ref='c1-hig-2013'] .ex-error")
    assert said == "scenario: $.turn[0].events: too large: 10000 entries, at most 1000 are read"
    assert page.inner_text("#ex-error") == said


def test_a_large_scenario_within_the_limits_goes_through(fresh, tmp_path):
    """600 KB of description (an unread field, so not limited but by the 5 MB):
    the address decodes and the outcomes are those of the turn."""
    from tests.browser.test_explorer import cli_outcomes

    scenario = example("c1-example-1")
    scenario["description"] = "x" * 600_000
    fresh.open(address(scenario, ["c1-hig-2013"]))
    fresh.wait_done()
    assert fresh.outcomes()["c1-hig-2013"] == cli_outcomes(scenario, "c1-hig-2013", tmp_path)
    assert fresh.page.is_hidden("#ex-way-in")


def test_pasted_ten_thousand_events_say_the_loaders_limit_not_json(fresh):
    fresh.open(address(example("c1-example-1"), ["c1-hig-2013"]))
    page = fresh.page
    scenario = example("c1-example-1")
    scenario["turn"][0]["events"] = [{"player": "red", "points": 1, "feature": "road"}] * 10_000
    page.click("summary:has-text('Scenario JSON')")
    page.fill("#ex-json", json.dumps(scenario))
    page.click("#ex-apply")
    page.wait_for_function("document.getElementById('ex-error').textContent.includes('too large')", timeout=60_000)
    assert page.inner_text("#ex-error") == "scenario: $.turn[0].events: too large: 10000 entries, at most 1000 are read"
    assert "not JSON" not in page.inner_text("#explorer")


def test_pasted_text_too_large_is_refused_with_the_limit(fresh):
    fresh.open(address(example("c1-example-1"), ["c1-hig-2013"]))
    page = fresh.page
    before = page.evaluate("location.hash")
    page.click("summary:has-text('Scenario JSON')")
    page.evaluate("document.getElementById('ex-json').value = '\"' + 'x'.repeat(6 * 1024 * 1024) + '\"'")
    page.click("#ex-apply")
    said = page.inner_text("#ex-way-in")
    assert said.startswith("The pasted JSON is too large: 6,291,458 bytes, more than the loader's limit of 5 MB")
    assert page.evaluate("location.hash") == before


def test_a_file_that_is_not_json_says_so(fresh, tmp_path):
    fresh.open(address(example("c1-example-1"), ["c1-hig-2013"]))
    page = fresh.page
    before = page.evaluate("location.hash")
    bad = tmp_path / "turn.json"
    bad.write_text("{not json", encoding="utf-8")
    page.set_input_files("#ex-file", str(bad))
    page.wait_for_function("document.getElementById('ex-way-in').textContent.includes('cannot be read')", timeout=30_000)
    assert page.inner_text("#ex-way-in").startswith("The file turn.json cannot be read: scenario: $: invalid JSON at line 1")
    assert page.evaluate("location.hash") == before


def test_with_robbers_is_not_applied_to_a_robbers_turn(fresh, tmp_path):
    from tests.browser.test_explorer import cli_outcomes

    fragment = address(example("c1-example-1"), ["c1-hig-2013"], "c3-2021").split("#", 1)[1]
    page = fresh.page
    page.goto(f"{fresh.server}/explorer.html#{fragment}")
    page.wait_for_function("document.getElementById('explorer').dataset.done", timeout=120_000)
    assert "is for Count, King & Robber turns" in page.inner_text("#ex-way-in")
    assert fresh.outcomes()["c1-hig-2013"] == cli_outcomes(example("c1-example-1"), "c1-hig-2013", tmp_path)


def test_the_examples_list_holds_every_worked_example(fresh):
    from tests.browser.conftest import ROOT

    fresh.open(address(example("c1-example-1"), ["c1-hig-2013"]))
    values = fresh.page.eval_on_selector_all("#ex-module option", "os => os.map(o => o.value)")
    expected = sorted(p.stem for folder in ("tests/worked_examples/expected", "tests/count_king_robber/expected")
                      for p in (ROOT / folder).glob("*.json"))
    assert sorted(v.removeprefix("example:") for v in values if v.startswith("example:")) == expected
    fresh.page.select_option("#ex-module", "example:ckr-robbers-entry-features-only")
    fresh.wait_done()
    assert fresh.page.input_value("#ex-with-robbers") == "c1-hig-2012"
    assert "&w=c1-hig-2012" in fresh.page.evaluate("location.hash")
