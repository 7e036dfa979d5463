"""The Formats pages' documents and the JSON Schemas page's list, generated
from the published schemas (``checker.loading.published``).

For each document: what it is (the schema's description), which command
reads or writes it, a table of its fields (``schema_fields``), the parts it
uses in several places, and its example, laid out to fit the page and
checked against the schema here: an example that does not conform fails the
build. ``docs/formats.rst`` (the contract) includes the table of every
document and lists a page per section (four: 18 documents on one page made
it 70,000 pixels long); ``docs/schemas.rst`` includes the list of schemas.
"""

from __future__ import annotations

from checker.diffs.layout import json_text
from checker.loading import published
from rst import esc, indent, list_table, literal, title

import schema_fields

#: (section, intro, [(schema, heading, written by, read by)]) in the page's order.
#: Every published schema is in exactly one (a test holds the page to it).
SECTIONS = (
    ("Scenarios and outcomes",
     "The turn you ask about and where it can end: what ``enumerate`` and ``judge`` read, and what every "
     "other document carries inside.",
     [("scenario", "Scenario (The Robbers)",
       "you: the SCENARIO.json of ``enumerate`` and ``judge``; rulespec inside vectors, witnesses and "
       "counterexamples", "``rulespec enumerate``, ``rulespec judge``, an engine (in an engine request)"),
      ("outcome", "Outcome (The Robbers)",
       "``enumerate``, ``judge``, ``check``, ``diff``, ``oracle`` (inside their documents); an engine (its answer)",
       "``rulespec judge`` (OUTCOME.json), ``rulespec conform`` (an engine's answer)"),
      ("ckr-scenario", "Scenario (Count, King & Robber)",
       "you, and rulespec inside its documents, as for The Robbers", "``rulespec enumerate``, ``rulespec judge``, an engine"),
      ("ckr-outcome", "Outcome (Count, King & Robber)",
       "rulespec inside its documents; an engine (its answer)", "``rulespec judge``, ``rulespec conform``"),
      ("derivation", "Derivation (both modules)",
       "``enumerate``, ``judge``, ``check``, ``diff`` (inside an outcome, as ``derivation``); an engine may",
       "people and scripts: how the turn reaches the outcome, step by step, with the clauses")]),
    ("What the commands print",
     "With ``--json`` every command prints one JSON document on stdout, and nothing else there; without it "
     "the output is for people.",
     [("editions-result", "rulespec editions --json", "``rulespec editions --json``", "scripts"),
      ("clauses-result", "rulespec clauses --json", "``rulespec clauses [--edition ID] [--quotes] --json``", "scripts"),
      ("enumerate-result", "rulespec enumerate --json", "``rulespec enumerate SCENARIO.json --edition ID --json``",
       "scripts"),
      ("judge-result", "rulespec judge --json", "``rulespec judge SCENARIO.json OUTCOME.json --edition ID --json``",
       "scripts"),
      ("check-result", "rulespec check --json",
       "``rulespec check [--edition ID | --all] --json``; committed as ``docs/catalogue/invariants.json``",
       "the page :doc:`/generated/invariants`"),
      ("diff-result", "rulespec diff --json", "``rulespec diff A B --json``", "scripts"),
      ("scope", "Scope: the bound of a proof or a search",
       "inside the documents of ``check``, ``diff`` and the catalogue", "people: what a verdict covers"),
      ("oracle-result", "rulespec oracle --json", "``rulespec oracle --out DIR --json``", "scripts"),
      ("conform-result", "rulespec conform --json", "``rulespec conform DIR --impl COMMAND --json``", "scripts"),
      ("identify-answers", "rulespec identify's answers file", "you: the group's answers so far (``--answers FILE``)",
       "``rulespec identify``"),
      ("identify-result", "rulespec identify --json", "``rulespec identify [--answers FILE] --json``", "scripts")]),
    ("What the commands write",
     "Files: the contradiction catalogue, the conformance suite and identify's table. Keys come out in a fixed order and hold "
     "no timestamps, so the same command writes the same bytes.",
     [("contradictions", "The contradiction catalogue (contradictions.json)",
       "``rulespec diff --all --out DIR`` (``DIR/contradictions.json``, beside ``contradictions.md``); "
       "committed in ``docs/catalogue/``", "the page :doc:`/contradictions`; a test re-checks every witness"),
      ("vector", "A conformance vector (vectors/ID.json)", "``rulespec oracle --out DIR``",
       "``rulespec conform``, or any harness (:doc:`/conformance`)"),
      ("identify-table", "rulespec identify's table (questions.json)",
       "``python3 -m checker.identify.table``; committed as ``checker/identify/questions.json``",
       "``rulespec identify``; the page :doc:`/identify` (the build adds the words)"),
      ("suite-index", "The suite's index (index.json)",
       "``rulespec oracle --out DIR`` (``DIR/index.json``); committed as ``docs/catalogue/conformance-index.json``",
       "``rulespec conform``, or any harness")]),
    ("Between rulespec conform and an engine",
     "``rulespec conform`` runs an engine, a shell command, once per vector, or once per job with "
     "``--persistent``; each request gets one answer (:doc:`/conformance`, section 2).",
     [("engine-request", "Engine request", "``rulespec conform`` (on the engine's stdin)", "your engine"),
      ("engine-answer", "Engine answer", "your engine (on its stdout)", "``rulespec conform``"),
      ("engine-handshake", "Engine handshake", "``rulespec conform`` (first, before any vector)", "your engine"),
      ("engine-declaration", "Engine declaration", "your engine (answering the handshake)", "``rulespec conform``")]),
)


