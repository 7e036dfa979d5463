"""Every output gets the mode the umask gives any new file (issue 46, item 9).

``suite-archive`` wrote its archive with mode 0600 (``mkstemp``'s), the
catalogue was forced to 0644 and a suite's folder to 0755 whatever the
umask. Each writer is run under the umask 027, which no fixed mode matches:
files 0640, folders 0750.
"""

from __future__ import annotations

import os
import stat

from faultkit import COMMITTED_CATALOGUE, ORACLE, rulespec
from tests.hardening.inputs import sigint_at_default

UMASK = 0o027


def under_umask():
    sigint_at_default()
    os.umask(UMASK)


def modes(folder) -> dict:
    """Every path under ``folder`` (relative) -> its permission bits."""
    return {p.relative_to(folder).as_posix(): stat.S_IMODE(p.stat().st_mode) for p in sorted(folder.rglob("*"))}


def written_suite(tmp_path, generated):
    suite = tmp_path / "suite"
    done = rulespec(*ORACLE, "--out", suite, generated=generated, preexec_fn=under_umask)
    assert done.returncode == 0, done.stderr
    return suite


def test_a_suites_files_and_folders_get_the_umasks_mode(tmp_path, generated):
    suite = written_suite(tmp_path, generated)
    found = modes(suite)
    assert oct(stat.S_IMODE(suite.stat().st_mode)) == oct(0o750)
    assert found and all(mode == (0o750 if (suite / name).is_dir() else 0o640) for name, mode in found.items()), found


def test_the_archive_gets_the_umasks_mode_not_0600(tmp_path, generated):
    archive = tmp_path / "suite.tar.gz"
    done = rulespec("suite-archive", written_suite(tmp_path, generated), "--out", archive, preexec_fn=under_umask)
    assert done.returncode == 0, done.stderr
    assert oct(stat.S_IMODE(archive.stat().st_mode)) == oct(0o640)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["suite", "suite.tar.gz"]  # no lock or temporary file left


def test_the_catalogue_gets_the_umasks_mode(tmp_path):
    catalogue = tmp_path / "catalogue"
    done = rulespec("diff", "--all", "--out", catalogue, catalogue=COMMITTED_CATALOGUE, preexec_fn=under_umask)
    assert done.returncode == 0, done.stderr
    assert {name: oct(mode) for name, mode in modes(catalogue).items()} == {
        "contradictions.json": oct(0o640), "contradictions.md": oct(0o640)}
