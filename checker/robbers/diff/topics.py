"""One smallest witness per topic in which two Robbers rule sets differ
(issue 28 item 7): the shared topic witnesses (``checker.diffs.topics``) on
The Robbers' search, enumeration and reference derivations.

A topic's witness is found by the same search as the pair's witness,
smallest shape first, but within ``TOPIC_STEPS`` Z3 steps and no time
limit, so the same command finds the same witnesses on every run and a
topic's search stops at its limit (said in its note) rather than
multiplying the time of ``diff --all``.
"""

from __future__ import annotations

from checker.diffs.topics import Found, TopicRules, swapped, topic_sides
from checker.diffs.topics import topic_witnesses as _witnesses
from checker.robbers.diff.compare import InconsistentDifference, concrete_difference, diff
from checker.robbers.model import Outcome

__all__ = ["TOPIC_STEPS", "found_of", "swapped", "topic_sides", "topic_witnesses"]

#: Z3 resource steps of one topic's witness search, all shapes together
#: (the pair's own first pass may take up to 24M on one shape; a topic's
#: difference, one rule alone, shows on the smallest shapes).
TOPIC_STEPS = 8_000_000


def found_of(result) -> Found:
    """A ``DiffResult`` as the shared topic witnesses read it ("unknown"
    with its note: the step limit or the time limit stopped it)."""
    return Found(result.status, result.witness["scenario"] if result.witness else None, bool(result.note),
                 result.note if result.status == "unknown" else "")


def _module(bound, steps: int) -> TopicRules:
    from checker.robbers.describe import distance
    from checker.robbers.encoding.enumerate import enumerate_outcomes
    from checker.robbers.reference.derive import with_derivations

    return TopicRules(
        steps=steps,
        search=lambda x, y: found_of(diff(x, y, bound, budget=steps)),
        replay=lambda doc, a, b: concrete_difference(_scenario(doc), a, b),
        derive=with_derivations,
        outcomes=enumerate_outcomes,
        parse=_scenario,
        outcome=lambda doc, scenario: Outcome.from_json(doc),
        distance=distance,
        inconsistent=InconsistentDifference,
        unplayable=(InconsistentDifference, ValueError, KeyError, NotImplementedError),
    )


def topic_witnesses(rules_a, rules_b, bound, steps: int = TOPIC_STEPS, pair=None, progress=None) -> list[dict]:
    """Each differing topic's entry (``checker.diffs.topics.topic_witnesses``);
    ``pair``: a function giving the ``DiffResult`` of A against B."""
    made = None if pair is None else (lambda: found_of(pair()))
    return _witnesses(rules_a, rules_b, _module(bound, steps), pair=made, progress=progress)


def _scenario(doc):
    from checker.loading import scenario_from_json

    return scenario_from_json(doc, "<witness>")
