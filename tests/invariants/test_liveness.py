"""never-dead-end's search with policies (``checker.robbers.invariants.policies``):
a dead end under a mutated rule set is still found and is a real one, each
policy is its model's own choice on the scenario it was learned from (so
the search progresses), a guard that names a later choice is not used (so a
policy is a function of the scenario), and the policies need far fewer
rounds than the models' values did (issue 32)."""

from __future__ import annotations

from dataclasses import replace
from types import SimpleNamespace

import pytest
import z3

import spec
from checker.robbers.encoding.enumerate import enumerate_outcomes
from checker.robbers.encoding.turn import TurnEncoding
from checker.robbers.invariants import liveness
from checker.robbers.invariants.catalog import BY_ID
from checker.robbers.invariants.policies import Policies
from checker.robbers.invariants.prove import prove
from checker.robbers.symbolic import Bound
from checker.robbers.symbolic.shape import Shape, SymbolicScenario, pin_scenario, source_classes
from checker.solver import new_solver

LIVE = (BY_ID["never-dead-end"],)


def _mutated(rules, extra):
    """``rules`` with must-take-first-points doing ``extra`` too."""
    def mutated(clause):
        if clause.id != "must-take-first-points":
            return clause

        def constraints(enc, original=clause.constraints):
            original(enc)
            extra(enc)
        return replace(clause, constraints=constraints)
    assert rules.has("must-take-first-points")
    return replace(rules, clauses=tuple(mutated(c) for c in rules.clauses))


def _no_seven_point_theft(enc):
    """A robber must still take the first points, but may not take from a
    movement of 7 points: one triggered by it has no legal resolution."""
    enc.on_steal(lambda s: s.require(s.base != 7))


def _placed_on_thirteen(enc):
    """A robber in supply must be placed, and only on space 13: with no
    other player's marker there, no placement is legal."""
    def placement(ctx):
        for p in ctx.players:
            ctx.require_act(p, ctx.in_supply[p])
            ctx.restrict_target(p, ctx.target[p] == 13)
    enc.on_placement(placement)


def _seven_points(scenario) -> bool:
    return 7 in [e["points"] for s in scenario["turn"] if s["step"] == "score" for e in s["events"]]


def _placement_from_supply(scenario) -> bool:
    return scenario["turn"][0]["step"] == "place-robbers" and None in scenario["robbers"].values()


@pytest.mark.parametrize("extra, why", [(_no_seven_point_theft, _seven_points),
                                        (_placed_on_thirteen, _placement_from_supply)])
def test_a_dead_end_of_a_mutated_rule_set_is_found_and_has_no_outcome(extra, why):
    rules = spec.parse_reference("c1-hig-2013")
    mutated = _mutated(rules, extra)
    bound = Bound(max_players=2, rounds=1, events=2)
    [verdict] = prove(mutated, bound, LIVE, timeout=120)
    assert verdict.status == "violated"
    scenario = verdict.counterexample["scenario"]
    assert why(scenario)  # the dead end is the mutation's
    decoded = _scenario(scenario)
    assert enumerate_outcomes(decoded, mutated) == []
    assert enumerate_outcomes(decoded, rules) != []  # the unmutated rules have a legal outcome there
    [holds] = prove(rules, bound, LIVE, timeout=120)
    assert holds.status == "holds"


def _scenario(doc):
    from checker.loading import scenario_from_json

    return scenario_from_json(doc, "dead end")


def _shape(edition: str, game_end: bool = False):
    rules = spec.parse_reference(edition)
    bound = BY_ID["never-dead-end"].bound_for(Bound())
    sym = SymbolicScenario(Shape(2, game_end), bound, source_classes([rules]))
    return rules, sym, TurnEncoding(sym.skeleton, rules, terms=sym.terms, name="t")


def test_each_policy_is_its_models_choice_on_its_own_scenario():
    """Learned from a model, a policy gives every choice the model's value
    on the model's scenario, so the constraints hold there under it and the
    outer solver cannot return that scenario again."""
    _, sym, enc = _shape("c1-rgg", game_end=True)
    policies = Policies(enc)
    outer, inner = new_solver(), new_solver()
    outer.add(*sym.domain)
    inner.add(*enc.constraints)
    generalized = 0
    for _ in range(12):
        assert outer.check() == z3.sat
        inner.push()
        inner.add(*pin_scenario(sym, outer.model()))
        assert inner.check() == z3.sat
        model = inner.model()
        for var, term in policies.terms(model):
            assert z3.eq(model.eval(term, model_completion=True), model.eval(var, model_completion=True)), var
            generalized += z3.is_bool(var) and not (z3.is_true(term) or z3.is_false(term))
        assert z3.is_false(model.eval(policies.broken(model), model_completion=True))
        outer.add(policies.broken(model))
        inner.pop()
    assert generalized > 0  # some choice became a function of the scenario, not its value


def test_a_guard_that_names_a_later_choice_is_not_used():
    """``first`` is guarded by ``second``, created after it: putting that
    guard in would make the two depend on each other, so ``first`` keeps
    its value; ``second``'s guard names only the scenario and is used."""
    x = z3.Int("x")
    first, second = z3.Bool("first"), z3.Bool("second")
    enc = SimpleNamespace(choices=[first, second], target_hints={},
                          constraints=[z3.Implies(first, second), z3.Implies(second, x > 0)])
    solver = new_solver()
    solver.add(*enc.constraints, first, second, x == 3)
    assert solver.check() == z3.sat
    terms = dict((str(v), t) for v, t in Policies(enc).terms(solver.model()))
    assert z3.is_true(terms["first"])
    assert z3.eq(terms["second"], z3.And(x > 0))
    broken = Policies(enc).broken(solver.model())
    assert set(_constants(broken)) == {"x"}  # a formula over the scenario alone


def _constants(term):
    seen, todo, out = set(), [term], []
    while todo:
        t = todo.pop()
        if t.get_id() in seen:
            continue
        seen.add(t.get_id())
        if z3.is_const(t) and t.decl().kind() == z3.Z3_OP_UNINTERPRETED:
            out.append(str(t))
        todo.extend(t.children())
    return out


def test_the_policies_need_far_fewer_rounds_than_the_models_values(monkeypatch):
    """c1-rgg, 2 players without game end: 189 to 202 strategies fixed to a
    model's values (2026-11-26), about 20 policies."""
    rules, sym, enc = _shape("c1-rgg")
    rounds = []
    learned = Policies.broken
    monkeypatch.setattr(Policies, "broken", lambda self, model: rounds.append(1) or learned(self, model))
    assert liveness.find_dead_end(sym, enc, rules, 120)[0] == "holds"
    assert 0 < len(rounds) <= 60
