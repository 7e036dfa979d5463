"""The test suite's Hypothesis profiles, and how many examples a reading gets.

``ci`` (the default) is what CI runs, ``dev`` a quicker local run, ``long``
the soak of the differential tests, ``versions`` CI's second pass against
the lowest supported releases (.ci/run), which checks that every call into
a dependency still works: the tenth generated scenario makes the same calls
into Z3, jsonschema or Hypothesis as the first, so a few per test suffice
there, while the first pass ran them all. An alternative reading of a rule
gets a quarter of an edition's count (at least 50; at least 5 under
``versions``) except under ``long``, where the soak promises 10,000
scenarios for every edition and every reading alike.
"""

from __future__ import annotations

import os

from hypothesis import HealthCheck, settings

# too_slow, and only it: a scenario's data generates quickly, but the test of
# it enumerates every outcome with Z3 and replays it (0.1-1 s), which
# Hypothesis's generation-time check counts. Health checks run on the first
# examples only, so ``long`` needs no more than ``ci``: every other check
# (filtering too much, examples too large, ...) stays on.
_SLOW_BY_DESIGN = [HealthCheck.too_slow]
settings.register_profile("ci", max_examples=200, deadline=None, suppress_health_check=_SLOW_BY_DESIGN)
settings.register_profile("dev", max_examples=50, deadline=None, suppress_health_check=_SLOW_BY_DESIGN)
settings.register_profile("versions", max_examples=10, deadline=None, suppress_health_check=_SLOW_BY_DESIGN)
settings.register_profile("long", max_examples=10_000, deadline=None, suppress_health_check=_SLOW_BY_DESIGN)


def load() -> None:
    """Load the profile named by ``HYPOTHESIS_PROFILE`` (``ci`` when unset)."""
    settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))


#: The fewest examples a reading, and a reading's derivation comparison, gets
#: under each profile but ``long``.
_FLOORS = {"versions": (5, 2)}
_DEFAULT_FLOORS = (50, 20)


def reading_examples() -> int:
    """Examples for one alternative reading under the loaded profile."""
    full = settings().max_examples
    name = settings.get_current_profile_name()
    return full if name == "long" else max(_FLOORS.get(name, _DEFAULT_FLOORS)[0], full // 4)


def derivation_examples() -> int:
    """Examples for the derivation comparison of one reading (tests/test_differential.py):
    each enumerates the Z3 models one by one and every reference derivation, so a tenth
    of an edition's count (at least 20), all of them under ``long``."""
    full = settings().max_examples
    name = settings.get_current_profile_name()
    return full if name == "long" else max(_FLOORS.get(name, _DEFAULT_FLOORS)[1], full // 10)
