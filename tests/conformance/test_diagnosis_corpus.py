"""The corpus of planted-bug engines (issue 47, item 4;
tests/conformance/engines/corpus_engine.py): each engine, its mistake
planted, fails at least one vector of the corpus suite (the small suite's
options over its editions and the two Z-Man texts, with the vectors written
by hand); run fixed, it passes them all; and each expectation is a change
the specification can state (the clause is in force where the mistake shows;
what the engine plays instead is a clause of the same topic in another
edition, the named reading, or the rules of an earlier month). The
expectations themselves come from the sources (each engine's ``why``), never
from a diagnosis: these tests run conform without one."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

import spec
from checker.cli import main
from spec._rules import edition_rulings

ENGINES = Path(__file__).resolve().parent / "engines"
sys.path.insert(0, str(ENGINES))
from corpus_engine import BY_NAME, CORPUS, SUITE_EDITIONS  # noqa: E402


def conform(capsys, suite: Path, name: str, *options: str, editions=()) -> dict:
    """``conform --json`` of one corpus engine, without a diagnosis."""
    engine = f"{sys.executable} {ENGINES / 'corpus_engine.py'} {name} {' '.join(options)} --lines"
    argv = ["conform", str(suite), "--persistent", "--impl", engine, "--no-diagnosis", "--json"]
    for edition in editions:
        argv += ["--edition", edition]
    main(argv)
    return json.loads(capsys.readouterr().out)


def failing(doc: dict) -> list[str]:
    return [r["id"] for r in doc["results"] if r["status"] in ("fail", "error")]


def test_the_corpus_is_twenty_engines_or_more_over_both_modules_every_kind_of_change_and_every_suite_edition():
    assert len(CORPUS) >= 20 and len(BY_NAME) == len(CORPUS)
    assert {p.module for p in CORPUS} == {"robbers", "count-king-robber"}
    assert {p.kind for p in CORPUS} == {"replace", "reading", "as-of", "drop", "mistake"}
    assert {e for p in CORPUS for e in p.editions} == set(SUITE_EDITIONS)
    assert [p.name for p in CORPUS if p.clause is None] == ["wrap-off-by-one"]
    # The six and the four it says were named.
    assert {"steal-rounded-down", "later-scoring-same-marker", "zmg-next-in-supply-only", "c3-steal-whole-turn",
            "robbers-ignore-couriers", "ckr-zmg-phase3-only", "backward-triggers", "rogue-points-trigger",
            "king-kept-on-first-city", "count-ignored-at-final-redeployment"} <= set(BY_NAME)


@pytest.mark.parametrize("planted", [p for p in CORPUS if p.clause], ids=lambda p: p.name)
def test_the_expected_change_is_one_the_specification_states(planted):
    """The mistaken clause is in force in each edition where the mistake
    shows, and ``by`` is what another text plays on its topic."""
    for edition in planted.editions:
        assert spec.resolve(edition).has(planted.clause), (edition, planted.clause)
    topic = spec.CLAUSES[planted.clause].topic
    if planted.kind == "replace":
        assert spec.CLAUSES[planted.by].topic == topic
        assert any(e.id not in planted.editions and spec.resolve(e.id).has(planted.by) for e in spec.EDITIONS.values())
    elif planted.kind == "reading":
        key, value = planted.by.split("=")
        question = spec.INTERPRETATIONS[key]
        assert question.options[question.default] == planted.clause and spec.CLAUSES[question.options[value]].topic == topic
    elif planted.kind == "as-of":
        for edition in planted.editions:
            assert not spec.resolve(edition, as_of=planted.by).has(planted.clause)
            assert any(r.clause == planted.clause and r.date > planted.by for r in edition_rulings(edition))
    else:
        assert planted.by is None


@pytest.mark.parametrize("name", list(BY_NAME))
def test_each_engine_fails_a_vector_planted_and_passes_fixed(corpus_suite, capsys, name):
    suite, _ = corpus_suite
    editions = BY_NAME[name].editions
    planted = failing(conform(capsys, suite, name, editions=editions))
    assert planted, f"{name}: its mistake fails no vector of {', '.join(editions)}"
    assert failing(conform(capsys, suite, name, "--fixed", editions=editions)) == []


def test_an_engine_run_fixed_passes_every_vector_of_the_suite(corpus_suite, capsys):
    """--fixed plants nothing, whatever the name: the reference engine, on every edition."""
    suite, written = corpus_suite
    doc = conform(capsys, suite, "steal-rounded-down", "--fixed")
    assert failing(doc) == [] and doc["summary"]["passed"] >= 150
    assert written <= {r["id"] for r in doc["results"]}
