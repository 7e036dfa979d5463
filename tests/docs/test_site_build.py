"""The whole site builds with ``sphinx-build -n -W`` (as CI does), and its HTML
has the anchors other pages and people link to.

Marked ``docs_build`` (deselect with ``-m "not docs_build"``); it takes about
20 seconds, most of it Z3 replaying every worked example, and is stopped after
180 (the build is shared with test_rendering.py, in conftest.py).
"""

from __future__ import annotations

import html
from pathlib import Path

import pytest

import spec
from checker.commands import COMMANDS

ROOT = Path(__file__).resolve().parents[2]
pytestmark = [pytest.mark.docs_build, pytest.mark.reads_tool_output]


def read(site: Path, page: str) -> str:
    return html.unescape((site / page).read_text(encoding="utf-8"))


def test_edition_pages_have_an_anchor_per_clause(site):
    for edition_id in spec.EDITIONS:
        page = read(site, f"generated/editions/{edition_id}.html")
        for clause in spec.resolve(edition_id).clauses:
            assert f'id="{clause.id}"' in page, (edition_id, clause.id)


def test_clause_index_and_matrix(site):
    index = read(site, "generated/clauses.html")
    matrix = read(site, "generated/matrix.html")
    for clause_id in spec.CLAUSES:
        assert f'id="clause-{clause_id}"' in index, clause_id
    for edition_id in spec.EDITIONS:
        assert edition_id in matrix


def test_cli_page_and_turn_model(site):
    cli = read(site, "generated/cli.html")
    for module in COMMANDS:
        assert f"rulespec {module.__name__.rsplit('.', 1)[-1].replace('_', '-')}" in cli
    assert "The turn model" in read(site, "turn-model.html")


def test_worked_examples_page_shows_checked_examples_with_pictures(site):
    page = read(site, "worked-examples.html")
    assert "✗" not in page
    assert page.count('class="rules-example') >= 14
    assert page.count("<svg") >= 28


def test_each_derivation_step_links_its_clauses_to_the_clause_index(site):
    """Issue 28: a step names the clauses that allow it, each one click from
    its entry (and the entry's source sentences). Example 1 under
    c1-hig-2012, outcome 2: Red's courier's movement of 3 from 20 fires
    Blue's robber by trigger-on-departure; the theft is half of 3 rounded up
    by steal-half-rounded-up."""
    import re

    for page_name, clause_id in (("worked-examples.html", "trigger-on-departure"),
                                 ("worked-examples.html", "steal-half-rounded-up"),
                                 ("ckr-worked-examples.html", "redeploy-any-number")):
        page = read(site, page_name)
        steps = re.findall(r"<li><p>(.*?)</p></li>", page, flags=re.S)
        linked = [s for s in steps if f'href="generated/clauses.html#clause-{clause_id}"' in s]
        assert linked, (page_name, clause_id)
    invariants = read(site, "generated/invariants.html")
    assert re.search(r'<li><p>[^<]*\[<a class="reference internal" href="clauses.html#clause-', invariants)
