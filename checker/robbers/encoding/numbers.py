"""The encoding's numbers: unbounded integers (linear integer arithmetic).

Kept behind these four functions so the sort is chosen in one place: 16-bit
bit-vectors were tried (bit-blasting to SAT) and were about 35 times slower
to enumerate on the worked examples than integers.
"""

from __future__ import annotations

import z3


def num(value: int) -> z3.ArithRef:
    return z3.IntVal(value)


def num_var(name: str) -> z3.ArithRef:
    return z3.Int(name)


def total(terms) -> z3.ArithRef:
    terms = list(terms)
    return z3.Sum(*terms) if terms else num(0)


def value(ref) -> int:
    return ref.as_long()
