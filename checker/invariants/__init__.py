"""Invariants of the rules, proved over every scenario within a bound."""

from checker.invariants.catalog import INVARIANTS, Invariant
from checker.invariants.prove import Verdict, prove

__all__ = ["INVARIANTS", "Invariant", "Verdict", "prove"]
