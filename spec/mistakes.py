"""Implementers' typical mistakes, as clause variants outside every edition.

No edition holds these clauses: they are what an engine written from the
rules plays when it misreads one sentence, so that ``conform``'s diagnosis
can name the misreading ("robbers took half rounded down") rather than only
the clause it breaks. Each variant answers the same topic as the clause it
misreads and cites that clause's sentence, the one the engine got wrong.

Like any clause, a mistake has two independent readings: its Z3
constraints here, and the reference simulator's, which reads it through
``Rules.has`` (``checker/robbers/reference/context.py``). A mistake is put
in force by replacing the clause it misreads in a vector's rules
(``checker.conformance.candidates``); it never enters ``spec.CLAUSES``,
so no edition, reading or catalogue lists it.
"""

from __future__ import annotations

from dataclasses import dataclass

from spec._model import Authority, Clause
from spec.count_king_robber.clauses.kings import KING_LARGEST_CITY
from spec.robbers.clauses.stealing import STEAL_HALF_ROUNDED_UP
from spec.robbers.clauses.triggers import FIRST_DEPARTURE_FROM_SPACE, TRIGGER_ON_DEPARTURE


@dataclass(frozen=True)
class Mistake:
    """A clause variant and the clause it misreads (``misreads``), with the
    words that say what an engine playing it does."""

    clause: Clause
    misreads: str
    words: str

    @property
    def id(self) -> str:
        return self.clause.id


def _misreading(of: Clause, id: str, summary: str, constraints, words: str, sources=None) -> Mistake:
    """A mistake on ``of``'s topic and module, citing ``sources`` (by default
    ``of``'s first citation: the sentence the engine got wrong)."""
    clause = Clause(id=id, topic=of.topic, summary=summary, authority=Authority.PROJECT_READING,
                    sources=of.sources[:1] if sources is None else sources, date=of.date,
                    constraints=constraints, module=of.module)
    return Mistake(clause, misreads=of.id, words=words)


def _half_down(enc):
    # Z3's integer division of a non-negative base is the floor: 5 / 2 is 2.
    enc.on_steal(lambda s: s.set_amount(enc.if_then(s.base > 0, s.base / 2, 0)))


HALF_ROUNDED_DOWN = _misreading(
    STEAL_HALF_ROUNDED_UP, "mistake-half-rounded-down",
    "A robber's owner scores half of the base points, rounded down (misreads 'rounded up').",
    _half_down, "robbers took half rounded down",
)


def _last_departure(enc):
    # Fired as first-departure-from-space fires it; its points are the
    # marker's last forward movement of the window (encoding/later.py).
    enc.on_trigger(lambda c: c.first_departure)
    enc.grant("last-movement")


# Footnote 8: "half the points of only the first feature that is scored".
LAST_DEPARTURE = _misreading(
    FIRST_DEPARTURE_FROM_SPACE, "mistake-last-departure",
    ("A robber fired by a marker's first departure from its space takes half of that marker's last "
     "forward movement in the window instead (misreads 'only the first feature that is scored')."),
    _last_departure, "a fired robber took the points of a later scoring of the same marker",
    sources=FIRST_DEPARTURE_FROM_SPACE.sources[2:3],
)


def _backward_triggers(enc):
    # Any movement from the robber's space, forward or back; the robber
    # halves the points moved either way (encoding/misread.py).
    enc.on_trigger(lambda c: enc.all_of([c.robber_space == c.start, c.displacement != 0]))
    enc.grant("backward-trigger")


# "When a counting figure of another player moves forward, if a robber stood on the space ..."
BACKWARD_TRIGGERS = _misreading(
    TRIGGER_ON_DEPARTURE, "mistake-backward-triggers",
    ("A robber is triggered when a marker on its space moves forward or back, and takes half of the "
     "points it moved (misreads 'moves forward')."),
    _backward_triggers, "a marker moving back from a robber's space triggered it",
)


def _king_kept(enc):
    # The first city's completer takes the King as the rules say; nobody
    # takes it from them (encoding/turn.py, _claim).
    enc.claim("king", "city")
    enc.grant("king-kept")


KING_KEPT_ON_FIRST_CITY = _misreading(
    KING_LARGEST_CITY, "mistake-king-kept-on-first-city",
    ("Whoever completes the first city takes the King and keeps it: a bigger city does not move it "
     "on (misreads 'If a player completes a bigger city ..., that player takes the King tile')."),
    _king_kept, "the King stayed with the first city's completer",
)

#: Every mistake, by id.
MISTAKES: dict[str, Mistake] = {m.id: m for m in (HALF_ROUNDED_DOWN, LAST_DEPARTURE, BACKWARD_TRIGGERS,
                                                    KING_KEPT_ON_FIRST_CITY)}


def misreading(clause_id: str) -> list[Mistake]:
    """The mistakes that misread ``clause_id``, in id order."""
    return sorted((m for m in MISTAKES.values() if m.misreads == clause_id), key=lambda m: m.id)
