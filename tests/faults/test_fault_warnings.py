"""A warning during a run is a line on stderr, never an internal error.

Issue 46: with multiprocessing's resource tracker gone, ``check --all --jobs 2``
ended ``internal error: TypeError: formatwarning() takes from 4 to 5
positional arguments but 6 were given``: the run's ``showwarning``
(``checker/cli.py``) passed everything it was given, ``file`` included, on to
``warnings.formatwarning``. Each way a warning reaches ``showwarning`` is
tried here inside a real run of ``main``.
"""

from __future__ import annotations

import io
import warnings

from checker import cli
from checker.commands import enumerate as enumerate_command
from checker.errors import InputWarning


def _run_warning(monkeypatch, capsys, warn) -> tuple[int, str]:
    """``rulespec enumerate`` whose work is only ``warn()``: its status and stderr."""
    monkeypatch.setattr(enumerate_command, "run", lambda args: warn() or 0)
    status = cli.main(["enumerate", "unused.json", "--edition", "c1-hig-2013"])
    return status, capsys.readouterr().err


def test_a_warning_with_its_source_line_is_printed_as_python_prints_it(monkeypatch, capsys):
    def warn():
        warnings.warn_explicit("the tracker is gone", UserWarning, "tracker.py", 7, module="tracker")

    status, err = _run_warning(monkeypatch, capsys, warn)
    assert status == 0, err
    assert err == "tracker.py:7: UserWarning: the tracker is gone\n"


def test_a_warning_shown_to_a_file_goes_to_that_file(monkeypatch, capsys):
    sink = io.StringIO()

    def warn():
        warnings.showwarning("leaked semaphore", ResourceWarning, "pool.py", 12, file=sink, line="x = 1")

    status, err = _run_warning(monkeypatch, capsys, warn)
    assert status == 0, err
    assert err == ""
    assert sink.getvalue() == "pool.py:12: ResourceWarning: leaked semaphore\n  x = 1\n"


def test_a_warning_about_the_input_is_one_line(monkeypatch, capsys):
    def warn():
        warnings.warn("an unknown field 'colour' is ignored", InputWarning)

    status, err = _run_warning(monkeypatch, capsys, warn)
    assert status == 0, err
    assert err == "rulespec: warning: an unknown field 'colour' is ignored\n"
