"""Which candidate rule set best explains an engine's answers
(``checker.fitting``'s ranking over ``checker.conformance.candidates``).

Every vector the engine answered counts, passed ones included: a candidate
that explains the failures but breaks a pass is worse than one that
explains both. An answer's legal set under a candidate is the candidate's
outcome set for the vector's turn: the vector's own outcomes where no
change applies, else the reference simulator's where it can play the
rules, Z3's enumeration otherwise (``Readings``, cached). A candidate with
more outcomes than ``Readings`` enumerates on a turn (300) is taken not to
explain that answer: it allows nearly anything there, and its likelihood
would be tiny anyway.

Computing every candidate's set on every vector is what costs (Z3 for the
rules the simulator cannot play), so the ranking is searched with a bound
that never loses the first explanation, the runner-up or a tie with either:
the candidates the simulator plays first, each scored on the failing
answers and then on all, and dropped as soon as it leaves more answers
unexplained than the current runner-up. The explanations listed after the
runner-up are the best of those scored in full. Pairs of changes are tried
only when no single change explains every answer, among the singles that
explain some failure.
"""

from __future__ import annotations

import math
from itertools import combinations
from typing import NamedTuple

from checker import fitting
from checker.conformance.candidates import Change, candidates, config_of, declared_rules, label_order, rules_under
from checker.conformance.readings import rules_key
from checker.errors import InputError

#: Explanations reported, best first (the diagnosis contract's "at most 10").
KEPT = 10
#: The first explanations found exactly (the first, the runner-up and every
#: one tied with either); those after them are the best of the candidates
#: that were scored in full.
EXACT = 2
#: Singles combined into pairs when no single change explains every answer.
PAIRED = 6


class Answer(NamedTuple):
    """One answered vector: what the engine said and what the vector allows."""

    key: str
    config: object
    scenario: object
    answer: object
    whole_set: bool
    declared: frozenset | None
    failed: bool


def answers(results, vectors: dict, configs: dict | None = None) -> list[Answer]:
    """The answers the engine gave (passes and failures; errors and skips say
    nothing about the rules), each with its vector's declared rules, or the
    rules ``configs`` gives it instead (their outcomes are then computed,
    ``declared`` None, and ``failed`` says whether the answer breaks them)."""
    found = []
    for r in results:
        if r.status not in ("pass", "fail") or r.detail is None:
            continue
        whole = r.mode == "outcomes"
        answer = frozenset(r.detail["claimed"]) if whole else r.detail["claimed"][0]
        own = config_of(vectors[r.id])
        config = (configs or {}).get(r.id, own)
        declared = frozenset(r.detail["legal"]) if config == own else None
        found.append(Answer(r.id, config, r.detail["scenario"], answer, whole, declared, r.status == "fail"))
    return found


class Scorer:
    """The legal sets of candidates on answers, computed once each."""

    def __init__(self, readings=None) -> None:
        from checker.conformance.readings import Readings

        self.readings = readings or Readings()
        self._sets: dict = {}
        self._shipped: dict = {}

    def ship(self, vectors: dict, given: list) -> None:
        """Read the outcome sets the suite ships in its vectors (``checker.conformance.shipped``)."""
        from checker.conformance.shipped import shipped_sets

        for answer in given:
            if answer.key not in self._shipped and answer.key in vectors:
                self._shipped[answer.key] = shipped_sets(vectors[answer.key], answer.scenario) or {}

    def legal(self, label: tuple, answer: Answer):
        """``label``'s legal set for the answer's turn, or None past the enumeration's cap."""
        rules = rules_under(label, answer.config)
        if rules is None:
            if answer.declared is not None:
                return answer.declared
            rules = declared_rules(answer.config)
        key = (rules_key(rules), answer.key)
        shipped = self._shipped.get(answer.key) or {}
        if key not in self._sets and key[0] in shipped:
            self._sets[key] = shipped[key[0]]
        if key not in self._sets:
            try:
                self._sets[key] = self.readings.fast_set(answer.scenario, rules)
            except InputError:  # a turn these rules cannot play (a step another edition lacks)
                self._sets[key] = None
        return self._sets[key]

    def observation(self, label: tuple, answer: Answer) -> fitting.Observation:
        legal = self.legal(label, answer)
        if legal is None:  # too many outcomes to enumerate: not counted as explaining the answer
            legal = frozenset()
        return fitting.Observation(answer.key, answer.answer, legal, answer.whole_set)

    def costly(self, label: tuple, among) -> bool:
        """Does the label need Z3 on some of ``among`` (rules the simulator cannot play)?"""
        for answer in among:
            rules = rules_under(label, answer.config)
            if rules is not None:
                return not self.readings.sim_supports(rules)
        return False

    def fit(self, label: tuple, among) -> fitting.Fit:
        return fitting.fit(label, (self.observation(label, a) for a in among))


def _bounded(scorer: Scorer, label: tuple, among: list, bound) -> fitting.Fit | None:
    """``label``'s fit on ``among``, or None as soon as it leaves more than ``bound`` answers unexplained."""
    observations, misses = [], 0
    for answer in among:
        observation = scorer.observation(label, answer)
        observations.append(observation)
        if observation.answer not in observation.legal if not observation.whole_set else \
                frozenset(observation.answer) != observation.legal:
            misses += 1
            if misses > bound:
                return None
    return fitting.fit(label, observations)


