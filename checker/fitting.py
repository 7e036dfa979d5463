"""Which rule set best explains a set of answers.

Two commands ask the same question of different witnesses: ``conform``'s
diagnosis (an engine's answers to the suite's vectors: which rule set does
it play, and so which rule does it get wrong?) and ``identify`` (a group's
answers to a few questions: which edition, readings and dated state do they
play?). Both rank candidate rule sets by how *specifically* each predicts
the answers, here, with no rule logic: a caller gives, per candidate, each
observation's answer and the candidate's legal outcomes for that turn.

The model is the likelihood of the answers if whoever gave them picked
uniformly among a candidate's legal outcomes:

- one outcome ``o`` answered, legal outcomes ``L``: ``1/|L|`` if ``o`` is in
  ``L``, else 0;
- a whole set ``S`` answered (an engine that lists every outcome): 1 if
  ``S == L``, else 0.

So a candidate that makes every amount legal (a clause that fixes the
amount, dropped) explains a wrong amount but scores low, since it would
have allowed any amount; the candidate that allows just the engine's
answers scores high. An answer outside ``L`` is *unexplained*. Rather than
drop such a candidate from the ranking (then an engine with two unrelated
mistakes would get no diagnosis at all), the ranking is lexicographic:
fewest unexplained answers first, then the highest likelihood of the
explained ones. That is the limit, as ``eps`` goes to 0, of a model in
which an engine answers outside its rules with probability ``eps``.

Likelihoods are kept exact: a fit's likelihood is ``1/denominator``, the
product of the sizes of the legal sets of the answers it explains, a
Python integer. Ties are exact, and the ranking never depends on floating
point or on the order the observations came in.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Hashable, Iterable, NamedTuple

__all__ = ["Fit", "Observation", "fit", "margin_log10", "rank", "tied_first"]


class Observation(NamedTuple):
    """One answer and a candidate's legal outcomes for the same turn.

    ``key`` names the turn (a vector's id, a question's id); ``answer`` is one
    outcome, or a collection of outcomes when ``whole_set``; ``legal`` is the
    candidate's legal outcomes (any hashable values compared by equality).
    """

    key: str
    answer: object
    legal: frozenset
    whole_set: bool = False


def _weight(observation: Observation) -> int | None:
    """The inverse probability of the answer under the candidate: ``|L|``
    for one outcome in ``L``, 1 for the whole set ``L``; None when the
    candidate does not allow the answer."""
    legal = observation.legal
    if observation.whole_set:
        return 1 if frozenset(observation.answer) == legal else None
    return len(legal) if observation.answer in legal else None


@dataclass(frozen=True)
class Fit:
    """How one candidate explains the answers.

    ``label`` is the caller's name for the candidate (hashable, sortable
    with the other labels: it orders exact ties deterministically);
    ``denominator`` is the product of the legal sets' sizes over the
    explained answers (the likelihood is its inverse); ``misses`` are the
    keys of the answers it does not explain, sorted.
    """

    label: Hashable
    explained: int
    denominator: int
    misses: tuple[str, ...]

    @property
    def unexplained(self) -> int:
        return len(self.misses)

    @property
    def log10_likelihood(self) -> float:
        """The likelihood of the explained answers, as a power of ten (0 is
        certainty; -3 is one chance in a thousand)."""
        return -math.log10(self.denominator)

    def rank_key(self) -> tuple:
        return (self.unexplained, self.denominator)

    def to_json(self) -> dict:
        return {"explained": self.explained, "unexplained": self.unexplained,
                "log10_likelihood": round(self.log10_likelihood, 6), "misses": list(self.misses)}


def fit(label: Hashable, observations: Iterable[Observation]) -> Fit:
    """The fit of the candidate named ``label`` to its ``observations``."""
    explained, denominator, misses = 0, 1, []
    for observation in observations:
        weight = _weight(observation)
        if weight is None:
            misses.append(observation.key)
        else:
            explained += 1
            denominator *= weight
    return Fit(label, explained, denominator, tuple(sorted(misses)))


def rank(fits: Iterable[Fit], order=None) -> list[Fit]:
    """The fits, best first: fewest unexplained answers, then the highest
    likelihood; exact ties in the order ``order`` gives their labels (by
    default the labels' own order), so that a simpler explanation can come
    before a longer one tied with it."""
    tiebreak = order or (lambda label: label)
    return sorted(fits, key=lambda f: (f.rank_key(), tiebreak(f.label)))


def tied_first(ranked: list[Fit]) -> list[Fit]:
    """The fits tied with the first: the same answers unexplained in number
    and exactly the same likelihood (nothing in the answers tells them apart)."""
    if not ranked:
        return []
    return [f for f in ranked if f.rank_key() == ranked[0].rank_key()]


def margin_log10(ranked: list[Fit]) -> float | None:
    """How many times (as a power of ten) the first fit's explanation is
    more likely than the best one not tied with it, among those that leave as
    many answers unexplained; ``math.inf`` when every other fit leaves more
    answers unexplained; None when there is no other fit, or a tie."""
    if len(ranked) < 2 or len(tied_first(ranked)) > 1:
        return None
    runner_up = ranked[1]
    if runner_up.unexplained > ranked[0].unexplained:
        return math.inf
    return ranked[0].log10_likelihood - runner_up.log10_likelihood
