"""The simulator's bookkeeping shortcuts (issue 32) change no result.

``freeze``, ``figures_json`` and ``thaw`` were rewritten without the
intermediate dicts; ``Outcome.sort_key`` no longer builds the whole document
(The Robbers' side, a derivation) nor an encoder per field; ``Edit`` thaws a
bag only when it is read and freezes an unread one as the state's own tuple,
and ``feeding.moves`` copies only the districts figures could leave;
``outcome_of`` takes the state's frozen bags as they are. Each is compared
here with the code it replaced, written out below as it was, on the worked
examples and on a few hundred seeded candidates under every edition.
"""

from __future__ import annotations

import importlib
import json
from dataclasses import replace
from itertools import islice, product
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

import spec
from checker.count_king_robber import load_scenario, simulate
from checker.count_king_robber.conformance.candidates import stream
from checker.count_king_robber.model import DISTRICTS, FIGURES, Outcome, canonical, figures_json, freeze, thaw
from checker.count_king_robber.reference import bags as bag_helpers
from checker.count_king_robber.reference import feeding, game_end, score_step

simulate_module = importlib.import_module("checker.count_king_robber.reference.simulate")

MODULE = "count-king-robber"
ROOT = Path(__file__).resolve().parents[2]
EDITIONS = sorted(spec.module_editions(MODULE))


# The replaced code, as it was before issue 32's changes.


def old_figures_json(figures, players) -> dict:
    out = {}
    for p in players:
        mine = {f: int(figures.get(p, {}).get(f, 0)) for f in FIGURES if figures.get(p, {}).get(f, 0)}
        if mine:
            out[p] = mine
    return out


def old_freeze(figures, players) -> tuple:
    return tuple((p, f, n) for p, kinds in old_figures_json(figures, players).items() for f, n in kinds.items())


def old_thaw(frozen: tuple) -> dict:
    out: dict = {}
    for p, f, n in frozen:
        out.setdefault(p, {})[f] = n
    return out


def old_sort_key(outcome: Outcome) -> tuple:
    doc = outcome.to_json()
    return (
        tuple(s for _, s in outcome.scores),
        json.dumps(doc.get("city"), sort_keys=True),
        json.dumps(doc["returned"], sort_keys=True),
        json.dumps(doc["placed"], sort_keys=True),
        json.dumps(doc["king"], sort_keys=True),
        json.dumps(doc["robber-baron"], sort_keys=True),
        () if outcome.robbers is None else outcome.robbers.sort_key(),
    )


class OldEdit:
    """Every bag thawed at once and frozen back, read or not."""

    def __init__(self, state, players):
        self.players = players
        self.base = state
        self.scores = dict(zip(players, state.scores))
        self.supply = old_thaw(state.supply)
        self.districts = {d: old_thaw(fr) for d, fr in zip(DISTRICTS, state.districts)}
        self.returned = old_thaw(state.returned)

    def freeze(self, **changes):
        return replace(
            self.base,
            scores=tuple(self.scores[p] for p in self.players),
            supply=old_freeze(self.supply, self.players),
            districts=tuple(old_freeze(self.districts[d], self.players) for d in DISTRICTS),
            returned=old_freeze(self.returned, self.players),
            **changes,
        )


def old_outcome_of(state, scenario) -> Outcome:
    players = scenario.players
    return Outcome.make(
        players,
        dict(zip(players, state.scores)),
        state.count,
        {d: old_thaw(fr) for d, fr in zip(DISTRICTS, state.districts)} if scenario.city else None,
        old_thaw(state.returned),
        state.placed,
        state.king,
        state.baron,
    )


def old_moves(districts, count, features, rules, must=False, only=DISTRICTS):
    """feeding.moves as it was: every district copied into each result."""
    slots = []
    for d in feeding.open_districts(count, rules):
        if d not in only:
            continue
        for player, figure, n in bag_helpers.items(districts[d]):
            where = feeding.targets(d, figure, features, rules)
            if where:
                slots.append((d, player, figure, where, feeding.splits(n, len(where), must)))
    results = []
    for pick in product(*(s[4] for s in slots)):
        left = {d: {p: dict(k) for p, k in districts[d].items()} for d in DISTRICTS}
        added = [{} for _ in features]
        for (d, player, figure, where, _), counts in zip(slots, pick):
            for i, c in zip(where, counts):
                if c:
                    bag_helpers.take(left[d], player, figure, c)
                    bag_helpers.add(added[i], player, figure, c)
        results.append((left, added))
    return results


def old_simulate(scenario, rules) -> list:
    """The simulator with the replaced Edit, outcome_of and feeding.moves
    (monkeypatching by hand, restored before returning)."""
    saved = (score_step.Edit, game_end.Edit, simulate_module.outcome_of, feeding.moves)
    score_step.Edit = game_end.Edit = OldEdit
    simulate_module.outcome_of = old_outcome_of
    feeding.moves = old_moves
    try:
        return simulate(scenario, rules)
    finally:
        score_step.Edit, game_end.Edit, simulate_module.outcome_of, feeding.moves = saved


# The cases.