def _search(scorer: Scorer, labels, failing, passing, best: list) -> list:
    """The full fits of ``labels`` that may be first or runner-up, added to
    ``best``: the cheap candidates first (those the simulator plays), each on
    the failing answers, then on all, dropped as soon as it leaves more
    answers unexplained than the current runner-up (it can be neither)."""

    def bound():
        ranked = fitting.rank(best, order=label_order)
        return ranked[EXACT - 1].unexplained if len(ranked) >= EXACT else math.inf

    for label in sorted(labels, key=lambda label: (scorer.costly(label, failing), label_order(label))):
        if _bounded(scorer, label, failing, bound()) is None:
            continue
        whole = _bounded(scorer, label, failing + passing, bound())
        if whole is not None:
            best.append(whole)
    return best


def explain(results, vectors: dict, scorer: Scorer | None = None, configs: dict | None = None, ask=None) -> dict:
    """The ranked explanations of the engine's answers (the diagnosis
    contract's fields), relative to each vector's declared rules or to
    ``configs`` (vector id to a ``Config``) where it gives other rules.
    ``ask`` (a vector -> the engine's ``Result``): on a tie, a vector that
    separates the tied explanations is found and asked
    (:mod:`checker.conformance.separating`)."""
    from checker.conformance.explanation_words import explanation_json, first_line

    scorer = scorer or Scorer()
    given = answers(results, vectors, configs)
    scorer.ship(vectors, given)
    if configs:
        given = [a._replace(failed=a.answer not in (scorer.legal((), a) or ()) if not a.whole_set
                            else a.answer != scorer.legal((), a)) for a in given]
    failing = [a for a in given if a.failed]
    passing = [a for a in given if not a.failed]
    singles = candidates({a.config for a in given})
    best = _search(scorer, [()] + singles, failing, passing, [])
    ranked = fitting.rank(best, order=label_order)
    failed_keys = {a.key for a in failing}
    if ranked and ranked[0].unexplained:  # the singles that explain some failure, paired
        helpful = [f.label for f in ranked if f.label and failed_keys - set(f.misses)][:PAIRED]
        pairs = [tuple(sorted(a + b, key=Change.sort_key)) for a, b in combinations(helpful, 2)
                 if a[0].clause != b[0].clause or a[0].clause is None]
        ranked = fitting.rank(_parsimonious(_search(scorer, pairs, failing, passing, best)), order=label_order)
    asked = []
    if ask is not None and len(fitting.tied_first(ranked)) > 1 and failed_keys - set(ranked[0].misses):
        # a tie between explanations of some failure (not among those that explain none)
        from checker.conformance.separating import settle

        ranked, asked = settle(scorer, ranked[:KEPT], given, sorted({a.config for a in given}, key=repr), ask, _answer)
    equivalent: dict = {}
    if len(fitting.tied_first(ranked)) > 1 and failed_keys - set(ranked[0].misses):
        # a tie no answer separates may be the same rules twice: proved so, named together
        from checker.conformance.equivalence import merge

        ranked, equivalent = merge(ranked[:KEPT], sorted({a.config for a in given}, key=repr))
    ranked = ranked[:KEPT]
    tied = fitting.tied_first(ranked)
    margin = fitting.margin_log10(ranked)
    separating = _separating(scorer, [f.label for f in tied], given) if len(tied) > 1 else []
    failed = failed_keys
    configs = sorted({a.config for a in given}, key=repr)
    line = first_line(ranked, len(tied), margin, failed, len(given), equivalent) if ranked else None
    return {
        "explanations": [explanation_json(f, failed, len(given), _reference(f.label, configs), line if i == 0 else None,
                                          equivalent.get(f.label, ())) for i, f in enumerate(ranked)],
        "tied": len(tied),
        "margin_log10": None if margin is None else ("inf" if math.isinf(margin) else round(margin, 3)),
        "separating": separating + [a["id"] for a in asked],
        "asked": asked,
    }


def _parsimonious(fits: list) -> list:
    """The fits without a pair that explains the answers no better than one
    of its own changes alone: its other change explains nothing (it changes
    only outcomes no answer tells apart), so the pair is that single change
    said at greater length, not a rival explanation tied with it."""
    alone = {f.label: f.rank_key() for f in fits if len(f.label) == 1}
    return [f for f in fits if len(f.label) < 2
            or all(f.rank_key() < alone.get((change,), (math.inf,)) for change in f.label)]


def _answer(result, config) -> Answer:
    """The engine's answer to a vector made on the spot, with that vector's rules."""
    whole = result.mode == "outcomes"
    return Answer(result.id, config, result.detail["scenario"],
                  frozenset(result.detail["claimed"]) if whole else result.detail["claimed"][0], whole,
                  frozenset(result.detail["legal"]), result.status == "fail")


def _reference(label: tuple, configs) -> str | None:
    """The candidate's rules in the reference syntax (``EDITION@MONTH+KEY=VALUE~CLAUSE``)
    on the first vector it changes, where that syntax can say it: readings,
    dated states and dropped clauses, not a clause put in another's place."""
    if any(c.kind in ("replace", "mistake") for c in label):
        return None
    for config in configs:
        rules = rules_under(label, config) if label else None
        if rules is not None or not label:
            return (rules or declared_rules(config)).label()
    return None


def _separating(scorer: Scorer, labels: list, given: list[Answer]) -> list[str]:
    """The answered vectors on which the tied candidates allow different outcomes."""
    return [a.key for a in given if len({scorer.legal(label, a) for label in labels}) > 1]
