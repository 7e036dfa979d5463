from tests import profiles
from tests.needs import pytest_runtest_makereport  # noqa: F401  (a hook: CI fails a skip for a missing requirement)

profiles.load()
