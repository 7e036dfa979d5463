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
"""

from __future__ import annotations


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
    hunt = Hunt(rules, dropped, bound, deadline=None)
    with steady_terms():
        for shape in shapes(bound):
            search = hunt.search(shape)
            if any(search.run([search.sides[side].selector])[0] != SAME for side in SIDES):
                return None
    return (f"dropping it changes no outcome in any scenario within {bound.describe()} "
            "(the difference search in Z3): the clause cannot act under these rules")
