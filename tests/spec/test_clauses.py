"""Every clause is cited, every edition resolves, and the composition
machinery (bases, overrides, dated rulings, readings, dropped clauses) does
what the sources say."""

from pathlib import Path

import pytest

import spec
from spec import Authority

SOURCES = Path(__file__).resolve().parents[3] / "shared" / "sources"
REQUIRED_EDITIONS = ["c1-hig-2012", "c1-devir-2012", "c1-rgg", "c1-zmg-bb4", "c1-hig-2013", "c2-2017", "c3-2021", "c3.1-2025"]


def test_every_required_edition_exists():
    assert set(REQUIRED_EDITIONS) <= set(spec.EDITIONS)


@pytest.mark.parametrize("clause", list(spec.CLAUSES.values()), ids=lambda c: c.id)
def test_every_clause_cites_a_source_document_and_has_constraints(clause):
    assert clause.sources, clause.id
    for citation in clause.sources:
        assert citation.document.file.endswith(".txt")
        assert citation.section
    assert clause.summary and len(clause.summary) < 200
    assert isinstance(clause.authority, Authority)
    assert callable(clause.constraints), f"{clause.id} adds no Z3 constraints"


@pytest.mark.skipif(not SOURCES.is_dir(), reason="shared/sources is not beside the checkout")
def test_every_cited_document_is_in_shared_sources():
    for clause in spec.CLAUSES.values():
        for citation in clause.sources:
            assert (SOURCES / citation.document.file).is_file(), citation.document.file


def test_every_edition_topic_names_a_known_clause_of_that_topic():
    for edition in spec.EDITIONS.values():
        for topic, clause_id in edition.topics.items():
            if clause_id is not None:
                assert spec.CLAUSES[clause_id].topic == topic, (edition.id, topic, clause_id)
        for ruling in edition.rulings:
            assert ruling.clause in spec.CLAUSES


def test_every_interpretation_option_names_a_clause_of_its_topic():
    for interp in spec.INTERPRETATIONS.values():
        assert interp.default in interp.options
        for clause_id in interp.options.values():
            if clause_id is not None:
                assert spec.CLAUSES[clause_id].topic == interp.topic


def test_every_clause_is_used_by_some_edition_or_reading():
    used = set()
    for edition in spec.EDITIONS:
        for interp_key in spec.edition_interpretations(edition):
            for value in spec.INTERPRETATIONS[interp_key].options:
                used |= spec.resolve(edition, interpretations={interp_key: value}).clause_ids
        used |= spec.resolve(edition, as_of="2013-01" if edition.startswith("c1") else None).clause_ids
    assert used == set(spec.CLAUSES)


def test_zmg_differs_from_hig_2012_only_in_who_else_places():
    """004 'each other player' vs 000 footnote 3 'the next player'."""
    hig, zmg = spec.resolve("c1-hig-2012").clause_ids, spec.resolve("c1-zmg-bb4").clause_ids
    assert hig - zmg == {"next-in-supply-may-place"}
    assert zmg - hig == {"each-other-may-place"}


def test_hig_2013_adds_the_end_bonus():
    """000 footnote 12: the +3 was added in 2013; 2012, RGG and ZMG lack it."""
    assert spec.resolve("c1-hig-2013").has("end-bonus-three")
    for edition in ["c1-hig-2012", "c1-rgg", "c1-zmg-bb4", "c1-devir-2012"]:
        assert not spec.resolve(edition).has("end-bonus-three")


def test_as_of_applies_only_rulings_published_by_then():
    before = spec.resolve("c1-hig-2012", as_of="2013-04")
    assert not before.has("courier-counts") and before.has("count-feature-scoring-only")
    may_2013 = spec.resolve("c1-hig-2012", as_of="2013-05")
    assert may_2013.has("courier-counts") and may_2013.has("count-all-scorings")
    assert may_2013.has("resolve-per-turn")
    assert spec.resolve("c1-hig-2012", as_of="2014-10").has("resolve-per-round")
    assert not spec.resolve("c1-hig-2012", as_of="2015-02").has("backward-robber-follows")
    assert spec.resolve("c1-hig-2012", as_of="2015-03").has("backward-robber-follows")
    assert spec.resolve("c3.1-2025", as_of="2026-03").has("count-all-scorings")
    assert spec.resolve("c3.1-2025", as_of="2026-04").has("ignore-message-scoring")


def test_interpretations_switch_clauses():
    assert spec.resolve("c3.1-2025").has("steal-base-player-turn")
    assert spec.resolve("c3.1-2025", interpretations={"steal-base": "marker-movement"}).has("steal-base-movement")
    robbers_steal = spec.resolve("c1-rgg", interpretations={"final-scoring": "robbers-steal"})
    assert not robbers_steal.has("final-scoring-robbers-idle")


@pytest.mark.parametrize(
    "call, message",
    [
        (lambda: spec.resolve("c9"), "unknown edition"),
        (lambda: spec.resolve("c1-rgg", as_of="2013-13"), "YYYY-MM"),
        (lambda: spec.resolve("c3.1-2025", as_of="2014-01"), "before edition"),
        (lambda: spec.resolve("c1-rgg", interpretations={"steal-base": "player-turn"}), "does not apply"),
        (lambda: spec.resolve("c1-rgg", interpretations={"nope": "x"}), "unknown interpretation"),
        (lambda: spec.resolve("c1-rgg", interpretations={"rogue-split": "x"}), "no value"),
        (lambda: spec.resolve("c1-rgg", without=["end-bonus-three"]), "no such clause"),
        (lambda: spec.parse_reference("c1-rgg+rogue-split"), "KEY=VALUE"),
    ],
)
def test_bad_requests_raise_spec_errors(call, message):
    with pytest.raises(spec.SpecError, match=message):
        call()


def test_references_round_trip():
    rules = spec.parse_reference("c1-hig-2012@2014-01+arrival-trigger=yes~no-self-robbery")
    assert rules.as_of == "2014-01" and rules.interpretations["arrival-trigger"] == "yes"
    assert not rules.has("no-self-robbery")
    assert spec.parse_reference(rules.label()) == rules
