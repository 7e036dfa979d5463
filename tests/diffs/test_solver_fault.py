"""A model that breaks the search's own domain is Z3's fault, said as such,
never read as a witness (CI's lowest-release pass: z3-solver 4.12.1, after a
check cut short by its step limit, answered with Blue's marker on space -2,
and the diff reported a scenario outside the format)."""
import pytest
import z3

from checker.robbers.symbolic import Bound
from checker.robbers.symbolic.shape import Shape, SymbolicScenario, source_classes
from checker.solver.fault import SolverFault
from spec import parse_reference


@pytest.fixture(scope="module")
def sym():
    rules = parse_reference("c1-hig-2013")
    return SymbolicScenario(Shape(2, False), Bound(max_players=2, rounds=1, events=1), source_classes([rules]))


def model_where(sym, name: str, *facts):
    """A model of the domain but its constraints on ``name``, with ``facts``."""
    solver = z3.Solver()
    solver.add(*[c for c in sym.domain if name not in str(c)], *facts)
    assert solver.check() == z3.sat
    return solver.model()


def test_a_marker_below_the_track_is_the_solvers_fault(sym):
    blue = sym.terms.scores[("blue", "meeple")]
    with pytest.raises(SolverFault, match=r"Z3 .* returned a model outside the domain it was given "
                                          r"\(blue's meeple on space -2, the track 0 to 49\).*4\.12\.2 or newer"):
        sym.decode(model_where(sym, str(blue), blue == -2))


def test_points_outside_the_bound_are_the_solvers_fault(sym):
    (event,) = sym.terms.points  # the one event of the bound's one round
    points, present = sym.terms.points[event], sym.terms.present[event]
    with pytest.raises(SolverFault, match=r"scores 0, points -10 to 40 but 0"):
        sym.decode(model_where(sym, str(points), present, points == 0))


def test_a_model_of_the_domain_decodes(sym):
    solver = z3.Solver()
    solver.add(*sym.domain)
    assert solver.check() == z3.sat
    assert sym.decode(solver.model()).players == ("red", "blue")
