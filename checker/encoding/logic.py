"""Boolean helpers that fold literal truths, so a concrete scenario's encoding
stays as small as if the helpers were not there, while a proof's symbolic
shape gets the full condition."""

from __future__ import annotations

import z3

TRUE = z3.BoolVal(True)
FALSE = z3.BoolVal(False)


def conj(*conditions) -> z3.BoolRef:
    """``And`` that drops literal truths, so concrete encodings stay small."""
    parts = []
    for c in conditions:
        c = z3.BoolVal(c) if isinstance(c, bool) else c
        if z3.is_false(c):
            return FALSE
        if not z3.is_true(c):
            parts.append(c)
    if not parts:
        return TRUE
    return parts[0] if len(parts) == 1 else z3.And(*parts)


def when(condition, then, otherwise):
    """``If`` that folds a literal condition (plain ints become Z3 numbers,
    so the result is always a term)."""
    then = z3.IntVal(then) if isinstance(then, int) else then
    otherwise = z3.IntVal(otherwise) if isinstance(otherwise, int) else otherwise
    if z3.is_true(condition):
        return then
    if z3.is_false(condition):
        return otherwise
    return z3.If(condition, then, otherwise)
