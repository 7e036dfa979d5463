"""Sphinx extension: write the pages generated from ``spec`` before reading.

On ``builder-inited`` (before Sphinx looks for source files) it writes
``docs/generated/``: the rules reference (one page per chapter of questions), the editions overview, one page per edition, the clause
index, the comparison matrix, the invariants, the performance page (with its
charts), the annotated sources, the command-line reference, the documents of
the Formats page and the list of the JSON Schemas page, the results of
JCloisterZone against the suite and the architecture page's picture. A file is only
rewritten when its text changes, so an incremental build re-reads only what
the specification changed; files no longer produced are removed.
"""

from __future__ import annotations

from pathlib import Path

from sphinx.application import Sphinx
from sphinx.util import logging

import architecture
import explorer
import pages_clauses
import pages_cli
import pages_conformance
import pages_editions
import pages_formats
import pages_home
import pages_invariants
import pages_jcloisterzone
import pages_performance
import pages_reference
import pages_sources
import project_root
import spec
import specdata

logger = logging.getLogger(__name__)

OUT = "generated"


def pages(root: Path) -> dict[str, str]:
    """Every generated page, by path relative to ``generated/``."""
    examples = specdata.load_examples(root)
    out = {"editions/index.rst": pages_editions.overview(examples),
           "clauses.rst": pages_clauses.clause_index(examples),
           "matrix.rst": pages_clauses.matrix(),
           "cli.rst": pages_cli.cli_page(),
           "invariants.rst": pages_invariants.invariants_page()}
    for edition_id in spec.EDITIONS:
        out[f"editions/{edition_id}.rst"] = pages_editions.edition_page(edition_id, examples)
    out.update(pages_performance.performance_files(root))
    out["performance.rst"] += "\n".join(explorer.performance_section()) + "\n"
    out.update(pages_sources.sources_pages(examples))
    out.update(pages_reference.reference_pages(examples))
    out.update(pages_home.home_files())
    out.update(pages_jcloisterzone.jcloisterzone_files(root))
    out.update(pages_formats.formats_files())
    out.update(pages_conformance.conformance_files(root))
    out["architecture-layers.svg"] = architecture.layers_svg()
    return out


def write_pages(app: Sphinx) -> None:
    target = Path(app.srcdir, OUT)
    wanted = pages(project_root.root(app.config))
    for rel, text in wanted.items():
        path = target / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        if not path.exists() or path.read_text(encoding="utf-8") != text:
            path.write_text(text, encoding="utf-8")
    for path in target.rglob("*.rst"):
        if path.relative_to(target).as_posix() not in wanted:
            path.unlink()
    logger.info("rulespec: wrote %d generated pages to %s", len(wanted), target)


def setup(app: Sphinx) -> dict:
    project_root.setup_root(app)
    app.connect("builder-inited", write_pages)
    return {"version": "1", "parallel_read_safe": True, "parallel_write_safe": True}
