import os

from tests import profiles

profiles.load()

# A long enumerate or judge says what it is doing on stderr after a few seconds
# (checker/commands/progress.py): whether a test's run crosses that depends on
# the machine's load, so the tests, and the commands they start, never say it
# unless a test asks (tests/test_terminal_output.py sets 0).
os.environ.setdefault("RULESPEC_NOTICE_AFTER", "never")
