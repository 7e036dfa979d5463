"""The rules modules a scenario can belong to, and what each provides.

A scenario's ``expansion`` field picks the module; an edition belongs to one
module (``spec.Edition.module``). The commands that read a scenario look the
module up here instead of importing one module's engine, so a new expansion
plugs in by adding an entry.
"""

from __future__ import annotations

from dataclasses import dataclass
from importlib import import_module
from typing import Callable

from checker.errors import InputError


@dataclass(frozen=True)
class Expansion:
    """One module's engine, named by dotted paths and imported on first use."""

    name: str
    title: str
    enumerate_path: str
    simulate_path: str
    outcome_path: str  # (doc, scenario, file) -> Outcome
    table_path: str  # (title, outcomes, scenario) -> rich Table
    distance_path: str  # (a, b) -> int

    def _get(self, path: str) -> Callable:
        module, name = path.rsplit(":", 1)
        return getattr(import_module(module), name)

    enumerate = property(lambda self: self._get(self.enumerate_path))
    simulate = property(lambda self: self._get(self.simulate_path))
    outcome_from_json = property(lambda self: self._get(self.outcome_path))
    table = property(lambda self: self._get(self.table_path))
    distance = property(lambda self: self._get(self.distance_path))


EXPANSIONS = {
    "robbers": Expansion(
        name="robbers",
        title="The Robbers",
        enumerate_path="checker.robbers.encoding:enumerate_outcomes",
        simulate_path="checker.robbers.reference:simulate",
        outcome_path="checker.robbers.loading:outcome_from_json",
        table_path="checker.robbers.describe:outcomes_table",
        distance_path="checker.robbers.describe:distance",
    ),
    "count-king-robber": Expansion(
        name="count-king-robber",
        title="Count, King & Robber",
        enumerate_path="checker.count_king_robber.encoding:enumerate_outcomes",
        simulate_path="checker.count_king_robber.reference:simulate",
        outcome_path="checker.count_king_robber.loading:ckr_outcome_from_json",
        table_path="checker.count_king_robber.describe:outcomes_table",
        distance_path="checker.count_king_robber.describe:distance",
    ),
}


def expansion_for(scenario, rules, file: str) -> Expansion:
    """The scenario's module, after checking that the edition belongs to it."""
    expansion = EXPANSIONS[scenario.expansion]
    if rules.module != scenario.expansion:
        raise InputError(
            file,
            "$.expansion",
            f"edition {rules.edition} is a {rules.module} edition; this is a {scenario.expansion} scenario "
            f"(see 'rulespec editions')",
        )
    # A Robbers scenario's ``robbers`` are robber places; a Count, King &
    # Robber scenario's are The Robbers in play (or None).
    in_play = scenario.expansion == "count-king-robber" and scenario.robbers is not None
    if in_play and rules.companion is None:
        raise InputError(file, "$.robbers", "The Robbers are in play in this scenario: give their edition with --with-robbers ID")
    if not in_play and rules.companion is not None:
        raise InputError(file, "$", "--with-robbers: this scenario has no robbers on the score track (no 'robbers')")
    return expansion
