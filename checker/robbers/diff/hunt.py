"""The order in which a Robbers diff searches its shapes, and each one's budget.

A shape is searched in two directions: outcomes only A allows, and outcomes
only B allows (``DifferenceSearch``'s selector, assumed one way or the
other). They are searched apart because one is often easy and the other
hard: under the rogue-split readings, "owner chooses" allows every outcome
"turn order" does and more, so A-only outcomes show at once while proving
that no B-only outcome exists takes many learned strategies. Searched
together, the solver spent the whole time limit on the hard direction
(measured 2026-11-22: 60 s unknown; apart, a witness in 1 s).

Shape by shape, smallest first, the search stops at the first witness. A
shape is searched first among its small witnesses (``tiers``: no couriers,
one scoring round), on an encoding of their own, within ``TIER_STEPS`` Z3
resource steps per direction: most differences show there, in 0.3M steps
at most on the catalogue, and where none does the search says so at once
(measured 2026-11-22). Then the whole shape, within ``FIRST_SLICES``, the
two directions taking turns a slice at a time, so an easy direction does
not wait behind a hard one (before, the arrival-trigger witness took 2.5M
steps one way after the other way had spent 24M). A witness of the whole
shape is looked for again in the tiers between (``narrow``) before it is
shrunk.

Steps, unlike seconds, do not depend on the machine's load, so the same
command finds the same witness and prints the same note. The time limit is
a ceiling only, counted in the processor time the diff has used (which load
does not stretch, as it does the wall clock's; ``checker.diffs.ceiling``):
reached, it ends the diff with ``TimeLimit`` ("unknown", never another
witness; issue 46: under load the catalogue's bytes changed). Only when no
(shape, direction) shows a witness within its steps do the whole shapes'
undecided directions get a second pass: an equal share each of
``SECOND_STEPS``, the steps a direction leaves unused going to those after
it, again smallest first. A tier's encodings are built when it is first
searched (a shape with a small witness never builds the whole shape's), and
each search keeps its learned strategies from one pass to the next.
"""

from __future__ import annotations

from checker.diffs.ceiling import Ceiling
from checker.diffs.learned import learn
from checker.diffs.search import DIFFERENT, SAME, UNKNOWN, DifferenceSearch
from checker.robbers.diff.outcome_terms import outcome_vector
from checker.robbers.diff.tiers import WHOLE, tiers
from checker.robbers.encoding.turn import TurnEncoding
from checker.robbers.symbolic.shape import SymbolicScenario, pin_scenario, source_classes

#: Z3 resource steps (``rlimit``) of one direction of a tier smaller than
#: its shape: the catalogue's took at most 1.5M (measured 2026-11-22).
TIER_STEPS = 4_000_000
#: Z3 resource steps of one direction of a whole shape in the first pass,
#: slice by slice (24M in all: after the encoding was built through the C
#: API, 2026-11-22, the c1-hig-2013 rogue-split witness took 19M over the
#: whole shape).
FIRST_SLICES = (1_000_000, 2_000_000, 4_000_000, 8_000_000, 9_000_000)
#: Z3 resource steps of one shrinking try, and of all of them: a try that
#: takes longer is most often a smaller witness that does not exist, and
#: the witness in hand is already confirmed.
PROBE_STEPS = 3_000_000
SHRINK_STEPS = 12_000_000
#: Z3 resource steps of the second pass, shared by the directions the first
#: left undecided (both groups of shapes), run a slice of at most
#: ``SECOND_SLICE`` at a time so the time limit is looked at between slices.
#: The second pass once shared out the time left instead (60 s by default;
#: this search takes 3M to 10M steps a second of processor time, measured
#: 2026-11-29: 120M steps take 12 to 40 s).
SECOND_STEPS = 120_000_000
SECOND_SLICE = 10_000_000
SIDES = (0, 1)


