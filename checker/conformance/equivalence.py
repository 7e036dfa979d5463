"""Tied explanations that are the same rules, proved so over the diff's
bound and named together rather than reported as a tie (issue 47, item 3).

Two explanations tie when the engine's answers cannot tell them apart; the
diagnosis then looks for a turn that would (:mod:`checker.conformance.separating`).
Some ties no turn separates. In HiG's 1st edition the active player may
already place a robber from supply (active-may-place), so "each other
player may place" (each-other-may-place) and "every player may place"
(every-player-may-place) put the same placements in force on every turn:
calling them a tie would tell an engine's author that more vectors could
decide, and none can. So each explanation tied first is compared with the
earlier ones by its module's diff (the bounded search of ``rulespec diff``,
its default bound) on every declared rule set of the answers where the two
give different rules; when every comparison finds no difference within the
bound, the later one is listed as ``equivalent`` to the earlier (which the
candidates' order names) and leaves the tie. A comparison that reaches its
time limit, or finds a difference, leaves the tie as it was. The limits are
counted in the processor time this process uses, as the diff's own ceiling
is (``checker.diffs.ceiling``): on a loaded machine the wall clock ran out
before the comparison did, and the same answers were reported tied.
"""

from __future__ import annotations

import argparse
import time
from functools import lru_cache

from checker import fitting
from checker.conformance.candidates import declared_rules, rules_under

#: Seconds of processor time for one comparison (a placement rule's is about
#: 8), and for all of one diagnosis's.
PROOF_SECONDS, BUDGET_SECONDS = 60.0, 180.0


@lru_cache(maxsize=None)
def _bound(module: str):
    """The module's default bound, as ``rulespec diff`` reads it from no options."""
    from checker import expansions

    symbolic = expansions.EXPANSIONS[module].part("symbolic")
    parser = argparse.ArgumentParser(add_help=False)
    symbolic.add_bound_options(parser)
    return symbolic.bound_from_args(parser.parse_args([]))


def _ids(rules) -> tuple:
    return rules.clause_ids, None if rules.companion is None else rules.companion.clause_ids


def _same_within_bound(one, other, timeout: float) -> bool:
    from checker import expansions

    diff = expansions.EXPANSIONS[one.module].part("diff")
    return diff.diff_document(one, other, _bound(one.module), timeout, None, {})["status"] == "same"


def proved_same(label: tuple, other: tuple, configs, deadline: float) -> bool:
    """Whether the two candidates give the same outcomes on every scenario
    within the bound, on each of ``configs`` where they give different rules
    (and on at least one: two labels that change no config alike are not
    compared here, the candidates already merge them)."""
    compared = False
    for config in configs:
        one = rules_under(label, config) or declared_rules(config)
        two = rules_under(other, config) or declared_rules(config)
        if _ids(one) == _ids(two):
            continue
        left = deadline - time.process_time()
        if left <= 1 or not _same_within_bound(one, two, min(PROOF_SECONDS, left)):
            return False
        compared = True
    return compared


def merge(ranked: list[fitting.Fit], configs, budget: float = BUDGET_SECONDS) -> tuple[list[fitting.Fit], dict]:
    """``ranked`` without the tied-first explanations proved the same rules as
    an earlier tied one, and {kept label: [the labels proved the same as it]}."""
    deadline = time.process_time() + budget
    kept: list[fitting.Fit] = []
    equivalent: dict = {}
    for fit in fitting.tied_first(ranked):
        same = next((k for k in kept if proved_same(k.label, fit.label, configs, deadline)), None)
        if same is None:
            kept.append(fit)
        else:
            equivalent.setdefault(same.label, []).append(fit.label)
    merged = {label for labels in equivalent.values() for label in labels}
    return [f for f in ranked if f.label not in merged], equivalent
