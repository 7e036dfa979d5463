"""The smallest Count, King & Robber scenario on which two rule sets allow
different outcomes.

The search is the shared counterexample-guided one
(``checker.diffs.search.DifferenceSearch``), run on this module's shapes and
outcome terms: an outer solver proposes a scenario and an outcome one side
allows that no strategy of the other side learned so far reaches; an inner
solver, on that concrete scenario, looks for the other side's choices
reaching it. None: the scenario is a witness.

Shapes come in the order ``diff_shapes`` gives (the topics in which the rule
sets differ first). Every shape is first searched in a small tier (one
figure of a kind per player and place, small numbers), then, only if no
shape shows a difference there, in the whole bound, each search within an
equal share of the Z3 steps left. A witness is shrunk (figures, sizes,
points, completed features, scores) while the difference persists, each try
within ``PROBE_STEPS``, then replayed by plain enumeration. "same" is said
only when every shape was searched in the whole bound.

Steps, unlike seconds, do not depend on the machine's load: the same
command finds and shrinks the same witness on an idle machine and on a
loaded one (issue 46, item 8). The time limit is a ceiling only, counted in
processor time (``checker.diffs.ceiling``): reached, the diff is "unknown",
never another witness.

When the rule sets differ in whether robbed points count as gained, combined
shapes with The Robbers in play (the combined turn's, ``checker.combined.diff``,
found through the registry) are searched first, both sides under one
Robbers edition: the companion a rule set names (``Rules.companion``), else
``robbers_edition`` (the combined turn's default, the newest). The witness
is then a combined scenario, replayed by the same enumeration.
"""

from __future__ import annotations

import dataclasses

import z3

from checker import expansions
from checker.count_king_robber.diff.replay import InconsistentDifference, replay, with_companion
from checker.count_king_robber.diff.shapes import TOPIC_TRAITS, diff_shapes, step_shapes, unreachable
from checker.count_king_robber.encoding import CkrEncoding
from checker.count_king_robber.model import DISTRICTS, EXPANSION, FIGURES
from checker.count_king_robber.symbolic import CkrBound
from checker.diffs.ceiling import Ceiling, TimeLimit
from checker.diffs.search import DIFFERENT, SAME, UNKNOWN, DifferenceSearch

__all__ = ["InconsistentDifference", "ckr_diff", "ckr_search", "outcome_terms"]

#: Z3 resource steps of a diff's search when none are given (a topic's
#: witness search has ``topics.TOPIC_STEPS``), all shapes together; its
#: shrinking has half as many again. The catalogue's searches took 20,187
#: steps at most, their shrinking 94,547; a "same" over every shape of the
#: default bound (ckr-hig-2017 without market-figures-to-fields) 132,423 in
#: 1 s of processor time, of a four-player bound 209,191 (measured
#: 2026-11-29): the limit is for rule sets that make the search hard.
SEARCH_STEPS = 40_000_000
#: The end of the note of a witness enumeration could not replay in time.
REPLAY_UNFINISHED = "replaying it by enumeration did not finish within the time limit (of processor time)"
#: Z3 steps of one shrinking try (the catalogue's took 52,475 at most).
PROBE_STEPS = 1_000_000


def outcome_terms(enc: CkrEncoding) -> list:
    """The outcome as terms of equal length under any rules: entries are
    counted per (district, figure) rather than per chance to enter."""
    p = enc.players
    terms = [enc.score[x] for x in p] + [enc.count]
    terms += [enc.district[(d, x, f)] for d in DISTRICTS for x in p for f in FIGURES]
    terms += [enc.returned[(x, f)] for x in p for f in FIGURES]
    for m, d in enumerate(DISTRICTS):
        for k, f in enumerate(FIGURES):
            terms.append(z3.Sum([z3.If(z3.And(pl.enters, pl.district == m, pl.figure == k), 1, 0) for pl in enc.placements] or [z3.IntVal(0)]))
    for tile in ("king", "robber-baron"):
        terms += list(enc.holders[tile])
    return terms


def learn_choices(enc: CkrEncoding, model) -> list:
    """A strategy: every choice fixed to its value in ``model``."""
    return [(c, model.eval(c, model_completion=True)) for c in enc.choices]


def _search(sym, rules_a, rules_b) -> DifferenceSearch:
    # The outer solver states the shape's domain once (``sym.domain``) and the
    # inner one pins every variable, so the encodings leave it out: stated
    # three times it was most of the time a "same" verdict takes.
    terms = dataclasses.replace(sym.terms, ranges=[], facts=[])
    a = CkrEncoding(sym.skeleton, rules_a, terms=terms, name="a")
    b = CkrEncoding(sym.skeleton, rules_b, terms=terms, name="b")
    return DifferenceSearch(sym, a, b, None, vector=outcome_terms, pin=lambda s, m: s.pins(m), learner=learn_choices)


