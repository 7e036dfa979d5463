"""The answers scored, the next question and the verdict, on a table
(``checker.identify.table``), with no rule logic.

The answers are scored with ``checker.fitting``: a candidate that allows
the chosen outcome among ``n`` legal ones explains it with probability
``1/n``; an answer it does not allow is unexplained. The candidates still
in play are those with the fewest unexplained answers (fitting's order);
each weighs its likelihood (the posterior under a uniform prior over the
candidates).

The next question is the one whose answer tells the most about the
candidate: the largest expected information gain, the mutual information
between the candidate and the answer, in bits,
``H(answer) - sum_c p(c) log2 |L_c|``, where the answer's distribution is
``P(o) = sum_c p(c) [o in L_c] / |L_c|``. It is 0 exactly when every
candidate in play allows the same outcomes. One outcome picked cannot tell
a rule set from one that allows fewer outcomes including the pick, so once
no unasked question has a gain, an asked question on which the candidates
in play still differ is asked again for every outcome the rules allow (a
whole set, which fitting explains only by the same set; its gain is the
entropy of the legal sets' weights). The questioning ends when neither kind
of question has a gain above ``TOLERANCE``: the candidates in play then
allow the same outcomes on every question. Gains within ``TOLERANCE`` of
the best are a tie, broken by the table's order. The docs page's script
(``docs/_static/identify/identify.js``) computes the same sums in the same
order, and a browser test holds it to this module.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from checker.fitting import Fit, Observation, fit, margin_log10, rank, tied_first

#: Gains closer than this (bits) are equal: floating point's last bits may
#: differ between Python and the browser, never by this much.
TOLERANCE = 1e-9

#: The answer to a question that is none of its options (an outcome no candidate allows).
OUTSIDE = -1


@dataclass(frozen=True)
class Question:
    id: str
    topics: tuple[str, ...]
    scenario: dict
    options: tuple[dict, ...]
    sets: tuple[frozenset, ...]  # the distinct legal sets, as option indices
    legal: tuple[int, ...]  # per candidate, the index of its legal set


@dataclass(frozen=True)
class Table:
    module: str
    title: str
    candidates: tuple[dict, ...]
    questions: tuple[Question, ...]

    def question(self, question_id: str) -> Question | None:
        return next((q for q in self.questions if q.id == question_id), None)

    def legal(self, question: Question, candidate: int) -> frozenset:
        return question.sets[question.legal[candidate]]


def table_of(module_doc: dict) -> Table:
    questions = tuple(
        Question(q["id"], tuple(q["topics"]), q["scenario"], tuple(q["options"]),
                 tuple(frozenset(s) for s in q["sets"]), tuple(q["legal"]))
        for q in module_doc["questions"])
    return Table(module_doc["module"], module_doc["title"], tuple(module_doc["candidates"]), questions)


def observation(table: Table, question: Question, candidate: int, answer) -> Observation:
    """An answer as ``checker.fitting`` reads it: one option index, or a
    frozenset of them (every outcome the group's rules allow)."""
    every = isinstance(answer, frozenset)
    return Observation(question.id, answer, table.legal(question, candidate), whole_set=every)


def fits(table: Table, answers: dict) -> list:
    """Each candidate's ``checker.fitting.Fit`` (labelled by its index) to
    ``answers`` (question id -> an option index, ``OUTSIDE``, or a frozenset
    of them), ranked best first, exact ties in the table's order."""
    asked = [q for q in table.questions if q.id in answers]
    alike: dict[tuple, object] = {}  # candidates with the same legal sets on the asked questions fit alike
    out = []
    for c in range(len(table.candidates)):
        key = tuple(q.legal[c] for q in asked)
        if key not in alike:
            alike[key] = fit(c, [observation(table, q, c, answers[q.id]) for q in asked])
        same = alike[key]
        out.append(Fit(c, same.explained, same.denominator, same.misses))
    return rank(out)


def in_play(ranked: list) -> list[int]:
    """The candidates with the fewest unexplained answers, in the table's order."""
    return sorted(f.label for f in ranked if f.unexplained == ranked[0].unexplained)


def weights(ranked: list) -> dict[int, float]:
    """The candidates in play and their probabilities: each its likelihood,
    normalized, in the table's order."""
    fewest = ranked[0].unexplained
    raw = {f.label: 1.0 / f.denominator for f in sorted(ranked, key=lambda f: f.label) if f.unexplained == fewest}
    total = sum(raw.values())
    return {c: w / total for c, w in raw.items()}


def _per_set(question: Question, weight: dict[int, float]) -> list[float]:
    """Each legal set's total weight (candidates in the table's order)."""
    per_set = [0.0] * len(question.sets)
    for candidate, w in weight.items():
        per_set[question.legal[candidate]] += w
    return per_set


def gain(question: Question, weight: dict[int, float]) -> float:
    """The expected information gain (bits) of one outcome picked on
    ``question``, over the candidates in play."""
    answer = [0.0] * len(question.options)
    expected = 0.0
    for index, w in enumerate(_per_set(question, weight)):
        if w == 0.0:
            continue
        outcomes = sorted(question.sets[index])
        expected += w * math.log2(len(outcomes))
        for option in outcomes:
            answer[option] += w / len(outcomes)
    return _entropy(answer) - expected


def gain_of_every(question: Question, weight: dict[int, float]) -> float:
    """The expected information gain (bits) of every allowed outcome named
    on ``question``: the answer is the candidate's legal set, so the gain is
    the entropy of the legal sets' weights."""
    return _entropy(_per_set(question, weight))


def _entropy(probabilities: list[float]) -> float:
    out = 0.0
    for p in probabilities:
        if p > 0.0:
            out -= p * math.log2(p)
    return out


@dataclass(frozen=True)
class Next:
    """The question to ask: ``every`` False, pick the outcome that happens;
    True, name every outcome the rules allow (asked once the picks cannot
    tell the candidates in play apart); ``gain`` in bits."""

    question: Question
    every: bool
    gain: float


def next_question(table: Table, answers: dict) -> Next | None:
    """The question to ask next, or None when the candidates in play allow
    the same outcomes on every question.

    First the unasked question with the largest gain of one outcome picked;
    when none has any, an asked question whose one outcome picked fits
    candidates in play that allow different outcomes there (each allows the
    pick: only the whole set tells them apart), with the largest gain of the
    whole set. Ties (within ``TOLERANCE``) go to the first in the table's order."""
    weight = weights(fits(table, answers))
    picked = _best([(q, gain(q, weight)) for q in table.questions if q.id not in answers])
    if picked is not None:
        return Next(picked[0], False, picked[1])
    again = _best([(q, gain_of_every(q, weight)) for q in table.questions
                   if q.id in answers and not isinstance(answers[q.id], frozenset)])
    return None if again is None else Next(again[0], True, again[1])


def _best(gains: list) -> tuple | None:
    if not gains:
        return None
    best = max(g for _, g in gains)
    if best <= TOLERANCE:
        return None
    return next((q, g) for q, g in gains if g >= best - TOLERANCE)


@dataclass(frozen=True)
class Verdict:
    """Where the answers leave the candidates: ``ranked`` fits (fitting's
    order), the candidates ``in_play`` (fewest unexplained answers), the
    ``tied`` first, ``margin`` (fitting's ``margin_log10``) and
    ``separating``: the questions on which candidates in play allow
    different outcomes (none once the questioning has ended: they play alike
    on every witness)."""

    ranked: list
    in_play: list[int]
    tied: list
    margin: float | None
    separating: list[str]


def verdict(table: Table, answers: dict) -> Verdict:
    ranked = fits(table, answers)
    playing = in_play(ranked)
    apart = [q.id for q in table.questions if len({q.legal[c] for c in playing}) > 1]
    return Verdict(ranked, playing, tied_first(ranked), margin_log10(ranked), apart)


def alike(table: Table, a: int, b: int) -> bool:
    """Do candidates ``a`` and ``b`` allow the same outcomes on every question?"""
    return all(q.legal[a] == q.legal[b] for q in table.questions)
