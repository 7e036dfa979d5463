"""The soak promises 10,000 scenarios for every reading, not only every edition.

Twice a differential test gave alternative readings a quarter of the long
profile's count while its docstring promised the full count; the rule now
lives in tests/profiles.py and is pinned here.
"""

from __future__ import annotations

import pytest
from hypothesis import settings

from tests.profiles import reading_examples

pytestmark = pytest.mark.reads_tool_output


@pytest.fixture
def profile():
    before = settings.get_current_profile_name()
    yield settings.load_profile
    settings.load_profile(before)


@pytest.mark.parametrize(("name", "expected"), [("long", 10_000), ("ci", 50), ("dev", 50)])
def test_a_reading_gets_the_soak_count_only_under_the_long_profile(profile, name, expected):
    profile(name)
    assert reading_examples() == expected
