"""Boolean helpers that fold literal truths, so a concrete scenario's encoding
stays as small as if the helpers were not there, while a proof's symbolic
shape gets the full condition."""

from __future__ import annotations

import z3

from checker.solver.capi import FALSE, TRUE, all_of, ite

__all__ = ["FALSE", "TRUE", "conj", "when"]


def conj(*conditions) -> z3.BoolRef:
    """``And`` that drops literal truths, so concrete encodings stay small."""
    return all_of(conditions)


def when(condition, then, otherwise):
    """``If`` that folds a literal condition (plain ints become Z3 numbers,
    so the result is always a term)."""
    return ite(condition, then, otherwise)