class ExampleError(ValueError):
    """A schema's example that does not conform to it: the build stops."""


def _headings() -> dict[str, str]:
    return {name: heading for _, _, docs in SECTIONS for name, heading, _, _ in docs}


def _link(name: str) -> str:
    return f":ref:`{esc(_headings()[name])} <format-{name}>`"


PAGES = ("scenarios", "printed", "written", "engine")
"""The file name of each section's page under ``generated/formats/``, in the order of ``SECTIONS``."""


def summary() -> str:
    """The table of every document at the top of the Formats page."""
    rows = [[_link(name), written, read] for _, _, docs in SECTIONS  # SECTIONS' cells are reStructuredText
            for name, _, written, read in docs]
    return "\n".join(["Every document at a glance:", "",
                      list_table(["document", "written by", "read by"], rows, widths="28 38 34"), "",
                      ".. toctree::", "   :maxdepth: 1", "",
                      *(f"   generated/formats/{page}" for page in PAGES), ""])


def section_page(section: str, intro: str, docs) -> str:
    """One section's page: its documents, each with its fields and example."""
    lines = [title(f"Formats: {section[0].lower()}{section[1:]}", "=", over=True), intro, "",
             "How to read the tables, and the contract these documents are part of: :doc:`/formats`.", ""]
    for name, heading, written, read in docs:
        lines += _document(name, heading, written, read)
    return "\n".join(lines)


def formats_page() -> str:
    """Every part of the Formats pages, in order (for the tests)."""
    return "\n".join(formats_files().values())


def _document(name: str, heading: str, written: str, read: str) -> list[str]:
    schema = published.schema(name)
    walk = schema_fields.Walk(name, published.schema, _link,
                              lambda key, text: f":ref:`{esc(text)} <format-{name}-{key}>`")
    rows = walk.fields()
    lines = [f".. _format-{name}:", "", title(heading, "-"), prose(schema["description"]), "",
             f":Written by: {written}", f":Read by: {read}",
             f":Schema: ``{name}.schema.json`` (:ref:`the schema <schema-{name}>`)", ""]
    lines += [_table(rows), ""]
    for key, part_title, meaning, part_rows in walk.parts():
        lines += [f".. _format-{name}-{key}:", "", f"**{esc(part_title)}**: {prose(meaning)}", "",
                  _table(part_rows), ""]
    for example in schema.get("examples", []):
        problems = published.problems(name, example)
        if problems:
            raise ExampleError(f"{name}.schema.json: its example does not conform: {problems[0]}")
    examples = schema.get("examples", [])
    if examples:
        said = "An example" if len(examples) == 1 else f"{len(examples)} examples"
        lines += [f"{said}, checked against the schema when this page is built:", ""]
        for example in examples:
            lines += [".. code-block:: json", "   :class: rulespec-wrap", "", indent(json_text(example), 3), ""]
    return lines


def prose(text: str) -> str:
    """A schema's description in reStructuredText: its `code` spans as literals, the rest escaped."""
    parts = text.split("`")
    if len(parts) % 2 == 0:  # an unpaired backquote: all plain text
        return esc(text)
    return "".join(literal(part) if i % 2 else esc(part) for i, part in enumerate(parts))


def _table(rows: list[schema_fields.Field]) -> str:
    cells = [[literal(row.path), row.type, row.required,
              prose(row.meaning) + (f" Default: {literal(row.default)}." if row.default else "")] for row in rows]
    return list_table(["field", "type", "required", "meaning"], cells, widths="auto", classes="rulespec-fields")


def schemas_list() -> str:
    """Every published schema, raw, for the JSON Schemas page."""
    lines: list[str] = []
    for name in [n for _, _, docs in SECTIONS for n, _, _, _ in docs]:
        lines += [f".. _schema-{name}:", "", title(f"{name}.schema.json", "-"),
                  f"{esc(published.schema(name)['title'])}: its fields in words on :ref:`Formats <format-{name}>`.", "",
                  f".. literalinclude:: ../checker/schemas/{name}.schema.json", "   :language: json",
                  "   :class: rulespec-wrap", ""]
    return "\n".join(lines)


def formats_files() -> dict[str, str]:
    """The generated files: the summary the Formats page includes, a page per
    section of documents, and the JSON Schemas page's list."""
    out = {"formats-summary.inc": summary()}
    for page, (section, intro, docs) in zip(PAGES, SECTIONS):
        out[f"formats/{page}.rst"] = section_page(section, intro, docs)
    out["schemas-list.inc"] = schemas_list()
    return out
