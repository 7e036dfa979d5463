"""One smallest witness per topic in which two Count, King & Robber rule
sets differ (issue 28 item 7): the shared topic witnesses
(``checker.diffs.topics``) on this module's search (``ckr_search`` within
``TOPIC_STEPS`` Z3 steps, the time limit a ceiling in processor time only,
so the same command finds the same witnesses on every run), its replay by
enumeration and its reference simulator's derivations.

A witness with The Robbers on the score track (the topic ``robbing-gain``
shows only there) is replayed and told under the Robbers edition the search
played: the companion a rule set names, else the combined turn's default or
``--with-robbers``.
"""

from __future__ import annotations

from checker.count_king_robber.diff.compare import InconsistentDifference, ckr_search
from checker.count_king_robber.diff.replay import replay, with_companion
from checker.diffs.ceiling import Ceiling
from checker.diffs.topics import Found, TopicRules
from checker.diffs.topics import topic_witnesses as _witnesses

__all__ = ["TOPIC_STEPS", "found_of", "topic_witnesses"]

#: Z3 resource steps of one topic's witness search, all shapes together
#: (the search's tiers, and its shrinking half of them at most). The
#: catalogue's topics took 7,470 to 83,382 steps each, search and shrinking
#: (measured 2026-11-26): the limit is for a rule set that makes one hard.
TOPIC_STEPS = 8_000_000


def found_of(doc: dict, limited: bool) -> Found:
    """A diff document as the shared topic witnesses read it ("unknown"
    with its note: the step limit, the time limit or the replay stopped it)."""
    return Found(doc["status"], doc["witness"]["scenario"] if doc["witness"] else None, limited,
                 doc["note"] if doc["status"] == "unknown" else "")


def _module(bound, steps: int, timeout: "float | Ceiling", robbers_edition: str | None) -> TopicRules:
    from checker import expansions
    from checker.count_king_robber.describe import distance
    from checker.count_king_robber.loading import ckr_scenario_from_json
    from checker.count_king_robber.model import EXPANSION, Outcome
    from checker.count_king_robber.reference import simulate, with_derivations

    turn = next(iter(expansions.combinations(EXPANSION)), None)
    edition = robbers_edition or (turn.default_edition if turn is not None else None)

    def played(rules, scenario):
        """``rules`` with The Robbers' edition when the scenario puts robbers on the track."""
        return rules if getattr(scenario, "robbers", None) is None else with_companion(rules, edition)

    def parse(doc):
        return ckr_scenario_from_json(doc, "<witness>")

    def replayed(doc, a, b):
        scenario = parse(doc)
        return replay(scenario, played(a, scenario), played(b, scenario), Ceiling.of(timeout))

    return TopicRules(
        steps=steps,
        search=lambda x, y: found_of(*ckr_search(x, y, bound, timeout, robbers_edition, budget=steps)),
        replay=replayed,
        derive=lambda scenario, rules, outcomes: with_derivations(scenario, played(rules, scenario), outcomes),
        outcomes=lambda scenario, rules: simulate(scenario, played(rules, scenario)),
        parse=parse,
        outcome=lambda doc, scenario: Outcome.from_json(doc, scenario.players),
        distance=distance,
        inconsistent=InconsistentDifference,
        unplayable=(InconsistentDifference, ValueError, KeyError, NotImplementedError),
    )


def topic_witnesses(rules_a, rules_b, bound, timeout: "float | Ceiling", robbers_edition: str | None = None,
                    steps: int = TOPIC_STEPS, pair=None, progress=None) -> list[dict]:
    """Each differing topic's entry (``checker.diffs.topics.topic_witnesses``);
    ``pair``: a function giving (the diff document of A against B, whether
    a limit left it not the smallest); ``timeout``: the seconds of processor
    time of each search and replay, or the :class:`Ceiling` they share."""
    made = None if pair is None else (lambda: found_of(*pair()))
    return _witnesses(rules_a, rules_b, _module(bound, steps, timeout, robbers_edition), pair=made, progress=progress)
