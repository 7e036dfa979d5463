"""``rulespec conform`` verifies the suite against its index before it runs
any engine (issue 46, item 3).

Before, conform passed (exit 0) with an old index over new vectors, half the
vectors from another seed, an extra vector, a vector whose id is not its
path; ended in an internal error (exit 3) on ``"outcomes": []``, a missing
``outcomes``, a vector that is a list, deeply nested JSON, ``editions`` given
as a list; and an index entry ``../../../../etc/hostname`` made it read
outside the suite's folder. Each tampered copy of the small suite must now
be refused with exit 2 and one line naming the file (and the JSON path where
it applies), and the engine, which would leave a mark, never starts.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from checker.cli import main
from checker.conformance.suite import FORMAT_VERSION, load
from tests.conformance.tampering import rehash

ROOT = Path(__file__).resolve().parents[2]
EDITION = "c1-hig-2013"
ONE = f"{EDITION}/steal-half-rounded-up-0001"
TWO = f"{EDITION}/steal-base-movement-0001"
#: Arrays nested 5,000 levels deep: past Python's recursion limit.
DEEP = "[" * 5000 + "]" * 5000


@pytest.fixture(scope="module")
def other_seed(tmp_path_factory):
    """The small suite's C1 HiG 2013 part generated under another seed: the same ids, other vectors."""
    out = tmp_path_factory.mktemp("other-seed") / "suite"
    done = subprocess.run([sys.executable, "-m", "checker", "oracle", "--out", str(out), "--edition", EDITION, "--seed", "8",
                           "--limit-per-clause", "1", "--default-readings-only", "--themes", "1", "--no-examples",
                           "--jobs", "1"], capture_output=True, text=True, cwd=ROOT, timeout=900)
    assert done.returncode == 0, done.stderr[-2000:]
    return out


@pytest.fixture
def suite(small_suite, tmp_path) -> Path:
    """A copy of the small suite, to tamper with."""
    return Path(shutil.copytree(small_suite[0], tmp_path / "suite"))


def vector_file(suite: Path, vid: str) -> Path:
    return suite / "vectors" / f"{vid}.json"


def edit_index(suite: Path, change) -> None:
    index = json.loads((suite / "index.json").read_text())
    change(index)
    (suite / "index.json").write_text(json.dumps(index, indent=2, sort_keys=True) + "\n")


def edit_vector(suite: Path, vid: str, change, hashed: bool = True) -> None:
    path = vector_file(suite, vid)
    doc = json.loads(path.read_text())
    doc = change(doc)
    path.write_text(doc if isinstance(doc, str) else json.dumps(doc, indent=2, sort_keys=True) + "\n")
    if hashed:
        rehash(suite, vid)


def refused(capsys, suite: Path, tmp_path: Path) -> str:
    """conform's one line on stderr; the exit status 2 and no engine started are asserted."""
    mark = tmp_path / "engine-started"
    engine = f"sh -c 'touch {mark}; cat >/dev/null; echo {{}}'"
    code = main(["conform", str(suite), "--impl", engine, "--match", f"{EDITION}/*"])
    out, err = capsys.readouterr()
    assert (code, out) == (2, ""), err
    assert not mark.exists(), "an engine started before the suite was verified"
    assert err.count("\n") == 1 and "internal error" not in err, err
    return err.strip()


def test_the_suite_as_written_is_verified(small_suite):
    suite, vectors, index = small_suite
    assert index["format_version"] == FORMAT_VERSION == 2
    assert sorted(index["vectors"]) == sorted(vectors)
    for vid, entry in index["vectors"].items():
        assert entry["path"] == f"vectors/{vid}.json"
        assert entry["sha256"] == hashlib.sha256((suite / entry["path"]).read_bytes()).hexdigest()
    again, docs = load(suite)
    assert again == index and [d["id"] for d in docs] == [vid for e in index["editions"].values() for vid in e["vectors"]]


def test_a_missing_vector(suite, capsys, tmp_path):
    vector_file(suite, ONE).unlink()
    assert refused(capsys, suite, tmp_path) == (
        f"rulespec: {vector_file(suite, ONE)}: $: missing: the index lists this vector, the suite has no such file")


def test_an_extra_vector(suite, capsys, tmp_path):
    extra = vector_file(suite, f"{EDITION}/steal-half-rounded-up-0002")
    shutil.copy(vector_file(suite, ONE), extra)
    assert refused(capsys, suite, tmp_path) == (
        f"rulespec: {extra}: $: a file among the vectors that the index does not list (not part of this suite)")


def test_a_changed_vector(suite, capsys, tmp_path):
    edit_vector(suite, ONE, lambda doc: {**doc, "description": "edited"}, hashed=False)
    line = refused(capsys, suite, tmp_path)
    assert line.startswith(f"rulespec: {vector_file(suite, ONE)}: $: changed since the index was written"), line


def test_a_misplaced_vector_whose_id_is_not_its_path(suite, capsys, tmp_path):
    one, two = vector_file(suite, ONE).read_bytes(), vector_file(suite, TWO).read_bytes()
    vector_file(suite, ONE).write_bytes(two)
    vector_file(suite, TWO).write_bytes(one)
    rehash(suite, ONE, TWO)
    assert refused(capsys, suite, tmp_path) == (
        f"rulespec: {vector_file(suite, TWO)}: $.id: {ONE} is not the id of its place in the suite ({TWO})"
        if sorted([ONE, TWO]) != [ONE, TWO] else
        f"rulespec: {vector_file(suite, ONE)}: $.id: {TWO} is not the id of its place in the suite ({ONE})")


