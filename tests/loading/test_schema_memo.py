"""The remembering schema validator (checker/loading/_memo.py, issue 32)
gives exactly the problems the plain one gives.

Shrinking reads its candidates back with ``remember=True``; a remembered
verdict may only ever answer for the very same value under the very same
subschema, so each case below validates a document both ways, the memory
warmed first with documents one edit away.
"""

from __future__ import annotations

import copy
import json
from itertools import islice

import pytest

from checker.count_king_robber.conformance import shrink
from checker.count_king_robber.conformance.candidates import stream
from checker.loading import _memo
from checker.loading._schema import schema, schema_problems

NAME = "ckr-scenario"


def shrink_candidates(n: int = 25) -> list[dict]:
    """Every document shrinking proposes for ``n`` seeded candidates, as it proposes them."""
    out = []
    for s in islice(stream("issue-32 schema memo"), n):
        doc = shrink._doc(s)
        out += [shrink._renumbered(edit(copy.deepcopy(doc))) for edit in shrink._edits(doc)]
    return out


def broken(doc: dict) -> list[dict]:
    """Documents one wrong value away from ``doc``, in subtrees a valid
    document has already shown the validator (features, figure tables, holders)."""
    out = []
    features = [f for step in doc["turn"] for f in step.get("features", ())]
    for change in (
        lambda d, f: f.update(tiles=0) if "tiles" in f else f.update(kind="raod"),
        lambda d, f: f.update(kind="raod"),
        lambda d, f: f.update(tiles="2"),
        lambda d, f: f["meeples"].update({next(iter(d["players"])): {"meeple": -1}}),
        lambda d, f: f["meeples"].update({next(iter(d["players"])): {"meeple": True}}),
        lambda d, f: f["meeples"].update({next(iter(d["players"])): {"meeple": 1.0}}),
        lambda d, f: f["meeples"].update({next(iter(d["players"])): ({"meeple": 1},)}),
    ):
        for i in range(len(features)):
            d = copy.deepcopy(doc)
            change(d, [f for step in d["turn"] for f in step.get("features", ())][i])
            out.append(d)
    d = copy.deepcopy(doc)
    d["king"] = {"holder": d["players"][0], "size": -3}
    out.append(d)
    d = copy.deepcopy(doc)
    d["supply"][d["players"][0]] = {"meeple": "1"}
    out.append(d)
    d = copy.deepcopy(doc)
    d["players"] = tuple(d["players"])  # JSON would write a list; the schema refuses a tuple
    out.append(d)
    return out


def both_ways(docs: list) -> None:
    for doc in docs:
        assert schema_problems(NAME, doc, remember=True) == schema_problems(NAME, doc), json.dumps(doc, default=repr)


def test_shrink_candidates_get_the_plain_validator_s_problems():
    _memo.forget()
    docs = shrink_candidates()
    assert len(docs) > 500
    both_ways(docs)
    assert len(_memo._valid) > 50  # it did remember


def test_a_remembered_subtree_never_answers_for_a_different_value():
    _memo.forget()
    docs = shrink_candidates(8)
    both_ways(docs)  # warm: every feature and table of these is remembered valid
    wrong = [b for d in docs[:40] for b in broken(d)]
    assert len(wrong) > 200
    for doc in wrong:
        problems = schema_problems(NAME, doc, remember=True)
        assert problems, json.dumps(doc, default=repr)
        assert problems == schema_problems(NAME, doc)


def test_the_comparison_fails_for_a_memory_keyed_without_the_value(monkeypatch):
    """A key that forgets the value (every subtree the same text) answers
    "valid" for a broken feature: the cases above catch it."""
    _memo.forget()
    monkeypatch.setattr(_memo, "_text", lambda value: "")
    try:
        docs = shrink_candidates(3)
        for doc in docs:
            schema_problems(NAME, doc, remember=True)
        wrong = [b for d in docs[:5] for b in broken(d)]
        assert any(schema_problems(NAME, d, remember=True) != schema_problems(NAME, d) for d in wrong)
    finally:
        _memo.forget()  # nothing remembered under the broken key outlives the test


def _keywords(node) -> set:
    if isinstance(node, dict):
        return set(node) | {k for v in node.values() for k in _keywords(v)}
    if isinstance(node, list):
        return {k for v in node for k in _keywords(v)}
    return set()


@pytest.mark.parametrize("name", [NAME])
def test_the_schema_uses_no_keyword_that_sees_what_a_ref_evaluated(name):
    assert not _keywords(schema(name)) & {"unevaluatedProperties", "unevaluatedItems", "$dynamicRef", "$recursiveRef"}


def test_plain_documents_are_exactly_json_typed():
    assert _memo.plain({"a": [1, 2.5, "x", True, None, {"b": []}]})
    assert not _memo.plain({"a": (1, 2)})
    assert not _memo.plain({1: "a"})
    assert not _memo.plain({"a": [object()]})

    class Text(str):
        pass

    assert not _memo.plain({"a": Text("x")})
