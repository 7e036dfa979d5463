"""Which rules does this engine play? (issue 47, item 2.)

An engine that declares nothing may play any edition: the suite's vectors
each declare one, but the engine's answers may fit another better (an
engine written from Z-Man's rulebook answers every HiG vector as Z-Man's
text says). Over the whole suite, per rules module, each edition with its
default readings is a candidate, scored on every answered vector of that
module as the diagnosis scores its candidates (``checker.fitting``); the
best one is then the reference from which the engine's departures are
explained: the diagnosis's own ranking, run on the vectors that declare
that edition (or, when none does, on every vector with that edition
declared instead), names the reading, dated state or clause where the
engine departs from it.
"""

from __future__ import annotations

import math

import spec
from checker import fitting
from checker.conformance.candidates import Change, Config
from checker.conformance.explanation_words import what
from checker.conformance.explanations import Scorer, answers, explain


def _companion(config: Config) -> str | None:
    return config.with_robbers


def _fits(scorer: Scorer, module: str, given: list) -> list[fitting.Fit]:
    fits = []
    for edition in spec.module_editions(module):
        moved = [a._replace(config=Config(edition, None, (), _companion(a.config)),
                            declared=a.declared if a.config == Config(edition, None, (), _companion(a.config)) else None)
                 for a in given]
        fits.append(fitting.fit(edition, (scorer.observation((), a) for a in moved)))
    return fitting.rank(fits, order=lambda label: list(spec.EDITIONS).index(label))


def plays(results, vectors: dict, scorer: Scorer | None = None) -> list[dict]:
    """Per rules module of the answered vectors: the edition the answers fit
    best, the editions tied with it, the runner-up's margin and where the
    engine departs from that edition (the first explanation relative to it)."""
    scorer = scorer or Scorer()
    given = answers(results, vectors)
    found = []
    for module in sorted({spec.EDITIONS[a.config.edition].module for a in given}):
        mine = [a for a in given if spec.EDITIONS[a.config.edition].module == module]
        ranked = _fits(scorer, module, mine)
        best, tied = ranked[0], fitting.tied_first(ranked)
        margin = fitting.margin_log10(ranked)
        # Where the engine departs from the edition: explained on the vectors
        # that declare it (their candidates' sets ship with the suite), else on
        # every vector of the module with the edition declared instead.
        own = {a.key for a in mine if a.config.edition == best.label}
        configs = None if own else {a.key: Config(best.label, None, (), _companion(a.config)) for a in mine}
        ids = own or {a.key for a in mine}
        departures = explain([r for r in results if r.id in ids], vectors, scorer, configs)
        found.append({
            "module": module,
            "edition": best.label,
            "tied": [f.label for f in tied[1:]],
            "explained": best.explained,
            "unexplained": best.unexplained,
            "log10_likelihood": round(best.log10_likelihood, 6) + 0.0,
            "margin_log10": None if margin is None else ("inf" if math.isinf(margin) else round(margin, 3)),
            "runner_up": ranked[1].label if len(ranked) > 1 else None,
            "departures": departures["explanations"][:3] if best.unexplained else [],
            "words": _words(module, ranked, margin, departures, len(mine)),
        })
    return found


def _words(module: str, ranked: list, margin, departures: dict, answered: int) -> str:
    """"Your engine's robbers answers fit c1-hig-2013 best (...): 70 of 72 answers legal; ..."."""
    best, tied = ranked[0], fitting.tied_first(ranked)
    title = spec.EDITIONS[best.label].title
    text = f"Your engine's {module} answers fit {best.label} best ({title}): {best.explained} of {answered} answers legal"
    if len(tied) > 1:
        text += "; as well as " + ", ".join(f.label for f in tied[1:]) + " (the suite cannot tell them apart)"
    elif margin is not None and len(ranked) > 1:
        text += (f"; the next, {ranked[1].label}, explains fewer" if margin == math.inf
                 else f"; the next, {ranked[1].label}, is 10^{margin:.0f} times less likely")
    if best.unexplained and departures["explanations"]:
        changes = [Change(**c) for c in departures["explanations"][0]["changes"]]
        if changes:
            text += "; where it departs from it: as if " + " and ".join(what(c) for c in changes)
    return text + "."
