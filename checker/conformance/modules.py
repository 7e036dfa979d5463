"""What the suite needs from each rules module, in one place.

The search, the shrinking, the readings and the harness are the same for
every module; what differs is gathered here: where candidate scenarios come
from, how they shrink, which hooks object is the encoding's rule-neutral
frame, a one-step probe scenario, where the hand-written worked examples
live, which themes apply, and the JSON Schemas of its scenarios and outcomes.
Enumeration, simulation, outcome loading and distance come from
:mod:`checker.expansions`, which every command shares.

Everything is imported on first use: a worker process that only searches
one module never loads the other.
"""

from __future__ import annotations

from dataclasses import dataclass
from importlib import import_module

import spec
from checker.expansions import EXPANSIONS, Expansion


def _get(path: str):
    module, name = path.rsplit(":", 1)
    return getattr(import_module(module), name)


@dataclass(frozen=True)
class Kit:
    module: str
    stream_path: str  # (seed: str) -> endless iterator of candidate scenarios
    moves_path: str  # checker.conformance.shrink.Moves
    hooks_path: str  # the encoding's hooks class: its bare instance is the rule-neutral frame
    probe_path: str  # () -> a small scenario any rules can play
    examples: str  # the hand-written outcome sets, relative to the source tree
    schemas: tuple[str, str]  # scenario and outcome schema names (checker/schemas/NAME.schema.json)
    themes: bool  # whether checker.robbers.conformance.themes applies
    # Candidates and probe for the combined turn, when the module's rules have
    # a companion (checker.conformance.combined): None where there is none.
    combined_stream_path: str | None = None
    combined_probe_path: str | None = None

    @property
    def expansion(self) -> Expansion:
        return EXPANSIONS[self.module]

    def stream(self, seed: str):
        return _get(self.stream_path)(seed)

    @property
    def moves(self):
        return _get(self.moves_path)

    @property
    def hooks(self):
        return _get(self.hooks_path)

    def probe(self):
        return _get(self.probe_path)()

    def stream_for(self, rules: spec.Rules, seed: str):
        """The candidates for ``rules``: combined scenarios when The Robbers
        play in the same turn (``rules.companion``), else the module's own."""
        return _get(self._combined("combined_stream_path", rules) or self.stream_path)(seed)

    def probe_for(self, rules: spec.Rules):
        """A small scenario ``rules`` can play: a combined one with a companion."""
        return _get(self._combined("combined_probe_path", rules) or self.probe_path)()

    def _combined(self, name: str, rules: spec.Rules) -> str | None:
        if rules.companion is None:
            return None
        path = getattr(self, name)
        if path is None:
            raise spec.SpecError(f"{self.module} rules have no combined turn with {rules.companion.module} rules")
        return path

    def outcome_from_json(self, doc, scenario, file: str = "<outcome>"):
        """An outcome document read against its scenario (the module's loader)."""
        return self.expansion.outcome_from_json(doc, scenario, file)


KITS = {
    "robbers": Kit(
        module="robbers",
        stream_path="checker.robbers.conformance.candidates:stream",
        moves_path="checker.robbers.conformance.shrink:ROBBERS",
        hooks_path="checker.robbers.encoding.hooks:Hooks",
        probe_path="checker.robbers.conformance.candidates:probe",
        examples="tests/worked_examples/expected",
        schemas=("scenario", "outcome"),
        themes=True,
    ),
    "count-king-robber": Kit(
        module="count-king-robber",
        stream_path="checker.count_king_robber.conformance.candidates:stream",
        moves_path="checker.count_king_robber.conformance.shrink:MOVES",
        hooks_path="checker.count_king_robber.encoding.hooks:CkrHooks",
        probe_path="checker.count_king_robber.conformance.candidates:probe",
        examples="tests/count_king_robber/expected",
        schemas=("ckr-scenario", "ckr-outcome"),
        themes=False,
        combined_stream_path="checker.combined.candidates:stream",
        combined_probe_path="checker.combined.candidates:probe",
    ),
}


def kit_for(rules: spec.Rules) -> Kit:
    return KITS[rules.module]


def module_of(edition: str) -> str:
    return spec.EDITIONS[edition].module
