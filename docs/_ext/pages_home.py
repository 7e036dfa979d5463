"""The reader's ways in, generated so that every count and claim on them comes
from the data: the home page's "which edition do you have?" table and its
rules questions, the sentence on which invariant verdicts are committed, and
the first paragraph of the contradictions page, which names in words the
questions the editions answer apart (from the committed catalogue).
"""

from __future__ import annotations

import spec
import specdata as sd
from rst import bullets, esc, list_table

#: The questions the home page offers as a start, by module and topic: those a
#: table most often stops on (the issue that asked for the reference names the first).
START = {"robbers": ("spent", "placement-others", "steal-base", "game-end"),
         "count-king-robber": ("entry-condition", "count-move", "final-districts")}


def home_files() -> dict[str, str]:
    return {"home-editions.inc": _editions(), "home-questions.inc": _questions(),
            "home-verdicts.inc": verdicts_sentence() + "\n",
            "contradictions-summary.inc": contradictions_summary() + "\n"}


def _editions() -> str:
    """Per module, every edition by the name on its box or rulebook, linked to its rulebook page."""
    out = []
    for module in sd.modules():
        rows = [[f":doc:`{esc(spec.EDITIONS[e].title)} </generated/editions/{e}>`", esc(spec.EDITIONS[e].summary)]
                for e in sd.edition_ids(module)]
        out += [f"**{esc(sd.module_title(module))}**", "",
                list_table(["your rulebook", "what it says, in short"], rows, "40 60", classes="rulespec-answers"), ""]
    return "\n".join(out) + "\n"


def _questions() -> str:
    out = []
    for module in sd.modules():
        numbered = [sd.question_for(module, topic) for topic in START.get(module, ())]
        if not numbered:
            continue
        out += [f"**{esc(sd.module_title(module))}**", "",
                bullets(f":ref:`{n.number} {esc(n.question.question)} <{n.label}>`" for n in numbered), ""]
    count = sum(len(sd.questions(m)) for m in sd.modules())
    out += [f"All {count} questions, by chapter: :doc:`/generated/reference/index`.", ""]
    return "\n".join(out) + "\n"


def verdicts_sentence() -> str:
    """Which modules' invariant verdicts are committed (docs/catalogue/invariants.json), in words."""
    checked = {r["edition"] for r in sd.invariant_verdicts()["results"]}
    have = [m for m in sd.modules() if checked & set(sd.edition_ids(m))]
    lack = [m for m in sd.modules() if m not in have]
    text = ("The committed invariant verdicts (:doc:`/generated/invariants`) cover "
            + " and ".join(sd.module_title(m) for m in have) + ".")
    if lack:
        text += (" Those of " + " and ".join(sd.module_title(m) for m in lack) + " are not committed yet: "
                 "``rulespec check --edition " + sd.edition_ids(lack[0])[0] + "`` proves them on demand.")
    return text


def disagreeing_topics(module: str) -> list[str]:
    """The topics some two editions of the module answer apart, per the committed catalogue, in question order."""
    topics = {part["topic"] for entry in sd.catalogue()["comparisons"]
              if entry["kind"] == "editions" and entry["module"] == module and entry["status"] == "different"
              for part in entry["topics"]}
    return [n.question.topic for n in sd.questions(module) if n.question.topic in topics]


def contradictions_summary() -> str:
    """The contradictions page's first paragraph (MyST): what differs, in words."""
    parts = []
    for module in sd.modules():
        topics = disagreeing_topics(module)
        asked = [sd.question_for(module, t) for t in topics]
        words = "; ".join(f"*{n.question.question}* ({{ref}}`{n.number} <{n.label}>`)" for n in asked)
        parts.append(f"The editions of {sd.module_title(module)} answer {len(topics)} of its "
                     f"{len(sd.questions(module))} rules questions differently: {words}.")
    return (" ".join(parts) + " For each difference the smallest turn that shows it is below, and the "
            "{doc}`rules reference </generated/reference/index>` answers each question edition by edition.")
