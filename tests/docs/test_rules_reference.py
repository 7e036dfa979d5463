"""The rules reference (docs/_ext/pages_reference.py): numbered questions,
answered edition by edition in the clauses' plain words.

The numbers are how a rule is cited (“R-3.6”), so they are pinned here by
hand: reordering ``spec/*/questions.py`` fails this test instead of silently
renumbering every published rule. A new question goes at the end of its
chapter; add its number below.
"""

from __future__ import annotations

import re

import pytest

import pages_reference
import spec
import specdata as sd

NUMBERS = {
    "robbers": {
        "placement-active": "R-1.1", "placement-move": "R-1.2", "placement-others": "R-1.3",
        "placement-target": "R-1.4",
        "trigger": "R-2.1", "courier": "R-2.2", "self-robbery": "R-2.3", "movement": "R-2.4",
        "which-movement": "R-2.5", "counted-scorings": "R-2.6", "window": "R-2.7",
        "steal-base": "R-3.1", "steal-amount": "R-3.2", "victim": "R-3.3", "must-take": "R-3.4",
        "robber-choice": "R-3.5", "spent": "R-3.6", "thief-marker": "R-3.7", "robber-returns": "R-3.8",
        "scorer-marker": "R-3.9", "scorer-order": "R-3.10",
        "rogue-trigger": "R-4.1", "rogue-follow": "R-4.2", "rogue-split": "R-4.3",
        "backward": "R-5.1",
        "game-end": "R-6.1", "final-scoring": "R-6.2",
    },
    "count-king-robber": {
        "district-match": "K-1.1", "shrine-feed": "K-1.2", "redeploy": "K-1.3", "majority": "K-1.4",
        "completion-source": "K-1.5",
        "count-block": "K-2.1", "count-move": "K-2.2",
        "entry-condition": "K-3.1", "entry-phase": "K-3.2", "entry-limit": "K-3.3", "abbot-district": "K-3.4",
        "entry-own-redeploy": "K-3.5", "robbing-gain": "K-3.6",
        "king-claim": "K-4.1", "baron-claim": "K-4.2", "king-bonus": "K-4.3", "king-bonus-carcassonne": "K-4.4",
        "baron-bonus": "K-4.5",
        "monastic-points": "K-5.1", "challenge-win": "K-5.2", "challenge-tie": "K-5.3", "challenge-final": "K-5.4",
        "final-districts": "K-6.1", "field-carcassonne": "K-6.2",
    },
}


@pytest.mark.parametrize("module", sorted(NUMBERS))
def test_the_numbers_do_not_change(module):
    assert {n.question.topic: n.number for n in sd.questions(module)} == NUMBERS[module]


@pytest.mark.parametrize("module", sorted(NUMBERS))
def test_every_topic_has_one_question_and_every_reference_resolves(module):
    numbered = sd.questions(module)
    assert sorted(n.question.topic for n in numbered) == sorted(sd.topics(module))
    folder, _ = sd.examples_of(module)
    stems = {ex.stem for ex in sd.load_examples(sd.Path(__file__).resolve().parents[2], module)}
    for n in numbered:
        assert n.question.question.endswith("?"), n.number
        assert set(n.question.related) <= set(sd.topics(module)) - {n.question.topic}, n.number
        assert set(n.question.examples) <= stems, f"{n.number}: no expected file {folder}/{n.question.examples}"


def test_every_clause_an_edition_can_have_has_plain_words():
    """In force in some edition, in a printed text before a ruling, or under a reading: a reader may meet it."""
    reachable = [cid for cid in spec.CLAUSES if sd.usages(cid)]
    assert len(reachable) > 60
    missing = [cid for cid in reachable if not spec.CLAUSES[cid].plain.strip()]
    assert not missing, f"clauses without plain words: {missing}"


@pytest.mark.parametrize("module", sorted(NUMBERS))
def test_a_topic_some_edition_leaves_open_has_words_for_that_silence(module):
    for n in sd.questions(module):
        if any(a.clause is None for a in sd.answers(module, n.question.topic)):
            assert n.question.silent, f"{n.number}: some edition has no clause; give the question a silent answer"


def test_an_answer_set_by_a_ruling_holds_from_the_rulings_month():
    """editions.py: c1-hig-2012's text resolves per turn; the 5/2013 ruling (footnote 7) makes it per round."""
    by_edition = {a.edition: a for a in sd.answers("robbers", "window")}
    assert (by_edition["c1-hig-2012"].clause, by_edition["c1-hig-2012"].since) == ("resolve-per-round", "2013-05")
    assert (by_edition["c3.1-2025"].clause, by_edition["c3.1-2025"].since) == ("resolve-per-turn", "2025")
    assert by_edition["c1-zmg-bb4"].since == "2013"  # its own text says so: no ruling needed


def _section(page: str, number: str) -> str:
    start = page.index(f"\n{number} ")
    following = re.search(r"\n\.\. _rule-", page[start:])
    return page[start:start + following.start()] if following else page[start:]


