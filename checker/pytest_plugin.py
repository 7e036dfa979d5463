"""rulespec's pytest plugin (entry point ``pytest11``): the ``robbers_oracle``
fixture of :mod:`checker.robbers.pytest_plugin`, for engines written in
Python. Kept light: every pytest run in the environment loads it."""

from checker.robbers.pytest_plugin import DEFAULT_EDITION, RobbersOracle, robbers_oracle

__all__ = ["DEFAULT_EDITION", "RobbersOracle", "robbers_oracle"]
