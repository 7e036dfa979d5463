"""Reading an outcome's terms off a model, and blocking their values.

Enumeration asks Z3 for a model, reads the outcome's integer terms, and adds
the clause "one of them differs" before asking again; a turn with a few
hundred outcomes does that a few hundred times. Through z3py's wrappers
(``model.eval``, ``t != v``, ``z3.Or``) that reading and blocking cost ten
times the search itself, so this talks to Z3's C API directly. Any rules
module's projection builds on it with the list of its terms.
"""

from __future__ import annotations

import z3

from checker.solver.capi import CTX, equal, negation
from checker.solver.folding import is_tree

_REF = CTX.ref()


class ProjectedTerms:
    """Integer terms whose values make up an outcome, in a fixed order.

    A term that is a tree of numbers (every term of a concrete Robbers
    scenario, see ``folding``) is blocked through ``term == value``
    simplified, which folds the comparison into the tree's conditions: the
    blocking clauses add no arithmetic. Any other term is pinned to an
    integer variable (``constraints``, which the solver must hold) and
    blocked by disequality.
    """

    def __init__(self, name: str, terms) -> None:
        self.name = name
        self.terms, self.constraints = [], []
        for i, term in enumerate(terms):
            if not is_tree(term):
                term = z3.simplify(term)
            if not is_tree(term):
                var = z3.Int(f"{name}!proj!{i}")
                self.constraints.append(var == term)
                term = var
            self.terms.append(term)
        self.term_asts = [t.as_ast() for t in self.terms]
        self._trees = [is_tree(t) for t in self.terms]
        self._differs: dict = {}

    def values(self, solver: z3.Solver) -> list[int]:
        """The terms' values in the solver's current model."""
        model = z3.Z3_solver_get_model(_REF, solver.solver)
        z3.Z3_model_inc_ref(_REF, model)
        try:
            out = []
            result = (z3.Ast * 1)()
            for term in self.term_asts:
                if not z3.Z3_model_eval(_REF, model, term, True, result):
                    raise RuntimeError("z3 could not evaluate a projection term")
                out.append(int(z3.Z3_get_numeral_string(_REF, result[0])))
            return out
        finally:
            z3.Z3_model_dec_ref(_REF, model)

    def differs(self, values) -> list:
        """One literal per term: the term is not its value here."""
        return [self.differ(i, x) for i, x in enumerate(values)]

    def differ(self, i: int, x: int):
        """The literal "term ``i`` is not ``x``". It is a term of the context,
        not an assertion, so it holds its meaning in any solver scope."""
        lit = self._differs.get((i, x))
        if lit is None:
            same = equal(self.terms[i], x)
            if self._trees[i]:
                same = z3.BoolRef(z3.Z3_simplify(_REF, same.as_ast()), CTX)
            lit = self._differs[(i, x)] = negation(same)
        return lit
