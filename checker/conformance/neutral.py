"""Which clauses no scenario can be sensitive to, and why.

Dropping a clause makes the Z3 encoding fall back to its rule-neutral frame for
that topic (each module's ``encoding.Hooks``, for The Robbers
``checker/robbers/encoding/hooks.py``). When a clause only sets a mode to
the value the neutral frame has anyway (``movement-per-feature`` sets
``movement = "per-feature"``, the frame's default), dropping it changes
nothing, so no vector can separate it. Rather than spend the search budget
to find that out, the generator asks here, and reports the clause as
uncoverable with this reason: that is a finding about the spec's encoding,
not a gap in the suite.

The check configures two bare hooks objects of the rules' module,
with and without the clause, and compares everything they hold (hook lists by
length: a dropped clause that adds no hook and sets no different mode adds no
constraint). It reads the encoding's internals, so any surprise (an attribute
renamed by the encoding's maintainers) answers "not neutral" and the search
runs as usual.
"""

from __future__ import annotations

import spec
from checker.conformance.modules import kit_for


def _normal(value):
    """A comparable form of one attribute of the hooks: hook lists by length,
    sets sorted, mappings by sorted key (the order of a set's items is not
    part of what it says)."""
    if isinstance(value, list):
        return ("hooks", len(value))
    if isinstance(value, (set, frozenset)):
        return ("set", tuple(sorted(map(repr, value))))
    if isinstance(value, dict):
        return ("dict", tuple(sorted((repr(k), _normal(v)) for k, v in value.items())))
    return ("value", repr(value))


def _frame(rules: spec.Rules) -> dict:
    hooks = kit_for(rules).hooks()
    for clause in rules.clauses:
        if clause.constraints is not None:
            clause.constraints(hooks)
    return {name: _normal(value) for name, value in vars(hooks).items()}


class _Recording:
    """A stand-in for the encoding that notes which hook methods a clause calls."""

    def __init__(self, hooks) -> None:
        self._hooks = hooks
        self.calls: list[str] = []

    def __getattr__(self, name):
        attr = getattr(self._hooks, name)
        if not callable(attr):
            return attr

        def call(*args, **kwargs):
            self.calls.append(f"{name}({', '.join(repr(a) for a in args)})")
            return attr(*args, **kwargs)

        return call


def neutral_reason(rules: spec.Rules, without: spec.Rules, clause_id: str) -> str | None:
    """Why dropping ``clause_id`` cannot change any outcome, or None."""
    try:
        if _frame(rules) != _frame(without):
            return None
        recording = _Recording(kit_for(rules).hooks())
        spec.CLAUSES[clause_id].constraints(recording)
    except Exception:  # noqa: BLE001 - the encoding changed shape: search instead  # pragma: no cover
        return None
    calls = ", ".join(recording.calls) or "nothing"
    return (
        f"the clause only calls {calls}, which the encoding's rule-neutral frame "
        f"already does: dropping it changes no constraint, so no scenario's outcomes depend on it"
    )
