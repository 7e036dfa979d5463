"""Sphinx extension: an identifier in a link reads as one word.

Edition and clause ids are links all over the site (``c1-hig-2012``,
``backward-robber-follows``), and a browser breaks a line after any hyphen
of a link's text, so a table cell showed "c1-hig-" on one line and "2012"
on the next. After references are resolved, the text of every link that is
one word with a hyphen (no space: a title is left free to wrap) gets the
class ``rulespec-id``, which the style sheet keeps on one line. Inline code
needs nothing: Sphinx already keeps each of its words whole.
"""

from __future__ import annotations

from docutils import nodes
from sphinx.application import Sphinx
from sphinx.transforms.post_transforms import SphinxPostTransform

CLASS = "rulespec-id"


def is_id(text: str) -> bool:
    return "-" in text and not any(ch.isspace() for ch in text)


class WholeIds(SphinxPostTransform):
    default_priority = 900  # after the references are resolved (pending_xref: 10)
    formats = ("html",)

    def run(self, **kwargs) -> None:
        for reference in self.document.findall(nodes.reference):
            if reference.get("refuri", "").startswith(("http:", "https:")) or not is_id(reference.astext()):
                continue
            children = [child for child in reference.children if isinstance(child, nodes.inline)]
            if children:
                for child in children:
                    child["classes"].append(CLASS)
            else:
                reference["classes"].append(CLASS)


def setup(app: Sphinx) -> dict:
    app.add_post_transform(WholeIds)
    return {"version": "1", "parallel_read_safe": True, "parallel_write_safe": True}
