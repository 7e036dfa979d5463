"""What the suite needs from each rules module, read off the registry.

The search, the shrinking, the readings and the harness are the same for
every module; what differs is each module's ``conformance`` part (where
candidate scenarios come from, how they shrink, a one-step probe scenario,
themed vectors if it has any), the rule-neutral frame of its encoding
(``encoding.Hooks``), where its hand-written worked examples live and the
JSON Schemas of its scenarios and outcomes (``checker.expansions``). A
combined turn (``rules.companion``) takes its candidates and probe from the
combined turn's own ``conformance`` part.

Everything is imported on first use: a worker process that only searches
one module never loads the other.
"""

from __future__ import annotations

from dataclasses import dataclass

import spec
from checker import expansions
from checker.expansions import Expansion


@dataclass(frozen=True)
class Kit:
    expansion: Expansion

    @property
    def module(self) -> str:
        return self.expansion.name

    @property
    def part(self):
        return self.expansion.part("conformance")

    def stream(self, seed: str):
        return self.part.stream(seed)

    @property
    def moves(self):
        return self.part.MOVES

    @property
    def hooks(self):
        """The encoding's hooks class (its bare instance is the rule-neutral frame), or None."""
        return getattr(self.expansion.part("encoding"), "Hooks", None)

    def probe(self):
        return self.part.probe()

    @property
    def themes(self):
        """``theme_vectors(search, limit)``, or None when the module has no themes."""
        return getattr(self.part, "theme_vectors", None)

    @property
    def examples(self):
        """The folder of its hand-written outcome sets, or None."""
        return None if self.expansion.examples is None else self.expansion.path(self.expansion.examples)

    @property
    def example_scenarios(self):
        return self.expansion.path(self.expansion.example_scenarios)

    @property
    def schemas(self) -> tuple[str, str]:
        return self.expansion.scenario_schema, self.expansion.outcome_schema

    def stream_for(self, rules: spec.Rules, seed: str):
        """The candidates for ``rules``: combined scenarios when another
        module plays in the same turn (``rules.companion``), else the module's own."""
        return self._conformance(rules).stream(seed)

    def probe_for(self, rules: spec.Rules):
        """A small scenario ``rules`` can play: a combined one with a companion."""
        return self._conformance(rules).probe()

    def _conformance(self, rules: spec.Rules):
        if rules.companion is None:
            return self.part
        try:
            turn = expansions.combination(self.module, rules.companion.module)
        except KeyError:
            raise spec.SpecError(f"{self.module} rules have no combined turn with {rules.companion.module} rules") from None
        return turn.part("conformance")

    def outcome_from_json(self, doc, scenario, file: str = "<outcome>"):
        """An outcome document read against its scenario (the module's loader)."""
        return self.expansion.outcome_from_json(doc, scenario, file)


def kits() -> dict[str, Kit]:
    """Every registered module's kit, in registry order."""
    return {name: Kit(expansion) for name, expansion in expansions.EXPANSIONS.items()}


def kit_for(rules: spec.Rules) -> Kit:
    return Kit(expansions.EXPANSIONS[rules.module])


def module_of(edition: str) -> str:
    return spec.EDITIONS[edition].module
