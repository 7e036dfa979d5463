"""The pages generated from ``spec`` say everything the specification holds.

These run the page generators directly (no Sphinx build), so they are quick;
test_site_build.py checks that Sphinx accepts the result.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import pages_cli
import spec
import spec.texts
from checker.cli import build_parser
from checker.commands import COMMANDS

ROOT = Path(__file__).resolve().parents[2]


def test_one_page_per_edition_plus_overview_index_matrix_cli_invariants(pages):
    assert set(pages) == {"editions/index.rst", "clauses.rst", "matrix.rst", "cli.rst", "invariants.rst",
                          "performance.rst", "performance-bound.svg", "performance-outcomes.svg",
                          "jcloisterzone-results.inc", "architecture-layers.svg",
                          "formats-summary.inc", "schemas-list.inc", "conformance-counts.inc", "mutation-score.inc", "diagnosis-score.inc",
                          *(f"formats/{page}.rst" for page in ("scenarios", "printed", "written", "engine")),
                          *(f"editions/{e}.rst" for e in spec.EDITIONS),
                          "sources/index.rst", *(f"sources/{d.number}.rst" for d in spec.texts.DOCUMENTS.values()),
                          "reference/index.rst", *(f"reference/{prefix}-{n}.rst" for prefix in "rk" for n in range(1, 7)),
                          "home-editions.inc", "home-questions.inc", "home-verdicts.inc", "contradictions-summary.inc"}


def test_every_invariant_is_a_section_with_its_label(pages):
    from checker.robbers.invariants import INVARIANTS

    for inv in INVARIANTS:
        assert f"\n.. _invariant-{inv.id}:\n\n{inv.id}\n" in pages["invariants.rst"], inv.id


def test_every_clause_has_its_label_in_the_clause_index(pages):
    for clause_id in spec.CLAUSES:
        assert f"\n.. _clause-{clause_id}:\n" in pages["clauses.rst"], clause_id


def test_every_clause_in_force_is_folded_under_its_rule_with_its_id_as_anchor(pages):
    for edition_id in spec.EDITIONS:
        page = pages[f"editions/{edition_id}.rst"]
        for clause in spec.resolve(edition_id).clauses:
            assert f'<span id="{clause.id}"></span>' in page, (edition_id, clause.id)
            assert f"<summary>Clause <code>{clause.id}</code> and its sources</summary>" in page, (edition_id, clause.id)
            for citation in clause.sources:
                assert f"{citation.document.title} </generated/sources/{citation.document.number}>" in page


def test_every_clause_id_appears_in_the_generated_docs(pages):
    text = "\n".join(pages.values())
    missing = [c for c in spec.CLAUSES if c not in text]
    assert not missing


def test_differences_and_open_questions_are_shown(pages):
    page = pages["editions/c1-hig-2012.rst"]
    assert "Other editions answer ``movement`` differently" in page
    assert ":ref:`movement-per-turn <clause-movement-per-turn>`" in page
    assert "<summary>The sources leave this open: reading <code>arrival-trigger</code></summary>" in page
    assert "``arrival-trigger=yes`` **(default)**" in page  # issue 29 c: the base sentence decides
    assert spec.INTERPRETATIONS["arrival-trigger"].why_default.split()[0] in page


def test_every_cli_subcommand_has_its_help_on_the_cli_page(pages):
    names = [module.__name__.rsplit(".", 1)[-1].replace("_", "-") for module in COMMANDS]
    assert names
    for name in names:
        assert f"\nrulespec {name}\n" in pages["cli.rst"], name
        assert f"usage: rulespec {name}" in pages["cli.rst"], name
    assert set(pages_cli.subcommands(build_parser())) == set(names)


def test_every_worked_example_is_checked_on_the_worked_examples_page():
    page = (ROOT / "docs" / "worked-examples.rst").read_text(encoding="utf-8")
    for path in sorted((ROOT / "tests" / "worked_examples" / "expected").glob("*.json")):
        assert f".. _example-{path.stem}:" in page, path.stem
        assert f":expect: tests/worked_examples/expected/{path.name}" in page, path.stem


def test_the_invariants_page_shows_the_proofs_by_induction(pages):
    """Every field of the induction's state is described (the page argues the
    state is complete, so a field it does not name would be an unargued one),
    every lemma is listed, and each proved invariant shows its strengthening."""
    from dataclasses import fields

    import pages_induction
    from checker.robbers.induction.lemmas import LEMMAS
    from checker.robbers.induction.state import State

    page = pages["invariants.rst"]
    named = " ".join(row[0] for row in pages_induction.STATE_ROWS)
    assert [f.name for f in fields(State) if f.name not in named.replace(",", " ").split()] == ["players"]
    for lemma in LEMMAS:
        assert f"``{lemma.id}``" in page, lemma.id
    assert "**Proved for every turn of 2\u20136 players** in c2-2017, c3-2021, c3.1-2025: inductive as stated." in page
    assert "strengthened by ``counted-round-has-window``" in page
    assert "holds (every turn)" in page and "holds (bound)" in page


def test_the_invariants_page_shows_the_strengthenings_worked_out_by_hand(pages):
    """Not the page against the data it is rendered from: each invariant's
    line for C1 HiG 2013 and C3.1 names exactly the lemmas tests/induction/
    test_proofs.py argues for (an invariant proved with none is "inductive
    as stated"; robber-shares-space is not proved by induction)."""
    import re

    from tests.induction.test_proofs import STRENGTHENINGS

    page = pages["invariants.rst"]
    lines = [line for line in page.splitlines() if line.startswith("**Proved for every turn")]
    for edition, by_invariant in STRENGTHENINGS.items():
        shown = []
        for line in lines:
            names, _, lemmas = line.partition("** in ")[2].partition(", strengthened by ")
            names = names.split(": inductive as stated")[0]
            if edition in [n.strip().replace("\\", "") for n in names.split(",")]:
                shown.append(frozenset(re.findall(r"``([^`]+)``", lemmas)))
        proved = [lemmas for invariant, lemmas in by_invariant.items() if invariant != "robber-shares-space"]
        assert sorted(shown, key=sorted) == sorted(map(frozenset, proved), key=sorted), edition

