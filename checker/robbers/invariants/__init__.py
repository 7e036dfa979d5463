"""Invariants of the rules, proved over every scenario within a bound."""

from checker.robbers.invariants.catalog import INVARIANTS, Invariant
from checker.robbers.invariants.prove import Verdict, prove

__all__ = ["INVARIANTS", "Invariant", "Verdict", "prove"]
