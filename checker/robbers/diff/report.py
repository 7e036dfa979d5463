"""The Robbers' diff for the shared commands and catalogue: a diff document
(``diff_document``) and how its scope and witness read (``rulespec diff``'s
console output, the catalogue's table and Markdown)."""

from __future__ import annotations

from checker.diffs.topic_story import print_topics
from checker.robbers.describe import outcomes_table, scenario_text
from checker.robbers.diff.compare import diff
from checker.robbers.diff.topic_story import TOPIC_WORDS
from checker.robbers.model import Outcome

#: How the smallest witness is chosen, in words (the catalogue's Markdown).
SMALLEST = "fewest players, then markers, rounds, events and points"


def diff_document(rules_a, rules_b, bound, timeout, progress=None, companions=None) -> dict:
    """formats.md's ``diff --json`` document of ``diff`` within ``bound``
    (The Robbers play with no other module in the turn: ``companions`` is unused)."""
    from functools import cache

    from checker.robbers.diff.topics import topic_witnesses

    pair = cache(lambda: diff(rules_a, rules_b, bound, timeout=timeout, progress=progress))  # made once, when first asked

    # The topics first: their searches then start from the same solver state on every run (topic_witnesses).
    topics = topic_witnesses(rules_a, rules_b, bound, pair=pair, progress=progress)
    doc = pair().to_json()
    doc["topics"] = topics if doc["status"] != "same" else []
    return doc


def scope_text(doc: dict, bound) -> str:
    return bound.describe()


def print_witness(doc: dict, out) -> None:
    """The smallest scenario and, per side, the outcomes only it allows."""
    from checker.loading import scenario_from_json

    witness = doc["witness"]
    scenario = scenario_from_json(witness["scenario"], "<witness>")
    label = "The smallest witness" if not doc["note"] else "The witness found"
    out.print(f"{label}: " + scenario_text(witness["scenario"]), markup=False)
    for side, key, total in ((doc["a"], "only_in_a", "outcomes_in_a"), (doc["b"], "only_in_b", "outcomes_in_b")):
        outcomes = [Outcome.from_json(o) for o in witness[key]]
        if outcomes:
            title = f"{outcome_count(len(outcomes))} only {side} allows (of its {witness[total]})"
            out.print(outcomes_table(title, outcomes, scenario))
        else:
            out.print(f"Every outcome {side} allows is also allowed by the other.", markup=False)
    print_topics(doc, TOPIC_WORDS, out)


def catalogue_title(bound) -> str:
    return f"The Robbers within: {bound.describe()}"


def catalogue_scope_text(scope: dict) -> str:
    players = scope["players"]
    text = f"{players[0]} to {players[1]} players, {scope['rounds']} scoring rounds of up to {scope['events_per_round']} events"
    text += f", points {scope['points'][0]}..{scope['points'][1]}, a {scope['track']}-space track"
    text += ", couriers" if scope["couriers"] else ", no couriers"
    if not scope.get("placement", True):
        text += ", no placement step"
    return text


def catalogue_scenario_line(doc: dict) -> str:
    """The line before a witness's JSON in the catalogue's Markdown: the scenario in words."""
    return "Scenario: " + scenario_text(doc)


def outcome_count(n: int) -> str:
    return f"{n} outcome" + ("" if n == 1 else "s")
