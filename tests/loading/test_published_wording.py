"""The published schemas' problems read the same under every jsonschema
release rulespec supports: CI's lowest-release pass (jsonschema 4.18) said
"[] is too short" where the newest says "[] should be non-empty", and a test
that quotes the message failed there."""
import jsonschema
import pytest

from checker.loading.published import _message


def first_error(schema: dict, instance):
    return next(jsonschema.Draft202012Validator(schema).iter_errors(instance))


@pytest.mark.parametrize("schema, instance, words", [
    ({"minItems": 1}, [], "[] should be non-empty"),
    ({"minLength": 1}, "", "'' should be non-empty"),
    ({"minProperties": 1}, {}, "{} should be non-empty"),
    ({"minItems": 3}, [1], "[1] has 1 item(s): must have at least 3"),
    ({"maxItems": 0}, [1, 2], "[1, 2] has 2 item(s): must have at most 0"),
    ({"maxLength": 2}, "abc", "'abc' has 3 character(s): must have at most 2"),
    ({"maxProperties": 1}, {"a": 1, "b": 2}, "{'a': 1, 'b': 2} has 2 field(s): must have at most 1"),
])
def test_the_size_keywords_in_the_projects_own_words(schema, instance, words):
    assert _message(first_error(schema, instance)) == words


def test_a_long_value_is_cut_in_the_message():
    message = _message(first_error({"maxItems": 1}, list(range(100))))
    assert message.startswith("[0, 1, 2") and "…" in message and message.endswith("has 100 item(s): must have at most 1")


def test_other_keywords_keep_jsonschemas_words():
    error = first_error({"type": "string"}, 3)
    assert _message(error) == error.message
