"""Shrinking a Robbers diff's witness within a fixed number of solver steps.

Each measure of ``SymbolicScenario.measures`` is tightened in turn by
re-running the search with the measure bounded. A try that asks for a
smaller witness anywhere in the shape is a full counterexample search and is
often slow; the numbers of a witness (the points, the robbers on the track,
the positions) shrink much faster with the rest of its structure held
(which events there are, whose, from which source, with or without the
placement step and couriers). So a numeric measure is first bisected with
the structure held, and then one try without it asks whether anything
smaller exists at all: the witness is called the smallest only when that try
says no. Every try counts against ``total`` steps (Z3's ``rlimit``, not
seconds, so the same command shrinks to the same witness on any load).

A measure starts from its floor: what other searches proved (a tier of the
shape without a witness, ``Hunt.floor``) and what the measures before it
imply (as many events as rounds, as many points as events). Witnesses most
often sit at the floor, so the first try asks for it, and only then does
the bisection halve: the events of the October 2014 ruling's witness took
three tries of 1.8M steps each by halving, one of 0.8M from the floor
(measured 2026-11-22).
"""

from __future__ import annotations

import z3

from checker.diffs.search import DIFFERENT, SAME

#: Measure -> the measure before it that it is never below: every round
#: counted has an event, every event at least one point.
_BELOW = {"events": "rounds", "points": "events"}
#: Measures that are numbers of a witness rather than its structure.
NUMERIC = ("points", "robbers", "positions")


def structure(sym, model) -> z3.BoolRef:
    """The witness's structure in ``model``: events, owners, sources,
    couriers and the placement step pinned; numbers free."""
    t = sym.terms
    terms = list(t.present.values()) + list(t.owners.values()) + list(t.sources.values())
    terms += [c for c in t.couriers.values() if not z3.is_false(c) and not z3.is_true(c)] + list(t.place_on.values())
    return z3.And(*[term == model.eval(term, model_completion=True) for term in terms])


class _Budget:
    def __init__(self, search, probe: int, total: int) -> None:
        self.search, self.probe, self.end = search, probe, search.steps_used + total

    def steps(self) -> int:
        return min(self.probe, self.end - self.search.steps_used)


def shrink(search, sym, model, assumptions, probe: int, total: int, floor=None):
    """(the smallest witness found, whether it is known to be the smallest).

    ``floor(name, settled)``: a value below which the measure ``name`` has
    no witness, known from elsewhere (another search proved it), given the
    values ``settled`` of the measures before it; those values are not
    tried."""
    budget = _Budget(search, probe, total)
    fixed, decided, settled = list(assumptions), True, {}
    for name, term in sym.measures():
        best = _value(model, term)
        low = max(floor(name, settled) if floor else 0, settled.get(_BELOW.get(name), 0))
        held = [search.guard(structure(sym, model))] if name in NUMERIC else []
        model, best, ok = _bisect(search, budget, fixed + held, term, model, best, low)
        if held and ok and best > low:
            model, best, ok = _confirm(search, budget, fixed, term, model, best, low)
        if ok is None:
            return model, False
        decided = decided and ok
        settled[name] = best
        fixed.append(search.guard(term == best))
    return model, decided


def _bisect(search, budget, fixed, term, model, best: int, low: int = 0):
    """Bisect ``term`` within [low, best], ``low`` itself tried first:
    (model, best, True when decided, False when a try was not, None when
    the steps ran out)."""
    first = True
    while low < best:
        steps = budget.steps()
        if steps <= 0:
            return model, best, None
        mid = low if first else (low + best) // 2
        first = False
        status, found = search.run(fixed + [search.guard(term <= mid)], steps=steps)
        if status == DIFFERENT:
            model, best = found, _value(found, term)
        elif status == SAME:
            low = mid + 1
        else:
            return model, best, False
    return model, best, True


def _confirm(search, budget, fixed, term, model, best: int, low: int = 0):
    """One try for a witness below ``best`` with the structure free; if one
    exists, bisect on from it (down to ``low``)."""
    steps = budget.steps()
    if steps <= 0:
        return model, best, None
    status, found = search.run(fixed + [search.guard(term <= best - 1)], steps=steps)
    if status == SAME:
        return model, best, True
    if status != DIFFERENT:
        return model, best, False
    return _bisect(search, budget, fixed, term, found, _value(found, term), low)


def _value(model, term) -> int:
    return model.eval(term, model_completion=True).as_long()
