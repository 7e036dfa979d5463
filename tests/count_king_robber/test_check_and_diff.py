"""Count, King & Robber's proofs and diffs: the invariants hold under every
edition and fail, with a replayable counterexample, when the clause they rest
on is dropped; the HiG and Z-Man texts are told apart by the search alone."""

from __future__ import annotations


import pytest

import spec
from checker.count_king_robber import enumerate_outcomes, scenario_from_json
from checker.count_king_robber.diff import ckr_diff
from checker.count_king_robber.diff.replay import replay
from checker.count_king_robber.invariants import INVARIANTS, prove_ckr
from checker.count_king_robber.symbolic import shape as symbolic_shape
from checker.diffs.ceiling import Ceiling

MODULE = "count-king-robber"


@pytest.mark.parametrize("edition", list(spec.module_editions(MODULE)))
def test_every_invariant_holds_under_every_edition(edition):
    verdicts = prove_ckr(spec.resolve(edition), timeout=60)
    assert [v["invariant"] for v in verdicts] == [i.id for i in INVARIANTS]
    assert {v["status"] for v in verdicts} == {"holds"}, verdicts


def _violation(dropped: str, invariant: str):
    rules = spec.resolve("ckr-hig-2017", without=[dropped])
    (verdict,) = prove_ckr(rules, invariant_ids=[invariant], timeout=60)
    assert verdict["status"] == "violated", verdict
    scenario = scenario_from_json(verdict["counterexample"]["scenario"], "<counterexample>")
    return scenario, enumerate_outcomes(scenario, rules)


def test_without_entry_once_two_figures_enter_in_one_turn():
    scenario, outcomes = _violation("entry-once-per-turn", "one-entry-per-turn")
    assert any(len(o.placed) >= 2 for o in outcomes)


def test_without_the_king_clause_a_larger_city_leaves_the_king_behind():
    scenario, outcomes = _violation("king-largest-city", "king-holds-largest-city")
    completed = [f.tiles for s in scenario.turn if s.kind == "score" for f in s.features if f.kind == "city"]
    assert any(o.king.size < max(completed) for o in outcomes)


def test_without_the_challenge_clause_the_loser_stays_on_the_board():
    scenario, outcomes = _violation("challenge-first-completed-wins", "challenge-loser-goes-home")
    rivals = [f.challenge.meeples for s in scenario.turn for f in s.features if f.challenge and f.challenge.feature is None]
    assert rivals and any(rivals)
    assert all(not set(r) <= set(o.returned) for o in outcomes for r in rivals if r)


#: Generous: the tests must not flake on a loaded machine; how fast a diff
#: is belongs to the benchmarks.
TIMEOUT = 300


def _diff(a: str, b: str) -> dict:
    return ckr_diff(spec.parse_reference(a), spec.parse_reference(b), timeout=TIMEOUT)


def _replayed(doc: dict, rules_a=None, rules_b=None) -> None:
    """The witness is what the reference simulator (no Z3: the search's
    encoding found it) finds on its scenario, under the two sides' rules (or
    those given, with The Robbers' as companion): the outcomes only one side
    allows, and each side's count."""
    from checker import expansions

    module = expansions.EXPANSIONS[MODULE]
    w = doc["witness"]
    scenario = scenario_from_json(w["scenario"], "<witness>")
    rules = (rules_a or spec.parse_reference(doc["a"]), rules_b or spec.parse_reference(doc["b"]))
    in_a, in_b = (module.simulate(scenario, r) for r in rules)
    claimed = {side: {module.outcome_from_json(o, scenario) for o in w[f"only_in_{side}"]} for side in ("a", "b")}
    assert claimed == {"a": set(in_a) - set(in_b), "b": set(in_b) - set(in_a)}
    assert claimed["a"] or claimed["b"]
    assert (w["outcomes_in_a"], w["outcomes_in_b"]) == (len(in_a), len(in_b))


def test_the_search_finds_the_zmg_entry_difference_on_its_own():
    """003 footnotes 2 and 5: the Z-Man text lets the active player into the
    city after scorings the HiG text excludes, never the other way round."""
    doc = _diff("ckr-hig-2017", "ckr-zmg-2017")
    assert doc["status"] == "different", doc["note"]
    assert set(doc["clauses"]) == {"entry-nothing-from-any-feature", "entry-per-feature", "entry-feature-phase-only", "entry-any-phase"}
    witness = doc["witness"]
    assert witness["only_in_a"] == []
    assert witness["only_in_b"] and all(o["placed"] for o in witness["only_in_b"])


def test_the_hig_zmg_witness_is_small_and_replays():
    """A shrunk witness: two players, at most one figure of a kind in any
    place, and few enough outcomes for a person to read."""
    doc = _diff("ckr-hig-2017", "ckr-zmg-2017")
    _replayed(doc)
    w = doc["witness"]
    assert len(w["scenario"]["players"]) == 2
    # One figure entering: at most 4 districts times 4 places for the Count.
    assert len(w["only_in_a"]) + len(w["only_in_b"]) <= 16
    assert w["outcomes_in_a"] <= 20 and w["outcomes_in_b"] <= 20


