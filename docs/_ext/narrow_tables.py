"""Classes for tables the style sheet lays out for a phone (issue 48).

The contradiction catalogue's summary tables (generated Markdown: "comparison
| topics in which they differ") get ``rulespec-pairs``, so that on a narrow
screen each pair stands above its topics instead of pushing the topics
behind a sideways scroll (docs/_static/rulespec.css).
"""

from __future__ import annotations

from docutils import nodes

PAIRS = ["comparison", "topics in which they differ"]


def mark_pairs(app, doctree, docname) -> None:
    for table in doctree.findall(nodes.table):
        head = next(iter(table.findall(nodes.thead)), None)
        if head is not None and [e.astext().strip() for e in next(iter(head.findall(nodes.row))).children] == PAIRS:
            table["classes"].append("rulespec-pairs")


def setup(app) -> dict:
    app.connect("doctree-resolved", mark_pairs)
    return {"version": "1", "parallel_read_safe": True, "parallel_write_safe": True}
