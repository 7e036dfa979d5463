"""``conform``'s diagnosis: which rule the engine most likely gets wrong.

Counting how many failing vectors *exercise* each clause says little, since
nearly every vector exercises the few clauses every turn goes through (an
engine that rounded thefts down got ``count-all-scorings 31,
thief-robber-returns 31, ... steal-half-rounded-up 3``). The diagnosis asks
``rulespec judge``'s question instead: for a failing answer, which clauses,
dropped alone, make it legal (:func:`checker.judging.broken_clauses`).

Failures are first grouped by the kind of difference between the engine's
answer and the nearest legal outcome ("theft amount", "victim", "robber's
end space", "entry", "the Count", ...: each module's ``describe`` part
names them), and the failing vectors are judged, up to :data:`JUDGED`
shared among the groups. A clause is ranked by the judged vectors it
explains, over every group; the first is the summary's "most likely broken
rule", and the clauses tied with it are named (``tied_with``): where the
suite's failing vectors cannot tell two clauses apart (dropping either
gives the same outcomes on every one of them), the diagnosis says so
rather than pick one by name. Judging many vectors matters: dropping the rule for a theft's base
also explains most answers of an engine that rounds thefts down, and only a
vector where the base is not in question (one of 43 in the small suite)
tells the two apart. A failure judge cannot
reach is ranked by the clause its vector was generated for, and says so.
An engine that lists every outcome is judged on its whole set: the clause
whose dropping gives exactly that set, which also names a permission the
engine forgot (its list then lacks outcomes, and no dropped clause makes a
missing outcome legal).
"""

from __future__ import annotations

from collections import Counter

#: Failing vectors judged at most, shared among the groups in turn: each
#: costs one solver query per clause in force (0.2 to 1 s for a Robbers turn).
JUDGED = 60
#: Time limit of each of those queries, in seconds.
QUERY_TIMEOUT = 20.0


def _rules(vector: dict):
    import spec

    rules = spec.resolve(vector["edition"], as_of=vector.get("as_of"), interpretations=vector["interpretations"] or None)
    companion = vector.get("with_robbers")
    if companion:
        rules = rules.with_companion(spec.resolve(companion["edition"], as_of=companion.get("as_of"),
                                                  interpretations=companion.get("interpretations") or None))
    return rules


def _illegal(result):
    """The engine's illegal outcome to judge: its answer, or the first illegal one it listed."""
    if result.detail is None:
        return None
    if result.mode == "outcome":
        return result.detail["claimed"][0]
    legal = set(result.detail["legal"])
    extra = sorted((o for o in result.detail["claimed"] if o not in legal), key=lambda o: o.sort_key())
    return extra[0] if extra else None


def departure(vector: dict, result, module=None) -> list[str]:
    """Where the engine's (first illegal) outcome departs from the legal
    derivations, in words: the step of a legal derivation past which none
    reaches it, with that step's clauses (``judge`` says the same: the
    module's ``describe.claim_parting``). Empty when there is no illegal
    outcome, or the module cannot tell."""
    outcome = _illegal(result)
    if outcome is None:
        return []
    if module is None:
        from checker import expansions

        module = expansions.EXPANSIONS[vector["scenario"].get("expansion", "robbers")]
    parting = getattr(module.part("describe"), "claim_parting", None)
    if parting is None:
        return []
    legal = sorted(result.detail["legal"], key=lambda o: o.sort_key())
    try:
        return parting(result.detail["scenario"], _rules(vector), outcome, legal) if legal else []
    except Exception:  # noqa: BLE001 - a turn past the reference's limits: the group is reported without it
        return []


