"""A model that breaks the search's own domain is Z3's fault, said as such,
never read as a witness (CI's lowest-release pass: z3-solver 4.12.1, after a
check cut short by its step limit, answered with Blue's marker on space -2,
and the diff reported a scenario outside the format)."""
import pytest
import z3

from checker.diffs.search import SolverFault, _within_domain
from checker.robbers.symbolic import Bound
from checker.robbers.symbolic.shape import Shape, SymbolicScenario, source_classes
from spec import parse_reference


@pytest.fixture(scope="module")
def sym():
    rules = parse_reference("c1-hig-2013")
    return SymbolicScenario(Shape(2, False), Bound(max_players=2, rounds=1, events=1), source_classes([rules]))


def model_where(sym, *facts):
    solver = z3.Solver()
    solver.add(*facts)
    assert solver.check() == z3.sat
    return solver.model()


def test_a_marker_below_the_track_is_the_solvers_fault(sym):
    blue = next(term for (player, kind), term in sym.terms.scores.items() if player == "blue" and kind == "meeple")
    with pytest.raises(SolverFault, match=r"Z3 .* returned a model that breaks an assertion .*4\.12\.2 or newer"):
        _within_domain(sym, model_where(sym, blue == -2))


def test_a_model_of_the_domain_passes(sym):
    _within_domain(sym, model_where(sym, *sym.domain))
