"""Clauses the suite does not yet try to cover, each with the reason.

Every clause in force should have a coverage vector (a scenario whose legal
outcomes change without it). The exceptions are listed here by name, so that
they are a decision on record rather than a search that quietly failed:
the index lists them under ``exempt`` (never under ``uncovered``, which the
tests treat as a failure), and ``tests/conformance`` checks that the list
holds exactly the clauses without a vector and that each one still belongs
to the topic it is exempt for.

Count, King & Robber's ``robbing-gain`` readings decide whether points taken
by a robber figure of The Robbers count as "gaining points" for entering the
City of Carcassonne. They only matter in the combined turn (a Count, King &
Robber scenario with a ``robbers`` section, played with a Robbers edition as
companion). The suite does not write such vectors yet: the candidates draw
no ``robbers`` section, and a vector has no field for the companion edition
(an engine would need it in its request). So no vector the suite can write
is sensitive to them, and the worked examples of the combined turn are left
out too (:func:`needs_combined_turn`). Remove both when vectors carry the
combined turn.
"""

from __future__ import annotations

NEEDS_COMBINED_TURN = "robbing-gain"
"""The topic whose clauses only matter with The Robbers in the same turn."""

EXEMPT = {
    "robbing-gain-ignored": NEEDS_COMBINED_TURN,
    "robbing-gain-counts": NEEDS_COMBINED_TURN,
}

REASONS = {
    NEEDS_COMBINED_TURN: (
        "exempt: needs the combined turn (The Robbers' robbers in a Count, King & Robber scenario), "
        "which the scenario format does not have yet; see checker/conformance/exemptions.py"
    ),
}


def needs_combined_turn(expected: dict) -> bool:
    """A hand-written example played with The Robbers in the same turn (its
    expected file names their editions under ``with-robbers``). A vector
    cannot carry The Robbers' edition yet, so such examples are left out of
    the suite, with the clauses above."""
    return bool(expected.get("with-robbers"))


def exemption(clause_id: str) -> str | None:
    """Why ``clause_id`` gets no coverage vector, or None when it must have one."""
    topic = EXEMPT.get(clause_id)
    return REASONS[topic] if topic else None
