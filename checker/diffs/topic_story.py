"""A diff's topic witnesses in words, at 80 columns, for any rules module:
per topic the scenario, then each side's outcome the other does not allow,
its derivation and the other side's derivation one after the other, shared
steps once and the step where they part marked (``rulespec diff`` and the
catalogue's Markdown). The module gives its words (``TopicWords``)."""

from __future__ import annotations

import textwrap
from dataclasses import dataclass
from typing import Callable

from checker.derivations import numbered


@dataclass(frozen=True)
class TopicWords:
    """``scenario(doc)``: a scenario document in words; ``outcome(doc,
    players)``: an outcome document in one line; ``steps(steps, scenario_doc)``:
    one line per derivation step (their JSON form)."""

    scenario: Callable
    outcome: Callable
    steps: Callable


def topic_lines(doc: dict, words: TopicWords, width: int = 80) -> list[str]:
    topics = doc.get("topics") or []
    if not topics:
        return []
    found = sum(t["status"] == "different" for t in topics)
    out = ["", *_wrap(f"Topics in which they differ: {len(topics)}; a witness of each topic's rule alone was "
                      f"found for {found} (each searched smallest shape first within a fixed number of solver steps).",
                      width)]
    for n, topic in enumerate(topics, 1):
        out += [""] + _wrap(f"Topic {n}, {topic['topic']}: {topic['note']}.", width)
        out += topic_witness_lines(doc, topic, words, width)
    return out


def topic_witness_lines(doc: dict, topic: dict, words: TopicWords, width: int = 80) -> list[str]:
    witness = topic.get("witness")
    if not witness:
        return []
    scenario = witness["scenario"]
    players = scenario["players"]
    out = _wrap("  Scenario: " + words.scenario(scenario), width, "    ")
    names = {"a": doc["a"], "b": doc["b"]}
    for told in witness.get("told", []):
        own, other = names[told["side"]], names["b" if told["side"] == "a" else "a"]
        out += _wrap(f"  Only {own} allows: {words.outcome(told['outcome'], players)}", width, "    ")
        out += _wrap(f"  {other}'s nearest: {words.outcome(told['nearest'], players)}", width, "    ")
        mine = told["outcome"].get("derivation", {}).get("steps", [])
        theirs = told["nearest"].get("derivation", {}).get("steps", [])
        at = told["parting"] if told["parting"] is not None else min(len(mine), len(theirs))
        if at:
            out += _wrap(f"  Both sides, steps 1-{at}:", width, "    ")
            out += _steps(words, mine[:at], scenario, width, 1)
        out += _wrap(f"  They part at step {at + 1}. {own}:", width, "    ")
        out += _steps(words, mine[at:], scenario, width, at + 1)
        out += _wrap(f"  {other}:", width, "    ")
        out += _steps(words, theirs[at:], scenario, width, at + 1) or ["    (no further step)"]
    return out


def print_topics(doc: dict, words: TopicWords, out, width: int = 80) -> None:
    """Each differing topic's witness on ``out`` (a rich console): the
    scenario, then per side its first outcome the other does not allow, told
    by its derivation, next to the other side's derivation that goes
    furthest with it, from the step where they part."""
    for line in topic_lines(doc, words, width):
        out.print(line, markup=False, highlight=False, soft_wrap=True)


def _steps(words: TopicWords, steps: list[dict], scenario: dict, width: int, first: int) -> list[str]:
    out = []
    for line in numbered([""] * (first - 1) + words.steps(steps, scenario), "    ")[first - 1:]:
        out += textwrap.wrap(line, width, subsequent_indent="        ", break_on_hyphens=False)
    return out


def _wrap(text: str, width: int, indent: str = "  ") -> list[str]:
    return textwrap.wrap(text, width, subsequent_indent=indent, break_on_hyphens=False)
