"""Verdicts by induction, with the bounded search as cross-check and fallback.

Every safety invariant is first proved by induction over the steps of a turn
(``houdini``), for two to six players, any number of rounds and events and
any points. The bounded proof (``checker.robbers.invariants.prove``) runs as well:

- where induction proves the invariant, the bounded verdict is its
  cross-check (a bounded counterexample then would be a bug, and raises);
- where induction does not (the invariant, with the strengthening lemmas,
  is not inductive, or a time limit was reached), the verdict is the bounded
  one, as before: a smallest counterexample, or "holds" within the bound,
  with a note saying why induction did not prove it.

``never-dead-end`` (liveness) stays bounded.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field

from checker.robbers.induction.houdini import strengthen
from checker.robbers.induction.lemmas import ASSUMING, LEMMAS, PROPERTIES
from checker.robbers.invariants.catalog import INVARIANTS
from checker.robbers.invariants.prove import InconsistentWitness, bound_groups, prove_group
from checker.solver import milliseconds

PLAYERS = (2, 6)
TEXT = {lemma.id: lemma.text for lemma in LEMMAS + tuple(x for v in ASSUMING.values() for x in v)}


def induction_scope(bound) -> dict:
    """What "every turn" means for a proof by induction (formats in docs/invariants)."""
    place = "place-robbers steps anywhere before the game end, any number (double turns too), and " \
        if bound.placement else ""
    return {
        "players": {"min": PLAYERS[0], "max": PLAYERS[1]},
        "couriers": True,
        "rounds": None,
        "events": None,
        "events_per_round": None,
        "points": None,
        "track": bound.track,
        "scores": None,
        "turn": f"{place}any number of scoring rounds of any number of events, from any source; "
                "optionally game-end and any number of final-scoring rounds",
        "placement": bound.placement,
    }


def induction_words(bound) -> str:
    place = "any placements (double turns too)" if bound.placement else "no placement step"
    return (f"every turn of {PLAYERS[0]}\u2013{PLAYERS[1]} players ({place}, any rounds, events and points; "
            f"track {bound.track})")


@dataclass
class Induction:
    """The outcome of induction for one invariant under one rule set."""

    invariant: str
    status: str = "inductive"  # or "not-inductive", "unknown"
    strengthening: list = field(default_factory=list)
    broken: tuple | None = None  # (step kind, players) of a counterexample to induction
    why: str = ""
    seconds: float = 0.0


def cone(uses: dict, roots) -> set:
    """The lemmas ``roots`` lean on, transitively (``roots`` included)."""
    seen, todo = set(), list(roots)
    while todo:
        x = todo.pop()
        if x not in seen:
            seen.add(x)
            todo += uses.get(x, [])
    return seen


def prove_by_induction(rules, ids, bound, timeout=None, progress=None, players=PLAYERS) -> dict:
    """``Induction`` per invariant id, over every number of players in ``players``
    (``PLAYERS`` unless a test asks for fewer)."""
    placement = "anywhere" if bound.placement else "none"
    timeout_ms = milliseconds(timeout)
    results = {i: Induction(i) for i in ids}
    for n in range(players[0], players[1] + 1):
        pending = [i for i in ids if results[i].status == "inductive"]
        if not pending:
            break
        if progress:
            progress(f"{rules.label()}: induction, {n} players")
        started = time.perf_counter()
        out = strengthen(rules, n, bound.track, placement, pending, timeout_ms)
        for i in pending:
            r = results[i]
            r.seconds += time.perf_counter() - started
            if out.unknown:
                r.status, r.why = "unknown", out.unknown
            elif i not in out.alive:
                r.status = "not-inductive"
                hit = next((b for b in out.broken if b.lemma == i), None)
                r.broken = (hit.kind, n) if hit else None
            else:
                required = [lemma.id for lemma in LEMMAS if lemma.required and lemma.id in out.alive]
                used = cone(out.uses, [i, *required]) - {i}
                r.strengthening = sorted(set(r.strengthening) | used, key=_order)
    return results


def _order(lemma_id: str) -> int:
    ids = [lemma.id for lemma in LEMMAS] + list(PROPERTIES) + [x.id for v in ASSUMING.values() for x in v]
    return ids.index(lemma_id)


def strengthening_json(ids) -> list:
    return [{"id": x, "text": TEXT.get(x) or PROPERTIES[x].text} for x in ids]


def prove_all(rules, bound, invariant_ids, timeout: float | None, method: str = "induction") -> list[dict]:
    """The verdict documents (``check --json``'s results) of the invariants
    ``invariant_ids`` under ``rules``, in catalogue order: by induction where
    it proves them (``method`` "induction"), else within ``bound``."""
    parts = sorted(proof_parts(bound, invariant_ids, method))  # the bound groups in order, then induction
    return join_parts(rules, bound, invariant_ids, method,
                      [prove_part(rules, bound, invariant_ids, timeout, part) for part in parts])


def proof_parts(bound, invariant_ids, method: str = "induction") -> list[tuple]:
    """The independent parts of ``prove_all``: the bounded search of each
    bound group (``("bounded", index)``) and the proofs by induction.

    They share nothing but the rule set, so ``check`` may run each in a
    process of its own and join the results (``join_parts``). They come
    longest first, the order in which two processes finish soonest: the
    other safety groups (robber-shares-space's, whose time is the solver's),
    the first group of safety invariants (the default bound's), induction,
    then never-dead-end's group (its search with policies,
    ``checker.robbers.invariants.policies``). Under c1-rgg the parts took
    4.4 (robber-shares-space), 2.8 (the eight safety invariants), 2.5
    (induction) and 0.7 (never-dead-end) CPU seconds, under c3.1-2025 0.4,
    1.5, 1.7 and 0.3 (2026-11-27, loaded machine; before issue 32's cuts in
    building the encodings 4.4, 5.0, 4.4 and 0.9 under c1-rgg, and the
    eight safety invariants came first)."""
    chosen = _chosen(invariant_ids)
    groups = list(bound_groups(bound, chosen).values())
    live = [("bounded", n) for n, members in enumerate(groups) if any(i.violation is None for i in members)]
    safety = [("bounded", n) for n in range(len(groups)) if ("bounded", n) not in live]
    induction = [("induction",)] if method != "bounded" and any(i.violation is not None for i in chosen) else []
    return safety[1:] + safety[:1] + induction + live


def prove_part(rules, bound, invariant_ids, timeout: float | None, part: tuple, progress=None):
    """One part's result: a bound group's ``Verdict`` list, or ``Induction`` by invariant id."""
    chosen = _chosen(invariant_ids)
    if part[0] == "induction":
        return prove_by_induction(rules, [i.id for i in chosen if i.violation is not None], bound, timeout, progress)
    scope, members = list(bound_groups(bound, chosen).items())[part[1]]
    return prove_group(rules, bound, scope, members, timeout, progress)


def join_parts(rules, bound, invariant_ids, method: str, results: list) -> list[dict]:
    """``prove_all``'s documents from the results of ``proof_parts``, in their order."""
    chosen = _chosen(invariant_ids)
    found = {v.invariant: v for r in results if isinstance(r, list) for v in r}
    bounded = [found[i.id] for i in chosen]
    if method != "bounded":
        induced = next((r for r in results if isinstance(r, dict)), {})
        _merge(rules, bound, bounded, induced)
    return [v.to_json() for v in bounded]


def _chosen(invariant_ids) -> list:
    return [i for i in INVARIANTS if i.id in invariant_ids]


def _merge(rules, bound, bounded: list, induced: dict) -> list:
    """The bounded verdicts, each replaced by induction's where it proves the invariant."""
    for v in bounded:
        r = induced.get(v.invariant)
        if r is None:
            continue
        v.seconds += r.seconds
        if r.status == "inductive":
            if v.status == "violated":
                raise InconsistentWitness(
                    f"{v.invariant} under {rules.label()}: proved by induction, yet the bounded search found "
                    f"{v.counterexample['scenario']}")
            v.details = {"strengthening": strengthening_json(r.strengthening),
                         "cross_check": {"method": "bounded", "status": v.status, "scope": v.scope}}
            v.status, v.method, v.scope, v.note = "holds", "induction", induction_scope(bound), ""
            continue
        v.details = {"induction": {"status": r.status, "step": r.broken[0] if r.broken else None,
                                   "players": r.broken[1] if r.broken else None}}
        if r.status == "unknown":
            why = f"induction undecided ({r.why})"
        else:
            where = f" (broken by one {r.broken[0]} step, {r.broken[1]} players)" if r.broken else ""
            why = f"not inductive with the strengthening lemmas{where}"
        v.note = why + (f"; {v.note}" if v.note else "")
    return bounded
