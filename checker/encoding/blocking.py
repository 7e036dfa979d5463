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

from checker.encoding.capi import CTX, ast_array, equal, negation
from checker.encoding.folding import is_tree

_REF = CTX.ref()


class ProjectedTerms:
    """Integer terms whose values make up an outcome, in a fixed order.

    A term that is a tree of numbers (every term of a concrete Robbers
    scenario, see ``folding``) is blocked through a Boolean indicator
    ``term == value``, defined the first time that value is seen: the
    blocking clauses stay short and add no arithmetic. Any other term is
    pinned to an integer variable (``constraints``, which the solver must
    hold) and blocked by disequality.
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

    def block(self, solver: z3.Solver, values) -> None:
        """Not these values again."""
        assert_any(solver, self.differs(solver, values))

    def differs(self, solver: z3.Solver, values) -> list:
        """One literal per term: the term is not its value here (defining the
        indicators it needs in ``solver``)."""
        out = []
        for i, x in enumerate(values):
            lit = self._differs.get((i, x))
            if lit is None:
                term = self.terms[i]
                if not self._trees[i]:
                    lit = negation(equal(term, x))
                else:
                    # Each result is wrapped (referenced) before the next call
                    # that creates a term: Z3 may free an unreferenced one.
                    same = z3.BoolRef(z3.Z3_simplify(_REF, equal(term, x).as_ast()), CTX)
                    symbol = z3.Z3_mk_string_symbol(_REF, f"{self.name}!is!{i}!{x}")
                    indicator = z3.BoolRef(z3.Z3_mk_const(_REF, symbol, z3.Z3_mk_bool_sort(_REF)), CTX)
                    z3.Z3_solver_assert(_REF, solver.solver, z3.Z3_mk_eq(_REF, indicator.as_ast(), same.as_ast()))
                    lit = negation(indicator)
                self._differs[(i, x)] = lit
            out.append(lit)
        return out


def assert_any(solver: z3.Solver, literals: list) -> None:
    """Assert that one of ``literals`` holds (a blocking clause)."""
    z3.Z3_solver_assert(_REF, solver.solver, z3.Z3_mk_or(_REF, len(literals), ast_array(literals)))
