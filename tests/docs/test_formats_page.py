"""The Formats page (docs/formats.rst and the part generated from the
published schemas, docs/_ext/pages_formats.py): every schema on it once,
every field with a meaning, each example checked, and the field tables
read the JSON Schema keywords the way a reader needs them."""

from __future__ import annotations

import pytest

import pages_formats
import schema_fields
from checker.loading import published


def on_page() -> list[str]:
    return [name for _, _, docs in pages_formats.SECTIONS for name, _, _, _ in docs]


def test_every_published_schema_is_on_the_page_once():
    assert sorted(on_page()) == sorted(published.names())


@pytest.mark.parametrize("name", published.names())
def test_every_field_has_a_meaning(name):
    walk = schema_fields.Walk(name, published.schema, lambda n: n)
    rows = walk.fields() + [row for *_, part in walk.parts() for row in part]
    assert rows and schema_fields.undescribed(rows) == []


def test_the_page_has_every_document_its_example_and_a_label_for_each():
    page = pages_formats.formats_page()
    for name in published.names():
        assert f"\n.. _format-{name}:\n" in page
        assert f":ref:`the schema <schema-{name}>`" in page
    assert page.count("checked against the schema when this page is built") == len(published.names())
    schemas = pages_formats.schemas_list()
    assert all(f".. literalinclude:: ../checker/schemas/{n}.schema.json" in schemas for n in published.names())


def test_an_example_that_breaks_its_schema_stops_the_build(monkeypatch):
    real = published.schema

    def broken(name):
        doc = real(name)
        if name == "judge-result":
            doc["examples"] = [{"edition": "c1-hig-2013", "legal": "yes"}]
        return doc

    monkeypatch.setattr(published, "schema", broken)
    with pytest.raises(pages_formats.ExampleError, match="judge-result.schema.json: its example does not conform"):
        pages_formats.formats_page()


TOY = {
    "type": "object",
    "required": ["players", "turn"],
    "properties": {
        "players": {"type": "array", "items": {"type": "string"}, "minItems": 2, "description": "Who plays."},
        "kind": {"const": "toy", "description": "Always toy."},
        "scores": {"type": "object", "propertyNames": {"title": "player"},
                   "additionalProperties": {"type": "integer", "minimum": 0}, "description": "Scores."},
        "held": {"oneOf": [{"type": "null"}, {"$ref": "#/$defs/pile"}], "description": "A pile, or null."},
        "turn": {"type": "array", "description": "The steps.", "items": {
            "type": "object", "required": ["step"],
            "properties": {"step": {"enum": ["pay", "end"], "description": "Which step."}},
            "if": {"properties": {"step": {"const": "pay"}}},
            "then": {"required": ["points"], "properties": {"points": {"type": "integer", "description": "Paid."}}}}},
        "other": {"$ref": "#/$defs/pile"},
        "report": {"$ref": "https://rulespec.example/schemas/scope.schema.json", "description": "The bound."},
    },
    "$defs": {"pile": {"title": "Pile", "description": "Some tiles.", "type": "object",
                       "properties": {"tiles": {"type": "integer", "default": 1, "description": "How many."}}}},
}


def test_a_schema_read_as_a_table():
    schemas = {"toy": TOY, "scope": published.schema("scope")}
    walk = schema_fields.Walk("toy", schemas.__getitem__, lambda n: f"<{n}>", lambda key, title: f"[{title}]")
    F = schema_fields.Field
    assert walk.fields() == [
        F("players", "array of string (at least 2)", "yes", "Who plays."),
        F("kind", '``"toy"``', "no", "Always toy."),
        F("scores", "object of integer", "no", "Scores."),
        F("held", "null or [Pile]", "no", "A pile, or null."),
        F("turn", "array of object", "yes", "The steps."),
        F("turn[].step", '``"pay"`` or ``"end"``', "yes", "Which step."),
        F("turn[].points", "integer", 'yes (when step is "pay")', "Paid."),
        F("other", "[Pile]", "no", "Some tiles."),
        F("report", "<scope>", "no", "The bound."),
    ]
    assert walk.parts() == [("pile", "Pile", "Some tiles.", [F("tiles", "integer", "no", "How many.", "1")])]
