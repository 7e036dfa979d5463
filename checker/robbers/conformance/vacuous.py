"""A clause no vector can cover, proved to change nothing (the suite's
``equivalent`` clauses, like an equivalent mutant).

The generator keeps a coverage vector for a clause only where dropping the
clause changes the outcome set. Some clauses are in force where they can
never act: ``triggered-robber-stays`` forbids moving a robber that has a
theft pending in an open window, and where windows resolve at the end of
each round (``resolve-per-round``, the 1st edition from 5/2013) no
place-robbers step ever falls inside one (docs/turn-model.md: "A window's
resolution happens right after its last slot, before the next step"). For
such a clause the searches find nothing; instead of leaving it "uncovered",
the difference search (the one ``rulespec diff`` runs, in Z3) is asked
whether the rules with and without the clause allow the same outcomes in
every scenario of the bound, double turns included. Only a "same" answer
makes the clause equivalent; any other leaves it uncovered.

Only a "same" answer matters here, and it needs every shape's whole search
to be "same" both ways, so the proof searches the whole shapes alone,
without a step limit: ``rulespec diff`` first searches each shape's small
tiers and slices the whole one's steps, which finds a witness sooner but
only costs a proof time (the tiers' encodings: 13.9 s of CPU for the
c1-hig-2013 proof, 9.8 s without them, measured 2026-11-26). The
verdict is the diff's: it is "same" exactly when every whole shape is.
The cyclic garbage collector is held meanwhile (``checker.solver.steady``).

Most of a proof is building its twelve turn encodings, and about half of
that is the track spaces of symbolic scores (``SymbolicSpaces``). The
proofs of one suite differ in their rules but not in their symbolic
scenarios, so many score terms recur from one proof to the next (a score
before any robber acts depends on the scenario's terms alone). The proofs
of one process therefore share one ``SymbolicSpaces`` per track and ranges:
its memos are keyed by the Z3 term itself (its id, with the term held), and
a term's space depends only on the term, the track and the ranges, so a
shared entry is exactly what the proof would have built. 4 proofs in one
process: 27.6 s of CPU unshared, 21.2 s shared (the first proof the same,
the next three 28 to 47 % less; measured 2026-11-27 under load 5).
"""

from __future__ import annotations

from checker.robbers.encoding.spaces import SymbolicSpaces
from checker.robbers.encoding.turn import TurnEncoding

#: (track, ranges) -> the SymbolicSpaces every proof of this process shares.
_SHARED: dict = {}
#: Memo entries past which a shared SymbolicSpaces is dropped (memory).
_MAX_ENTRIES = 400_000


def shared_spaces(track: int, ranges: dict) -> SymbolicSpaces:
    """The process's SymbolicSpaces for ``track`` and ``ranges``: the same
    object for equal arguments, another for any difference."""
    key = (track, tuple(sorted(ranges.items())))
    spaces = _SHARED.get(key)
    if spaces is None or spaces.entries() > _MAX_ENTRIES:
        spaces = _SHARED[key] = SymbolicSpaces(track, dict(ranges))
    return spaces


class SharedSpacesEncoding(TurnEncoding):
    """A turn encoding whose symbolic track spaces come from
    :func:`shared_spaces` (the encoding makes its own only when it has none)."""

    def space(self, score):
        if self._symbolic_spaces is None and self.terms.ranges is not None:
            self._symbolic_spaces = shared_spaces(self.track, self.terms.ranges)
        return super().space(score)


def equivalent_without(rules, clause_id: str) -> str | None:
    """Why ``rules`` and ``rules`` without ``clause_id`` allow the same
    outcomes (the bound, in words), or None when that is not proved."""
    import spec
    from checker.diffs.search import SAME
    from checker.robbers.diff.hunt import SIDES, Hunt
    from checker.robbers.symbolic import Bound
    from checker.robbers.symbolic.shape import shapes
    from checker.solver.steady import steady_terms

    bound = Bound().with_second_placement()
    dropped = spec.parse_reference(f"{rules.label()}~{clause_id}")
    hunt = Hunt(rules, dropped, bound, None, encoding=SharedSpacesEncoding)
    with steady_terms():
        for shape in shapes(bound):
            search = hunt.search(shape)
            if any(search.run([search.sides[side].selector])[0] != SAME for side in SIDES):
                return None
    return (f"dropping it changes no outcome in any scenario within {bound.describe()} "
            "(the difference search in Z3): the clause cannot act under these rules")
