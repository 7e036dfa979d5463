"""The contradiction catalogue's witnesses step by step in pictures.

A topic's witness (``docs/catalogue/contradictions.json``) tells, for each
outcome only one side allows, that side's derivation and the other side's
derivation that goes furthest with it, and the step where they part. Here
each such derivation plays as a strip (``strips``), its parting step
outlined: under each topic of the contradictions page (the catalogue's
Markdown is committed as ``rulespec diff`` writes it, so the strips are
added to its sections after reading, found by the sections' labels), and in
the rules reference's "Where the editions disagree" (the
``catalogue-witness-strips`` directive).
"""

from __future__ import annotations

from typing import Callable, Mapping

from docutils import nodes
from docutils.parsers.rst import Directive
from sphinx.application import Sphinx

import pages_reference
import specdata as sd
import strips
from checker.diffs.markdown import topic_anchor

PAGE = "contradictions"


def told_strips(a: str, b: str, witness: Mapping, place: Callable[[str], str] | None = None) -> list[nodes.Node]:
    """One strip per outcome only one side allows (``witness["told"]``)."""
    out: list[nodes.Node] = []
    for told in witness.get("told") or []:
        side, other = (a, b) if told["side"] == "a" else (b, a)
        shown = strips.frames(witness["scenario"], told["outcome"])
        count = len(shown) - 1
        theirs = (told.get("nearest") or {}).get("derivation", {}).get("steps", [])
        parting = (told["parting"] if told.get("parting") is not None else min(count, len(theirs))) + 1
        if parting <= count:
            where = f"{other}'s nearest derivation parts from it at step {parting}"
        else:
            where = f"{other}'s nearest derivation takes all its steps and goes on"
        summary = (f"Only {side} allows this outcome: its derivation step by step in pictures "
                   f"({strips.steps(count)}; {where})")
        out.append(strips.strip(shown, summary, parting, place))
    return out


def _sections(doc: Mapping) -> dict[str, tuple[Mapping, Mapping]]:
    """Each topic witness of the catalogue, by its section's label on the page."""
    found = {}
    for entry in doc["comparisons"]:
        for part in entry["topics"]:
            if part.get("witness") and part["witness"].get("told"):
                found[topic_anchor(entry, part["topic"])] = (entry, part)
    return found


def add_to_contradictions(app: Sphinx, doctree: nodes.document) -> None:
    """After reading the contradictions page: each topic's section ends with its strips."""
    if app.env.docname != PAGE:
        return
    found = _sections(sd.catalogue())
    for section in list(doctree.findall(nodes.section)):
        keys = [k for k in [*section["names"], *section["ids"]] if k in found]
        if keys:
            entry, part = found[keys[0]]
            section.extend(told_strips(entry["a"], entry["b"], part["witness"], strips.placer(PAGE)))


class CatalogueWitnessStrips(Directive):
    """``.. catalogue-witness-strips:: MODULE TOPIC``: the strips of the
    witness the rules reference shows for the topic (``pages_reference.witness``)."""

    required_arguments = 2

    def run(self) -> list[nodes.Node]:
        module, topic = self.arguments
        found = pages_reference.witness(module, topic)
        if found is None:
            raise self.error(f"the contradiction catalogue holds no {module} witness for {topic}")
        env = self.state.document.settings.env
        return told_strips(found["a"], found["b"], found["witness"], strips.placer(env.docname))


def setup(app: Sphinx) -> dict:
    app.add_directive("catalogue-witness-strips", CatalogueWitnessStrips)
    app.connect("builder-inited", strips.remember_output)
    app.connect("doctree-read", add_to_contradictions)
    return {"version": "1", "parallel_read_safe": True, "parallel_write_safe": True}
