"""``conform``'s diagnosis: which rule set best explains the engine's
answers, and so what it gets wrong.

The method is :mod:`checker.conformance.explanations`: candidates made of
the declared rules with one change (another edition's clause, a reading, a
dated state, a dropped clause, a typical mistake), ranked by the likelihood
of *every* answer, passes included (:mod:`checker.fitting`). Asking instead
which clause, dropped, makes the failing answers legal (the method this
replaced) named the mistaken rule first and alone for 4 of 10 engines
written with one realistic mistake (issue 47): dropping a clause that fixes
an amount makes every amount legal, so it explains any theft difference,
and a mistake that is another edition's rule is no dropped clause at all.

The failures are also grouped by the kind of difference between the
engine's answer and the nearest legal outcome ("theft amount", "victim",
"entry", "the Count", ...: each module's ``describe`` part names them),
each group with where its first answer departs from every legal
derivation, in words (``judge``'s parting).
"""

from __future__ import annotations


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


def groups(results, vectors: dict) -> list[dict]:
    """The failures grouped by the kind of difference from the nearest legal
    outcome, largest first, each with where its first answer departs from
    every legal derivation."""
    by_kind: dict[tuple, list] = {}
    for r in results:
        if r.status == "fail":
            by_kind.setdefault(tuple(r.kinds) or ("outcome",), []).append(r)
    found = []
    for kinds, members in sorted(by_kind.items(), key=lambda kv: (-len(kv[1]), kv[0])):
        found.append({"kinds": list(kinds), "vectors": len(members), "examples": [r.id for r in members[:3]],
                      "departure": departure(vectors[members[0].id], members[0])})
    return found


def diagnose(results, vectors: dict, scorer=None, declared: bool = True, ask=None) -> dict:
    """``conform-result``'s ``diagnosis``: the ranked explanations
    (:mod:`checker.conformance.explanations`), the clause the first names
    when it is one change (``most_likely``) and those of the explanations
    tied with it (``tied_with``), the groups of failures, and, for an engine
    that declared nothing (``declared`` False), which rules it plays
    (``plays``, :mod:`checker.conformance.profile`). ``ask`` runs the engine
    on a new vector that separates tied explanations."""
    from checker.conformance.explanations import Scorer, explain

    scorer = scorer or Scorer()
    found = explain(results, vectors, scorer, ask=ask)
    ranked = found["explanations"]

    def clause(explanation) -> str | None:
        changes = explanation["changes"]
        return changes[0]["clause"] if len(changes) == 1 else None

    most = clause(ranked[0]) if ranked and ranked[0]["changes"] else None
    tied = [clause(e) for e in ranked[1:found["tied"]] if clause(e)]
    plays = None
    if not declared:  # an engine that declares nothing: which rules does it play? (checker.conformance.profile)
        from checker.conformance.profile import plays as fitted

        plays = fitted(results, vectors, scorer)
    return {**found, "most_likely": most, "tied_with": tied, "groups": groups(results, vectors), "plays": plays}
