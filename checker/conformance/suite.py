"""The suite on disk: vector documents with stable ids, the index, the schemas.

Byte-identical output for the same seed is part of the contract (a suite is
committed to other projects' repositories, and a regenerated one must show no
diff): keys are sorted, there are no floats, timestamps or machine-dependent
values, and lists come out in a fixed order (editions as ``spec.EDITIONS``
lists them, clauses in topic order, vectors numbered per tag).

A vector's id is ``LABEL/TAG-NNNN``: ``LABEL`` the rules in the
``parse_reference`` syntax (``c1-hig-2012+arrival-trigger=yes``), ``TAG`` the
clause id the vector was generated for (or ``theme-NAME``), ``NNNN`` its
number among that tag's vectors; worked examples are ``LABEL/example-NAME``.
The file is ``vectors/<id>.json``; the index's ``vectors`` gives each id its
path and the SHA-256 of the file's bytes, by which ``conform`` verifies the
suite before it runs an engine (:mod:`checker.conformance.verify`).
"""

from __future__ import annotations

import json
import shutil
from importlib import metadata, resources
from pathlib import Path

import spec
from checker import expansions
from checker.conformance.generate import Generated
from checker.conformance.verify import sha256, vector_path

FORMAT = "rulespec-conformance-suite"
FORMAT_VERSION = 2
"""2: the index's ``vectors`` (each vector's path and SHA-256) was added."""
VECTOR_SCHEMA = "vector"
"""The vector schema (``checker/schemas``), which refers to every module's."""


def schemas() -> tuple[str, ...]:
    """Copied into every suite: each module's scenario and outcome schemas
    (``checker.expansions``), then the vector schema."""
    return tuple(n for e in expansions.EXPANSIONS.values() for n in (e.scenario_schema, e.outcome_schema)) + (VECTOR_SCHEMA,)


def dumps(doc) -> str:
    return json.dumps(doc, indent=2, sort_keys=True, ensure_ascii=False) + "\n"


def version() -> str:
    try:
        return metadata.version("rulespec")
    except metadata.PackageNotFoundError:  # pragma: no cover - running from a bare checkout
        return "0+unknown"


def vector_doc(vid: str, config, rules, found) -> dict:
    doc = {
        "id": vid,
        "edition": config.edition,
        "rules": rules.label(),
        "interpretations": dict(rules.interpretations),
        "kind": found.kind,
        "clauses": list(found.clauses),
        "description": found.description,
        "scenario": found.scenario.to_json(),
        "outcomes": [o.to_json(found.scenario.players) for o in found.outcomes],
    }
    if config.as_of:
        doc["as_of"] = config.as_of
    if found.companion is not None:
        doc.update({key: dict(value) for key, value in found.companion.items()})
    return doc


def build(gen: Generated, editions: list[str], settings: dict) -> tuple[dict[str, dict], dict]:
    """All vector documents by id, and the index document."""
    vectors: dict[str, dict] = {}
    configurations: dict = {}
    uncovered: dict = {}
    by_config: dict = {}
    for group in gen.groups:
        for config in group.configs:
            by_config[(config.edition, config.label)] = (config, group)
    for edition in editions:
        for (ed, label), (config, group) in by_config.items():
            if ed != edition:
                continue
            rules = config.rules()
            numbers: dict[str, int] = {}
            ids: list[str] = []
            coverage: dict[str, list[str]] = {c.id: [] for c in rules.clauses}
            items = list(group.found) + gen.examples.get(label, [])
            for found in items:
                if found.kind == "worked-example":
                    vid = f"{label}/{found.tag}"
                else:
                    numbers[found.tag] = numbers.get(found.tag, 0) + 1
                    vid = f"{label}/{found.tag}-{numbers[found.tag]:04d}"
                vectors[vid] = vector_doc(vid, config, rules, found)
                ids.append(vid)
                if found.kind == "coverage":
                    coverage[found.tag].append(vid)
                elif found.covers in coverage:
                    coverage[found.covers].append(vid)
            configurations[label] = {
                "edition": edition,
                "module": rules.module,
                "kind": config.kind,
                "as_of": config.as_of,
                "interpretations": dict(rules.interpretations),
                "clauses": [c.id for c in rules.clauses],
                "vectors": ids,
                "coverage": coverage,
                "uncovered": dict(group.uncovered),
                "equivalent": dict(group.equivalent),
            }
            for clause, reason in group.uncovered.items():
                uncovered.setdefault(label, {})[clause] = reason
    index = {
        "format": FORMAT,
        "format_version": FORMAT_VERSION,
        "generator": {"name": "rulespec oracle", "version": version(), **settings},
        "schemas": {name: f"schemas/{name}.schema.json" for name in schemas()},
        "vector_files": "vectors/<id>.json",
        "vectors": vector_entries(vectors),
        "editions": _editions(editions, configurations),
        "configurations": configurations,
        "coverage": _coverage(editions, configurations),
        "uncovered": uncovered,
        "counts": _counts(editions, vectors),
        "findings": gen.findings,
        "worked_examples": gen.examples_found,
    }
    return vectors, index