def broken(vector: dict, result) -> list[str] | None:
    """The clauses whose dropping alone explains the engine's answer, or None
    when there is nothing to judge. With an illegal outcome (the answer, or
    the first illegal one listed): the clauses whose dropping makes it legal
    (``judge``'s question). A set with legal outcomes missing and none
    illegal (a permission the engine forgot, where no dropped clause makes
    a missing outcome appear): the clauses whose dropping gives exactly the
    engine's set. Set equality is kept for that case: for an engine that
    rounds thefts down, dropping steal-base-movement gives its exact set in
    42 of 43 vectors, while the illegal outcomes point at
    steal-half-rounded-up in all 43."""
    from checker.judging import broken_clauses

    if result.detail is None:
        return None
    outcome = _illegal(result)
    if outcome is None:
        return _same_set_without(vector, result) if result.mode == "outcomes" else None
    return broken_clauses(result.detail["scenario"], _rules(vector), outcome, timeout=QUERY_TIMEOUT)


def _same_set_without(vector: dict, result) -> list[str]:
    from checker.errors import LimitReached
    from checker.expansions import EXPANSIONS
    from checker.judging import _candidates, _without

    scenario = result.detail["scenario"]
    claimed = set(result.detail["claimed"])
    rules = _rules(vector)
    module = EXPANSIONS[scenario.expansion]
    found = []
    for _, clause in _candidates(rules):
        try:
            allowed = module.enumerate(scenario, _without(rules, (clause,)), max_outcomes=len(claimed) + 1,
                                       timeout=QUERY_TIMEOUT)
        except LimitReached:
            continue
        if set(allowed) == claimed:
            found.append(clause)
    return found


def _shares(sizes: list[int], budget: int) -> list[int]:
    """``budget`` judgements shared among groups of ``sizes``, one each in
    turn, so that a small group is judged too."""
    shares = [0] * len(sizes)
    while budget > 0 and any(s < n for s, n in zip(shares, sizes)):
        for i, n in enumerate(sizes):
            if budget > 0 and shares[i] < n:
                shares[i] += 1
                budget -= 1
    return shares


def diagnose(results, vectors: dict, judged: int = JUDGED, progress=None) -> dict:
    """The groups of failures and the clauses ranked by the judged vectors
    they explain (``conform-result``'s ``diagnosis``)."""
    failing = [r for r in results if r.status == "fail"]
    by_kind: dict[tuple, list] = {}
    for r in failing:
        by_kind.setdefault(tuple(r.kinds) or ("outcome",), []).append(r)
    explains: Counter = Counter()
    targets: Counter = Counter()
    groups, total_judged = [], 0
    ordered = sorted(by_kind.items(), key=lambda kv: (-len(kv[1]), kv[0]))
    quota = _shares([len(members) for _, members in ordered], judged)
    for (kinds, members), share in zip(ordered, quota):
        found: Counter = Counter()
        tried = 0
        for r in members[:share]:
            if progress:
                progress(r.id)
            clauses = broken(vectors[r.id], r)
            if clauses is None:
                continue
            tried += 1
            found.update(clauses)
        generated_for = Counter(r.clauses[0] for r in members if r.clauses)
        total_judged += tried
        explains.update(found)
        if not tried:
            targets.update(generated_for)
        groups.append({
            "kinds": list(kinds), "vectors": len(members), "judged": tried,
            "clauses": dict(sorted(found.items(), key=lambda kv: (-kv[1], kv[0]))),
            "generated_for": dict(sorted(generated_for.items(), key=lambda kv: (-kv[1], kv[0]))),
            "examples": [r.id for r in members[:3]],
            # where the group's first failing answer departs from every legal derivation
            "departure": departure(vectors[members[0].id], members[0]),
        })
    ranking = [{"clause": c, "explains": n, "judged": total_judged, "by": "judge"}
               for c, n in sorted(explains.items(), key=lambda kv: (-kv[1], kv[0]))]
    ranking += [{"clause": c, "explains": n, "judged": 0, "by": "generated-for"}
                for c, n in sorted(targets.items(), key=lambda kv: (-kv[1], kv[0])) if c not in explains]
    tied = [r["clause"] for r in ranking[1:] if r["by"] == "judge" and ranking[0]["by"] == "judge"
            and r["explains"] == ranking[0]["explains"]]
    return {"groups": groups, "ranking": ranking, "most_likely": ranking[0]["clause"] if ranking else None,
            "tied_with": tied}

