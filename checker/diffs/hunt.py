"""The order in which a Robbers diff searches its shapes, and each one's budget.

A shape is searched in two directions: outcomes only A allows, and outcomes
only B allows (``DifferenceSearch``'s selector, assumed one way or the
other). They are searched apart because one is often easy and the other
hard: under the rogue-split readings, "owner chooses" allows every outcome
"turn order" does and more, so A-only outcomes show at once while proving
that no B-only outcome exists takes many learned strategies. Searched
together, the solver spent the whole time limit on the hard direction
(measured 2026-11-22: 60 s unknown; apart, a witness in 1 s).

Each (shape, direction) first gets a fixed number of Z3 resource steps
(``FIRST_STEPS``, a few seconds), smallest shape first, and the search stops at
the first witness. Steps, unlike seconds, do not depend on the machine's
load, so the same command finds the same witness and prints the same note.
Only when no (shape, direction) shows a witness within its steps do the
undecided ones get an equal share of the time left each (the time limit),
again smallest first. A shape's encodings are built once, and its learned
strategies kept from one pass to the next.
"""

from __future__ import annotations

import time

from checker.diffs.search import DIFFERENT, SAME, UNKNOWN, DifferenceSearch
from checker.encoding.turn import TurnEncoding
from checker.symbolic.shape import SymbolicScenario, source_classes

#: Z3 resource steps (``rlimit``) of one direction of one shape in the
#: first pass. The right figure depends on the encoding's term shapes: after
#: the encoding was built through the C API (2026-11-22), 6M steps no longer
#: found the c1-hig-2013 rogue-split witness (30 s in the timed pass); 24M
#: find it in the first pass (7 s) and the slowest diff is 15 s.
FIRST_STEPS = 24_000_000
#: Z3 resource steps of one shrinking try (about 1 s), and of all of them
#: (about 4 s): a try that takes longer is most often a smaller witness
#: that does not exist, and the witness in hand is already confirmed.
PROBE_STEPS = 3_000_000
SHRINK_STEPS = 12_000_000
SIDES = (0, 1)


class Hunt:
    """The searches of one diff, built on demand, and what each has decided."""

    def __init__(self, rules_a, rules_b, bound, deadline: float | None, progress=None) -> None:
        self.rules_a, self.rules_b, self.bound = rules_a, rules_b, bound
        self.deadline, self.progress = deadline, progress
        self.labels = source_classes([rules_a, rules_b])
        self.syms: dict = {}
        self.searches: dict = {}
        self.state: dict = {}  # (shape, side) -> SAME, UNKNOWN or DIFFERENT

    def _out_of_time(self) -> bool:
        return self.deadline is not None and time.monotonic() >= self.deadline

    def search(self, shape) -> DifferenceSearch | None:
        """The shape's search, built the first time (None when out of time first)."""
        if shape not in self.searches:
            if self._out_of_time():
                return None
            if self.progress:
                self.progress(f"{self.rules_a.label()} vs {self.rules_b.label()}: {shape.label()}")
            sym = SymbolicScenario(shape, self.bound, self.labels)
            enc_a = TurnEncoding(sym.skeleton, self.rules_a, terms=sym.terms, name="a")
            enc_b = TurnEncoding(sym.skeleton, self.rules_b, terms=sym.terms, name="b")
            self.syms[shape] = sym
            self.searches[shape] = DifferenceSearch(sym, enc_a, enc_b, self.deadline)
        return self.searches[shape]

    def selector(self, shape, side: int):
        """The assumption that restricts the shape's search to one direction."""
        return self.searches[shape].sides[side].selector

    def status(self, shape) -> str:
        """SAME when both directions are, DIFFERENT when one is, else UNKNOWN."""
        states = [self.state.get((shape, side), UNKNOWN) for side in SIDES]
        if DIFFERENT in states:
            return DIFFERENT
        return SAME if states == [SAME, SAME] else UNKNOWN

    def _try(self, shape, side: int, deadline: float | None, steps: int | None):
        """One run of one direction; (shape, side, model) on a witness."""
        search = self.search(shape)
        if search is None:
            return None
        search.deadline = deadline
        status, model = search.run([self.selector(shape, side)], steps=steps)
        self.state[(shape, side)] = status
        return (shape, side, model) if status == DIFFERENT else None

    def first_pass(self, group):
        """Every direction of every shape of ``group`` within ``FIRST_STEPS``; the first witness."""
        for shape in group:
            for side in SIDES:
                found = self._try(shape, side, self.deadline, FIRST_STEPS)
                if found:
                    return found
        return None

    def second_pass(self, group, later: int = 0):
        """The directions ``first_pass`` left undecided, each with an equal
        share of the time left (``later`` more runs still to come after
        ``group``); the first witness."""
        todo = [(shape, side) for shape in group for side in SIDES if self.state.get((shape, side)) == UNKNOWN]
        for n, (shape, side) in enumerate(todo):
            if self._out_of_time():
                return None
            share = None
            if self.deadline is not None:
                now = time.monotonic()
                share = now + (self.deadline - now) / (len(todo) - n + later)
            found = self._try(shape, side, share, None)
            if found:
                return found
        return None
