"""The reader's pages open with what a player came for: the home page with
"which edition do you have?" and rules questions, the contradictions page
with the questions the editions answer apart; the machinery comes after,
in a section of its own. Their counts and claims come from the data
(docs/_ext/pages_home.py), checked here against values read by hand.
"""

from __future__ import annotations

from pathlib import Path

import pages_home
import spec
import specdata as sd

DOCS = Path(__file__).resolve().parents[2] / "docs"


def test_the_home_page_starts_a_player_at_their_edition_and_a_question():
    page = (DOCS / "index.rst").read_text(encoding="utf-8")
    edition, question = page.index("\nWhich edition do you have?\n---"), page.index("\nHave a rules question?\n---")
    developers = page.index("\nFor developers and engine authors\n---")
    assert edition < question < developers
    assert "Nothing on this site is written twice" in page[developers:]
    assert ":caption: The rules" in page and ":caption: For developers and engine authors" in page
    rules_toc = page[page.index(":caption: The rules"):page.index(":caption: For developers")]
    assert "generated/reference/index" in rules_toc and "generated/editions/index" in rules_toc
    assert "generated/clauses" not in rules_toc and "architecture" not in rules_toc


def test_the_home_page_lists_every_edition_by_its_rulebooks_name(pages):
    table = pages["home-editions.inc"]
    for edition in spec.EDITIONS.values():
        assert f"{edition.title} </generated/editions/{edition.id}>`" in table, edition.id
    assert ":ref:`R-3.6 May a triggered robber be moved away? <rule-r-3-6>`" in pages["home-questions.inc"]


def test_the_verdicts_sentence_says_which_modules_are_committed(monkeypatch):
    """docs/catalogue/invariants.json holds The Robbers' editions only (rulespec check --all covers them)."""
    said = pages_home.verdicts_sentence()
    assert "cover The Robbers." in said
    assert "Those of Count, King & Robber are not committed yet" in said
    results = [{"edition": e} for e in ("c1-hig-2013", "ckr-hig-2017")]
    monkeypatch.setattr(sd, "invariant_verdicts", lambda: {"results": results})
    assert pages_home.verdicts_sentence().endswith("cover The Robbers and Count, King & Robber.")


def test_the_contradictions_page_opens_with_the_questions_the_editions_answer_apart(pages):
    """The topics of the committed catalogue's "What disagrees" lists (docs/catalogue/contradictions.md),
    read by hand, in the reference's order."""
    robbers = ["placement-active", "placement-others", "movement", "which-movement", "counted-scorings", "window",
               "scorer-order", "game-end"]
    ckr = ["entry-condition", "entry-phase", "final-districts"]
    assert pages_home.disagreeing_topics("robbers") == robbers
    assert pages_home.disagreeing_topics("count-king-robber") == ckr
    summary = pages["contradictions-summary.inc"]
    assert "The editions of The Robbers answer 8 of its 27 rules questions differently: " in summary
    assert "The editions of Count, King & Robber answer 3 of its 24 rules questions differently: " in summary
    assert "*Who else may place a robber, and must they?* ({ref}`R-1.3 <rule-r-1-3>`)" in summary
    assert "\n\n" not in summary.strip()  # one paragraph
    page = (DOCS / "contradictions.md").read_text(encoding="utf-8")
    assert page.startswith("# Where the editions disagree\n\n```{include} generated/contradictions-summary.inc\n```\n")
    assert page.index("garbage collector") > page.index("## How the catalogue is searched")
