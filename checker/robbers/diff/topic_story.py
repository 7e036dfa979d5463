"""A diff's topic witnesses in words, at 80 columns: per topic the scenario,
then each side's outcome the other does not allow, its derivation and the
other side's derivation one after the other, shared steps once and the step
where they part marked (``rulespec diff`` and the catalogue's Markdown)."""

from __future__ import annotations

import textwrap

from checker.derivations import numbered
from checker.robbers import story
from checker.robbers.describe import outcome_json_text, scenario_text


def topic_lines(doc: dict, width: int = 80) -> list[str]:
    topics = doc.get("topics") or []
    if not topics:
        return []
    found = sum(t["status"] == "different" for t in topics)
    out = ["", *_wrap(f"Topics in which they differ: {len(topics)}; a witness of each topic's rule alone was "
                      f"found for {found} (each searched smallest shape first within a fixed number of solver steps).",
                      width)]
    for n, topic in enumerate(topics, 1):
        out += [""] + _wrap(f"Topic {n}, {topic['topic']}: {topic['note']}.", width)
        out += topic_witness_lines(doc, topic, width)
    return out


def topic_witness_lines(doc: dict, topic: dict, width: int = 80) -> list[str]:
    witness = topic.get("witness")
    if not witness:
        return []
    track = witness["scenario"].get("track", 50)
    players = witness["scenario"]["players"]
    out = _wrap("  Scenario: " + scenario_text(witness["scenario"]), width, "    ")
    names = {"a": doc["a"], "b": doc["b"]}
    for told in witness.get("told", []):
        own, other = names[told["side"]], names["b" if told["side"] == "a" else "a"]
        out += _wrap(f"  Only {own} allows: {outcome_json_text(told['outcome'], players)}", width, "    ")
        out += _wrap(f"  {other}'s nearest: {outcome_json_text(told['nearest'], players)}", width, "    ")
        mine = told["outcome"].get("derivation", {}).get("steps", [])
        theirs = told["nearest"].get("derivation", {}).get("steps", [])
        at = told["parting"] if told["parting"] is not None else min(len(mine), len(theirs))
        if at:
            out += _wrap(f"  Both sides, steps 1-{at}:", width, "    ")
            out += _steps(mine[:at], track, width, 1)
        out += _wrap(f"  They part at step {at + 1}. {own}:", width, "    ")
        out += _steps(mine[at:], track, width, at + 1)
        out += _wrap(f"  {other}:", width, "    ")
        out += _steps(theirs[at:], track, width, at + 1) or ["    (no further step)"]
    return out


def _steps(steps: list[dict], track: int, width: int, first: int) -> list[str]:
    out = []
    for line in numbered([""] * (first - 1) + story.lines(steps, track), "    ")[first - 1:]:
        out += textwrap.wrap(line, width, subsequent_indent="        ", break_on_hyphens=False)
    return out


def _wrap(text: str, width: int, indent: str = "  ") -> list[str]:
    return textwrap.wrap(text, width, subsequent_indent=indent, break_on_hyphens=False)
