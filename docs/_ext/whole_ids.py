"""Sphinx extension: an identifier in a link reads as one word.

Edition and clause ids are links all over the site (``c1-hig-2012``,
``backward-robber-follows``), and a browser breaks a line after any hyphen
of a link's text, so a table cell showed "c1-hig-" on one line and "2012"
on the next. After references are resolved, the text of every link that is
one word with a hyphen (no space: a title is left free to wrap) gets the
class ``rulespec-id``, which the style sheet keeps on one line. Inline code
needs nothing: Sphinx already keeps each of its words whole.

A reference to an edition at a month or under a reading
(``c1-devir-2012@2015-02+arrival-trigger=yes``) is too long for a narrow
column as one word: each part (the edition, ``@2015-02``,
``+arrival-trigger=yes``) is kept whole, and the line may break before
``@`` and ``+``. So may a reference written as inline code when it is
longer than ``LONG`` characters (``c1-devir-2012@2013-04+theft-timing=end-of-turn``
spilled out of its table cell on a phone): Sphinx keeps a code word whole.
"""

from __future__ import annotations

import re

from docutils import nodes
from sphinx.application import Sphinx
from sphinx.transforms.post_transforms import SphinxPostTransform

CLASS = "rulespec-id"
#: Characters beyond which a compound reference in inline code may break before ``@`` and ``+``
#: (a shorter one fits a phone's table cell whole).
LONG = 40


def is_id(text: str) -> bool:
    return "-" in text and not any(ch.isspace() for ch in text)


def parts(text: str) -> list[str]:
    """An id, or a reference, cut before each ``@`` and ``+``: the pieces kept whole."""
    return [p for p in re.split(r"(?=[@+])", text) if p]


def _whole(node: nodes.Element) -> None:
    """Keep ``node``'s text on one line, or, for a compound reference, each part of it."""
    pieces = parts(node.astext())
    if len(pieces) == 1 or not all(isinstance(c, nodes.Text) for c in node.children):
        node["classes"].append(CLASS)
        return
    children = []
    for i, piece in enumerate(pieces):
        if i:
            children.append(nodes.raw("", "<wbr>", format="html"))
        children.append(nodes.inline(piece, piece, classes=[CLASS]))
    node.children = []
    node.extend(children)


class WholeIds(SphinxPostTransform):
    default_priority = 900  # after the references are resolved (pending_xref: 10)
    formats = ("html",)

    def run(self, **kwargs) -> None:
        for reference in self.document.findall(nodes.reference):
            if reference.get("refuri", "").startswith(("http:", "https:")) or not is_id(reference.astext()):
                continue
            children = [child for child in reference.children if isinstance(child, nodes.inline)]
            for node in children or [reference]:
                _whole(node)
        for literal in self.document.findall(nodes.literal):
            text = literal.astext()
            pieces = parts(text)
            if (len(text) > LONG and len(pieces) > 1 and is_id(text)
                    and all(isinstance(c, nodes.Text) for c in literal.children)):
                literal.children = []
                for i, piece in enumerate(pieces):
                    if i:
                        literal += nodes.raw("", "<wbr>", format="html")
                    literal += nodes.Text(piece)


def setup(app: Sphinx) -> dict:
    app.add_post_transform(WholeIds)
    return {"version": "1", "parallel_read_safe": True, "parallel_write_safe": True}
