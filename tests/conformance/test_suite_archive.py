"""``rulespec suite-archive`` (issue 30, item 4): the same suite packs into
the same bytes in two processes with different hash seeds; the archive
holds the vectors, a row per vector with its number of legal outcomes, the
protocol's schemas, PROTOCOL.md and README.md, and a manifest whose hashes
match its files; unpacked, it is a suite conform runs."""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
import tarfile
from pathlib import Path

from checker.cli import main

ROOT = Path(__file__).resolve().parents[2]
REFERENCE = f"{sys.executable} {ROOT / 'examples' / 'engines' / 'reference_engine.py'} --lines"


def pack(suite: Path, out: Path, seed: str) -> bytes:
    env = {**os.environ, "PYTHONHASHSEED": seed}
    result = subprocess.run([sys.executable, "-m", "checker", "suite-archive", str(suite), "--out", str(out)],
                            cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stderr
    return out.read_bytes()


def test_the_archive_is_byte_reproducible_and_complete(small_suite, tmp_path, capsys):
    suite, vectors, index = small_suite
    first = pack(suite, tmp_path / "a.tar.gz", "1")
    assert pack(suite, tmp_path / "b.tar.gz", "2") == first
    with tarfile.open(tmp_path / "a.tar.gz") as tar:
        names = tar.getnames()
        (top,) = {n.split("/")[0] for n in names}
        assert top.startswith("rulespec-suite-v1-")
        assert all(m.mtime == 0 and m.uid == 0 and m.uname == "" for m in tar.getmembers())
        tar.extractall(tmp_path / "unpacked", filter="data")
    root = tmp_path / "unpacked" / top
    manifest = json.loads((root / "MANIFEST.json").read_text())
    assert manifest["format"] == "rulespec-conformance-archive" and manifest["archive_version"] == 1
    assert manifest["vectors"] == len(vectors) == index["counts"]["vectors"]
    for name, digest in manifest["files"].items():
        assert hashlib.sha256((root / name).read_bytes()).hexdigest() == digest, name
    assert set(manifest["files"]) | {"MANIFEST.json"} == {n[len(top) + 1:] for n in names if (tmp_path / "unpacked" / n).is_file()}
    rows = json.loads((root / "vectors.json").read_text())["vectors"]
    assert {r["id"]: r["outcomes"] for r in rows} == {i: len(v["outcomes"]) for i, v in vectors.items()}
    for name in ("vector", "engine-request", "engine-answer", "engine-handshake", "engine-declaration", "outcome", "ckr-outcome"):
        assert (root / "schemas" / f"{name}.schema.json").is_file(), name
    readme = (root / "README.md").read_text()
    assert f"{len(vectors)} vectors over 3 editions" in readme and "Without Python" in readme
    assert "handshake" in (root / "PROTOCOL.md").read_text()
    code = main(["conform", str(root), "--persistent", "--impl", REFERENCE, "--match", "c1-hig-2013/steal-*"])
    assert code == 0, capsys.readouterr()


def test_a_missing_suite_is_bad_usage(tmp_path, capsys):
    assert main(["suite-archive", str(tmp_path), "--out", str(tmp_path / "x.tar.gz")]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "not a conformance suite" in err
