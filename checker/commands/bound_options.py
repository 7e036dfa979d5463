"""The options that set the bound of a proof or a diff (``check`` and
``diff``): one group, to which every rules module adds its own
(``symbolic.add_bound_options``), and each module's bound read back."""

from __future__ import annotations

from checker import expansions


def add_bound_options(parser) -> None:
    group = parser.add_argument_group("bound (every verdict prints it as its scope)")
    for expansion in expansions.EXPANSIONS.values():
        expansion.part("symbolic").add_bound_options(group)


def bound_from_args(args, module: str):
    """The bound the options ask for, of ``module``'s proofs and diffs."""
    return expansions.EXPANSIONS[module].part("symbolic").bound_from_args(args)


def bounds_from_args(args) -> dict:
    """Every module's bound, by module."""
    return {name: bound_from_args(args, name) for name in expansions.EXPANSIONS}
