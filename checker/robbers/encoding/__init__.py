"""The Z3 reading of the rules: a turn as constraints, enumerated or queried."""

from checker.errors import DEFAULT_MAX_OUTCOMES, LimitReached
from checker.robbers.encoding.enumerate import enumerate_outcomes
from checker.robbers.encoding.membership import is_reachable
from checker.robbers.encoding.terms import Terms
from checker.robbers.encoding.turn import TurnEncoding

__all__ = ["DEFAULT_MAX_OUTCOMES", "LimitReached", "Terms", "TurnEncoding", "enumerate_outcomes", "is_reachable"]
