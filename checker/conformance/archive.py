"""The packaged suite: one file an engine author in any language downloads,
unpacks and runs, without Python (issue 30, item 4).

``rulespec suite-archive DIR --out FILE.tar.gz`` packs a suite written by
``rulespec oracle --out DIR`` with everything needed to use it: the vectors
and the suite's index as they are; ``vectors.json``, one row per vector with
its number of legal outcomes (an engine that enumerates checks its counts
first, as chess engines check perft counts); every schema of the protocol
(the vector and its scenarios and outcomes, the engine's request, answer,
handshake and declaration); the protocol and a README in words; and
``MANIFEST.json``, which names the archive's version, what generated it and
the SHA-256 of every other file.

The archive is byte-reproducible: members in sorted order, every time
stamp, owner and mode fixed, gzip without a name or a time, so the same
suite packs into the same bytes (a test packs it twice and compares). It is
written beside its target and renamed into place (``checker.atomic``), so a
killed run leaves the old file or the new one.
"""

from __future__ import annotations

import gzip
import hashlib
import io
import json
import tarfile
from pathlib import Path

from checker.conformance.archive_text import protocol_text, readme_text

#: The archive's own format version: a change of layout raises it.
ARCHIVE_VERSION = 1
FORMAT = "rulespec-conformance-archive"
PROTOCOL_SCHEMAS = ("engine-request", "engine-answer", "engine-handshake", "engine-declaration", "conform-result")


def _dumps(doc) -> bytes:
    return (json.dumps(doc, indent=2, sort_keys=True, ensure_ascii=False) + "\n").encode("utf-8")


def rulespec_version() -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("rulespec")
    except PackageNotFoundError:
        return "unknown"


def members(directory: Path) -> dict[str, bytes]:
    """Every file of the archive, by its path inside the archive's folder."""
    from checker.conformance.suite import load
    from checker.loading import published

    index, vectors = load(directory)
    files: dict[str, bytes] = {"index.json": (directory / "index.json").read_bytes()}
    for path in sorted((directory / "vectors").rglob("*.json")):
        files[path.relative_to(directory).as_posix()] = path.read_bytes()
    for path in sorted((directory / "schemas").glob("*.schema.json")):
        files[f"schemas/{path.name}"] = path.read_bytes()
    for name in PROTOCOL_SCHEMAS:
        files[f"schemas/{name}.schema.json"] = published.text(name).encode("utf-8")
    rows = [{"id": v["id"], "edition": v["edition"], "file": f"vectors/{v['id']}.json", "outcomes": len(v["outcomes"]),
             "clauses": v["clauses"]} for v in vectors]
    files["vectors.json"] = _dumps({"vectors": rows})
    counts = index.get("counts", {})
    files["PROTOCOL.md"] = protocol_text().encode("utf-8")
    files["README.md"] = readme_text(counts, sorted(index["editions"])).encode("utf-8")
    files["MANIFEST.json"] = _dumps({
        "format": FORMAT, "archive_version": ARCHIVE_VERSION, "suite_format_version": index.get("format_version"),
        "generator": index.get("generator"), "rulespec": rulespec_version(), "vectors": len(vectors),
        "editions": sorted(index["editions"]),
        "files": {name: hashlib.sha256(data).hexdigest() for name, data in sorted(files.items())},
    })
    return files


def folder_name(files: dict[str, bytes]) -> str:
    """The archive's top folder: version and the first hex digits of the manifest's hash."""
    digest = hashlib.sha256(files["MANIFEST.json"]).hexdigest()[:12]
    return f"rulespec-suite-v{ARCHIVE_VERSION}-{digest}"


def pack(files: dict[str, bytes]) -> bytes:
    """The .tar.gz bytes, the same for the same files."""
    top = folder_name(files)
    raw = io.BytesIO()
    with tarfile.open(fileobj=raw, mode="w", format=tarfile.GNU_FORMAT) as tar:
        dirs = sorted({str(Path(name).parent) for name in files} - {"."})
        names = sorted({d for name in dirs for d in _parents(name)})
        for entry in [top] + [f"{top}/{d}" for d in names]:
            tar.addfile(_info(entry, tarfile.DIRTYPE, 0o755))
        for name in sorted(files):
            data = files[name]
            info = _info(f"{top}/{name}", tarfile.REGTYPE, 0o644)
            info.size = len(data)
            tar.addfile(info, io.BytesIO(data))
    out = io.BytesIO()
    with gzip.GzipFile(filename="", mode="wb", fileobj=out, mtime=0, compresslevel=9) as z:
        z.write(raw.getvalue())
    return out.getvalue()


def _parents(name: str) -> list[str]:
    parts = name.split("/")
    return ["/".join(parts[: i + 1]) for i in range(len(parts))]


def _info(name: str, kind, mode: int) -> tarfile.TarInfo:
    info = tarfile.TarInfo(name)
    info.type, info.mode, info.mtime = kind, mode, 0
    info.uid = info.gid = 0
    info.uname = info.gname = ""
    return info


def write(directory: Path, out: Path) -> dict:
    """Packs the suite in ``directory`` into ``out``, atomically, under its
    lock (:mod:`checker.atomic`: a second writer is refused, the file gets
    the umask's mode like any output); what was written."""
    from checker import atomic

    files = members(directory)
    data = pack(files)
    with atomic.locked(out) as target:
        atomic.write_text(target, data)
    return {"archive": str(out), "folder": folder_name(files), "bytes": len(data), "files": len(files),
            "vectors": json.loads(files["MANIFEST.json"])["vectors"], "sha256": hashlib.sha256(data).hexdigest()}
