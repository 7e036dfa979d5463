""""Open in the explorer" links: a scenario and its editions in the address
of the explorer page (docs/explorer.md), so a worked example or a catalogue
witness opens there as it stands.

The fragment is ``#s=<scenario>&e=<ref>,<ref>``: the scenario is its compact
JSON in UTF-8, base64url without padding (the page decodes it the same way);
a fragment never reaches a server, so the link works from files too.
"""

from __future__ import annotations

import base64
import json

from docutils import nodes

PAGE = "explorer"


def fragment(scenario: dict, editions: list[str]) -> str:
    text = json.dumps(scenario, separators=(",", ":"), ensure_ascii=False)
    packed = base64.urlsafe_b64encode(text.encode("utf-8")).decode("ascii").rstrip("=")
    return f"s={packed}&e={','.join(editions)}"


def address(docname: str, scenario: dict, editions: list[str]) -> str:
    """The explorer's address from the page ``docname`` (the html builder's layout)."""
    up = "../" * docname.count("/")
    return f"{up}{PAGE}.html#{fragment(scenario, editions)}"


def link(docname: str, scenario: dict, editions: list[str]) -> nodes.paragraph:
    ref = nodes.reference("", "Open in the explorer", refuri=address(docname, scenario, editions),
                          classes=["explorer-link"])
    return nodes.paragraph("", "", ref, nodes.Text(" (set the turn up again, change it, compare editions)."))


def _editions_of(block: nodes.Node) -> list[str]:
    """The two sides a catalogue section compares: its title's two literals (`a` vs `b`)."""
    section = block.parent
    while section is not None and not isinstance(section, nodes.section):
        section = section.parent
    if section is None or not isinstance(section[0], nodes.title):
        return []
    return [lit.astext() for lit in section[0].findall(nodes.literal)][:2]


def add_witness_links(app, doctree, docname) -> None:
    """After every JSON block that is a scenario (the catalogue's witnesses), its link."""
    for block in list(doctree.findall(nodes.literal_block)):
        if block.get("language") != "json":
            continue
        try:
            doc = json.loads(block.astext())
        except ValueError:
            continue
        if not (isinstance(doc, dict) and "turn" in doc and "players" in doc):
            continue
        block.parent.insert(block.parent.index(block) + 1, link(docname, doc, _editions_of(block)))