@pytest.mark.parametrize("a, b", [("ckr-hig-2017", "ckr-c1-2008"), ("ckr-c1-2008", "ckr-c1-2008+final-redeploy=may")])
def test_a_final_scoring_difference_is_found_at_the_game_end(a, b):
    """003 footnote 12: the 1st-edition ruling redeploys district figures at
    the end, and its 'must' and 'may' readings part there too."""
    doc = _diff(a, b)
    assert doc["status"] == "different", doc["note"]
    assert any(s["step"] == "game-end" for s in doc["witness"]["scenario"]["turn"])
    _replayed(doc)


def _robbers_side(doc: dict, edition: str) -> tuple:
    """The two rule sets as the witness of a combined turn is replayed: each with The Robbers' ``edition``."""
    robbers = spec.parse_reference(edition)
    return tuple(spec.parse_reference(doc[k]).with_companion(robbers) for k in ("a", "b"))


def test_the_robbing_gains_readings_part_when_the_robbers_are_in_play():
    """With The Robbers in the turn, an opponent's scoring that robbing also
    paid the active player for opens the city only when robbed points do not
    count as gained: the search finds it on a combined shape, under the
    newest Robbers edition, and plain enumeration agrees."""
    doc = _diff("ckr-hig-2017", "ckr-hig-2017+robbing-gains=robbing-counts")
    assert doc["status"] == "different", doc["note"]
    assert doc["scope"]["robbers"].startswith("in play under c3.1-2025")
    assert doc["scope"]["robbers edition"] == "c3.1-2025"
    w = doc["witness"]
    assert "robbers" in w["scenario"] and len(w["scenario"]["players"]) == 2
    # Only the reading that ignores robbed points lets the active player in.
    assert w["only_in_a"] and not w["only_in_b"]
    assert all(o["placed"] is not None for o in w["only_in_a"])
    scenario = scenario_from_json(w["scenario"], "<witness>")
    rules_a, rules_b = _robbers_side(doc, "c3.1-2025")
    _replayed(doc, rules_a, rules_b)
    in_a, in_b = enumerate_outcomes(scenario, rules_a), enumerate_outcomes(scenario, rules_b)
    assert (len(in_a), len(in_b)) == (w["outcomes_in_a"], w["outcomes_in_b"])


def test_the_robbers_edition_of_a_combined_diff_can_be_chosen():
    doc = ckr_diff(spec.resolve("ckr-hig-2017"), spec.parse_reference("ckr-hig-2017+robbing-gains=robbing-counts"),
                   timeout=TIMEOUT, robbers_edition="c1-hig-2012")
    assert doc["status"] == "different", doc["note"]
    assert doc["scope"]["robbers"].startswith("in play under c1-hig-2012")


def test_a_diff_without_robbing_gains_keeps_the_robbers_out():
    doc = _diff("ckr-hig-2017", "ckr-c1-2008")
    assert doc["scope"]["robbers"] == "not in play" and "robbers edition" not in doc["scope"]
    assert "robbers" not in doc["witness"]["scenario"]


def test_a_difference_outside_the_small_tier_is_found_in_the_whole_bound(monkeypatch):
    """With a small tier that has no figures at all, no entry difference can
    show there; the search must widen to the whole bound and still find it."""
    monkeypatch.setattr(symbolic_shape, "SMALL", {"figures": 0})
    doc = _diff("ckr-hig-2017", "ckr-zmg-2017")
    assert doc["status"] == "different", doc["note"]
    _replayed(doc)


def test_a_replay_past_its_deadline_gives_no_witness():
    """The caller then says "unknown": an unfinished enumeration proves nothing."""
    doc = _diff("ckr-c1-2008", "ckr-c1-2008+final-redeploy=may")
    scenario = scenario_from_json(doc["witness"]["scenario"], "<witness>")
    assert replay(scenario, spec.parse_reference(doc["a"]), spec.parse_reference(doc["b"]), Ceiling(0)) is None


def test_a_search_cut_short_is_unknown_never_same():
    doc = ckr_diff(spec.resolve("ckr-hig-2017"), spec.parse_reference("ckr-hig-2017+robbing-gains=robbing-counts"), timeout=0.001)
    assert doc["status"] == "unknown" and doc["same"] is False


def test_rule_sets_with_the_same_clauses_are_the_same_without_search():
    doc = ckr_diff(spec.resolve("ckr-hig-2017"), spec.parse_reference("ckr-hig-2017+count-variant=free"), timeout=1)
    assert doc["status"] == "same" and doc["witness"] is None


def test_without_completion_by_tile_only_a_message_redeploys_or_moves_a_tile():
    """Self-check of only-completion-redeploys (issue 29 g): with every
    scoring completing its features, a message's city or road takes a tile
    or draws a figure from a district."""
    scenario, outcomes = _violation("completion-by-tile-only", "only-completion-redeploys")
    assert any(s.kind == "score" and s.source == "message" for s in scenario.turn)
    districts = {d: fr for d, fr in scenario.districts.items()}
    moved = [o for o in outcomes if any(fr != districts.get(d, ()) for d, fr in o.districts) and not o.placed]
    tiles = [o for o in outcomes if (o.king, o.robber_baron) != (scenario.king, scenario.robber_baron)]
    assert moved or tiles
