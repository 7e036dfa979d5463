"""Every clause is cited, every edition resolves, and the composition
machinery (bases, overrides, dated rulings, readings, dropped clauses) does
what the sources say."""

import pytest

import spec
from spec import Authority
from spec.texts import sources_dir
from tests import needs

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


@needs.SOURCES
def test_every_cited_document_is_in_shared_sources():
    for clause in spec.CLAUSES.values():
        for citation in clause.sources:
            assert (sources_dir() / citation.document.file).is_file(), citation.document.file


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
                as_of = spec.reading_month(edition, interp_key)
                used |= spec.resolve(edition, as_of=as_of, interpretations={interp_key: value}).clause_ids
        used |= spec.resolve(edition, as_of="2013-01" if edition.startswith("c1") else None).clause_ids
    assert used == set(spec.CLAUSES)


def test_zmg_differs_from_hig_2012_only_in_who_else_places():
    """004 'each other player' vs 000 footnote 3 'the next player'. Since the
    5/2013 rulings that is the only difference; before them the Z-Man text
    also resolves per scoring ('may not wait for a scored feature'), where the
    1st-edition page weighs the whole turn ('on the same turn'). Both count
    every forward move (issue 29 e: 000's 'When a counting figure of another
    player moves forward', 004's 'the next points that are scored')."""
    hig, zmg = spec.resolve("c1-hig-2012").clause_ids, spec.resolve("c1-zmg-bb4").clause_ids
    assert hig - zmg == {"next-in-supply-may-place"}
    assert zmg - hig == {"each-other-may-place"}
    hig, zmg = (spec.resolve(e, as_of="2013-04").clause_ids for e in ("c1-hig-2012", "c1-zmg-bb4"))
    assert hig - zmg == {"next-in-supply-may-place", "resolve-at-once"}
    assert zmg - hig == {"each-other-may-place", "resolve-per-round"}
    # The reading theft-timing (issue 45) is open for the 1st-edition page's texts, not for Z-Man's.
    assert "theft-timing" not in spec.edition_interpretations("c1-zmg-bb4")
    hig = spec.resolve("c1-hig-2012", as_of="2013-04", interpretations={"theft-timing": "end-of-turn"}).clause_ids
    assert hig - zmg == {"next-in-supply-may-place", "resolve-per-turn"}


def test_devir_text_counts_every_scoring_for_the_whole_turn():
    """002: 'avance desde la casilla' and 'excepto ... «puntos de ladrón»' name
    any advance; 'en ese turno' keeps the turn as the window (as 000's 'on the
    same turn'). Read by its sentences, the HiG text says the same (issue 29
    e), so the two play alike at every date; only HiG's page leaves the
    reading c1-scorings open (its heading "Scoring a feature")."""
    devir = spec.resolve("c1-devir-2012", as_of="2013-04")
    assert devir.has("count-all-scorings") and devir.has("resolve-at-once")
    assert spec.resolve("c1-devir-2012", as_of="2013-04", interpretations={"theft-timing": "end-of-turn"}).has(
        "resolve-per-turn")
    for as_of in (None, "2013-04"):
        assert spec.resolve("c1-devir-2012", as_of=as_of).clause_ids == spec.resolve("c1-hig-2012", as_of=as_of).clause_ids
    assert "c1-scorings" in spec.edition_interpretations("c1-hig-2012")
    assert "c1-scorings" not in spec.edition_interpretations("c1-devir-2012")


def test_hig_2013_adds_the_end_bonus():
    """000 footnote 12: the +3 was added in 2013; 2012, RGG and ZMG lack it."""
    assert spec.resolve("c1-hig-2013").has("end-bonus-three")
    for edition in ["c1-hig-2012", "c1-rgg", "c1-zmg-bb4", "c1-devir-2012"]:
        assert not spec.resolve(edition).has("end-bonus-three")


def test_as_of_applies_only_rulings_published_by_then():
    before = spec.resolve("c1-hig-2012", as_of="2013-04")
    # Example #1 (a robber beside the Woman Follower, robbing it) and the base
    # sentence ("moves forward") are the text: no ruling dates them (issue 29 d, e).
    assert before.has("courier-counts") and before.has("count-all-scorings")
    # The theft at once where no choice is open (the default reading theft-timing=at-once, issue 45).
    assert before.has("resolve-at-once") and before.interpretations["theft-timing"] == "at-once"
    may_2013 = spec.resolve("c1-hig-2012", as_of="2013-05")
    # Footnote 7 (5/2013), "only from the first allowable event", restated by footnote 9 (10/2014).
    assert may_2013.has("resolve-per-round")
    assert not spec.resolve("c1-hig-2012", as_of="2015-02").has("backward-robber-follows")
    assert spec.resolve("c1-hig-2012", as_of="2015-03").has("backward-robber-follows")
    # The C3.1 turn sequence ignores messages in its own text; the 4/2026 answer states it, no ruling.
    assert spec.resolve("c3.1-2025", as_of="2025-12").has("ignore-message-scoring")
    assert list(spec.edition_rulings("c3.1-2025")) == []


def test_interpretations_switch_clauses():
    assert spec.resolve("c3.1-2025").has("steal-base-movement")
    assert spec.resolve("c3.1-2025", interpretations={"steal-base": "player-turn"}).has("steal-base-player-turn")
    assert spec.resolve("c2-2017").has("ignore-message-scoring")
    assert spec.resolve("c3-2021", interpretations={"message-points": "counted"}).has("count-all-scorings")
    with pytest.raises(spec.SpecError, match="does not apply"):
        spec.resolve("c3.1-2025", interpretations={"message-points": "counted"})
    assert spec.resolve("c3.1-2025").has("backward-robber-follows")
    assert spec.resolve("c3.1-2025", interpretations={"backward-split": "follows"}).has("backward-robber-must-follow")
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


def test_an_edition_read_from_an_undated_source_says_why_it_has_its_date():
    """004 names neither publisher nor year; c1-zmg-bb4 is dated 2013 from
    000 footnote 3 (5/2013), which quotes its placement sentence."""
    undated = [e for e in spec.EDITIONS.values() if e.source.date == "undated"]
    assert [e.id for e in undated] == ["c1-zmg-bb4"]
    assert all(e.date_note for e in undated)
    assert "footnote 3, dated 5/2013" in spec.EDITIONS["c1-zmg-bb4"].date_note
