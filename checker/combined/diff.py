"""The combined turn in a Count, King & Robber diff: the shapes with The
Robbers in play that a difference in the robbing gains needs, and the
search on them (``checker.count_king_robber.diff`` asks for both).

Both sides are played under one Robbers edition (the diff's scope says
which); a shape's outcome terms are the scores from the score track and the
rest of the Count, King & Robber outcome.
"""

from __future__ import annotations

import dataclasses

from checker.combined.encoding import WithRobbersEncoding
from checker.combined.symbolic import SymbolicCkrWithRobbers, TrackBound
from checker.count_king_robber.diff.compare import learn_choices, outcome_terms
from checker.count_king_robber.diff.shapes import _city, differing_topics
from checker.count_king_robber.model import SCORE, Feature
from checker.count_king_robber.symbolic import CkrBound
from checker.diffs.learned import learn
from checker.diffs.search import DifferenceSearch

#: topic -> combined shapes (The Robbers in play) added to a diff in which
#: the topic differs: (label, steps) as in ``STEP_SHAPES``. An opponent
#: scoring a road alone is the smallest turn in which robbing alone decides
#: whether the active player may enter the city.
SHAPES = {
    "robbing-gain": (
        ("road", ((SCORE, "features", (Feature(kind="road", meeples=()),)),)),
        ("city+road", ((SCORE, "features", (_city(), Feature(kind="road", meeples=()))),)),
    ),
}


def diff_shapes(bound: CkrBound, rules_a, rules_b, track: TrackBound | None = None) -> list[SymbolicCkrWithRobbers]:
    """The combined shapes the differing topics add, smallest turn first."""
    topics = differing_topics(rules_a, rules_b)
    track = track or TrackBound()
    out = []
    for topic, extra in SHAPES.items():
        if topic in topics:
            out += [SymbolicCkrWithRobbers(label, steps, bound, track) for label, steps in extra]
    return out


def scope_words(track: TrackBound | None, editions: str) -> str:
    """The diff scope's ``robbers`` field: under which edition and on which shapes."""
    return (track or TrackBound()).describe(editions)


def combined_outcome_terms(enc: WithRobbersEncoding) -> list:
    """A combined turn's outcome terms: the scores from the score track, then
    the rest of the Count, King & Robber outcome (a projection of the whole
    outcome, so an outcome one side cannot reach here it cannot reach at all)."""
    final = enc.final_scores()
    return [final[p] for p in enc.ckr.players] + outcome_terms(enc.ckr)[len(enc.ckr.players):]


def _learn_combined(enc: WithRobbersEncoding, model) -> list:
    """A strategy on both sides: Count, King & Robber's choices by value, the
    Robbers' as their own search learns them (a robber's target beside a marker)."""
    return learn_choices(enc.ckr, model) + learn(enc.robbers, model)


def search(sym: SymbolicCkrWithRobbers, rules_a, rules_b) -> DifferenceSearch:
    """The difference search on one combined shape (the domain is stated once,
    by the outer solver, as for the module's own shapes)."""
    terms = dataclasses.replace(sym.terms, ranges=[], facts=[])
    a = WithRobbersEncoding(sym.skeleton, rules_a, name="a", ckr_terms=terms, track_terms=sym.track_terms())
    b = WithRobbersEncoding(sym.skeleton, rules_b, name="b", ckr_terms=terms, track_terms=sym.track_terms())
    return DifferenceSearch(sym, a, b, None, vector=combined_outcome_terms, pin=lambda s, m: s.pins(m), learner=_learn_combined)
