"""Sphinx configuration of the rulespec site.

The pages about editions and clauses are generated from ``spec`` at build time
(``_ext/spec_pages.py``) and the worked examples are re-checked by the checker
(``_ext/rules_example.py``), so a successful ``-W`` build means the site agrees
with the code.
"""

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE / "_ext"), str(HERE.parent)]

project = "rulespec"
author = "the rulespec authors"
copyright = "the rulespec authors"

extensions = ["myst_parser", "sphinx.ext.autodoc", "sphinx.ext.napoleon", "spec_pages", "rules_example", "whole_ids", "explorer",
              "identify_page", "narrow_tables", "witness_strips"]
source_suffix = {".rst": "restructuredtext", ".md": "markdown"}
exclude_patterns = ["_build", "_tooling", "Thumbs.db", ".DS_Store", "catalogue"]  # catalogue/*.md is included by contradictions.md
root_doc = "index"

myst_heading_anchors = 3
# Quotes and ellipses become typographic, but never dashes: the pages are full
# of command-line options, and "check --all" must not read "check –all".
smartquotes_action = "qe"
nitpicky = True

html_theme = "furo"
html_title = "rulespec: The Robbers and Count, King & Robber, checked"
html_static_path = ["_static"]
html_css_files = ["rulespec.css"]
html_show_sourcelink = False

# The API pages document what the code says; type hints are left in the
# signatures' text rather than cross-referenced (z3's types have no docs here).
autodoc_typehints = "none"
autodoc_member_order = "bysource"
autodoc_default_options = {"members": True, "undoc-members": False, "show-inheritance": False}
nitpick_ignore_regex = [
    (r"py:.*", r"(z3|typing|collections|enum)\..*"),
    # helpers of checker.loading named in docstrings but not on the API page
    (r"py:func", r"(load_json|scenario_from_json|outcome_from_json)"),
]
