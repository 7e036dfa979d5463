"""The soak promises 10,000 scenarios for every reading, not only every edition.

Twice a differential test gave alternative readings a quarter of the long
profile's count while its docstring promised the full count; the rule now
lives in tests/profiles.py and is pinned here.
"""

from __future__ import annotations

import pytest
from hypothesis import settings

from tests.profiles import derivation_examples, reading_examples

pytestmark = pytest.mark.reads_tool_output


@pytest.fixture
def profile():
    before = settings.get_current_profile_name()
    yield settings.load_profile
    settings.load_profile(before)


@pytest.mark.parametrize(("name", "expected"), [("long", 10_000), ("ci", 50), ("dev", 50), ("versions", 5)])
def test_a_reading_gets_the_soak_count_only_under_the_long_profile(profile, name, expected):
    profile(name)
    assert reading_examples() == expected


@pytest.mark.parametrize(("name", "expected"), [("long", 10_000), ("ci", 20), ("dev", 20), ("versions", 2)])
def test_a_readings_derivations_get_a_tenth_but_a_floor(profile, name, expected):
    """The lowest releases' pass (``versions``, 10 examples) gives a reading 5
    scenarios and its derivation comparison 2, not the floors of 50 and 20
    that would make it the slowest part of that pass."""
    profile(name)
    assert derivation_examples() == expected
