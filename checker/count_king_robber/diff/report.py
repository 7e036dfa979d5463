"""Count, King & Robber's diff for the shared commands and catalogue: a diff
document (``diff_document``, its own search over its own shapes: The
Robbers' bound options do not apply) and how its scope and witness read."""

from __future__ import annotations

from functools import cache

from checker.count_king_robber.describe import ckr_scenario_text, outcomes_table
from checker.count_king_robber.diff.compare import ckr_search
from checker.count_king_robber.diff.shapes import step_shapes
from checker.count_king_robber.diff.topic_story import TOPIC_WORDS
from checker.count_king_robber.model import Outcome
from checker.diffs.ceiling import Ceiling
from checker.diffs.topic_story import print_topics

#: Outcomes printed per side (``--json`` has them all).
SHOWN = 20
#: How the smallest witness is chosen, in words (the catalogue's Markdown).
SMALLEST = (
    "fewest players, then the turns of the topics the two sides differ in, fewer features, "
    "then fewest figures, the smallest sizes, points, completed features and scores"
)


def diff_document(rules_a, rules_b, bound, timeout, progress=None, companions=None) -> dict:
    """``ckr_search``'s document with one witness per topic in which the two
    differ (``topics``); ``companions``: module -> the edition of a
    combined turn's other module (``--with-robbers``), or none."""
    from checker import expansions
    from checker.count_king_robber.diff.topics import topic_witnesses
    from checker.count_king_robber.model import EXPANSION

    robbers_edition = None
    for turn in expansions.combinations(EXPANSION):
        robbers_edition = (companions or {}).get(turn.companion) or robbers_edition
    # One ceiling for the whole comparison: the pair's search, each topic's
    # search and each replay stop when together they pass --timeout.
    timeout = Ceiling(60.0 if timeout is None else timeout)
    pair = cache(lambda: ckr_search(rules_a, rules_b, bound, timeout=timeout, robbers_edition=robbers_edition))

    # The topics first: their searches then start from the same solver state
    # on every run (checker.diffs.topics.topic_witnesses); a pair that differs
    # in one topic is searched once, its witness that topic's.
    topics = topic_witnesses(rules_a, rules_b, bound, timeout, robbers_edition, pair=pair, progress=progress)
    doc = pair()[0]
    doc["topics"] = topics if doc["status"] != "same" else []
    return doc


def scope_text(doc: dict, bound) -> str:
    """The bound, the turns the diff covered and The Robbers' part in them."""
    rules_a, rules_b = _rules(doc)
    shapes = step_shapes(rules_a, rules_b)
    combined = doc["scope"]["shapes"][: len(doc["scope"]["shapes"]) - len(shapes)]
    return bound.describe(shapes, robbers=doc["scope"]["robbers"], combined=combined)


def _rules(doc: dict):
    import spec

    return spec.parse_reference(doc["a"]), spec.parse_reference(doc["b"])


def print_witness(doc: dict, out) -> None:
    """The smallest scenario in words and, per side, the first outcomes only
    it allows; then each topic's witness with both sides' derivations."""
    from checker.count_king_robber.loading import ckr_scenario_from_json

    witness = doc["witness"]
    scenario = ckr_scenario_from_json(witness["scenario"], "<witness>")
    out.print("The smallest scenario where they differ (--json prints it whole): " + ckr_scenario_text(witness["scenario"]),
              markup=False)
    for side, key, total in ((doc["a"], "only_in_a", "outcomes_in_a"), (doc["b"], "only_in_b", "outcomes_in_b")):
        outcomes = [Outcome.from_json(o, scenario.players) for o in witness[key]]
        if not outcomes:
            out.print(f"Every outcome {side} allows is also allowed by the other.", markup=False)
            continue
        shown = outcomes[:SHOWN]
        more = f"; the first {len(shown)} shown" if len(shown) < len(outcomes) else ""
        count = f"{len(outcomes)} outcome" + ("" if len(outcomes) == 1 else "s")
        out.print(outcomes_table(f"{count} only {side} allows (of its {witness[total]}{more})", shown, scenario))
    print_topics(doc, TOPIC_WORDS, out)


def catalogue_title(bound) -> str:
    return "Count, King & Robber within its own bound (diff A B prints it)"


def catalogue_scope_text(scope: dict) -> str:
    players = scope["players"]
    return (
        f"{players[0]} to {players[1]} players, the City of Carcassonne in play, The Robbers {scope['robbers']}, "
        f"up to {scope['figures per place']} figures of a kind per player and place, points {scope['points'][0]}..{scope['points'][1]}, "
        f"sizes up to {scope['tiles'][1]} tiles, turns of the module's shapes (each comparison's scope lists those it searched)"
    )


def catalogue_scenario_line(doc: dict) -> str:
    """The line before a witness's JSON in the catalogue's Markdown: the scenario in words."""
    return "Scenario: " + ckr_scenario_text(doc)
