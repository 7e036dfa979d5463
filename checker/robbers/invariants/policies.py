"""never-dead-end's learned strategies: each choice a function of the scenario.

A strategy that fixes every choice to its value in one model holds on few
other scenarios: a robber that took a theft in the model takes one in every
scenario the strategy is tried on, triggered or not, and one that was not
triggered never takes, even where it must. Under the 1st editions the search
needed about 200 such strategies per shape (c1-rgg: 189 and 228, 12.7 CPU
seconds on a loaded machine, 2026-11-26).

A *policy* sets each Boolean choice by the constraints that guard it
instead (``Implies(choice, guard)``, ``Implies(force, choice)`` and their
negated forms, in the order the encoding created the choices):

- a choice true in the model becomes "true whenever its guards allow it"
  (a robber takes a theft whenever that theft fired);
- a choice false in the model becomes "true only when something forces it"
  (a robber follows a marker backwards only when it must);
- an integer choice (a robber's target) is the one ``checker.diffs.learned``
  ties to a marker's space, unchanged.

Only the guards that mention earlier choices alone are used, so the policy
is a function of the scenario built in creation order: its terms are put in
for the choices, and the terms' own choices again, until none is left, in
at most as many passes as there are choices. The same search then needed 20
and 13 policies (about 1 CPU s); every edition's needs 2 to 30 per shape.

Why the search stays sound whatever the terms are: a policy is some
assignment of the choices for each scenario, so a scenario on which the
constraints hold under it has a legal choice. The outer solver looks for a
scenario of the domain on which every policy learned so far breaks the
constraints; when there is none, every scenario of the domain has a legal
choice, which is the statement. The policies only change how many rounds
that takes. A dead end is still one on which the inner solver, with the
scenario pinned, finds no choice at all, re-checked by enumeration.

Why the search progresses: each term takes, on the scenario it was learned
from, the value the inner solver's model gives the choice (a true choice's
guards all hold there, a false choice's forcing conditions all fail; this
is checked, and a term that does not is replaced by the model's value), so
the policy is the model's own choice there and the outer solver never
returns that scenario again.
"""

from __future__ import annotations

import z3

from checker.diffs.learned import learn


class Policies:
    """The guards of one encoding's choices, read once; ``learn`` per model."""

    def __init__(self, enc) -> None:
        self.enc = enc
        self.choices = list(enc.choices)
        rank = {var.get_id(): i for i, var in enumerate(self.choices)}
        guards: dict[int, list] = {}
        forcing: dict[int, list] = {}
        for constraint in enc.constraints:
            if not z3.is_implies(constraint):
                continue
            a, b = constraint.arg(0), constraint.arg(1)
            for i, terms in _readings(a, b, rank):
                (guards if terms[0] == "guard" else forcing).setdefault(i, []).extend(terms[1])
        self.guards = {i: self._early(i, terms) for i, terms in guards.items()}
        self.forcing = {i: self._early(i, terms) for i, terms in forcing.items()}
        self.violated = z3.Not(z3.And(*enc.constraints)) if enc.constraints else z3.BoolVal(False)

    def _early(self, i: int, terms) -> list:
        """The terms that mention none of the choices from the ``i``-th on."""
        later = [(var, _any_value(var)) for var in self.choices[i:]]
        return [t for t in terms if z3.eq(z3.substitute(t, *later), t)]

    def terms(self, model) -> list:
        """(choice, term) for each choice: its policy learned from ``model``."""
        pairs = []
        for i, (var, value) in enumerate(learn(self.enc, model)):
            term = value
            if z3.is_true(value) and self.guards.get(i):
                term = z3.And(*self.guards[i])
            elif z3.is_false(value) and self.forcing.get(i):
                term = z3.Or(*self.forcing[i])
            elif not z3.is_bool(var) and not self._early(i, [value]):
                term = model.eval(var, model_completion=True)  # a marker's space that later choices move
            if term is not value and not z3.eq(model.eval(term, model_completion=True), value):
                term = value
            pairs.append((var, term))
        return pairs

    def broken(self, model) -> z3.BoolRef:
        """A formula over the scenario: the policy learned from ``model`` breaks the constraints."""
        pairs = self.terms(model)
        formula = self.violated
        for _ in range(len(pairs) + 1):
            put = z3.substitute(formula, *pairs) if pairs else formula
            if z3.eq(put, formula):
                return formula
            formula = put
        raise AssertionError("a policy's terms depend on one another in a cycle")  # _early rules it out


def _readings(a, b, rank: dict):
    """(choice rank, ("guard" | "force", terms)) read off ``Implies(a, b)``."""
    if a.get_id() in rank:
        yield rank[a.get_id()], ("guard", _parts(b, z3.is_and))
    if b.get_id() in rank:
        yield rank[b.get_id()], ("force", _parts(a, z3.is_or))
    if z3.is_not(b) and b.arg(0).get_id() in rank:
        yield rank[b.arg(0).get_id()], ("guard", [z3.Not(a)])
    if z3.is_not(a) and a.arg(0).get_id() in rank:
        yield rank[a.arg(0).get_id()], ("force", [z3.Not(b)])


def _parts(term, kind) -> list:
    return list(term.children()) if kind(term) else [term]


def _any_value(var):
    return z3.BoolVal(False) if z3.is_bool(var) else z3.IntVal(0)
