"""Editing a copy of a suite as a careful tamperer (or a test of the harness)
would: the index's SHA-256 of each edited vector set to its new bytes, so
that ``conform``'s check against the index lets the edit through to the
checks after it (the schema, the id, the judging)."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path


def rehash(suite: Path, *vids: str) -> None:
    index_file = suite / "index.json"
    index = json.loads(index_file.read_text(encoding="utf-8"))
    for vid in vids:
        index["vectors"][vid]["sha256"] = hashlib.sha256((suite / "vectors" / f"{vid}.json").read_bytes()).hexdigest()
    index_file.write_text(json.dumps(index, indent=2, sort_keys=True) + "\n", encoding="utf-8")
