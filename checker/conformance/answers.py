"""Reading what an engine printed, before any rule is applied to it: one
JSON document, parsed as strictly as rulespec parses its own input, then
checked against the published ``engine-answer`` schema.

An engine's answer is input from somebody else's program, so everything
the command line refuses in a file is refused here too, as one clear reason
for that vector: a non-JSON answer, two documents, a number too long to read
(a 5,000-digit integer once stopped the whole run with exit 3), NaN, nesting
too deep, a key given twice. The vector is then an error and the run goes on.
"""

from __future__ import annotations

from checker.errors import InputError

NAME = "engine answer"


class BadAnswer(Exception):
    """The answer cannot be read: ``str()`` is the reason, in words.
    ``beyond_limits``: it is JSON, but past the loader's limits (nested too
    deep, a number too long, a key given twice), not merely not JSON."""

    def __init__(self, reason: str, beyond_limits: bool = False) -> None:
        super().__init__(reason)
        self.beyond_limits = beyond_limits


def parse(text: str, request_id: int | None = None):
    """The answer's JSON document; with --persistent, an ``"id"`` equal to
    the request's (the echo that matches answers to requests) is removed."""
    from checker.loading import parse_json_text

    if not text.strip():
        raise BadAnswer("printed nothing on stdout (expected one JSON document)")
    try:
        doc = parse_json_text(text, NAME)
    except InputError as error:
        message = error.message
        if message.endswith("Extra data"):
            where = message[len("invalid JSON at "):-len(": Extra data")]
            raise BadAnswer(f"two JSON documents (the second starts at {where}); expected one") from None
        if message.startswith("invalid JSON"):
            raise BadAnswer(f"output is not JSON ({message[len('invalid JSON '):]})") from None
        raise BadAnswer(f"unreadable answer at {error.path}: {message}", beyond_limits=True) from None
    if isinstance(doc, dict) and request_id is not None and doc.get("id") == request_id:
        doc = {k: v for k, v in doc.items() if k != "id"}
    return doc


def kind(doc) -> str:
    """"skipped", "error", "outcomes" or "outcome": what the answer says it is."""
    if isinstance(doc, dict) and len(doc) == 1 and "skipped" in doc:
        return "skipped"
    if isinstance(doc, dict) and len(doc) == 1 and "error" in doc:
        return "error"
    if isinstance(doc, dict) and "outcomes" in doc:
        return "outcomes"
    return "outcome"


def schema_problem(doc) -> str | None:
    """The first way ``doc`` breaks the published engine-answer schema, or None."""
    from checker.loading.published import problems

    found = problems("engine-answer", doc)
    return found[0] if found else None
