"""The equivalence proofs' shared track spaces (checker.robbers.conformance.vacuous):
a shared entry is exactly what an encoding would have built, and proofs of
different rules never share an answer."""

from __future__ import annotations

import spec
from checker.robbers.conformance import vacuous
from checker.robbers.conformance.vacuous import SharedSpacesEncoding, equivalent_without, shared_spaces
from checker.robbers.encoding.turn import TurnEncoding
from checker.robbers.symbolic import Bound
from checker.robbers.symbolic.shape import Shape, SymbolicScenario, source_classes


def test_one_shared_spaces_per_track_and_ranges():
    """Equal track and ranges give the same object; a different track, a
    different range or one more variable gives another."""
    ranges = {"s!x": (0, 40), "*": (-10, 40)}
    first = shared_spaces(50, ranges)
    assert shared_spaces(50, dict(ranges)) is first
    assert shared_spaces(30, ranges) is not first
    assert shared_spaces(50, {"s!x": (0, 41), "*": (-10, 40)}) is not first
    assert shared_spaces(50, {**ranges, "s!y": (0, 40)}) is not first


def _encodings(cls, rules, shape):
    bound = Bound().with_second_placement()
    sym = SymbolicScenario(shape, bound, source_classes([rules]))
    return cls(sym.skeleton, rules, terms=sym.terms, name="a")


def test_shared_spaces_build_the_same_formulas():
    """After another rule set's encoding filled the shared memo, an encoding
    with shared spaces asserts the very terms (Z3 shares equal terms, so
    ``eq`` compares structure) a plain encoding asserts."""
    shape = Shape(2, True)
    _encodings(SharedSpacesEncoding, spec.parse_reference("c1-hig-2012+rogue-split=turn-order"), shape)
    rules = spec.parse_reference("c1-hig-2013")
    shared = _encodings(SharedSpacesEncoding, rules, shape)
    plain = _encodings(TurnEncoding, rules, shape)
    assert shared._symbolic_spaces is not None and shared._symbolic_spaces is not plain._symbolic_spaces
    assert len(shared.constraints) == len(plain.constraints) > 0
    assert all(a.eq(b) for a, b in zip(shared.constraints, plain.constraints))


def test_a_proof_after_a_shared_one_still_finds_the_clause_acts(monkeypatch):
    """c1-hig-2013's proof (windows resolve per round: equivalent) fills the
    shared spaces; c3-2021's proof (per turn: the clause acts, the suite has
    its vector) then uses them and must still not call it equivalent."""
    monkeypatch.setattr(vacuous, "_SHARED", {})
    assert equivalent_without(spec.parse_reference("c1-hig-2013"), "triggered-robber-stays") is not None
    filled = {key: (spaces, spaces.entries()) for key, spaces in vacuous._SHARED.items()}
    assert filled and all(n > 0 for _, n in filled.values())
    assert equivalent_without(spec.parse_reference("c3-2021"), "triggered-robber-stays") is None
    assert any(vacuous._SHARED.get(key) is spaces for key, (spaces, _) in filled.items())
