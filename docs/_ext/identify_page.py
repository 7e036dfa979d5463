"""The data of the page "Which rules do you play?" (docs/identify.md).

At the end of an html build this writes ``_static/identify/identify.json``:
the committed table of ``rulespec identify`` (``checker/identify/questions.json``)
with every question, option and candidate in words (``checker.identify.words``),
so that the page's script (``docs/_static/identify/identify.js``) asks the
same questions from the same legal sets and scores them as the command line
does, with no rules of its own.
"""

from __future__ import annotations

import json
from pathlib import Path

from sphinx.application import Sphinx


def page_document() -> dict:
    from checker.identify import table as tables
    from checker.identify.choosing import table_of
    from checker.identify.words import page_data

    doc = tables.load()
    return page_data(doc, [table_of(m) for m in doc["modules"]])


def _finished(app: Sphinx, exception) -> None:
    if exception is not None or app.builder.format != "html":
        return
    here = Path(app.outdir) / "_static" / "identify"
    here.mkdir(parents=True, exist_ok=True)
    text = json.dumps(page_document(), ensure_ascii=False, separators=(",", ":"))
    (here / "identify.json").write_text(text + "\n", encoding="utf-8")


def setup(app: Sphinx) -> dict:
    app.connect("build-finished", _finished)
    return {"version": "1", "parallel_read_safe": True, "parallel_write_safe": True}
