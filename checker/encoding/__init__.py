"""The Z3 reading of the rules: a turn as constraints, enumerated or queried."""

from checker.encoding.enumerate import DEFAULT_MAX_OUTCOMES, enumerate_outcomes
from checker.encoding.membership import is_reachable
from checker.encoding.terms import Terms
from checker.encoding.turn import TurnEncoding
from checker.errors import LimitReached

__all__ = ["DEFAULT_MAX_OUTCOMES", "LimitReached", "Terms", "TurnEncoding", "enumerate_outcomes", "is_reachable"]
