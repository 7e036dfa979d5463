"""A suite checked against its index before it is trusted.

A suite is somebody's folder: it may have been edited, half regenerated,
copied over an older one or made to point elsewhere. Before any engine runs
(Bowtie and test262's runners verify a suite the same way), every vector the
index lists must be at its place (``vectors/<id>.json``, inside the suite's
folder), hold the bytes the index's SHA-256 names, parse within the loader's
limits, and be a vector: the ``vector`` schema, its id and edition those the
index gives it, its scenario and outcomes as its rules module reads them. No
other file may sit among the vectors. The first problem is one
:class:`~checker.errors.InputError` naming the file and, where it applies,
the JSON path: ``rulespec conform`` reports it on one line with exit status 2.
"""

from __future__ import annotations

import hashlib
from pathlib import Path

from checker.errors import InputError

#: The vector schema's keywords that send its scenario and outcomes to their
#: module's schemas: ``_check_module`` reads them with the module's loader instead.
MODULE_PARTS = ("if", "then", "else")
#: The index's fields conform reads, required even in a suite written by hand
#: (examples/engines/sample-suite), whose index may leave out the generator's
#: fields; every field present must be as the ``suite-index`` schema says.
READ = ("vectors", "editions")
#: What the start of a problem's message is cut to (a schema's message can quote a whole document).
SHOWN = 200


def sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def vector_path(vid: str) -> str:
    """Where the vector ``vid`` is, relative to the suite's folder."""
    return f"vectors/{vid}.json"


def load(directory: Path, layout: tuple[str, int], played=lambda edition, vid: True) -> tuple[dict, list[dict]]:
    """The suite's index and its vectors in index order, each checked (see
    the module's docstring); raises :class:`InputError` on the first problem.
    ``layout``: the format and the version of it the index must name
    (``checker.conformance.suite``'s). The scenarios and outcomes are read by their module for the vectors
    ``played(edition, id)`` only (those a run will judge: reading them is
    most of the time the check takes); every vector's bytes, JSON, schema,
    id and edition are checked whatever is played."""
    from checker.loading import format_path, load_json

    index_file = str(directory / "index.json")
    index = load_json(directory / "index.json")
    _check_index(index, index_file, *layout)
    entries = index["vectors"]
    listed = [(edition, vid) for edition, part in index["editions"].items() for vid in part["vectors"]]
    seen: set = set()
    for edition, vid in listed:
        where = format_path(("editions", edition, "vectors"))
        if vid in seen:
            raise InputError(index_file, where, f"the vector {vid} is listed twice")
        if vid not in entries:
            raise InputError(index_file, where, f"the vector {vid} has no entry in $.vectors (its path and hash)")
        seen.add(vid)
    for vid in entries:
        if vid not in seen:
            raise InputError(index_file, format_path(("vectors", vid)), "listed under no edition")
    root = directory.resolve()
    for vid, entry in entries.items():
        _check_place(root, vid, entry["path"], index_file, format_path(("vectors", vid, "path")))
    _check_no_extra(directory, {entry["path"] for entry in entries.values()})
    docs = [_vector(directory, edition, vid, entries[vid]["sha256"]) for edition, vid in listed]
    for (edition, vid), doc in zip(listed, docs):
        if played(edition, vid):
            _check_module(doc, str(directory / vector_path(vid)))
    return index, docs


def _check_index(index, index_file: str, name: str, version: int) -> None:
    from checker.loading.published import problems

    if not isinstance(index, dict) or index.get("format") != name:
        raise InputError(index_file, "$", f"not a conformance suite's index (no \"format\": \"{name}\")")
    found = index.get("format_version")
    if found != version:
        raise InputError(index_file, "$.format_version",
                         f"the index's format is version {_cut(repr(found))}, this rulespec reads version "
                         f"{version} (regenerate the suite with 'rulespec oracle --out DIR')")
    for field in READ:
        if field not in index:
            raise InputError(index_file, "$", f"no \"{field}\": the index names no vector files to check")
    broken = problems("suite-index", index, without=("required",))
    if broken:
        raise _schema_error(index_file, broken[0], "suite-index")


def _check_place(root: Path, vid: str, path: str, index_file: str, where: str) -> None:
    """The vector's path is its id's, and inside the suite's folder."""
    if path != vector_path(vid):
        raise InputError(index_file, where, f"{_cut(path)} is not the vector's place ({vector_path(vid)}, from its id)")
    try:
        inside = (root / path).resolve().is_relative_to(root / "vectors")
    except (OSError, RuntimeError):  # a loop of symbolic links
        inside = False
    if not inside:
        raise InputError(index_file, where, f"{_cut(path)} lies outside the suite's folder {root}")


def _check_no_extra(directory: Path, paths: set) -> None:
    folder = directory / "vectors"
    if not folder.is_dir():
        return  # every listed vector is then missing, reported by name
    for found in sorted(folder.rglob("*")):
        name = found.relative_to(directory).as_posix()
        if (found.is_file() or found.is_symlink()) and name not in paths:
            raise InputError(str(found), "$", "a file among the vectors that the index does not list (not part of this suite)")


def _vector(directory: Path, edition: str, vid: str, expected: str) -> dict:
    from checker.loading import MAX_BYTES, parse_json_text
    from checker.loading.published import problems

    file = directory / vector_path(vid)
    name = str(file)
    try:
        with open(file, "rb") as stream:
            data = stream.read(MAX_BYTES + 1)
    except FileNotFoundError:
        raise InputError(name, "$", "missing: the index lists this vector, the suite has no such file") from None
    except OSError as error:
        raise InputError(name, "$", f"cannot read the file: {error.strerror or error}") from None
    if len(data) > MAX_BYTES or sha256(data) != expected:
        raise InputError(name, "$", f"changed since the index was written: its SHA-256 is not the index's {expected[:12]}…"
                         " (an edited vector, or one from another suite)")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise InputError(name, "$", "not UTF-8 text") from None
    doc = parse_json_text(text, name)
    if not isinstance(doc, dict):
        raise InputError(name, "$", "not a vector: a vector is one JSON object")
    found = problems("vector", doc, without=MODULE_PARTS)
    if found:
        raise _schema_error(name, found[0], "vector")
    if doc["id"] != vid:
        raise InputError(name, "$.id", f"{_cut(doc['id'])} is not the id of its place in the suite ({vid})")
    if doc["edition"] != edition:
        raise InputError(name, "$.edition", f"{_cut(doc['edition'])}, but the index lists the vector under {edition}")
    return doc


def _check_module(doc: dict, name: str) -> None:
    """The scenario and every outcome as the scenario's rules module reads them."""
    from checker.expansions import EXPANSIONS
    from checker.loading import scenario_from_json

    scenario = scenario_from_json(doc["scenario"], file=f"{name} $.scenario")
    module = EXPANSIONS[scenario.expansion]
    for i, outcome in enumerate(doc["outcomes"]):
        module.outcome_from_json(outcome, scenario, f"{name} $.outcomes[{i}]")


def _schema_error(file: str, problem: str, schema: str) -> InputError:
    path, _, message = problem.partition(": ")
    return InputError(file, path, f"breaks the {schema} schema: {_cut(message)}")


def _cut(text: str) -> str:
    text = str(text)
    return text if len(text) <= SHOWN else text[:SHOWN] + "…"