def test_an_index_entry_outside_the_suites_folder(suite, capsys, tmp_path):
    def change(index):
        index["vectors"][ONE]["path"] = "../../../../etc/hostname"

    edit_index(suite, change)
    line = refused(capsys, suite, tmp_path)
    assert line == (f'rulespec: {suite / "index.json"}: $.vectors["{ONE}"].path: ../../../../etc/hostname '
                    f"is not the vector's place (vectors/{ONE}.json, from its id)"), line


def test_an_id_that_climbs_out_of_the_suite(suite, capsys, tmp_path):
    def change(index):
        index["editions"][EDITION]["vectors"].append("../../../../etc/hostname")

    edit_index(suite, change)
    last = len(json.loads((suite / "index.json").read_text())["editions"][EDITION]["vectors"]) - 1
    assert refused(capsys, suite, tmp_path) == (
        f"rulespec: {suite / 'index.json'}: $.editions.{EDITION}.vectors[{last}]: breaks the suite-index schema: "
        "'../../../../etc/hostname' does not match '^[a-z0-9.@=+-]+/[a-z0-9.-]+$'")


def test_a_vector_that_is_a_link_out_of_the_suite(suite, capsys, tmp_path):
    outside = tmp_path / "elsewhere.json"
    shutil.copy(vector_file(suite, ONE), outside)
    vector_file(suite, ONE).unlink()
    os.symlink(outside, vector_file(suite, ONE))
    assert refused(capsys, suite, tmp_path) == (
        f'rulespec: {suite / "index.json"}: $.vectors["{ONE}"].path: vectors/{ONE}.json lies outside the suite\'s '
        f"folder {suite.resolve()}")


@pytest.mark.parametrize("change, where, words", [
    (lambda doc: {**doc, "outcomes": []}, "$.outcomes", "breaks the vector schema: [] should be non-empty"),
    (lambda doc: {k: v for k, v in doc.items() if k != "outcomes"}, "$", "breaks the vector schema: 'outcomes' is a required property"),
    (lambda doc: [doc], "$", "not a vector: a vector is one JSON object"),
    # Refused where it passes the limit: the vector is level 1, "x-deep" level 2, and each [0] one more,
    # so the 65th level is the array at "x-deep" and 63 indexes.
    (lambda doc: json.dumps(doc)[:-1] + ', "x-deep": ' + DEEP + "}", "$.x-deep" + "[0]" * 63,
     "nested deeper than 64 levels"),
    (lambda doc: {**doc, "edition": [doc["edition"]]}, "$.edition", "breaks the vector schema: ['c1-hig-2013'] is not of type 'string'"),
    (lambda doc: {**doc, "outcomes": [{"markers": "none"}]}, "$.outcomes[0]", ""),
], ids=["no-outcomes", "outcomes-missing", "a-list", "deep", "edition-a-list", "bad-outcome"])
def test_an_invalid_vector_even_with_its_hash_updated(suite, capsys, tmp_path, change, where, words):
    edit_vector(suite, ONE, change)
    line = refused(capsys, suite, tmp_path)
    assert line.startswith(f"rulespec: {vector_file(suite, ONE)}") and f" {where}: " in line and words in line, line


def test_editions_given_as_a_list(suite, capsys, tmp_path):
    edit_index(suite, lambda index: index.update(editions=list(index["editions"])))
    line = refused(capsys, suite, tmp_path)
    assert line.startswith(f"rulespec: {suite / 'index.json'}: $.editions: breaks the suite-index schema: "), line


def test_an_index_of_the_old_format(suite, capsys, tmp_path):
    def change(index):
        del index["vectors"]
        index["format_version"] = 1

    edit_index(suite, change)
    assert refused(capsys, suite, tmp_path) == (
        f"rulespec: {suite / 'index.json'}: $.format_version: the index's format is version 1, this rulespec reads "
        "version 2 (regenerate the suite with 'rulespec oracle --out DIR')")


def test_an_old_index_over_new_vectors(other_seed, suite, capsys, tmp_path):
    """The other seed's C1 HiG 2013 vectors copied over the suite: its index is now older than its vectors."""
    for path in (other_seed / "vectors" / EDITION).glob("*.json"):
        shutil.copy(path, suite / "vectors" / EDITION / path.name)
    line = refused(capsys, suite, tmp_path)
    assert f"/vectors/{EDITION}/" in line and ": $: changed since the index was written" in line, line


def test_half_the_vectors_from_another_seed(other_seed, suite, capsys, tmp_path):
    others = sorted((other_seed / "vectors" / EDITION).glob("*.json"))
    differing = [p for p in others if p.read_bytes() != (suite / "vectors" / EDITION / p.name).read_bytes()]
    assert len(differing) > 2
    replaced = {f"{EDITION}/{path.stem}" for path in differing[1::2]}
    for path in differing[1::2]:
        shutil.copy(path, suite / "vectors" / EDITION / path.name)
    index = json.loads((suite / "index.json").read_text())
    first = next(vid for vid in index["editions"][EDITION]["vectors"] if vid in replaced)  # checked in the index's order
    line = refused(capsys, suite, tmp_path)
    assert line == (f"rulespec: {vector_file(suite, first)}: $: changed since the index was written: its SHA-256 is "
                    f"not the index's {index['vectors'][first]['sha256'][:12]}… (an edited vector, or one from another suite)")


def test_suite_archive_refuses_a_tampered_suite(suite, capsys, tmp_path):
    vector_file(suite, ONE).unlink()
    code = main(["suite-archive", str(suite), "--out", str(tmp_path / "suite.tar.gz")])
    _, err = capsys.readouterr()
    assert code == 2 and "missing: the index lists this vector" in err and not (tmp_path / "suite.tar.gz").exists(), err