def _find(syms, rules_a, rules_b, budget: int, builders: dict, ceiling: Ceiling):
    """(status, sym, search, model, undecided shape labels): the first
    difference, small tier of every shape before the whole bound of any.
    ``builders``: shape label -> the search of a combined turn's shape.
    ``budget``: Z3 steps of all the tasks together, each task an equal share
    of the steps left, so one hard shape does not keep the others from
    being searched; ``ceiling``: the time limit (``TimeLimit``)."""
    searches: dict = {}
    tasks = [(sym, True) for sym in syms] + [(sym, False) for sym in syms]
    undecided = []
    for k, (sym, small) in enumerate(tasks):
        if sym.label not in searches:
            searches[sym.label] = builders.get(sym.label, _search)(sym, rules_a, rules_b)
            ceiling.check()
        steps = (budget - sum(s.steps_used for s in searches.values())) // (len(tasks) - k)
        if steps <= 0:
            if not small:
                undecided.append(sym.label)
            continue
        search = searches[sym.label]
        status, model = search.run([search.guard(sym.small())] if small else [], steps=steps)
        ceiling.check()
        if status == DIFFERENT:
            return DIFFERENT, sym, search, model, undecided
        if status == UNKNOWN and not small:
            undecided.append(sym.label)
    return (UNKNOWN if undecided else SAME), None, None, None, undecided


def ckr_diff(rules_a, rules_b, bound: CkrBound | None = None, timeout: float | Ceiling = 60.0,
             robbers_edition: str | None = None, track=None, budget: int | None = None) -> dict:
    """``ckr_search``'s diff document."""
    return ckr_search(rules_a, rules_b, bound, timeout, robbers_edition, track, budget)[0]


def ckr_search(rules_a, rules_b, bound: CkrBound | None = None, timeout: float | Ceiling = 60.0,
               robbers_edition: str | None = None, track=None, budget: int | None = None) -> tuple[dict, bool]:
    """(a diff document, whether a limit left its witness not shown to be
    the smallest). The document (formats.md's ``diff --json`` fields plus ``status`` and ``note``).

    ``robbers_edition``: The Robbers' edition of the combined shapes, for a
    rule set that names no companion (default: the combined turn's);
    ``track``: the Robbers' side of those shapes (the combined turn's
    default). ``budget``: Z3 steps of the search (default ``SEARCH_STEPS``),
    half as many again for the shrinking: they decide the witness, the same
    on every run. ``timeout``: seconds of processor time for search,
    shrinking and replay, a ceiling only ("unknown" when reached), or a
    :class:`Ceiling` the search shares with others of the same comparison."""
    bound = bound or CkrBound()
    clauses = sorted(rules_a.clause_ids ^ rules_b.clause_ids)
    doc = {"a": rules_a.label(), "b": rules_b.label(), "same": True, "status": SAME,
           "scope": bound.scope(step_shapes(rules_a, rules_b)), "witness": None, "clauses": clauses, "note": ""}
    if not clauses:
        doc["note"] = "the two rule sets have the same clauses"
        return doc, False
    ceiling = Ceiling.of(timeout)
    budget = SEARCH_STEPS if budget is None else budget
    syms = diff_shapes(bound, rules_a, rules_b)
    builders: dict = {}
    turn = _robbers_turn()
    combined = [] if turn is None else turn.part("diff").diff_shapes(bound, rules_a, rules_b, track)
    if combined:
        edition = robbers_edition or turn.default_edition
        rules_a, rules_b = with_companion(rules_a, edition), with_companion(rules_b, edition)
        named = sorted({r.companion.label() for r in (rules_a, rules_b)})
        doc["scope"]["robbers"] = turn.part("diff").scope_words(track, " and ".join(named))
        doc["scope"]["robbers edition"] = edition
        doc["scope"]["shapes"] = [f"{s.label.rsplit(', ', 1)[0]}" for s in combined] + doc["scope"]["shapes"]
        syms = combined + syms
        builders = {s.label: turn.part("diff").search for s in combined}
    try:
        status, sym, search, model, undecided = _find(syms, rules_a, rules_b, budget, builders, ceiling)
        if status == DIFFERENT:
            model, smallest = search.shrink(model, sym.measures(), steps=(PROBE_STEPS, budget // 2))
            ceiling.check()
    except TimeLimit:
        doc.update(same=False, status=UNKNOWN, note=ceiling.note())
        return doc, True
    if status == SAME:
        doc["note"] = "no difference on any shape of the bound"
        for topic in unreachable(rules_a, rules_b):
            needs = " or ".join(sorted(TOPIC_TRAITS[topic]))
            doc["note"] += f"; the topic {topic} can only show on a turn with {needs}, which no shape of this bound has: the same within this bound only"
        return doc, False
    limit = f"the limit of {budget:,} solver steps"
    if status == UNKNOWN:
        doc.update(same=False, status=UNKNOWN, note=f"undecided within {limit} on: " + "; ".join(undecided))
        return doc, True
    witness = replay(sym.decode(model), rules_a, rules_b, ceiling)
    if witness is None:
        doc.update(same=False, status=UNKNOWN,
                   note=f"a difference was found on the shape {sym.label}, but {REPLAY_UNFINISHED}")
        return doc, True
    notes = [f"found on the shape {sym.label}"]
    if undecided:
        notes.append(f"shapes searched before it were left undecided by {limit}: " + "; ".join(undecided))
    if not smallest:
        notes.append(f"a shrinking step reached {limit.replace('the ', 'its ', 1)}: a smaller witness may exist")
    doc.update(same=False, status=DIFFERENT, witness=witness, note="; ".join(notes))
    return doc, bool(undecided) or not smallest


def _robbers_turn():
    """The combined turn that plays The Robbers beside this module (the
    ``robbers`` section; ``checker.combined``), if one is registered."""
    try:
        return expansions.turn_of_section(EXPANSION, "robbers")
    except KeyError:
        return None
