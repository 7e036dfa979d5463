"""The Z3 reading of The Robbers' rules: a turn as constraints, enumerated or
queried; ``Hooks`` is the rule-neutral frame the clauses plug into."""

from checker.errors import DEFAULT_MAX_OUTCOMES, LimitReached
from checker.robbers.encoding.enumerate import enumerate_outcomes
from checker.robbers.encoding.hooks import Hooks
from checker.robbers.encoding.membership import is_reachable
from checker.robbers.encoding.terms import Terms
from checker.robbers.encoding.turn import TurnEncoding

__all__ = ["DEFAULT_MAX_OUTCOMES", "Hooks", "LimitReached", "Terms", "TurnEncoding", "enumerate_outcomes", "is_reachable"]
