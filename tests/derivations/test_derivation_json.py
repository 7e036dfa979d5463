"""Derivations in ``enumerate --json`` (issue 28, item 4): real outputs
conform to the published schemas (derivation.schema.json through
outcome.schema.json), every clause a step names is one ``rulespec clauses
--edition ID --json`` lists, ``--derivations all`` says when it is cut, and
``judge`` reads an outcome that carries a derivation."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from checker.cli import main
from checker.loading import published

ROOT = Path(__file__).resolve().parent.parent.parent
EXAMPLE_1 = str(ROOT / "examples" / "c1-example-1.json")


def run(capsys, *argv) -> tuple[int, str]:
    code = main(list(argv))
    return code, capsys.readouterr().out


def _cases():
    """The worked examples (tests/worked_examples/expected), each under its
    first and last edition or reference (a reading, ``+KEY=VALUE``, or a
    date, ``@YYYY-MM``: ``clauses --edition`` lists what is in force then)."""
    for path in sorted((ROOT / "tests" / "worked_examples" / "expected").glob("*.json")):
        doc = json.loads(path.read_text())
        if doc.get("interpretations"):
            continue
        for edition in dict.fromkeys((doc["editions"][0], doc["editions"][-1])):
            yield pytest.param(doc["scenario"], edition, id=f"{path.stem}[{edition}]")


@pytest.mark.parametrize("example, edition", list(_cases()))
def test_enumerate_json_carries_derivations_that_conform_and_name_known_clauses(capsys, example, edition):
    code, out = run(capsys, "enumerate", str(ROOT / "examples" / example), "--edition", edition, "--json")
    assert code == 0
    doc = json.loads(out)
    assert published.problems("enumerate-result", doc) == []
    _, listed = run(capsys, "clauses", "--edition", edition, "--json")
    known = {c["id"] for c in json.loads(listed)["clauses"]}
    assert doc["outcomes"]
    for outcome in doc["outcomes"]:
        derivation = outcome["derivation"]
        assert derivation["count"] >= 1
        assert published.problems("derivation", derivation) == []
        named = {c for step in derivation["steps"] for c in step["clauses"]}
        assert named <= known, named - known


def test_all_derivations_are_listed_with_a_cut_flag(capsys):
    _, out = run(capsys, "enumerate", EXAMPLE_1, "--edition", "c1-hig-2013", "--json", "--derivations", "all")
    doc = json.loads(out)
    assert published.problems("enumerate-result", doc) == []
    # Outcome 1 (meeple takes both, hand count): road then city, or city then road.
    first = doc["outcomes"][0]["derivation"]
    assert (first["count"], len(first["others"]), first["cut"]) == (2, 1, False)
    orders = {tuple(s["feature"] for s in steps if s["kind"] == "score") for steps in [first["steps"], *first["others"]]}
    assert orders == {("road", "city"), ("city", "road")}


def test_none_leaves_the_outcomes_as_before(capsys):
    _, out = run(capsys, "enumerate", EXAMPLE_1, "--edition", "c1-hig-2013", "--json", "--derivations", "none")
    assert all("derivation" not in o for o in json.loads(out)["outcomes"])


def test_the_schema_rejects_a_derivation_without_count_or_clauses():
    assert published.problems("derivation", {"count": 0, "steps": []})
    assert published.problems("derivation", {"count": 1, "steps": [{"kind": "move"}]})
    assert published.problems("derivation", {"count": 1, "steps": [{"kind": "move", "clauses": [], "to": {"a": 1}}]})


def test_judge_reads_an_outcome_that_carries_a_derivation(capsys, tmp_path):
    _, out = run(capsys, "enumerate", EXAMPLE_1, "--edition", "c1-hig-2013", "--json")
    claim = tmp_path / "outcome.json"
    claim.write_text(json.dumps(json.loads(out)["outcomes"][2]))
    code, said = run(capsys, "judge", EXAMPLE_1, str(claim), "--edition", "c1-hig-2013")
    assert code == 0 and "is one of the 5 legal outcomes" in said


def test_enumerate_tells_outcomes_3_and_5_apart_by_the_scoring_order(capsys):
    """Issue 28's must-show: both end with Red's courier on 29; the stories
    say Red scored the road first in one and the city first in the other,
    each step with its clauses, in lines of at most 80 columns."""
    code, out = run(capsys, "enumerate", EXAMPLE_1, "--edition", "c1-hig-2013")
    assert code == 0
    stories = out[out.index("\nOutcome 1. "):]
    assert all(len(line) <= 80 for line in stories.splitlines()), max(stories.splitlines(), key=len)
    three = stories[stories.index("Outcome 3. "):stories.index("Outcome 4. ")]
    five = stories[stories.index("Outcome 5. "):]
    assert "Red scores road on the courier, then city on the courier; Blue takes 2" in " ".join(three.split())
    assert "Red scores city on the courier, then road on the courier; Blue takes 3" in " ".join(five.split())
    assert "[scorer-chooses-order, scorer-chooses-marker]" in three
    assert "takes half of 3 rounded up" in three and "takes half of 6 rounded up" in five


def test_all_derivations_are_told_for_people_too(capsys):
    _, out = run(capsys, "enumerate", EXAMPLE_1, "--edition", "c1-hig-2013", "--derivations", "all")
    one = out[out.index("Outcome 1. "):out.index("Outcome 2. ")]
    assert "Derivation 2 of 2: Red scores city on the meeple, then road on the meeple." in one
