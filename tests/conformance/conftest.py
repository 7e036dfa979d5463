"""A small suite, generated once per session through the command line: three
editions (C1 HiG 2013 and C3.1 of The Robbers, the HiG text of Count, King &
Robber), their default readings, one vector per clause and theme, no worked
examples. Small enough to generate in seconds; the tests of the suite, the
harness and the adapters all read it."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from checker.conformance.suite import load

ROOT = Path(__file__).resolve().parents[2]
EDITIONS = ["c1-hig-2013", "c3.1-2025", "ckr-hig-2017"]
ROBBERS_EDITIONS = EDITIONS[:2]
CKR_EDITION = "ckr-hig-2017"
#: The session suite is written under this hash seed; test_oracle_suite regenerates it under another.
HASH_SEED = "0"
OPTIONS = dict(editions=EDITIONS, seed=7, limit=1, readings=False, themes=1, examples=False)
ARGV = [
    "--edition", "c1-hig-2013", "--edition", "c3.1-2025", "--edition", "ckr-hig-2017", "--seed", "7", "--limit-per-clause", "1",
    "--default-readings-only", "--themes", "1", "--no-examples", "--jobs", "2",
]


@pytest.fixture(scope="session")
def suite_options():
    """The API's spelling of ARGV."""
    return dict(OPTIONS)


@pytest.fixture(scope="session")
def small_suite(tmp_path_factory):
    """(directory, {id: vector}, index), written by ``rulespec oracle --json``."""
    out = tmp_path_factory.mktemp("suite")
    result = subprocess.run(
        [sys.executable, "-m", "checker", "oracle", "--out", str(out), *ARGV, "--json"],
        check=False,
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=900,
        env=dict(os.environ, PYTHONHASHSEED=HASH_SEED),
    )
    assert result.returncode == 0, result.stderr[-3000:]
    report = json.loads(result.stdout)
    index, docs = load(out)
    assert report["counts"] == index["counts"]
    return out, {d["id"]: d for d in docs}, index


@pytest.fixture(scope="session")
def corpus_suite(tmp_path_factory):
    """(directory, ids written by hand): the suite the planted-bug corpus is
    measured on (issue 47; tests/conformance/engines/corpus_engine.py): the
    small suite's options over its editions and the two Z-Man editions in
    which two of the corpus's mistakes show, with the vectors written by hand
    for the mutants and for the corpus's mistakes the generated vectors
    cannot show."""
    sys.path.insert(0, str(ROOT / "tests" / "conformance" / "engines"))
    from corpus_engine import SUITE_EDITIONS
    from written_vectors import CORPUS_VECTORS, KILLERS, with_written

    generated = tmp_path_factory.mktemp("corpus") / "generated"
    extra = [a for e in SUITE_EDITIONS if e not in EDITIONS for a in ("--edition", e)]
    result = subprocess.run(
        [sys.executable, "-m", "checker", "oracle", "--out", str(generated), *ARGV, *extra],
        check=False, capture_output=True, text=True, cwd=ROOT, timeout=1200,
        env=dict(os.environ, PYTHONHASHSEED=HASH_SEED),
    )
    assert result.returncode == 0, result.stderr[-3000:]
    combined = generated.parent / "suite"
    return combined, with_written(generated, combined, (KILLERS, CORPUS_VECTORS))
