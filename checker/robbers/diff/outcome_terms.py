"""An outcome as a vector of terms that means the same under any rules.

``Projection`` (enumeration) reads steals per robber or per candidate,
whichever the rules make exact; two rule sets may differ in that, so a diff
compares steals by (thief, victim, marker kind): how many, their sum and the
largest. That determines the multiset of steals whenever a thief makes at
most two steals from one marker kind of one victim in a turn, which every
edition guarantees (a robber that steals returns to supply). A coarser
comparison could only hide a difference, never invent one, and every
witness is re-checked by plain enumeration.
"""

from __future__ import annotations

import z3

from checker.robbers.model import COURIER, MEEPLE


def outcome_vector(enc) -> list:
    """Final markers, robbers, then (count, sum, max) of steals per (thief, victim, kind)."""
    sc = enc.scenario
    terms = [enc.score[m] for m in sc.marker_ids()] + [enc.robber[p] for p in sc.players]
    for thief in sc.players:
        for victim in sc.players:
            for kind in (MEEPLE, COURIER):
                hits = []
                for record in enc.resolver.records:
                    c = record.candidate
                    if c.robber != thief or c.victim != victim:
                        continue
                    is_kind = c.is_courier if kind == COURIER else z3.Not(c.is_courier)
                    hits.append((z3.And(c.take, is_kind), record.amount))
                terms += _summary(hits)
    return terms


def _summary(hits) -> list:
    if not hits:  # the same three terms either way, so vectors line up across rules
        return [z3.IntVal(0), z3.IntVal(0), z3.IntVal(-1)]
    count = z3.Sum(*[z3.If(hit, 1, 0) for hit, _ in hits])
    total = z3.Sum(*[z3.If(hit, amount, 0) for hit, amount in hits])
    top = z3.IntVal(-1)
    for hit, amount in hits:
        top = z3.If(z3.And(hit, amount > top), amount, top)
    return [count, total, top]
