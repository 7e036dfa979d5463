"""``rulespec`` with a fault planted at a chosen moment, for the fault tests.

Run as ``python tests/faults/hook.py ARGS...``: the command line as a user
runs it (Ctrl-C and SIGTERM handled, ``checker.cli.main()`` without
arguments), after the patches ``FAULTS_PLAN`` names:

- ``FAULTS_GENERATED=FILE``: ``oracle``'s search returns the pickled result
  in FILE at once, so a test can kill the writing many times in seconds;
- ``FAULTS_PLAN=write:N``: SIGKILL to itself when the Nth file is about to
  be written (``Path.write_text``), as the out-of-memory killer would;
- ``FAULTS_PLAN=search``: SIGKILL during the search, before any writing;
- ``FAULTS_PLAN=swap``: SIGKILL just before the new folder takes the old one's place;
- ``FAULTS_PLAN=swapped``: SIGKILL just after, before the old folder is removed;
- ``FAULTS_PLAN=rename:N``: no atomic exchange (as on a file system without
  it), and SIGKILL after the Nth ``os.rename``;
- ``FAULTS_PLAN=hold:FILE``: the search creates FILE and waits until it is
  removed (a writer caught in the middle of its work);
- ``FAULTS_CATALOGUE=FILE``: ``diff --all``'s comparisons return the
  catalogue in FILE at once;
- ``FAULTS_PLAN=replace:N``: SIGKILL just before the Nth ``os.replace``.
"""

from __future__ import annotations

import os
import pickle
import signal
import sys
import time
from pathlib import Path


def die() -> None:
    os.kill(os.getpid(), signal.SIGKILL)


def plant(plan: str) -> None:
    import checker.conformance.generate as generate

    try:
        import checker.atomic as atomic
    except ImportError:  # the code before checker/atomic.py, to see these tests fail on it
        atomic = None

    cached = os.environ.get("FAULTS_GENERATED")
    if cached:
        with open(cached, "rb") as f:
            result = pickle.load(f)
        generate.generate = lambda *args, **kwargs: result
    catalogue = os.environ.get("FAULTS_CATALOGUE")
    if catalogue:
        import json

        import checker.diffs.catalogue as diffs

        diffs.build = lambda *args, **kwargs: json.loads(Path(catalogue).read_text(encoding="utf-8"))
    kind, _, arg = plan.partition(":")
    if kind == "search":
        generate.generate = lambda *args, **kwargs: die()
    elif kind == "hold":
        searched = generate.generate

        def holding(*args, **kwargs):
            Path(arg).touch()
            while Path(arg).exists():
                time.sleep(0.05)
            return searched(*args, **kwargs)

        generate.generate = holding
    elif kind == "write":
        count = [0]
        write_text = Path.write_text

        def counting(self, *args, **kwargs):
            count[0] += 1
            if count[0] == int(arg):
                die()
            return write_text(self, *args, **kwargs)

        Path.write_text = counting
    elif kind in ("swap", "swapped"):
        swap = atomic._swap

        def swapping(new, target):
            if kind == "swap":
                die()
            swap(new, target)
            die()

        atomic._swap = swapping
    elif kind == "replace":
        replaces = [0]
        replace = os.replace

        def counting_replace(a, b):
            replaces[0] += 1
            if replaces[0] == int(arg):
                die()
            replace(a, b)

        os.replace = counting_replace
    elif kind == "rename":
        atomic._exchange = lambda a, b: False
        renames = [0]
        rename = os.rename

        def counting_rename(a, b):
            rename(a, b)
            renames[0] += 1
            if renames[0] == int(arg):
                die()

        atomic.os.rename = counting_rename


if __name__ == "__main__":
    plant(os.environ.get("FAULTS_PLAN", ""))
    from checker.cli import main

    sys.argv = ["rulespec", *sys.argv[1:]]
    sys.exit(main())