def test_may_a_triggered_robber_be_moved_away_is_answered_for_every_edition(pages):
    section = _section(pages["reference/r-3.rst"], "R-3.6")
    assert section.startswith("\nR-3.6 May a triggered robber be moved away?\n")
    assert "No: once triggered, the robber has its theft." in section
    for edition_id in sd.edition_ids("robbers"):
        date = spec.EDITIONS[edition_id].date
        assert f":doc:`{edition_id} </generated/editions/{edition_id}>`: rulebook, {date}" in section, edition_id
    # the sentence it rests on (000, Rules > Other rules) and both examples, checked at build time
    assert "He may not wait for a possible larger score later." in section
    assert ":expect: tests/worked_examples/expected/spent-robber-double-turn-c1.json" in section
    assert ":expect: tests/worked_examples/expected/spent-robber-double-turn-c3.json" in section


def test_a_question_the_editions_answer_apart_shows_the_catalogues_witness(pages):
    """placement-others: the HiG text lets only the next player in supply place, Z-Man each other player;
    the catalogue's first pair that differs on it is c1-hig-2012 against c1-zmg-bb4."""
    section = _section(pages["reference/r-1.rst"], "R-1.3")
    assert "   :edition: c1-hig-2012, c1-zmg-bb4" in section
    assert '"turn": [' in section and "diff-c1-hig-2012-vs-c1-zmg-bb4" in section
    one_answer = _section(pages["reference/r-3.rst"], "R-3.6")
    assert "Where the editions disagree" not in one_answer


def test_the_timeline_has_the_dated_ruling(pages):
    """editions.py: backward-robber-follows is the ruling of 3/2015 for the 1st-edition texts."""
    section = _section(pages["reference/r-5.rst"], "R-5.1")
    row = section.index("   * - 2015-03\n     - ruling: It moves back with the marker")
    assert section.index("   * - 2012\n") < row


def test_the_index_lists_every_question_with_its_link(pages):
    index = pages["reference/index.rst"]
    for module, numbers in NUMBERS.items():
        for number in numbers.values():
            assert f"<rule-{number.lower().replace('.', '-')}>`" in index, number
    assert pages_reference.page_name(sd.question_for("robbers", "spent")) == "r-3"


@pytest.mark.parametrize("edition_id", ["c1-hig-2012", "c3.1-2025", "ckr-zmg-2017"])
def test_an_edition_page_reads_as_a_rulebook_numbered_in_order(pages, edition_id):
    """Every question, in its numbered order, answered in plain words; the
    machinery (ids, rulings table, examples) after the last rule."""
    page = pages[f"editions/{edition_id}.rst"]
    module = spec.EDITIONS[edition_id].module
    places = [page.index(f":ref:`{number} <rule-{number.lower().replace('.', '-')}>` **")
              for number in NUMBERS[module].values()]
    assert places == sorted(places)
    assert places[-1] < page.index("\nFor checking\n---")
    assert "\n.. rst-class:: rulespec-machinery\n" in page


def test_the_c1_rulebook_says_how_a_triggered_robber_is_held_and_what_the_rulings_changed(pages):
    page = pages["editions/c1-hig-2012.rst"]
    assert ("**May a triggered robber be moved away?** No: once triggered, the robber has its theft. Its owner "
            "may not move it on to wait for a bigger score, nor away to call the theft off.") in page
    # editions.py: the 5/2013 ruling (resolve-per-round) and the 3/2015 one (backward-robber-follows)
    assert ":ref:`R-2.7 <rule-r-2-7>`, from 2013-05, an official ruling: It cannot wait" in page
    assert ":ref:`R-5.1 <rule-r-5-1>`, from 2015-03, an official ruling: It moves back" in page
    assert "The printed text said nothing on it." in page
    # the 2012 text has no end bonus: the silent answer, not a blank
    assert "**Do robbers still on the track score at the end of the game?** No: this text has no end bonus" in page


def test_the_comparison_grid_numbers_each_topic_by_its_question(pages):
    matrix = pages["matrix.rst"]
    assert "   * - :ref:`R-1.3 <rule-r-1-3>` ``placement-others``\n" in matrix
    assert "   * - :ref:`K-3.1 <rule-k-3-1>` ``entry-condition``\n" in matrix


def test_a_rule_no_question_asks_still_shows_on_the_edition_page(monkeypatch):
    """A module without spec/<module>/questions.py (or a topic its questions lack) loses no rule."""
    import pages_editions

    asked = sd.question_for
    monkeypatch.setattr(sd, "question_for", lambda module, topic: None if topic == "self-robbery" else asked(module, topic))
    page = pages_editions.edition_page("c1-hig-2012", [])
    other = page[page.index("\nOther rules\n---"):page.index("\nFor checking\n---")]
    assert '<span id="no-self-robbery"></span>' in other
    assert "No: a robber never steals from its owner's own markers." in other
