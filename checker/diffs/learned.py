"""Learned choices: the players' choices of one model, kept as a strategy
to try on other scenarios (counterexample-guided search, "exists a scenario
such that for every choice ...").

A learned strategy fixes every Boolean choice to its value in the model. An
integer choice (a robber's target space) is tied, when it can be, to the
space of the marker it landed beside in the model, so the strategy still
means "next to that marker" on another scenario; otherwise it keeps its
number.
"""

from __future__ import annotations

import z3


def learn(enc, model) -> list:
    """Substitution pairs (choice variable, term) read off ``model``."""
    pairs = []
    for var in enc.choices:
        value = model.eval(var, model_completion=True)
        if z3.is_bool(var):
            pairs.append((var, value))
            continue
        hint = None
        for space in enc.target_hints.get(var.get_id(), []):
            if z3.eq(model.eval(space, model_completion=True), value):
                hint = space
                break
        pairs.append((var, hint if hint is not None else value))
    return pairs


def under(constraints, pairs) -> z3.BoolRef:
    """The constraints with the learned choices put in: a formula over the scenario."""
    whole = z3.And(*constraints) if constraints else z3.BoolVal(True)
    return z3.substitute(whole, *pairs) if pairs else whole