class Hunt:
    """The searches of one diff, built on demand, and what each has decided."""

    def __init__(self, rules_a, rules_b, bound, ceiling: Ceiling | None, progress=None, budget: int | None = None,
                 encoding=TurnEncoding) -> None:
        """``ceiling``: the time limit (None: none); ``encoding`` builds each
        side's turn encoding (a ``TurnEncoding`` subclass; the suite's
        equivalence proofs share their track spaces)."""
        self.rules_a, self.rules_b, self.bound = rules_a, rules_b, bound
        self.encoding = encoding
        self.limit, self.progress = ceiling or Ceiling(None), progress
        self.budget = budget  # Z3 steps of all searches together (a topic's witness search), or None
        self.labels = source_classes([rules_a, rules_b])
        self.built: dict = {}  # (shape, bound) -> (sym, enc_a, enc_b)
        self.searches: dict = {}  # (shape, tier name) -> DifferenceSearch
        self.state: dict = {}  # (shape, tier name, side) -> SAME, UNKNOWN or DIFFERENT
        self.second_left = SECOND_STEPS  # the second pass's steps not yet used

    def _out_of_time(self) -> bool:
        """Steps used up (a topic's budget); ``TimeLimit`` when the time limit has passed."""
        if self.over_budget():
            return True
        self.limit.check()
        return False

    def over_budget(self) -> bool:
        """Whether the searches have used up ``budget`` steps together."""
        return self.budget is not None and sum(s.steps_used for s in self.searches.values()) >= self.budget

    def tiers(self, shape) -> list:
        """The shape's tiers, smallest first, the whole shape last."""
        return tiers(shape, self.bound)

    def search(self, shape, tier=None) -> DifferenceSearch | None:
        """The search of one tier of the shape (default the whole shape),
        built the first time (None when out of time first)."""
        tier = tier or self.tiers(shape)[-1]
        if (shape, tier.name) not in self.searches:
            if self._out_of_time():
                return None
            if (shape, tier.bound) not in self.built:
                if self.progress:
                    self.progress(f"{self.rules_a.label()} vs {self.rules_b.label()}: {shape.label()}, {tier.name}")
                sym = SymbolicScenario(shape, tier.bound, self.labels)
                enc_a = self.encoding(sym.skeleton, self.rules_a, terms=sym.terms, name="a")
                enc_b = self.encoding(sym.skeleton, self.rules_b, terms=sym.terms, name="b")
                self.built[(shape, tier.bound)] = (sym, enc_a, enc_b)
            sym, enc_a, enc_b = self.built[(shape, tier.bound)]
            search = DifferenceSearch(sym, enc_a, enc_b, None, vector=outcome_vector, pin=pin_scenario, learner=learn)
            restriction = tier.restriction(sym)
            if restriction is not None:
                search.outer.add(restriction)
            self.searches[(shape, tier.name)] = search
        return self.searches[(shape, tier.name)]

    def selector(self, shape, side: int):
        """The assumption that restricts the whole shape's search to one direction."""
        return self.search(shape).sides[side].selector

    def searched(self, shape) -> bool:
        """Whether any tier of the shape was searched."""
        return any(s == shape for s, _ in self.searches)

    def status(self, shape) -> str:
        """DIFFERENT when a tier showed a witness, SAME when the whole shape
        is the same both ways, else UNKNOWN."""
        if any(s == shape and v == DIFFERENT for (s, _, _), v in self.state.items()):
            return DIFFERENT
        whole = [self.state.get((shape, WHOLE, side)) for side in SIDES]
        return SAME if whole == [SAME, SAME] else UNKNOWN

    def _none_in(self, shape, side: int) -> list:
        """The shape's tiers in which this direction has no witness."""
        return [t for t in self.tiers(shape) if self.state.get((shape, t.name, side)) == SAME]

    def settled(self, shape, side: int, couriers: int, rounds: int) -> bool:
        """Whether this direction has no witness in the shape smaller than
        one with ``couriers`` couriers and ``rounds`` rounds: a tier showed
        none, and everything outside it is larger."""
        return any(t.outside_larger(couriers, rounds) for t in self._none_in(shape, side))

    def floor(self, shape, side: int):
        """``shrink``'s floors for a witness of this direction, from the
        tiers that showed none: none without couriers means a courier at
        least; none with one round means two rounds at least (without
        couriers, when only the tier without couriers showed none)."""
        none = self._none_in(shape, side)

        def floor(measure: str, settled: dict) -> int:
            if measure == "markers" and any(t.no_couriers and not t.one_round for t in none):
                return 1
            if measure == "rounds" and any(t.one_round and (not t.no_couriers or settled.get("markers", 0) == 0) for t in none):
                return 2
            return 0

        return floor

    def strategies(self, shape) -> int:
        """Strategies learned on the shape, by all its searches."""
        return sum(side.strategies for (s, _), search in self.searches.items() if s == shape for side in search.sides)

    def _try(self, shape, tier, side: int, steps: int):
        """One run of one direction of one tier: its status, and (shape,
        tier, side, model, search) on a witness."""
        search = self.search(shape, tier)
        if search is None:
            return UNKNOWN, None
        status, model = search.run([search.sides[side].selector], steps=steps)
        self.limit.check()
        self.state[(shape, tier.name, side)] = status
        return status, ((shape, tier, side, model, search) if status == DIFFERENT else None)

    def first_pass(self, group):
        """Shape by shape, smallest first: its smallest tier, then the whole
        shape; the first witness, moved to the smallest tier it can be
        (``narrow``)."""
        for shape in group:
            every = self.tiers(shape)
            for tier in [every[0], every[-1]] if len(every) > 1 else every:
                slices = FIRST_SLICES if tier.name == WHOLE else (TIER_STEPS,)
                found = self._sliced(shape, tier, slices)
                if found:
                    return self.narrow(found)
                if self._out_of_time():
                    return None
        return None

    def narrow(self, found):
        """A witness of the whole shape, looked for again in the tiers
        between the smallest and the whole (no couriers, then one round), in
        its direction: a witness there is shrunk on a cheaper encoding, and
        none there gives the shrinking a floor (``floor``). These tiers are
        built only here: a shape without a witness never needs them, and
        they cost more to build than the whole shape's search takes when it
        has no witness (0.5 s of encodings for two players, 1 s for three)."""
        shape, tier, side, _, _ = found
        if tier.name != WHOLE:
            return found
        for middle in self.tiers(shape)[1:-1]:
            if (shape, middle.name, side) in self.state:
                continue
            _, there = self._try(shape, middle, side, TIER_STEPS)
            if there:
                return there
        return found

    def _sliced(self, shape, tier, slices):
        """Both directions of a tier by turns, a slice of steps each, until
        one shows a witness (returned) or both are settled or the slices run
        out."""
        open_sides = list(SIDES)
        for steps in slices:
            for side in list(open_sides):
                status, found = self._try(shape, tier, side, steps)
                if found:
                    return found
                if status == SAME:
                    open_sides.remove(side)
            if not open_sides or self._out_of_time():
                break
        return None

    def second_pass(self, group, later: int = 0):
        """The whole shapes' directions ``first_pass`` left undecided, each
        with an equal share of the second pass's steps left (``later`` more
        directions may still come after ``group``); the first witness."""
        todo = [(shape, side) for shape in group for side in SIDES if self.state.get((shape, WHOLE, side)) == UNKNOWN]
        for n, (shape, side) in enumerate(todo):
            if self._out_of_time():
                return None
            share = self.second_left // (len(todo) - n + later)
            search = self.search(shape)
            while search is not None and share > 0:
                before = search.steps_used
                status, found = self._try(shape, self.tiers(shape)[-1], side, min(share, SECOND_SLICE))
                used = search.steps_used - before
                share, self.second_left = share - used, self.second_left - used
                if found:
                    return self.narrow(found)
                if status != UNKNOWN or used <= 0:
                    break
        return None