def candidates(n: int = 150) -> list:
    return list(islice(stream("issue-32 shortcuts"), n))


def worked_examples() -> list:
    """(scenario, rules) of every worked example, with The Robbers' rules for a combined one."""
    out = []
    for path in sorted((ROOT / "tests" / "count_king_robber" / "expected").glob("ckr-*.json")):
        doc = json.loads(path.read_text(encoding="utf-8"))
        scenario = load_scenario(str(ROOT / "examples" / doc["scenario"]))
        for edition in doc["editions"]:
            rules = spec.parse_reference(edition, doc.get("interpretations"))
            for robbers in doc.get("with-robbers", [None]):
                out.append((scenario, rules if robbers is None else rules.with_companion(spec.resolve(robbers))))
    return out


PLAYERS = ("red", "blue", "green", "yellow")
counts = st.integers(min_value=-2, max_value=3)
bags = st.dictionaries(
    st.sampled_from(PLAYERS + ("black",)),  # "black" is not among the players passed
    st.dictionaries(st.sampled_from(FIGURES), counts, max_size=3),
    max_size=5,
)


@given(figures=bags, players=st.permutations(PLAYERS).flatmap(lambda ps: st.integers(0, 4).map(lambda k: ps[:k])))
def test_figures_json_freeze_and_thaw_give_what_the_replaced_code_gave(figures, players):
    assert figures_json(figures, players) == old_figures_json(figures, players)
    assert list(figures_json(figures, players)) == list(old_figures_json(figures, players))  # the order too
    assert freeze(figures, players) == old_freeze(figures, players)
    frozen = old_freeze(figures, players)
    assert thaw(frozen) == old_thaw(frozen)
    assert freeze(thaw(frozen), players) == frozen  # what Edit and outcome_of rely on


def test_the_outcomes_and_their_order_are_the_replaced_code_s_on_the_worked_examples():
    cases = worked_examples()
    assert len(cases) >= 30
    checked = 0
    for scenario, rules in cases:
        new = simulate(scenario, rules)
        if scenario.robbers is None:
            old = old_simulate(scenario, rules)
            assert new == old
            assert [o.to_json() for o in new] == [o.to_json() for o in old]
        assert [o.sort_key() for o in new] == [old_sort_key(o) for o in new]
        assert new == sorted(set(new), key=old_sort_key)
        checked += len(new)
    assert checked > 100


@pytest.mark.parametrize("edition", EDITIONS)
def test_the_outcomes_and_their_order_are_the_replaced_code_s_on_seeded_candidates(edition):
    rules = spec.resolve(edition)
    outcomes = []
    for scenario in candidates():
        new = simulate(scenario, rules)
        old = old_simulate(scenario, rules)
        assert new == old, json.dumps(scenario.to_json())
        assert [o.to_json() for o in new] == [o.to_json() for o in old]
        outcomes += new
    assert len(outcomes) > 300
    # Every outcome of every candidate at once: the canonical order across turns too.
    assert [o.sort_key() for o in outcomes] == [old_sort_key(o) for o in outcomes]
    assert canonical(outcomes) == sorted(set(outcomes), key=old_sort_key)


def test_the_comparison_fails_for_an_edit_that_forgets_a_bag():
    """The lazy Edit must freeze what was changed: one that always freezes
    the state's own supply back is caught by the comparison above."""
    from checker.count_king_robber.reference import state as state_module

    class Forgetful(state_module.Edit):
        def freeze(self, **changes):
            return replace(super().freeze(**changes), supply=self.base.supply)

    rules = spec.resolve(EDITIONS[0])
    saved = score_step.Edit
    score_step.Edit = Forgetful
    try:
        differs = [s for s in candidates(60) if simulate(s, rules) != old_simulate(s, rules)]
    finally:
        score_step.Edit = saved
    assert differs


def test_a_cached_key_text_never_answers_for_an_equal_value_of_another_type():
    """The key's texts are cached by value; True == 1 but writes "true":
    each outcome still gets the replaced code's key, in any order of asking."""
    from checker.count_king_robber.model import Holder

    plain = Outcome.make(["red", "blue"], {"red": 1, "blue": 2}, None, None, {}, None, Holder("red", 1), Holder(None, 0))
    odd = replace(plain, king=Holder("red", True), robber_baron=Holder(None, False))
    for outcome in (plain, odd, plain, odd):
        assert outcome.sort_key() == old_sort_key(outcome)
    assert plain.sort_key() != odd.sort_key()


def test_the_outcome_set_is_the_simulator_s_outcomes():
    """``reference.outcome_set`` (unordered, for the suite's set comparisons)
    holds exactly ``simulate``'s outcomes, with The Robbers in play too."""
    from checker.count_king_robber.reference import outcome_set

    cases = worked_examples() + [(s, spec.resolve(e)) for s in candidates(40) for e in EDITIONS]
    assert any(s.robbers is not None for s, _ in cases)
    for scenario, rules in cases:
        unordered = outcome_set(scenario, rules)
        assert isinstance(unordered, frozenset)
        ordered = simulate(scenario, rules)
        assert unordered == frozenset(ordered) and len(unordered) == len(ordered)
