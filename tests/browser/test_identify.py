"""The page "Which rules do you play?" (docs/identify.md) asks what
``rulespec identify`` asks: for a few answer sequences, clicked on the page
one question at a time, the page's next question (and whether it asks for
every allowed outcome) and its verdict equal the command line's, given the
same answers in a file. An address holding answers resumes there; one that
does not fit says so and is left as it was. At 400 px nothing is cut off
and the options are readable (a screenshot each)."""

from __future__ import annotations

import json
from urllib.parse import quote

import pytest

from checker.cli import main
from checker.identify import table as tables
from checker.identify.choosing import table_of

pytestmark = [pytest.mark.browser]


@pytest.fixture
def tab(browser, server):
    page = browser.new_page(viewport={"width": 1280, "height": 900})
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" and "favicon" not in m.location.get("url", "") else None)
    yield page, errors
    page.close()
    assert errors == []


def open_page(page, server, fragment: str = "") -> None:
    page.goto(f"{server}/identify.html" + (f"#{fragment}" if fragment else ""))
    page.wait_for_function("document.getElementById('identify').dataset.ready === 'true'", timeout=30_000)


def shown(page) -> dict:
    return page.eval_on_selector("#identify", "e => ({next: e.dataset.next, every: e.dataset.every, "
                                              "inPlay: e.dataset.inPlay, module: e.dataset.module})")


def cli(capsys, tmp_path, module: str, answers: dict) -> dict:
    path = tmp_path / "answers.json"
    path.write_text(json.dumps(answers))
    code = main(["identify", "--module", module, "--answers", str(path), "--json"])
    out, err = capsys.readouterr()
    assert code == 0, err
    return json.loads(out)


def allowed(module: str, reference: str, question_id: str) -> list[int]:
    """The options (numbers) the rule set allows on the question, from the committed table."""
    [doc] = [m for m in tables.load()["modules"] if m["module"] == module]
    table = table_of(doc)
    candidate = [c["rule_set"] for c in table.candidates].index(reference)
    return [i + 1 for i in sorted(table.legal(table.question(question_id), candidate))]


SEQUENCES = [("robbers", "c1-hig-2013@2015-03", 0), ("robbers", "c3-2021+c3-placement=optional", -1),
             ("robbers", "c1-zmg-bb4@2013-01+arrival-trigger=no", 0), ("count-king-robber", "ckr-zmg-2017", -1)]


@pytest.mark.parametrize("module, reference, pick", SEQUENCES, ids=[f"{r}-{p}" for _, r, p in SEQUENCES])
def test_the_page_asks_and_concludes_as_the_command_line(tab, server, capsys, tmp_path, module, reference, pick):
    page, _ = tab
    open_page(page, server)
    if module != "robbers":
        page.click(f"button[data-module='{module}']")
    answers: dict = {}
    for _ in range(60):
        expected = cli(capsys, tmp_path, module, answers)
        now = shown(page)
        assert now["module"] == module
        if expected["status"] != "ask":
            assert now["next"] == ""
            assert now["inPlay"].split() == expected["in_play"]
            verdict = page.eval_on_selector("#id-verdict", "e => e.dataset.inPlay").split()
            assert verdict == expected["in_play"] and reference in verdict
            return
        question = expected["next"]
        assert (now["next"], now["every"]) == (question["id"], json.dumps(question["every"]))
        numbers = allowed(module, reference, question["id"])
        if question["every"]:
            for n in numbers:
                page.check(f"#id-question input[data-option='{n}']")
            page.click("#id-every-done")
            answers[question["id"]] = numbers
        else:
            page.click(f"#id-question button[data-option='{numbers[pick]}']")
            answers[question["id"]] = numbers[pick]
    raise AssertionError("no verdict after 60 questions")


def test_an_address_with_answers_resumes_and_back_undoes(tab, server, capsys, tmp_path):
    page, _ = tab
    first = cli(capsys, tmp_path, "robbers", {})["next"]["id"]
    answers = {first: 2}
    open_page(page, server, "m=robbers&a=" + quote(json.dumps(answers)))
    assert shown(page)["next"] == cli(capsys, tmp_path, "robbers", answers)["next"]["id"]
    page.click("#id-back")
    assert shown(page)["next"] == first


@pytest.mark.parametrize("fragment, words", [
    ("m=robbers&a=" + quote('{"nope": 1}'), 'no question "nope"'),
    ("m=robbers&a=" + quote('{"placement-others-59a125": 99}'), "has options 1 to 8"),
    ("m=robbers&a=%E0%A4%A", "not an address this page wrote"),
    ("m=chess", 'no rules module "chess"'),
])
def test_an_address_that_does_not_fit_says_why_and_is_left_as_it_was(tab, server, fragment, words):
    page, _ = tab
    open_page(page, server, fragment)
    assert words in page.inner_text("#id-status")
    assert page.url.endswith("#" + fragment)


def test_readable_at_400_pixels(browser, server, tmp_path):
    page = browser.new_page(viewport={"width": 400, "height": 800})
    try:
        open_page(page, server)
        assert page.evaluate("document.documentElement.scrollWidth") <= 400
        box = page.query_selector("#id-question button[data-option='1']").bounding_box()
        assert box["x"] >= 0 and box["x"] + box["width"] <= 400
        size = page.eval_on_selector("#id-question button[data-option='1']", "e => parseFloat(getComputedStyle(e).fontSize)")
        assert size >= 14
        shot = tmp_path / "identify-400.png"
        page.screenshot(path=str(shot), full_page=True)
        assert shot.stat().st_size > 0
        page.click("#id-question button[data-option='1']")
        assert page.evaluate("document.documentElement.scrollWidth") <= 400
    finally:
        page.close()