def _editions(editions, configurations) -> dict:
    out = {}
    for edition in editions:
        labels = [label for label, c in configurations.items() if c["edition"] == edition]
        out[edition] = {
            "configurations": labels,
            "vectors": [vid for label in labels for vid in configurations[label]["vectors"]],
        }
    return out


def _coverage(editions, configurations) -> dict:
    """clause -> coverage vector ids, per edition (over all its configurations)."""
    out: dict = {}
    for edition in editions:
        table: dict = {}
        for c in configurations.values():
            if c["edition"] == edition:
                for clause, ids in c["coverage"].items():
                    table.setdefault(clause, []).extend(ids)
        out[edition] = table
    return out


def _counts(editions, vectors) -> dict:
    by_edition = {e: sum(1 for v in vectors.values() if v["edition"] == e) for e in editions}
    by_module: dict = {}
    for v in vectors.values():
        module = spec.EDITIONS[v["edition"]].module
        by_module[module] = by_module.get(module, 0) + 1
    by_kind: dict = {}
    for v in vectors.values():
        by_kind[v["kind"]] = by_kind.get(v["kind"], 0) + 1
    return {
        "vectors": len(vectors),
        "by_edition": by_edition,
        "by_kind": dict(sorted(by_kind.items())),
        "by_module": {m: by_module[m] for m in expansions.EXPANSIONS if m in by_module},
    }


def schema_text(name: str) -> str:
    """A schema's file, byte for byte: the vector schema, or a module's (``checker.loading``)."""
    if name == VECTOR_SCHEMA:
        return (resources.files("checker") / "schemas" / f"{name}.schema.json").read_text(encoding="utf-8")
    from checker.loading import schema_text as module_schema_text

    return module_schema_text(name)


#: What a suite folder holds; a folder holding only some of it and no index
#: is what a run killed before this project wrote suites atomically left.
PARTS = ("index.json", "vectors", "schemas")


def check_replaceable(out: Path) -> None:
    """Refuse (UsageError) to replace a folder that is not a suite: one with
    files and no ``index.json``, unless those files are only a suite's parts
    (an interrupted run's leftovers, which ``conform`` tells to regenerate)."""
    from checker.arguments import UsageError

    if out.exists() and not out.is_dir():
        raise UsageError(f"--out {out}: not a directory")
    if not out.is_dir() or (out / "index.json").is_file():
        return
    names = {p.name for p in out.iterdir()}
    if names and not names <= set(PARTS):
        raise UsageError(f"--out {out}: directory is not empty and holds no suite (index.json); refusing to write into it")


def vector_entries(vectors: dict[str, dict]) -> dict:
    """The index's ``vectors``: each vector's path and the hash of its file
    as written (made again when the vectors change after :func:`build`: the
    shipped explanations)."""
    return {vid: {"path": vector_path(vid), "sha256": sha256(dumps(doc).encode("utf-8"))}
            for vid, doc in sorted(vectors.items())}


def write(out: Path, vectors: dict[str, dict], index: dict) -> None:
    """Write the suite into ``out``, a new folder (``generate_suite`` swaps it into place)."""
    out.mkdir(parents=True, exist_ok=True)
    for sub in ("vectors", "schemas"):
        if (out / sub).exists():
            shutil.rmtree(out / sub)
    for vid, doc in vectors.items():
        path = out / vector_path(vid)
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(dumps(doc), encoding="utf-8")
    (out / "schemas").mkdir()
    for name in schemas():
        (out / "schemas" / f"{name}.schema.json").write_text(schema_text(name), encoding="utf-8")
    (out / "index.json").write_text(dumps(index), encoding="utf-8")


def load(directory: Path, played=lambda edition, vid: True) -> tuple[dict, list[dict]]:
    """A written suite: its index and its vectors in index order, each
    verified against the index (:func:`checker.conformance.verify.load`:
    :class:`~checker.errors.InputError` on the first problem)."""
    from checker.conformance.verify import load as verified

    return verified(directory, (FORMAT, FORMAT_VERSION), played)
