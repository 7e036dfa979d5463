"""The published schemas themselves: each is a valid JSON Schema (draft
2020-12), every one has an example and every example conforms (the Formats
page shows them), every ``$ref`` resolves, and a document that breaks a
schema is reported at the right JSON path."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from jsonschema import Draft202012Validator

from checker.loading import published

SCHEMAS = Path(__file__).resolve().parents[2] / "checker" / "schemas"


def test_every_schema_file_is_published_and_every_published_schema_is_a_file():
    assert sorted(p.name[: -len(".schema.json")] for p in SCHEMAS.glob("*.schema.json")) == sorted(published.names())


@pytest.mark.parametrize("name", published.names())
def test_a_valid_schema_with_examples_that_conform(name):
    schema = published.schema(name)
    Draft202012Validator.check_schema(schema)
    assert schema["$id"] == f"https://rulespec.example/schemas/{name}.schema.json"
    assert schema.get("title") and schema.get("description")
    assert schema.get("examples"), f"{name} has no example for the Formats page"
    for example in schema["examples"]:
        assert published.problems(name, example) == []


def refs(node):
    if isinstance(node, dict):
        if "$ref" in node:
            yield node["$ref"]
        for value in node.values():
            yield from refs(value)
    elif isinstance(node, list):
        for value in node:
            yield from refs(value)


@pytest.mark.parametrize("name", published.names())
def test_every_reference_resolves(name):
    schema = published.schema(name)
    for ref in refs(schema):
        address, _, pointer = ref.partition("#")
        target = schema if not address else published.schema(address.rsplit("/", 1)[1][: -len(".schema.json")])
        for part in filter(None, pointer.split("/")):
            target = target[part]
        assert isinstance(target, dict), ref


def test_a_broken_document_is_reported_at_its_path():
    example = published.schema("conform-result")["examples"][0]
    broken = json.loads(json.dumps(example))
    broken["results"][0]["status"] = "passed"
    del broken["summary"]["failed"]
    problems = published.problems("conform-result", broken)  # jsonschema's words after each path
    assert [p.split(": ", 1)[0] for p in problems] == ["$.results[0].status", "$.summary"]
    assert "'passed'" in problems[0] and "'failed'" in problems[1]


def test_added_fields_are_allowed_in_an_output_but_not_in_a_scenario():
    check = json.loads(json.dumps(published.schema("check-result")["examples"][0]))
    check["added_later"] = {"players": {"min": 2, "max": 6}}
    check["results"][0]["added_later"] = "induction"
    assert published.problems("check-result", check) == []
    scenario = dict(published.schema("scenario")["examples"][0], method="induction")
    problems = published.problems("scenario", scenario)
    assert len(problems) == 1 and problems[0].startswith("$: ") and "'method'" in problems[0]
