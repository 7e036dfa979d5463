"""Z3's answer checked where the project reads it: a model that breaks what
was asserted is a fault of the Z3 release, said as such, never a witness."""

from __future__ import annotations

import z3

#: The lowest z3-solver release whose models kept the search's domain
#: (pyproject.toml, .ci/lowest-constraints.txt).
LOWEST_GOOD = "4.12.2"


class SolverFault(RuntimeError):
    """Z3 answered with a model that breaks what the search asserted."""


def outside_domain(what: str) -> SolverFault:
    """The fault for a model whose ``what`` (in words) lies outside the domain
    the solver was given. z3-solver 4.12.1, after a check cut short by its
    step limit, answered the diff's second pass with Blue's marker on space
    -2 (CI's lowest-release pass)."""
    return SolverFault(f"Z3 {z3.get_version_string()} returned a model outside the domain it was given ({what}): "
                       f"a fault of this Z3 release; install z3-solver {LOWEST_GOOD} or newer")
