"""The command line's argument types and its usage error, shared by the
commands and by the options a rules module adds (its bound, for ``check``
and ``diff``)."""

from __future__ import annotations

import argparse
import math


class UsageError(ValueError):
    """Bad usage the parser cannot see (exit status 2)."""


def positive_seconds(text: str) -> float:
    """An argparse type: a finite number of seconds above 0."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of seconds") from None
    if not math.isfinite(value) or value <= 0:
        raise argparse.ArgumentTypeError(f"{text!r}: want a number of seconds above 0")
    return value


def positive_count(text: str) -> int:
    """An argparse type: a whole number of 1 or more."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"{text!r}: want 1 or more")
    return value
